// Poison and undefined behaviour in the llvm dialect, as LangRef states
// them: overflow flags, shifts past the width, poison-producing intrinsic
// flags and inbounds GEP give poison (printed as `poison`); division by
// zero, loads out of bounds, through null, after free, misaligned, double
// free, stores to constant globals, overlapping memcpy and reaching
// llvm.unreachable stop the run with an error at the op. Native code does
// something else on each, so the oracle does not run this.
// UNSUPPORTED: oracle
// RUN: assay-run --interp -e poison %s | FileCheck %s --check-prefix=POISON
// RUN: not assay-run --interp -e div_zero %s 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not assay-run --interp -e srem_min %s 2>&1 | FileCheck %s --check-prefix=SREM
// RUN: not assay-run --interp -e out_of_bounds %s 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not assay-run --interp -e null_load %s 2>&1 | FileCheck %s --check-prefix=NULL
// RUN: not assay-run --interp -e use_after_free %s 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not assay-run --interp -e double_free %s 2>&1 | FileCheck %s --check-prefix=DFREE
// RUN: not assay-run --interp -e misaligned %s 2>&1 | FileCheck %s --check-prefix=ALIGN
// RUN: not assay-run --interp -e const_store %s 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not assay-run --interp -e overlap %s 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: not assay-run --interp -e unreachable %s 2>&1 | FileCheck %s --check-prefix=UNREACHABLE
// RUN: not assay-run --interp -e stack_escape %s 2>&1 | FileCheck %s --check-prefix=ESCAPE
// RUN: not assay-run --interp -e poison_branch %s 2>&1 | FileCheck %s --check-prefix=BRANCH

llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.mlir.global internal constant @k(1 : i64) {addr_space = 0 : i32} : i64

llvm.func @p(%v: i64) {
  llvm.call @printI64(%v) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// POISON: poison
// POISON-NEXT: poison
// POISON-NEXT: poison
// POISON-NEXT: poison
// POISON-NEXT: 0
// POISON-NEXT: 9223372036854775807
llvm.func @poison() {
  %max = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %a = llvm.add %max, %c1 overflow<nsw> : i64
  llvm.call @p(%a) : (i64) -> ()
  %s = llvm.shl %c1, %c64 : i64
  llvm.call @p(%s) : (i64) -> ()
  %z = "llvm.intr.ctlz"(%c0) <{is_zero_poison = true}> : (i64) -> i64
  llvm.call @p(%z) : (i64) -> ()
  %pz = llvm.mlir.poison : i64
  %sum = llvm.add %pz, %c1 : i64
  llvm.call @p(%sum) : (i64) -> ()
  // freeze turns poison into a fixed value (0 here).
  %f = llvm.freeze %pz : i64
  llvm.call @p(%f) : (i64) -> ()
  // select takes only the chosen operand's poison.
  %true = llvm.mlir.constant(true) : i1
  %sel = llvm.select %true, %max, %pz : i1, i64
  llvm.call @p(%sel) : (i64) -> ()
  llvm.return
}

// DIV: llvm-ub.mlir:[[@LINE+4]]:8: error: undefined behavior in 'llvm.udiv': division by zero
llvm.func @div_zero() {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %q = llvm.udiv %c1, %c0 : i64
  llvm.return
}

// SREM: llvm-ub.mlir:[[@LINE+4]]:8: error: undefined behavior in 'llvm.srem': signed division overflow
llvm.func @srem_min() {
  %min = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  %r = llvm.srem %min, %m1 : i64
  llvm.return
}

// OOB: llvm-ub.mlir:[[@LINE+5]]:8: error: undefined behavior in 'llvm.load': load out of bounds (8 bytes at offset 16 of an allocation of 16)
llvm.func @out_of_bounds() {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %a = llvm.alloca %c2 x i64 : (i64) -> !llvm.ptr
  %p = llvm.getelementptr %a[2] : (!llvm.ptr) -> !llvm.ptr, i64
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.call @p(%v) : (i64) -> ()
  llvm.return
}

// NULL: llvm-ub.mlir:[[@LINE+3]]:8: error: undefined behavior in 'llvm.load': load through a pointer to no allocation
llvm.func @null_load() {
  %z = llvm.mlir.zero : !llvm.ptr
  %v = llvm.load %z : !llvm.ptr -> i64
  llvm.call @p(%v) : (i64) -> ()
  llvm.return
}

// UAF: llvm-ub.mlir:[[@LINE+5]]:3: error: undefined behavior in 'llvm.store': store of freed memory
llvm.func @use_after_free() {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.store %c8, %p : i64, !llvm.ptr
  llvm.return
}

// DFREE: llvm-ub.mlir:[[@LINE+5]]:3: error: undefined behavior in 'llvm.call': double free
llvm.func @double_free() {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// ALIGN: llvm-ub.mlir:[[@LINE+5]]:8: error: undefined behavior in 'llvm.load': access at address {{[0-9]+}} is not aligned to 8 bytes
llvm.func @misaligned() {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %a = llvm.alloca %c2 x i64 : (i64) -> !llvm.ptr
  %p = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %v = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%v) : (i64) -> ()
  llvm.return
}

// CONST: llvm-ub.mlir:[[@LINE+4]]:3: error: undefined behavior in 'llvm.store': store to constant global '@k'
llvm.func @const_store() {
  %k = llvm.mlir.addressof @k : !llvm.ptr
  %c2 = llvm.mlir.constant(2 : i64) : i64
  llvm.store %c2, %k : i64, !llvm.ptr
  llvm.return
}

// OVERLAP: llvm-ub.mlir:[[@LINE+6]]:3: error: undefined behavior in 'llvm.intr.memcpy': memcpy of overlapping ranges
llvm.func @overlap() {
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %a = llvm.alloca %c16 x i8 : (i64) -> !llvm.ptr
  %b = llvm.getelementptr %a[4] : (!llvm.ptr) -> !llvm.ptr, i8
  "llvm.intr.memcpy"(%a, %b, %c8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// UNREACHABLE: llvm-ub.mlir:[[@LINE+2]]:3: error: undefined behavior in 'llvm.unreachable': llvm.unreachable is reached
llvm.func @unreachable() {
  llvm.unreachable
}

llvm.func @escape() -> !llvm.ptr {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
  llvm.return %a : !llvm.ptr
}
// ESCAPE: llvm-ub.mlir:[[@LINE+3]]:8: error: undefined behavior in 'llvm.load': load of freed memory
llvm.func @stack_escape() {
  %p = llvm.call @escape() : () -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.call @p(%v) : (i64) -> ()
  llvm.return
}

// BRANCH: llvm-ub.mlir:[[@LINE+3]]:3: error: undefined behavior in 'llvm.cond_br': {{.*}}poison
llvm.func @poison_branch() {
  %c = llvm.mlir.poison : i1
  llvm.cond_br %c, ^a, ^a
^a:
  llvm.return
}
