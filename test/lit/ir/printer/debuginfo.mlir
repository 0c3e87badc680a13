// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo %s | assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic --split-input-file %s | FileCheck %s --check-prefix=GENERIC

// --mlir-print-debuginfo prints every operation's location. Locations become
// aliases #loc, #loc1, ... defined after the module; an alias that refers to
// other aliases comes after them, so composite locations are numbered after
// all the plain ones. Block argument locations are printed inline, and their
// aliases are defined before the module.

// The generic form places locations the same way.
// GENERIC-LABEL: "builtin.module"() ({
// GENERIC-NEXT: "foo.generic"() : () -> () loc(#loc1)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// GENERIC-NEXT: #loc = loc("generic_module.mlir":1:1)
// GENERIC-NEXT: #loc1 = loc("generic.mlir":2:2)
// CHECK: module {
// CHECK-NEXT: "foo.generic"() : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("generic_module.mlir":1:1)
// CHECK-NEXT: #loc1 = loc("generic.mlir":2:2)
module {
  "foo.generic"() : () -> () loc("generic.mlir":2:2)
} loc("generic_module.mlir":1:1)

// -----

// CHECK: #loc9 = loc("arg.mlir":5:5)
// CHECK-NEXT: #loc10 = loc("arg.mlir":6:6)
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.unknown"() : () -> () loc(#loc1)
// CHECK-NEXT: "foo.file"() : () -> () loc(#loc2)
// CHECK-NEXT: "foo.name"() : () -> () loc(#loc3)
// CHECK-NEXT: "foo.name_child"() : () -> () loc(#loc12)
// CHECK-NEXT: "foo.callsite"() : () -> () loc(#loc16)
// CHECK-NEXT: "foo.fused"() : () -> () loc(#loc14)
// CHECK-NEXT: "foo.fused_meta"() : () -> () loc(#loc15)
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: ^bb0(%arg0: i32 loc("arg.mlir":5:5), %arg1: f32 loc("arg.mlir":6:6)):
// CHECK-NEXT: "foo.use"(%arg0) : (i32) -> () loc(#loc11)
// CHECK-NEXT: }) : () -> () loc(#loc8)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("module.mlir":0:0)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("file.mlir":10:8)
// CHECK-NEXT: #loc3 = loc("name")
// CHECK-NEXT: #loc4 = loc("child.mlir":3:4)
// CHECK-NEXT: #loc5 = loc("a.mlir":1:1)
// CHECK-NEXT: #loc6 = loc("b.mlir":2:2)
// CHECK-NEXT: #loc7 = loc("c.mlir":3:3)
// CHECK-NEXT: #loc8 = loc("region.mlir":4:4)
// CHECK-NEXT: #loc11 = loc("use.mlir":7:7)
// CHECK-NEXT: #loc12 = loc("name"(#loc4))
// CHECK-NEXT: #loc13 = loc("callee"(#loc5))
// CHECK-NEXT: #loc14 = loc(fused[#loc5, #loc6])
// CHECK-NEXT: #loc15 = loc(fused<"meta">[#loc5, #loc7])
// CHECK-NEXT: #loc16 = loc(callsite(#loc13 at #loc6))
module {
  "foo.unknown"() : () -> () loc(unknown)
  "foo.file"() : () -> () loc("file.mlir":10:8)
  "foo.name"() : () -> () loc("name")
  "foo.name_child"() : () -> () loc("name"("child.mlir":3:4))
  "foo.callsite"() : () -> () loc(callsite("callee"("a.mlir":1:1) at "b.mlir":2:2))
  "foo.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
  "foo.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1, "c.mlir":3:3])
  "foo.region"() ({
  ^bb0(%a: i32 loc("arg.mlir":5:5), %b: f32 loc("arg.mlir":6:6)):
    "foo.use"(%a) : (i32) -> () loc("use.mlir":7:7)
  }) : () -> () loc("region.mlir":4:4)
} loc("module.mlir":0:0)

// -----

// One location used several times gets one alias.
// CHECK: module {
// CHECK-NEXT: "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT: "foo.b"() : () -> () loc(#loc1)
// CHECK-NEXT: "foo.c"() : () -> () loc(#loc2)
// CHECK-NEXT: "foo.d"() : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc(unknown)
// CHECK-NEXT: #loc1 = loc("same.mlir":1:1)
// CHECK-NEXT: #loc2 = loc("other.mlir":2:2)
module {
  "foo.a"() : () -> () loc("same.mlir":1:1)
  "foo.b"() : () -> () loc("same.mlir":1:1)
  "foo.c"() : () -> () loc("other.mlir":2:2)
  "foo.d"() : () -> () loc("same.mlir":1:1)
} loc(unknown)

// -----

// Input location aliases are resolved; the printer picks its own names.
// CHECK: module {
// CHECK-NEXT: "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT: "foo.b"() : () -> () loc(#loc3)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc(unknown)
// CHECK-NEXT: #loc1 = loc("input_alias.mlir":3:3)
// CHECK-NEXT: #loc2 = loc("caller.mlir":9:9)
// CHECK-NEXT: #loc3 = loc(callsite(#loc1 at #loc2))
#my_loc = loc("input_alias.mlir":3:3)
module {
  "foo.a"() : () -> () loc(#my_loc)
  "foo.b"() : () -> () loc(callsite(#my_loc at "caller.mlir":9:9))
} loc(unknown)
