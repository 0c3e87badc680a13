func.func @parallel_loops(%lb: index, %ub: index, %step: index, %init: f32, %k: i32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %x = arith.addi %i, %j : index
    scf.reduce
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    %v = arith.constant 1.0 : f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  %p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init, %k) -> (f32, i32) {
    scf.reduce(%init, %k : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      %m = arith.maxsi %l, %rr : i32
      scf.reduce.return %m : i32
    }
  } {tag}
  return %r : f32
}
