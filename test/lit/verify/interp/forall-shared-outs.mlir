// scf.forall with shared outputs. They are tensors, which only
// tensor.parallel_insert_slice (in scf.forall.in_parallel) may update, and
// Assay has no tensor dialect: a forall whose terminator is empty runs,
// every iteration sees the initial values and they are the results (one
// with inserts is refused: forall-parallel-inserts.mlir). mlir-opt's
// lowering (scf-forall-to-for) does not take shared outputs, so only the
// interpreter runs this.
// UNSUPPORTED: oracle
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @pass(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %t = ub.poison : tensor<4xf32>
  %n = memref.alloca() : memref<i64>
  %zero = arith.constant 0 : i64
  memref.store %zero, %n[] : memref<i64>
  // Both loops run their iterations; the results are the initial values.
  %r:2 = scf.forall (%i, %j) in (2, 3) shared_outs(%a = %t, %b = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    %v = memref.load %n[] : memref<i64>
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    memref.store %w, %n[] : memref<i64>
    scf.forall.in_parallel {
    }
  }
  %s = func.call @pass(%r#1) : (tensor<4xf32>) -> tensor<4xf32>
  %count = memref.load %n[] : memref<i64>
  // CHECK: 6
  call @printI64(%count) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
