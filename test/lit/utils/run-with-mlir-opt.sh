#!/bin/sh
# Runs Assay's lit suite (or the part of it named in the arguments) with
# mlir-opt 19 in place of assay-opt, so that every test is checked against the
# oracle. Tests about Assay-only behaviour say `UNSUPPORTED: oracle`.
#
#   test/lit/utils/run-with-mlir-opt.sh                  the whole suite
#   test/lit/utils/run-with-mlir-opt.sh test/lit/ir      one folder
#   LIT=/path/to/lit.py MLIR_OPT=mlir-opt-19 ...         other tools
set -eu
here=$(cd "$(dirname "$0")" && pwd)
suite=$(dirname "$here")
lit=${LIT:-/usr/lib/llvm-19/build/utils/lit/lit.py}
mlir_opt=${MLIR_OPT:-mlir-opt-19}
if [ "$#" -eq 0 ]; then
  set -- "$suite"
fi
case "$lit" in
  *.py) exec python3 "$lit" -sv -Dassay-opt="$mlir_opt" "$@" ;;
  *) exec "$lit" -sv -Dassay-opt="$mlir_opt" "$@" ;;
esac
