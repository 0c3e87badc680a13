// Constant data in every elements-attribute form.
//
// Shows: splat and nested dense literals, hexadecimal data, complex and
// string elements, sparse elements, dense arrays, and a dense_resource whose
// bytes live in the `{-# dialect_resources ... #-}` section at the end of the
// file (the first four bytes of a blob are its alignment).
%splat = "demo.constant"() {value = dense<0.5> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
%matrix = "demo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
%bytes = "demo.constant"() {value = dense<"0x0001FF7F"> : tensor<4xi8>} : () -> tensor<4xi8>
%roots = "demo.constant"() {value = dense<[(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
%names = "demo.constant"() {value = dense<["relu", "gelu"]> : tensor<2x!demo.string>} : () -> tensor<2x!demo.string>
%mask = "demo.constant"() {value = dense<[true, false, false, true]> : vector<4xi1>} : () -> vector<4xi1>
%diag = "demo.constant"() {value = sparse<[[0, 0], [1, 1], [2, 2]], [1.0, 2.0, 3.0]> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
%weights = "demo.constant"() {value = dense_resource<weights> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
"demo.kernel"(%splat, %matrix, %bytes, %roots, %names, %mask, %diag, %weights) {tile_sizes = array<i64: 16, 16>, scales = array<f32: 1.0, 0.25>} : (tensor<2x2xf32>, tensor<2x3xi32>, tensor<4xi8>, tensor<4xcomplex<f64>>, tensor<2x!demo.string>, vector<4xi1>, tensor<3x3xf32>, tensor<2x2xf32>) -> ()
{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
