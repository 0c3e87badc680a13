// assay-tv --opt-command validates an external tool: here mlir-opt 19's
// --arith-expand, which mis-expands arith.ceildivsi (llvm-project issue
// 106519). Dividing by 2, the expansion negates the dividend, and -INT_MIN
// wraps: ceildivsi(INT_MIN, 2) gives +2^30 instead of -2^30. With a
// variable divisor the first refutation found is undefined behaviour the
// source does not have: (INT_MAX, -1) makes the expansion compute
// divsi(INT_MIN, -1).
// REQUIRES: mlir-opt
// UNSUPPORTED: oracle
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %expect-exit 1 assay-tv --opt-command='%mlir_opt --arith-expand' %s | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPRO < %t/assay-tv-reproducer-ceildivsi_by_2.mlir

// CHECK-LABEL: func.func @ceildivsi_by_2(%arg0: i32) -> i32 {
// CHECK: Transformation doesn't verify!
// CHECK-EMPTY:
// CHECK-NEXT: ERROR: Value mismatch
// CHECK-EMPTY:
// CHECK-NEXT: Example:
// CHECK-NEXT: i32 %arg0 = #x80000000 (2147483648, -2147483648)
// CHECK-EMPTY:
// CHECK-NEXT: Source:
// CHECK-NEXT: result 0: i32 #xc0000000 (3221225472, -1073741824)
// CHECK-EMPTY:
// CHECK-NEXT: Target:
// CHECK-NEXT: result 0: i32 #x40000000 (1073741824)
// CHECK: Reproducer written to 'assay-tv-reproducer-ceildivsi_by_2.mlir'

// CHECK-LABEL: func.func @ceildivsi(%arg0: i32, %arg1: i32) -> i32 {
// CHECK: ERROR: Source is more defined than target
// CHECK: Example:
// CHECK-NEXT: i32 %arg0 = #x7fffffff (2147483647)
// CHECK-NEXT: i32 %arg1 = #xffffffff (4294967295, -1)
// CHECK: Target:
// CHECK-NEXT: undefined behavior

// CHECK: Summary:
// CHECK-NEXT: 0 correct transformations
// CHECK-NEXT: 2 incorrect transformations

// REPRO: // @ceildivsi_by_2 does not verify after the command `{{.*}} --arith-expand`
// REPRO: // i32 %arg0 = #x80000000 (2147483648, -2147483648)
// REPRO: // Replay: assay-tv --opt-command='{{.*}} --arith-expand' FILE
// REPRO: func.func @ceildivsi_by_2(
// REPRO-NOT: @ceildivsi(
// REPRO: assay_tv: {
// REPRO-NEXT: command: "{{.*}} --arith-expand"
// REPRO: mlir_reproducer: {
// REPRO-NEXT: pipeline: "builtin.module()",
func.func @ceildivsi_by_2(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.ceildivsi %a, %c2 : i32
  return %r : i32
}
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
