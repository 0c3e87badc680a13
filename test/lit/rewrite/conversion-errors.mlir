// A conversion that leaves an explicitly illegal op reports it as mlir-opt
// 19 does: an error at the op, then a note at the same place that prints the
// op in generic form on the lines after `see current operation:`. Only the
// first failure of a conversion is reported, and the IR is not printed.
// RUN: not assay-opt --split-input-file --convert-scf-to-cf %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// RUN: not assay-opt --split-input-file --convert-scf-to-cf %s 2>/dev/null | not grep -v '^// -\{5\}$'
// RUN: assay-opt --split-input-file --verify-diagnostics --convert-scf-to-cf %s -o /dev/null
//
// Each chunk's diagnostics say `within split at <file>:N offset :L:C`, with
// L counted from the start of the chunk; the caret line under the source
// line pins the column, and --verify-diagnostics pins the line (it turns
// the op notes off, in both tools).

// The op's operands are named by the function the op is in: %arg0.
//       CHECK:{{.*}}conversion-errors.mlir:{{[0-9]+}} offset :{{[0-9]+}}:8: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
//  CHECK-NEXT:  %r = scf.forall (%i, %j) in (2, 3) shared_outs(%o = %t) -> tensor<4xi32> {
//  CHECK-NEXT:       ^
//  CHECK-NEXT:{{.*}}conversion-errors.mlir:{{[0-9]+}} offset :{{[0-9]+}}:8: note: see current operation: {{$}}
func.func @two_dims(%t: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i, %j) in (2, 3) shared_outs(%o = %t) -> tensor<4xi32> {
  } {tag = "x"}
  return %r : tensor<4xi32>
}
//  CHECK-NEXT:%0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 2, 3>}> ({
//  CHECK-NEXT:^bb0(%arg1: index, %arg2: index, %arg3: tensor<4xi32>):
//  CHECK-NEXT:  "scf.forall.in_parallel"() ({
//  CHECK-NEXT:  ^bb0:
//  CHECK-NEXT:  }) : () -> ()
//  CHECK-NEXT:}) {tag = "x"} : (tensor<4xi32>) -> tensor<4xi32>

// -----

// The first function converts; the second one fails, inside an scf.for that
// was lowered first (pre-order). The error and the note point at the forall;
// the note numbers the op's values within the function as it is at that
// moment (the loop already lowered), so only the op's own line is checked:
// the numbering of nested values depends on the driver's intermediate IR.
func.func @ok(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

//       CHECK:{{.*}}conversion-errors.mlir:{{[0-9]+}} offset :{{[0-9]+}}:10: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
//  CHECK-NEXT:    %r = scf.forall (%j) in (%n) shared_outs(%o = %acc) -> tensor<8xf32> {
//  CHECK-NEXT:         ^
//  CHECK-NEXT:{{.*}}conversion-errors.mlir:{{[0-9]+}} offset :{{[0-9]+}}:10: note: see current operation: {{$}}
//  CHECK-NEXT:%5 = "scf.forall"(%4, %1) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
//  CHECK-NEXT:^bb0(%arg4: index, %arg5: tensor<8xf32>):
func.func @nested(%t: tensor<8xf32>, %lb: index, %ub: index, %s: index) -> tensor<8xf32> {
  %x = scf.for %i = %lb to %ub step %s iter_args(%acc = %t) -> tensor<8xf32> {
    %c1 = arith.constant 1 : index
    %n = arith.addi %i, %c1 : index
    // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
    %r = scf.forall (%j) in (%n) shared_outs(%o = %acc) -> tensor<8xf32> {
      %z = arith.muli %j, %j : index
    }
    scf.yield %r : tensor<8xf32>
  }
  return %x : tensor<8xf32>
}
