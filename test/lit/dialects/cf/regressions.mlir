// RUN: not assay-opt %s 2>&1 | FileCheck %s

// Fuzzer finds in cf, one case each, kept reduced.

// A generic cf.cond_br given no operandSegmentSizes gets the default of three
// empty groups, as mlir-opt defaults the property: the operand count then
// disagrees, and the op shown in the note carries the default.
// CHECK: error: 'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// CHECK-NEXT: "cf.cond_br"(%c)
// CHECK: note: see current operation: "cf.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : (i1) -> ()
func.func @cond_br_default_segments(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}
