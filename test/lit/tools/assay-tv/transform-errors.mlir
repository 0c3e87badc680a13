// What stops -p and --opt-command before any check: a pipeline that does
// not parse or that fails, a command that fails, output that is not a
// module. Each is a located error and exit status 2; the input file is
// never changed.
// UNSUPPORTED: oracle
// RUN: rm -rf %t && mkdir -p %t && cd %t && cp %s %t/input.mlir
// RUN: %expect-exit 2 assay-tv -p 'builtin.module(no-such-pass)' %t/input.mlir 2>&1 | FileCheck %s --check-prefix=BADPIPE
// RUN: %expect-exit 2 assay-tv -p 'builtin.module(assay-test-pass-failure)' %t/input.mlir 2>&1 | FileCheck %s --check-prefix=PASSFAIL
// RUN: %expect-exit 2 assay-tv --opt-command='echo oops >&2; exit 3' %t/input.mlir 2>&1 | FileCheck %s --check-prefix=CMDFAIL
// RUN: %expect-exit 2 assay-tv --opt-command='echo "func.func @f("' %t/input.mlir 2>&1 | FileCheck %s --check-prefix=NOPARSE
// RUN: %expect-exit 2 assay-tv -p 'builtin.module(cse)' %t/input.mlir %t/input.mlir 2>&1 | FileCheck %s --check-prefix=TWOFILES
// RUN: %expect-exit 2 assay-tv -p 'builtin.module(cse)' --opt-command=cat %t/input.mlir 2>&1 | FileCheck %s --check-prefix=BOTH
// `{}` names a copy of the file; the command's edits to it do not reach it.
// RUN: %expect-exit 1 assay-tv --opt-command='sed -i s/addi/subi/ {} && cat {}' %t/input.mlir | FileCheck %s --check-prefix=COPY
// RUN: cmp %s %t/input.mlir
// RUN: FileCheck %s --check-prefix=COPYREPRO < %t/assay-tv-reproducer-f.mlir

// BADPIPE: error: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// PASSFAIL: input.mlir:0:0: error: the pipeline 'builtin.module(assay-test-pass-failure)' failed on this input
// CMDFAIL: oops
// CMDFAIL-NEXT: input.mlir:1:1: error: the command 'echo oops >&2; exit 3' failed with exit status 3
// NOPARSE: <output of echo "func.func @f(">:1:14: error: expected non-function type
// NOPARSE: input.mlir:1:1: error: the output of 'echo "func.func @f("' is not a valid module
// TWOFILES: error: -p and --opt-command check one file against what they make of it; a target file is not taken
// BOTH: error: -p and --opt-command cannot be combined
// COPY: ERROR: Value mismatch
// COPYREPRO: // @f does not verify after the command `sed -i s/addi/subi/ {} && cat {}`
// COPYREPRO: arith.addi
func.func @f(%a: i8, %b: i8) -> i8 {
  %r = arith.addi %a, %b : i8
  return %r : i8
}
