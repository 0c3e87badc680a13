// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// Round trip of every builtin type: each chunk prints back as written, except
// where the printed form is canonical (layouts, spaces) as noted.

// Integers: signless, signed, unsigned, odd widths.
// CHECK-LABEL: "foo.integers"
// CHECK-SAME: () -> (i1, i8, i32, i64, i0, i3, i128, i1024, si8, si32, ui1, ui64, si16777215)
"foo.integers"() : () -> (i1, i8, i32, i64, i0, i3, i128, i1024, si8, si32, ui1, ui64, si16777215)

// -----

// CHECK-LABEL: "foo.index"
// CHECK-SAME: () -> (index, none)
"foo.index"() : () -> (index, none)

// -----

// CHECK-LABEL: "foo.floats"
// CHECK-SAME: () -> (bf16, f16, tf32, f32, f64, f80, f128)
"foo.floats"() : () -> (bf16, f16, tf32, f32, f64, f80, f128)

// -----

// CHECK-LABEL: "foo.f8"
// CHECK-SAME: () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ)
"foo.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ)

// -----

// CHECK-LABEL: "foo.complex"
// CHECK-SAME: () -> (complex<f32>, complex<f64>, complex<i32>, complex<f80>)
"foo.complex"() : () -> (complex<f32>, complex<f64>, complex<i32>, complex<f80>)

// -----

// CHECK-LABEL: "foo.tuple"
// CHECK-SAME: () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i1>, vector<2xi8>>)
"foo.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i1>, vector<2xi8>>)

// -----

// Vectors: fixed, 0-d, scalable in any dimension, with every element kind.
// CHECK-LABEL: "foo.vector"
// CHECK-SAME: () -> (vector<4xf32>, vector<f32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[4]xi1>, vector<[2]x[8]xf16>, vector<4xindex>)
"foo.vector"() : () -> (vector<4xf32>, vector<f32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[4]xi1>, vector<[2]x[8]xf16>, vector<4xindex>)

// -----

// Tensors: ranked with static and dynamic sizes, 0-d, empty, unranked, with
// an encoding attribute.
// CHECK-LABEL: "foo.tensor"
// CHECK-SAME: () -> (tensor<4xf32>, tensor<?x4xf32>, tensor<?x?xi8>, tensor<i32>, tensor<0xi8>, tensor<*xf32>, tensor<*xcomplex<f64>>)
"foo.tensor"() : () -> (tensor<4xf32>, tensor<?x4xf32>, tensor<?x?xi8>, tensor<i32>, tensor<0xi8>, tensor<*xf32>, tensor<*xcomplex<f64>>)

// -----

// CHECK-LABEL: "foo.tensor_encoding"
// CHECK-SAME: () -> (tensor<4xf32, "enc">, tensor<?xi32, 1 : i64>, tensor<8xf16, #foo.enc<1>>, tensor<2x2xf32, {a = 1 : i64}>)
"foo.tensor_encoding"() : () -> (tensor<4xf32, "enc">, tensor<?xi32, 1>, tensor<8xf16, #foo.enc<1>>, tensor<2x2xf32, {a = 1}>)

// -----

// CHECK-LABEL: "foo.tensor_elements"
// CHECK-SAME: () -> (tensor<2xvector<4xi1>>, tensor<4x!foo.elt>, tensor<2xcomplex<f32>>, tensor<2xindex>, tensor<2x?x!foo<"e">>)
"foo.tensor_elements"() : () -> (tensor<2xvector<4xi1>>, tensor<4x!foo.elt>, tensor<2xcomplex<f32>>, tensor<2xindex>, tensor<2x?x!foo<"e">>)

// -----

// MemRefs: shapes, memory spaces (integer, string, dictionary), layouts.
// CHECK-LABEL: "foo.memref"
// CHECK-SAME: () -> (memref<4xf32>, memref<?x4xf32>, memref<f32>, memref<0xi8>, memref<4xvector<4xf32>>, memref<2xmemref<4xf32>>, memref<4xcomplex<f32>>, memref<4xindex>)
"foo.memref"() : () -> (memref<4xf32>, memref<?x4xf32>, memref<f32>, memref<0xi8>, memref<4xvector<4xf32>>, memref<2xmemref<4xf32>>, memref<4xcomplex<f32>>, memref<4xindex>)

// -----

// CHECK-LABEL: "foo.memref_space"
// CHECK-SAME: () -> (memref<4xf32, 1>, memref<4xf32, 3 : i32>, memref<4xf32, "gpu">, memref<4xf32, {kind = "shared"}>, memref<4xf32, 1 : i8>)
"foo.memref_space"() : () -> (memref<4xf32, 1>, memref<4xf32, 3 : i32>, memref<4xf32, "gpu">, memref<4xf32, {kind = "shared"}>, memref<4xf32, 1 : i8>)

// -----

// An integer memory space of 0 is the default and is not printed.
// CHECK-LABEL: "foo.memref_default_space"
// CHECK-SAME: () -> (memref<4xf32>, memref<4xf32>)
"foo.memref_default_space"() : () -> (memref<4xf32, 0>, memref<4xf32, 0 : i32>)

// -----

// The identity affine map layout is the default and is not printed; other
// affine maps become aliases.
// CHECK: #[[MAP:.+]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: "foo.memref_affine"
// CHECK-SAME: () -> (memref<4x4xf32>, memref<4x4xf32, #[[MAP]]>, memref<4x4xf32, #[[MAP]], 1>)
"foo.memref_affine"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 1>)

// -----

// CHECK-LABEL: "foo.memref_strided"
// CHECK-SAME: () -> (memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<4x4xf32, strided<[4, 1]>>, memref<4xf32, strided<[2], offset: 3>>, memref<4x4xf32, strided<[8, 1], offset: 2>, 2>)
"foo.memref_strided"() : () -> (memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<4x4xf32, strided<[4, 1]>>, memref<4xf32, strided<[2], offset: 3>>, memref<4x4xf32, strided<[8, 1], offset: 2>, 2>)

// -----

// CHECK-LABEL: "foo.memref_unranked"
// CHECK-SAME: () -> (memref<*xf32>, memref<*xi8, 2>, memref<*xf32, "gpu">)
"foo.memref_unranked"() : () -> (memref<*xf32>, memref<*xi8, 2>, memref<*xf32, "gpu">)

// -----

// Function types: no inputs, no results, several results, nested functions.
// CHECK-LABEL: "foo.function"
// CHECK-SAME: () -> (() -> (), (i32) -> f32, (i32, i64) -> (i1, i1), (f32) -> ((i32) -> i64), ((i1) -> i1) -> ())
"foo.function"() : () -> (() -> (), (i32) -> f32, (i32, i64) -> (i1, i1), (f32) -> ((i32) -> i64), ((i1) -> i1) -> ())

// -----

// A single result in parentheses prints without them.
// CHECK-LABEL: "foo.function_paren"
// CHECK-SAME: () -> i32
"foo.function_paren"() : () -> (i32)

// -----

// Opaque dialect types from unregistered dialects. `!foo<bar>` has a body
// that is a bare identifier, so it prints in the pretty form `!foo.bar`.
// CHECK-LABEL: "foo.opaque"
// CHECK-SAME: () -> (!foo.bar, !foo<"x">, !foo.bar<a, b>, !foo.baz<"quoted \22 string">, !foo.nested<[1, {2}], (3)>, !foo.bar)
"foo.opaque"() : () -> (!foo.bar, !foo<"x">, !foo.bar<a, b>, !foo.baz<"quoted \22 string">, !foo.nested<[1, {2}], (3)>, !foo<bar>)

// -----

// Types in operand lists and block arguments.
// CHECK-LABEL: "foo.typed_values"
// CHECK-NEXT: ^bb0(%arg0: tensor<?xf32>, %arg1: memref<*xi8>, %arg2: !foo.t):
// CHECK-NEXT: "foo.use"(%arg0, %arg1, %arg2) : (tensor<?xf32>, memref<*xi8>, !foo.t) -> ()
"foo.typed_values"() ({
^bb0(%a: tensor<?xf32>, %b: memref<*xi8>, %c: !foo.t):
  "foo.use"(%a, %b, %c) : (tensor<?xf32>, memref<*xi8>, !foo.t) -> ()
}) : () -> ()
