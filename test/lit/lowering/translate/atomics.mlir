// llvm.atomicrmw, llvm.cmpxchg and llvm.intr.prefetch translate to the
// instructions and intrinsic call mlir-translate 19 gives them.
// RUN: assay-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: assay-translate --mlir-to-llvmir %s -o %t.assay.ll
// RUN: mlir-translate-19 --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.mlir.ll %t.assay.ll

// CHECK-LABEL: define void @f(
// CHECK-NEXT:    %4 = atomicrmw fadd ptr %0, float %1 acq_rel, align 4
// CHECK-NEXT:    %5 = atomicrmw volatile max ptr %0, i32 %2 syncscope("agent") monotonic, align 4
// CHECK-NEXT:    %6 = atomicrmw umin ptr %0, i32 %2 seq_cst, align 4
// CHECK-NEXT:    %7 = cmpxchg ptr %0, i32 %2, i32 %2 acq_rel monotonic, align 4
// CHECK-NEXT:    %8 = cmpxchg weak volatile ptr %0, i32 %2, i32 %2 syncscope("x") seq_cst seq_cst, align 8
// CHECK-NEXT:    call void @llvm.prefetch.p0(ptr %0, i32 0, i32 3, i32 1)
// CHECK-NEXT:    call void @llvm.prefetch.p0(ptr %0, i32 1, i32 0, i32 0)
llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32) {
  %0 = llvm.atomicrmw fadd %p, %v acq_rel : !llvm.ptr, f32
  %1 = llvm.atomicrmw volatile max %p, %i syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %2 = llvm.atomicrmw umin %p, %i seq_cst : !llvm.ptr, i32
  %3 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  %4 = llvm.cmpxchg weak volatile %p, %i, %i syncscope("x") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  "llvm.intr.prefetch"(%p) <{cache = 0 : i32, hint = 0 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
  llvm.return
}
