// RUN: assay-opt %s --split-input-file | FileCheck %s
// RUN: assay-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.dma_start and memref.dma_wait were not registered: their custom
// form was "unknown". Their syntax is mlir-opt 19's: the operand groups of
// dma_start follow from the ranks of its three memrefs, and an optional
// `, %stride, %num_elt_per_stride` follows the tag indices.

// CHECK-LABEL: func.func @dma(
// CHECK: memref.dma_start %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}[%{{.*}}] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
// CHECK: memref.dma_wait %{{.*}}[%{{.*}}], %{{.*}} : memref<1xi32>
// CHECK: memref.dma_start %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[], %{{.*}}, %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<4x64xf32>, memref<f32, 2>, memref<1xi32>
// CHECK: memref.dma_wait %{{.*}}[%{{.*}}], %{{.*}} {note} : memref<1xi32>
// GENERIC: "memref.dma_start"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<256xf32>, index, memref<256xf32, 1>, index, index, memref<1xi32>, index) -> ()
// GENERIC: "memref.dma_wait"(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<1xi32>, index, index) -> ()
func.func @dma(%a: memref<256xf32>, %b: memref<256xf32, 1>, %t: memref<1xi32>,
               %m: memref<4x64xf32>, %s: memref<f32, 2>, %i: index, %n: index) {
  memref.dma_start %a[%i], %b[%i], %n, %t[%i] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  memref.dma_start %m[%i, %i], %s[], %n, %t[%i], %n, %n : memref<4x64xf32>, memref<f32, 2>, memref<1xi32>
  memref.dma_wait %t[%i], %n {note} : memref<1xi32>
  return
}

// -----

// The custom form's parser takes no attribute dictionary; the printer
// prints the attributes of an op given them in generic form (as mlir-opt 19
// does, which cannot read that form back either).
// CHECK-LABEL: func.func @attributes(
// CHECK: memref.dma_start %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}[] {note = 1 : i64} : memref<8xi8>, memref<8xi8, 1>, memref<i32>
func.func @attributes(%a: memref<8xi8>, %b: memref<8xi8, 1>, %t: memref<i32>, %i: index) {
  "memref.dma_start"(%a, %i, %b, %i, %i, %t) {note = 1 : i64} : (memref<8xi8>, index, memref<8xi8, 1>, index, index, memref<i32>) -> ()
  return
}
