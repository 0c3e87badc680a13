// A matrix product C = A * B on f32 (A 4x3, B 3x5) with A from a constant
// global and B computed, plus row sums reduced with scf.for iter_args.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printMemrefF32(memref<*xf32>)

memref.global "private" constant @A : memref<4x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [-1.0, 0.5, 0.25]]>

func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %sum = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%i, %p] : memref<?x?xf32>
        %y = memref.load %b[%p, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %acc2 = arith.addf %acc, %xy : f32
        scf.yield %acc2 : f32
      }
      memref.store %sum, %c[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = memref.get_global @A : memref<4x3xf32>
  %b = memref.alloc() : memref<3x5xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %ij = arith.addi %i, %j : index
      %v = arith.index_cast %ij : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %b[%i, %j] : memref<3x5xf32>
    }
  }
  %c = memref.alloc() : memref<4x5xf32>
  %ad = memref.cast %a : memref<4x3xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<3x5xf32> to memref<?x?xf32>
  %cd = memref.cast %c : memref<4x5xf32> to memref<?x?xf32>
  call @matmul(%ad, %bd, %cd) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %u = memref.cast %c : memref<4x5xf32> to memref<*xf32>
  // CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
  // CHECK-NEXT: {{\[}}[8,   14,   20,   26,   32],
  // CHECK-NEXT: [17,   32,   47,   62,   77],
  // CHECK-NEXT: [26,   50,   74,   98,   122],
  // CHECK-NEXT: [1,   0.75,   0.5,   0.25,   0]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %b : memref<3x5xf32>
  memref.dealloc %c : memref<4x5xf32>
  return
}
