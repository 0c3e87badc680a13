// Functions, blocks with arguments (phis), integer flags, comparisons and
// calls translate to the LLVM IR mlir-translate 19 prints.
// RUN: assay-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: assay-translate --mlir-to-llvmir %s | opt-19 -passes=verify -disable-output

// Globals come first in LLVM IR.
// CHECK: @s = internal constant [3 x i8] c"hi\00"
// CHECK: declare void @printI64(i64)
llvm.func @printI64(i64)

// CHECK-LABEL: define i64 @add(i64 %0, i64 %1) {
// CHECK-NEXT:    %3 = add nsw i64 %0, %1
// CHECK-NEXT:    %4 = icmp slt i64 %3, 10
// CHECK-NEXT:    br i1 %4, label %5, label %7
// CHECK:       5:
// CHECK-NEXT:    %6 = phi i64 [ %8, %7 ], [ %3, %2 ]
// CHECK-NEXT:    ret i64 %6
// CHECK:       7:
// CHECK-NEXT:    %8 = mul i64 %3, 10
// CHECK-NEXT:    br label %5
llvm.func @add(%a: i64, %b: i64) -> i64 {
  %0 = llvm.add %a, %b overflow<nsw> : i64
  %c = llvm.mlir.constant(10 : i64) : i64
  %1 = llvm.icmp "slt" %0, %c : i64
  llvm.cond_br %1, ^bb1(%0 : i64), ^bb2
^bb1(%x: i64):
  llvm.return %x : i64
^bb2:
  %2 = llvm.mul %0, %c : i64
  llvm.br ^bb1(%2 : i64)
}

// CHECK-LABEL: define internal float @fp(ptr %0, i64 %1, float %2) {
// CHECK-NEXT:    %4 = getelementptr inbounds { i32, float }, ptr %0, i64 %1, i32 1
// CHECK-NEXT:    %5 = load float, ptr %4, align 4
// CHECK-NEXT:    %6 = alloca i32, align 4
// CHECK-NEXT:    %7 = fcmp fast olt float %2, %5
// CHECK-NEXT:    %8 = fadd nnan float %2, %5
// CHECK-NEXT:    %9 = call float @llvm.sqrt.f32(float %8)
// CHECK-NEXT:    %10 = select i1 %7, float %9, float %2
// CHECK-NEXT:    store float %10, ptr %6, align 4
// CHECK-NEXT:    %11 = call i32 (ptr, ...) @printf(ptr @s, i64 %1)
// CHECK-NEXT:    ret float %10
llvm.func internal @fp(%p: !llvm.ptr, %i: i64, %x: f32) -> f32 {
  %0 = llvm.getelementptr inbounds %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %1 = llvm.load %0 : !llvm.ptr -> f32
  %c = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %f = llvm.fcmp "olt" %x, %1 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %s = llvm.fadd %x, %1 {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %q = llvm.intr.sqrt(%s) : (f32) -> f32
  %r = llvm.select %f, %q, %x : i1, f32
  llvm.store %r, %a : f32, !llvm.ptr
  %g = llvm.mlir.addressof @s : !llvm.ptr
  %v = llvm.call @printf(%g, %i) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  llvm.return %r : f32
}

llvm.mlir.global internal constant @s("hi\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// A switch reaching one block twice with different arguments: the second
// edge goes through a block of its own, whose phi feeds the first.
// CHECK-LABEL: define i32 @twice(i32 %0) {
// CHECK-NEXT:    switch i32 %0, label %2 [
// CHECK-NEXT:      i32 3, label %4
// CHECK-NEXT:    ]
// CHECK:       2:
// CHECK-NEXT:    %3 = phi i32 [ %5, %4 ], [ %0, %1 ]
// CHECK-NEXT:    ret i32 %3
// CHECK:       4:
// CHECK-NEXT:    %5 = phi i32 [ 7, %1 ]
// CHECK-NEXT:    br label %2
llvm.func @twice(%x: i32) -> i32 {
  %c = llvm.mlir.constant(7 : i32) : i32
  llvm.switch %x : i32, ^b1(%x : i32) [ 3: ^b1(%c : i32) ]
^b1(%r: i32):
  llvm.return %r : i32
}

// The dialect numbers float predicates its own way (its `uno` is 14, LLVM's
// is 8): each must keep its name. Dense vector constants go element by
// element.
// CHECK-LABEL: define <2 x i1> @preds(float %0, float %1, <2 x i32> %2) {
// CHECK-NEXT:    %4 = fcmp uno float %0, %1
// CHECK-NEXT:    %5 = fcmp ule float %0, %1
// CHECK-NEXT:    %6 = fcmp ueq float %0, %1
// CHECK-NEXT:    %7 = fcmp true float %0, %1
// CHECK-NEXT:    %8 = icmp uge <2 x i32> %2, <i32 1, i32 2>
// CHECK-NEXT:    ret <2 x i1> %8
llvm.func @preds(%x: f32, %y: f32, %v: vector<2xi32>) -> vector<2xi1> {
  %0 = llvm.fcmp "uno" %x, %y : f32
  %1 = llvm.fcmp "ule" %x, %y : f32
  %2 = llvm.fcmp "ueq" %x, %y : f32
  %3 = llvm.fcmp "_true" %x, %y : f32
  %c = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %4 = llvm.icmp "uge" %v, %c : vector<2xi32>
  llvm.return %4 : vector<2xi1>
}

// Vector element ops; -1 in a shuffle mask is a poison lane.
// CHECK-LABEL: define <4 x float> @vec(<4 x float> %0, float %1, i32 %2) {
// CHECK-NEXT:    %4 = extractelement <4 x float> %0, i32 %2
// CHECK-NEXT:    %5 = insertelement <4 x float> %0, float %4, i32 %2
// CHECK-NEXT:    %6 = shufflevector <4 x float> %5, <4 x float> %0, <4 x i32> <i32 0, i32 5, i32 poison, i32 3>
// CHECK-NEXT:    %7 = fneg float %1
// CHECK-NEXT:    %8 = insertelement <4 x float> %6, float %7, i32 %2
// CHECK-NEXT:    ret <4 x float> %8
llvm.func @vec(%v: vector<4xf32>, %x: f32, %i: i32) -> vector<4xf32> {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.insertelement %0, %v[%i : i32] : vector<4xf32>
  %2 = llvm.shufflevector %1, %v [0, 5, -1, 3] : vector<4xf32> 
  %3 = llvm.fneg %x : f32
  %4 = llvm.insertelement %3, %2[%i : i32] : vector<4xf32>
  llvm.return %4 : vector<4xf32>
}
