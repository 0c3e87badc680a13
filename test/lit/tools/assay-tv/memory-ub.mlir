// Undefined behaviour of memory (docs/semantics.md, "memref"): an access
// with an index outside its dimension, a use after free, a double free, a
// dealloc of an alloca, a store to a constant global. A target that adds
// one where the source has none is refuted ("Source is more defined than
// target"); one that only keeps the source's is correct.
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv --index-bits=64 %s | FileCheck %s

// Hoisting a load above its bounds check.
// CHECK-LABEL: func.func @src_hoist
// CHECK: ERROR: Source is more defined than target
// CHECK: Target:
// CHECK-NEXT: undefined behavior
func.func @src_hoist(%m: memref<4xi8>, %i: index) -> i8 {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : i8
  %ok = arith.cmpi ult, %i, %c4 : index
  %r = scf.if %ok -> i8 {
    %v = memref.load %m[%i] : memref<4xi8>
    scf.yield %v : i8
  } else {
    scf.yield %c0 : i8
  }
  return %r : i8
}
func.func @tgt_hoist(%m: memref<4xi8>, %i: index) -> i8 {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : i8
  %ok = arith.cmpi ult, %i, %c4 : index
  %v = memref.load %m[%i] : memref<4xi8>
  %r = arith.select %ok, %v, %c0 : i8
  return %r : i8
}

// Bounds are per dimension: [1][-1] of a 2x4 buffer is its element 3, but
// -1 is outside its dimension.
// CHECK-LABEL: func.func @src_per_dim
// CHECK: ERROR: Source is more defined than target
func.func @src_per_dim(%m: memref<2x4xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v = memref.load %m[%c0, %c3] : memref<2x4xi8>
  return %v : i8
}
func.func @tgt_per_dim(%m: memref<2x4xi8>) -> i8 {
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %v = memref.load %m[%c1, %cm1] : memref<2x4xi8>
  return %v : i8
}

// Freeing earlier: the load reads freed memory.
// CHECK-LABEL: func.func @src_free_early
// CHECK: ERROR: Source is more defined than target
func.func @src_free_early(%v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1xi8>
  memref.store %v, %m[%c0] : memref<1xi8>
  %r = memref.load %m[%c0] : memref<1xi8>
  memref.dealloc %m : memref<1xi8>
  return %r : i8
}
func.func @tgt_free_early(%v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1xi8>
  memref.store %v, %m[%c0] : memref<1xi8>
  memref.dealloc %m : memref<1xi8>
  %r = memref.load %m[%c0] : memref<1xi8>
  return %r : i8
}

// Removing a local buffer that is written and freed is right; a load of
// memory never stored is poison, not undefined behaviour.
// CHECK-LABEL: func.func @src_local
// CHECK: Transformation seems to be correct! (index is 64 bits){{$}}
func.func @src_local(%v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi8>
  memref.store %v, %m[%c0] : memref<2xi8>
  %r = memref.load %m[%c0] : memref<2xi8>
  %p = memref.load %m[%c1] : memref<2xi8>
  memref.dealloc %m : memref<2xi8>
  return %r : i8
}
func.func @tgt_local(%v: i8) -> i8 {
  return %v : i8
}

// CHECK-LABEL: func.func @src_double_free
// CHECK: ERROR: Source is more defined than target
func.func @src_double_free() {
  %m = memref.alloc() : memref<1xi8>
  memref.dealloc %m : memref<1xi8>
  return
}
func.func @tgt_double_free() {
  %m = memref.alloc() : memref<1xi8>
  memref.dealloc %m : memref<1xi8>
  memref.dealloc %m : memref<1xi8>
  return
}

// CHECK-LABEL: func.func @src_dealloc_alloca
// CHECK: ERROR: Source is more defined than target
func.func @src_dealloc_alloca() {
  %m = memref.alloca() : memref<1xi8>
  return
}
func.func @tgt_dealloc_alloca() {
  %m = memref.alloca() : memref<1xi8>
  memref.dealloc %m : memref<1xi8>
  return
}

// A negative dynamic size.
// CHECK-LABEL: func.func @src_alloc_size
// CHECK: ERROR: Source is more defined than target
// CHECK: index %arg0 = #x{{[89a-f]}}
func.func @src_alloc_size(%n: index) {
  return
}
func.func @tgt_alloc_size(%n: index) {
  %m = memref.alloc(%n) : memref<?xi8>
  memref.dealloc %m : memref<?xi8>
  return
}
