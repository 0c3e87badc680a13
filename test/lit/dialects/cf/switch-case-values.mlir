// RUN: assay-opt %s | assay-opt | FileCheck %s
// RUN: assay-opt %s --mlir-print-op-generic | assay-opt | FileCheck %s

// Regression: cf.switch case values are printed unsigned, so an i64 case of
// -1 prints as 18446744073709551615; the parser refused values of 2^63 and
// above and could not read its own output back. Both spellings are
// accepted, as mlir-opt accepts them.
// CHECK-LABEL: func.func @wide_cases
// CHECK: cf.switch %arg0 : i64, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 18446744073709551615: ^bb1,
// CHECK-NEXT: 9223372036854775808: ^bb1,
// CHECK-NEXT: 9223372036854775807: ^bb1,
// CHECK-NEXT: 18446744073709551614: ^bb1
// CHECK-NEXT: ]
func.func @wide_cases(%f: i64) {
  cf.switch %f : i64, [
    default: ^bb1,
    -1: ^bb1,
    9223372036854775808: ^bb1,
    9223372036854775807: ^bb1,
    18446744073709551614: ^bb1
  ]
^bb1:
  return
}
