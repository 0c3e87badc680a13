// Memref arguments are distinct buffers by default; with
// --assume-may-alias two of one element type may be views of one buffer,
// at any offsets that keep them inside it, and every such case is checked.
// Forwarding a store across a store to another argument is right only when
// they cannot alias.
// UNSUPPORTED: oracle
// RUN: %expect-exit 0 assay-tv --index-bits=64 %s | FileCheck %s --check-prefix=DISTINCT
// RUN: %expect-exit 1 assay-tv --index-bits=64 --assume-may-alias %s | FileCheck %s --check-prefix=ALIAS
// RUN: %expect-exit 1 assay-tv --json --index-bits=64 --assume-may-alias %s | FileCheck %s --check-prefix=JSON
// JSON: "aliasing":["%arg1 aliases %arg0 from element 1"]

// DISTINCT: Transformation seems to be correct! (index is 64 bits){{$}}
// DISTINCT: Transformation seems to be correct! (index is 64 bits){{$}}
// DISTINCT: 2 correct transformations

// %b may be the elements 1 to 4 of %a: the store to %b[0] then overwrites
// %a[1].
// ALIAS-LABEL: func.func @src_forward
// ALIAS: ERROR: {{Value mismatch|Target is more poisonous than source}}
// ALIAS: %arg1 aliases %arg0 from element 1
func.func @src_forward(%a: memref<8xi8>, %b: memref<4xi8>, %v: i8, %w: i8)
    -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %a[%c1] : memref<8xi8>
  memref.store %w, %b[%c0] : memref<4xi8>
  %r = memref.load %a[%c1] : memref<8xi8>
  return %r : i8
}
func.func @tgt_forward(%a: memref<8xi8>, %b: memref<4xi8>, %v: i8, %w: i8)
    -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %a[%c1] : memref<8xi8>
  memref.store %w, %b[%c0] : memref<4xi8>
  return %v : i8
}

// Arguments of different element types never alias.
// ALIAS-LABEL: func.func @src_types
// ALIAS: Transformation seems to be correct! (index is 64 bits){{$}}
func.func @src_types(%a: memref<4xi8>, %b: memref<4xi16>, %v: i8, %w: i16)
    -> i8 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi8>
  memref.store %w, %b[%c0] : memref<4xi16>
  %r = memref.load %a[%c0] : memref<4xi8>
  return %r : i8
}
func.func @tgt_types(%a: memref<4xi8>, %b: memref<4xi16>, %v: i8, %w: i16)
    -> i8 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi8>
  memref.store %w, %b[%c0] : memref<4xi16>
  return %v : i8
}
