// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// RUN: not assay-opt --allow-unregistered-dialect --split-input-file %S/Inputs/attribute-value-reuse-invalid.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// The parser remembers the text of each attribute dictionary entry's value
// and gives the same text met again the same attribute without parsing it.
// These cases check texts that end the same way, texts whose brackets do
// not nest, and the text that follows a remembered value.

// A value followed by `,` and the same value followed by `}`; an integer
// with and without its type; a value that is a prefix of another.
// CHECK-LABEL: "t.ends"
// CHECK-SAME: {a = 1 : i32, b = 1 : i32, c = 1 : i64, d = 1 : i64, e = 1 : i32}
// CHECK-NEXT: "t.ends2"
// CHECK-SAME: {a = [1, 2], b = [1], c = [1, 2, 3], d = [1]}
"t.ends"() {a = 1 : i32, b = 1 : i32, c = 1, d = 1  , e = 1 : i32} : () -> ()
"t.ends2"() {a = [1, 2], b = [1], c = [1, 2, 3], d = [1]} : () -> ()

// -----

// Strings with escaped quotes, commas and braces inside.
// CHECK-LABEL: "t.strings"
// CHECK-SAME: {a = "q\22uote, }", b = "q\22uote, }", c = "x", d = ["x", "q\22uote, }"]}
"t.strings"() {a = "q\"uote, }", b = "q\"uote, }", c = "x", d = ["x", "q\"uote, }"]} : () -> ()

// -----

// Arrows, and `>=` in an integer set, whose brackets do not count as such.
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-LABEL: "t.arrows"
// CHECK-SAME: {a = (i32) -> i64, b = (i32) -> i64, c = #set, d = #set, e = #map, f = #map}
"t.arrows"() {a = (i32) -> i64, b = (i32) -> i64, c = affine_set<(d0) : (d0 >= 0)>, d = affine_set<(d0) : (d0 >= 0)>, e = affine_map<(d0) -> (d0)>, f = affine_map<(d0) -> (d0)>} : () -> ()

// -----

// Nested dictionaries, properties, dense elements and symbol references.
// CHECK-LABEL: "t.nested"
// CHECK-SAME: <{p = {x = {y = 2 : i8}}}> {a = {x = {y = 2 : i8}}, b = dense<[1, 2]> : tensor<2xi32>, c = dense<[1, 2]> : tensor<2xi32>, d = @a::@b, e = @a::@b}
"t.nested"() <{p = {x = {y = 2 : i8}}}> {a = {x = {y = 2 : i8}}, b = dense<[1, 2]> : tensor<2xi32>, c = dense<[1, 2]> : tensor<2xi32>, d = @a::@b, e = @a::@b} : () -> ()

// -----

// Aliases and distinct attributes.
// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<42 : i32>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: "t.alias"
// CHECK-SAME: {a = #map, b = #map, c = #distinct, d = #distinct, e = #distinct1}
#map = affine_map<(d0) -> (d0 + 1)>
"t.alias"() {a = #map, b = #map, c = distinct[0]<42 : i32>, d = distinct[0]<42 : i32>, e = distinct[1]<42 : i32>} : () -> ()

// Errors after a value met before are placed as in a first parse
// (Inputs/attribute-value-reuse-invalid.mlir).
// ERR: attribute-value-reuse-invalid.mlir:1 offset :5:43: error: expected '}' in attribute dictionary
// ERR: attribute-value-reuse-invalid.mlir:7 offset :4:34: error: duplicate key 'a' in dictionary attribute
// ERR: attribute-value-reuse-invalid.mlir:12 offset :4:44: error: expected '}' in attribute dictionary

// More distinct values and types than the parser remembers: every one
// still reads back as written, before and after the tables fill up.
// RUN: python3 %S/Inputs/many-values.py > %t.many.mlir
// RUN: assay-opt --allow-unregistered-dialect %t.many.mlir | FileCheck %s --check-prefix=MANY
// MANY: "t.v0"() {a = 0 : i32, b = "s0"} : () -> tensor<0xf32>
// MANY: "t.v4095"() {a = 4095 : i32, b = "s0"} : () -> tensor<4095xf32>
// MANY-NEXT: "t.v4096"() {a = 4096 : i32, b = "s1"} : () -> tensor<4096xf32>
// MANY: "t.v4999"() {a = 4999 : i32, b = "s1"} : () -> tensor<4999xf32>
// MANY-NEXT: "t.again0"() {a = 0 : i32, b = "s0"} : () -> tensor<0xf32>
// MANY-NEXT: "t.again1"() {a = 1 : i32, b = "s1"} : () -> tensor<1xf32>
// MANY-NEXT: "t.again2"() {a = 2 : i32, b = "s2"} : () -> tensor<2xf32>
