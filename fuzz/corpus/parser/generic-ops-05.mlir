"foo.func"() ({
^entry(%a: i32, %b: i1):
  %r:2 = "foo.pair"(%a) : (i32) -> (i32, f32)
  "foo.use"(%r#1, %r#0) : (f32, i32) -> ()
  "foo.cond_br"(%b, %a)[^left, ^right] {weights = [1, 2]} : (i1, i32) -> ()
^use_later:
  "foo.br"(%fwd)[^exit] : (i32) -> ()
^left:
  "foo.br"(%a)[^exit] : (i32) -> ()
^right:
  %fwd = "foo.def"() : () -> i32
  "foo.br"()[^use_later] : () -> ()
^exit(%x: i32):
  "foo.return"(%x) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
