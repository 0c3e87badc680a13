// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --split-input-file %s | FileCheck %s --check-prefix=SPLIT

// Operations and block arguments written without `loc(...)` get the position
// of their first token in the input, `"file":line:col`; the implicit module
// gets `"file":0:0`. With --split-input-file the file name becomes
// `within split at FILE:N offset ` and lines count from the chunk's marker.

// CHECK: #[[ARG:loc[0-9]*]] = loc("{{.*}}debuginfo-implicit.mlir":[[@LINE+16]]:6)
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.first"() : () -> () loc(#[[FIRST:loc[0-9]*]])
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: ^bb0(%arg0: i32 loc("{{.*}}debuginfo-implicit.mlir":[[@LINE+12]]:6)):
// CHECK-NEXT: "foo.nested"(%arg0) : (i32) -> () loc(#[[NESTED:loc[0-9]*]])
// CHECK-NEXT: }) : () -> () loc(#[[REGION:loc[0-9]*]])
// CHECK-NEXT: } loc(#[[MODULE:loc[0-9]*]])
// CHECK-NEXT: #[[MODULE]] = loc("{{.*}}debuginfo-implicit.mlir":0:0)
// CHECK-NEXT: #[[FIRST]] = loc("{{.*}}debuginfo-implicit.mlir":[[@LINE+5]]:1)
// CHECK-NEXT: #[[REGION]] = loc("{{.*}}debuginfo-implicit.mlir":[[@LINE+5]]:1)
// CHECK-NEXT: #[[NESTED]] = loc("{{.*}}debuginfo-implicit.mlir":[[@LINE+6]]:3)

// SPLIT: #loc = loc("within split at {{.*}}debuginfo-implicit.mlir:1 offset ":0:0)
"foo.first"() : () -> ()
"foo.region"() ({
^bb0(%a: i32):
  "foo.nested"(%a) : (i32) -> ()
}) : () -> ()
