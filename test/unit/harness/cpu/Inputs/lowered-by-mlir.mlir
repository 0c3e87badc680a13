// The source of lowered-by-mlir.ll, the input of ExecutorTest's end-to-end
// test: that file is this one lowered and translated by MLIR 19,
//   mlir-opt-19 --pass-pipeline="builtin.module(convert-scf-to-cf,finalize-memref-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)" \
//     lowered-by-mlir.mlir | mlir-translate-19 --mlir-to-llvmir
func.func private @printMemrefF32(memref<*xf32>)
func.func @scale(%m: memref<?xf32>, %k: f32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    %w = arith.mulf %v, %k : f32
    memref.store %w, %m[%i] : memref<?xf32>
  }
  return
}
func.func @main() {
  %m = memref.alloc() : memref<3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %m[%c0] : memref<3xf32>
  memref.store %two, %m[%c1] : memref<3xf32>
  memref.store %two, %m[%c2] : memref<3xf32>
  %d = memref.cast %m : memref<3xf32> to memref<?xf32>
  %k = arith.constant 1.5 : f32
  call @scale(%d, %k) : (memref<?xf32>, f32) -> ()
  %u = memref.cast %m : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3xf32>
  return
}
