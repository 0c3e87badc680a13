// RUN: not assay-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// RUN: not assay-opt --allow-unregistered-dialect - < %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=STDIN

// Diagnostics print as `file:line:col: error: message`, then the source line
// and a caret under the column; notes follow in the same format. Nothing is
// printed on standard output when parsing fails.

// CHECK:{{.*}}error-format.mlir:[[@LINE+11]]:11: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'
// CHECK-NEXT:"foo.use"(%0) : (i64) -> ()
// CHECK-NEXT:          ^
// CHECK-NEXT:{{.*}}error-format.mlir:[[@LINE+7]]:1: note: prior use here
// CHECK-NEXT:%0 = "foo.op"() : () -> i32
// CHECK-NEXT:^
// CHECK-NOT:{{.}}

// STDIN:<stdin>:[[@LINE+3]]:11: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'
// STDIN:<stdin>:[[@LINE+1]]:1: note: prior use here
%0 = "foo.op"() : () -> i32
"foo.use"(%0) : (i64) -> ()
