// A program with scf.forall loops prints the same before and after
// scf-forall-to-for, run by the reference interpreter (under the oracle,
// mlir-cpu-runner 19 runs both).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --scf-forall-to-for %s -o %t.for.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.for.mlir | FileCheck %s

func.func private @printMemrefI64(memref<*xi64>)

// m[i][j] = 10 * i + j on the odd rows and even columns of a 4x4 memref,
// -1 elsewhere.
func.func @main() {
  %m = memref.alloc() : memref<4x4xi64>
  %minus = arith.constant -1 : i64
  %ten = arith.constant 10 : i64
  scf.forall (%i, %j) in (4, 4) {
    memref.store %minus, %m[%i, %j] : memref<4x4xi64>
  }
  %c4 = arith.constant 4 : index
  scf.forall (%i) = (1) to (%c4) step (2) {
    scf.forall (%j) = (0) to (4) step (2) {
      %i64 = arith.index_cast %i : index to i64
      %j64 = arith.index_cast %j : index to i64
      %t = arith.muli %i64, %ten : i64
      %v = arith.addi %t, %j64 : i64
      memref.store %v, %m[%i, %j] : memref<4x4xi64>
    }
  }
  %u = memref.cast %m : memref<4x4xi64> to memref<*xi64>
  // CHECK: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1]
  // CHECK-NEXT: {{\[}}[-1,   -1,   -1,   -1],
  // CHECK-NEXT:  [10,   -1,   12,   -1],
  // CHECK-NEXT:  [-1,   -1,   -1,   -1],
  // CHECK-NEXT:  [30,   -1,   32,   -1]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<4x4xi64>
  return
}
