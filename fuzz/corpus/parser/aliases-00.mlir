#a = 1 : i32
#b = "str"
#arr = [#a, #b]
!t = i32
!vec = vector<4x!t>
!mytype = !foo.bar<1>
#myattr = #foo.baz
#map_user = affine_map<(d0) -> (d0 * 2)>
!unused = f32
#unused = 5
"foo.op"() {a = #a, b = #arr, c = #myattr, d = #map_user} : () -> (!t, !vec, !mytype)
"foo.op"() {x = [1 : i32, "str"]} : () -> (vector<4xi32>, !foo.bar<1>)
