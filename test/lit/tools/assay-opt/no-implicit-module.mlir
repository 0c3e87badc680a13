// RUN: assay-opt --allow-unregistered-dialect --no-implicit-module --split-input-file %s | FileCheck %s
// RUN: not assay-opt --allow-unregistered-dialect --no-implicit-module %S/Inputs/two-top-level-ops.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not assay-opt --no-implicit-module - < %S/Inputs/empty.mlir 2>&1 | FileCheck %s --check-prefix=NONE

// --no-implicit-module: the single top-level operation of the input is the
// output's top-level operation as is, whatever it is; no module is added.
// Zero or several top-level operations are an error reported at
// `file:0:0`.

// CHECK-LABEL: "foo.top"() ({
// CHECK-NEXT: "foo.inner"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NOT: module
"foo.top"() ({
  "foo.inner"() : () -> ()
}) : () -> ()

// -----

// A module stays the top-level module.
// CHECK-LABEL: module @m {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }
module @m {
  "foo.op"() : () -> ()
}

// -----

// Aliases and file metadata do not count as operations.
// CHECK-LABEL: "foo.with_alias"() {a = 1 : i64} : () -> ()
// CHECK: {-#
// CHECK-NEXT: external_resources: {
#a = 1
{-# external_resources: { t: { k: "v" } } #-}
"foo.with_alias"() {a = #a} : () -> ()

// TWO: {{.*}}two-top-level-ops.mlir:0:0: error: source must contain a single top-level operation, found: 2
// NONE: <stdin>:0:0: error: source must contain a single top-level operation, found: 0
