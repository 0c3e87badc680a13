// The greedy driver revisits, in each round after the first, only the
// functions (ops isolated from above) that the round before changed, and
// fills its worklist one function at a time. Neither changes the result:
// it is the one a single worklist holding every op gives (what a rewrite
// limit too high to matter falls back to), and mlir-opt-19's, at every
// iteration limit and in both visiting orders. @cfg needs three rounds that
// change something, @folds one, @untouched none.

// RUN: assay-opt --canonicalize %s | FileCheck %s
// RUN: assay-opt --canonicalize %s -o %t.units.mlir
// RUN: assay-opt --pass-pipeline='builtin.module(canonicalize{max-num-rewrites=1000000000})' %s -o %t.one.mlir
// RUN: diff %t.units.mlir %t.one.mlir
// RUN: assay-opt --pass-pipeline='builtin.module(canonicalize{top-down=false})' %s -o %t.bu.mlir
// RUN: assay-opt --pass-pipeline='builtin.module(canonicalize{top-down=false max-num-rewrites=1000000000})' %s -o %t.bu-one.mlir
// RUN: diff %t.bu.mlir %t.bu-one.mlir
// RUN: assay-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=1})' %s | FileCheck %s --check-prefix=ONE
// RUN: assay-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=2})' %s | FileCheck %s --check-prefix=TWO
// RUN: assay-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=2 top-down=false})' %s | FileCheck %s --check-prefix=TWO
// The program prints the same before and after.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s --check-prefix=OUT
// RUN: assay-run --interp -e main --entry-point-result=void %t.units.mlir | FileCheck %s --check-prefix=OUT

// OUT:      7
// OUT-NEXT: 40
// OUT-NEXT: 7
// OUT-NEXT: 7

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i32) {
  %w = arith.extsi %v : i32 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK-LABEL: func.func @untouched(
// CHECK-NEXT:    return %arg0 : i32
func.func @untouched(%a: i32) -> i32 {
  return %a : i32
}

// CHECK-LABEL: func.func @folds(
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg0, %[[C5]] : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[M]], %[[C5]] : i32
// CHECK-NEXT:    return %[[A]] : i32
func.func @folds(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c2, %c3 : i32
  %t = arith.muli %a, %s : i32
  %u = arith.addi %t, %s : i32
  return %u : i32
}

// Round 1 drops the dead chain of arguments, round 2 the branches to
// blocks without arguments, round 3 the last block.
// CHECK-LABEL: func.func @cfg(
// CHECK-NEXT:    return %arg1 : i32
// ONE-LABEL: func.func @cfg(
// ONE-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// ONE-NEXT:  ^bb1:
// ONE-NEXT:    cf.br ^bb3
// ONE-NEXT:  ^bb2:
// ONE-NEXT:    cf.br ^bb3
// ONE-NEXT:  ^bb3:
// ONE-NEXT:    return %arg1 : i32
// TWO-LABEL: func.func @cfg(
// TWO-NEXT:    cf.br ^bb1
// TWO-NEXT:  ^bb1:
// TWO-NEXT:    return %arg1 : i32
func.func @cfg(%c: i1, %a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%c1 : i32)
^bb1(%x: i32):
  %d = arith.addi %x, %c1 : i32
  cf.br ^bb3(%d : i32)
^bb2(%y: i32):
  %e = arith.muli %y, %a : i32
  cf.br ^bb3(%e : i32)
^bb3(%z: i32):
  %f = arith.addi %z, %a : i32
  cf.br ^bb4(%f : i32)
^bb4(%w: i32):
  return %a : i32
}

// CHECK-LABEL: func.func @loop(
// CHECK-NEXT:    return %arg1 : i32
func.func @loop(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
    %z = arith.constant 0 : i32
    %s = arith.addi %x, %z : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @main() {
  %c7 = arith.constant 7 : i32
  %true = arith.constant true
  %n = arith.constant 3 : index
  %0 = func.call @untouched(%c7) : (i32) -> i32
  func.call @print(%0) : (i32) -> ()
  %1 = func.call @folds(%c7) : (i32) -> i32
  func.call @print(%1) : (i32) -> ()
  %2 = func.call @cfg(%true, %c7) : (i1, i32) -> i32
  func.call @print(%2) : (i32) -> ()
  %3 = func.call @loop(%n, %c7) : (index, i32) -> i32
  func.call @print(%3) : (i32) -> ()
  return
}
