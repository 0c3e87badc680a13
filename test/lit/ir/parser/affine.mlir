// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// Affine maps and integer sets: expressions, simplification at construction
// and the #map/#set aliases the printer gives them.

// Every binary operator, symbols, constants.
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 mod 3, d1 floordiv 4, d0 ceildiv 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 mod 3, d1 floordiv 4, d0 ceildiv 2)>} : () -> ()

// -----

// Maps without results, without inputs, constant maps, the identity.
// CHECK: #map = affine_map<() -> ()>
// CHECK-NEXT: #map1 = affine_map<() -> (0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {a = #map, b = #map1, c = #map2, d = #map3, e = #map4, f = #map5} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a = affine_map<() -> ()>, b = affine_map<() -> (0)>, c = affine_map<(d0) -> (d0)>, d = affine_map<(d0, d1) -> ()>, e = affine_map<()[s0] -> (s0)>, f = affine_map<(d0, d1, d2) -> (d2, d0, d1)>} : () -> ()

// -----

// Expressions are simplified and put in canonical order when built: constants
// fold, dimensions come before symbols, constant factors move to the right
// and a factor of -1 prints as negation.
// CHECK: #map = affine_map<(d0, d1) -> (3, d0, d1, d0 * 2, d0 - d1, -d0, -d0 + 3)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (d0 + s0, (d0 + s1) * 4, 0, (d0 floordiv 2) * 2, s0 * s1)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {a = #map, b = #map1} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a = affine_map<(d0, d1) -> (1 + 2, d0 * 1, d1 + 0, 2 * d0, d0 - d1, -d0, d0 * -1 + 3)>, b = affine_map<(d0)[s0, s1] -> (s0 + d0, (d0 + s1) * 4, d0 mod 1, (d0 floordiv 2) * 2, s0 * s1)>} : () -> ()

// -----

// Names of dimensions and symbols in the input are free; they print as d*/s*.
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a = affine_map<(i, j)[n] -> (i + n, j)>} : () -> ()

// -----

// Integer sets: equalities and inequalities, empty sets, constraint forms.
// CHECK: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0, d1) : (d0 - 1 >= 0, -d1 + 10 >= 0, d0 + d1 == 0)>
// CHECK-NEXT: #set2 = affine_set<() : (0 == 0)>
// CHECK-NEXT: #set3 = affine_set<(d0) : (1 == 0)>
// CHECK-NEXT: #set4 = affine_set<(d0)[s0, s1] : (d0 * 2 - s0 >= 0, s1 mod 2 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {a = #set, b = #set1, c = #set2, d = #set3, e = #set4} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, b = affine_set<(d0, d1) : (d0 - 1 >= 0, -d1 + 10 >= 0, d0 + d1 == 0)>, c = affine_set<() : (0 == 0)>, d = affine_set<(d0) : (1 == 0)>, e = affine_set<(d0)[s0, s1] : (d0 * 2 - s0 >= 0, s1 mod 2 == 0)>} : () -> ()

// -----

// Maps used as memref layouts and inside other attributes share one alias.
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: %0 = "foo.op"() {a = #map, b = [#map]} : () -> memref<2x2xf32, #map>
// CHECK-NEXT: }
"foo.op"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = [affine_map<(d0, d1) -> (d1, d0)>]} : () -> (memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>)

// -----

// Several maps: numbered #map, #map1, ... and sets #set, #set1, ....
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {a = #map, b = #map1, c = #map2, d = #set, e = #set1} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a = affine_map<(d0) -> (d0 + 1)>, b = affine_map<(d0) -> (d0 + 2)>, c = affine_map<(d0) -> (d0 + 3)>, d = affine_set<(d0) : (d0 >= 0)>, e = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()

// -----

// Semi-affine expressions: products and divisions involving symbols.
// CHECK: #map = affine_map<(d0)[s0] -> (d0 * s0, d0 floordiv s0, d0 mod s0, d0 ceildiv s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a = affine_map<(d0)[s0] -> (d0 * s0, d0 floordiv s0, d0 mod s0, d0 ceildiv s0)>} : () -> ()

// -----

// Nested expressions print with the parentheses they need.
// CHECK: #map = affine_map<(d0, d1) -> ((d0 + d1) floordiv 2, (d0 * 3) mod 5, -(d0 + d1), d0 - (d1 - 1), ((d0 + 1) ceildiv 4) * 4)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a = affine_map<(d0, d1) -> ((d0 + d1) floordiv 2, (d0 * 3) mod 5, -(d0 + d1), d0 - (d1 - 1), ((d0 + 1) ceildiv 4) * 4)>} : () -> ()
