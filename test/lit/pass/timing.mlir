// --mlir-timing times the passes beside the parser and the printer: the
// tree display (the default) nests analyses under their pass and nested
// pipelines as `'func.func' Pipeline`; the list display merges by name;
// --mlir-output-format=json prints the same as JSON. Only names and layout
// are checked, not the numbers.

// RUN: assay-opt -p 'builtin.module(cse,func.func(cse),symbol-dce)' --mlir-timing --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TREE
// TREE:      ... Execution time report ...
// TREE:      ----Wall Time----  ----Name----
// TREE-NEXT: Parser
// TREE:      {{^}}    {{.*}}  CSE
// TREE-NEXT: {{^}}    {{.*}}    (A) DominanceInfo
// TREE-NEXT: {{^}}    {{.*}}  'func.func' Pipeline
// TREE-NEXT: {{^}}    {{.*}}    CSE
// TREE-NEXT: {{^}}    {{.*}}      (A) DominanceInfo
// TREE-NEXT: {{^}}    {{.*}}  SymbolDCE
// TREE-NEXT: {{^}}    {{.*}}  Output
// TREE-NEXT: Rest
// TREE-NEXT: Total

// With threads, a user-time column.
// RUN: assay-opt -p 'builtin.module(func.func(cse))' --mlir-timing %s 2>&1 >/dev/null | FileCheck %s --check-prefix=USER
// USER: ----User Time----  ----Wall Time----  ----Name----

// RUN: assay-opt -p 'builtin.module(cse,func.func(cse),symbol-dce)' --mlir-timing --mlir-timing-display=list --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// LIST:      ----Wall Time----  ----Name----
// LIST-NEXT: {{^}}    {{.*}}  root
// LIST-DAG:  {{^}}    {{.*}}  Pipeline Collection : ['func.func']
// LIST-DAG:  {{^}}    {{.*}}  (A) DominanceInfo
// LIST-DAG:  {{^}}    {{.*}}  CSE
// LIST:      Rest
// LIST-NEXT: Total

// RUN: assay-opt -p 'builtin.module(func.func(cse))' --mlir-timing --mlir-output-format=json --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      [
// JSON-NEXT: {"wall": {"duration": {{ *[0-9.]+}}, "percentage": {{ *[0-9.]+}}}, "name": "Parser", "passes": [
// JSON-NEXT: {}]},
// JSON:      {"wall": {{.*}}, "name": "'func.func' Pipeline", "passes": [
// JSON-NEXT:   {"wall": {{.*}}, "name": "CSE", "passes": [
// JSON-NEXT:     {"wall": {{.*}}, "name": "(A) DominanceInfo", "passes": [
// JSON-NEXT:     {}]},
// JSON-NEXT:   {}]},
// JSON-NEXT: {}]},
// JSON:      {"wall": {{.*}}, "name": "Rest"},
// JSON-NEXT: {"wall": {{.*}}, "name": "Total"}
// JSON-NEXT: ]

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @g()
