// RUN: assay-opt %s --allow-unregistered-dialect --split-input-file --loop-invariant-code-motion | FileCheck %s

// Invariant pure ops leave the loop in their order; ops using the
// induction variable, and ops with memory effects, stay.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME:      %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[M:[^:]*]]: memref<10xi32>)
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[Q:.*]] = arith.subi %[[A]], %[[B]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.muli %[[Q]], %[[Q]] : i32
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.xori %[[X]], %[[Q]] : i32
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[C1]] {
// CHECK-NEXT:      %[[U:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[P:.*]] = arith.addi %[[U]], %[[A]] : i32
// CHECK-NEXT:      %[[T:.*]] = arith.addi %[[P]], %[[S]] : i32
// CHECK-NEXT:      memref.store %[[T]], %[[M]][%[[I]]]
// CHECK-NEXT:      memref.store %[[Y]], %[[M]][%[[I]]]
// CHECK-NEXT:    }
func.func @chain(%lb: index, %ub: index, %a: i32, %b: i32, %m: memref<10xi32>) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %u = arith.index_cast %i : index to i32
    %p = arith.addi %u, %a : i32
    %q = arith.subi %a, %b : i32
    %s = arith.muli %q, %q : i32
    %t = arith.addi %p, %s : i32
    %x = arith.addi %a, %b : i32
    %y = arith.xori %x, %q : i32
    memref.store %t, %m[%i] : memref<10xi32>
    memref.store %y, %m[%i] : memref<10xi32>
  }
  return
}

// -----

// Inner loops first: an op leaves the inner loop, then the outer one when
// it does not depend on the outer induction variable.
// CHECK-LABEL: func.func @nest(
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT:    scf.for %[[I:.*]] = %arg0 to %arg1 step %[[C1]] {
// CHECK-NEXT:      %[[U:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[V:.*]] = arith.addi %[[U]], %arg2 : i32
// CHECK-NEXT:      %[[Y:.*]] = arith.muli %[[V]], %[[X]] : i32
// CHECK-NEXT:      %[[K:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK-NEXT:      scf.for %[[J:.*]] = %arg0 to %arg1 step %[[C1]] {
// CHECK-NEXT:        memref.store %[[Y]], %arg4[%[[K]], %[[J]]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @nest(%lb: index, %ub: index, %a: i32, %b: i32, %m: memref<10x10xi32>) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %u = arith.index_cast %i : index to i32
    scf.for %j = %lb to %ub step %c1 {
      %v = arith.addi %u, %a : i32
      %x = arith.addi %a, %b : i32
      %y = arith.muli %v, %x : i32
      %k = arith.addi %i, %c1 : index
      memref.store %y, %m[%k, %j] : memref<10x10xi32>
    }
  }
  return
}

// -----

// Both regions of scf.while are loop regions.
// CHECK-LABEL: func.func @while(
// CHECK-NEXT:    %[[X:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    scf.while
// CHECK-NEXT:      arith.cmpi slt, %{{.*}}, %[[X]] : i32
// CHECK:         } do {
// CHECK-NEXT:    ^bb0(%[[W:.*]]: i32):
// CHECK-NEXT:      arith.addi %[[W]], %[[Y]] : i32
func.func @while(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%w = %a) : (i32) -> i32 {
    %x = arith.muli %a, %b : i32
    %cc = arith.cmpi slt, %w, %x : i32
    scf.condition(%cc) %w : i32
  } do {
  ^bb0(%w2: i32):
    %y = arith.addi %a, %b : i32
    %z = arith.addi %w2, %y : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @parallel(
// CHECK:         %[[X:.*]] = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:    scf.parallel
// CHECK-NEXT:      memref.store %[[Y]]
func.func @parallel(%lb: index, %ub: index, %a: i32, %b: i32, %m: memref<10x10xi32>) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%c1, %c1) {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    memref.store %y, %m[%i, %j] : memref<10x10xi32>
  }
  return
}

// -----

// Divisions may raise undefined behaviour: they leave a loop only when the
// divisor is a constant that rules it out (not 0, and not -1 when signed).
// CHECK-LABEL: func.func @divisions(
// CHECK:         %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    arith.divsi %arg3, %[[C7]] : i32
// CHECK-NEXT:    %[[CM1:.*]] = arith.constant -1 : i32
// CHECK-NEXT:    arith.divui %arg3, %[[CM1]] : i32
// CHECK-NEXT:    arith.ceildivsi %arg3, %[[C7]] : i32
// CHECK-NEXT:    arith.ceildivui %arg3, %[[C7]] : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.divsi %arg3, %arg4 : i32
// CHECK-NEXT:      arith.divsi %arg3, %[[CM1]] : i32
// CHECK-NEXT:      arith.ceildivsi %arg3, %arg4 : i32
// CHECK-NEXT:      arith.divui %arg3, %arg4 : i32
// CHECK-NEXT:      arith.ceildivui %arg3, %arg4 : i32
// CHECK-NEXT:      "foo.use"
func.func @divisions(%lb: index, %ub: index, %step: index, %a: i32, %b: i32) {
  scf.for %i = %lb to %ub step %step {
    %c7 = arith.constant 7 : i32
    %d = arith.divsi %a, %b : i32
    %d2 = arith.divsi %a, %c7 : i32
    %cm1 = arith.constant -1 : i32
    %d3 = arith.divsi %a, %cm1 : i32
    %d4 = arith.divui %a, %cm1 : i32
    %d5 = arith.ceildivsi %a, %c7 : i32
    %d6 = arith.ceildivsi %a, %b : i32
    %d7 = arith.ceildivui %a, %c7 : i32
    %d8 = arith.divui %a, %b : i32
    %d9 = arith.ceildivui %a, %b : i32
    "foo.use"(%d, %d2, %d3, %d4, %d5, %d6, %d7, %d8, %d9) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}

// -----

// An scf.for with a constant step of 1 always terminates: it leaves the
// enclosing loop with its pure body. Other ops with regions stay (scf.if,
// scf.while, scf.execute_region, a loop with another step, a loop whose
// body may divide by zero).
// CHECK-LABEL: func.func @regions(
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[R2:.*]] = scf.for %{{.*}} = %arg0 to %arg1 step %[[C1]] iter_args
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %{{.*}} = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:      scf.if
// CHECK:           scf.for %{{.*}} = %arg0 to %arg1 step %[[C2]]
// CHECK:           scf.for %{{.*}} = %arg0 to %arg1 step %[[C1]]
// CHECK-NEXT:        arith.divsi
// CHECK:           scf.execute_region
// CHECK:           scf.while
// CHECK:           "foo.use"(%{{.*}}, %[[R2]],
func.func @regions(%lb: index, %ub: index, %step: index, %a: i32, %b: i32, %c: i1) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %step {
    %r = scf.if %c -> i32 {
      %x = arith.addi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %r2 = scf.for %j = %lb to %ub step %c1 iter_args(%s = %a) -> i32 {
      %y = arith.addi %s, %b : i32
      scf.yield %y : i32
    }
    %r3 = scf.for %j = %lb to %ub step %c2 iter_args(%s = %a) -> i32 {
      %y = arith.addi %s, %b : i32
      scf.yield %y : i32
    }
    %r4 = scf.for %j = %lb to %ub step %c1 iter_args(%s = %a) -> i32 {
      %y = arith.divsi %s, %b : i32
      scf.yield %y : i32
    }
    %r5 = scf.execute_region -> i32 {
      scf.yield %a : i32
    }
    %r6 = scf.while (%w = %a) : (i32) -> i32 {
      %cc = arith.cmpi slt, %w, %b : i32
      scf.condition(%cc) %w : i32
    } do {
    ^bb0(%w2: i32):
      scf.yield %w2 : i32
    }
    "foo.use"(%r, %r2, %r3, %r4, %r5, %r6) : (i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}
