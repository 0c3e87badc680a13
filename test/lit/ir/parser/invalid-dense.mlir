// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Malformed and invalid elements attributes: dense, sparse, dense_resource.

// Shapes.
// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"foo.op"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([1, 2]) does not match type ([1, 3])}}
"foo.op"() {a = dense<[[1, 2]]> : tensor<1x3xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([0]) does not match type ([1])}}
"foo.op"() {a = dense<[]> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([2, 2])}}
"foo.op"() {a = dense<[1, 2]> : vector<2x[2]xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([1]) does not match type ([2])}}
"foo.op"() {a = dense<["a"]> : tensor<2x!foo.s>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[1, [2]]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"foo.op"() {a = dense<> : tensor<2xi32>} : () -> ()

// -----

// Types.
// expected-error @+1 {{expected ':'}}
"foo.op"() {a = dense<1>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"foo.op"() {a = dense<[1, 2]> : i32} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"foo.op"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"foo.op"() {a = dense<1> : tensor<*xi32>} : () -> ()

// -----

// Element values.
// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"foo.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"foo.op"() {a = dense<1.0> : tensor<2xindex>} : () -> ()

// -----

// expected-error @+1 {{expected floating-point elements, but parsed integer}}
"foo.op"() {a = dense<1> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected floating-point elements, but parsed integer}}
"foo.op"() {a = dense<[1, 2]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"foo.op"() {a = dense<-1> : tensor<2xui8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<2> : tensor<2xi1>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<[true, 2]> : tensor<2xi1>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"foo.op"() {a = dense<[0x7FC00000, 0x1FFFFFFFF]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected element literal of primitive type}}
"foo.op"() {a = dense<foo> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ']'}}
"foo.op"() {a = dense<[1, 2> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"foo.op"() {a = dense<1 : tensor<2xi32>} : () -> ()

// -----

// Complex elements.
// expected-error @+1 {{expected ',' between complex elements}}
"foo.op"() {a = dense<(1.0)> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected ')' after complex elements}}
"foo.op"() {a = dense<(1, 2, 3)> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// Hexadecimal data.
// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {a = dense<"0xZZ"> : tensor<1xi8>} : () -> ()

// -----

// A string is hexadecimal data unless the element type is a string type.
// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {a = dense<"abc"> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<4xi32>'}}
"foo.op"() {a = dense<"0x0102"> : tensor<4xi32>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi1>'}}
"foo.op"() {a = dense<"0x0102"> : tensor<2xi1>} : () -> ()

// -----

// Sparse elements.
// expected-error @+1 {{expected shape ([2]); inferred shape of indices literal ([1, 1]); inferred shape of values literal ([2])}}
"foo.op"() {a = sparse<[[0]], [1, 2]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 1]); inferred shape of values literal ([1])}}
"foo.op"() {a = sparse<[[0]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[5], and type='tensor<2xi32>'}}
"foo.op"() {a = sparse<[[5]], [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"foo.op"() {a = sparse<[[0]] [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"foo.op"() {a = sparse<[[0]], [1]> : tensor<?xi32>} : () -> ()

// -----

// Resources.
// expected-error @+1 {{expected identifier key for 'resource' entry}}
"foo.op"() {a = dense_resource<> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"foo.op"() {a = dense_resource<x>} : () -> ()

// -----

// expected-error @+1 {{`dense_resource` expected a shaped type}}
"foo.op"() {a = dense_resource<x> : i32} : () -> ()

// -----

// A zero-width element takes no bytes: the only hex data of an i0 tensor is
// "0x".
// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi0>'}}
"foo.op"() {a = dense<"0x00"> : tensor<2xi0>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"foo.op"() {a = array<i0: 0, 1>} : () -> ()
