func.func nested @named_decl(%x: i32 {foo.a})
