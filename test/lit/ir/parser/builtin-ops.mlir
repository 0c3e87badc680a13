// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// The custom forms of the builtin operations. Inside builtin.module the
// `builtin.` prefix is optional and not printed; inside a region of an
// unregistered operation it is printed.

// CHECK: module {
// CHECK-NEXT: %0 = "foo.def"() : () -> i32
// CHECK-NEXT: %1 = unrealized_conversion_cast %0 : i32 to i64
// CHECK-NEXT: %2:2 = unrealized_conversion_cast %0, %1 : i32, i64 to f32, f64
// CHECK-NEXT: %3 = unrealized_conversion_cast %0 : i32 to !foo.t
// CHECK-NEXT: %4 = unrealized_conversion_cast to i8
// CHECK-NEXT: %5 = unrealized_conversion_cast %0, %1 : i32, i64 to i1 {foo.a = 1 : i64}
// CHECK-NEXT: %6 = unrealized_conversion_cast %0 : i32 to tensor<?xf32>
// CHECK-NEXT: }
%0 = "foo.def"() : () -> i32
%1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
%2:2 = "builtin.unrealized_conversion_cast"(%0, %1) : (i32, i64) -> (f32, f64)
%3 = builtin.unrealized_conversion_cast %0 : i32 to !foo.t
%4 = builtin.unrealized_conversion_cast to i8
%5 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to i1 {foo.a = 1}
%6 = unrealized_conversion_cast %0 : i32 to tensor<?xf32> loc("x":1:1)

// -----

// CHECK: module {
// CHECK-NEXT: "foo.r"() ({
// CHECK-NEXT: %0 = "foo.def"() : () -> i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
// CHECK-NEXT: builtin.module @in_region {
// CHECK-NEXT: }
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: {{^ *}}module @m {
// CHECK-NEXT: %0 = "foo.def"() : () -> i32
// CHECK-NEXT: %1 = unrealized_conversion_cast %0 : i32 to i64
// CHECK-NEXT: "foo.r"() ({
// CHECK-NEXT: builtin.module {
// CHECK-NEXT: }
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
"foo.r"() ({
  %0 = "foo.def"() : () -> i32
  %1 = unrealized_conversion_cast %0 : i32 to i64
  module @in_region {
  }
}) : () -> ()
module @m {
  %0 = "foo.def"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  "foo.r"() ({
    builtin.module {
    }
  }) : () -> ()
}
