#!/usr/bin/env python3
"""Measures Assay against a directory of MLIR-style lit test files.

  upstream.py DIR --assay-opt BIN [--mlir-opt mlir-opt-19] [--filecheck BIN]
              [-j N] [--timeout S] [--json OUT] [--show-skipped]
              [--deviations FILE]

Every `*.mlir` file under DIR is read for its RUN lines. A RUN line counts
when it is a pipeline of `mlir-opt` (optionally after `not`, optionally
piped into more `mlir-opt` commands) and at most one `FileCheck`, and every
flag and pass it gives `mlir-opt` is one `assay-opt` has. Each such RUN
line falls into one of three measures:

  parse/print         no pass, no `not`, no -verify-diagnostics: the tool
                      prints the input; Assay must print the same bytes
  verify-diagnostics  -verify-diagnostics: the tool must accept the
                      expected-* annotations
  filecheck           anything else (passes, or diagnostics checked by
                      FileCheck): the pipeline must end as the RUN line says

With --split-input-file a RUN line gives one case per split (the split is
written to its own file, FileCheck reads its CHECK lines from that file);
without it, one case for the whole file. A split that uses a dialect that
mlir-opt-19 registers and assay-opt does not (linalg, tensor ops, test, ...)
is skipped. A case is counted only when mlir-opt-19 passes it; the measure
prints "A/B": A cases Assay passes out of the B that mlir-opt-19 passes.
Each failing case is listed with its file, the line its split starts at,
the measure and the first difference (differing output line, the first
diagnostic Assay got wrong, or FileCheck's first complaint). A case that
runs past --timeout fails.

A case listed in the deviations file (by default
upstream-deviations.txt beside this script) differs from mlir-opt 19 on
purpose: where it fails it is reported as DEVIATION with the reason the
file gives, instead of FAIL; where it passes (or is no longer a case) it is
reported as STALE, so that the list stays honest. Only cases of files
under DIR are looked at.

Exits 0 when every counted case passes or is a listed deviation and no
listed case is stale, 1 otherwise.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

SPLIT_MARKER = "// -----"

# Flags of mlir-opt that take their value as the next argument.
FLAGS_WITH_VALUE = {"o"}


def tool_options(tool):
    """Names of the options `tool --help` lists, passes included."""
    out = subprocess.run([tool, "--help"], capture_output=True, text=True,
                         check=False).stdout
    return set(re.findall(r"^\s+--?([A-Za-z][\w-]*)", out, re.M))


def tool_dialects(tool):
    out = subprocess.run([tool, "--show-dialects"], capture_output=True,
                         text=True, check=False).stdout
    names = out.split(":", 1)[-1].replace(",", " ").split()
    return set(names)


def run_lines(text):
    """The RUN commands of a file, with `\\` continuations joined."""
    cmds, cur = [], None
    for line in text.splitlines():
        m = re.search(r"//\s*RUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).rstrip()
        cont = part.endswith("\\")
        if cont:
            part = part[:-1]
        cur = part if cur is None else cur + " " + part
        if not cont:
            cmds.append(cur.strip())
            cur = None
    if cur:
        cmds.append(cur.strip())
    return cmds


def splits(text):
    """(line, text) of each split, as --split-input-file cuts; a split's
    line is that of the marker before it, as mlir-opt's `within split at`."""
    out, cur, start = [], [], 1
    for no, line in enumerate(text.split("\n"), 1):
        if SPLIT_MARKER in line:
            out.append((start, "\n".join(cur) + "\n"))
            cur, start = [], no
            continue
        cur.append(line)
    out.append((start, "\n".join(cur)))
    return out


class Run:
    """One RUN line: mlir-opt commands, an optional FileCheck, expectations."""

    def __init__(self, tools, filecheck, negate, merge_stderr):
        self.tools = tools            # list of argument lists (no tool name)
        self.filecheck = filecheck    # argument list or None
        self.negate = negate          # `not` before the first mlir-opt
        self.merge_stderr = merge_stderr

    def flags(self):
        return [a for args in self.tools for a in args]

    def has(self, name):
        return any(a.lstrip("-").split("=")[0] == name for a in self.flags())


def parse_run(cmd, options, passes_ok):
    """Returns (Run, None) or (None, reason it is skipped)."""
    if any(s in cmd for s in ("%t", "%p", "%S", "%{", "&&", ";", " > ", "<")):
        return None, "unsupported substitution or shell syntax"
    try:
        tokens = shlex.split(cmd)
    except ValueError:
        return None, "unparsable RUN line"
    stages, cur = [], []
    for tok in tokens:
        if tok == "|":
            stages.append(cur)
            cur = []
        else:
            cur.append(tok)
    stages.append(cur)
    tools, filecheck, negate, merge = [], None, False, False
    for i, st in enumerate(stages):
        if not st:
            return None, "empty pipeline stage"
        if st[0] == "not":
            if i != 0 or st[1:2] == ["--crash"]:
                return None, "`not` outside the first stage"
            negate, st = True, st[1:]
        if "2>&1" in st:
            merge = True
            st = [t for t in st if t != "2>&1"]
        name = st[0]
        if name == "mlir-opt" and filecheck is None:
            tools.append(st[1:])
        elif name == "FileCheck" and filecheck is None and i == len(stages) - 1:
            filecheck = st[1:]
        else:
            return None, "uses " + name
    if not tools:
        return None, "no mlir-opt"
    for args in tools:
        skip = False
        for j, a in enumerate(args):
            if skip:
                skip = False
                continue
            if not a.startswith("-") or a == "-":
                if a != "%s":
                    return None, "positional argument " + a
                continue
            name = a.lstrip("-").split("=")[0]
            if name in FLAGS_WITH_VALUE and "=" not in a:
                skip = True
                continue
            if name in ("pass-pipeline", "p"):
                why = check_pipeline(a.split("=", 1)[1] if "=" in a else
                                     (args[j + 1] if j + 1 < len(args) else ""),
                                     passes_ok)
                if why:
                    return None, why
                skip = "=" not in a
                continue
            if name not in options:
                return None, "flag " + a.split("=")[0]
    return Run(tools, filecheck, negate, merge), None


def check_pipeline(text, passes_ok):
    # Options in braces name no passes.
    depth, bare = 0, []
    for c in text:
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        elif depth == 0:
            bare.append(c)
    for name in re.findall(r"[\w.-]+", "".join(bare)):
        if "." not in name and name not in passes_ok:
            return "pass " + name
    return None


def uses_missing_dialect(text, missing):
    """Whether the code (not the comments) names an op, type or attribute
    of a dialect in `missing`."""
    if not missing:
        return None
    code = "\n".join(l.split("//", 1)[0] for l in text.splitlines())
    names = "|".join(sorted(missing))
    # `tensor<...>` and `vector<...>` are builtin types; `!tensor.x`,
    # `#gpu<...>` and `tensor.empty` belong to the dialects.
    pat = (r"(?<![\w.$%@^-])(?:[!#](" + names + r")[.<]|\"?(" + names +
           r")\.[A-Za-z_])")
    m = re.search(pat, code)
    if m:
        return m.group(1) or m.group(2)
    # A dialect's entry in the file metadata (`dialect_resources: { test:
    # {...} }`) is read by that dialect.
    m = re.search(r"(?m)^\s*(" + names + r")\s*:\s*\{", code)
    return m.group(1) if m else None


def execute(argv, stdin, timeout, merge):
    try:
        p = subprocess.run(argv, input=stdin, capture_output=True,
                           timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return None
    out = p.stdout + (p.stderr if merge else b"")
    return p.returncode, out, p.stderr


def run_case(tool, run, path, filecheck_bin, timeout):
    """Runs `run` with `tool` on `path`. Returns a dict with `ok`, the
    printed output, and a `detail` line."""
    data = None
    for k, args in enumerate(run.tools):
        argv = [tool] + [path if a == "%s" else a for a in args]
        if k > 0 and "%s" not in args:
            argv.append("-")
        r = execute(argv, data, timeout, run.merge_stderr and k == 0)
        if r is None:
            return {"ok": False, "detail": "timeout", "out": b""}
        rc, out, err = r
        failed = rc != 0
        if k == 0 and run.negate:
            failed = not failed
        if failed:
            return {"ok": False, "out": out,
                    "detail": "exit %d: %s" % (rc, first_error(err))}
        data = out
    if run.filecheck is None:
        return {"ok": True, "out": data, "detail": ""}
    fc = [filecheck_bin] + [path if a == "%s" else a for a in run.filecheck]
    r = execute(fc, data, timeout, False)
    if r is None:
        return {"ok": False, "detail": "FileCheck timeout", "out": data}
    rc, _, err = r
    if rc != 0:
        return {"ok": False, "out": data,
                "detail": "FileCheck: " + first_filecheck_error(err)}
    return {"ok": True, "out": data, "detail": ""}


def first_error(err):
    text = err.decode("utf-8", "replace")
    for line in text.splitlines():
        if "error:" in line or "note:" in line:
            return re.sub(r"^within split at \S+ offset :", "", line).strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[0].strip() if lines else "(no output)"


def first_filecheck_error(err):
    lines = err.decode("utf-8", "replace").splitlines()
    for i, line in enumerate(lines):
        if "error:" in line:
            msg = line.split("error:", 1)[1].strip()
            if i + 1 < len(lines):
                msg += " `" + lines[i + 1].strip() + "`"
            return msg
    return lines[0] if lines else "(no output)"


def first_difference(a, b):
    al, bl = a.decode("utf-8", "replace").split("\n"), \
        b.decode("utf-8", "replace").split("\n")
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else "<end>"
        y = bl[i] if i < len(bl) else "<end>"
        if x != y:
            return "output line %d: mlir-opt `%s`, assay-opt `%s`" % (
                i + 1, x.strip(), y.strip())
    return "outputs differ"


def measure_of(run):
    if run.has("verify-diagnostics"):
        return "verify-diagnostics"
    if run.negate or run.merge_stderr:
        return "filecheck"
    passes = [a for a in run.flags()
              if a.lstrip("-").split("=")[0] in PASSES or
              a.lstrip("-").split("=")[0] in ("pass-pipeline", "p")]
    return "filecheck" if passes else "parse/print"


PASSES = set()
MEASURES = ["parse/print", "verify-diagnostics", "filecheck"]


def judge(case, args):
    """Runs one case on both tools; returns the result record."""
    mlir = run_case(args.mlir_opt, case["run"], case["path"], args.filecheck,
                    args.timeout)
    rec = {k: case[k] for k in ("file", "line", "measure", "cmd")}
    if not mlir["ok"]:
        rec["status"] = "not-counted"
        rec["detail"] = mlir["detail"]
        return rec
    assay = run_case(args.assay_opt, case["run"], case["path"], args.filecheck,
                     args.timeout)
    assay["detail"] = assay["detail"].replace(case["path"], "")
    if not assay["ok"]:
        rec["status"] = "fail"
        rec["detail"] = assay["detail"]
    elif case["measure"] == "parse/print" and assay["out"] != mlir["out"]:
        rec["status"] = "fail"
        rec["detail"] = first_difference(mlir["out"], assay["out"])
    else:
        rec["status"] = "pass"
        rec["detail"] = ""
    return rec


def read_deviations(path):
    """{"file:line": (reason, docs page)} from a deviations file: one case a
    line, `file:line | reason | docs page`; `#` starts a comment."""
    out = {}
    if not path:
        return out
    with open(path, encoding="utf-8") as f:
        for no, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split("|")]
            if len(fields) != 3 or not all(fields) or \
                    not re.fullmatch(r"\S+:\d+", fields[0]):
                sys.exit("%s:%d: expected `file:line | reason | docs page`"
                         % (path, no))
            out[fields[0]] = (fields[1], fields[2])
    return out


def apply_deviations(results, deviations, files):
    """Marks the failing results that `deviations` lists; returns the keys
    of listed cases, of files in `files`, that do not fail."""
    failing = set()
    for r in results:
        key = "%s:%d" % (r["file"], r["line"])
        if r["status"] == "fail" and key in deviations:
            r["status"] = "deviation"
            r["detail"] = "%s (%s)" % deviations[key]
            failing.add(key)
    return sorted(k for k in deviations
                  if k.rsplit(":", 1)[0] in files and k not in failing)


def collect(args, workdir):
    options = tool_options(args.assay_opt)
    missing = tool_dialects(args.mlir_opt) - tool_dialects(args.assay_opt)
    cases, skipped = [], []
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(args.dir)
                   for f in fs if f.endswith(".mlir"))
    for path in files:
        rel = os.path.relpath(path, args.dir)
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        seen = set()
        for cmd in run_lines(text):
            run, why = parse_run(cmd, options, PASSES)
            if run is None:
                skipped.append((rel, 1, cmd, why))
                continue
            key = (tuple(map(tuple, run.tools)), tuple(run.filecheck or ()),
                   run.negate, run.merge_stderr)
            if key in seen:
                continue
            seen.add(key)
            measure = measure_of(run)
            if run.has("split-input-file"):
                # Each split is its own input; drop the flag so that the
                # output of a split has no separators.
                run.tools = [[a for a in t
                              if a.lstrip("-").split("=")[0] !=
                              "split-input-file"] for t in run.tools]
                pieces = splits(text)
            else:
                pieces = [(1, text)]
            for line, piece in pieces:
                dialect = uses_missing_dialect(piece, missing)
                if dialect:
                    skipped.append((rel, line, cmd, "uses dialect " + dialect))
                    continue
                chunk = os.path.join(
                    workdir, "%s.%d.mlir" % (rel.replace(os.sep, "_"), line))
                if not os.path.exists(chunk):
                    with open(chunk, "w", encoding="utf-8") as f:
                        f.write(piece)
                cases.append({"file": rel, "line": line, "measure": measure,
                              "cmd": cmd, "run": run, "path": chunk})
    files = {os.path.relpath(p, args.dir) for p in files}
    return cases, skipped, files


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--assay-opt", required=True)
    ap.add_argument("--mlir-opt", default="mlir-opt-19")
    ap.add_argument("--filecheck", default=shutil.which("FileCheck") or
                    "/usr/lib/llvm-19/bin/FileCheck")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--json", help="write every case's result here")
    ap.add_argument("--show-skipped", action="store_true")
    default_deviations = os.path.join(os.path.dirname(os.path.abspath(
        __file__)), "upstream-deviations.txt")
    ap.add_argument("--deviations", default=(
        default_deviations if os.path.exists(default_deviations) else ""),
        help="cases that differ from mlir-opt 19 on purpose (default: "
             "upstream-deviations.txt beside this script; '' for none)")
    args = ap.parse_args()
    deviations = read_deviations(args.deviations)
    for flag, name in (("assay_opt", "assay-opt"), ("mlir_opt", "mlir-opt")):
        path = shutil.which(getattr(args, flag))
        if not path:
            sys.exit("upstream.py: cannot find " + name)
        setattr(args, flag, path)
    help_text = subprocess.run([args.assay_opt, "--help"], capture_output=True,
                               text=True, check=False).stdout
    # Passes are the options indented under "Compiler passes to run".
    section = help_text.split("Compiler passes to run", 1)[-1]
    section = re.split(r"\n\S", section, 1)[0]
    PASSES.update(re.findall(r"^ {6}--([\w-]+)", section, re.M))

    with tempfile.TemporaryDirectory(prefix="upstream-") as work:
        cases, skipped, files = collect(args, work)
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(lambda c: judge(c, args), cases))

    results.sort(key=lambda r: (r["file"], r["line"], r["measure"], r["cmd"]))
    stale = apply_deviations(results, deviations, files)
    failed = bool(stale)
    for r in results:
        if r["status"] == "fail":
            failed = True
            print("FAIL %s:%d [%s] %s" % (r["file"], r["line"], r["measure"],
                                         r["detail"]))
        elif r["status"] == "deviation":
            print("DEVIATION %s:%d %s" % (r["file"], r["line"], r["detail"]))
    for key in stale:
        print("STALE %s (listed as a deviation, but it does not fail)" % key)
    if args.show_skipped:
        for rel, line, cmd, why in skipped:
            print("SKIP %s:%d %s (%s)" % (rel, line, why, cmd))
    for m in MEASURES:
        counted = [r for r in results if r["measure"] == m and
                   r["status"] != "not-counted"]
        passed = sum(r["status"] == "pass" for r in counted)
        print("%-19s %d/%d" % (m, passed, len(counted)))
    print("documented deviations: %d" %
          len({(r["file"], r["line"]) for r in results
               if r["status"] == "deviation"}))
    print("skipped: %d RUN lines or splits" % len(skipped))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(results, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
