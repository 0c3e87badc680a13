func.func private @decl(i32, f32) -> (i64 {foo.r}) attributes {foo.x = 1 : i32}
