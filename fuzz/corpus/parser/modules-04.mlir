module @outer attributes {foo.attr = 1 : i32, foo.flag} {
  module {
  }
  module @inner {
    "foo.op"() : () -> ()
  }
  builtin.module @full_name {
  }
  "builtin.module"() ({
    "foo.x"() : () -> ()
  }) {sym_name = "generic"} : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = "vis", sym_visibility = "private"} : () -> ()
  module attributes {foo.x, foo.y = "s"} {
  }
}
