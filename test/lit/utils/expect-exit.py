#!/usr/bin/env python3
"""expect-exit.py N CMD [ARGS...]: runs CMD and succeeds only when it exits
with status N (lit's `not` accepts any failure; tools whose status carries a
verdict, like assay-tv, need the exact one). CMD's output passes through."""
import subprocess
import sys

if len(sys.argv) < 3:
    sys.exit("usage: expect-exit.py N CMD [ARGS...]")
want = int(sys.argv[1])
got = subprocess.call(sys.argv[2:])
if got != want:
    sys.stderr.write(f"expect-exit: '{sys.argv[2]}' exited with {got}, expected {want}\n")
    sys.exit(1)
