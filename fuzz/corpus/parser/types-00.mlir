"foo.integers"() : () -> (i1, i8, i32, i64, i0, i3, i128, i1024, si8, si32, ui1, ui64, si16777215)
