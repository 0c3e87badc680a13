"foo.first"() : () -> ()

// -----

"foo.second"(%undefined) : (i32) -> ()

// -----
"foo.third"() : () -> ()
