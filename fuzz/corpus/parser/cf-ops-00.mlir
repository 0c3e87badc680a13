func.func @branches(%a: i32, %c: i1, %s: i64) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2(%x, %a : i32, i32), ^bb3
^bb2(%y: i32, %z: i32):
  cf.cond_br %c, ^bb3, ^bb4 {branch_weights = array<i32: 1, 2>}
^bb3:
  cf.switch %a : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a, %a : i32, i32),
    43: ^bb3
  ]
^bb4:
  cf.switch %s : i64, [ default: ^bb5 ]
^bb5:
  cf.assert %c, "msg \"q\""
  cf.br ^bb6 {foo.a}
^bb6:
  "cf.assert"(%c) {msg = "", foo.b} : (i1) -> ()
  return
}
