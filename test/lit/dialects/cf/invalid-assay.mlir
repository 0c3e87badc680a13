// RUN: assay-opt %s --split-input-file --verify-diagnostics
// UNSUPPORTED: oracle

// Malformed cf ops that mlir-opt 19 does not diagnose the same way: it
// crashes on a switch with cases but no `case_values`, and rejects a wrongly
// sized `operandSegmentSizes` while converting properties ("size mismatch in
// attribute conversion") where Assay's verifier reports it.

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (0) should match number of case destinations (1)}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.switch' op number of case operand segments (0) should match number of case destinations (1)}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{'cf.cond_br' op 'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2}}
  "cf.cond_br"(%x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  return
}
