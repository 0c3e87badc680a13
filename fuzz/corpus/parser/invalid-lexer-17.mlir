"foo.op"() : () -> ()
{-# external_resources: {}
