"foo.op"() ({
  "foo.br"()[^missing] : () -> ()
}) : () -> ()
