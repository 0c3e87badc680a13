// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// RUN: not assay-opt --allow-unregistered-dialect --split-input-file %S/Inputs/compound-type-reuse-invalid.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// The parser remembers the text of each compound type (memref, tensor,
// vector, complex, tuple) and gives the same text met again the same type
// without parsing it. These cases check that the text after a remembered
// type, and text that looks alike but is not the same, still parse as
// written.

// CHECK-LABEL: "t.same"
// CHECK-SAME: () -> (memref<8x?xf32, 1>, memref<8x?xf32, 1>, memref<8x?xf32, 1>, tensor<4xf32>, tensor<4xf32>)
"t.same"() : () -> (memref<8x?xf32, 1>, memref<8x ? x f32,1>, memref<8x?xf32, 1>, tensor<4xf32>, tensor<4xf32>)
// CHECK: "t.use"(%{{.*}}) : (memref<8x?xf32, 1>) -> vector<[4]x2xi8>
%0 = "t.def"() : () -> memref<8x?xf32, 1>
%1 = "t.use"(%0) : (memref<8x?xf32, 1>) -> vector<[4]x2xi8>
%2 = "t.use"(%0) : (memref<8x?xf32, 1>) -> vector<[4]x2xi8>

// -----

// A type that is a prefix of another text, and texts that differ only
// after the first `>`: each parses to its own type.
// CHECK-LABEL: "t.prefix"
// CHECK-SAME: () -> (tuple<complex<f32>>, complex<f32>, tuple<complex<f32>, i1>, tuple<complex<f32>>)
"t.prefix"() : () -> (tuple<complex<f32>>, complex<f32>, tuple<complex<f32>, i1>, tuple<complex<f32>>)

// -----

// Types holding strings or arrows are not remembered; they parse each time.
// CHECK-LABEL: "t.strings"
// CHECK-SAME: () -> (tensor<2xf32, "a>b">, tensor<2xf32, "a>b">, tuple<() -> i32>, tuple<() -> i32>)
"t.strings"() : () -> (tensor<2xf32, "a>b">, tensor<2xf32, "a>b">, tuple<() -> i32>, tuple<() -> i32>)

// -----

// Aliases inside a remembered type.
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: "t.alias"
// CHECK-SAME: () -> (memref<4xf32, #map>, memref<4xf32, #map>, memref<4xf32, #map>)
#map = affine_map<(d0) -> (d0 + 1)>
"t.alias"() : () -> (memref<4xf32, #map>, memref<4xf32, #map>, memref<4xf32, affine_map<(d0) -> (d0 + 1)>>)

// -----

// Types as attribute values and in dense elements.
// CHECK-LABEL: "t.attrs"
// CHECK-SAME: a = dense<1.000000e+00> : tensor<2xf32>, b = tensor<2xf32>, c = [vector<2xi1>, vector<2xi1>]
"t.attrs"() {a = dense<1.0> : tensor<2xf32>, b = tensor<2xf32>, c = [vector<2xi1>, vector<2xi1>]} : () -> tensor<2xf32>

// Errors after and inside a type met before are placed as in a first parse
// (Inputs/compound-type-reuse-invalid.mlir).
// ERR: compound-type-reuse-invalid.mlir:1 offset :5:46: error: expected ')'
// ERR: compound-type-reuse-invalid.mlir:7 offset :4:60: error: expected '>' in tensor type
// ERR: compound-type-reuse-invalid.mlir:12 offset :4:46: error: expected ')'
