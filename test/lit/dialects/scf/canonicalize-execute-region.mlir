// The canonicalization of scf.execute_region with several blocks, compared
// with mlir-opt 19 (the same RUN line passes with -Dassay-opt=mlir-opt-19):
// in a function body (or another execute_region) its blocks join the
// parent's CFG, each scf.yield becoming a cf.br to the code after it.
// canonicalize-run-2.mlir runs such regions.
// RUN: assay-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func private @foo()
func.func private @foo()

// The blocks join the function body; the results are arguments of the
// block that continues after the region.
// CHECK-LABEL: func.func @inline(
// CHECK-NEXT: call @foo() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: cf.br ^bb3(%0 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i64
// CHECK-NEXT: cf.br ^bb3(%1 : i64)
// CHECK-NEXT: ^bb3(%2: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %3 = arith.addi %2, %arg1 : i64
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
func.func @inline(%c: i1, %a: i64, %b: i64) -> i64 {
  func.call @foo() : () -> ()
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.addi %a, %b : i64
    cf.br ^bb3(%x : i64)
  ^bb2:
    %y = arith.muli %a, %b : i64
    cf.br ^bb3(%y : i64)
  ^bb3(%z: i64):
    scf.yield %z : i64
  }
  %w = arith.addi %v, %a : i64
  return %w : i64
}

// Several yields, each a branch to the continuation.
// CHECK-LABEL: func.func @several_yields(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: cf.br ^bb3(%0, %arg1 : i64, i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i64
// CHECK-NEXT: cf.br ^bb3(%1, %arg2 : i64, i64)
// CHECK-NEXT: ^bb3(%2: i64, %3: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %2, %3 : i64, i64
// CHECK-NEXT: }
func.func @several_yields(%c: i1, %a: i64, %b: i64) -> (i64, i64) {
  %v:2 = scf.execute_region -> (i64, i64) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.addi %a, %b : i64
    scf.yield %x, %a : i64, i64
  ^bb2:
    %y = arith.muli %a, %b : i64
    scf.yield %y, %b : i64, i64
  }
  return %v#0, %v#1 : i64, i64
}

// Without results; the continuation merges with the block a yield ends.
// CHECK-LABEL: func.func @no_results(
// CHECK-NEXT: call @foo() : () -> ()
// CHECK-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg1, %arg0[] : memref<i64>
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: call @foo() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @no_results(%m: memref<i64>, %a: i64, %c: i1) {
  func.call @foo() : () -> ()
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    memref.store %a, %m[] : memref<i64>
    scf.yield
  ^bb2:
    scf.yield
  }
  func.call @foo() : () -> ()
  return
}

// An execute_region is a parent that can hold several blocks too: the
// inner region joins the outer one, which stays (inside an scf.if).
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %0 = scf.if %arg1 -> (i64) {
// CHECK-NEXT: %1 = scf.execute_region -> i64 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.addi %arg2, %arg3 : i64
// CHECK-NEXT: cf.br ^bb3(%2 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %3 = arith.muli %arg2, %arg3 : i64
// CHECK-NEXT: cf.br ^bb3(%3 : i64)
// CHECK-NEXT: ^bb3(%4: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: scf.yield %4 : i64
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @nested(%c: i1, %d: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.if %d -> i64 {
    %v = scf.execute_region -> i64 {
      %w = scf.execute_region -> i64 {
        cf.cond_br %c, ^bb1, ^bb2
      ^bb1:
        %x = arith.addi %a, %b : i64
        scf.yield %x : i64
      ^bb2:
        %y = arith.muli %a, %b : i64
        scf.yield %y : i64
      }
      cf.br ^bb1
    ^bb1:
      scf.yield %w : i64
    }
    scf.yield %v : i64
  } else {
    scf.yield %a : i64
  }
  return %r : i64
}

// Near miss: the parent is a single-block region (scf.for, scf.if).
// CHECK-LABEL: func.func @near_in_loop(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: func.call @foo() : () -> ()
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg1, %arg0[] : memref<i64>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg1, %arg0[] : memref<i64>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_in_loop(%m: memref<i64>, %a: i64, %c: i1, %d: i1) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c4 step %c1 {
    func.call @foo() : () -> ()
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      memref.store %a, %m[] : memref<i64>
      scf.yield
    ^bb2:
      scf.yield
    }
  }
  scf.if %d {
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      memref.store %a, %m[] : memref<i64>
      scf.yield
    ^bb2:
      scf.yield
    }
  }
  return
}
