// RUN: assay-opt %s --split-input-file --verify-diagnostics

// memref.dma_start and memref.dma_wait were missing, so their verifiers
// were too. A reduced set of their diagnostics, as mlir-opt 19 words them
// (test/lit/dialects/memref/invalid-dma.mlir has them all).

func.func @too_few_for_source(%src: memref<4x4x4xi8>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%src, %i, %i, %i) : (memref<4x4x4xi8>, index, index, index) -> ()
  return
}

// -----

func.func @destination_index(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %t: memref<i32>, %i: index, %v: i64) {
  // expected-error @+1 {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%src, %i, %dst, %v, %i, %t) : (memref<4xi8>, index, memref<4xi8, 1>, i64, index, memref<i32>) -> ()
  return
}

// -----

func.func @one_stride(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %t: memref<i32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %src[%i], %dst[%i], %i, %t[], %i : memref<4xi8>, memref<4xi8, 1>, memref<i32>
  return
}

// -----

func.func @wait_rank(%t: memref<2x2xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
  memref.dma_wait %t[%i], %i : memref<2x2xi32>
  return
}
