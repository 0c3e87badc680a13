// An scf.forall whose scf.forall.in_parallel inserts into its shared
// outputs (tensor.parallel_insert_slice, written in generic form since
// Assay has no tensor dialect) cannot run: the interpreter says so, at the
// insert, before anything runs, and does not crash.
// UNSUPPORTED: oracle
// RUN: not assay-run --interp --allow-unregistered-dialect -e main %s 2>&1 | FileCheck %s

func.func private @printI64(i64)

func.func @main() {
  %t = ub.poison : tensor<4xf32>
  %one = arith.constant 1 : i64
  // CHECK-NOT: {{^}}1
  call @printI64(%one) : (i64) -> ()
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // CHECK: forall-parallel-inserts.mlir:[[@LINE+1]]:7: error: the interpreter cannot execute 'tensor.parallel_insert_slice' in scf.forall.in_parallel: parallel inserts into shared outputs need the tensor dialect, which Assay does not have
      "tensor.parallel_insert_slice"(%o, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, tensor<4xf32>) -> ()
    }
  }
  return
}
