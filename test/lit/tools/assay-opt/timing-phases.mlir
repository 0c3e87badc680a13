// RUN: assay-opt --allow-unregistered-dialect --mlir-timing --mlir-timing-display=tree %s 2>&1 >/dev/null | FileCheck %s

// Assay times verification apart from parsing; in the tree display the
// phases come in the order they ran.
// UNSUPPORTED: oracle

// CHECK: ----Wall Time----  ----Name----
// CHECK-NEXT: Parser
// CHECK-NEXT: Verifier
// CHECK-NEXT: Output
// CHECK-NEXT: Rest
// CHECK-NEXT: Total
"foo.timed"() : () -> ()
