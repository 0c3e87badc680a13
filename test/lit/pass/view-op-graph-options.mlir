// The options of view-op-graph, with mlir-opt 19's names and defaults
// (max-label-len=20, print-attrs, print-data-flow-edges and
// print-result-types on, print-control-flow-edges off). The first run
// draws control flow edges (dashed, from each op to the next in its block)
// without result types and cuts values at 8 characters; the second prints
// names and result types only, without edges; the third shows that
// elements attributes and arrays of more than 16 entries are elided
// whatever the limit, and splats are always printed whole.
// RUN: assay-opt --allow-unregistered-dialect %s '--view-op-graph=print-control-flow-edges print-result-types=false max-label-len=8' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CF
// RUN: assay-opt --allow-unregistered-dialect %s '--view-op-graph=print-data-flow-edges=false print-attrs=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: assay-opt --allow-unregistered-dialect %s '--view-op-graph=max-label-len=100' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: %if mlir-opt %{ assay-opt --allow-unregistered-dialect '--view-op-graph=print-control-flow-edges print-result-types=false max-label-len=8' %s -o /dev/null 2> %t.0.assay && %mlir_opt --allow-unregistered-dialect '--view-op-graph=print-control-flow-edges print-result-types=false max-label-len=8' %s -o /dev/null 2> %t.0.mlir && diff %t.0.mlir %t.0.assay %}
// RUN: %if mlir-opt %{ assay-opt --allow-unregistered-dialect '--view-op-graph=print-data-flow-edges=false print-attrs=false' %s -o /dev/null 2> %t.1.assay && %mlir_opt --allow-unregistered-dialect '--view-op-graph=print-data-flow-edges=false print-attrs=false' %s -o /dev/null 2> %t.1.mlir && diff %t.1.mlir %t.1.assay %}
// RUN: %if mlir-opt %{ assay-opt --allow-unregistered-dialect '--view-op-graph=max-label-len=100' %s -o /dev/null 2> %t.2.assay && %mlir_opt --allow-unregistered-dialect '--view-op-graph=max-label-len=100' %s -o /dev/null 2> %t.2.mlir && diff %t.2.mlir %t.2.assay %}

// CF: digraph G {
// CF-NEXT: compound = true;
// CF-NEXT: subgraph cluster_1 {
// CF-NEXT: v2 [label = " ", shape = plain];
// CF-NEXT: label = "builtin.module\n";
// CF-NEXT: subgraph cluster_3 {
// CF-NEXT: v4 [label = " ", shape = plain];
// CF-NEXT: label = "";
// CF-NEXT: subgraph cluster_5 {
// CF-NEXT: v6 [label = " ", shape = plain];
// CF-NEXT: label = "func.func\n\nfunction_type: (index, ...\nsym_name: \"g\"";
// CF-NEXT: subgraph cluster_7 {
// CF-NEXT: v8 [label = " ", shape = plain];
// CF-NEXT: label = "";
// CF-NEXT: v9 [label = "arg0", shape = ellipse];
// CF-NEXT: v10 [label = "arg1", shape = ellipse];
// CF-NEXT: v11 [label = "arg2", shape = ellipse];
// CF-NEXT: subgraph cluster_12 {
// CF-NEXT: v13 [label = " ", shape = plain];
// CF-NEXT: label = "scf.for\n";
// CF-NEXT: subgraph cluster_14 {
// CF-NEXT: v15 [label = " ", shape = plain];
// CF-NEXT: label = "";
// CF-NEXT: v16 [label = "arg0", shape = ellipse];
// CF-NEXT: v17 [label = "arg1", shape = ellipse];
// CF-NEXT: v18 [fillcolor = "0.000000 1.0 1.0", label = "arith.addi\n\noverflowFlags: #arith.o...", shape = ellipse, style = filled];
// CF-NEXT: v19 [fillcolor = "0.083333 1.0 1.0", label = "scf.yield\n", shape = ellipse, style = filled];
// CF-NEXT: }
// CF-NEXT: }
// CF-NEXT: v20 [fillcolor = "0.250000 1.0 1.0", label = "arith.cmpi\n\npredicate: 2 : i64", shape = ellipse, style = filled];
// CF-NEXT: v21 [fillcolor = "0.333333 1.0 1.0", label = "cf.cond_br\n\noperandSegmentSizes: array<i3...", shape = ellipse, style = filled];
// CF-NEXT: }
// CF-NEXT: subgraph cluster_22 {
// CF-NEXT: v23 [label = " ", shape = plain];
// CF-NEXT: label = "";
// CF-NEXT: v24 [label = "arg0", shape = ellipse];
// CF-NEXT: v25 [fillcolor = "0.416667 1.0 1.0", label = "func.return\n", shape = ellipse, style = filled];
// CF-NEXT: }
// CF-NEXT: subgraph cluster_26 {
// CF-NEXT: v27 [label = " ", shape = plain];
// CF-NEXT: label = "";
// CF-NEXT: v28 [fillcolor = "0.500000 1.0 1.0", label = "other.op\n\nattr: \"a \\22qu...\nn: 3 : i64", shape = ellipse, style = filled];
// CF-NEXT: v29 [fillcolor = "0.416667 1.0 1.0", label = "func.return\n", shape = ellipse, style = filled];
// CF-NEXT: }
// CF-NEXT: }
// CF-NEXT: subgraph cluster_30 {
// CF-NEXT: v31 [label = " ", shape = plain];
// CF-NEXT: label = "func.func\n\nfunction_type: (i1) -> ...\nsym_name: \"h\"";
// CF-NEXT: subgraph cluster_32 {
// CF-NEXT: v33 [label = " ", shape = plain];
// CF-NEXT: label = "";
// CF-NEXT: v34 [label = "arg0", shape = ellipse];
// CF-NEXT: v35 [fillcolor = "0.666667 1.0 1.0", label = "arith.constant\n\nvalue: [...] : vector<17xi32>", shape = ellipse, style = filled];
// CF-NEXT: v36 [fillcolor = "0.666667 1.0 1.0", label = "arith.constant\n\nvalue: dense<7> : vector<64xi32>", shape = ellipse, style = filled];
// CF-NEXT: v37 [fillcolor = "0.666667 1.0 1.0", label = "arith.constant\n\nvalue: dense<[1...", shape = ellipse, style = filled];
// CF-NEXT: subgraph cluster_38 {
// CF-NEXT: v39 [label = " ", shape = plain];
// CF-NEXT: label = "scf.if\n";
// CF-NEXT: subgraph cluster_40 {
// CF-NEXT: v41 [label = " ", shape = plain];
// CF-NEXT: label = "";
// CF-NEXT: v42 [fillcolor = "0.750000 1.0 1.0", label = "other.x\n\nlist: [...]\nm: {{\[\[}}...]] : tensor<4x5xi32>", shape = ellipse, style = filled];
// CF-NEXT: v43 [fillcolor = "0.083333 1.0 1.0", label = "scf.yield\n", shape = ellipse, style = filled];
// CF-NEXT: }
// CF-NEXT: }
// CF-NEXT: subgraph cluster_44 {
// CF-NEXT: v45 [label = " ", shape = plain];
// CF-NEXT: label = "scf.if\n";
// CF-NEXT: subgraph cluster_46 {
// CF-NEXT: v47 [label = " ", shape = plain];
// CF-NEXT: label = "";
// CF-NEXT: v48 [fillcolor = "0.083333 1.0 1.0", label = "scf.yield\n", shape = ellipse, style = filled];
// CF-NEXT: }
// CF-NEXT: }
// CF-NEXT: v49 [fillcolor = "0.416667 1.0 1.0", label = "func.return\n", shape = ellipse, style = filled];
// CF-NEXT: }
// CF-NEXT: }
// CF-NEXT: }
// CF-NEXT: }
// CF-NEXT: v18 -> v19 [label = "", style = dashed];
// CF-NEXT: v13 -> v20 [ltail = cluster_12, style = dashed];
// CF-NEXT: v20 -> v21 [label = "", style = dashed];
// CF-NEXT: v28 -> v29 [label = "", style = dashed];
// CF-NEXT: v35 -> v36 [label = "", style = dashed];
// CF-NEXT: v36 -> v37 [label = "", style = dashed];
// CF-NEXT: v42 -> v43 [label = "", style = dashed];
// CF-NEXT: v37 -> v39 [lhead = cluster_38, style = dashed];
// CF-NEXT: v39 -> v45 [lhead = cluster_44, ltail = cluster_38, style = dashed];
// CF-NEXT: v45 -> v49 [ltail = cluster_44, style = dashed];
// CF-NEXT: v6 -> v31 [lhead = cluster_30, ltail = cluster_5, style = dashed];
// CF-NEXT: v17 -> v18 [label = "0", style = solid];
// CF-NEXT: v16 -> v18 [label = "1", style = solid];
// CF-NEXT: v18 -> v19 [label = "", style = solid];
// CF-NEXT: v9 -> v13 [lhead = cluster_12, style = solid];
// CF-NEXT: v10 -> v13 [lhead = cluster_12, style = solid];
// CF-NEXT: v11 -> v13 [lhead = cluster_12, style = solid];
// CF-NEXT: v9 -> v13 [lhead = cluster_12, style = solid];
// CF-NEXT: v13 -> v20 [ltail = cluster_12, style = solid];
// CF-NEXT: v10 -> v20 [label = "1", style = solid];
// CF-NEXT: v20 -> v21 [label = "0", style = solid];
// CF-NEXT: v13 -> v21 [ltail = cluster_12, style = solid];
// CF-NEXT: v24 -> v25 [label = "", style = solid];
// CF-NEXT: v28 -> v29 [label = "", style = solid];
// CF-NEXT: v34 -> v39 [lhead = cluster_38, style = solid];
// CF-NEXT: v34 -> v45 [lhead = cluster_44, style = solid];
// CF-NEXT: }

// PLAIN: digraph G {
// PLAIN-NEXT: compound = true;
// PLAIN-NEXT: subgraph cluster_1 {
// PLAIN-NEXT: v2 [label = " ", shape = plain];
// PLAIN-NEXT: label = "builtin.module : ()";
// PLAIN-NEXT: subgraph cluster_3 {
// PLAIN-NEXT: v4 [label = " ", shape = plain];
// PLAIN-NEXT: label = "";
// PLAIN-NEXT: subgraph cluster_5 {
// PLAIN-NEXT: v6 [label = " ", shape = plain];
// PLAIN-NEXT: label = "func.func : ()";
// PLAIN-NEXT: subgraph cluster_7 {
// PLAIN-NEXT: v8 [label = " ", shape = plain];
// PLAIN-NEXT: label = "";
// PLAIN-NEXT: v9 [label = "arg0", shape = ellipse];
// PLAIN-NEXT: v10 [label = "arg1", shape = ellipse];
// PLAIN-NEXT: v11 [label = "arg2", shape = ellipse];
// PLAIN-NEXT: subgraph cluster_12 {
// PLAIN-NEXT: v13 [label = " ", shape = plain];
// PLAIN-NEXT: label = "scf.for : (index)";
// PLAIN-NEXT: subgraph cluster_14 {
// PLAIN-NEXT: v15 [label = " ", shape = plain];
// PLAIN-NEXT: label = "";
// PLAIN-NEXT: v16 [label = "arg0", shape = ellipse];
// PLAIN-NEXT: v17 [label = "arg1", shape = ellipse];
// PLAIN-NEXT: v18 [fillcolor = "0.000000 1.0 1.0", label = "arith.addi : (index)", shape = ellipse, style = filled];
// PLAIN-NEXT: v19 [fillcolor = "0.083333 1.0 1.0", label = "scf.yield : ()", shape = ellipse, style = filled];
// PLAIN-NEXT: }
// PLAIN-NEXT: }
// PLAIN-NEXT: v20 [fillcolor = "0.250000 1.0 1.0", label = "arith.cmpi : (i1)", shape = ellipse, style = filled];
// PLAIN-NEXT: v21 [fillcolor = "0.333333 1.0 1.0", label = "cf.cond_br : ()", shape = ellipse, style = filled];
// PLAIN-NEXT: }
// PLAIN-NEXT: subgraph cluster_22 {
// PLAIN-NEXT: v23 [label = " ", shape = plain];
// PLAIN-NEXT: label = "";
// PLAIN-NEXT: v24 [label = "arg0", shape = ellipse];
// PLAIN-NEXT: v25 [fillcolor = "0.416667 1.0 1.0", label = "func.return : ()", shape = ellipse, style = filled];
// PLAIN-NEXT: }
// PLAIN-NEXT: subgraph cluster_26 {
// PLAIN-NEXT: v27 [label = " ", shape = plain];
// PLAIN-NEXT: label = "";
// PLAIN-NEXT: v28 [fillcolor = "0.500000 1.0 1.0", label = "other.op : (index, i32)", shape = ellipse, style = filled];
// PLAIN-NEXT: v29 [fillcolor = "0.416667 1.0 1.0", label = "func.return : ()", shape = ellipse, style = filled];
// PLAIN-NEXT: }
// PLAIN-NEXT: }
// PLAIN-NEXT: subgraph cluster_30 {
// PLAIN-NEXT: v31 [label = " ", shape = plain];
// PLAIN-NEXT: label = "func.func : ()";
// PLAIN-NEXT: subgraph cluster_32 {
// PLAIN-NEXT: v33 [label = " ", shape = plain];
// PLAIN-NEXT: label = "";
// PLAIN-NEXT: v34 [label = "arg0", shape = ellipse];
// PLAIN-NEXT: v35 [fillcolor = "0.666667 1.0 1.0", label = "arith.constant : (vector<17xi32>)", shape = ellipse, style = filled];
// PLAIN-NEXT: v36 [fillcolor = "0.666667 1.0 1.0", label = "arith.constant : (vector<64xi32>)", shape = ellipse, style = filled];
// PLAIN-NEXT: v37 [fillcolor = "0.666667 1.0 1.0", label = "arith.constant : (vector<2xi32>)", shape = ellipse, style = filled];
// PLAIN-NEXT: subgraph cluster_38 {
// PLAIN-NEXT: v39 [label = " ", shape = plain];
// PLAIN-NEXT: label = "scf.if : ()";
// PLAIN-NEXT: subgraph cluster_40 {
// PLAIN-NEXT: v41 [label = " ", shape = plain];
// PLAIN-NEXT: label = "";
// PLAIN-NEXT: v42 [fillcolor = "0.750000 1.0 1.0", label = "other.x : ()", shape = ellipse, style = filled];
// PLAIN-NEXT: v43 [fillcolor = "0.083333 1.0 1.0", label = "scf.yield : ()", shape = ellipse, style = filled];
// PLAIN-NEXT: }
// PLAIN-NEXT: }
// PLAIN-NEXT: subgraph cluster_44 {
// PLAIN-NEXT: v45 [label = " ", shape = plain];
// PLAIN-NEXT: label = "scf.if : ()";
// PLAIN-NEXT: subgraph cluster_46 {
// PLAIN-NEXT: v47 [label = " ", shape = plain];
// PLAIN-NEXT: label = "";
// PLAIN-NEXT: v48 [fillcolor = "0.083333 1.0 1.0", label = "scf.yield : ()", shape = ellipse, style = filled];
// PLAIN-NEXT: }
// PLAIN-NEXT: }
// PLAIN-NEXT: v49 [fillcolor = "0.416667 1.0 1.0", label = "func.return : ()", shape = ellipse, style = filled];
// PLAIN-NEXT: }
// PLAIN-NEXT: }
// PLAIN-NEXT: }
// PLAIN-NEXT: }
// PLAIN-NEXT: }

// LONG: v35 [fillcolor = "0.666667 1.0 1.0", label = "arith.constant : (vector<17xi32>)\n\nvalue: [...] : vector<17xi32>", shape = ellipse, style = filled];
// LONG: v36 [fillcolor = "0.666667 1.0 1.0", label = "arith.constant : (vector<64xi32>)\n\nvalue: dense<7> : vector<64xi32>", shape = ellipse, style = filled];
// LONG: v37 [fillcolor = "0.666667 1.0 1.0", label = "arith.constant : (vector<2xi32>)\n\nvalue: dense<[1, 2]> : vector<2xi32>", shape = ellipse, style = filled];
// LONG: v42 [fillcolor = "0.750000 1.0 1.0", label = "other.x : ()\n\nlist: [...]\nm: {{\[\[}}...]] : tensor<4x5xi32>", shape = ellipse, style = filled];

func.func @g(%lb: index, %ub: index, %s: index) -> index {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %lb) -> index {
    %t = arith.addi %a, %i : index
    scf.yield %t : index
  }
  %c = arith.cmpi slt, %r, %ub : index
  cf.cond_br %c, ^bb1(%r : index), ^bb2
^bb1(%x: index):
  return %x : index
^bb2:
  %q:2 = "other.op"() {attr = "a \"quoted\" string", n = 3 : i64} : () -> (index, i32)
  return %q#0 : index
}
func.func @h(%c: i1) {
  %big = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : vector<17xi32>
  %splat = arith.constant dense<7> : vector<64xi32>
  %small = arith.constant dense<[1, 2]> : vector<2xi32>
  scf.if %c {
    "other.x"() {list = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], m = dense<[[1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]]> : tensor<4x5xi32>} : () -> ()
  }
  scf.if %c {
  }
  return
}
