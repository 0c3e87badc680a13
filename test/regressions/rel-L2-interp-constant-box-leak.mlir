// rel-L2: the interpreter leaked the box of every vector constant (the
// record kept the prototype that each execution shares, and nothing freed
// it), and the decoded data of ops whose shapes outgrow their inline
// storage (a rank-5 subview's offsets, sizes and strides: the arena that
// holds them never ran their destructors). Every such box and buffer must
// be freed with the program: valgrind finds no leak.
// RUN: assay-run --interp %s | count 0
// RUN: %if valgrind %{ valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect --error-exitcode=1 assay-run --interp %s %}

func.func @main() {
  %k = arith.constant dense<[1, 2, 3, 4]> : vector<4xi64>
  %e = arith.addi %k, %k : vector<4xi64>
  %w = arith.constant dense<1> : vector<2xi128>
  %m = memref.alloc() : memref<1x2x3x4x5xf32>
  %v = memref.subview %m[0, 0, 0, 0, 0][1, 2, 3, 4, 5][1, 1, 1, 1, 1] : memref<1x2x3x4x5xf32> to memref<1x2x3x4x5xf32, strided<[120, 60, 20, 5, 1]>>
  memref.dealloc %m : memref<1x2x3x4x5xf32>
  return
}
