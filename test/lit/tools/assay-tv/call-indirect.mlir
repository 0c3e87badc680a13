// func.call_indirect of a func.constant is the call of that function: the
// encoder inlines the callee as for func.call. A function value from
// anywhere else, and a func.constant used other than as such a callee, are
// not modelled: a located error, and the run exits 2.
// UNSUPPORTED: oracle
// RUN: %expect-exit 2 assay-tv %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

func.func private @sub(%a: i8, %b: i8) -> i8 {
  %s = arith.subi %a, %b : i8
  return %s : i8
}

// CHECK-LABEL: func.func @src_indirect
// CHECK: Transformation seems to be correct!{{$}}
func.func @src_indirect(%x: i8, %y: i8) -> i8 {
  %f = func.constant @sub : (i8, i8) -> i8
  %r = func.call_indirect %f(%x, %y) : (i8, i8) -> i8
  return %r : i8
}
func.func @tgt_indirect(%x: i8, %y: i8) -> i8 {
  %r = func.call @sub(%x, %y) : (i8, i8) -> i8
  return %r : i8
}

// The operands in the other order: refuted.
// CHECK-LABEL: func.func @src_swapped
// CHECK: Transformation doesn't verify!{{$}}
func.func @src_swapped(%x: i8, %y: i8) -> i8 {
  %f = func.constant @sub : (i8, i8) -> i8
  %r = func.call_indirect %f(%x, %y) : (i8, i8) -> i8
  return %r : i8
}
func.func @tgt_swapped(%x: i8, %y: i8) -> i8 {
  %r = func.call @sub(%y, %x) : (i8, i8) -> i8
  return %r : i8
}

// ERR: call-indirect.mlir:[[@LINE+4]]:8: error: the validator models func.constant only as the callee of func.call_indirect
// CHECK-LABEL: func.func @src_chosen
// CHECK: ERROR: the validator models func.constant only as the callee of func.call_indirect
func.func @src_chosen(%c: i1, %x: i8, %y: i8) -> i8 {
  %f = func.constant @sub : (i8, i8) -> i8
  %h = scf.if %c -> ((i8, i8) -> i8) {
    scf.yield %f : (i8, i8) -> i8
  } else {
    scf.yield %f : (i8, i8) -> i8
  }
  %r = func.call_indirect %h(%x, %y) : (i8, i8) -> i8
  return %r : i8
}
func.func @tgt_chosen(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = func.call @sub(%x, %y) : (i8, i8) -> i8
  return %r : i8
}
