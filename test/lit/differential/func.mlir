// REQUIRES: mlir-opt
// RUN: assay-opt %s -o %t.assay && mlir-opt %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-op-generic %s -o %t.assay && mlir-opt --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-debuginfo %s -o %t.assay && mlir-opt --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.assay && mlir-opt --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir
// RUN: mlir-opt --mlir-print-op-generic --mlir-print-debuginfo %s | assay-opt --mlir-print-debuginfo -o %t.assay2 && assay-opt --mlir-print-debuginfo %s -o %t.assay && diff %t.assay2 %t.assay
// RUN: mlir-opt %s -o %t.mlir && mlir-opt %s | assay-opt -o %t.assay2 && diff %t.assay2 %t.mlir

// Differential: every func op and signature form, printed by both tools in
// custom and generic form, with and without locations, and read back by the
// other tool.

func.func private @decl(i32 loc("decl.c":1:2), f32) -> (i64 {foo.r}) attributes {foo.x = 1 : i32}
func.func nested @named_decl(%x: i32 {foo.a})
func.func private @returns_fn() -> ((i32) -> i32)
func.func private @unit() -> ()
func.func private @empty_attrs(i32 {}) -> (i32 {})
func.func private @mixed(i32, f32 {foo.m}) -> (i32, f32 {foo.b})

func.func @body(%a: i32 {foo.a, foo.b = 2}, %b: i64 loc("arg.c":3:4)) -> (i32 {foo.b}, i64) attributes {foo.x} {
  %0:2 = call @body(%a, %b) : (i32, i64) -> (i32, i64)
  %f = constant @body : (i32, i64) -> (i32, i64)
  %g = func.constant @decl : (i32, f32) -> i64 loc("const.c":5:6)
  %1:2 = func.call_indirect %f(%a, %b) {foo.i} : (i32, i64) -> (i32, i64)
  func.call @unit() {foo.z} : () -> ()
  %h = "func.constant"() {value = @unit} : () -> (() -> ())
  call_indirect %h() : () -> ()
  func.return %1#0, %0#1 : i32, i64
}

func.func public @"quoted name"(%x: i32) -> i32 {
  "func.return"(%x) {foo.r} : (i32) -> ()
}

func.func @returns_fn_value() -> ((i32) -> i32) {
  %f = "func.constant"() <{value = @returns_fn}> : () -> (() -> ((i32) -> i32))
  %r = call_indirect %f() : () -> ((i32) -> i32)
  return %r : (i32) -> i32
}

module @inner {
  func.func @nested(%a: i1) -> i1 {
    %r = call @nested(%a) : (i1) -> i1
    return %r : i1
  }
}
