// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// The body of builtin.module is a graph region: values may be used before
// their definition, even by the defining operation itself, and cycles are
// fine. Regions of unregistered operations are not graph regions (see
// ../verifier/dominance.mlir).

// CHECK: module {
// CHECK-NEXT: %0 = "foo.self"(%0) : (i32) -> i32
// CHECK-NEXT: %1 = "foo.a"(%2) : (i32) -> i32
// CHECK-NEXT: %2 = "foo.b"(%1) : (i32) -> i32
// CHECK-NEXT: }
%0 = "foo.self"(%0) : (i32) -> i32
%1 = "foo.a"(%2) : (i32) -> i32
%2 = "foo.b"(%1) : (i32) -> i32

// -----

// Uses before definitions in the body of an explicit module.
// CHECK: module {
// CHECK-NEXT: "foo.use"(%0, %1#1) : (f32, i8) -> ()
// CHECK-NEXT: %0 = "foo.def"() : () -> f32
// CHECK-NEXT: %1:2 = "foo.pair"() : () -> (i1, i8)
// CHECK-NEXT: }
module {
  "foo.use"(%x, %y#1) : (f32, i8) -> ()
  %x = "foo.def"() : () -> f32
  %y:2 = "foo.pair"() : () -> (i1, i8)
}

// -----

// A value defined in the module body, used in a nested region of an
// unregistered operation before the definition in the text.
// CHECK: module {
// CHECK-NEXT: "foo.holder"() ({
// CHECK-NEXT: "foo.use"(%0) : (index) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %0 = "foo.def"() : () -> index
// CHECK-NEXT: }
"foo.holder"() ({
  "foo.use"(%v) : (index) -> ()
}) : () -> ()
%v = "foo.def"() : () -> index
