"foo.op"() {a = #undefined_alias} : () -> ()
