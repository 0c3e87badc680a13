// UNSUPPORTED: oracle
// Regression up-14 (from MLIR's Arith canonicalize.mlir, @unreachable):
// canonicalize never terminated on an op that uses its own result, which is
// legal in an unreachable block and in a graph region. Reassociating
// `%add = arith.addi %add, %c1` built another self-referencing addi with a
// doubled constant, forever; once the constant wrapped to 0, the folder's
// `x + 0 -> x` named the op's own result, which read as an in-place fold
// that the driver retried forever. mlir-opt 19 hangs as well (hence no
// oracle run). Unreachable blocks now go before the first round, and an op
// using its own result is never folded or rewritten.
// RUN: assay-opt --allow-unregistered-dialect --split-input-file -canonicalize %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file -canonicalize=region-simplify=disabled %s | FileCheck %s --check-prefix=NOSIMPLIFY

// CHECK-LABEL: func.func @unreachable()
// CHECK-NEXT: return
// CHECK-NEXT: }
// NOSIMPLIFY-LABEL: func.func @unreachable()
// NOSIMPLIFY-NEXT: %c1_i64 = arith.constant 1 : i64
// NOSIMPLIFY-NEXT: return
// NOSIMPLIFY-NEXT: ^bb1:  // pred: ^bb1
// NOSIMPLIFY-NEXT: %0 = arith.addi %0, %c1_i64 : i64
// NOSIMPLIFY-NEXT: cf.br ^bb1
func.func @unreachable() {
  return
^unreachable:
  %c1_i64 = arith.constant 1 : i64
  %add = arith.addi %add, %c1_i64 : i64
  cf.br ^unreachable
}

// -----

// The body of a module is a graph region: the op is reachable there.
// CHECK-LABEL: module {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %0 = arith.addi %0, %c1_i64 : i64
// CHECK-NEXT: "foo.use"(%0) : (i64) -> ()
// NOSIMPLIFY-LABEL: module {
// NOSIMPLIFY-NEXT: %c1_i64 = arith.constant 1 : i64
// NOSIMPLIFY-NEXT: %0 = arith.addi %0, %c1_i64 : i64
// NOSIMPLIFY-NEXT: "foo.use"(%0) : (i64) -> ()
%c1_i64 = arith.constant 1 : i64
%add = arith.addi %add, %c1_i64 : i64
"foo.use"(%add) : (i64) -> ()
