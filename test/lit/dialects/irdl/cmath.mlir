// RUN: assay-opt --irdl-file=%S/../../../../corpus/irdl/cmath.irdl.mlir %S/../../../../corpus/irdl/cmath.mlir | FileCheck %s
// RUN: assay-opt --irdl-file=%S/../../../../corpus/irdl/cmath.irdl.mlir %s --split-input-file --verify-diagnostics

// The cmath dialect of the IRDL documentation (corpus/irdl/cmath.irdl.mlir):
// the corpus program, then invalid uses.

// CHECK-LABEL: func.func @norm_of_square(%arg0: !cmath.complex<f32>) -> f32 {
// CHECK-NEXT:    %0 = "cmath.mul"(%arg0, %arg0) : (!cmath.complex<f32>, !cmath.complex<f32>) -> !cmath.complex<f32>
// CHECK-NEXT:    %1 = "cmath.norm"(%0) : (!cmath.complex<f32>) -> f32
// CHECK-NEXT:    return %1 : f32
// CHECK-LABEL: func.func @norm_f64(%arg0: !cmath.complex<f64>) -> f64 {

// expected-error @+1 {{'i32' does not satisfy the constraint}}
func.func @f(%a: !cmath.complex<i32>) {
  return
}

// -----

func.func @f(%a: !cmath.complex<f32>) {
  // expected-error @+1 {{expected 'f32' but got 'f64'}}
  %0 = "cmath.norm"(%a) : (!cmath.complex<f32>) -> f64
  return
}

// -----

func.func @f(%a: !cmath.complex<f32>, %b: !cmath.complex<f64>) {
  // expected-error @+1 {{expected '!cmath.complex<f32>' but got '!cmath.complex<f64>'}}
  %0 = "cmath.mul"(%a, %b) : (!cmath.complex<f32>, !cmath.complex<f64>) -> !cmath.complex<f32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected base type 'cmath.complex' but got 'f32'}}
  %0 = "cmath.norm"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: !cmath.complex<f32>) {
  // expected-error @+1 {{op expects exactly 1 results, but got 2}}
  %0:2 = "cmath.norm"(%a) : (!cmath.complex<f32>) -> (f32, f32)
  return
}
