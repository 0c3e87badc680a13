// up-18 (memref): an affine-map layout that skips a dimension is not
// strided for the verifiers, but every element's address is still a linear
// function of its indices, so the interpreter allocates and addresses it:
// the elements of a row share one slot, and the last store to a row wins.
// UNSUPPORTED: oracle
// RUN: assay-run --interp -e main --entry-point-result=f32 %s | FileCheck %s

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %m = memref.alloc() : memref<2x3xf32, affine_map<(d0, d1) -> (d0)>>
  memref.store %a, %m[%c1, %c0] : memref<2x3xf32, affine_map<(d0, d1) -> (d0)>>
  memref.store %b, %m[%c1, %c2] : memref<2x3xf32, affine_map<(d0, d1) -> (d0)>>
  %x = memref.load %m[%c1, %c0] : memref<2x3xf32, affine_map<(d0, d1) -> (d0)>>
  %y = memref.load %m[%c1, %c1] : memref<2x3xf32, affine_map<(d0, d1) -> (d0)>>
  memref.dealloc %m : memref<2x3xf32, affine_map<(d0, d1) -> (d0)>>
  %s = arith.addf %x, %y : f32
  // CHECK: 4.000000e+00
  return %s : f32
}
