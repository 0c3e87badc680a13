// cse merges ops that hold regions as mlir-opt-19 does: an op with no
// memory effects at all (its regions included) whose regions have at most one
// block each merges with an equal op whose regions correspond op for op.
// Operands inside the regions compare in order, even for commutative ops; an
// op with a region that reads or writes memory never merges.

// RUN: assay-opt --cse --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @if_pure
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %[[R]] : i32, i32
func.func @if_pure(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Commuted operands inside the regions: no merge.
// CHECK-LABEL: func.func @if_commuted
// CHECK:         arith.addi %arg1, %arg2
// CHECK:         arith.addi %arg2, %arg1
// CHECK:         return %0, %1 : i32, i32
func.func @if_commuted(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %s = arith.addi %b, %a : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Different ops inside: no merge.
// CHECK-LABEL: func.func @if_differ
// CHECK:         arith.addi
// CHECK:         arith.subi
// CHECK:         return %0, %1 : i32, i32
func.func @if_differ(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %s = arith.subi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Regions that write or read memory: no merge.
// CHECK-LABEL: func.func @if_store
// CHECK-COUNT-2: memref.store
// CHECK:         return %0, %1 : i32, i32
func.func @if_store(%c: i1, %a: i32, %m: memref<i32>) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @if_load
// CHECK-COUNT-2: memref.load
// CHECK:         return %0, %1 : i32, i32
func.func @if_load(%c: i1, %a: i32, %m: memref<i32>) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %l = memref.load %m[] : memref<i32>
    scf.yield %l : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %l = memref.load %m[] : memref<i32>
    scf.yield %l : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Block arguments of the regions correspond by position.
// CHECK-LABEL: func.func @for_pure
// CHECK-NEXT:    %[[R:.*]] = scf.for
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %[[R]] : i32, i32
func.func @for_pure(%lb: index, %ub: index, %st: index, %a: i32) -> (i32, i32) {
  %0 = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> i32 {
    %s = arith.addi %x, %a : i32
    scf.yield %s : i32
  }
  %1 = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> i32 {
    %s = arith.addi %x, %a : i32
    scf.yield %s : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Duplicates inside each region merge first; the two ifs, alike after
// that, merge too.
// CHECK-LABEL: func.func @nested_duplicates
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[S]], %[[S]] : i32
// CHECK-NEXT:      scf.yield %[[M]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %[[R]] : i32, i32
func.func @nested_duplicates(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    %t = arith.addi %a, %b : i32
    %u = arith.muli %s, %t : i32
    scf.yield %u : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    %t = arith.addi %a, %b : i32
    %u = arith.muli %s, %t : i32
    scf.yield %u : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Two regions each, with their own block arguments.
// CHECK-LABEL: func.func @while_pure
// CHECK-NEXT:    %[[R:.*]] = scf.while
// CHECK-NOT:     scf.while
// CHECK:         return %[[R]], %[[R]] : i32, i32
func.func @while_pure(%a: i32) -> (i32, i32) {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %a : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  %1 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %a : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Nested loops compare level by level; the inner bounds differ here.
// CHECK-LABEL: func.func @nested_loops
// CHECK-COUNT-4: scf.for
// CHECK:         return %0, %1 : i32, i32
func.func @nested_loops(%n: index, %m: index, %a: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x) -> i32 {
      %s = arith.addi %y, %a : i32
      scf.yield %s : i32
    }
    scf.yield %r : i32
  }
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
    %r = scf.for %j = %c0 to %m step %c1 iter_args(%y = %x) -> i32 {
      %s = arith.addi %y, %a : i32
      scf.yield %s : i32
    }
    scf.yield %r : i32
  }
  return %0, %1 : i32, i32
}

// -----

// The same nest twice merges.
// CHECK-LABEL: func.func @same_nested_loops
// CHECK-COUNT-2: scf.for
// CHECK-NOT:     scf.for
// CHECK:         return %0, %0 : i32, i32
func.func @same_nested_loops(%n: index, %a: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x) -> i32 {
      %ii = arith.index_cast %i : index to i32
      %s = arith.addi %y, %ii : i32
      scf.yield %s : i32
    }
    scf.yield %r : i32
  }
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x) -> i32 {
      %ii = arith.index_cast %i : index to i32
      %s = arith.addi %y, %ii : i32
      scf.yield %s : i32
    }
    scf.yield %r : i32
  }
  return %0, %1 : i32, i32
}
