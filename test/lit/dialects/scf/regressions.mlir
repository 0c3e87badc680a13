// RUN: assay-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: assay-opt %s | assay-opt --mlir-print-op-generic | FileCheck %s

// Fuzzer finds in scf, one case each, kept reduced.

// A generic scf.forall given no operandSegmentSizes gets the default of four
// empty groups, which the generic print shows, as mlir-opt prints it.
// CHECK-LABEL: sym_name = "forall_default_segments"
// CHECK: "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}>
func.func @forall_default_segments() {
  "scf.forall"() ({
  ^bb0:
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {staticLowerBound = array<i64>, staticUpperBound = array<i64>, staticStep = array<i64>} : () -> ()
  return
}
