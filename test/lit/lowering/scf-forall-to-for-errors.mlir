// An scf.forall with shared outputs cannot become scf.for loops: the pass
// fails at the op and nothing is printed (mlir-opt 19 crashes on it).
// UNSUPPORTED: oracle
// RUN: not assay-opt --scf-forall-to-for %s 2>&1 | FileCheck %s
// RUN: not assay-opt --scf-forall-to-for %s 2>/dev/null | count 0

func.func @outs(%t: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: scf-forall-to-for-errors.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
  }
  return %r : tensor<8xf32>
}
