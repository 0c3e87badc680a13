// RUN: assay-opt %s | FileCheck %s
// RUN: assay-opt %s | assay-opt | FileCheck %s
// UNSUPPORTED: oracle

// A thread-local global that is also unnamed_addr: mlir-opt-19 reads the two
// keywords in the order `unnamed_addr thread_local` but prints them as
// `thread_local unnamed_addr`, which it then cannot read back. Assay prints
// what mlir-opt prints and reads both orders, so its output round-trips.

// CHECK: llvm.mlir.global internal hidden thread_local unnamed_addr constant @x(1 : i32) {addr_space = 0 : i32, alignment = 8 : i64} : i32
llvm.mlir.global internal hidden unnamed_addr thread_local constant @x(1 : i32) {alignment = 8 : i64} : i32
// CHECK: llvm.mlir.global private thread_local local_unnamed_addr @y(2 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global private thread_local local_unnamed_addr @y(2 : i32) : i32
