// Visibility, unnamed_addr and tail-call markers, on globals, functions and
// calls, as mlir-translate 19 prints them.
// RUN: assay-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: assay-translate --mlir-to-llvmir %s | opt-19 -passes=verify -disable-output

// CHECK: @str = private unnamed_addr constant [6 x i8] c"hello\00"
// CHECK-NEXT: @g3 = linkonce_odr hidden thread_local global i64 0
// CHECK: define protected i64 @callee(i64 %0) local_unnamed_addr {
// CHECK: define i64 @caller(i64 %0) {
// CHECK-NEXT:   %2 = tail call i64 @callee(i64 %0)
// CHECK-NEXT:   %3 = notail call i64 @callee(i64 %2)
// CHECK-NEXT:   %4 = musttail call i64 @callee(i64 %3)
// CHECK-NEXT:   ret i64 %4
llvm.mlir.global private unnamed_addr constant @str("hello\00") {addr_space = 0 : i32}
llvm.mlir.global linkonce_odr hidden thread_local @g3(0 : i64) {addr_space = 0 : i32} : i64
llvm.func protected local_unnamed_addr @callee(%x: i64) -> i64 {
  llvm.return %x : i64
}
llvm.func @caller(%x: i64) -> i64 {
  %0 = llvm.call tail @callee(%x) : (i64) -> i64
  %1 = llvm.call notail @callee(%0) : (i64) -> i64
  %2 = llvm.call musttail @callee(%1) : (i64) -> i64
  llvm.return %2 : i64
}

// Calling conventions, on functions and calls.
// CHECK: define fastcc i64 @f(i64 %0) {
// CHECK: define tailcc i64 @g(i64 %0) {
// CHECK-NEXT:   %2 = call fastcc i64 @f(i64 %0)
llvm.func fastcc @f(%x: i64) -> i64 {
  llvm.return %x : i64
}
llvm.func tailcc @g(%x: i64) -> i64 {
  %0 = llvm.call fastcc @f(%x) : (i64) -> i64
  llvm.return %0 : i64
}
