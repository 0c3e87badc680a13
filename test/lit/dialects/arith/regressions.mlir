// RUN: assay-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: assay-opt %s | assay-opt --mlir-print-op-generic | FileCheck %s

// Fuzzer finds in arith, one case each, kept reduced.

// A `<{...}>` dictionary naming a property the op does not have: as in
// mlir-opt, the entry is dropped, so the generic form prints only the op's
// own properties (it used to be kept, and lost by the custom form).
// CHECK-LABEL: sym_name = "unknown_properties"
// CHECK: "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
// CHECK: "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK: "arith.constant"() <{value = 1 : i32}> : () -> i32
func.func @unknown_properties(%a: f32, %i: i32) {
  %0 = "arith.cmpf"(%a, %a) <{fastmatx = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
  %1 = "arith.addi"(%i, %i) <{bogus = 1}> : (i32, i32) -> i32
  %2 = "arith.constant"() <{value = 1 : i32, zz = unit}> : () -> i32
  return
}
