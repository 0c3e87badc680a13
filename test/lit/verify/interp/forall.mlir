// scf.forall over memrefs: the normalized form (`in (ubs)`), the form with
// lower bounds and steps, static and dynamic, nested, empty, and with an
// explicit empty scf.forall.in_parallel. The interpreter runs iterations in
// row-major order of the index space; the results here do not depend on
// the order.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printMemrefI64(memref<*xi64>)

func.func @fill(%m: memref<?x?xi64>, %v: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xi64>
  %c = memref.dim %m, %c1 : memref<?x?xi64>
  scf.forall (%i, %j) in (%r, %c) {
    memref.store %v, %m[%i, %j] : memref<?x?xi64>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc() : memref<4x6xi64>
  %dm = memref.cast %m : memref<4x6xi64> to memref<?x?xi64>
  %um = memref.cast %m : memref<4x6xi64> to memref<*xi64>
  %zero = arith.constant 0 : i64
  call @fill(%dm, %zero) : (memref<?x?xi64>, i64) -> ()

  // Static normalized bounds: m[i][j] = 10 * i + j.
  scf.forall (%i, %j) in (4, 6) {
    %a = arith.muli %i, %c10 : index
    %b = arith.addi %a, %j : index
    %v = arith.index_cast %b : index to i64
    memref.store %v, %m[%i, %j] : memref<4x6xi64>
  }
  // CHECK: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3,   4,   5],
  // CHECK-NEXT: [10,   11,   12,   13,   14,   15],
  // CHECK-NEXT: [20,   21,   22,   23,   24,   25],
  // CHECK-NEXT: [30,   31,   32,   33,   34,   35]]
  call @printMemrefI64(%um) : (memref<*xi64>) -> ()

  // Lower bounds and steps, mixed static and dynamic: rows 1 and 3,
  // columns 0, 2 and 4, negated.
  scf.forall (%i, %j) = (%c1, 0) to (4, %c6) step (2, %c2) {
    %v = memref.load %m[%i, %j] : memref<4x6xi64>
    %n = arith.subi %zero, %v : i64
    memref.store %n, %m[%i, %j] : memref<4x6xi64>
  }
  // CHECK: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3,   4,   5],
  // CHECK-NEXT: [-10,   11,   -12,   13,   -14,   15],
  // CHECK-NEXT: [20,   21,   22,   23,   24,   25],
  // CHECK-NEXT: [-30,   31,   -32,   33,   -34,   35]]
  call @printMemrefI64(%um) : (memref<*xi64>) -> ()

  // Empty index spaces run no iteration.
  %one = arith.constant 1 : i64
  scf.forall (%i) in (%c0) {
    memref.store %one, %m[%c0, %c0] : memref<4x6xi64>
  }
  scf.forall (%i, %j) = (%c4, 0) to (%c2, 6) step (1, 1) {
    memref.store %one, %m[%c0, %c0] : memref<4x6xi64>
  }

  // Nested, the outer one with an explicit terminator: columns 1 and 5 of
  // each row, through a subview of the row, get i * j.
  scf.forall (%i) in (4) {
    %row = memref.subview %m[%i, 0] [1, 6] [1, 1] : memref<4x6xi64> to memref<1x6xi64, strided<[6, 1], offset: ?>>
    scf.forall (%j) = (1) to (6) step (4) {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %p = arith.muli %ii, %jj : i64
      memref.store %p, %row[%c0, %j] : memref<1x6xi64, strided<[6, 1], offset: ?>>
    }
    scf.forall.in_parallel {
    }
  }
  // CHECK: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
  // CHECK-NEXT: {{\[}}[0,   0,   2,   3,   4,   0],
  // CHECK-NEXT: [-10,   1,   -12,   13,   -14,   5],
  // CHECK-NEXT: [20,   2,   22,   23,   24,   10],
  // CHECK-NEXT: [-30,   3,   -32,   33,   -34,   15]]
  call @printMemrefI64(%um) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<4x6xi64>
  return
}
