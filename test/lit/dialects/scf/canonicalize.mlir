// The folders and canonicalization patterns of scf, compared with mlir-opt
// 19 (the same RUN line passes with -Dassay-opt=mlir-opt-19). Where Assay
// must differ, see canonicalize-semantics.mlir.
// RUN: assay-opt --canonicalize %s | FileCheck %s

// scf.if on a constant: the taken branch is inlined.
// CHECK-LABEL: func.func @static_true(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @static_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// false and no else: the if disappears.
// CHECK-LABEL: func.func @static_false_noelse(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @static_false_noelse(%m: memref<i32>, %a: i32) {
  %false = arith.constant false
  scf.if %false {
    memref.store %a, %m[] : memref<i32>
  }
  return
}

// Yields of values defined outside become arith.select (or the value itself).
// CHECK-LABEL: func.func @to_select(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Near miss for one result: a value computed inside keeps a smaller if.
// CHECK-LABEL: func.func @to_select_partial(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: memref.store %2, %arg3[] : memref<i32>
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1, %0 : i32, i32
// CHECK-NEXT: }
func.func @to_select_partial(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %b : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Yielding true/false gives the condition, false/true its negation.
// CHECK-LABEL: func.func @yield_cond(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: return %arg0, %0 : i1, i1
// CHECK-NEXT: }
func.func @yield_cond(%c: i1) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.if %c -> (i1, i1) {
    scf.yield %true, %false : i1, i1
  } else {
    scf.yield %false, %true : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

// Unused results are dropped.
// CHECK-LABEL: func.func @unused(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %1, %arg2[] : memref<i32>
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unused(%c: i1, %a: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %a : i32, i32
  } else {
    %y = arith.muli %a, %a : i32
    memref.store %y, %m[] : memref<i32>
    scf.yield %y, %a : i32, i32
  }
  return %r#0 : i32
}

// An empty else is removed.
// CHECK-LABEL: func.func @empty_else(
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty_else(%c: i1, %a: i32, %m: memref<i32>) {
  scf.if %c {
    memref.store %a, %m[] : memref<i32>
  } else {
  }
  return
}

// Inside the branches the condition is a constant.
// CHECK-LABEL: func.func @cond_prop(
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %true, %arg1[] : memref<i1>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %false, %arg1[] : memref<i1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_prop(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
    memref.store %c, %m[] : memref<i1>
  }
  return
}

// Adjacent ifs on one condition merge; uses of the first inside the second take the yielded values.
// CHECK-LABEL: func.func @combine(
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %arg1, %1 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: scf.yield %1, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @combine(%c: i1, %a: i32, %m: memref<i32>) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    %y = arith.muli %a, %a : i32
    scf.yield %y : i32
  }
  %s = scf.if %c -> i32 {
    %z = arith.addi %r, %a : i32
    scf.yield %z : i32
  } else {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  }
  return %r, %s : i32, i32
}

// if (xori %c, true) swaps its branches (fold).
// CHECK-LABEL: func.func @not_swap(
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg2, %arg3[] : memref<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg1, %arg3[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @not_swap(%c: i1, %a: i32, %b: i32, %m: memref<i32>) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.store %a, %m[] : memref<i32>
  } else {
    memref.store %b, %m[] : memref<i32>
  }
  return
}

// Iter args yielded unchanged, or yielding their init, are dropped; %y changes (near miss).
// CHECK-LABEL: func.func @iter_unchanged(
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg7, %arg3 : i32
// CHECK-NEXT: memref.store %1, %arg5[] : memref<i32>
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0, %arg3 : i32, i32, i32
// CHECK-NEXT: }
func.func @iter_unchanged(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %m: memref<i32>) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b, %z = %a) -> (i32, i32, i32) {
    %n = arith.addi %y, %x : i32
    memref.store %n, %m[] : memref<i32>
    scf.yield %x, %n, %a : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// An iter arg unused inside and outside is dropped.
// CHECK-LABEL: func.func @unused_iter(
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %arg3, %arg4[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unused_iter(%lb: index, %ub: index, %s: index, %a: i32, %m: memref<i32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    memref.store %a, %m[] : memref<i32>
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  return
}

// Constant bounds with lb >= ub: the inits.
// CHECK-LABEL: func.func @zero_trip(
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @zero_trip(%a: i32, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%x = %a) -> (i32) {
    memref.store %x, %m[] : memref<i32>
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// lb == ub: the inits.
// CHECK-LABEL: func.func @same_bounds(
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
func.func @same_bounds(%lb: index, %s: index, %a: i32, %m: memref<i32>) -> i32 {
  %r = scf.for %i = %lb to %lb step %s iter_args(%x = %a) -> (i32) {
    memref.store %x, %m[] : memref<i32>
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// One iteration: the body is inlined with the induction variable = lb.
// CHECK-LABEL: func.func @one_trip(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %c0, %arg1[] : memref<index>
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @one_trip(%a: i32, %m: memref<index>) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c4 step %c10 iter_args(%x = %a) -> (i32) {
    memref.store %i, %m[] : memref<index>
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// More than one iteration, the body only yields an outside value: that value.
// CHECK-LABEL: func.func @empty_body(
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @empty_body(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

// A loop without effects whose results are unused is erased.
// CHECK-LABEL: func.func @dead(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead(%a: i32, %lb: index, %ub: index, %s: index) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return
}

// CHECK-LABEL: func.func private @use(
func.func private @use(i32) -> ()

// Near miss: nothing to simplify in this scf.while (the constant is hoisted).
// CHECK-LABEL: func.func @truth(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @truth(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %z = arith.addi %y, %one : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// A forwarded value whose after argument and result are unused is dropped.
// CHECK-LABEL: func.func @unused_result(
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unused_result(%init: i32, %n: i32) {
  %r:2 = scf.while (%x = %init) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    func.call @use(%x) : (i32) -> ()
    scf.condition(%c) %x, %n : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    %z = arith.addi %y, %w : i32
    scf.yield %z : i32
  }
  return
}

// A before argument that is yielded back as its init is loop invariant.
// CHECK-LABEL: func.func @invariant(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @invariant(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %init, %k = %n) : (i32, i32) -> i32 {
    %c = arith.cmpi slt, %x, %k : i32
    func.call @use(%x) : (i32) -> ()
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %z = arith.addi %y, %one : i32
    scf.yield %z, %n : i32, i32
  }
  return %r : i32
}

// A value forwarded twice is forwarded once.
// CHECK-LABEL: func.func @dup(
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @dup(%init: i32, %n: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %init) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    func.call @use(%x) : (i32) -> ()
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%y: i32, %y2: i32):
    %z = arith.addi %y, %y2 : i32
    scf.yield %z : i32
  }
  return %r#0, %r#1 : i32, i32
}

// Near miss: both branches compute their result.
// CHECK-LABEL: func.func @near_if(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @near_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// Near miss: different conditions do not merge.
// CHECK-LABEL: func.func @near_combine(
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg3, %arg2[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.store %arg3, %arg2[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_combine(%c: i1, %d: i1, %m: memref<i32>, %a: i32) {
  scf.if %c {
    memref.store %a, %m[] : memref<i32>
  }
  scf.if %d {
    memref.store %a, %m[] : memref<i32>
  }
  return
}

// Near miss: unknown bounds, a changing iter arg.
// CHECK-LABEL: func.func @near_for(
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @near_for(%lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// Near miss: two iterations and a body that computes.
// CHECK-LABEL: func.func @two_trips(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c4 step %c2 iter_args(%arg2 = %arg0) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @two_trips(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// A constant flag picks its case (the default here); a variable one stays.
// CHECK-LABEL: func.func @switch(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = scf.index_switch %arg1 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %2 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @switch(%a: i32, %i: index) -> (i32, i32) {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  %s = scf.index_switch %i -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    %x = arith.muli %a, %a : i32
    scf.yield %x : i32
  }
  return %r, %s : i32, i32
}

// A single-block scf.execute_region is inlined.
// CHECK-LABEL: func.func @region(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @region(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// A forwarded condition is true in the after region.
// CHECK-LABEL: func.func @cond_fwd(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: memref.store %true, %arg2[] : memref<i1>
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cond_fwd(%init: i32, %n: i32, %m: memref<i1>) -> i32 {
  %r, %f = scf.while (%x = %init) : (i32) -> (i32, i1) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%y: i32, %b: i1):
    memref.store %b, %m[] : memref<i1>
    %z = arith.addi %y, %y : i32
    scf.yield %z : i32
  }
  return %r : i32
}
