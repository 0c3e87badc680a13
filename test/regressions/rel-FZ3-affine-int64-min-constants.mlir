// UNSUPPORTED: oracle
// RUN: assay-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect %s | assay-opt --allow-unregistered-dialect | FileCheck %s

// Found by fuzzing the parser after rel-FZ3, in the same class (a printed
// affine map that does not read back as itself), and by the property test
// that evaluates maps:
// - d0 + INT64_MIN printed as `d0 - -9223372036854775808`, and the parser
//   read no `-9223372036854775808` at all ("constant too large for index");
//   mlir-opt-19 does the same. The parser now reads that literal as
//   INT64_MIN, and x + INT64_MIN prints as `x + -9223372036854775808`
//   (INT64_MIN has no positive counterpart to subtract).
// - nested constants merged with wrap-around (d0 - 4 + INT64_MIN became
//   d0 + 9223372036854775804), after which floordiv distributed over the
//   sum and gave another value: (d0 - 4 - 2^63) floordiv 2 simplified to
//   d0 floordiv 2 + 4611686018427387902. Constants now merge only when the
//   result fits, as c1 + c2 already did.

// CHECK-DAG: #[[A:.*]] = affine_map<(d0) -> (d0 + -9223372036854775808)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0) -> (d0 + 9223372036854775807 + 1)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0) -> (d0 floordiv 2 - 4611686018427387906)>
// CHECK-DAG: #[[D:.*]] = affine_map<(d0) -> (-9223372036854775808, d0 * -9223372036854775808)>
// CHECK-DAG: #[[E:.*]] = affine_set<(d0) : (d0 + -9223372036854775808 >= 0)>
// CHECK: "foo.op"() {a = #[[A]], b = #[[B]], c = #[[C]], d = #[[D]], e = #[[E]]} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 - 9223372036854775807 - 1)>, b = affine_map<(d0) -> (d0 + 9223372036854775807 + 1)>, c = affine_map<(d0) -> ((d0 + 3 - 7 - 9223372036854775807 - 1) floordiv 2)>, d = affine_map<(d0) -> (-9223372036854775808, d0 * -9223372036854775808)>, e = affine_set<(d0) : (d0 - 1 >= 9223372036854775807)>} : () -> ()
