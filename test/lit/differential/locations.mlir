// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: every location kind, location aliases, block argument
// locations and implicit locations of the input positions.
#loc_alias = loc("alias.mlir":1:2)
module @locs {
  "foo.unknown"() : () -> () loc(unknown)
  "foo.file"() : () -> () loc("file.mlir":10:8)
  "foo.name"() : () -> () loc("name")
  "foo.name_child"() : () -> () loc("name"("child.mlir":3:4))
  "foo.callsite"() : () -> () loc(callsite("callee"("a.mlir":1:1) at "b.mlir":2:2))
  "foo.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2, unknown])
  "foo.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1, "c.mlir":3:3])
  "foo.fused_dict"() : () -> () loc(fused<{pass = "x"}>["a.mlir":1:1])
  "foo.alias"() : () -> () loc(#loc_alias)
  "foo.late_alias"() : () -> () loc(#late)
  "foo.implicit"() : () -> ()
  "foo.region"() ({
  ^bb0(%a: i32 loc("arg.mlir":5:5), %b: f32):
    "foo.use"(%a, %b) : (i32, f32) -> () loc("use.mlir":6:6)
  ^bb1(%c: i1 loc(unknown)):
    "foo.implicit_nested"(%c) : (i1) -> ()
  }) : () -> ()
  "foo.attr"() {where = loc("attr.mlir":7:7)} : () -> () loc("attr_op.mlir":8:8)
}
#late = loc(callsite("x" at #loc_alias))
