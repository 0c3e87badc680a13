// RUN: assay-opt --split-input-file %s | FileCheck %s
// RUN: assay-opt --split-input-file %s | assay-opt --split-input-file | FileCheck %s
// RUN: assay-opt --split-input-file --mlir-print-op-generic %s | assay-opt --split-input-file | FileCheck %s
// RUN: assay-opt --split-input-file --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The custom forms of the cf ops, as mlir-opt prints them. Successor
// operands are operand segments in the generic form.

// CHECK-LABEL: func.func @branches(%arg0: i32, %arg1: i1, %arg2: i64) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):
// CHECK-NEXT: cf.cond_br %arg1, ^bb2(%0, %arg0 : i32, i32), ^bb3
// CHECK-NEXT: ^bb2(%1: i32, %2: i32):
// CHECK-NEXT: cf.cond_br %arg1, ^bb3, ^bb4 {branch_weights = array<i32: 1, 2>}
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg0 : i32),
// CHECK-NEXT: 42: ^bb2(%arg0, %arg0 : i32, i32),
// CHECK-NEXT: 43: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: cf.switch %arg2 : i64, [
// CHECK-NEXT: default: ^bb5]
// CHECK-NEXT: ^bb5:
// CHECK-NEXT: cf.assert %arg1, "msg \22q\22"
// CHECK-NEXT: cf.br ^bb6 {foo.a}
// CHECK-NEXT: ^bb6:
// CHECK-NEXT: cf.assert %arg1, "" {foo.b}
// CHECK-NEXT: return
// GENERIC: "cf.br"(%arg0)[^bb1] : (i32) -> ()
// GENERIC: "cf.cond_br"(%arg1, %0, %arg0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
// GENERIC: "cf.cond_br"(%arg1)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> {branch_weights = array<i32: 1, 2>} : (i1) -> ()
// GENERIC: "cf.switch"(%arg0, %arg0, %arg0, %arg0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 2, 0>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
// GENERIC: "cf.switch"(%arg2)[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// GENERIC: "cf.assert"(%arg1) <{msg = "msg \22q\22"}> : (i1) -> ()
// GENERIC: "cf.br"()[^bb6] {foo.a} : () -> ()
// GENERIC: "cf.assert"(%arg1) <{msg = ""}> {foo.b} : (i1) -> ()
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

// -----

// Case values are read at the flag's width and printed unsigned.
// CHECK-LABEL: func.func @case_values(%arg0: i8, %arg1: ui8, %arg2: si8) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 255: ^bb1,
// CHECK-NEXT: 255: ^bb2,
// CHECK-NEXT: 127: ^bb1,
// CHECK-NEXT: 0: ^bb2
// CHECK-NEXT: ] {foo.z}
// CHECK: cf.switch %arg1 : ui8, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 253: ^bb1
// CHECK-NEXT: ]
// CHECK: cf.switch %arg2 : si8, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 253: ^bb2
// CHECK-NEXT: ]
// GENERIC: case_values = dense<[-1, -1, 127, 0]> : vector<4xi8>
// GENERIC: case_values = dense<253> : vector<1xui8>
// GENERIC: case_values = dense<-3> : vector<1xsi8>
func.func @case_values(%x: i8, %y: ui8, %z: si8) {
  cf.switch %x : i8, [ default: ^bb1, 255: ^bb1, -1: ^bb2, 127: ^bb1, 256: ^bb2 ] {foo.z}
^bb1:
  cf.switch %y : ui8, [ default: ^bb2, -3: ^bb1 ]
^bb2:
  cf.switch %z : si8, [ default: ^bb3, 253: ^bb2 ]
^bb3:
  cf.br ^bb3
}

// -----

// Wide flags keep every bit of their case values.
// CHECK-LABEL: func.func @wide(%arg0: i128) {
// CHECK-NEXT: cf.switch %arg0 : i128, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 9223372036854775807: ^bb1
// CHECK-NEXT: ]
func.func @wide(%x: i128) {
  cf.switch %x : i128, [ default: ^bb1, 9223372036854775807: ^bb1 ]
^bb1:
  return
}
