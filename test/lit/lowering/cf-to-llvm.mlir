// convert-cf-to-llvm: branches become llvm branches when their operands
// already have the types of the successors' arguments (this pass converts
// no block: the i32 branches convert, the index ones stay until
// convert-func-to-llvm converts the function's blocks); cf.assert splits
// its block and calls puts and abort on failure, with the message in a
// private global. The CHECK lines are mlir-opt 19's output, and the two
// tools' outputs must be identical, also through convert-func-to-llvm.
// RUN: assay-opt --convert-cf-to-llvm %s | FileCheck %s
// RUN: assay-opt --convert-cf-to-llvm %s | assay-opt | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-cf-to-llvm %s > %t.assay && %mlir_opt --convert-cf-to-llvm %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-cf-to-llvm --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --convert-cf-to-llvm --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// RUN: %if mlir-opt %{ assay-opt --convert-func-to-llvm %s > %t.assay.func && %mlir_opt --convert-func-to-llvm %s > %t.mlir.func && diff %t.mlir.func %t.assay.func %}
// RUN: %if mlir-opt %{ assay-opt --convert-func-to-llvm=index-bitwidth=32 --mlir-print-debuginfo %s > %t.assay.func32 && %mlir_opt --convert-func-to-llvm=index-bitwidth=32 --mlir-print-debuginfo %s > %t.mlir.func32 && diff %t.mlir.func32 %t.assay.func32 %}
// RUN: assay-opt --convert-func-to-llvm %s | FileCheck %s --check-prefix=FUNC

// FUNC-NOT: cf.
// FUNC: llvm.switch %arg2 : i32, ^bb3(%arg2 : i32) [
// FUNC-NEXT:   42: ^bb2(%0 : i64),
// FUNC-NEXT:   43: ^bb4
// FUNC-NEXT: ]

func.func @branches(%c: i1, %i: index, %x: i32) -> index {
  cf.assert %c, "boom \"x\"\n"
  cf.cond_br %c, ^a(%i : index), ^b(%x : i32)
^a(%y: index):
  cf.switch %x : i32, [
    default: ^b(%x : i32),
    42: ^a(%y : index),
    43: ^c
  ]
^b(%z: i32):
  cf.br ^c
^c:
  return %i : index
}

func.func @plain(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.assert %c, "second"
  cf.cond_br %c, ^a(%x, %y : i32, i32), ^b
^a(%p: i32, %q: i32):
  cf.switch %p : i32, [
    default: ^b,
    1: ^c(%q : i32),
    -2: ^c(%p : i32)
  ]
^b:
  cf.br ^c(%y : i32)
^c(%r: i32):
  return %r : i32
}

func.func @third(%c: i1) {
  cf.assert %c, ""
  return
}

// mlir-opt 19's output:
// CHECK: llvm.mlir.global private constant @assert_msg_1(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
// CHECK: llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK: llvm.func @abort()
// CHECK: llvm.func @puts(!llvm.ptr)
// CHECK: llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 32, 34, 120, 34, 10, 0]> : tensor<10xi8>) {addr_space = 0 : i32} : !llvm.array<10 x i8>
// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb5
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.cond_br %arg0, ^bb2(%arg1 : index), ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb2(%0: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   cf.switch %arg2 : i32, [
// CHECK-NEXT:     default: ^bb3(%arg2 : i32),
// CHECK-NEXT:     42: ^bb2(%0 : index),
// CHECK-NEXT:     43: ^bb4
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   llvm.br ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   return %arg1 : index
// CHECK-NEXT: ^bb5:  // pred: ^bb0
// CHECK-NEXT:   %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:   %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
// CHECK-NEXT:   llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: }
// CHECK-LABEL: func.func @plain(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb5
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb2(%arg1, %arg2 : i32, i32), ^bb3
// CHECK-NEXT: ^bb2(%0: i32, %1: i32):  // pred: ^bb1
// CHECK-NEXT:   llvm.switch %0 : i32, ^bb3 [
// CHECK-NEXT:     1: ^bb4(%1 : i32),
// CHECK-NEXT:     4294967294: ^bb4(%0 : i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   llvm.br ^bb4(%arg2 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 3 preds: ^bb2, ^bb2, ^bb3
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: ^bb5:  // pred: ^bb0
// CHECK-NEXT:   %3 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:   %4 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT:   llvm.call @puts(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: }
// CHECK-LABEL: func.func @third(%arg0: i1) {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %0 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
// CHECK-NEXT:   llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: }
