#!/usr/bin/env python3
# Stand-in for LLVM's `not`, used by Assay's lit suite only where LLVM 19's
# tools directory lacks one: runs a command and inverts its exit status.
# `not cmd` succeeds when cmd exits non-zero without crashing; `not --crash cmd`
# succeeds only when cmd is killed by a signal.

import subprocess
import sys


def main(argv):
    crash = False
    if argv and argv[0] == "--crash":
        crash = True
        argv = argv[1:]
    if not argv:
        sys.stderr.write("usage: not [--crash] command [args...]\n")
        return 2
    try:
        rc = subprocess.call(argv)
    except OSError as err:
        sys.stderr.write("not: cannot run '%s': %s\n" % (argv[0], err))
        return 1
    if crash:
        return 0 if rc < 0 else 1
    if rc < 0:
        return 1
    return 0 if rc != 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
