// Every counterexample is run through the reference interpreter on both
// functions, and what it ran is the witness printed: the undefined
// behaviour's reason comes from the interpreter. A witness the interpreter
// cannot run (a failing assertion stops it with an error, while the
// validator takes it as undefined behaviour) is printed with a note saying
// it was not replayed, in text and in JSON.
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv %s | FileCheck %s
// RUN: %expect-exit 1 assay-tv --json %s | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: func.func @src_shift
// CHECK: ERROR: Source is more defined than target
// CHECK: Target:
// CHECK-NEXT: undefined behavior: division by zero
// CHECK-NOT: not replayed
// JSON: "name":"src_shift"
// JSON-SAME: "replayed":true
// JSON-SAME: "target":{"results":[],"ub":true,"ub_reason":"division by zero"}
func.func @src_shift(%x: i8, %y: i8) -> i8 {
  %c = arith.constant 0 : i8
  return %c : i8
}
func.func @tgt_shift(%x: i8, %y: i8) -> i8 {
  %d = arith.divui %x, %y : i8
  %c = arith.constant 0 : i8
  %r = arith.muli %d, %c : i8
  return %r : i8
}

// CHECK-LABEL: func.func @src_assert
// CHECK: Transformation doesn't verify! (approximations: a failing cf.assert as undefined behaviour)
// CHECK: ERROR: Source is more defined than target
// CHECK: (not replayed: the interpreter cannot run the target: {{.*}}assertion failed: unreachable)
// JSON: "name":"src_assert"
// JSON-SAME: "replay_note":"not replayed: the interpreter cannot run the target:
// JSON-SAME: "replayed":false
func.func @src_assert(%x: i8) -> i8 {
  return %x : i8
}
func.func @tgt_assert(%x: i8) -> i8 {
  %false = arith.constant false
  cf.assert %false, "unreachable"
  return %x : i8
}
