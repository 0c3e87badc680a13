// rel-L1: assay-opt keeps the last IR of a run (no --split-input-file)
// instead of taking it apart, a deliberate speed-up; but it destroyed the
// Context, which owns the op memory, so the blocks and operand lists hanging
// from it became unreachable and the ASan build reported a leak on every
// run (half the lit suite failed under the asan preset). The Context is now
// kept with the IR, both reachable until the exit through globals whose
// stores the optimizer may not drop. This test only shows the leak in a build
// with LeakSanitizer (the asan preset); it checks both the plain run and one
// through a pipeline, whose IR is the final IR too.
// RUN: assay-opt %s | FileCheck %s
// RUN: assay-opt -p 'builtin.module(func.func(cse))' %s | FileCheck %s
// CHECK: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK: scf.if %arg0

func.func @f(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
