// convert-scf-to-cf folds an scf.if before lowering it, as mlir-opt 19 does:
// `scf.if (xori %b, true)` becomes `scf.if %b` with its regions swapped (an
// in-place fold), so the branch tests %b and the blocks come in the other
// order.
// RUN: assay-opt --convert-scf-to-cf %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-scf-to-cf %s > %t.assay && %mlir_opt --convert-scf-to-cf %s > %t.mlir && diff %t.mlir %t.assay %}

// CHECK-LABEL: func.func @negated(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.xori %arg2, %true : i1
// CHECK-NEXT:   cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%arg0 : i32)
// CHECK-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT:   }
func.func @negated(%x: i32, %y: i32, %b: i1) -> i32 {
  %true = arith.constant true
  %n = arith.xori %b, %true : i1
  %r = scf.if %n -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}
