// RUN: assay-opt %s --mlir-print-op-generic | FileCheck %s --check-prefixes=CHECK,GENERIC
// RUN: assay-opt %s | assay-opt --mlir-print-op-generic | FileCheck %s --check-prefixes=CHECK,VIA-CUSTOM
// RUN: assay-opt %s | FileCheck %s --check-prefix=CUSTOM

// Fuzzer finds in memref, one case each, kept reduced.

// Generic alloc-like ops given no operandSegmentSizes get the default of two
// empty groups, which the generic print shows, as mlir-opt prints it; the
// custom form, which never shows the property, reads back the same op.
// CHECK-LABEL: sym_name = "alloc_default_segments"
// CHECK: "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// CHECK: "memref.alloca"() <{alignment = 8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
func.func @alloc_default_segments() {
  %0 = "memref.alloc"() : () -> memref<4xf32>
  %1 = "memref.alloca"() {alignment = 8 : i64} : () -> memref<2xi32>
  return
}

// `nontemporal = false`, given, stays in the generic form; the custom form
// leaves the default out and reads back without it, as in mlir-opt (the
// parser fuzzer knows this loss).
// CHECK-LABEL: sym_name = "nontemporal_false"
// GENERIC: "memref.load"(%{{.*}}, %{{.*}}) <{nontemporal = false}>
// GENERIC: "memref.store"(%{{.*}}, %{{.*}}, %{{.*}}) <{nontemporal = false}>
// VIA-CUSTOM: "memref.load"(%{{.*}}, %{{.*}}) : (memref<4xf32>, index) -> f32
// VIA-CUSTOM: "memref.store"(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, memref<4xf32>, index) -> ()
// CUSTOM-LABEL: func.func @nontemporal_false(
// CUSTOM-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CUSTOM-NEXT: memref.store %0, %arg0[%arg1] : memref<4xf32>
func.func @nontemporal_false(%m: memref<4xf32>, %x: index) {
  %0 = memref.load %m[%x] {nontemporal = false} : memref<4xf32>
  memref.store %0, %m[%x] {nontemporal = false} : memref<4xf32>
  return
}

// A rank-1 transpose of a contiguous memref spells its `strided<[1]>` layout.
// CUSTOM-LABEL: func.func @transpose_rank1(
// CUSTOM-NEXT: %transpose = memref.transpose %arg0 (d0) -> (d0) : memref<4xf32> to memref<4xf32, strided<[1]>>
func.func @transpose_rank1(%m: memref<4xf32>) {
  %0 = memref.transpose %m (d0) -> (d0) : memref<4xf32> to memref<4xf32, strided<[1]>>
  return
}
