// RUN: assay-opt --allow-unregistered-dialect --verify-roundtrip %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --verify-roundtrip --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: assay-opt --allow-unregistered-dialect --verify-roundtrip --split-input-file %s | FileCheck %s --check-prefix=SPLIT

// --verify-roundtrip prints the parsed IR, parses it back and checks the
// result prints the same, in the generic and the custom form; the output is
// unchanged.

// CHECK: #map = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK: module @roundtrip {
// CHECK-NEXT: %0:2 = "foo.def"() {m = #map, s = "\22"} : () -> (i32, tensor<2xf32>)
// CHECK-NEXT: %1 = unrealized_conversion_cast %0#0 : i32 to i64
// CHECK-NEXT: "foo.region"(%1) ({
// CHECK-NEXT: ^bb0(%arg0: i64):
// CHECK-NEXT: "foo.br"(%arg0)[^bb1] : (i64) -> ()
// CHECK-NEXT: ^bb1(%2: i64):  // pred: ^bb0
// CHECK-NEXT: "foo.yield"(%2, %0#1) : (i64, tensor<2xf32>) -> ()
// CHECK-NEXT: }) : (i64) -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() <{sym_name = "roundtrip"}> ({

// SPLIT: module @roundtrip {
module @roundtrip {
  %0:2 = "foo.def"() {m = affine_map<(d0) -> (d0 floordiv 2)>, s = "\""} : () -> (i32, tensor<2xf32>)
  %1 = unrealized_conversion_cast %0#0 : i32 to i64
  "foo.region"(%1) ({
  ^bb0(%a: i64):
    "foo.br"(%a)[^bb1] : (i64) -> ()
  ^bb1(%b: i64):
    "foo.yield"(%b, %0#1) : (i64, tensor<2xf32>) -> ()
  }) : (i64) -> ()
}
