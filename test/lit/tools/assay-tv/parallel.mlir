// scf.parallel and scf.forall run their iterations one after another in
// row-major order, as the interpreter does; scf.reduce folds in that order.
// Where the order could matter (a reduction that is not one associative
// and commutative integer op, or a body whose memory accesses are not each
// iteration's own) the verdict names the approximation.
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv --index-bits=64 %s | FileCheck %s

// A loop of one trip dropped, the reduction kept.
// CHECK-LABEL: func.func @src_one_trip
// CHECK: Transformation seems to be correct! (index is 64 bits; loops unrolled to 8){{$}}
func.func @src_one_trip(%x: i8, %n: index) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) init (%x) -> i8 {
    %a = arith.index_cast %i : index to i8
    %b = arith.index_cast %j : index to i8
    %s = arith.addi %a, %b : i8
    scf.reduce(%s : i8) {
    ^bb0(%l: i8, %r: i8):
      %t = arith.addi %l, %r : i8
      scf.reduce.return %t : i8
    }
  }
  return %r : i8
}
func.func @tgt_one_trip(%x: i8, %n: index) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%j) = (%c0) to (%n) step (%c1) init (%x) -> i8 {
    %b = arith.index_cast %j : index to i8
    scf.reduce(%b : i8) {
    ^bb0(%l: i8, %r: i8):
      %t = arith.addi %l, %r : i8
      scf.reduce.return %t : i8
    }
  }
  return %r : i8
}

// A subtraction folds in the interpreter's order: named with the verdict.
// CHECK-LABEL: func.func @src_subtract
// CHECK: Transformation seems to be correct! (index is 64 bits; approximations: scf.parallel iterations run in one order (row-major), which the op leaves open)
func.func @src_subtract(%x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.parallel (%i) = (%c0) to (%c3) step (%c1) init (%x) -> i8 {
    %a = arith.index_cast %i : index to i8
    scf.reduce(%a : i8) {
    ^bb0(%l: i8, %r: i8):
      %t = arith.subi %l, %r : i8
      scf.reduce.return %t : i8
    }
  }
  return %r : i8
}
func.func @tgt_subtract(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %r = arith.subi %x, %c3 : i8
  return %r : i8
}

// Every point of a 2x2 forall stores; a target that forgets one is caught
// in memory, replayed.
// CHECK-LABEL: func.func @src_forall
// CHECK: ERROR: Mismatch in memory
// CHECK: Mismatch in %arg0[2]
// CHECK-NOT: not replayed
func.func @src_forall(%m: memref<4xi8>, %x: i8) {
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) in (2, 2) {
    %k = arith.muli %i, %c2 : index
    %l = arith.addi %k, %j : index
    memref.store %x, %m[%l] : memref<4xi8>
  }
  return
}
func.func @tgt_forall(%m: memref<4xi8>, %x: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  memref.store %x, %m[%c0] : memref<4xi8>
  memref.store %x, %m[%c1] : memref<4xi8>
  memref.store %x, %m[%c3] : memref<4xi8>
  return
}

// A non-positive step is undefined behaviour, as in the interpreter.
// CHECK-LABEL: func.func @src_step
// CHECK: Transformation seems to be correct!
func.func @src_step(%x: i8, %s: index) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%s) init (%x) -> i8 {
    scf.reduce(%x : i8) {
    ^bb0(%l: i8, %r: i8):
      %t = arith.addi %l, %r : i8
      scf.reduce.return %t : i8
    }
  }
  return %r : i8
}
func.func @tgt_step(%x: i8, %s: index) -> i8 {
  %r = arith.addi %x, %x : i8
  return %r : i8
}
