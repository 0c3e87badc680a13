// The scf canonicalization patterns keep what programs print: each program
// runs before and after `--canonicalize` and prints the same.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --canonicalize %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s
// RUN: assay-opt --canonicalize %s | FileCheck %s --check-prefix=CANON

func.func private @printI64(i64)
func.func private @printNewline()

// CANON-LABEL: func.func @select_like(
// CANON-NOT: scf.if
func.func @select_like(%c: i1, %a: i64, %b: i64) -> i64 {
  %r:2 = scf.if %c -> (i64, i64) {
    scf.yield %a, %b : i64, i64
  } else {
    scf.yield %b, %b : i64, i64
  }
  %s = arith.addi %r#0, %r#1 : i64
  return %s : i64
}

// CANON-LABEL: func.func @static_and_props(
// CANON-NOT: scf.if
func.func @static_and_props(%a: i64) -> i64 {
  %true = arith.constant true
  %r = scf.if %true -> i64 {
    %x = arith.muli %a, %a : i64
    scf.yield %x : i64
  } else {
    scf.yield %a : i64
  }
  return %r : i64
}

// Two ifs on one condition, the second using the first's result; then a
// negated condition.
// CANON-LABEL: func.func @combine(
// CANON: scf.if
// CANON-NOT: scf.if
func.func @combine(%c: i1, %a: i64, %m: memref<i64>) -> i64 {
  %r = scf.if %c -> i64 {
    %x = arith.addi %a, %a : i64
    memref.store %x, %m[] : memref<i64>
    scf.yield %x : i64
  } else {
    scf.yield %a : i64
  }
  %s = scf.if %c -> i64 {
    %y = arith.muli %r, %a : i64
    memref.store %y, %m[] : memref<i64>
    scf.yield %y : i64
  } else {
    %z = arith.subi %r, %a : i64
    memref.store %z, %m[] : memref<i64>
    scf.yield %z : i64
  }
  %v = memref.load %m[] : memref<i64>
  %t = arith.addi %s, %v : i64
  return %t : i64
}

// if (xori %c, true) swaps its branches; the yielded i1 becomes %c.
// CANON-LABEL: func.func @negated(
// CANON-NOT: scf.if
func.func @negated(%c: i1, %a: i64, %b: i64) -> i64 {
  %true = arith.constant true
  %false = arith.constant false
  %n = arith.xori %c, %true : i1
  %r, %f = scf.if %n -> (i64, i1) {
    scf.yield %a, %false : i64, i1
  } else {
    scf.yield %b, %true : i64, i1
  }
  %e = arith.extui %f : i1 to i64
  %s = arith.addi %r, %e : i64
  return %s : i64
}

// CANON-LABEL: func.func @loops(
// CANON: scf.for
// CANON-NOT: scf.for
func.func @loops(%a: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  // Runs n times; %k is loop invariant.
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %k = %a) -> (i64, i64) {
    %y = arith.addi %x, %k : i64
    scf.yield %y, %k : i64, i64
  }
  // Zero iterations.
  %z = scf.for %i = %c8 to %c3 step %c1 iter_args(%x = %r#0) -> (i64) {
    %y = arith.muli %x, %x : i64
    scf.yield %y : i64
  }
  // One iteration.
  %o = scf.for %i = %c3 to %c8 step %c8 iter_args(%x = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %y = arith.addi %x, %ii : i64
    scf.yield %y : i64
  }
  %s = arith.addi %o, %r#1 : i64
  return %s : i64
}

// CANON-LABEL: func.func @while_loop(
// CANON: scf.while (%{{.*}} = %{{.*}}) : (i64) -> i64
func.func @while_loop(%init: i64, %n: i64) -> (i64, i64) {
  %one = arith.constant 1 : i64
  %r:2 = scf.while (%x = %init, %k = %n) : (i64, i64) -> (i64, i64) {
    %c = arith.cmpi slt, %x, %k : i64
    scf.condition(%c) %x, %x : i64, i64
  } do {
  ^bb0(%y: i64, %y2: i64):
    %z = arith.addi %y, %one : i64
    scf.yield %z, %n : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// CANON-LABEL: func.func @switch_and_region(
// CANON-NOT: scf.index_switch
// CANON-NOT: scf.execute_region
func.func @switch_and_region(%a: i64) -> i64 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i64
  case 1 {
    scf.yield %a : i64
  }
  case 2 {
    %x = arith.muli %a, %a : i64
    scf.yield %x : i64
  }
  default {
    %c0 = arith.constant 0 : i64
    scf.yield %c0 : i64
  }
  %s = scf.execute_region -> i64 {
    %y = arith.addi %r, %a : i64
    scf.yield %y : i64
  }
  return %s : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %n4 = arith.constant 4 : index
  %m = memref.alloca() : memref<i64>
  %c0 = arith.constant 0 : i64
  memref.store %c0, %m[] : memref<i64>

  // CHECK: 8
  // CHECK-NEXT: 10
  %0 = func.call @select_like(%true, %c3, %c5) : (i1, i64, i64) -> i64
  func.call @printI64(%0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %1 = func.call @select_like(%false, %c3, %c5) : (i1, i64, i64) -> i64
  func.call @printI64(%1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: 25
  %2 = func.call @static_and_props(%c5) : (i64) -> i64
  func.call @printI64(%2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: 36
  // CHECK-NEXT: 0
  %3 = func.call @combine(%true, %c3, %m) : (i1, i64, memref<i64>) -> i64
  func.call @printI64(%3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %4 = func.call @combine(%false, %c3, %m) : (i1, i64, memref<i64>) -> i64
  func.call @printI64(%4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: 6
  // CHECK-NEXT: 3
  %5 = func.call @negated(%true, %c3, %c5) : (i1, i64, i64) -> i64
  func.call @printI64(%5) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %6 = func.call @negated(%false, %c3, %c5) : (i1, i64, i64) -> i64
  func.call @printI64(%6) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: 21
  %9 = func.call @loops(%c3, %n4) : (i64, index) -> i64
  func.call @printI64(%9) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: 5
  // CHECK-NEXT: 5
  %11:2 = func.call @while_loop(%c3, %c5) : (i64, i64) -> (i64, i64)
  func.call @printI64(%11#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%11#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: 30
  %12 = func.call @switch_and_region(%c5) : (i64) -> i64
  func.call @printI64(%12) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
