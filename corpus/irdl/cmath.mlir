// A use of the cmath dialect (cmath.irdl.mlir): the norm of a product.
func.func @norm_of_square(%z: !cmath.complex<f32>) -> f32 {
  %sq = "cmath.mul"(%z, %z) : (!cmath.complex<f32>, !cmath.complex<f32>) -> !cmath.complex<f32>
  %n = "cmath.norm"(%sq) : (!cmath.complex<f32>) -> f32
  return %n : f32
}

func.func @norm_f64(%z: !cmath.complex<f64>) -> f64 {
  %n = "cmath.norm"(%z) : (!cmath.complex<f64>) -> f64
  return %n : f64
}
