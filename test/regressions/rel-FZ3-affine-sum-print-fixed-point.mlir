// UNSUPPORTED: oracle
// RUN: assay-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect %s | assay-opt --allow-unregistered-dialect | FileCheck %s

// `affine_map<(d0) -> (d0 + (d0 + 1))>` printed `d0 + d0 + 1`, which reads
// back as d0 * 2 + 1: the printer writes x + (y + z) without parentheses,
// so a sum leaning right did not survive printing. mlir-opt-19 prints the
// same text; Assay's simplifier makes sums lean left, as the parser builds
// them from text, so the first print is already the canonical form and
// print(parse(print(m))) == print(m).

// CHECK-DAG: #[[A:.*]] = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0) -> (d0 * 2 + 3)>
// CHECK-DAG: #[[D:.*]] = affine_map<(d0, d1) -> (d0 + d1 + d0)>
// CHECK: "foo.op"() {a = #[[A]], b = #[[B]], c = #[[C]], d = #[[D]]} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 + (d0 + 1))>, b = affine_map<(d0)[s0] -> (d0 + (s0 + d0))>, c = affine_map<(d0) -> ((d0 + 1) + (d0 + 2))>, d = affine_map<(d0, d1) -> (d0 + (d1 + d0))>} : () -> ()
