// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: not assay-opt --allow-unregistered-dialect --split-input-file %S/Inputs/split-with-error.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --match-full-lines
// RUN: assay-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=WHOLE

// --split-input-file cuts the input at marker lines (two slashes, a space
// and five dashes) and processes each chunk on its own; the outputs are
// joined with marker lines. Each chunk gets its own implicit module, aliases and file metadata.
// Without the option the markers are plain comments.

// CHECK:module {
// CHECK-NEXT:  "foo.first"() : () -> ()
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{// -+}}
// CHECK-NEXT:#map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  "foo.second"() {m = #map} : () -> ()
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{// -+}}
// CHECK-NEXT:module @third {
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{-#
// CHECK-NEXT:  external_resources: {
// CHECK-NEXT:    tool: {
// CHECK-NEXT:      key: "value"
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:#-}
// CHECK-EMPTY:
// CHECK-NEXT:{{// -+}}
// CHECK-NEXT:module {
// CHECK-NEXT:  %0 = "foo.fourth"() : () -> i32
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// Errors name the chunk: "within split at FILE:LINE offset :L:C", where LINE
// is the line of the marker that starts the chunk (1 for the first chunk) and
// L:C is the position within the chunk, whose first line is the rest of the
// marker line.
// ERR:within split at {{.*}}split-with-error.mlir:3 offset :3:14: error: use of undeclared SSA value name
// ERR-NEXT:"foo.second"(%undefined) : (i32) -> ()
// ERR-NEXT:             ^

// WHOLE: module {
// WHOLE-NEXT: "foo.first"() : () -> ()
// WHOLE-NEXT: "foo.second"() {m = #map} : () -> ()
// WHOLE-NEXT: module @third {
// WHOLE-NEXT: }
// WHOLE-NEXT: %0 = "foo.fourth"() : () -> i32
// WHOLE-NEXT: }

"foo.first"() : () -> ()

// -----

"foo.second"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()

// -----

module @third {
}
{-# external_resources: { tool: { key: "value" } } #-}

// -----
%v = "foo.fourth"() : () -> i32
