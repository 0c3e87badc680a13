func.func @conditionals(%c: i1, %a: i32, %b: i32) -> i32 {
  scf.if %c {
    %x = arith.addi %a, %b : i32
  }
  scf.if %c {
  } else {
  }
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %p:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  } {hint}
  return %r : i32
}
