"foo.op"() {a = "unterminated} : () -> ()
