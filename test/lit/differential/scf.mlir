// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | assay-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.assay2 && diff %t.assay2 %t.mlir
// RUN: mlir-opt --allow-unregistered-dialect %s | assay-opt --allow-unregistered-dialect --mlir-print-op-generic -o %t.assay3 && mlir-opt --allow-unregistered-dialect %s | mlir-opt --allow-unregistered-dialect --mlir-print-op-generic -o %t.mlir3 && diff %t.assay3 %t.mlir3
// RUN: assay-opt --allow-unregistered-dialect %s | mlir-opt --allow-unregistered-dialect -o %t.mlir4 && mlir-opt --allow-unregistered-dialect %s | assay-opt --allow-unregistered-dialect -o %t.assay4 && diff %t.assay4 %t.mlir4

// Differential: every scf op in custom form, with unregistered ops inside
// the regions (a trailing unregistered op still gets the implicit
// scf.yield), explicit locations, and the implicit terminators the parsers
// add, which carry the location of their op. A forall whose bounds are
// constants 0 and 1 prints in the `in` form, dropping those operands, so
// the custom form is compared after one pass through each tool.

func.func @unregistered(%lb: index, %ub: index, %c: i1, %v: i32) -> i32 {
  scf.for %i = %lb to %ub step %lb {
    "foo.use"(%i) : (index) -> ()
  } loc("loop.mlir":1:2)
  %r = scf.if %c -> (i32) {
    %x = "foo.op"(%v) : (i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %v : i32
  }
  scf.if %c {
    "foo.side_effect"() : () -> ()
  }
  %w = scf.while (%a = %v) : (i32) -> i32 {
    %cond = "foo.cond"(%a) : (i32) -> i1
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%b: i32 loc("arg.mlir":3:4)):
    %n = "foo.next"(%b) : (i32) -> i32
    scf.yield %n : i32
  }
  %s = scf.index_switch %lb -> i32
  case 0 {
    %z = "foo.zero"() : () -> i32
    scf.yield %z : i32
  }
  default {
    scf.yield %w : i32
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%lb, %lb) {
    "foo.par"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) in (%ub) {
    "foo.body"(%i) : (index) -> ()
  } {mapping = [#gpu.block<x>]}
  scf.execute_region {
    "foo.br"()[^next] : () -> ()
  ^next:
    scf.yield
  }
  return %s : i32
}

func.func @for_loops(%lb: index, %ub: index, %step: index, %init: f32, %n: i32) -> f32 {
  scf.for %i = %lb to %ub step %step {
    %x = arith.addi %i, %i : index
  }
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %next = arith.addf %acc, %acc : f32
    scf.yield %next : f32
  }
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%a = %init, %b = %n) -> (f32, i32) : i32 {
    %b2 = arith.addi %b, %j : i32
    scf.yield %a, %b2 : f32, i32
  }
  scf.for %j = %c0 to %n step %c1 : i32 {
  } {tag = "loop"}
  return %sum : f32
}

func.func @conditionals(%c: i1, %a: i32, %b: i32) -> i32 {
  scf.if %c {
    %x = arith.addi %a, %b : i32
  }
  scf.if %c {
  } else {
  }
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %p:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  } {hint}
  return %r : i32
}

func.func @while_loops(%n: i32, %c: i1) -> i32 {
  %r = scf.while (%i = %n) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%x: i32):
    %next = arith.addi %x, %x : i32
    scf.yield %next : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %p:2 = scf.while (%i = %n, %j = %c) : (i32, i1) -> (i1, i32) {
    scf.condition(%j) %j, %i : i1, i32
  } do {
  ^bb0(%x: i1, %y: i32):
    scf.yield %y, %x : i32, i1
  } attributes {tag}
  return %r : i32
}

func.func @regions(%c: i1, %a: i32, %idx: index) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  %p:2 = scf.execute_region -> (i32, i1) {
    scf.yield %a, %c : i32, i1
  }
  scf.execute_region {
    scf.yield
  }
  %s = scf.index_switch %idx -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    %z = arith.constant 5 : i32
    scf.yield %z : i32
  }
  default {
    scf.yield %r : i32
  }
  scf.index_switch %idx
  case 0 {
    scf.yield
  }
  default {
  }
  %t:2 = scf.index_switch %idx {tag} -> i32, i1
  default {
    scf.yield %a, %c : i32, i1
  }
  return %s : i32
}

func.func @parallel_loops(%lb: index, %ub: index, %step: index, %init: f32, %k: i32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %x = arith.addi %i, %j : index
    scf.reduce
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    %v = arith.constant 1.0 : f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  %p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init, %k) -> (f32, i32) {
    scf.reduce(%init, %k : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      %m = arith.maxsi %l, %rr : i32
      scf.reduce.return %m : i32
    }
  } {tag}
  return %r : f32
}

func.func @forall_loops(%n: index, %t: tensor<8x?xf32>) -> tensor<8x?xf32> {
  scf.forall (%i, %j) in (8, %n) {
    %x = arith.addi %i, %j : index
  }
  scf.forall (%i) = (0) to (%n) step (2) {
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i) = (%c1) to (%n) step (%n) {
  } {tag}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8x?xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8x?xf32>
}
