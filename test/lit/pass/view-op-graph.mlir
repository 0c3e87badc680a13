// view-op-graph writes the op graph as Graphviz DOT to stderr, as
// mlir-opt 19 does, and leaves the IR as it was. Ops with regions are
// clusters (with an invisible anchor node), blocks are nested clusters,
// block arguments are `argN` ellipses, other ops filled ellipses coloured by
// name; data flow edges (solid, labelled with the operand number when the
// user has several operands, unlabelled at cluster boundaries) come last.
// RUN: assay-opt --view-op-graph %s -o /dev/null 2>&1 | FileCheck %s
// RUN: assay-opt %s > %t.plain
// RUN: assay-opt --view-op-graph %s 2>/dev/null > %t.viewed
// RUN: diff %t.plain %t.viewed
// RUN: %if mlir-opt %{ assay-opt --view-op-graph %s -o /dev/null 2> %t.assay.dot && %mlir_opt --view-op-graph %s -o /dev/null 2> %t.mlir.dot && diff %t.mlir.dot %t.assay.dot %}

// CHECK: digraph G {
// CHECK-NEXT: compound = true;
// CHECK-NEXT: subgraph cluster_1 {
// CHECK-NEXT: v2 [label = " ", shape = plain];
// CHECK-NEXT: label = "builtin.module : ()\n";
// CHECK-NEXT: subgraph cluster_3 {
// CHECK-NEXT: v4 [label = " ", shape = plain];
// CHECK-NEXT: label = "";
// CHECK-NEXT: subgraph cluster_5 {
// CHECK-NEXT: v6 [label = " ", shape = plain];
// CHECK-NEXT: label = "func.func : ()\n\nfunction_type: (i32, i1) -> i32\nsym_name: \"f\"";
// CHECK-NEXT: subgraph cluster_7 {
// CHECK-NEXT: v8 [label = " ", shape = plain];
// CHECK-NEXT: label = "";
// CHECK-NEXT: v9 [label = "arg0", shape = ellipse];
// CHECK-NEXT: v10 [label = "arg1", shape = ellipse];
// CHECK-NEXT: v11 [fillcolor = "0.000000 1.0 1.0", label = "arith.addi : (i32)\n\noverflowFlags: #arith.overflow<none...", shape = ellipse, style = filled];
// CHECK-NEXT: subgraph cluster_12 {
// CHECK-NEXT: v13 [label = " ", shape = plain];
// CHECK-NEXT: label = "scf.if : (i32)\n";
// CHECK-NEXT: subgraph cluster_14 {
// CHECK-NEXT: v15 [label = " ", shape = plain];
// CHECK-NEXT: label = "";
// CHECK-NEXT: v16 [fillcolor = "0.125000 1.0 1.0", label = "arith.muli : (i32)\n\noverflowFlags: #arith.overflow<none...", shape = ellipse, style = filled];
// CHECK-NEXT: v17 [fillcolor = "0.250000 1.0 1.0", label = "scf.yield : ()\n", shape = ellipse, style = filled];
// CHECK-NEXT: }
// CHECK-NEXT: subgraph cluster_18 {
// CHECK-NEXT: v19 [label = " ", shape = plain];
// CHECK-NEXT: label = "";
// CHECK-NEXT: v20 [fillcolor = "0.250000 1.0 1.0", label = "scf.yield : ()\n", shape = ellipse, style = filled];
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: v21 [fillcolor = "0.500000 1.0 1.0", label = "cf.br : ()\n", shape = ellipse, style = filled];
// CHECK-NEXT: }
// CHECK-NEXT: subgraph cluster_22 {
// CHECK-NEXT: v23 [label = " ", shape = plain];
// CHECK-NEXT: label = "";
// CHECK-NEXT: v24 [label = "arg0", shape = ellipse];
// CHECK-NEXT: v25 [fillcolor = "0.625000 1.0 1.0", label = "func.return : ()\n", shape = ellipse, style = filled];
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: v9 -> v11 [label = "0", style = solid];
// CHECK-NEXT: v9 -> v11 [label = "1", style = solid];
// CHECK-NEXT: v11 -> v16 [label = "0", style = solid];
// CHECK-NEXT: v9 -> v16 [label = "1", style = solid];
// CHECK-NEXT: v16 -> v17 [label = "", style = solid];
// CHECK-NEXT: v11 -> v20 [label = "", style = solid];
// CHECK-NEXT: v10 -> v13 [lhead = cluster_12, style = solid];
// CHECK-NEXT: v13 -> v21 [ltail = cluster_12, style = solid];
// CHECK-NEXT: v24 -> v25 [label = "", style = solid];
// CHECK-NEXT: }
func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.muli %0, %a : i32
    scf.yield %2 : i32
  } else {
    scf.yield %0 : i32
  }
  cf.br ^bb1(%1 : i32)
^bb1(%x: i32):
  return %x : i32
}
