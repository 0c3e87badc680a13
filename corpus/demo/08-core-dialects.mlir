// A small program in the core dialects: fills two matrices, multiplies them
// with scf loops, sums each row, and prints the results. `assay-run --interp`
// executes it; mlir-cpu-runner-19 prints the same for MLIR's lowering.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @fill(%m: memref<?x?xf32>, %scale: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %ij = arith.addi %i, %j : index
      %n = arith.index_cast %ij : index to i32
      %f = arith.sitofp %n : i32 to f32
      %v = arith.mulf %f, %scale : f32
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %m = memref.dim %b, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %sum = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%i, %p] : memref<?x?xf32>
        %y = memref.load %b[%p, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %next = arith.addf %acc, %xy : f32
        scf.yield %next : f32
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
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc(%c3, %c3) : memref<?x?xf32>
  %b = memref.alloc(%c3, %c3) : memref<?x?xf32>
  %c = memref.alloc(%c3, %c3) : memref<?x?xf32>
  call @fill(%a, %one) : (memref<?x?xf32>, f32) -> ()
  call @fill(%b, %half) : (memref<?x?xf32>, f32) -> ()
  call @matmul(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %u = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %total = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %zero) -> (f32) {
    %row = scf.for %j = %c0 to %c3 step %c1 iter_args(%r = %t) -> (f32) {
      %v = memref.load %c[%i, %j] : memref<?x?xf32>
      %s = arith.addf %r, %v : f32
      scf.yield %s : f32
    }
    scf.yield %row : f32
  }
  call @printF32(%total) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  return
}
