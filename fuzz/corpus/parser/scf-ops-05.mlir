func.func @forall_loops(%n: index, %t: tensor<8x?xf32>) -> tensor<8x?xf32> {
  scf.forall (%i, %j) in (8, %n) {
    %x = arith.addi %i, %j : index
  }
  scf.forall (%i) = (0) to (%n) step (2) {
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i) = (%c1) to (%n) step (%n) {
  } {tag}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8x?xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8x?xf32>
}
