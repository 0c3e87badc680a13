// up-19 (memref): a memref.view whose source is a memref.cast of a
// memref.alloc kept the cast, where mlir-opt 19 views the allocation
// itself (the cast only restates the type of the same buffer). Only an
// alloc's cast is looked through, as in mlir-opt 19.
// RUN: assay-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @view_of_alloc_cast
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[BUF:.*]] = memref.alloc() : memref<256xi8>
// CHECK-NOT:     memref.cast
// CHECK:         %[[V:.*]] = memref.view %[[BUF]][%[[C16]]][] : memref<256xi8> to memref<4x4xf32>
// CHECK:         memref.load %[[V]]
func.func @view_of_alloc_cast() -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %buf = memref.alloc() : memref<256xi8>
  %dyn = memref.cast %buf : memref<256xi8> to memref<?xi8>
  %v = memref.view %dyn[%c16][%c4, %c4] : memref<?xi8> to memref<?x?xf32>
  %r = memref.load %v[%c0, %c0] : memref<?x?xf32>
  return %r : f32
}

// -----

// Not an allocation: the cast stays.
// CHECK-LABEL: func.func @view_of_argument_cast
// CHECK:         %[[CAST:.*]] = memref.cast %arg0 : memref<256xi8> to memref<?xi8>
// CHECK:         memref.view %[[CAST]]
func.func @view_of_argument_cast(%buf: memref<256xi8>) -> memref<4x4xf32> {
  %c16 = arith.constant 16 : index
  %dyn = memref.cast %buf : memref<256xi8> to memref<?xi8>
  %v = memref.view %dyn[%c16][] : memref<?xi8> to memref<4x4xf32>
  return %v : memref<4x4xf32>
}
