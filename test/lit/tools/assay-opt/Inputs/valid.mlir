"foo.valid"() : () -> ()
