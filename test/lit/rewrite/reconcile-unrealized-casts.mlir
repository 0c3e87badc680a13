// RUN: assay-opt --allow-unregistered-dialect --reconcile-unrealized-casts %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reconcile-unrealized-casts))' %s | FileCheck %s

// Cast chains that lead back to their start fold away, dead casts go, and a
// live cast that cannot be resolved stays.

// CHECK-LABEL: func.func @chains(
// CHECK-SAME:    %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[F:.*]] = builtin.unrealized_conversion_cast %[[A]] : i32 to f32
// CHECK-NEXT:    %[[I:.*]] = builtin.unrealized_conversion_cast %[[F]] : f32 to i8
// CHECK-NEXT:    "xx.use"(%[[A]], %[[I]], %[[A]]) : (i32, i8, i32) -> ()
// CHECK-NEXT:    return %[[A]] : i32
// CHECK-NEXT:  }
func.func @chains(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i32
  %3 = builtin.unrealized_conversion_cast %a : i32 to i32
  %4 = builtin.unrealized_conversion_cast %a : i32 to f32
  %5 = builtin.unrealized_conversion_cast %4 : f32 to i8
  %6 = builtin.unrealized_conversion_cast %a : i32 to f64
  "xx.use"(%3, %5, %2) : (i32, i8, i32) -> ()
  return %2 : i32
}

// CHECK-LABEL: func.func @multi(
// CHECK-SAME:    %[[X:.*]]: i32, %[[Y:.*]]: f32) -> (i32, f32) {
// CHECK-NEXT:    return %[[X]], %[[Y]] : i32, f32
func.func @multi(%x: i32, %y: f32) -> (i32, f32) {
  %0:2 = builtin.unrealized_conversion_cast %x, %y : i32, f32 to i64, f64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, f64 to i32, f32
  return %1#0, %1#1 : i32, f32
}
