// RUN: assay-opt %s --split-input-file --canonicalize | FileCheck %s --strict-whitespace

// The folders of the llvm dialect, which fold what MLIR 19 folds.

// Casts to the same type and bitcast round trips fold away, extractvalue reads
// through the insertvalue that built its operand, icmp of a value with
// itself and zext of a constant are constants, a getelementptr by zero is
// its base. Integer arithmetic on constants does not fold (nor in MLIR 19).

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: !llvm.struct<(i32, f32)>, %arg2: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.ptrtoint %arg2 : !llvm.ptr to i32
// CHECK-NEXT: %3 = llvm.add %1, %0 : i32
// CHECK-NEXT: %4 = llvm.add %3, %2 : i32
// CHECK-NEXT: %5 = llvm.add %4, %1 : i32
// CHECK-NEXT: %6 = llvm.add %5, %arg0 : i32
// CHECK-NEXT: %7 = llvm.ptrtoint %arg2 : !llvm.ptr to i32
// CHECK-NEXT: %8 = llvm.add %6, %7 : i32
// CHECK-NEXT: llvm.return %8 : i32
// CHECK-NEXT: }
llvm.func @f(%a: i32, %s: !llvm.struct<(i32, f32)>, %p: !llvm.ptr) -> i32 {
  %0 = llvm.bitcast %a : i32 to i32
  %1 = llvm.bitcast %0 : i32 to f32
  %2 = llvm.bitcast %1 : f32 to i32
  %3 = llvm.insertvalue %2, %s[0] : !llvm.struct<(i32, f32)>
  %4 = llvm.extractvalue %3[0] : !llvm.struct<(i32, f32)>
  %5 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr
  %6 = llvm.ptrtoint %5 : !llvm.ptr to i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %7 = llvm.add %c1, %c2 : i32
  %8 = llvm.add %7, %6 : i32
  %9 = llvm.icmp "eq" %a, %a : i32
  %10 = llvm.zext %9 : i1 to i32
  %11 = llvm.add %8, %10 : i32
  %12 = llvm.add %11, %4 : i32
  %13 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
  %14 = llvm.ptrtoint %13 : !llvm.ptr to i32
  %15 = llvm.add %12, %14 : i32
  llvm.return %15 : i32
}

// -----

// Only scalar zext of a constant folds.

// CHECK-LABEL: llvm.func @f() -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT: %1 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(4294967295 : i64) : i64
// CHECK-NEXT: %3 = llvm.sext %1 : i32 to i64
// CHECK-NEXT: %4 = llvm.trunc %1 : i32 to i8
// CHECK-NEXT: %5 = llvm.zext %4 : i8 to i64
// CHECK-NEXT: %6 = llvm.add %3, %2 : i64
// CHECK-NEXT: %7 = llvm.add %6, %5 : i64
// CHECK-NEXT: %8 = llvm.zext %0 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: %9 = llvm.extractelement %8[%1 : i32] : vector<2xi64>
// CHECK-NEXT: %10 = llvm.add %7, %9 : i64
// CHECK-NEXT: llvm.return %10 : i64
// CHECK-NEXT: }
llvm.func @f() -> i64 {
  %c = llvm.mlir.constant(-1 : i32) : i32
  %0 = llvm.zext %c : i32 to i64
  %1 = llvm.sext %c : i32 to i64
  %2 = llvm.trunc %c : i32 to i8
  %3 = llvm.zext %2 : i8 to i64
  %4 = llvm.add %0, %1 : i64
  %5 = llvm.add %4, %3 : i64
  %v = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xi32>
  %6 = llvm.zext %v : vector<2xi32> to vector<2xi64>
  %7 = llvm.extractelement %6[%c : i32] : vector<2xi64>
  %8 = llvm.add %5, %7 : i64
  llvm.return %8 : i64
}

// -----

// undef, poison, zero and addressof are constants: unused ones go, the
// rest are hoisted to the entry block and merged.

// CHECK-LABEL: llvm.func @g()
// CHECK-NEXT: llvm.func @f(%arg0: i1) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.func @g()
llvm.func @f(%c: i1) -> !llvm.ptr {
  llvm.cond_br %c, ^a, ^b
^a:
  %0 = llvm.mlir.undef : i32
  %1 = llvm.mlir.poison : i32
  %2 = llvm.mlir.zero : i32
  %3 = llvm.add %0, %1 : i32
  %4 = llvm.add %3, %2 : i32
  %p = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %p : !llvm.ptr
^b:
  %q = llvm.mlir.addressof @g : !llvm.ptr
  %z = llvm.mlir.zero : !llvm.ptr
  llvm.return %q : !llvm.ptr
}

// -----

// Block arguments that a cond_br or switch successor never uses are dropped,
// with the operand segments of the branches kept right.

// CHECK-LABEL: llvm.func @sink(i32) attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @dead_args(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%arg2 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: llvm.call @sink(%0) : (i32) -> ()
// CHECK-NEXT: llvm.switch %arg1 : i32, ^bb2 [
// CHECK-NEXT: 7: ^bb3(%0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.br ^bb3(%arg3 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.call @sink(%1) : (i32) -> ()
// CHECK-NEXT: llvm.br ^bb1(%1 : i32)
// CHECK-NEXT: }
llvm.func @sink(i32) attributes {sym_visibility = "private"}
llvm.func @dead_args(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) {
  llvm.cond_br %arg0, ^bb1(%arg2, %arg3 : i32, i32), ^bb2(%arg3 : i32)
^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb3
  llvm.call @sink(%0) : (i32) -> ()
  llvm.switch %arg1 : i32, ^bb2(%0 : i32) [
    7: ^bb3(%arg2, %0 : i32, i32)
  ]
^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
  %3 = llvm.add %2, %2 : i32
  llvm.br ^bb3(%3, %arg3 : i32, i32)
^bb3(%4: i32, %5: i32):  // 2 preds: ^bb1, ^bb2
  llvm.call @sink(%5) : (i32) -> ()
  llvm.br ^bb1(%5, %4 : i32, i32)
}
