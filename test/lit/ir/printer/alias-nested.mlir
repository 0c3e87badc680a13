// Aliased elements deep inside attributes that have no alias themselves,
// and attributes met again after a first print without any alias below.
// RUN: assay-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.op"() {a = [1, [2, #map]], b = {c = 3 : i64, d = [#map, #set]}, e = 5 : i32} : () -> ()
// CHECK-NEXT:   "foo.op"() {a = [1, [2]], f = memref<4xf32, #map1>} : () -> ()
// CHECK-NEXT:   "foo.op"() {a = [1, [2]], g = [7, [#map1]]} : () -> ()
// CHECK-NEXT: }

"foo.op"() {a = [1, [2, affine_map<(d0) -> (d0 + 1)>]], b = {c = 3 : i64, d = [affine_map<(d0) -> (d0 + 1)>, affine_set<(d0) : (d0 >= 0)>]}, e = 5 : i32} : () -> ()
"foo.op"() {a = [1, [2]], f = memref<4xf32, affine_map<(d0) -> (d0 * 2)>>} : () -> ()
"foo.op"() {a = [1, [2]], g = [7, [affine_map<(d0) -> (d0 * 2)>]]} : () -> ()
