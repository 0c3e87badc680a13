func.func @while_loops(%n: i32, %c: i1) -> i32 {
  %r = scf.while (%i = %n) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%x: i32):
    %next = arith.addi %x, %x : i32
    scf.yield %next : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %p:2 = scf.while (%i = %n, %j = %c) : (i32, i1) -> (i1, i32) {
    scf.condition(%j) %j, %i : i1, i32
  } do {
  ^bb0(%x: i1, %y: i32):
    scf.yield %y, %x : i32, i1
  } attributes {tag}
  return %r : i32
}
