#!/usr/bin/env python3
"""Rewrites mlir-opt 19's lowering of scf.index_switch to Assay's.

mlir-opt 19's convert-scf-to-cf switches on the selector cast to i32, so
selectors (and case values) that differ above 32 bits take the same case;
Assay casts to i64 (docs/lowering.md). This filter turns each
`%N = arith.index_cast X : index to i32` that feeds a `cf.switch %N : i32`
into i64, and that switch's type too, so that the rest of the two outputs
can still be compared byte for byte. Reads stdin, writes stdout.
"""
import re
import sys

lines = sys.stdin.read().split("\n")
switch = re.compile(r"^(\s*)cf\.switch (%[\w.$-]+) : i32(.*)$")
for i, line in enumerate(lines):
    m = switch.match(line)
    if not m:
        continue
    lines[i] = "%scf.switch %s : i64%s" % (m.group(1), m.group(2), m.group(3))
    cast = re.compile(r"^(\s*%s = arith\.index_cast .* : index to )i32(.*)$" %
                      re.escape(m.group(2)))
    for j in range(i - 1, -1, -1):
        c = cast.match(lines[j])
        if c:
            lines[j] = c.group(1) + "i64" + c.group(2)
            break
sys.stdout.write("\n".join(lines))
