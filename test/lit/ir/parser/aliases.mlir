// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// Attribute and type alias definitions (`#a = ...`, `!t = ...`) are expanded
// at parse time: the printer does not keep the names of the input, it only
// introduces its own aliases (#map, #set, #loc, #distinct).

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: %0:3 = "foo.op"() {a = 1 : i32, b = [1 : i32, "str"], c = #foo.baz, d = #map} : () -> (i32, vector<4xi32>, !foo.bar<1>)
// CHECK-NEXT: %1:2 = "foo.op"() {x = [1 : i32, "str"]} : () -> (vector<4xi32>, !foo.bar<1>)
// CHECK-NEXT: }
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

// -----

// An attribute alias and a type alias may share a name.
// CHECK: module {
// CHECK-NEXT: %0 = "foo.op"() {x = 1 : i64} : () -> i32
// CHECK-NEXT: }
#a = 1
!a = i32
"foo.op"() {x = #a} : () -> !a

// -----

// Aliases in every position: operand and result types, block arguments,
// type attributes, nested types, function types, layouts, encodings.
// CHECK: module {
// CHECK-NEXT: "foo.op"() ({
// CHECK-NEXT: ^bb0(%arg0: tensor<?xf16>, %arg1: memref<4x4xf16, strided<[?, 1], offset: ?>, 3>):
// CHECK-NEXT: %0 = "foo.use"(%arg0) {t2 = tensor<4xf16, "sparse">, ty = (f16) -> tensor<?xf16>} : (tensor<?xf16>) -> f16
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }
!elt = f16
!tensor = tensor<?x!elt>
!fn = (!elt) -> !tensor
#layout = strided<[?, 1], offset: ?>
#enc = "sparse"
#space = 3
"foo.op"() ({
^bb0(%arg: !tensor, %m: memref<4x4x!elt, #layout, #space>):
  %0 = "foo.use"(%arg) {ty = !fn, t2 = tensor<4x!elt, #enc>} : (!tensor) -> !elt
}) : () -> ()

// -----

// Alias names: letters, digits, underscores and $.
// CHECK: module {
// CHECK-NEXT: %0 = "foo.op"() {a = 1 : i64, b = 2 : i64} : () -> i9
// CHECK-NEXT: }
#_x = 1
#x$1_2 = 2
!Upper9 = i9
"foo.op"() {a = #_x, b = #x$1_2} : () -> !Upper9

// -----

// A user alias to an affine map still prints with the printer's own alias;
// aliases appear as the attribute inside other attributes.
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: %0 = "foo.op"() {d = {layout = #map, n = 4 : i32}} : () -> memref<2x2xf32, #map>
// CHECK-NEXT: }
#perm = affine_map<(d0, d1) -> (d1, d0)>
#dict = {layout = #perm, n = 4 : i32}
"foo.op"() {d = #dict} : () -> memref<2x2xf32, #perm>
