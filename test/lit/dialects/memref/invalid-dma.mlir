// RUN: assay-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of memref.dma_start and memref.dma_wait,
// after the cases of MLIR's own memref tests (rewritten), worded as
// mlir-opt 19 words them. dma_start finds its operand groups from the ranks
// of its memrefs and reports the first that the operands seen so far show
// to be wrong.

func.func @no_operands() {
  // expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"() : () -> ()
  return
}

// -----

func.func @source_not_memref(%v: i32, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%v, %i, %i, %i) : (i32, index, index, index) -> ()
  return
}

// -----

func.func @too_few_for_source(%src: memref<4x4x4xi8>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%src, %i, %i, %i) : (memref<4x4x4xi8>, index, index, index) -> ()
  return
}

// -----

func.func @source_index(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %t: memref<i32>, %i: index, %v: i64) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%src, %v, %dst, %i, %i, %t) : (memref<4xi8>, i64, memref<4xi8, 1>, index, index, memref<i32>) -> ()
  return
}

// -----

func.func @destination_not_memref(%src: memref<4xi8>, %t: memref<i32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected destination to be of memref type}}
  "memref.dma_start"(%src, %i, %i, %i, %t) : (memref<4xi8>, index, index, index, memref<i32>) -> ()
  return
}

// -----

func.func @too_few_for_destination(%src: memref<4xi8>, %dst: memref<4x4xi8, 1>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%src, %i, %dst, %i, %i, %i) : (memref<4xi8>, index, memref<4x4xi8, 1>, index, index, index) -> ()
  return
}

// -----

func.func @destination_index(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %t: memref<i32>, %i: index, %v: i64) {
  // expected-error @+1 {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%src, %i, %dst, %v, %i, %t) : (memref<4xi8>, index, memref<4xi8, 1>, i64, index, memref<i32>) -> ()
  return
}

// -----

func.func @count(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %t: memref<i32>, %i: index, %v: i64) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%src, %i, %dst, %i, %v, %t) : (memref<4xi8>, index, memref<4xi8, 1>, index, i64, memref<i32>) -> ()
  return
}

// -----

func.func @tag_not_memref(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %i: index, %v: i64) {
  // expected-error @+1 {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%src, %i, %dst, %i, %i, %v) : (memref<4xi8>, index, memref<4xi8, 1>, index, index, i64) -> ()
  return
}

// -----

func.func @too_few_for_tag(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %t: memref<2xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%src, %i, %dst, %i, %i, %t) : (memref<4xi8>, index, memref<4xi8, 1>, index, index, memref<2xi32>) -> ()
  return
}

// -----

func.func @tag_index(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %t: memref<2xi32>, %i: index, %v: i64) {
  // expected-error @+1 {{'memref.dma_start' op expected tag indices to be of index type}}
  "memref.dma_start"(%src, %i, %dst, %i, %i, %t, %v) : (memref<4xi8>, index, memref<4xi8, 1>, index, index, memref<2xi32>, i64) -> ()
  return
}

// -----

func.func @one_stride_operand(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %t: memref<i32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%src, %i, %dst, %i, %i, %t, %i) : (memref<4xi8>, index, memref<4xi8, 1>, index, index, memref<i32>, index) -> ()
  return
}

// -----

func.func @stride_type(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %t: memref<i32>, %i: index, %v: i64) {
  // expected-error @+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%src, %i, %dst, %i, %i, %t, %v, %i) : (memref<4xi8>, index, memref<4xi8, 1>, index, index, memref<i32>, i64, index) -> ()
  return
}

// -----

func.func @unranked_source(%src: memref<*xi8>, %dst: memref<4xi8, 1>, %t: memref<i32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  memref.dma_start %src[%i], %dst[%i], %i, %t[] : memref<*xi8>, memref<4xi8, 1>, memref<i32>
  return
}

// -----

func.func @two_types(%src: memref<4xi8>, %dst: memref<4xi8, 1>, %t: memref<i32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %src[%i], %dst[%i], %i, %t[] : memref<4xi8>, memref<4xi8, 1>
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

// -----

func.func @wait_index(%t: memref<2xi32>, %i: index, %v: i64) {
  // expected-error @+1 {{'memref.dma_wait' op operand #1 must be variadic of index, but got 'i64'}}
  "memref.dma_wait"(%t, %v, %i) : (memref<2xi32>, i64, index) -> ()
  return
}

// -----

func.func @wait_count(%t: memref<2xi32>, %i: index, %v: i64) {
  // expected-error @+1 {{'memref.dma_wait' op operand #2 must be index, but got 'i64'}}
  "memref.dma_wait"(%t, %i, %v) : (memref<2xi32>, index, i64) -> ()
  return
}

// -----

func.func @wait_tag(%v: i64, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op operand #0 must be memref of any type values, but got 'i64'}}
  "memref.dma_wait"(%v, %i) : (i64, index) -> ()
  return
}

// -----

func.func @wait_operands(%t: memref<i32>) {
  // expected-error @+1 {{'memref.dma_wait' op expected 2 or more operands, but found 1}}
  "memref.dma_wait"(%t) : (memref<i32>) -> ()
  return
}

// -----

func.func @wait_unranked(%t: memref<*xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_wait' invalid kind of type specified}}
  memref.dma_wait %t[%i], %i : memref<*xi32>
  return
}
