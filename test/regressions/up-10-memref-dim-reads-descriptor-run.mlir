// memref.dim and memref.rank were undefined behaviour on freed memory, so
// a dim could not be hoisted out of a loop that might not run (up-10). They
// read the descriptor, not memory: on freed memory they still answer (and
// on a poison memref they give poison).
// UNSUPPORTED: oracle
// RUN: assay-run --interp -e dim_after_free --entry-point-result=i64 %s | FileCheck %s --check-prefix=DIM

// dim 5 plus rank 1:
// DIM: 6
func.func @dim_after_free() -> i64 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c5) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  %r = memref.rank %m : memref<?xf32>
  %s = arith.addi %d, %r : index
  %i = arith.index_cast %s : index to i64
  return %i : i64
}
