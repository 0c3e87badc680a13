// The canonicalization of scf.parallel, compared with mlir-opt 19 (the same
// RUN line passes with -Dassay-opt=mlir-opt-19): loops of zero or one trip,
// and nested loops merged. canonicalize-run-2.mlir runs such loops.
// RUN: assay-opt --canonicalize %s | FileCheck %s

// A loop whose bounds are the same value runs zero times: the inits.
// CHECK-LABEL: func.func @zero_same_value(
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @zero_same_value(%a: f32, %lb: index, %ub: index, %s: index) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %lb) step (%s, %s) init (%a) -> f32 {
    %x = arith.index_cast %i : index to i32
    %y = arith.sitofp %x : i32 to f32
    scf.reduce(%y : f32) {
    ^bb0(%l: f32, %r: f32):
      %q = arith.addf %l, %r : f32
      scf.reduce.return %q : f32
    }
  }
  return %r : f32
}

// ceil((6 - 7) / 2) = 0: the loop runs zero times.
// CHECK-LABEL: func.func @zero_constant(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @zero_constant(%m: memref<?x?xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c42 = arith.constant 42 : i32
  scf.parallel (%i, %j) = (%c1, %c7) to (%n, %c6) step (%c1, %c2) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
    scf.reduce
  }
  return
}

// Near miss: from 10 to 0 the loop runs zero times too, but
// ceil((0 - 10) / 1) is not 0 and mlir-opt keeps it.
// CHECK-LABEL: func.func @near_zero(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.parallel (%arg1) = (%c10) to (%c0) step (%c1) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_zero(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c42 = arith.constant 42 : i32
  scf.parallel (%i) = (%c10) to (%c0) step (%c1) {
    memref.store %c42, %m[%i] : memref<?xi32>
    scf.reduce
  }
  return
}

// A dimension that runs once is dropped; its induction variable is the
// lower bound.
// CHECK-LABEL: func.func @single_dim(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%c3, %arg2, %c0] : memref<?x?x?xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @single_dim(%m: memref<?x?x?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c42 = arith.constant 42 : i32
  scf.parallel (%i, %j, %k) = (%c3, %c0, %c0) to (%c5, %n, %c1) step (%c3, %c1, %c1) {
    memref.store %c42, %m[%i, %j, %k] : memref<?x?x?xi32>
    scf.reduce
  }
  return
}

// Every dimension runs once: the body runs in place of the loop, and each
// reduction combines its init with the reduced value once.
// CHECK-LABEL: func.func @single_all(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = memref.load %arg2[%c2] : memref<?xi32>
// CHECK-NEXT: %1 = arith.sitofp %0 : i32 to f32
// CHECK-NEXT: %2 = arith.addf %arg0, %1 : f32
// CHECK-NEXT: %3 = arith.muli %arg1, %0 : i32
// CHECK-NEXT: return %2, %3 : f32, i32
// CHECK-NEXT: }
func.func @single_all(%a: f32, %b: i32, %m: memref<?xi32>) -> (f32, i32) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.parallel (%i) = (%c2) to (%c3) step (%c3) init (%a, %b) -> (f32, i32) {
    %x = memref.load %m[%i] : memref<?xi32>
    %y = arith.sitofp %x : i32 to f32
    scf.reduce(%y, %x : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.muli %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// A reduction may return one of its arguments.
// CHECK-LABEL: func.func @single_all_first(
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @single_all_first(%a: i32, %m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%a) -> i32 {
    %x = memref.load %m[%i] : memref<?xi32>
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %l : i32
    }
  }
  return %r : i32
}

// Near miss: two trips (ceil((4 - 0) / 2) = 2).
// CHECK-LABEL: func.func @near_single(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c4) step (%c2) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_single(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c42 = arith.constant 42 : i32
  scf.parallel (%i) = (%c0) to (%c4) step (%c2) {
    memref.store %c42, %m[%i] : memref<?xi32>
    scf.reduce
  }
  return
}

// A loop whose body is only another loop becomes one loop.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.parallel (%arg3, %arg4, %arg5) = (%c0, %c1, %c0) to (%arg1, %arg2, %arg1) step (%c1, %c2, %c1) {
// CHECK-NEXT: %0 = arith.addi %arg3, %arg5 : index
// CHECK-NEXT: memref.store %c42_i32, %arg0[%0, %arg4] : memref<?x?xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%m: memref<?x?xi32>, %a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c42 = arith.constant 42 : i32
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j, %k) = (%c1, %c0) to (%b, %a) step (%c2, %c1) {
      %s = arith.addi %i, %k : index
      memref.store %c42, %m[%s, %j] : memref<?x?xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// Near miss: the inner bounds use the outer induction variable.
// CHECK-LABEL: func.func @near_nested_bound(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg2, %arg3] : memref<?x?xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_nested_bound(%m: memref<?x?xi32>, %a: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c42 = arith.constant 42 : i32
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %c42, %m[%i, %j] : memref<?x?xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// Near miss: the outer body does more than the inner loop.
// CHECK-LABEL: func.func @near_nested_body(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg3, %arg3] : memref<?x?xi32>
// CHECK-NEXT: scf.parallel (%arg4) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg3, %arg4] : memref<?x?xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_nested_body(%m: memref<?x?xi32>, %a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c42 = arith.constant 42 : i32
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    memref.store %c42, %m[%i, %i] : memref<?x?xi32>
    scf.parallel (%j) = (%c0) to (%b) step (%c1) {
      memref.store %c42, %m[%i, %j] : memref<?x?xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// Near miss: the inner loop reduces.
// CHECK-LABEL: func.func @near_nested_reduce(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: %0 = scf.parallel (%arg4) = (%c0) to (%arg2) step (%c1) init (%c0_i32) -> i32 {
// CHECK-NEXT: %1 = memref.load %arg0[%arg3, %arg4] : memref<?x?xi32>
// CHECK-NEXT: scf.reduce(%1 : i32) {
// CHECK-NEXT: ^bb0(%arg5: i32, %arg6: i32):
// CHECK-NEXT: %2 = arith.addi %arg5, %arg6 : i32
// CHECK-NEXT: scf.reduce.return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %0, %arg0[%arg3, %arg3] : memref<?x?xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_nested_reduce(%m: memref<?x?xi32>, %a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    %r = scf.parallel (%j) = (%c0) to (%b) step (%c1) init (%c0_i32) -> i32 {
      %x = memref.load %m[%i, %j] : memref<?x?xi32>
      scf.reduce(%x : i32) {
      ^bb0(%l: i32, %r: i32):
        %s = arith.addi %l, %r : i32
        scf.reduce.return %s : i32
      }
    }
    memref.store %r, %m[%i, %i] : memref<?x?xi32>
    scf.reduce
  }
  return
}

// Near miss: unused reductions stay, as with mlir-opt.
// CHECK-LABEL: func.func @unused_reduction(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) init (%arg0, %arg0) -> (f32, f32) {
// CHECK-NEXT: %1 = memref.load %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT: scf.reduce(%1, %1 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = arith.mulf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : f32
// CHECK-NEXT: }
func.func @unused_reduction(%a: f32, %n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a, %a) -> (f32, f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v, %v : f32, f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: f32, %r: f32):
      %s = arith.mulf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0 : f32
}
