#!/usr/bin/env python3
"""Which solver wins on which queries: a fixed set of assay-tv pairs, run
with each solver, per-pair time with the solver's share split out.

The sets: integer (the assay-tv lit tests' integer pairs and
bench/tv/pairs/peephole.mlir, Alive2-style peephole identities on i8..i64),
float (bench/tv/pairs/float.mlir: f16/f32/f64, fma, min/max, conversions,
fast-math) and memory (the assay-tv memory-*.mlir tests). Each file runs
once per solver with --json; a pair's `seconds` is the whole check, its
`solver_seconds` the time in the solver.

Usage: bench/tv/solvers.py [--build DIR] [--solvers z3,cvc5,portfolio]
                           [--smt-to MS] [--update bench/RESULTS.md]
With --update, the tables replace the text between the solver markers of
the file (they are printed either way).
"""
import argparse
import collections
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LIT = "test/lit/tools/assay-tv/"
SETS = {
    "integer": [LIT + f for f in ("verdicts.mlir", "select-poison.mlir",
                                  "replay.mlir", "solvers.mlir")]
    + ["bench/tv/pairs/peephole.mlir"],
    "float": ["bench/tv/pairs/float.mlir"],
    "memory": sorted(LIT + f for f in os.listdir(os.path.join(ROOT, LIT))
                     if f.startswith("memory-")),
}
BEGIN = "<!-- bench/tv/solvers.py: begin -->"
END = "<!-- bench/tv/solvers.py: end -->"


def run(tv, path, solver, timeout_ms):
    """The pairs of one file under one solver: {key: json object}."""
    proc = subprocess.run(
        [tv, "--json", "--solver=" + solver, "--smt-to=%d" % timeout_ms,
         os.path.join(ROOT, path)],
        capture_output=True, text=True)
    pairs = {}
    for line in proc.stdout.splitlines():
        if not line.startswith("{"):
            continue
        obj = json.loads(line)
        if "summary" in obj:
            continue
        key = (os.path.basename(path), obj["name"],
               ",".join(map(str, obj.get("index_bits") or [])))
        pairs[key] = obj
    return pairs


def fmt(seconds):
    return "%.3f" % seconds


def tables(results, solvers, timeout_ms):
    out = []
    out.append("Per-query limit %d ms; times in seconds (wall of the whole "
               "check / in the solver)." % timeout_ms)
    out.append("")
    out.append("| set | solver | pairs | correct | incorrect | unknown | "
               "error | total | in solver | median pair | slowest pair |")
    out.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
               "| ---: | ---: |")
    for name in SETS:
        for solver in solvers:
            pairs = results[name][solver]
            counts = collections.Counter(p["status"] for p in pairs.values())
            wall = [p.get("seconds", 0) for p in pairs.values()]
            inside = [p.get("solver_seconds", 0) for p in pairs.values()]
            out.append("| %s | %s | %d | %d | %d | %d | %d | %s | %s | %s | %s |"
                       % (name, solver, len(pairs), counts["correct"],
                          counts["incorrect"], counts["unknown"],
                          counts["error"], fmt(sum(wall)), fmt(sum(inside)),
                          fmt(statistics.median(wall)) if wall else "-",
                          fmt(max(wall)) if wall else "-"))
    out.append("")
    # Who is faster on each pair (solver time), among the single solvers.
    single = [s for s in solvers if s != "portfolio"]
    if len(single) == 2:
        a, b = single
        out.append("Faster solver per pair (solver time; a tie is within "
                   "5 ms):")
        out.append("")
        out.append("| set | %s faster | %s faster | tie | verdicts differ |"
                   % (a, b))
        out.append("| --- | ---: | ---: | ---: | ---: |")
        for name in SETS:
            wins = collections.Counter()
            differ = []
            for key, pa in results[name][a].items():
                pb = results[name][b].get(key)
                if not pb:
                    continue
                if pa["status"] != pb["status"]:
                    differ.append("%s %s (%s: %s, %s: %s)" % (
                        key[0], key[1], a, pa["status"], b, pb["status"]))
                ta, tb = pa.get("solver_seconds", 0), pb.get("solver_seconds", 0)
                wins[a if ta + 0.005 < tb else b if tb + 0.005 < ta else "tie"] += 1
            out.append("| %s | %d | %d | %d | %d |" % (
                name, wins[a], wins[b], wins["tie"], len(differ)))
            for d in differ:
                out.append("|  | | | | %s |" % d)
        out.append("")
    out.append("Slowest pairs (whole check, any solver):")
    out.append("")
    out.append("| pair | solver | status | seconds | in solver |")
    out.append("| --- | --- | --- | ---: | ---: |")
    rows = []
    for name in SETS:
        for solver in solvers:
            for key, p in results[name][solver].items():
                rows.append((p.get("seconds", 0), key, solver, p))
    for seconds, key, solver, p in sorted(rows, key=lambda r: -r[0])[:10]:
        label = "%s @%s%s" % (key[0], key[1],
                              " (index %s)" % key[2] if key[2] else "")
        out.append("| %s | %s | %s | %s | %s |" % (
            label, solver, p["status"], fmt(seconds),
            fmt(p.get("solver_seconds", 0))))
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default="build/release")
    parser.add_argument("--solvers", default="z3,cvc5,portfolio")
    parser.add_argument("--smt-to", type=int, default=10000)
    parser.add_argument("--update", default="")
    args = parser.parse_args()
    tv = os.path.join(args.build, "bin", "assay-tv")
    if not os.access(tv, os.X_OK):
        sys.exit("solvers.py: no assay-tv in %s" % args.build)
    solvers = args.solvers.split(",")
    results = {name: {s: {} for s in solvers} for name in SETS}
    for name, files in SETS.items():
        for solver in solvers:
            for path in files:
                results[name][solver].update(run(tv, path, solver, args.smt_to))
    text = tables(results, solvers, args.smt_to)
    print(text)
    if args.update:
        with open(args.update) as f:
            doc = f.read()
        if BEGIN not in doc or END not in doc:
            sys.exit("solvers.py: %s has no solver markers" % args.update)
        head, rest = doc.split(BEGIN, 1)
        _, tail = rest.split(END, 1)
        with open(args.update, "w") as f:
            f.write(head + BEGIN + "\n" + text + "\n" + END + tail)


if __name__ == "__main__":
    main()
