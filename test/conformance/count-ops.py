#!/usr/bin/env python3
"""Counts the ops of two files (with `TOOL --print-op-stats`) and fails when
the first has more than the second.

  count-ops.py TOOL ASSAY_OUTPUT MLIR_OUTPUT

Prints `assay leaves N ops, mlir-opt leaves M ops`; exits 1 when N > M, so a
canonicalization test can ask that Assay leave no more ops than mlir-opt.
"""

import re
import subprocess
import sys


def count(tool, path):
    p = subprocess.run([tool, "--print-op-stats", path, "-o", "/dev/null"],
                       capture_output=True, text=True, check=True)
    return sum(int(m.group(1)) for m in
               re.finditer(r"^\s*\S+\s*,\s*(\d+)\s*$", p.stdout + p.stderr,
                           re.M))


def main():
    tool, assay, mlir = sys.argv[1:4]
    a, m = count(tool, assay), count(tool, mlir)
    print("assay leaves %d ops, mlir-opt leaves %d ops" % (a, m))
    return 1 if a > m else 0


if __name__ == "__main__":
    sys.exit(main())
