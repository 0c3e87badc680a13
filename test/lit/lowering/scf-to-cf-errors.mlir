// An scf.forall with shared outputs (not bufferized) cannot be lowered, as
// in mlir-opt 19: the pass fails and nothing is printed.
// RUN: not assay-opt --convert-scf-to-cf %s 2>&1 | FileCheck %s
// RUN: not assay-opt --convert-scf-to-cf %s 2>/dev/null | count 0

func.func @outs(%t: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: scf-to-cf-errors.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
  }
  return %r : tensor<8xf32>
}
