// Atomics on elements wider than 64 bits (kept in boxes by the
// interpreter) return the old value and update the element like narrower
// ones. mlir-opt's lowering refuses memref.atomic_rmw on i128
// ('llvm.atomicrmw' op expected LLVM IR integer type), so only the
// interpreter runs this.
// UNSUPPORTED: oracle
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()
func.func @show(%v: i128) {
  %c64 = arith.constant 64 : i128
  %hi = arith.shrui %v, %c64 : i128
  %h = arith.trunci %hi : i128 to i64
  %l = arith.trunci %v : i128 to i64
  call @printI64(%h) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%l) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi128>
  %a = arith.constant 18446744073709551615 : i128
  memref.store %a, %m[%c1] : memref<2xi128>
  %one = arith.constant 1 : i128
  // 2^64 - 1, then 2^64 (high word, low word).
  %o = memref.atomic_rmw addi %one, %m[%c1] : (i128, memref<2xi128>) -> i128
  // CHECK: 0
  // CHECK-NEXT: -1
  call @show(%o) : (i128) -> ()
  %n = memref.load %m[%c1] : memref<2xi128>
  // CHECK-NEXT: 1
  // CHECK-NEXT: 0
  call @show(%n) : (i128) -> ()
  %g = memref.generic_atomic_rmw %m[%c1] : memref<2xi128> {
  ^bb0(%cur: i128):
    %t = arith.muli %cur, %cur : i128
    memref.atomic_yield %t : i128
  }
  // CHECK-NEXT: 1
  // CHECK-NEXT: 0
  call @show(%g) : (i128) -> ()
  // (2^64)^2 wraps to 0.
  %n2 = memref.load %m[%c1] : memref<2xi128>
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  call @show(%n2) : (i128) -> ()
  %a2 = memref.atomic_rmw assign %a, %m[%c0] : (i128, memref<2xi128>) -> i128
  %n3 = memref.load %m[%c0] : memref<2xi128>
  // CHECK-NEXT: 0
  // CHECK-NEXT: -1
  call @show(%n3) : (i128) -> ()
  memref.dealloc %m : memref<2xi128>
  return
}
