// A call of a function without a body may read and write every buffer its
// memref arguments reach and every mutable global; what it returns and
// writes is the same in the source and the target for the same call with
// the same arguments and the same memory to read, and the verdict names the
// approximation. So a load cannot move across the call, a store before it
// is not dead, and identical calls agree.
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv --index-bits=64 %s | FileCheck %s

func.func private @f(memref<4xi8>)

// CHECK-LABEL: func.func @src_move_load
// CHECK: Transformation doesn't verify! (index is 64 bits; approximations: @f (no body) as a pure function of its arguments; @f (no body) may write every buffer it reaches and every global, as a function of its arguments, of what it may read and of which call it is)
func.func @src_move_load(%m: memref<4xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  func.call @f(%m) : (memref<4xi8>) -> ()
  %v = memref.load %m[%c0] : memref<4xi8>
  return %v : i8
}
func.func @tgt_move_load(%m: memref<4xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi8>
  func.call @f(%m) : (memref<4xi8>) -> ()
  return %v : i8
}

// CHECK-LABEL: func.func @src_same
// CHECK: Transformation seems to be correct! (index is 64 bits; approximations:
func.func @src_same(%m: memref<4xi8>, %v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi8>
  func.call @f(%m) : (memref<4xi8>) -> ()
  %r = memref.load %m[%c0] : memref<4xi8>
  return %r : i8
}
func.func @tgt_same(%m: memref<4xi8>, %v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi8>
  func.call @f(%m) : (memref<4xi8>) -> ()
  %r = memref.load %m[%c0] : memref<4xi8>
  return %r : i8
}

// The callee may read the buffer: a store before the call is not dead,
// even though the call then writes the buffer.
// CHECK-LABEL: func.func @src_store_before
// CHECK: Transformation doesn't verify!
func.func @src_store_before(%m: memref<4xi8>, %v: i8) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi8>
  func.call @f(%m) : (memref<4xi8>) -> ()
  return
}
func.func @tgt_store_before(%m: memref<4xi8>, %v: i8) {
  func.call @f(%m) : (memref<4xi8>) -> ()
  return
}
