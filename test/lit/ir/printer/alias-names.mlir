// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// Attribute aliases chosen by the printer: affine maps are #map, #map1, ...,
// integer sets #set, #set1, ..., distinct attributes #distinct, ...; within
// one name the suffix follows the order of first use (attribute dictionaries
// are visited in sorted key order). Definitions print before the module
// grouped by name (#distinct, #map, #set) in numeric order, except that an
// alias used inside another alias's value is defined first.

// CHECK: #distinct = distinct[0]<1 : i64>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 5)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {z = #set} : () -> ()
// CHECK-NEXT: "foo.op"() {a = #map, b = #map1} : () -> ()
// CHECK-NEXT: %0 = "foo.op"() {a = #distinct} : () -> memref<2xf32, #map2>
// CHECK-NEXT: "foo.op"() {c = #map} : () -> ()
// CHECK-NEXT: "foo.op"() {x = [#map3]} : () -> ()
// CHECK-NEXT: }
"foo.op"() {z = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"foo.op"() {b = affine_map<(d0) -> (d0 + 2)>, a = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"foo.op"() {a = distinct[0]<1>} : () -> memref<2xf32, affine_map<(d0) -> (d0 + 3)>>
"foo.op"() {c = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"foo.op"() {x = [affine_map<(d0) -> (d0 * 5)>]} : () -> ()

// -----

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 == 0)>
// CHECK-NEXT: #distinct = distinct[0]<#map>
// CHECK-NEXT: #distinct1 = distinct[1]<#set>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {a = #distinct, b = [#distinct1], c = #foo.x<affine_map<(d0) -> (d0)>>} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a = distinct[0]<affine_map<(d0) -> (d0)>>, b = [distinct[1]<affine_set<(d0) : (d0 == 0)>>], c = #foo.x<affine_map<(d0) -> (d0)>>} : () -> ()

// -----

// Uses in nested regions, block argument types and results count in the
// order they are printed.
// CHECK: #map = affine_map<(d0) -> (d0 + 10)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 20)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 30)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 40)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.outer"() ({
// CHECK-NEXT: ^bb0(%arg0: memref<4xf32, #map>):
// CHECK-NEXT: "foo.inner"() {m = #map1} : () -> ()
// CHECK-NEXT: }) {m = #map2} : () -> ()
// CHECK-NEXT: "foo.after"() {m = #map3} : () -> ()
// CHECK-NEXT: }
"foo.outer"() ({
^bb0(%arg: memref<4xf32, affine_map<(d0) -> (d0 + 10)>>):
  "foo.inner"() {m = affine_map<(d0) -> (d0 + 20)>} : () -> ()
}) {m = affine_map<(d0) -> (d0 + 30)>} : () -> ()
"foo.after"() {m = affine_map<(d0) -> (d0 + 40)>} : () -> ()

// -----

// Twelve maps: suffixes go past 9 and definitions stay in numeric order; the
// map d0 + 0 is simplified to the identity.
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 + 6)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 + 7)>
// CHECK-NEXT: #map8 = affine_map<(d0) -> (d0 + 8)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (d0 + 9)>
// CHECK-NEXT: #map10 = affine_map<(d0) -> (d0 + 10)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0 + 11)>
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.op"() {a0 = #map, a1 = #map1, a2 = #map2, a3 = #map3, a4 = #map4, a5 = #map5, a6 = #map6, a7 = #map7, a8 = #map8, a9 = #map9, b0 = #map10, b1 = #map11} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a0 = affine_map<(d0) -> (d0 + 0)>, a1 = affine_map<(d0) -> (d0 + 1)>, a2 = affine_map<(d0) -> (d0 + 2)>, a3 = affine_map<(d0) -> (d0 + 3)>, a4 = affine_map<(d0) -> (d0 + 4)>, a5 = affine_map<(d0) -> (d0 + 5)>, a6 = affine_map<(d0) -> (d0 + 6)>, a7 = affine_map<(d0) -> (d0 + 7)>, a8 = affine_map<(d0) -> (d0 + 8)>, a9 = affine_map<(d0) -> (d0 + 9)>, b0 = affine_map<(d0) -> (d0 + 10)>, b1 = affine_map<(d0) -> (d0 + 11)>} : () -> ()
