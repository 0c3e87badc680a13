// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Malformed and invalid builtin and dialect types.

// Type lists and function types.
// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (i32 , )

// -----

// expected-error @+1 {{expected ')'}}
"foo.op"() : () -> (i32

// -----

// expected-error @+1 {{expected function type}}
"foo.op"() : i32

// -----

// expected-error @+1 {{expected function type}}
"foo.op"() : i32 -> ()

// -----

// expected-error @+1 {{expected '->' in function type}}
"foo.op"() : ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () ->

// -----

// expected-error @+1 {{expected ')'}}
"foo.op"() : (i32 -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> [i32]

// -----

// Builtin type keywords.
// Not a type keyword.
// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> int

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> f31

// -----

// Not a float type of MLIR 19.
// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> f8E3M4

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.op"() : () -> i16777216

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.op"() : () -> ui16777216

// -----

// Builtin types without parameters take no `<...>`.
// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() : () -> index<4>

// -----

// Shaped types.
// expected-error @+1 {{expected 'x' in dimension list}}
"foo.op"() : () -> tensor<4x?>

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.op"() : () -> tensor<4x4>

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> tensor<-1xf32>

// -----

// expected-error @+1 {{invalid dimension}}
"foo.op"() : () -> tensor<9223372036854775808xf32>

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> tensor<*x*xf32>

// -----

// expected-error @+1 {{expected '>' in tensor type}}
"foo.op"() : () -> tensor<4xf32

// -----

// expected-error @+1 {{expected '>' in tensor type}}
"foo.op"() : () -> tensor<4x!foo.bar, 1, 2>

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.op"() : () -> tensor<2xtuple<i1>>

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.op"() : () -> tensor<4xnone>

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.op"() : () -> tensor<2xmemref<4xf32>>

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined'}}
"foo.op"() : () -> tensor<4xf32, #undefined>

// -----

// expected-error @+1 {{vector types must have positive constant sizes}}
"foo.op"() : () -> vector<0xf32>

// -----

// expected-error @+1 {{vector types must have positive constant sizes}}
"foo.op"() : () -> vector<[4]x[0]xf32>

// -----

// Vectors have static sizes only.
// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> vector<?xf32>

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.op"() : () -> vector<[4]>

// -----

// expected-error @+1 {{vector elements must be int/index/float type}}
"foo.op"() : () -> vector<4xvector<4xf32>>

// -----

// expected-error @+1 {{vector elements must be int/index/float type}}
"foo.op"() : () -> vector<2xcomplex<f32>>

// -----

// expected-error @+1 {{invalid memref element type}}
"foo.op"() : () -> memref<4x!foo.e>

// -----

// expected-error @+1 {{invalid memref element type}}
"foo.op"() : () -> memref<4xtuple<i1>>

// -----

// Opaque attributes of unregistered dialects are not memory spaces.
// expected-error @+1 {{unsupported memory space Attribute}}
"foo.op"() : () -> memref<4xf32, #foo.space>

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"foo.op"() : () -> memref<4xf32, [1, 2]>

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
"foo.op"() : () -> memref<4xf32, 1, 2>

// -----

// expected-error @+1 {{expected memory space to be last in memref type}}
"foo.op"() : () -> memref<4xf32, 1, strided<[1]>>

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
"foo.op"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"foo.op"() : () -> memref<4xf32, strided<[1, 1]>>

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
"foo.op"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
"foo.op"() : () -> memref<*xf32, strided<[1]>>

// -----

// Other builtin types.
// expected-error @+1 {{invalid element type for complex}}
"foo.op"() : () -> complex<complex<f32>>

// -----

// expected-error @+1 {{expected '>' in complex type}}
"foo.op"() : () -> complex<f32

// -----

// expected-error @+1 {{expected '>' in tuple type}}
"foo.op"() : () -> tuple<i32

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> tuple<i32,>

// -----

// Dialect types.
// Without a dot or `<`, `!foo` is an alias.
// expected-error @+1 {{undefined symbol alias id 'foo'}}
"foo.op"() : () -> !foo

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
"foo.op"() : () -> !foo.bar<(>

// -----

// expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
"foo.op"() : () -> !foo.bar<[>

// -----

// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() : () -> !foo.bar<"unterminated>
