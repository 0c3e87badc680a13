// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic | FileCheck %s

// --mlir-print-op-generic prints every operation, builtin.module included, in
// the generic form. A module's name and visibility are properties; its empty
// body block prints with its label.

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }) : () -> ()
module {
  "foo.op"() : () -> ()
}

// -----

// CHECK: "builtin.module"() <{sym_name = "named"}> ({
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "builtin.module"() <{sym_name = "inner"}> ({
// CHECK-NEXT: "foo.op"() {a = 1 : i64} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "builtin.module"() <{sym_name = "vis", sym_visibility = "private"}> ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) {foo.attr = 1 : i32} : () -> ()
module @named attributes {foo.attr = 1 : i32} {
  module {
  }
  module @inner {
    "foo.op"() {a = 1} : () -> ()
  }
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = "vis", sym_visibility = "private"} : () -> ()
}

// -----

// The implicit module too.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: %0 = "foo.def"() : () -> i32
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
%0 = "foo.def"() : () -> i32
"foo.use"(%0) : (i32) -> ()

// -----

// builtin.unrealized_conversion_cast in both forms prints generically.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: %0 = "foo.def"() : () -> i32
// CHECK-NEXT: %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
// CHECK-NEXT: %2:2 = "builtin.unrealized_conversion_cast"(%0, %1) : (i32, i64) -> (f32, f64)
// CHECK-NEXT: %3 = "builtin.unrealized_conversion_cast"() : () -> i8
// CHECK-NEXT: }) : () -> ()
%0 = "foo.def"() : () -> i32
%1 = unrealized_conversion_cast %0 : i32 to i64
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to f32, f64
%3 = "builtin.unrealized_conversion_cast"() : () -> i8

// -----

// Regions, successors, properties and attributes keep their generic order.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "foo.func"() <{p = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "foo.br"(%arg0)[^bb1] {w = 1 : i64} : (i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "foo.ret"(%0) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) {sym_name = "f"} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.func"() <{p = 1 : i32}> ({
^bb0(%a: i32):
  "foo.br"(%a)[^bb1] {w = 1} : (i32) -> ()
^bb1(%b: i32):
  "foo.ret"(%b) : (i32) -> ()
}, {
}) {sym_name = "f"} : () -> ()

// -----

// An empty block in an unregistered op's region prints with its label in
// both forms.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "foo.holder"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.holder"() ({
^bb0:
}) : () -> ()
