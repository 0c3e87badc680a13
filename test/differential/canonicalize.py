#!/usr/bin/env python3
"""Runs one pipeline with assay-opt and mlir-opt-19 and compares the results.

Each input file is split at `// -----` lines; every chunk is run through
both tools with the same pipeline (`--canonicalize --cse` by default) and
the printed results must be byte-identical. A chunk whose results differ
is a bug in Assay, unless the differences file lists it (as
`dir/file.mlir:N`, N counting chunks from 0) with the reason Assay departs
from mlir-opt: a documented semantic decision (docs/semantics.md) or a
fold one tool lacks.

With `--run`, chunks that define `@main` are also executed by assay-run
before and after Assay's pipeline, and must print the same: canonicalization
may not change what a program does.

  canonicalize.py --assay-opt A --mlir-opt M [--assay-run R] [--run]
                  [--expected FILE] [--pipeline '...'] FILES...

Prints one line per difference and a summary:
  N chunks, N identical, N expected differences, N unexpected differences
  N chunks on which mlir-opt did not finish        (when there are any)
  N programs run before and after, N changed their output
Exits non-zero on any unexpected difference or changed output.
"""

import argparse
import difflib
import os
import re
import subprocess
import sys
import tempfile

SPLIT = re.compile(r"^// -----\s*$", re.M)
ADDRESS = re.compile(r"base@ = 0x[0-9a-fA-F]+")


def chunk_name(path):
    """`dir/file.mlir`: the file and the folder it sits in."""
    parts = os.path.normpath(path).split(os.sep)
    return "/".join(parts[-2:])


def chunks(path):
    with open(path) as f:
        text = f.read()
    # RUN lines and FileCheck directives do not change what either tool
    # prints (comments are dropped), so chunks go through as they are.
    return SPLIT.split(text)


def run(cmd, text, timeout=60):
    """Exit status, stdout and stderr; status None when it timed out."""
    try:
        p = subprocess.run(cmd, input=text, capture_output=True, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", ""
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--assay-opt", required=True)
    ap.add_argument("--mlir-opt", required=True)
    ap.add_argument("--assay-run")
    ap.add_argument("--run", action="store_true")
    ap.add_argument("--pipeline", default="--canonicalize --cse")
    ap.add_argument("--expected", help="file of `dir/file.mlir:N reason` lines")
    ap.add_argument("--show-diff", action="store_true")
    ap.add_argument("--skip", action="append", default=[],
                    help="a `dir/file.mlir` to leave out (repeatable)")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()

    expected = {}
    if args.expected:
        with open(args.expected) as f:
            for line in f:
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                key, _, why = line.partition(" ")
                expected[key] = why.strip()

    pipeline = args.pipeline.split()
    total = same = known = unknown = ran = changed = unfinished = 0
    seen = set()
    args.files = [p for p in args.files if chunk_name(p) not in args.skip]
    for path in args.files:
        name = chunk_name(path)
        for index, text in enumerate(chunks(path)):
            if not text.strip():
                continue
            total += 1
            key = "%s:%d" % (name, index)
            seen.add(key)
            rc_a, out_a, err_a = run([args.assay_opt] + pipeline, text)
            rc_m, out_m, err_m = run([args.mlir_opt] + pipeline, text)
            if rc_a is None:
                print("difference: %s: assay-opt does not finish" % key)
                unknown += 1
                continue
            if rc_m is None:
                # mlir-opt loops forever on some inputs (cycles of
                # pass-through blocks); Assay must finish, and there is
                # nothing to compare with.
                unfinished += 1
                continue
            if rc_m != 0:
                # Input mlir-opt refuses (an invalid.mlir chunk): both must
                # refuse it, unless the chunk is listed (mlir-opt crashing
                # on input Assay handles).
                if rc_a == 0 and key in expected:
                    known += 1
                elif rc_a == 0:
                    print("difference: %s: mlir-opt fails, assay-opt "
                          "succeeds" % key)
                    unknown += 1
                else:
                    same += 1
                continue
            if rc_a != 0:
                print("difference: %s: assay-opt fails: %s" %
                      (key, err_a.strip().splitlines()[0] if err_a else ""))
                unknown += 1
                continue
            if out_a == out_m:
                same += 1
                if key in expected:
                    print("stale: %s is listed as a difference but both "
                          "tools agree" % key)
                    unknown += 1
            elif key in expected:
                known += 1
            else:
                unknown += 1
                print("difference: %s" % key)
                if args.show_diff:
                    sys.stdout.writelines(difflib.unified_diff(
                        out_m.splitlines(True), out_a.splitlines(True),
                        "mlir-opt", "assay-opt"))
            if args.run and args.assay_run and \
                    re.search(r"func\.func @main\(", text):
                ran += 1
                with tempfile.TemporaryDirectory() as tmp:
                    before = os.path.join(tmp, "before.mlir")
                    after = os.path.join(tmp, "after.mlir")
                    with open(before, "w") as f:
                        f.write(text)
                    with open(after, "w") as f:
                        f.write(out_a)
                    cmd = [args.assay_run, "--interp", "-e", "main",
                           "--entry-point-result=void"]
                    r1 = subprocess.run(cmd + [before], capture_output=True,
                                        text=True, timeout=300)
                    r2 = subprocess.run(cmd + [after], capture_output=True,
                                        text=True, timeout=300)
                    # Memref addresses change from run to run.
                    out1 = ADDRESS.sub("base@ = ADDR", r1.stdout)
                    out2 = ADDRESS.sub("base@ = ADDR", r2.stdout)
                    if (r1.returncode, out1) != (r2.returncode, out2):
                        changed += 1
                        print("changed output: %s" % key)
    names = {chunk_name(p) for p in args.files}
    for key in sorted(k for k in set(expected) - seen
                      if k.rsplit(":", 1)[0] in names):
        print("stale: %s is listed but no such chunk ran" % key)
        unknown += 1
    print("%d chunks, %d identical, %d expected differences, "
          "%d unexpected differences" % (total, same, known, unknown))
    if unfinished:
        print("%d chunks on which mlir-opt did not finish" % unfinished)
    if args.run:
        print("%d programs run before and after, %d changed their output" %
              (ran, changed))
    return 1 if unknown or changed else 0


if __name__ == "__main__":
    sys.exit(main())
