func.func @wide(%x: i128) {
  cf.switch %x : i128, [ default: ^bb1, 9223372036854775807: ^bb1 ]
^bb1:
  return
}
