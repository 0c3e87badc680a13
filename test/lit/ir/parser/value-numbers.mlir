// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s | FileCheck %s

// Value names are looked up by number, whatever the first number is and
// however far apart the numbers lie: a file cut from a larger one starts
// at a high number, and hand-written IR may jump.

// CHECK-LABEL: "x.high"
// CHECK: ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32):
// CHECK-NEXT: %[[S:.*]] = "x.add"(%[[A]], %[[B]])
// CHECK-NEXT: %[[T:.*]] = "x.add"(%[[S]], %[[A]])
// CHECK-NEXT: "x.use"(%[[T]], %[[S]], %[[B]])
"x.high"() ({
^bb0(%arg1194: i32, %arg1195: i32):
  %993588 = "x.add"(%arg1194, %arg1195) : (i32, i32) -> i32
  %993589 = "x.add"(%993588, %arg1194) : (i32, i32) -> i32
  "x.use"(%993589, %993588, %arg1195) : (i32, i32, i32) -> ()
}) : () -> ()

// -----

// Scattered numbers, some far beyond any page of numbers in use, with
// forward references between them (a graph region).
// CHECK-LABEL: "x.scattered"
// CHECK: %[[P:.*]] = "x.def"(%[[Q:.*]]) : (i32) -> i32
// CHECK-NEXT: %[[Q]] = "x.def"(%[[R:.*]]) : (i32) -> i32
// CHECK-NEXT: %[[R]] = "x.def"(%[[P]]) : (i32) -> i32
// CHECK-NEXT: %[[V:.*]] = "x.def"(%[[P]]) : (i32) -> i32
// CHECK-NEXT: "x.use"(%[[P]], %[[Q]], %[[R]], %[[V]])
"x.scattered"() ({
  %1 = "x.def"(%400000000) : (i32) -> i32
  %400000000 = "x.def"(%v999999999) : (i32) -> i32
  %v999999999 = "x.def"(%1) : (i32) -> i32
  %v7 = "x.def"(%1) : (i32) -> i32
  "x.use"(%1, %400000000, %v999999999, %v7) : (i32, i32, i32, i32) -> ()
}) : () -> ()

// -----

// Names go out of scope with their region, wherever they are stored.
"x.outer"() ({
  "x.inner"() ({
    %993588 = "x.def"() : () -> i32
    %v5000000 = "x.def"() : () -> i32
    "x.end"() : () -> ()
  }) : () -> ()
  // expected-error @+1 {{use of undeclared SSA value name}}
  "x.use"(%993588) : (i32) -> ()
}) : () -> ()
