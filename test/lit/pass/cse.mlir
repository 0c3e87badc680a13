// cse merges equal side-effect-free ops into the first that dominates them
// and erases unused ones, with scopes following regions and dominance, as
// mlir-opt's cse does.

// RUN: assay-opt --allow-unregistered-dialect -cse %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect -cse --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @simple(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %c1_i32 : i32
// CHECK-NEXT:    return %1, %1 : i32, i32
func.func @simple(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %b, %a : i32
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %3 = arith.muli %0, %c1 : i32
  %4 = arith.muli %1, %c1b : i32
  %dead = arith.subi %a, %b : i32
  return %3, %4 : i32, i32
}

// A region sees the values around it; the values of a region are not
// visible after it.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %4 = arith.muli %0, %0 : i32
// CHECK-NEXT:      scf.yield %4 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %4 = arith.muli %0, %0 : i32
// CHECK-NEXT:      scf.yield %4 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = arith.muli %0, %0 : i32
func.func @nested(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %1, %1 : i32
    scf.yield %2 : i32
  } else {
    %3 = arith.muli %0, %0 : i32
    scf.yield %3 : i32
  }
  %4 = arith.muli %0, %0 : i32
  %5 = arith.addi %r, %4 : i32
  return %5 : i32
}

// Blocks see the values of their dominators only.
// CHECK-LABEL: func.func @cfg(
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %1 = arith.muli %0, %arg1 : i32
// CHECK:       ^bb2:
// CHECK-NEXT:    %2 = arith.muli %0, %arg1 : i32
// CHECK:       ^bb3(%3: i32):
// CHECK-NEXT:    %4 = arith.muli %0, %arg1 : i32
func.func @cfg(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %x = arith.muli %1, %a : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %2 = arith.addi %a, %a : i32
  %y = arith.muli %2, %a : i32
  cf.br ^bb3(%y : i32)
^bb3(%v: i32):
  %3 = arith.muli %0, %a : i32
  %4 = arith.addi %v, %3 : i32
  return %4 : i32
}

// CHECK-LABEL: func.func @loops(
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = scf.for {{.*}} iter_args(%arg5 = %c0_i32) -> (i32) {
// CHECK-NEXT:      %3 = arith.addi %arg5, %c0_i32 : i32
// CHECK-NEXT:      %4 = arith.addi %arg3, %arg3 : i32
// CHECK:         %1 = arith.addi %arg3, %arg3 : i32
func.func @loops(%lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %c) -> i32 {
    %c0 = arith.constant 0 : i32
    %t = arith.addi %acc, %c0 : i32
    %u = arith.addi %a, %a : i32
    %w = arith.addi %t, %u : i32
    scf.yield %w : i32
  }
  %u2 = arith.addi %a, %a : i32
  %z = arith.addi %r, %u2 : i32
  return %z : i32
}

// The survivor takes the location of the op merged into it when it has
// none.
// LOC-LABEL: func.func @locs(
// LOC-NEXT:    %0 = arith.addi %arg0, %arg0 : i32 loc(#[[LOC:loc[0-9]*]])
// LOC-NEXT:    %1 = arith.muli %0, %0 : i32
// LOC:         #[[LOC]] = loc("x.c":3:4)
func.func @locs(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("x.c":3:4)
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// Unregistered ops are not known to be free of side effects; their regions
// might be isolated from above, so they get a fresh scope.
// CHECK-LABEL: func.func @unreg(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    "xx.region"() ({
// CHECK-NEXT:      %5 = arith.addi %arg0, %arg0 : i32
// CHECK:         %1 = "xx.pure"(%arg0) : (i32) -> i32
// CHECK-NEXT:    %2 = "xx.pure"(%arg0) : (i32) -> i32
func.func @unreg(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  "xx.region"() ({
    %1 = arith.addi %a, %a : i32
    "xx.use"(%1) : (i32) -> ()
    "xx.end"() : () -> ()
  }) : () -> ()
  %2 = "xx.pure"(%a) : (i32) -> i32
  %3 = "xx.pure"(%a) : (i32) -> i32
  %4 = arith.addi %2, %3 : i32
  %5 = arith.addi %0, %4 : i32
  return %5 : i32
}

// A multi-block region is walked along its dominator tree.
// CHECK-LABEL: func.func @exec(
// CHECK-NEXT:    %0 = scf.execute_region -> i32 {
// CHECK-NEXT:      %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:      cf.br ^bb1(%1 : i32)
// CHECK-NEXT:    ^bb1(%2: i32):
// CHECK-NEXT:      %3 = arith.addi %2, %1 : i32
func.func @exec(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.execute_region -> i32 {
    %1 = arith.addi %a, %a : i32
    cf.br ^bb1(%1 : i32)
  ^bb1(%v: i32):
    %2 = arith.addi %a, %a : i32
    %3 = arith.addi %v, %2 : i32
    scf.yield %3 : i32
  }
  return %r : i32
}
