// RUN: assay-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: assay-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: assay-opt %s --allow-unregistered-dialect | assay-opt --allow-unregistered-dialect | FileCheck %s
// RUN: assay-opt %s --allow-unregistered-dialect --mlir-print-op-generic | assay-opt --allow-unregistered-dialect | FileCheck %s

// ub.poison in custom and generic form: the `value` property is always
// `#ub.poison` and is left out of the custom form; the result gets no name
// hint.

// CHECK-LABEL: func.func @poison
// GENERIC-LABEL: sym_name = "poison"
func.func @poison() {
  // CHECK-NEXT: %0 = ub.poison : i32
  // GENERIC: %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
  %0 = ub.poison : i32
  // CHECK-NEXT: %1 = ub.poison : f64
  // GENERIC: %1 = "ub.poison"() <{value = #ub.poison}> : () -> f64
  %1 = ub.poison : f64
  // CHECK-NEXT: %2 = ub.poison : vector<4xi8>
  // GENERIC: %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi8>
  %2 = ub.poison : vector<4xi8>
  // CHECK-NEXT: %3 = ub.poison : index
  %3 = ub.poison : index
  // CHECK-NEXT: %4 = ub.poison : !foo.bar
  // GENERIC: %4 = "ub.poison"() <{value = #ub.poison}> : () -> !foo.bar
  %4 = ub.poison : !foo.bar
  // The default value written out reads the same.
  // CHECK-NEXT: %5 = ub.poison : i32
  %5 = ub.poison <#ub.poison> : i32
  // Discardable attributes come before the value.
  // CHECK-NEXT: %6 = ub.poison {foo} : i32
  // GENERIC: %6 = "ub.poison"() <{value = #ub.poison}> {foo} : () -> i32
  %6 = ub.poison {foo} <#ub.poison> : i32
  // Generic forms: without the property, with it among the attributes, and
  // as a property.
  // CHECK-NEXT: %7 = ub.poison : i16
  %7 = "ub.poison"() : () -> i16
  // CHECK-NEXT: %8 = ub.poison : i16
  // GENERIC: %8 = "ub.poison"() <{value = #ub.poison}> : () -> i16
  %8 = "ub.poison"() {value = #ub.poison} : () -> i16
  // CHECK-NEXT: %9 = ub.poison : i16
  %9 = "ub.poison"() <{value = #ub.poison}> : () -> i16
  // The attribute on its own.
  // CHECK-NEXT: %10 = ub.poison {a = #ub.poison} : i1
  // GENERIC: %10 = "ub.poison"() <{value = #ub.poison}> {a = #ub.poison} : () -> i1
  %10 = ub.poison {a = #ub.poison} : i1
  // CHECK-NEXT: "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10)
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (i32, f64, vector<4xi8>, index, !foo.bar, i32, i32, i16, i16, i16, i1) -> ()
  return
}
