// The meaning of memref.dma_start and memref.dma_wait (the ops were
// missing; docs/semantics.md, section memref): a transfer is over when its
// dma_start is, element k being the one k places after the start in the
// row-major order of each memref; with a stride, the memref in the default
// memory space is read in runs. No MLIR 19 lowering runs these ops, so the
// oracle cannot check them.
// UNSUPPORTED: oracle
// RUN: assay-run --interp %s | FileCheck %s
// RUN: not assay-run --interp -e past_end %s 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not assay-run --interp -e freed_tag %s 2>&1 | FileCheck %s --check-prefix=FREED

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %src = memref.alloc() : memref<2x4xf32>
  %dst = memref.alloc() : memref<8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %src[%i, %j] : memref<2x4xf32>
    }
  }
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %z, %dst[%i] : memref<8xf32, 1>
  }
  %view = memref.memory_space_cast %dst : memref<8xf32, 1> to memref<8xf32>
  %print = memref.cast %view : memref<8xf32> to memref<*xf32>
  // Elements 1 to 4 of the source, row-major, to elements 2 to 5.
  // CHECK: [0,  0,  1,  2,  3,  4,  0,  0]
  memref.dma_start %src[%c0, %c1], %dst[%c2], %c4, %tag[%c0] : memref<2x4xf32>, memref<8xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32>
  call @printMemrefF32(%print) : (memref<*xf32>) -> ()
  // Runs of 2 source elements, 3 apart: 0, 1, then 3, 4.
  // CHECK: [0,  1,  3,  4,  3,  4,  0,  0]
  memref.dma_start %src[%c0, %c0], %dst[%c0], %c4, %tag[%c0], %c3, %c2 : memref<2x4xf32>, memref<8xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32>
  call @printMemrefF32(%print) : (memref<*xf32>) -> ()
  return
}

func.func @past_end() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %src = memref.alloc() : memref<2x4xf32>
  %dst = memref.alloc() : memref<8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  // PAST: [[@LINE+1]]:3: error: undefined behavior in 'memref.dma_start': dma_start of 4 elements reaches past the end of the source memref
  memref.dma_start %src[%c1, %c1], %dst[%c0], %c4, %tag[%c0] : memref<2x4xf32>, memref<8xf32, 1>, memref<1xi32>
  return
}

func.func @freed_tag() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %tag = memref.alloc() : memref<1xi32>
  memref.dealloc %tag : memref<1xi32>
  // FREED: [[@LINE+1]]:3: error: undefined behavior in 'memref.dma_wait': use after free of the tag memref (it was deallocated)
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32>
  return
}
