"foo.op"() : () -> () loc("a":1)
