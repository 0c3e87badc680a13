"foo.symbols"() {a = @sym, b = @a::@b::@c, c = @"a b", d = @"x"::@"y z", e = @"with\"quote", f = @_under.dot$dollar, g = @"0starts_digit", h = [@a, @b::@c], i = @"-dash"} : () -> ()
