// Globals: a constant global's elements are known, a store to it is
// undefined behaviour, and a mutable global's final contents are compared
// like an argument's buffer.
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv --index-bits=64 %s | FileCheck %s

memref.global "private" constant @table : memref<4xi8> = dense<[1, 2, 4, 8]>
memref.global "private" @state : memref<2xi8> = dense<0>

// CHECK-LABEL: func.func @src_fold
// CHECK: Transformation seems to be correct! (index is 64 bits){{$}}
func.func @src_fold() -> i8 {
  %c2 = arith.constant 2 : index
  %g = memref.get_global @table : memref<4xi8>
  %v = memref.load %g[%c2] : memref<4xi8>
  return %v : i8
}
func.func @tgt_fold() -> i8 {
  %c4 = arith.constant 4 : i8
  return %c4 : i8
}

// CHECK-LABEL: func.func @src_fold_wrong
// CHECK: ERROR: Value mismatch
// CHECK: Source value: #x08 (8)
// CHECK-NEXT: Target value: #x04 (4)
func.func @src_fold_wrong() -> i8 {
  %c3 = arith.constant 3 : index
  %g = memref.get_global @table : memref<4xi8>
  %v = memref.load %g[%c3] : memref<4xi8>
  return %v : i8
}
func.func @tgt_fold_wrong() -> i8 {
  %c4 = arith.constant 4 : i8
  return %c4 : i8
}

// CHECK-LABEL: func.func @src_store_constant
// CHECK: ERROR: Source is more defined than target
func.func @src_store_constant(%v: i8) {
  return
}
func.func @tgt_store_constant(%v: i8) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @table : memref<4xi8>
  memref.store %v, %g[%c0] : memref<4xi8>
  return
}

// CHECK-LABEL: func.func @src_drop_store
// CHECK: ERROR: Mismatch in memory
// CHECK: Mismatch in @state[0]
func.func @src_drop_store(%v: i8) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @state : memref<2xi8>
  memref.store %v, %g[%c0] : memref<2xi8>
  return
}
func.func @tgt_drop_store(%v: i8) {
  return
}
