// up-11: canonicalize left a `builtin.unrealized_conversion_cast` that takes
// back exactly the results of another cast to the types that cast started
// from; such a round trip folds to the first cast's inputs. A partial,
// reordered or retyped round trip stays.
// RUN: assay-opt %s -canonicalize="test-convergence" -split-input-file | FileCheck %s

// CHECK-LABEL: func @round_trip
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: return %[[A]], %[[B]] : i32, i32
func.func @round_trip(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

// -----

// CHECK-LABEL: func @not_round_trips
// CHECK-COUNT-6: builtin.unrealized_conversion_cast
// CHECK-NOT: builtin.unrealized_conversion_cast
func.func @not_round_trips(%a: i32, %b: i32, %c: i64) -> (i32, i32, i32, i64, i16) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  // Another value in the first place.
  %1:2 = builtin.unrealized_conversion_cast %c, %0#1 : i64, i64 to i32, i32
  // Swapped.
  %2:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
  // Only part of the results.
  %3 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
  %4 = builtin.unrealized_conversion_cast %3 : i32 to i16
  // To another type than the first cast started from.
  %5 = builtin.unrealized_conversion_cast %4 : i16 to i64
  return %1#0, %2#1, %3, %5, %4 : i32, i32, i32, i64, i16
}


