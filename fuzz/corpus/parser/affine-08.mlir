"foo.op"() {a = affine_map<(d0, d1) -> ((d0 + d1) floordiv 2, (d0 * 3) mod 5, -(d0 + d1), d0 - (d1 - 1), ((d0 + 1) ceildiv 4) * 4)>} : () -> ()
