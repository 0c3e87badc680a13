"foo.tensor"() : () -> (tensor<4xf32>, tensor<?x4xf32>, tensor<?x?xi8>, tensor<i32>, tensor<0xi8>, tensor<*xf32>, tensor<*xcomplex<f64>>)
