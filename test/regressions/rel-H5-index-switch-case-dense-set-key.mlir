// RUN: assay-opt %s | FileCheck %s

// The verifier of scf.index_switch looked for duplicate case values in a
// DenseSet<int64_t>, whose empty key is INT64_MAX: a case of that value
// tripped DenseSet's assertion (undefined behaviour without assertions).
// It is a case value like any other.

// CHECK-LABEL: func.func @f
// CHECK: case 9223372036854775807 {
func.func @f(%i: index) {
  scf.index_switch %i
  case 9223372036854775807 {
    scf.yield
  }
  default {
  }
  return
}
