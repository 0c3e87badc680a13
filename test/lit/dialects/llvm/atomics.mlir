// llvm.atomicrmw, llvm.cmpxchg and llvm.intr.prefetch (the ops
// finalize-memref-to-llvm makes of memref.atomic_rmw and memref.prefetch)
// in custom and generic form, printed as mlir-opt 19 prints them, and
// their verifier and parser errors as mlir-opt 19 words and places them.
// RUN: assay-opt %s --split-input-file --verify-diagnostics | FileCheck %s --strict-whitespace
// RUN: assay-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: assay-opt %s --split-input-file --verify-diagnostics | assay-opt | FileCheck %s --strict-whitespace

// CHECK-LABEL: llvm.func @ops(
// CHECK-NEXT:    %0 = llvm.atomicrmw fadd %arg0, %arg1 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:    %1 = llvm.atomicrmw volatile max %arg0, %arg2 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK-NEXT:    %2 = llvm.atomicrmw _and %arg0, %arg2 seq_cst : !llvm.ptr, i32
// CHECK-NEXT:    %3 = llvm.cmpxchg %arg0, %arg2, %arg2 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %4 = llvm.cmpxchg weak volatile %arg0, %arg2, %arg2 syncscope("x") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
// CHECK-NEXT:    "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// GENERIC:       %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 11 : i64, ordering = 6 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC-NEXT:  %1 = "llvm.atomicrmw"(%arg0, %arg2) <{alignment = 4 : i64, bin_op = 7 : i64, ordering = 2 : i64, syncscope = "agent", volatile_}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:  %2 = "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 3 : i64, ordering = 7 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:  %3 = "llvm.cmpxchg"(%arg0, %arg2, %arg2) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:  %4 = "llvm.cmpxchg"(%arg0, %arg2, %arg2) <{alignment = 8 : i64, failure_ordering = 7 : i64, success_ordering = 7 : i64, syncscope = "x", volatile_, weak}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:  "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
llvm.func @ops(%p: !llvm.ptr, %v: f32, %i: i32) {
  %0 = llvm.atomicrmw fadd %p, %v acq_rel : !llvm.ptr, f32
  %1 = llvm.atomicrmw volatile max %p, %i syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %2 = llvm.atomicrmw _and %p, %i seq_cst : !llvm.ptr, i32
  %3 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  %4 = llvm.cmpxchg weak volatile %p, %i, %i syncscope("x") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @float_op_on_integer(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %i monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @integer_op_on_float(%p: !llvm.ptr, %f: f32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %f monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @unordered_rmw(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %i unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @float_cmpxchg(%p: !llvm.ptr, %f: f32) {
  // expected-error @+1 {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'f32'}}
  %0 = llvm.cmpxchg %p, %f, %f acq_rel monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @release_failure(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %i, %i acq_rel acq_rel : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @unordered_cmpxchg(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %i, %i unordered monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @prefetch_integer(%p: i64) {
  // expected-error @+1 {{'llvm.intr.prefetch' op operand #0 must be LLVM pointer type, but got 'i64'}}
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (i64) -> ()
  llvm.return
}
