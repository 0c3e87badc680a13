// Regression 002 (with 002b and 002c): canonicalize inlined an scf.for that
// runs once, but read the values its scf.yield forwards before inlining, so
// a yielded induction variable or iter_arg became a use of the erased block
// argument: "using value defined outside the region", or a crash in region
// simplification (002b) or in the folder. The loop's results must be the
// values the one iteration yields: the lower bound for the induction
// variable, the init values for the iter_args. The same loop inlined by
// `inline` (whose nested canonicalizer folds it) must give the same.
// RUN: assay-opt --split-input-file -canonicalize %s | FileCheck %s
// RUN: assay-opt -inline %s | FileCheck %s --check-prefix=INLINE

// CHECK-LABEL: func.func @yields_iv()
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: return %c5 : index
func.func @yields_iv() -> index {
  %lb = arith.constant 5 : index
  %ub = arith.constant 6 : index
  %st = arith.constant 1 : index
  %z = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %z) -> (index) {
    scf.yield %i : index
  }
  return %r : index
}

// -----

// A region in the body: region simplification walked the dangling use.
// CHECK-LABEL: func.func @yields_iv_with_region(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = call @id(%arg0) : (index) -> index
// CHECK-NEXT: call @use(%0) : (index) -> ()
// CHECK-NEXT: call @use_i32(%c-1_i32) : (i32) -> ()
// CHECK-NEXT: return
func.func private @id(index) -> index
func.func private @use(index)
func.func private @use_i32(i32)
func.func @yields_iv_with_region(%n: index) {
  %lb = arith.constant -1 : i32
  %ub = arith.constant 0 : i32
  %st = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %lb) -> (i32) : i32 {
    %w = scf.execute_region -> index {
      %k = func.call @id(%n) : (index) -> index
      scf.yield %k : index
    }
    func.call @use(%w) : (index) -> ()
    scf.yield %i : i32
  }
  func.call @use_i32(%r) : (i32) -> ()
  return
}

// -----

// The iter_args yielded swapped: the results are the inits swapped.
// CHECK-LABEL: func.func @yields_iter_args_swapped(
// CHECK-NEXT: call @use_i64(%arg1, %arg0) : (i64, i64) -> ()
// CHECK-NEXT: return
func.func private @use_i64(i64, i64)
func.func @yields_iter_args_swapped(%x: i64, %y: i64) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (i64, i64) {
    scf.yield %b, %a : i64, i64
  }
  func.call @use_i64(%r#0, %r#1) : (i64, i64) -> ()
  return
}

// -----

// Through inline: the callee's loop runs once once its lower bound is known.
// INLINE-LABEL: func.func @caller()
// INLINE-NEXT: %c5 = arith.constant 5 : index
// INLINE-NEXT: call @use_index(%c5) : (index) -> ()
// INLINE-NEXT: return
func.func private @use_index(index)
func.func @callee(%lb: index) -> index {
  %ub = arith.constant 6 : index
  %st = arith.constant 1 : index
  %z = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %z) -> (index) {
    scf.yield %i : index
  }
  return %r : index
}
func.func @caller() {
  %lb = arith.constant 5 : index
  %r = func.call @callee(%lb) : (index) -> index
  func.call @use_index(%r) : (index) -> ()
  return
}
