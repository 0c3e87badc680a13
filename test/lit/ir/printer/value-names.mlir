// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// How the printer names values and blocks, as mlir-opt does:
// - results are %0, %1, ... and entry block arguments %arg0, %arg1, ...;
//   arguments of other blocks are numbered like results;
// - blocks are ^bb0, ^bb1, ... per region; an entry block without arguments
//   prints no label;
// - a region's own values are numbered before those of nested regions, and
//   each nested region starts from where its parent's numbering stood, so
//   sibling regions reuse numbers. In the generic form nested regions are
//   visited last-first and do not reuse numbers.

// Values of a region are numbered before those of its nested regions.
// CHECK: module {
// CHECK-NEXT: %0 = "foo.a"() : () -> i32
// CHECK-NEXT: "foo.r"() ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %2 = "foo.b"() : () -> i32
// CHECK-NEXT: "foo.r2"() ({
// CHECK-NEXT: %5 = "foo.c"() : () -> i32
// CHECK-NEXT: "foo.y"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %3 = "foo.d"() : () -> i32
// CHECK-NEXT: "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %4 = "foo.e"() : () -> i32
// CHECK-NEXT: "foo.end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %1 = "foo.f"() : () -> i32
// CHECK-NEXT: module {
// CHECK-NEXT: %2 = "foo.g"() : () -> i32
// CHECK-NEXT: "foo.r"() ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "foo.y"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "foo.r3"() ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT: "foo.y"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "foo.y"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: %0 = "foo.a"() : () -> i32
// GENERIC-NEXT: "foo.r"() ({
// GENERIC-NEXT: ^bb0(%arg4: i32):
// GENERIC-NEXT: %3 = "foo.b"() : () -> i32
// GENERIC-NEXT: "foo.r2"() ({
// GENERIC-NEXT: %6 = "foo.c"() : () -> i32
// GENERIC-NEXT: "foo.y"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: %4 = "foo.d"() : () -> i32
// GENERIC-NEXT: "foo.br"()[^bb1] : () -> ()
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT: %5 = "foo.e"() : () -> i32
// GENERIC-NEXT: "foo.end"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: %1 = "foo.f"() : () -> i32
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: %2 = "foo.g"() : () -> i32
// GENERIC-NEXT: "foo.r"() ({
// GENERIC-NEXT: ^bb0(%arg3: i32):
// GENERIC-NEXT: "foo.y"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "foo.r3"() ({
// GENERIC-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// GENERIC-NEXT: "foo.y"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT: "foo.y"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
%a = "foo.a"() : () -> i32
"foo.r"() ({
^bb0(%x: i32):
  %b = "foo.b"() : () -> i32
  "foo.r2"() ({
    %c = "foo.c"() : () -> i32
    "foo.y"() : () -> ()
  }) : () -> ()
  %d = "foo.d"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  %e = "foo.e"() : () -> i32
  "foo.end"() : () -> ()
}) : () -> ()
%f = "foo.f"() : () -> i32
module {
  %g = "foo.g"() : () -> i32
  "foo.r"() ({
  ^bb0(%y: i32):
    "foo.y"() : () -> ()
  }) : () -> ()
}
"foo.r3"() ({
^bb0(%z: i32, %w: i32):
  "foo.y"() : () -> ()
}, {
^bb0(%q: i32):
  "foo.y"() : () -> ()
}) : () -> ()

// -----

// Sibling regions reuse numbers in the custom form, not in the generic form.
// CHECK: module {
// CHECK-NEXT: %0 = "foo.a"() : () -> i32
// CHECK-NEXT: "foo.r"() ({
// CHECK-NEXT: %2 = "foo.b"() : () -> i32
// CHECK-NEXT: "foo.use"(%0, %2) : (i32, i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "foo.r"() ({
// CHECK-NEXT: %2 = "foo.c"() : () -> i32
// CHECK-NEXT: "foo.use"(%0, %2) : (i32, i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %2 = "foo.d"() : () -> i32
// CHECK-NEXT: "foo.use"(%2) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %1 = "foo.e"() : () -> i32
// CHECK-NEXT: }
// GENERIC: {{^// [-]+$}}
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: %0 = "foo.a"() : () -> i32
// GENERIC-NEXT: "foo.r"() ({
// GENERIC-NEXT: %4 = "foo.b"() : () -> i32
// GENERIC-NEXT: "foo.use"(%0, %4) : (i32, i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "foo.r"() ({
// GENERIC-NEXT: %3 = "foo.c"() : () -> i32
// GENERIC-NEXT: "foo.use"(%0, %3) : (i32, i32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: %2 = "foo.d"() : () -> i32
// GENERIC-NEXT: "foo.use"(%2) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: %1 = "foo.e"() : () -> i32
// GENERIC-NEXT: }) : () -> ()
%a = "foo.a"() : () -> i32
"foo.r"() ({
  %b = "foo.b"() : () -> i32
  "foo.use"(%a, %b) : (i32, i32) -> ()
}) : () -> ()
"foo.r"() ({
  %c = "foo.c"() : () -> i32
  "foo.use"(%a, %c) : (i32, i32) -> ()
}, {
  %d = "foo.d"() : () -> i32
  "foo.use"(%d) : (i32) -> ()
}) : () -> ()
%e = "foo.e"() : () -> i32

// -----

// Block numbering is per region and follows the block order; block arguments
// of non-entry blocks are numbered with the results, in block order.
// CHECK: module {
// CHECK-NEXT: "foo.cfg"() ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "foo.br"(%arg0)[^bb2] : (i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // pred: ^bb2
// CHECK-NEXT: %2 = "foo.add"(%0, %1) : (i32, i32) -> i32
// CHECK-NEXT: "foo.ret"(%2) : (i32) -> ()
// CHECK-NEXT: ^bb2(%3: i32):  // pred: ^bb0
// CHECK-NEXT: "foo.br"(%3, %3)[^bb1] : (i32, i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "foo.other"() ({
// CHECK-NEXT: "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }
"foo.cfg"() ({
^entry(%a: i32):
  "foo.br"(%a)[^second] : (i32) -> ()
^first(%p: i32, %q: i32):
  %r = "foo.add"(%p, %q) : (i32, i32) -> i32
  "foo.ret"(%r) : (i32) -> ()
^second(%s: i32):
  "foo.br"(%s, %s)[^first] : (i32, i32) -> ()
}) : () -> ()
"foo.other"() ({
^b0:
  "foo.br"()[^b1] : () -> ()
^b1:
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// Multi-result values print as a group %N:k with uses %N#i; a group takes
// one number.
// CHECK: module {
// CHECK-NEXT: %0:3 = "foo.three"() : () -> (i1, i2, i3)
// CHECK-NEXT: %1 = "foo.one"(%0#2) : (i3) -> i4
// CHECK-NEXT: %2:2 = "foo.two"(%0#0, %1) : (i1, i4) -> (i5, i6)
// CHECK-NEXT: "foo.use"(%2#1, %0#1) : (i6, i2) -> ()
// CHECK-NEXT: }
%a:3 = "foo.three"() : () -> (i1, i2, i3)
%b = "foo.one"(%a#2) : (i3) -> i4
%c:2 = "foo.two"(%a#0, %b) : (i1, i4) -> (i5, i6)
"foo.use"(%c#1, %a#1) : (i6, i2) -> ()
