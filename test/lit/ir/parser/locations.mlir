// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo %s | assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// Every location kind, printed inline (--mlir-print-local-scope). The second
// RUN line goes through the alias form (#loc = ...) and back. The module has
// an explicit location so that no file name of the test machine shows.

// CHECK: module {
// CHECK-NEXT: "foo.unknown"() : () -> () loc(unknown)
// CHECK-NEXT: "foo.file"() : () -> () loc("file.mlir":10:8)
// CHECK-NEXT: "foo.name"() : () -> () loc("name")
// CHECK-NEXT: "foo.name_child"() : () -> () loc("name"("child.mlir":3:4))
// CHECK-NEXT: "foo.name_name"() : () -> () loc("outer"("inner"))
// CHECK-NEXT: "foo.callsite"() : () -> () loc(callsite("callee"("a.mlir":1:1) at "b.mlir":2:2))
// CHECK-NEXT: "foo.callsite_nested"() : () -> () loc(callsite(callsite("f" at "g") at "h.mlir":9:9))
// CHECK-NEXT: "foo.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
// CHECK-NEXT: "foo.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1, "c.mlir":3:3])
// CHECK-NEXT: "foo.fused_dict"() : () -> () loc(fused<{k = 1 : i32}>["a.mlir":1:1, "c.mlir":3:3])
// CHECK-NEXT: } loc(unknown)
module {
  "foo.unknown"() : () -> () loc(unknown)
  "foo.file"() : () -> () loc("file.mlir":10:8)
  "foo.name"() : () -> () loc("name")
  "foo.name_child"() : () -> () loc("name"("child.mlir":3:4))
  "foo.name_name"() : () -> () loc("outer"("inner"))
  "foo.callsite"() : () -> () loc(callsite("callee"("a.mlir":1:1) at "b.mlir":2:2))
  "foo.callsite_nested"() : () -> () loc(callsite(callsite("f" at "g") at "h.mlir":9:9))
  "foo.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
  "foo.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1, "c.mlir":3:3])
  "foo.fused_dict"() : () -> () loc(fused<{k = 1 : i32}>["a.mlir":1:1, "c.mlir":3:3])
} loc(unknown)

// -----

// Fusion simplifies: unknown members are dropped, duplicates removed, nested
// fusions without metadata flattened; a single remaining member without
// metadata is the location itself and fusing nothing is unknown.
// CHECK: module {
// CHECK-NEXT: "foo.fused_unknown"() : () -> () loc("a.mlir":1:1)
// CHECK-NEXT: "foo.fused_one"() : () -> () loc("a.mlir":1:1)
// CHECK-NEXT: "foo.fused_none"() : () -> () loc(unknown)
// CHECK-NEXT: "foo.fused_meta_one"() : () -> () loc(fused<"m">["a.mlir":1:1])
// CHECK-NEXT: "foo.fused_nested"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2, "c.mlir":3:3])
// CHECK-NEXT: "foo.fused_dup"() : () -> () loc("a.mlir":1:1)
// CHECK-NEXT: } loc(unknown)
module {
  "foo.fused_unknown"() : () -> () loc(fused["a.mlir":1:1, unknown])
  "foo.fused_one"() : () -> () loc(fused["a.mlir":1:1])
  "foo.fused_none"() : () -> () loc(fused[])
  "foo.fused_meta_one"() : () -> () loc(fused<"m">["a.mlir":1:1, unknown])
  "foo.fused_nested"() : () -> () loc(fused["a.mlir":1:1, fused["b.mlir":2:2, "c.mlir":3:3]])
  "foo.fused_dup"() : () -> () loc(fused["a.mlir":1:1, "a.mlir":1:1])
} loc(unknown)

// -----

// File names are strings with escapes; line and column are unsigned.
// CHECK: module {
// CHECK-NEXT: "foo.file_escape"() : () -> () loc("dir/with space/\22q\22.mlir":0:0)
// CHECK-NEXT: "foo.file_big"() : () -> () loc("f":4294967295:4294967295)
// CHECK-NEXT: "foo.name_escape"() : () -> () loc("tab\09name")
// CHECK-NEXT: } loc(unknown)
module {
  "foo.file_escape"() : () -> () loc("dir/with space/\"q\".mlir":0:0)
  "foo.file_big"() : () -> () loc("f":4294967295:4294967295)
  "foo.name_escape"() : () -> () loc("tab\09name")
} loc(unknown)

// -----

// Location aliases may be defined before or after their uses (attribute
// aliases of other kinds must come first).
// CHECK: module {
// CHECK-NEXT: "foo.alias"() : () -> () loc("alias.mlir":1:2)
// CHECK-NEXT: "foo.alias_nested"() : () -> () loc("named"("alias.mlir":1:2))
// CHECK-NEXT: "foo.alias_late"() : () -> () loc(callsite("alias.mlir":1:2 at "z.mlir":5:5))
// CHECK-NEXT: } loc(unknown)
#loc = loc("alias.mlir":1:2)
#loc_name = loc("named"(#loc))
module {
  "foo.alias"() : () -> () loc(#loc)
  "foo.alias_nested"() : () -> () loc(#loc_name)
  "foo.alias_late"() : () -> () loc(#late)
} loc(unknown)
#late = loc(callsite(#loc at "z.mlir":5:5))

// -----

// Locations of block arguments and of operations in nested regions.
// CHECK: module {
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: ^bb0(%arg0: i32 loc("arg.mlir":5:5), %arg1: f32 loc(unknown)):
// CHECK-NEXT: "foo.use"(%arg0, %arg1) : (i32, f32) -> () loc("use.mlir":6:6)
// CHECK-NEXT: ^bb1(%0: i1 loc("n"("succ.mlir":7:7))):  // no predecessors
// CHECK-NEXT: "foo.end"() : () -> () loc(unknown)
// CHECK-NEXT: }) : () -> () loc("region.mlir":4:4)
// CHECK-NEXT: } loc(unknown)
module {
  "foo.region"() ({
  ^bb0(%a: i32 loc("arg.mlir":5:5), %b: f32 loc(unknown)):
    "foo.use"(%a, %b) : (i32, f32) -> () loc("use.mlir":6:6)
  ^bb1(%c: i1 loc("n"("succ.mlir":7:7))):
    "foo.end"() : () -> () loc(unknown)
  }) : () -> () loc("region.mlir":4:4)
} loc(unknown)

// -----

// Locations as attribute values.
// CHECK: module {
// CHECK-NEXT: "foo.loc_attr"() {l = loc("x.mlir":1:1), m = [loc(unknown)]} : () -> () loc(unknown)
// CHECK-NEXT: } loc(unknown)
module {
  "foo.loc_attr"() {l = loc("x.mlir":1:1), m = [loc(unknown)]} : () -> () loc(unknown)
} loc(unknown)

// -----

// Operations without a location get one from the input position
// (file:line:col of the operation's first token).
// CHECK: module {
// CHECK: "foo.implicit"() : () -> () loc("{{.*}}":{{[0-9]+}}:{{[0-9]+}})
module {
  "foo.implicit"() : () -> ()
} loc(unknown)
