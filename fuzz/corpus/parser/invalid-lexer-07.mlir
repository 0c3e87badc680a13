%0x = "foo.op"() : () -> i32
