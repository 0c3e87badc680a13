// memref.alloc with layout symbol operands (valid since up-04) ran with the
// symbols' values ignored: the interpreter laid the allocation out by its
// sizes alone, so its offset and strides were not the ones the program
// gave. It now refuses such an allocation with an error (not undefined
// behaviour); MLIR 19's lowering does not lower it either.
// UNSUPPORTED: oracle
// RUN: not assay-run --interp -e main %s 2>&1 | FileCheck %s

func.func @main() {
  %c2 = arith.constant 2 : index
  // CHECK: [[@LINE+1]]:8: error: the interpreter cannot allocate a layout given by symbol operands
  %0 = memref.alloc()[%c2, %c2] : memref<4xi32, strided<[?], offset: ?>>
  return
}
