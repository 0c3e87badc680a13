// Run-time errors that are not undefined behaviour: a missing or mistyped
// entry function, an external function nobody provides, and the call depth
// and step limits.
// UNSUPPORTED: oracle
// RUN: not assay-run -e nope %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not assay-run -e ret_i32 --entry-point-result=i64 %s 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not assay-run -e call_unknown %s 2>&1 | FileCheck %s --check-prefix=EXTERNAL
// RUN: not assay-run -e forever --max-call-depth=50 %s 2>&1 | FileCheck %s --check-prefix=DEPTH
// RUN: not assay-run -e spin --max-steps=1000 %s 2>&1 | FileCheck %s --check-prefix=STEPS

// MISSING: error: no function '@nope' in the input

// TYPE: errors.mlir:[[@LINE+1]]:1: error: the entry function's type does not match --entry-point-result=i64
func.func @ret_i32() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}

func.func private @mystery(i32)

func.func @call_unknown() {
  %c = arith.constant 1 : i32
  // EXTERNAL: errors.mlir:[[@LINE+1]]:3: error: call to external function '@mystery', which the interpreter does not provide
  call @mystery(%c) : (i32) -> ()
  return
}

func.func @forever() {
  // DEPTH: errors.mlir:[[@LINE+1]]:3: error: call depth limit reached (50 nested calls; raise it with --max-call-depth)
  call @forever() : () -> ()
  return
}

func.func @spin() {
  cf.br ^loop
^loop:
  // STEPS: error: step limit reached (1000 executed ops; raise it with --max-steps)
  cf.br ^loop
}
