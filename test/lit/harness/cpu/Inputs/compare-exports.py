#!/usr/bin/env python3
"""Compares the C functions a runner-utils library exports with MLIR 19's.

compare-exports.py LIB prints the names that LIB exports and MLIR's
libmlir_c_runner_utils, libmlir_runner_utils and libmlir_float16_utils do
not, and the reverse, leaving out MLIR's sparse-tensor support (which Assay
does not provide), C++ symbols and the linker's own markers. Exits 1 when
the two sets differ. MLIR_RUNNER_LIB_DIR names MLIR's library folder.
"""
import os
import re
import subprocess
import sys

SPARSE = re.compile(
    r"Sparse|sparse|[Ll]exInsert|expInsert|stdSort|shuffle|getTensorFilename"
)
MARKERS = {"_edata", "_end", "__bss_start", "_init", "_fini"}


def exports(path):
    out = subprocess.run(
        ["llvm-nm", "-D", "--defined-only", "--format=just-symbols", path],
        capture_output=True, text=True, check=True,
    ).stdout.split()
    return {
        name for name in out
        if not name.startswith("_Z") and name not in MARKERS and not SPARSE.search(name)
    }


def mlir_library(folder, name):
    for candidate in (name, name + ".19.1"):
        path = os.path.join(folder, candidate)
        if os.path.isfile(path):
            return path
    sys.exit("compare-exports.py: %s not found in %s" % (name, folder))


def main():
    folder = os.environ.get("MLIR_RUNNER_LIB_DIR", "/usr/lib/llvm-19/lib")
    ours = exports(sys.argv[1])
    theirs = set()
    for name in ["libmlir_c_runner_utils.so", "libmlir_runner_utils.so",
                 "libmlir_float16_utils.so"]:
        theirs |= exports(mlir_library(folder, name))
    for name in sorted(ours - theirs):
        print("only in Assay's library: " + name)
    for name in sorted(theirs - ours):
        print("only in MLIR's libraries: " + name)
    print("%d functions in common" % len(ours & theirs))
    sys.exit(0 if ours == theirs else 1)


if __name__ == "__main__":
    main()
