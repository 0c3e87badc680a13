// RUN: assay-opt --split-input-file %s | FileCheck %s
// RUN: assay-opt --split-input-file %s | assay-opt --split-input-file | FileCheck %s
// RUN: assay-opt --split-input-file --mlir-print-op-generic %s | assay-opt --split-input-file | FileCheck %s
// RUN: assay-opt --split-input-file --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The custom forms of the func ops, as mlir-opt prints them: inside a
// func.func the `func.` prefix is optional and not printed; function
// constants are named `%f`.

// CHECK-LABEL: func.func private @decl(i32, f32) -> (i64 {foo.r}) attributes {foo.x = 1 : i32}
// GENERIC: "func.func"() <{function_type = (i32, f32) -> i64, res_attrs = [{foo.r}], sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) {foo.x = 1 : i32} : () -> ()
func.func private @decl(i32, f32) -> (i64 {foo.r}) attributes {foo.x = 1 : i32}

// CHECK: func.func nested @named_decl(i32 {foo.a})
// GENERIC: "func.func"() <{arg_attrs = [{foo.a}], function_type = (i32) -> (), sym_name = "named_decl", sym_visibility = "nested"}>
func.func nested @named_decl(%x: i32 {foo.a})

// CHECK: func.func private @fn_result() -> ((i32) -> i32)
func.func private @fn_result() -> ((i32) -> i32)

// CHECK: func.func private @unit_result()
// GENERIC: "func.func"() <{function_type = () -> (), sym_name = "unit_result", sym_visibility = "private"}>
func.func private @unit_result() -> ()

// Empty attribute dictionaries leave no arg_attrs/res_attrs behind.
// CHECK: func.func private @empty_attrs(i32) -> i32
// GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "empty_attrs", sym_visibility = "private"}>
func.func private @empty_attrs(i32 {}) -> (i32 {})

// CHECK: func.func private @some_attrs(i32, f32) -> (i32, f32 {foo.b})
// GENERIC: "func.func"() <{function_type = (i32, f32) -> (i32, f32), res_attrs = [{}, {foo.b}], sym_name = "some_attrs", sym_visibility = "private"}>
func.func private @some_attrs(i32, f32) -> (i32, f32 {foo.b})

// CHECK-LABEL: func.func @body(%arg0: i32 {foo.a, foo.b = 2 : i64}, %arg1: i64) -> (i32 {foo.b}, i64) attributes {foo.x} {
// CHECK-NEXT: %0:2 = call @body(%arg0, %arg1) : (i32, i64) -> (i32, i64)
// CHECK-NEXT: %f = constant @body : (i32, i64) -> (i32, i64)
// CHECK-NEXT: %f_0 = constant @decl : (i32, f32) -> i64
// CHECK-NEXT: %1:2 = call_indirect %f(%arg0, %arg1) : (i32, i64) -> (i32, i64)
// CHECK-NEXT: call @unit() {foo.z} : () -> ()
// CHECK-NEXT: %f_1 = constant @unit : () -> ()
// CHECK-NEXT: call_indirect %f_1() {foo.y} : () -> ()
// CHECK-NEXT: return %arg0, %arg1 : i32, i64
// CHECK-NEXT: }
// GENERIC: "func.func"() <{arg_attrs = [{foo.a, foo.b = 2 : i64}, {}], function_type = (i32, i64) -> (i32, i64), res_attrs = [{foo.b}, {}], sym_name = "body"}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i64):
// GENERIC-NEXT: %0:2 = "func.call"(%[[A]], %[[B]]) <{callee = @body}> : (i32, i64) -> (i32, i64)
// GENERIC-NEXT: %1 = "func.constant"() <{value = @body}> : () -> ((i32, i64) -> (i32, i64))
// GENERIC-NEXT: %2 = "func.constant"() <{value = @decl}> : () -> ((i32, f32) -> i64)
// GENERIC-NEXT: %3:2 = "func.call_indirect"(%1, %[[A]], %[[B]]) : ((i32, i64) -> (i32, i64), i32, i64) -> (i32, i64)
// GENERIC-NEXT: "func.call"() <{callee = @unit}> {foo.z} : () -> ()
// GENERIC-NEXT: %4 = "func.constant"() <{value = @unit}> : () -> (() -> ())
// GENERIC-NEXT: "func.call_indirect"(%4) {foo.y} : (() -> ()) -> ()
// GENERIC-NEXT: "func.return"(%[[A]], %[[B]]) : (i32, i64) -> ()
// GENERIC-NEXT: }) {foo.x} : () -> ()
func.func @body(%a: i32 {foo.a, foo.b = 2}, %b: i64) -> (i32 {foo.b}, i64) attributes {foo.x} {
  %0:2 = call @body(%a, %b) : (i32, i64) -> (i32, i64)
  %f = constant @body : (i32, i64) -> (i32, i64)
  %g = func.constant @decl : (i32, f32) -> i64
  %1:2 = func.call_indirect %f(%a, %b) : (i32, i64) -> (i32, i64)
  func.call @unit() {foo.z} : () -> ()
  %h = "func.constant"() {value = @unit} : () -> (() -> ())
  call_indirect %h() {foo.y} : () -> ()
  func.return %a, %b : i32, i64
}

// CHECK-LABEL: func.func @unit() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unit() {
  return
}

// Symbol names that are not identifiers are quoted.
// CHECK-LABEL: func.func @"quoted name"(%arg0: i32) -> i32 {
// CHECK-NEXT: return {foo.r} %arg0 : i32
func.func @"quoted name"(%x: i32) -> (i32) {
  "func.return"(%x) {foo.r} : (i32) -> ()
}

// -----

// An explicitly public function keeps its visibility keyword.
// CHECK: func.func public @pub() {
// GENERIC: sym_name = "pub", sym_visibility = "public"
func.func public @pub() {
  return
}

// -----

// The signature's arguments name the entry block's arguments; the body may
// hold more blocks.
// CHECK-LABEL: func.func @blocks(%arg0: i1) -> i32 {
// CHECK: %0 = call @blocks(%arg0) : (i1) -> i32
// CHECK: ^bb1:
// CHECK-NEXT: return %0 : i32
func.func @blocks(%c: i1) -> i32 {
  %0 = call @blocks(%c) : (i1) -> i32
  cf.br ^bb1
^bb1:
  return %0 : i32
}
