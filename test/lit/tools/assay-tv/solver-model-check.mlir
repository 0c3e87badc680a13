// Every model is checked against the answer it comes with: z3 4.8 answers
// the value query of this pair sat with a model in which both sides are
// the same float (fma of subnormals), so under z3 the pair could not be
// verified (never a verdict from such a model); cvc5 refutes it with a
// witness the interpreter confirms. No time limit for z3: under load it
// would time out first, which is another unknown.
// UNSUPPORTED: oracle
// REQUIRES: cvc5
// RUN: %expect-exit 2 assay-tv --smt-to=0 %s | FileCheck %s --check-prefix=Z3
// RUN: %expect-exit 1 assay-tv --solver=cvc5 %s | FileCheck %s --check-prefix=CVC5

// Z3: Transformation could not be verified!
// Z3: ERROR: value query: the solver's model does not show the difference its answer claims (try --solver=cvc5)
// CVC5: ERROR: Value mismatch
// CVC5-NOT: not replayed
// CVC5: Source value: #x
func.func @src(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %y : f32
  %r = arith.addf %m, %z : f32
  return %r : f32
}
func.func @tgt(%x: f32, %y: f32, %z: f32) -> f32 {
  %r = math.fma %x, %y, %z : f32
  return %r : f32
}
