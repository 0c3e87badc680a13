// Globals: address spaces, thread_local, and initializer regions, whose ops
// fold to one constant (here a struct holding an address-space cast).
// RUN: assay-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: assay-translate --mlir-to-llvmir %s | opt-19 -passes=verify -disable-output

// CHECK: @g2 = addrspace(1) global ptr null
// CHECK-NEXT: @pair = internal global { i32, ptr } { i32 7, ptr addrspacecast (ptr addrspace(1) @g2 to ptr) }
// CHECK-NEXT: @g3 = linkonce_odr thread_local global i64 0
llvm.mlir.global external @g2() {addr_space = 1 : i32} : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal @pair() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @g2 : !llvm.ptr<1>
  %4 = llvm.addrspacecast %3 : !llvm.ptr<1> to !llvm.ptr
  %5 = llvm.insertvalue %4, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %5 : !llvm.struct<(i32, ptr)>
}
llvm.mlir.global linkonce_odr thread_local @g3(0 : i64) {addr_space = 0 : i32} : i64
