func.func @regions(%c: i1, %a: i32, %idx: index) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  %p:2 = scf.execute_region -> (i32, i1) {
    scf.yield %a, %c : i32, i1
  }
  scf.execute_region {
    scf.yield
  }
  %s = scf.index_switch %idx -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    %z = arith.constant 5 : i32
    scf.yield %z : i32
  }
  default {
    scf.yield %r : i32
  }
  scf.index_switch %idx
  case 0 {
    scf.yield
  }
  default {
  }
  %t:2 = scf.index_switch %idx {tag} -> i32, i1
  default {
    scf.yield %a, %c : i32, i1
  }
  return %s : i32
}
