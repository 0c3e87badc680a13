func.func @case_values(%x: i8, %y: ui8, %z: si8) {
  cf.switch %x : i8, [ default: ^bb1, 255: ^bb1, -1: ^bb2, 127: ^bb1, 256: ^bb2 ] {foo.z}
^bb1:
  cf.switch %y : ui8, [ default: ^bb2, -3: ^bb1 ]
^bb2:
  cf.switch %z : si8, [ default: ^bb3, 253: ^bb2 ]
^bb3:
  cf.br ^bb3
}
