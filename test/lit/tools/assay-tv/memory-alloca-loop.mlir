// memref.alloca in an scf.for body takes fresh memory each iteration and
// frees it when the iteration ends (its automatic allocation scope): a
// buffer used within its iteration is fine, one carried out of the loop is
// a use after free.
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv --index-bits=64 %s | FileCheck %s

// CHECK-LABEL: func.func @src_loop
// CHECK: Transformation seems to be correct! (index is 64 bits; loops unrolled to 8){{$}}
func.func @src_loop(%n: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %m = memref.alloca() : memref<1xi32>
    memref.store %v, %m[%c0] : memref<1xi32>
    %x = memref.load %m[%c0] : memref<1xi32>
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @tgt_loop(%n: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @src_escape
// CHECK: ERROR: Source is more defined than target
func.func @src_escape(%v: i32) -> i32 {
  return %v : i32
}
func.func @tgt_escape(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloca() : memref<1xi32>
  %m = scf.for %i = %c0 to %c2 step %c1 iter_args(%p = %a) -> memref<1xi32> {
    %b = memref.alloca() : memref<1xi32>
    memref.store %v, %b[%c0] : memref<1xi32>
    scf.yield %b : memref<1xi32>
  }
  %x = memref.load %m[%c0] : memref<1xi32>
  return %x : i32
}

// An alloca of the function body outlives the loop.
// CHECK-LABEL: func.func @src_outer
// CHECK: Transformation seems to be correct! (index is 64 bits){{$}}
func.func @src_outer(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloca() : memref<1xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    memref.store %v, %a[%c0] : memref<1xi32>
  }
  %x = memref.load %a[%c0] : memref<1xi32>
  return %x : i32
}
func.func @tgt_outer(%v: i32) -> i32 {
  return %v : i32
}
