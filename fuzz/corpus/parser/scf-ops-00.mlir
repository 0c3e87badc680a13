func.func @for_loops(%lb: index, %ub: index, %step: index, %init: f32, %n: i32) -> f32 {
  scf.for %i = %lb to %ub step %step {
    %x = arith.addi %i, %i : index
  }
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %next = arith.addf %acc, %acc : f32
    scf.yield %next : f32
  }
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%a = %init, %b = %n) -> (f32, i32) : i32 {
    %b2 = arith.addi %b, %j : i32
    scf.yield %a, %b2 : f32, i32
  }
  scf.for %j = %c0 to %n step %c1 : i32 {
  } {tag = "loop"}
  return %sum : f32
}
