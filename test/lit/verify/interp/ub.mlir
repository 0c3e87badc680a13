// Undefined behaviour stops the run with an error at the op that raised it
// (and a note at each call in progress); it never crashes the interpreter.
// Compiled code does not detect any of this, so the oracle cannot run it.
// UNSUPPORTED: oracle
// RUN: not assay-run --interp -e div_zero %s 2>&1 | FileCheck %s --check-prefix=DIVZERO
// RUN: not assay-run --interp -e div_overflow %s 2>&1 | FileCheck %s --check-prefix=DIVOVF
// RUN: not assay-run --interp -e oob_load %s 2>&1 | FileCheck %s --check-prefix=OOBLOAD
// RUN: not assay-run --interp -e oob_store %s 2>&1 | FileCheck %s --check-prefix=OOBSTORE
// RUN: not assay-run --interp -e use_after_free %s 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not assay-run --interp -e double_free %s 2>&1 | FileCheck %s --check-prefix=DFREE
// RUN: not assay-run --interp -e dangling_alloca %s 2>&1 | FileCheck %s --check-prefix=DANGLING
// RUN: not assay-run --interp -e dealloc_alloca %s 2>&1 | FileCheck %s --check-prefix=DEALLOCA
// RUN: not assay-run --interp -e poison_branch %s 2>&1 | FileCheck %s --check-prefix=PBRANCH
// RUN: not assay-run --interp -e poison_if %s 2>&1 | FileCheck %s --check-prefix=PIF
// RUN: not assay-run --interp -e poison_bound %s 2>&1 | FileCheck %s --check-prefix=PBOUND
// RUN: not assay-run --interp -e poison_index %s 2>&1 | FileCheck %s --check-prefix=PINDEX
// RUN: not assay-run --interp -e poison_size %s 2>&1 | FileCheck %s --check-prefix=PSIZE
// RUN: not assay-run --interp -e const_global %s 2>&1 | FileCheck %s --check-prefix=CONSTG
// RUN: not assay-run --interp -e subview_oob %s 2>&1 | FileCheck %s --check-prefix=SUBVIEW
// RUN: not assay-run --interp -e bad_cast %s 2>&1 | FileCheck %s --check-prefix=CAST
// RUN: not assay-run --interp -e zero_step %s 2>&1 | FileCheck %s --check-prefix=STEP

func.func @divide(%a: i32, %b: i32) -> i32 {
  // DIVZERO: ub.mlir:[[@LINE+1]]:8: error: undefined behavior in 'arith.divsi': division by zero
  %q = arith.divsi %a, %b : i32
  return %q : i32
}

func.func @div_zero() {
  %a = arith.constant 7 : i32
  %b = arith.constant 0 : i32
  // DIVZERO: ub.mlir:[[@LINE+1]]:8: note: called from here
  %q = call @divide(%a, %b) : (i32, i32) -> i32
  return
}

func.func @div_overflow() {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  // DIVOVF: ub.mlir:[[@LINE+1]]:8: error: undefined behavior in 'arith.divsi': signed division overflow
  %q = arith.divsi %a, %b : i32
  return
}

func.func @oob_load() {
  %m = memref.alloc() : memref<4x4xf32>
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // OOBLOAD: ub.mlir:[[@LINE+1]]:8: error: undefined behavior in 'memref.load': out-of-bounds access: index 4 in dimension 1 of size 4
  %v = memref.load %m[%c1, %c4] : memref<4x4xf32>
  return
}

func.func @oob_store() {
  %m = memref.alloc() : memref<8xi32>
  %v = arith.constant 1 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c0 to %c9 step %c1 {
    // OOBSTORE: ub.mlir:[[@LINE+1]]:5: error: undefined behavior in 'memref.store': out-of-bounds access: index 8 in dimension 0 of size 8
    memref.store %v, %m[%i] : memref<8xi32>
  }
  return
}

func.func @use_after_free() {
  %m = memref.alloc() : memref<8xi32>
  %c0 = arith.constant 0 : index
  memref.dealloc %m : memref<8xi32>
  // UAF: ub.mlir:[[@LINE+1]]:8: error: undefined behavior in 'memref.load': use after free (the memref was deallocated)
  %v = memref.load %m[%c0] : memref<8xi32>
  return
}

func.func @double_free() {
  %m = memref.alloc() : memref<8xi32>
  memref.dealloc %m : memref<8xi32>
  // DFREE: ub.mlir:[[@LINE+1]]:3: error: undefined behavior in 'memref.dealloc': double free (the memref was already deallocated)
  memref.dealloc %m : memref<8xi32>
  return
}

func.func @make_scratch() -> memref<4xi32> {
  %m = memref.alloca() : memref<4xi32>
  return %m : memref<4xi32>
}

func.func @dangling_alloca() {
  %m = call @make_scratch() : () -> memref<4xi32>
  %c0 = arith.constant 0 : index
  // DANGLING: ub.mlir:[[@LINE+1]]:8: error: undefined behavior in 'memref.load': use after free (the memref was deallocated)
  %v = memref.load %m[%c0] : memref<4xi32>
  return
}

func.func @dealloc_alloca() {
  %m = memref.alloca() : memref<4xi32>
  // DEALLOCA: ub.mlir:[[@LINE+1]]:3: error: undefined behavior in 'memref.dealloc': dealloc of memory from memref.alloca
  memref.dealloc %m : memref<4xi32>
  return
}

func.func @poison_branch() {
  %p = ub.poison : i1
  // PBRANCH: ub.mlir:[[@LINE+1]]:3: error: undefined behavior in 'cf.cond_br': poison reaches a branch condition
  cf.cond_br %p, ^a, ^b
^a:
  return
^b:
  return
}

func.func @poison_if() {
  %a = arith.constant 1 : i32
  %c31 = arith.constant 40 : i32
  // A shift by 40 of an i32 is poison, and so is the comparison of it.
  %s = arith.shli %a, %c31 : i32
  %z = arith.constant 0 : i32
  %c = arith.cmpi eq, %s, %z : i32
  // PIF: ub.mlir:[[@LINE+1]]:3: error: undefined behavior in 'scf.if': poison reaches a branch condition
  scf.if %c {
  }
  return
}

func.func @poison_bound() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = ub.poison : index
  // PBOUND: ub.mlir:[[@LINE+1]]:3: error: undefined behavior in 'scf.for': poison reaches a loop bound or step
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}

func.func @poison_index() {
  %m = memref.alloc() : memref<8xi32>
  %v = arith.constant 1 : i32
  %big = arith.constant 9223372036854775807 : index
  %c1 = arith.constant 1 : index
  // nsw overflow: poison.
  %i = arith.addi %big, %c1 overflow<nsw> : index
  // PINDEX: ub.mlir:[[@LINE+1]]:3: error: undefined behavior in 'memref.store': poison index
  memref.store %v, %m[%i] : memref<8xi32>
  return
}

func.func @poison_size() {
  %n = ub.poison : index
  // PSIZE: ub.mlir:[[@LINE+1]]:8: error: undefined behavior in 'memref.alloc': poison allocation size
  %m = memref.alloc(%n) : memref<?xf32>
  return
}

memref.global "private" constant @table : memref<2xi32> = dense<[1, 2]>

func.func @const_global() {
  %g = memref.get_global @table : memref<2xi32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i32
  // CONSTG: ub.mlir:[[@LINE+1]]:3: error: undefined behavior in 'memref.store': store to constant global '@table'
  memref.store %v, %g[%c0] : memref<2xi32>
  return
}

func.func @subview_oob() {
  %m = memref.alloc() : memref<8xi32>
  %c6 = arith.constant 6 : index
  // SUBVIEW: ub.mlir:[[@LINE+1]]:8: error: undefined behavior in 'memref.subview': subview out of bounds in dimension 0: offset 6, size 4, stride 1 in a size of 8
  %s = memref.subview %m[%c6] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: ?>>
  return
}

func.func @bad_cast() {
  %c3 = arith.constant 3 : index
  %m = memref.alloc(%c3) : memref<?xi32>
  // CAST: ub.mlir:[[@LINE+1]]:8: error: undefined behavior in 'memref.cast': cast to size 4 of dimension 0, which has size 3
  %s = memref.cast %m : memref<?xi32> to memref<4xi32>
  return
}

func.func @zero_step() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  // STEP: ub.mlir:[[@LINE+1]]:3: error: undefined behavior in 'scf.for': scf.for step is not positive
  scf.for %i = %c0 to %c8 step %c0 {
  }
  return
}
