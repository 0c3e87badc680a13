// Reductions: a dot product and a maximum with iter_args, a histogram with
// memref.atomic_rmw, a saturating update with memref.generic_atomic_rmw, and
// memory in an alloca_scope.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c100 = arith.constant 100 : index

  // sum_{i<100} (i/10) * (i/10), and the largest value of a small LCG.
  %zero = arith.constant 0.0 : f64
  %ten = arith.constant 10.0 : f64
  %dot = scf.for %i = %c0 to %c100 step %c1 iter_args(%acc = %zero) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %x = arith.divf %f, %ten : f64
    %xx = arith.mulf %x, %x : f64
    %acc2 = arith.addf %acc, %xx : f64
    scf.yield %acc2 : f64
  }
  // CHECK: 3283.5
  call @printF64(%dot) : (f64) -> ()
  call @printNewline() : () -> ()

  %seed = arith.constant 12345 : i64
  %mul = arith.constant 1103515245 : i64
  %inc = arith.constant 12345 : i64
  %mask = arith.constant 2147483647 : i64
  %min = arith.constant -1 : i64
  %best:2 = scf.for %i = %c0 to %c100 step %c1 iter_args(%s = %seed, %m = %min) -> (i64, i64) {
    %t = arith.muli %s, %mul : i64
    %t2 = arith.addi %t, %inc : i64
    %s2 = arith.andi %t2, %mask : i64
    %m2 = arith.maxsi %m, %s2 : i64
    scf.yield %s2, %m2 : i64, i64
  }
  // CHECK-NEXT: 2135690375
  call @printI64(%best#1) : (i64) -> ()
  call @printNewline() : () -> ()

  // A histogram of i mod 4 (with weights i) by atomic_rmw addi, and the
  // values it replaced.
  %hist = memref.alloc() : memref<4xi32>
  %z32 = arith.constant 0 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %z32, %hist[%i] : memref<4xi32>
  }
  %c20 = arith.constant 20 : index
  %lastOld = scf.for %i = %c0 to %c20 step %c1 iter_args(%o = %z32) -> (i32) {
    %b = arith.remui %i, %c4 : index
    %w = arith.index_cast %i : index to i32
    %old = memref.atomic_rmw addi %w, %hist[%b] : (i32, memref<4xi32>) -> i32
    scf.yield %old : i32
  }
  %u = memref.cast %hist : memref<4xi32> to memref<*xi32>
  // CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [40,  45,  50,  55]
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %lo = arith.extsi %lastOld : i32 to i64
  // 3 + 7 + 11 + 15 = 36 before 19 was added.
  // CHECK-NEXT: 36
  call @printI64(%lo) : (i64) -> ()
  call @printNewline() : () -> ()

  // generic_atomic_rmw: a saturating add capped at 50; the result is the
  // value before.
  %cap = arith.constant 50 : i32
  %seven = arith.constant 7 : i32
  %before = memref.generic_atomic_rmw %hist[%c1] : memref<4xi32> {
  ^bb0(%cur: i32):
    %s = arith.addi %cur, %seven : i32
    %c = arith.minsi %s, %cap : i32
    memref.atomic_yield %c : i32
  }
  %after = memref.load %hist[%c1] : memref<4xi32>
  %bi = arith.extsi %before : i32 to i64
  %ai = arith.extsi %after : i32 to i64
  // CHECK-NEXT: 45, 50
  call @printI64(%bi) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%ai) : (i64) -> ()
  call @printNewline() : () -> ()

  // Scratch memory that lives for one alloca_scope per iteration.
  %tot = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z32) -> (i32) {
    %r = memref.alloca_scope -> (i32) {
      %tmp = memref.alloca() : memref<2xi32>
      %v = memref.load %hist[%i] : memref<4xi32>
      memref.store %v, %tmp[%c0] : memref<2xi32>
      memref.store %v, %tmp[%c1] : memref<2xi32>
      %a = memref.load %tmp[%c0] : memref<2xi32>
      %b = memref.load %tmp[%c1] : memref<2xi32>
      %s = arith.addi %a, %b : i32
      memref.alloca_scope.return %s : i32
    }
    %acc2 = arith.addi %acc, %r : i32
    scf.yield %acc2 : i32
  }
  %toti = arith.extsi %tot : i32 to i64
  // CHECK-NEXT: 390
  call @printI64(%toti) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %hist : memref<4xi32>
  return
}
