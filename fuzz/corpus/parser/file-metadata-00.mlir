"foo.op"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<unknown_blob> : tensor<4xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob_unused: "0x0400000005000000"
    }
  }
#-}
