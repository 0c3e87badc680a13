// The scf loop and region patterns of canonicalize-parallel.mlir,
// canonicalize-forall.mlir, canonicalize-while.mlir and
// canonicalize-execute-region.mlir keep what programs print: each program
// runs before and after `--canonicalize` and prints the same.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --canonicalize %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s
// RUN: assay-opt --canonicalize %s | FileCheck %s --check-prefix=CANON

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// m[i, j] = 4 * i + j, by two nested loops that merge.
// CANON-LABEL: func.func @par_fill(
// CANON: scf.parallel (%{{.*}}, %{{.*}}) =
// CANON-NOT: scf.parallel
// CANON: return
func.func @par_fill(%m: memref<4x4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
      %r = arith.muli %i, %c4 : index
      %s = arith.addi %r, %j : index
      %v = arith.index_cast %s : index to i64
      memref.store %v, %m[%i, %j] : memref<4x4xi64>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// The sum of row 2: the row loop runs once and goes.
// CANON-LABEL: func.func @par_row(
// CANON: scf.parallel (%{{[a-z0-9]*}}) =
func.func @par_row(%m: memref<4x4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %r = scf.parallel (%i, %j) = (%c2, %c0) to (%c3, %c4) step (%c1, %c1) init (%z) -> i64 {
    %v = memref.load %m[%i, %j] : memref<4x4xi64>
    scf.reduce(%v : i64) {
    ^bb0(%l: i64, %r: i64):
      %s = arith.addi %l, %r : i64
      scf.reduce.return %s : i64
    }
  }
  return %r : i64
}

// One iteration (i = 1): 100 + m[1, 1] and 3 * m[1, 1].
// CANON-LABEL: func.func @par_single(
// CANON-NOT: scf.parallel
// CANON: return
func.func @par_single(%m: memref<4x4xi64>) -> (i64, i64) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %a = arith.constant 100 : i64
  %b = arith.constant 3 : i64
  %r:2 = scf.parallel (%i) = (%c1) to (%c2) step (%c5) init (%a, %b) -> (i64, i64) {
    %v = memref.load %m[%i, %i] : memref<4x4xi64>
    scf.reduce(%v, %v : i64, i64) {
    ^bb0(%l: i64, %r: i64):
      %s = arith.addi %l, %r : i64
      scf.reduce.return %s : i64
    }, {
    ^bb0(%l: i64, %r: i64):
      %s = arith.muli %l, %r : i64
      scf.reduce.return %s : i64
    }
  }
  return %r#0, %r#1 : i64, i64
}

// Zero iterations: the init, and no store.
// CANON-LABEL: func.func @par_zero(
// CANON-NOT: scf.parallel
// CANON: return
func.func @par_zero(%m: memref<4x4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %init = arith.constant 42 : i64
  %minus = arith.constant -1 : i64
  %r = scf.parallel (%i, %j) = (%c0, %c7) to (%c2, %c6) step (%n, %c2) init (%init) -> i64 {
    memref.store %minus, %m[%i, %i] : memref<4x4xi64>
    scf.reduce(%minus : i64) {
    ^bb0(%l: i64, %r: i64):
      %s = arith.addi %l, %r : i64
      scf.reduce.return %s : i64
    }
  }
  scf.parallel (%i) = (%n) to (%n) step (%c2) {
    memref.store %minus, %m[%i, %i] : memref<4x4xi64>
    scf.reduce
  }
  return %r : i64
}

// Row 1 becomes 100 + j (constant bounds, then the row loop goes); a loop
// of zero trips stores nothing; a loop of one trip stores m[3, 0] = 7.
// CANON-LABEL: func.func @forall_fill(
// CANON: scf.forall (%{{[a-z0-9]*}}) in (%arg1)
// CANON-NOT: scf.forall
// CANON: return
func.func @forall_fill(%m: memref<4x4xi64>, %n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c100 = arith.constant 100 : index
  %minus = arith.constant -1 : i64
  %seven = arith.constant 7 : i64
  scf.forall (%i, %j) = (%c1, 0) to (%c2, %n) step (%c1, 1) {
    %s = arith.addi %j, %c100 : index
    %v = arith.index_cast %s : index to i64
    memref.store %v, %m[%i, %j] : memref<4x4xi64>
  }
  scf.forall (%i) = (5) to (4) step (2) {
    memref.store %minus, %m[%i, %i] : memref<4x4xi64>
  }
  scf.forall (%i, %j) = (3, 0) to (4, 1) step (1, 1) {
    memref.store %seven, %m[%i, %j] : memref<4x4xi64>
  }
  return
}

// Counts x from %init up to %n; in `after` the cmpi of the condition is
// true (adds 10 to the count) and its inverse false (would add 1000).
// CANON-LABEL: func.func @while_cmp(
// CANON: } do {
// CANON-NOT: arith.cmpi
// CANON: scf.yield
func.func @while_cmp(%init: i64, %n: i64) -> i64 {
  %r:2 = scf.while (%x = %init, %k = %init) : (i64, i64) -> (i64, i64) {
    %c = arith.cmpi slt, %x, %n : i64
    scf.condition(%c) %x, %k : i64, i64
  } do {
  ^bb0(%y: i64, %acc: i64):
    %t = arith.cmpi slt, %y, %n : i64
    %f = arith.cmpi sge, %y, %n : i64
    %ten = arith.constant 10 : i64
    %thousand = arith.constant 1000 : i64
    %zero = arith.constant 0 : i64
    %a = arith.select %t, %ten, %zero : i64
    %b = arith.select %f, %thousand, %zero : i64
    %acc1 = arith.addi %acc, %a : i64
    %acc2 = arith.addi %acc1, %b : i64
    %one = arith.constant 1 : i64
    %z = arith.addi %y, %one : i64
    scf.yield %z, %acc2 : i64, i64
  }
  %s = arith.addi %r#0, %r#1 : i64
  return %s : i64
}

// Swaps and moves a pair until it is ordered; carries an unused value.
// CANON-LABEL: func.func @while_align(
// CANON: scf.condition(%{{[0-9]+}}) %arg2, %arg3 : i64, i64
func.func @while_align(%a: i64, %b: i64) -> (i64, i64) {
  %u0 = arith.constant 7 : i64
  %r:2 = scf.while (%x = %a, %y = %b, %u = %u0) : (i64, i64, i64) -> (i64, i64) {
    %c = arith.cmpi sgt, %x, %y : i64
    scf.condition(%c) %y, %x : i64, i64
  } do {
  ^bb0(%p: i64, %q: i64):
    %one = arith.constant 1 : i64
    %q1 = arith.subi %q, %one : i64
    %p1 = arith.addi %p, %one : i64
    %w = arith.muli %p, %q : i64
    scf.yield %q1, %p1, %w : i64, i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// A region of several blocks joins the function's CFG.
// CANON-LABEL: func.func @region(
// CANON-NOT: scf.execute_region
// CANON: return
func.func @region(%c: i1, %a: i64, %b: i64, %m: memref<4x4xi64>) -> i64 {
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.addi %a, %b : i64
    scf.yield %x : i64
  ^bb2:
    %y = arith.muli %a, %b : i64
    %c0 = arith.constant 0 : index
    memref.store %y, %m[%c0, %c0] : memref<4x4xi64>
    scf.yield %y : i64
  }
  %w = arith.addi %v, %a : i64
  return %w : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %m = memref.alloca() : memref<4x4xi64>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index

  func.call @par_fill(%m) : (memref<4x4xi64>) -> ()
  // CHECK: 38
  %0 = func.call @par_row(%m) : (memref<4x4xi64>) -> i64
  func.call @print(%0) : (i64) -> ()
  // CHECK-NEXT: 105
  // CHECK-NEXT: 15
  %1:2 = func.call @par_single(%m) : (memref<4x4xi64>) -> (i64, i64)
  func.call @print(%1#0) : (i64) -> ()
  func.call @print(%1#1) : (i64) -> ()
  // CHECK-NEXT: 42
  // CHECK-NEXT: 15
  %2 = func.call @par_zero(%m, %c3) : (memref<4x4xi64>, index) -> i64
  func.call @print(%2) : (i64) -> ()
  %d3 = memref.load %m[%c3, %c3] : memref<4x4xi64>
  func.call @print(%d3) : (i64) -> ()
  // CHECK-NEXT: 103
  // CHECK-NEXT: 7
  // CHECK-NEXT: 10
  func.call @forall_fill(%m, %c4) : (memref<4x4xi64>, index) -> ()
  %f13 = memref.load %m[%c3, %c0] : memref<4x4xi64>
  %c1 = arith.constant 1 : index
  %f1 = memref.load %m[%c1, %c3] : memref<4x4xi64>
  %c2 = arith.constant 2 : index
  %f2 = memref.load %m[%c2, %c2] : memref<4x4xi64>
  func.call @print(%f1) : (i64) -> ()
  func.call @print(%f13) : (i64) -> ()
  func.call @print(%f2) : (i64) -> ()
  // CHECK-NEXT: 55
  // CHECK-NEXT: 18
  %i0 = arith.constant 0 : i64
  %i5 = arith.constant 5 : i64
  %i9 = arith.constant 9 : i64
  %3 = func.call @while_cmp(%i0, %i5) : (i64, i64) -> i64
  func.call @print(%3) : (i64) -> ()
  %4 = func.call @while_cmp(%i9, %i5) : (i64, i64) -> i64
  func.call @print(%4) : (i64) -> ()
  // CHECK-NEXT: 5
  // CHECK-NEXT: 4
  %5:2 = func.call @while_align(%i9, %i0) : (i64, i64) -> (i64, i64)
  func.call @print(%5#0) : (i64) -> ()
  func.call @print(%5#1) : (i64) -> ()
  // CHECK-NEXT: 19
  // CHECK-NEXT: 50
  // CHECK-NEXT: 45
  %6 = func.call @region(%true, %i5, %i9, %m) : (i1, i64, i64, memref<4x4xi64>) -> i64
  func.call @print(%6) : (i64) -> ()
  %7 = func.call @region(%false, %i5, %i9, %m) : (i1, i64, i64, memref<4x4xi64>) -> i64
  func.call @print(%7) : (i64) -> ()
  %m00 = memref.load %m[%c0, %c0] : memref<4x4xi64>
  func.call @print(%m00) : (i64) -> ()
  return
}
