// Folding during conversion looked up the counterpart of a block argument
// in a block whose signature had been converted in place and had fewer
// arguments: an assertion (argument index out of range) in assay-opt and
// in assay-run's lowering. Such an argument now has no counterpart and the
// op is lowered by its patterns instead. Found by comparing the interpreter
// with the JIT on programs of assay-fuzz gen (seed 237); reduced by hand
// from the program lowered up to convert-func-to-llvm.
// UNSUPPORTED: oracle
// RUN: assay-opt --convert-func-to-llvm %s | FileCheck %s
// CHECK-LABEL: llvm.func @f0(
// CHECK-LABEL: llvm.func @f1(
// CHECK-LABEL: llvm.func @main()
// CHECK: llvm.return
module {
  func.func @f0(%arg0: f32, %arg1: i64) -> i16 {
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.constant(0 : i16) : i16
    %3 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.constant(0 : index) : i64
    %8 = builtin.unrealized_conversion_cast %7 : i64 to index
    %23 = builtin.unrealized_conversion_cast %arg1 : i64 to index
    %24 = builtin.unrealized_conversion_cast %23 : index to i64
    cf.br ^bb1(%8 : index)
  ^bb1(%25: index):  // 2 preds: ^bb0, ^bb2
    %26 = builtin.unrealized_conversion_cast %25 : index to i64
    %30 = llvm.add %26, %3 : i64
    %31 = builtin.unrealized_conversion_cast %30 : i64 to index
    cf.br ^bb1(%31 : index)
  ^bb3:  // pred: ^bb1
    cf.switch %1 : i64, [
      default: ^bb10,
      1: ^bb9
    ]
  ^bb4:  // pred: ^bb3
    cf.br ^bb11
  ^bb9:  // pred: ^bb3
    cf.br ^bb11
  ^bb10:  // pred: ^bb3
    cf.br ^bb11
  ^bb11:  // 3 preds: ^bb8, ^bb9, ^bb10
    return %2 : i16
  }
  func.func @f1(%arg0: f64, %arg1: i32) -> (bf16, i32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(2.000000e+00 : bf16) : bf16
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = llvm.mlir.constant(2 : index) : i64
    %8 = builtin.unrealized_conversion_cast %7 : i64 to index
    cf.br ^bb1(%6 : index)
  ^bb1(%22: index):  // 2 preds: ^bb0, ^bb2
    cf.br ^bb4(%8 : index)
  ^bb4(%29: index):  // 2 preds: ^bb3, ^bb5
    %30 = builtin.unrealized_conversion_cast %29 : index to i64
    %31 = llvm.icmp "slt" %30, %7 : i64
    cf.cond_br %31, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %33 = llvm.add %30, %4 : i64
    %34 = builtin.unrealized_conversion_cast %33 : i64 to index
    cf.br ^bb4(%34 : index)
  ^bb6:  // pred: ^bb4
    return %2, %0 : bf16, i32
  }
  func.func @main() {
    %18 = llvm.mlir.constant(7 : index) : i64
    %21 = llvm.mlir.constant(1 : index) : i64
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = builtin.unrealized_conversion_cast %24 : i64 to index
    cf.br ^bb1(%25 : index)
  ^bb1(%43: index):  // 2 preds: ^bb0, ^bb2
    %44 = builtin.unrealized_conversion_cast %43 : index to i64
    %48 = llvm.add %44, %21 : i64
    %49 = builtin.unrealized_conversion_cast %48 : i64 to index
    cf.br ^bb1(%49 : index)
  ^bb3:  // pred: ^bb1
    cf.br ^bb4(%25 : index)
  ^bb4(%62: index):  // 2 preds: ^bb3, ^bb5
    %63 = builtin.unrealized_conversion_cast %62 : index to i64
    %64 = llvm.icmp "slt" %63, %18 : i64
    cf.cond_br %64, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %67 = llvm.add %63, %21 : i64
    %68 = builtin.unrealized_conversion_cast %67 : i64 to index
    cf.br ^bb4(%68 : index)
  ^bb6:  // pred: ^bb4
    cf.br ^bb7(%25 : index)
  ^bb7(%69: index):  // 2 preds: ^bb6, ^bb13
    return
  }
}