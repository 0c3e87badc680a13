"foo.op"() {a = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 mod 3, d1 floordiv 4, d0 ceildiv 2)>} : () -> ()
