func.func private @some_attrs(i32, f32) -> (i32, f32 {foo.b})
