// Errors right after, and inside, a compound type that was met before: the
// positions are those of a first parse.

"t.a"() : () -> tensor<4xf32>
"t.b"() : () -> (tensor<4xf32>, tensor<4xf32> tensor<4xf32>)

// -----

"t.a"() : () -> tensor<4xf32>
"t.b"() : () -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32 i32>)

// -----

// The token right after a type met before.
"t.a"() : () -> (memref<2xf32>, memref<2xf32>>)
