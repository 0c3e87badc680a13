// up-06, found in review: the interpreter's dma_start sized its buffer of
// moved elements by the element count before checking a strided transfer's
// contiguous side (a host allocation of billions of elements), and computed
// a strided position with signed arithmetic that may overflow. A huge count
// or stride is undefined behaviour reported at the op.
// UNSUPPORTED: oracle
// RUN: not assay-run --interp -e huge_count %s 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not assay-run --interp -e huge_stride %s 2>&1 | FileCheck %s --check-prefix=STRIDE

// COUNT: error: undefined behavior in 'memref.dma_start': dma_start of 4611686018427387904 elements reaches past the end of the destination memref
func.func @huge_count() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4611686018427387904 : index
  %stride = arith.constant 2 : index
  %per = arith.constant 1 : index
  %src = memref.alloc() : memref<8xf32>
  %dst = memref.alloc() : memref<8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0], %stride, %per
      : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
  return
}

// STRIDE: error: undefined behavior in 'memref.dma_start': dma_start reaches past the end of the source memref
func.func @huge_stride() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  %stride = arith.constant 4611686018427387904 : index
  %per = arith.constant 1 : index
  %src = memref.alloc() : memref<8xf32>
  %dst = memref.alloc() : memref<8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0], %stride, %per
      : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
  return
}
