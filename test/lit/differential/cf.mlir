// REQUIRES: mlir-opt
// RUN: assay-opt %s -o %t.assay && mlir-opt %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-op-generic %s -o %t.assay && mlir-opt --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-debuginfo %s -o %t.assay && mlir-opt --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.assay && mlir-opt --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir
// RUN: mlir-opt --mlir-print-op-generic --mlir-print-debuginfo %s | assay-opt --mlir-print-debuginfo -o %t.assay2 && assay-opt --mlir-print-debuginfo %s -o %t.assay && diff %t.assay2 %t.assay
// RUN: mlir-opt %s -o %t.mlir && mlir-opt %s | assay-opt -o %t.assay2 && diff %t.assay2 %t.mlir

// Differential: every cf op and syntax variant (successor operands, switch
// cases with and without operands, case values wrapping at the flag's
// width, discardable attributes after each form), printed by both tools in
// custom and generic form, with and without locations, and read back by the
// other tool.

func.func @branches(%a: i32, %c: i1, %s: i64, %n: i8, %u: ui16, %w: i128) -> i32 {
  cf.br ^bb1(%a : i32) loc("br.c":1:1)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2(%x, %a : i32, i32), ^bb3
^bb2(%y: i32, %z: i32):
  cf.cond_br %c, ^bb3, ^bb4(%y : i32) {branch_weights = array<i32: 1, 2>}
^bb3:
  cf.switch %a : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a, %a : i32, i32),
    -7: ^bb3,
    43: ^bb4(%x : i32)
  ] {foo.s}
^bb4(%v: i32):
  cf.switch %s : i64, [ default: ^bb5 ]
^bb5:
  cf.switch %n : i8, [ default: ^bb6, 255: ^bb5, 300: ^bb6 ]
^bb6:
  cf.switch %u : ui16, [ default: ^bb7, -1: ^bb6 ]
^bb7:
  cf.switch %w : i128, [ default: ^bb8, 9223372036854775807: ^bb7, 12: ^bb8 ]
^bb8:
  cf.assert %c, "msg \"q\" \n end" loc("assert.c":2:2)
  "cf.assert"(%c) {msg = "", foo.b} : (i1) -> ()
  "cf.br"(%v)[^bb9] {foo.a} : (i32) -> ()
^bb9(%r: i32):
  return %r : i32
}
