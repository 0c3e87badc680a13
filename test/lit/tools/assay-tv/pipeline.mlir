// assay-tv -p: every function after the pipeline is checked against the
// same-named function before it; a function the pipeline removed is listed
// as not checked (and does not change the exit status). The pass flags of
// assay-opt (`--canonicalize`) are accepted too, and --json prints one
// object per function.
// UNSUPPORTED: oracle
// RUN: assay-tv -p 'builtin.module(inline,canonicalize,symbol-dce)' %s | FileCheck %s
// RUN: assay-tv --canonicalize --json %s | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: func.func @f(%arg0: i8) -> i8 {
// CHECK: call @g
// CHECK: =>
// CHECK-NEXT: func.func @f(%arg0: i8) -> i8 {
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: }
// CHECK-NEXT: Transformation seems to be correct!{{$}}
// CHECK: @g: not checked: removed by the transformation
// CHECK: Summary:
// CHECK-NEXT: 1 correct transformations
// CHECK-NEXT: 0 incorrect transformations
// CHECK-NEXT: 0 failed-to-prove transformations
// CHECK-NEXT: 0 errors
// CHECK-NEXT: 1 functions not checked

// JSON: {{^}}{"approximations":[],"bound_hit":false,"name":"f",{{.*}}"status":"correct","unroll":8}
// JSON-NEXT: {{^}}{"approximations":[],"bound_hit":false,"name":"g",{{.*}}"status":"correct","unroll":8}
// JSON-NEXT: {{^}}{"summary":{"correct":2,"errors":0,"failed_to_prove":0,"incorrect":0}}
func.func @f(%a: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.addi %a, %c0 : i8
  %d = call @g(%r) : (i8) -> i8
  return %d : i8
}
func.func private @g(%a: i8) -> i8 {
  return %a : i8
}
