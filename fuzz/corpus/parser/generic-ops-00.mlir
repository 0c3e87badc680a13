%a = "foo.one"() : () -> i32
%b:3 = "foo.three"() : () -> (i32, f32, index)
"foo.use"(%b#2, %b#0, %a, %b#1) : (index, i32, i32, f32) -> ()
"foo.none"() : () -> ()
