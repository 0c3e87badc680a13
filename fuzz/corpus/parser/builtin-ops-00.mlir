%0 = "foo.def"() : () -> i32
%1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
%2:2 = "builtin.unrealized_conversion_cast"(%0, %1) : (i32, i64) -> (f32, f64)
%3 = builtin.unrealized_conversion_cast %0 : i32 to !foo.t
%4 = builtin.unrealized_conversion_cast to i8
%5 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to i1 {foo.a = 1}
%6 = unrealized_conversion_cast %0 : i32 to tensor<?xf32> loc("x":1:1)
