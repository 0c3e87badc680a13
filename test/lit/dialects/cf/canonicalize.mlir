// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s
// RUN: assay-opt --canonicalize --split-input-file %s | assay-opt --split-input-file > /dev/null

// The canonicalization patterns of cf, a positive case and a near miss each;
// the expected output is mlir-opt 19's.

// br to a block with a single predecessor: the blocks merge.
func.func @br_merge(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// CHECK-LABEL: func.func @br_merge
// CHECK-SAME: (%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// Near miss: ^bb1 has two predecessors; nothing merges, and ^bb2 does more
// than branch on.
func.func @br_no_merge(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  func.call @sink(%b) : (i32) -> ()
  cf.br ^bb1(%b : i32)
^bb1(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @br_no_merge
// CHECK-SAME: (%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// br to a block that only branches on: go straight to the final target.
func.func @br_passthrough(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb3(%a : i32)
^bb1:
  func.call @sink(%a) : (i32) -> ()
  cf.br ^bb2(%b : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  func.call @sink(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
}

// CHECK-LABEL: func.func @br_passthrough
// CHECK-SAME: (%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// Near miss: an infinite loop of a block branching to itself stays.
func.func @br_self_loop(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  func.call @sink(%a) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @br_self_loop
// CHECK-SAME: (%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// cond_br on a constant condition becomes a br (true and false).
func.func @cond_br_const(%a: i32, %b: i32) {
  %t = arith.constant true
  %f = arith.constant false
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  cf.cond_br %f, ^bb1(%x : i32), ^bb2(%b : i32)
^bb2(%y: i32):
  func.call @sink(%y) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_const
// CHECK-SAME: (%arg0: i32, %arg1: i32) {
// CHECK-NEXT: call @sink(%arg0) : (i32) -> ()
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// cond_br whose successors are the same block with the same operands.
func.func @cond_br_same(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_same
// CHECK-SAME: (%arg0: i1, %arg1: i32) {
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// Same block, different operands, no other predecessor: a select.
func.func @cond_br_same_select(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  func.call @sink(%x) : (i32) -> ()
  func.call @sink(%y) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_same_select
// CHECK-SAME: (%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// Near miss: ^bb1 has another predecessor; no select.
func.func @cond_br_same_other_pred(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %d, ^bb2, ^bb1(%b : i32)
^bb2:
  func.call @sink(%a) : (i32) -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_same_other_pred
// CHECK-SAME: (%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2(%arg3 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb2(%arg3 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// cond_br through pass-through blocks on both sides.
func.func @cond_br_passthrough(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb4(%b : i32)
^bb3(%y: i32):
  func.call @sink(%y) : (i32) -> ()
  return
^bb4(%z: i32):
  func.call @sink(%z) : (i32) -> ()
  cf.br ^bb3(%z : i32)
}

// CHECK-LABEL: func.func @cond_br_passthrough
// CHECK-SAME: (%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: call @sink(%1) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb1(%1 : i32)
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// Near miss: the block's argument has another use, so it is no pass-through.
func.func @cond_br_not_passthrough(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb3(%b : i32)
^bb1(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  func.call @sink(%y) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_not_passthrough
// CHECK-SAME: (%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: call @sink(%1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// cond_br from a cond_br on the same condition.
func.func @cond_br_same_cond(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @sink(%a) : (i32) -> ()
  cf.cond_br %c, ^bb3(%a : i32), ^bb4
^bb2:
  func.call @sink(%b) : (i32) -> ()
  cf.cond_br %c, ^bb3(%b : i32), ^bb4
^bb3(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
^bb4:
  return
}

// CHECK-LABEL: func.func @cond_br_same_cond
// CHECK-SAME: (%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// Near miss: another condition, or a block with two predecessors.
func.func @cond_br_other_cond(%c: i1, %d: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @sink(%a) : (i32) -> ()
  cf.cond_br %d, ^bb3, ^bb2
^bb2:
  func.call @sink(%a) : (i32) -> ()
  cf.cond_br %c, ^bb3, ^bb1
^bb3:
  return
}

// CHECK-LABEL: func.func @cond_br_other_cond
// CHECK-SAME: (%arg0: i1, %arg1: i1, %arg2: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT: cf.cond_br %arg1, ^bb3, ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb1
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sinkb(i1)

// The condition is known in a successor entered only by its edge.
func.func @cond_br_truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @sinkb(%c) : (i1) -> ()
  return
^bb2:
  func.call @sinkb(%c) : (i1) -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_truth
// CHECK-SAME: (%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @sinkb(%true) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: call @sinkb(%false) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sinkb(i1)

// Near miss: ^bb2 is also entered from ^bb1; only ^bb1 learns the truth.
func.func @cond_br_truth_join(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @sinkb(%c) : (i1) -> ()
  cf.br ^bb2
^bb2:
  func.call @sinkb(%c) : (i1) -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_truth_join
// CHECK-SAME: (%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @sinkb(%true) : (i1) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: call @sinkb(%arg0) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// A switch with only a default is a br.
func.func @switch_only_default(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_only_default
// CHECK-SAME: (%arg0: i32, %arg1: i32) {
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// Cases that go where the default goes, with the same operands, are dropped.
func.func @switch_case_is_default(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    3: ^bb1(%a : i32),
    4: ^bb1(%b : i32),
    5: ^bb2
  ]
^bb1(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
^bb2:
  func.call @sink(%b) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_case_is_default
// CHECK-SAME: (%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 4: ^bb1(%arg2 : i32),
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// A constant flag picks its case, or the default.
func.func @switch_const(%a: i32, %b: i32) {
  %c4 = arith.constant 4 : i32
  %c9 = arith.constant 9 : i32
  cf.switch %c4 : i32, [
    default: ^bb1(%a : i32),
    4: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @sink(%y) : (i32) -> ()
  cf.switch %c9 : i32, [
    default: ^bb1(%y : i32),
    4: ^bb2(%b : i32)
  ]
}

// CHECK-LABEL: func.func @switch_const
// CHECK-SAME: (%arg0: i32, %arg1: i32) {
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// Successors that only branch on are skipped.
func.func @switch_passthrough(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2,
    2: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb4
^bb3(%y: i32):
  func.call @sink(%y) : (i32) -> ()
  return
^bb4:
  func.call @sink(%a) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_passthrough
// CHECK-SAME: (%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 1: ^bb2,
// CHECK-NEXT: 2: ^bb1(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// A switch on the flag in a case block of a switch on the same flag.
func.func @switch_in_case(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb3(%a : i32),
    1: ^bb1,
    2: ^bb2
  ]
^bb1:
  func.call @sink(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb3(%b : i32),
    1: ^bb4,
    2: ^bb3(%a : i32)
  ]
^bb2:
  func.call @sink(%b) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb3(%b : i32),
    1: ^bb4
  ]
^bb3(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
^bb4:
  return
}

// CHECK-LABEL: func.func @switch_in_case
// CHECK-SAME: (%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3(%arg1 : i32),
// CHECK-NEXT: 1: ^bb1,
// CHECK-NEXT: 2: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// A switch on the flag in the default block of a switch on the same flag
// loses the cases the first switch already took.
func.func @switch_in_default(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb3(%a : i32)
  ]
^bb1:
  func.call @sink(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb3(%b : i32),
    1: ^bb4,
    2: ^bb4
  ]
^bb3(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
^bb4:
  return
}

// CHECK-LABEL: func.func @switch_in_default
// CHECK-SAME: (%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2(%arg1 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg1) : (i32) -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg2 : i32),
// CHECK-NEXT: 2: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)

// Near misses: another flag, or a block entered twice.
func.func @switch_near_miss(%f: i32, %g: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb2
  ]
^bb1:
  func.call @sink(%a) : (i32) -> ()
  cf.switch %g : i32, [
    default: ^bb3,
    1: ^bb4
  ]
^bb2:
  func.call @sink(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    1: ^bb4
  ]
^bb3:
  return
^bb4:
  func.call @sink(%a) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_near_miss
// CHECK-SAME: (%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2,
// CHECK-NEXT: 2: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT: cf.switch %arg1 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 1: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 1: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cf.assert of a constant true goes; of false, or of an unknown value, stays.
func.func @assert(%c: i1) {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "never fails"
  cf.assert %c, "may fail"
  cf.assert %f, "always fails"
  return
}

// CHECK-LABEL: func.func @assert
// CHECK-SAME: (%arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.assert %arg0, "may fail"
// CHECK-NEXT: cf.assert %false, "always fails"
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i32)
// Region DCE erases block arguments fed through cf branches that nothing uses.
func.func @dead_args(%c: i1, %f: i32, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b : i32)
^bb1(%x: i32, %unused: i32):
  func.call @sink(%x) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2(%x : i32),
    7: ^bb3(%a, %x : i32, i32)
  ]
^bb2(%dead: i32):
  %d = arith.addi %dead, %dead : i32
  cf.br ^bb3(%d, %b : i32, i32)
^bb3(%y: i32, %z: i32):
  func.call @sink(%z) : (i32) -> ()
  cf.br ^bb1(%z, %y : i32, i32)
}

// CHECK-LABEL: func.func @dead_args
// CHECK-SAME: (%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb2(%arg3 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: cf.switch %arg1 : i32, [
// CHECK-NEXT: default: ^bb2(%arg3 : i32),
// CHECK-NEXT: 7: ^bb2(%0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%1: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: call @sink(%1) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb1(%1 : i32)
// CHECK-NEXT: }

// -----

func.func private @sink(i32)
// Near miss: cases go to the default block with other operands, or, for
// case 2, the same ones (that case goes).
func.func @switch_same_succ_args(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^a(%x : i32),
    1: ^a(%y : i32),
    2: ^a(%x : i32)
  ]
^a(%p: i32):
  func.call @sink(%p) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_same_succ_args
// CHECK-SAME: (%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 1: ^bb1(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: call @sink(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sink(i64)
// Case values span 64 bits: 2^64 - 1 is -1.
func.func @switch_wide(%a: i64) {
  %c = arith.constant -1 : i64
  cf.switch %c : i64, [
    default: ^a,
    18446744073709551615: ^b
  ]
^a:
  return
^b:
  func.call @sink(%a) : (i64) -> ()
  return
}

// CHECK-LABEL: func.func @switch_wide
// CHECK-SAME: (%arg0: i64) {
// CHECK-NEXT: call @sink(%arg0) : (i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @sinkb(i1)
// The scf.if in the successor uses the condition directly and learns it; a
// use nested in a region of an op of the successor (near miss) keeps it.
func.func @truth_nested(%c: i1, %d: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  scf.if %d {
    func.call @sinkb(%c) : (i1) -> ()
  }
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    %z = arith.addi %x, %x : i32
    scf.yield %z : i32
  }
  return %r : i32
^b:
  return %x : i32
}

// CHECK-LABEL: func.func @truth_nested
// CHECK-SAME: (%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: func.call @sinkb(%arg0) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }

// -----

func.func private @sink(i32)
// Pass-through blocks may forward values defined elsewhere.
func.func @pass_through_value_from_outside(%c: i1, %x: i32) {
  %y = arith.addi %x, %x : i32
  cf.cond_br %c, ^a(%x: i32), ^b
^a(%p : i32):
  cf.br ^c(%p, %y : i32, i32)
^b:
  cf.br ^c(%y, %x : i32, i32)
^c(%u: i32, %v: i32):
  func.call @sink(%u) : (i32) -> ()
  func.call @sink(%v) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @pass_through_value_from_outside
// CHECK-SAME: (%arg0: i1, %arg1: i32) {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg1, %0 : i32
// CHECK-NEXT: %2 = arith.select %arg0, %0, %arg1 : i32
// CHECK-NEXT: call @sink(%1) : (i32) -> ()
// CHECK-NEXT: call @sink(%2) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
