// tv-13 (found verifying the memref view patterns): assay-run gave a
// memref.view to i8 elements the byte shift as its offset, although the
// view's type states offset 0 (the shift moves where element 0 starts, as
// the lowering moves the aligned pointer). A cast of the view to a dynamic
// shape then failed as undefined behaviour ("cast to offset 0 of a memref
// with offset 2") and a printed view showed offset 2. Right: offset 0, and
// the elements from the shift on (i8 elements print as characters).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s

func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %cA = arith.constant 65 : i8
  %b = memref.alloc() : memref<8xi8>
  scf.for %i = %c0 to %c8 step %c1 {
    %n = arith.index_cast %i : index to i8
    %v = arith.addi %n, %cA : i8
    memref.store %v, %b[%i] : memref<8xi8>
  }
  %w = memref.view %b[%c2][] : memref<8xi8> to memref<3xi8>
  %d = memref.cast %w : memref<3xi8> to memref<?xi8>
  %u = memref.cast %d : memref<?xi8> to memref<*xi8>
  // CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [C,  D,  E]
  call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  memref.dealloc %b : memref<8xi8>
  return
}
