"foo.op"() {a = "bad \q escape"} : () -> ()
