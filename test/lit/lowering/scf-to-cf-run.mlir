// Programs built from every structured control flow op print the same
// before and after convert-scf-to-cf: the reference interpreter runs the
// input and the lowered CFG (under the oracle, mlir-cpu-runner 19 runs both).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --convert-scf-to-cf %s -o %t.cf.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.cf.mlir | FileCheck %s
// RUN: assay-opt --convert-scf-to-cf %s | FileCheck %s --check-prefix=LOWERED

// LOWERED-NOT: scf.

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printMemrefI64(memref<*xi64>)

func.func @print2(%a: i64, %b: i64) {
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Sum of i*j over 0 <= j < i < n, and the number of pairs, with nested
// loops carrying two values.
func.func @pairs(%n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z, %k = %z) -> (i64, i64) {
    %in:2 = scf.for %j = %c0 to %i step %c1 iter_args(%s1 = %s, %k1 = %k) -> (i64, i64) {
      %p = arith.muli %i, %j : index
      %p64 = arith.index_cast %p : index to i64
      %s2 = arith.addi %s1, %p64 : i64
      %k2 = arith.addi %k1, %one : i64
      scf.yield %s2, %k2 : i64, i64
    }
    scf.yield %in#0, %in#1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// An i32 loop from -9 to 10 by 4 that adds odd values and subtracts even
// ones (scf.if with results), and counts negative ones (scf.if without
// results writing memory).
func.func @signs(%count: memref<i64>) -> i64 {
  %lb = arith.constant -9 : i32
  %ub = arith.constant 10 : i32
  %st = arith.constant 4 : i32
  %z = arith.constant 0 : i64
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %one = arith.constant 1 : i64
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %z) -> (i64) : i32 {
    %i64 = arith.extsi %i : i32 to i64
    %rem = arith.remsi %i, %c2 : i32
    %odd = arith.cmpi ne, %rem, %c0 : i32
    %v = scf.if %odd -> i64 {
      %a = arith.addi %acc, %i64 : i64
      scf.yield %a : i64
    } else {
      %a = arith.subi %acc, %i64 : i64
      scf.yield %a : i64
    }
    %neg = arith.cmpi slt, %i, %c0 : i32
    scf.if %neg {
      %old = memref.load %count[] : memref<i64>
      %new = arith.addi %old, %one : i64
      memref.store %new, %count[] : memref<i64>
    }
    scf.yield %v : i64
  }
  return %r : i64
}

// Collatz: steps to reach 1 (scf.while whose `after` region does work),
// and the first power of two at or above %x (a do-while: the `after`
// region only forwards its arguments).
func.func @whiles(%x: i64) -> (i64, i64) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %steps:2 = scf.while (%v = %x, %n = %z) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %v, %one : i64
    scf.condition(%more) %v, %n : i64, i64
  } do {
  ^bb0(%v: i64, %n: i64):
    %r = arith.remui %v, %two : i64
    %even = arith.cmpi eq, %r, %z : i64
    %next = scf.if %even -> i64 {
      %h = arith.divui %v, %two : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %v, %three : i64
      %t1 = arith.addi %t, %one : i64
      scf.yield %t1 : i64
    }
    %n1 = arith.addi %n, %one : i64
    scf.yield %next, %n1 : i64, i64
  }
  %pow = scf.while (%p = %one) : (i64) -> i64 {
    %p2 = arith.muli %p, %two : i64
    %below = arith.cmpi slt, %p2, %x : i64
    scf.condition(%below) %p2 : i64
  } do {
  ^bb0(%p: i64):
    scf.yield %p : i64
  }
  return %steps#1, %pow : i64, i64
}

// scf.index_switch in a loop over 0..5, an scf.execute_region with its
// own branches in every iteration.
func.func @switches() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (i64) {
    %v = scf.index_switch %i -> i64
    case 1 {
      %a = arith.constant 10 : i64
      scf.yield %a : i64
    }
    case 4 {
      %a = arith.constant 1000 : i64
      scf.yield %a : i64
    }
    default {
      %a = arith.constant 1 : i64
      scf.yield %a : i64
    }
    %w = scf.execute_region -> i64 {
      %big = arith.cmpi sgt, %v, %z : i64
      cf.cond_br %big, ^add, ^keep
    ^add:
      %s = arith.addi %acc, %v : i64
      scf.yield %s : i64
    ^keep:
      scf.yield %acc : i64
    }
    scf.yield %w : i64
  }
  return %r : i64
}

// A 2-d scf.parallel with two reductions (sum and maximum of 10*i + j),
// and an scf.forall filling a memref.
func.func @parallels(%m: memref<2x3xi64>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %ten = arith.constant 10 : i64
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1) init (%z, %z) -> (i64, i64) {
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_cast %j : index to i64
    %t = arith.muli %i64, %ten : i64
    %v = arith.addi %t, %j64 : i64
    scf.reduce(%v, %v : i64, i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %mx = arith.maxsi %a, %b : i64
      scf.reduce.return %mx : i64
    }
  }
  scf.forall (%i, %j) in (2, 3) {
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_cast %j : index to i64
    %t = arith.muli %j64, %ten : i64
    %v = arith.addi %t, %i64 : i64
    memref.store %v, %m[%i, %j] : memref<2x3xi64>
  }
  return %r#0, %r#1 : i64, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  // CHECK: 85, 15
  %p:2 = call @pairs(%c6) : (index) -> (i64, i64)
  call @print2(%p#0, %p#1) : (i64, i64) -> ()
  // i = -9, -5, -1, 3, 7: -9 - 5 - 1 + 3 + 7 = -5; three negative.
  // CHECK-NEXT: -5, 3
  %count = memref.alloca() : memref<i64>
  %z = arith.constant 0 : i64
  memref.store %z, %count[] : memref<i64>
  %s = call @signs(%count) : (memref<i64>) -> i64
  %n = memref.load %count[] : memref<i64>
  call @print2(%s, %n) : (i64, i64) -> ()
  // CHECK-NEXT: 111, 32
  %c27 = arith.constant 27 : i64
  %w:2 = call @whiles(%c27) : (i64) -> (i64, i64)
  call @print2(%w#0, %w#1) : (i64, i64) -> ()
  // 1 + 10 + 1 + 1 + 1000
  // CHECK-NEXT: 1013
  %sw = call @switches() : () -> i64
  call @printI64(%sw) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 36, 12
  %m = memref.alloc() : memref<2x3xi64>
  %r:2 = call @parallels(%m) : (memref<2x3xi64>) -> (i64, i64)
  call @print2(%r#0, %r#1) : (i64, i64) -> ()
  // CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[0,   10,   20],
  // CHECK-NEXT: [1,   11,   21]]
  %u = memref.cast %m : memref<2x3xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<2x3xi64>
  return
}
