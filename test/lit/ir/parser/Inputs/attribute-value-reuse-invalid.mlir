// Errors right after, and inside, a dictionary value that was met before:
// the positions are those of a first parse.

"t.a"() {a = dense<[1, 2]> : tensor<2xi32>} : () -> ()
"t.b"() {a = dense<[1, 2]> : tensor<2xi32> b = 1} : () -> ()

// -----

"t.a"() {a = [1, 2]} : () -> ()
"t.b"() {a = [1, 2], b = [1, 2], a = [1, 2]} : () -> ()

// -----

"t.a"() {a = 1 : i8} : () -> ()
"t.b"() {a = 1 : i8, b = 1 : i8, c = 1 : i8 : i8} : () -> ()
