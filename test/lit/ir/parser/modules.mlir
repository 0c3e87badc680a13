// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// builtin.module: the implicit top-level module, the custom form with a name
// and attributes, nested modules, the generic form.

// A file whose only top-level operation is a module is that module.
// CHECK: module {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }
module {
  "foo.op"() : () -> ()
}

// -----

// Anything else is wrapped in an implicit module, including a lone op and
// several modules.
// CHECK: module {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }
"foo.op"() : () -> ()

// -----

// CHECK: module {
// CHECK-NEXT: module @a {
// CHECK-NEXT: }
// CHECK-NEXT: module @b {
// CHECK-NEXT: }
// CHECK-NEXT: }
module @a {
}
module @b {
}

// -----

// An empty file is an empty module.
// CHECK: module {
// CHECK-NEXT: }

// -----

// A named module with dialect attributes, nested modules in every spelling.
// The name (sym_name) and the visibility are properties of the module; the
// custom form has no keyword for the visibility.
// CHECK: module @outer attributes {foo.attr = 1 : i32, foo.flag} {
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-NEXT: module @inner {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: module @full_name {
// CHECK-NEXT: }
// CHECK-NEXT: module @generic {
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: module @vis attributes {sym_visibility = "private"} {
// CHECK-NEXT: }
// CHECK-NEXT: module attributes {foo.x, foo.y = "s"} {
// CHECK-NEXT: }
// CHECK-NEXT: }
module @outer attributes {foo.attr = 1 : i32, foo.flag} {
  module {
  }
  module @inner {
    "foo.op"() : () -> ()
  }
  builtin.module @full_name {
  }
  "builtin.module"() ({
    "foo.x"() : () -> ()
  }) {sym_name = "generic"} : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = "vis", sym_visibility = "private"} : () -> ()
  module attributes {foo.x, foo.y = "s"} {
  }
}

// -----

// Symbol names that need quoting.
// CHECK: module @"with space" {
// CHECK-NEXT: module @"0digit" {
// CHECK-NEXT: }
// CHECK-NEXT: }
module @"with space" {
  module @"0digit" {
  }
}

// -----

// Deep nesting.
// CHECK: module {
// CHECK-NEXT: module {
// CHECK-NEXT: module {
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.deep"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  module {
    module {
      module {
        "foo.deep"() : () -> ()
      }
    }
  }
}
