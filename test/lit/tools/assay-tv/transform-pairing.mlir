// How -p and --opt-command pair the functions before and after: by name,
// in the order of the result. A function whose type changed, that lost or
// gained a body, that was added or that was removed is listed as not
// checked with the reason, in text and in JSON; two declarations are
// skipped. None of these changes the exit status.
// UNSUPPORTED: oracle
// RUN: split-file %s %t
// RUN: assay-tv --opt-command='cat %t/after.mlir' %t/before.mlir | FileCheck %s
// RUN: assay-tv --json --opt-command='cat %t/after.mlir' %t/before.mlir | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: func.func @keep(
// CHECK: Transformation seems to be correct!
// CHECK-NOT: Transformation
// CHECK: @retype: not checked: its type changed from (i8) -> i8 to (i16) -> i16
// CHECK-EMPTY:
// CHECK-NEXT: ---
// CHECK-NEXT: @lose_body: not checked: its body was removed
// CHECK: @gain_body: not checked: it has a body only after the transformation
// CHECK: @added: not checked: added by the transformation
// CHECK: @gone: not checked: removed by the transformation
// CHECK-NOT: @decl
// CHECK: Summary:
// CHECK-NEXT: 1 correct transformations
// CHECK: 5 functions not checked

// JSON: {"approximations":[],"bound_hit":false,"name":"keep",{{.*}}"status":"correct"
// JSON-NEXT: {"name":"retype","reason":"its type changed from (i8) -> i8 to (i16) -> i16","status":"not_checked"}
// JSON-NEXT: {"name":"lose_body","reason":"its body was removed","status":"not_checked"}
// JSON-NEXT: {"name":"gain_body","reason":"it has a body only after the transformation","status":"not_checked"}
// JSON-NEXT: {"name":"added","reason":"added by the transformation","status":"not_checked"}
// JSON-NEXT: {"name":"gone","reason":"removed by the transformation","status":"not_checked"}
// JSON-NEXT: {"summary":{"correct":1,"errors":0,"failed_to_prove":0,"incorrect":0,"not_checked":5}}

//--- before.mlir
func.func @keep(%a: i8) -> i8 {
  return %a : i8
}
func.func @retype(%a: i8) -> i8 {
  return %a : i8
}
func.func @lose_body(%a: i8) -> i8 {
  return %a : i8
}
func.func private @gain_body(%a: i8) -> i8
func.func private @decl(%a: i8) -> i8
func.func @gone(%a: i8) -> i8 {
  return %a : i8
}
//--- after.mlir
func.func @keep(%a: i8) -> i8 {
  return %a : i8
}
func.func @retype(%a: i16) -> i16 {
  return %a : i16
}
func.func private @lose_body(%a: i8) -> i8
func.func @gain_body(%a: i8) -> i8 {
  return %a : i8
}
func.func private @decl(%a: i8) -> i8
func.func @added(%a: i8) -> i8 {
  return %a : i8
}
