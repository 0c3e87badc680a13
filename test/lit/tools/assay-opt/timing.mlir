// RUN: assay-opt --allow-unregistered-dialect --mlir-timing %s 2>&1 >/dev/null | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --mlir-timing %s 2>/dev/null | FileCheck %s --check-prefix=OUT

// --mlir-timing prints an execution time report on standard error; only the
// names are checked, not the numbers. The list display sorts the phases by
// time, so their order varies with the machine's load; Rest and Total close
// the list. The output itself is unchanged.

// CHECK: Execution time report
// CHECK: Total Execution Time: {{[0-9.]+}} seconds
// CHECK: ----Wall Time----  ----Name----
// CHECK-DAG: Parser
// CHECK-DAG: Output
// CHECK: Rest
// CHECK-NEXT: Total

// OUT: module {
// OUT-NEXT: "foo.timed"() : () -> ()
// OUT-NEXT: }
"foo.timed"() : () -> ()
