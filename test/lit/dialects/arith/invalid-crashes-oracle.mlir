// RUN: assay-opt %s --split-input-file --verify-diagnostics
// mlir-opt 19 crashes on both inputs (an assertion while verifying select's
// condition shape, and while reporting the scalable constant); Assay reports
// an error instead.
// UNSUPPORTED: oracle

func.func @select_vector_condition_scalar_values(%c: vector<4xi1>, %a: i32) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<4xi1>, i32
  return
}

// -----

func.func @scalable_constant_not_splat() {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

func.func @scalable_constant_splat() {
  %0 = arith.constant dense<1> : vector<[2]xi32>
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %1 = "arith.constant"() {value = dense<1> : vector<2xi32>} : () -> vector<[2]xi32>
  return
}
