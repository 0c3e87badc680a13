// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s
// RUN: not --crash mlir-opt --canonicalize %s
// REQUIRES: mlir-opt
// UNSUPPORTED: oracle

// cmpf with the constant predicates `true` and `false` of an integer
// converted by sitofp/uitofp against a float constant: Assay folds them to
// their constant; mlir-opt 19 crashes (a segmentation fault in its
// cmpf-of-converted-integer pattern). Named apart from canonicalize*.mlir
// so that the differential suite, which needs mlir-opt's output, does not
// take it.

// CHECK-LABEL: func.func @constant_predicates(
// CHECK-DAG:     %[[TRUE:.+]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.+]] = arith.constant false
// CHECK:         return %[[TRUE]], %[[FALSE]] :
func.func @constant_predicates(%x: i16) -> (i1, i1) {
  %c = arith.constant 4.4 : f32
  %s = arith.sitofp %x : i16 to f32
  %u = arith.uitofp %x : i16 to f32
  %0 = arith.cmpf true, %s, %c : f32
  %1 = arith.cmpf false, %u, %c : f32
  return %0, %1 : i1, i1
}
