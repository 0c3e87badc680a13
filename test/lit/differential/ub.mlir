// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// Each tool reads the other's output, custom and generic.
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && diff %t.mlir2 %t.mlir
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | assay-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.assay2 && diff %t.assay2 %t.mlir
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | assay-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.assay2 && diff %t.assay2 %t.mlir

// Differential: ub.poison of many types, in custom and generic form, with
// and without its default value, and #ub.poison as a discardable attribute.
func.func @poison(%x: i32) -> (i32, f32) {
  %0 = ub.poison : i32
  %1 = ub.poison : f32
  %2 = ub.poison : vector<[4]xi1>
  %3 = ub.poison : tensor<?x2xbf16>
  %4 = ub.poison : memref<4xf32>
  %5 = ub.poison : !foo.type
  %6 = ub.poison <#ub.poison> : index
  %7 = ub.poison {tag = #ub.poison, n = 3 : i64} : i8
  %8 = "ub.poison"() : () -> i64
  %9 = "ub.poison"() {value = #ub.poison} : () -> i64
  %10 = "ub.poison"() <{value = #ub.poison}> {other} : () -> complex<f32>
  "foo.use"(%2, %3, %4, %5, %6, %7, %8, %9, %10) : (vector<[4]xi1>, tensor<?x2xbf16>, memref<4xf32>, !foo.type, index, i8, i64, i64, complex<f32>) -> ()
  return %0, %1 : i32, f32
}
