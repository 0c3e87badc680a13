{-#
  external_resources: {
    t: {
      k: "v"
    }
  },
  dialect_resources: {
    builtin: {
      ints: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}
"foo.op"() {value = dense_resource<ints> : tensor<3xi64>} : () -> ()
