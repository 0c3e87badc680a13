// RUN: assay-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of ub.poison and #ub.poison, worded as mlir-opt
// 19 words them.

func.func @value_not_poison() {
  // expected-error @+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 5 : i32} : () -> i32
  return
}

// -----

func.func @value_property_not_poison() {
  // expected-error @+1 {{invalid properties {value = 5 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 5 : i32}}
  %0 = "ub.poison"() <{value = 5 : i32}> : () -> i32
  return
}

// -----

func.func @custom_value_not_poison() {
  // expected-error @+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <5 : i32> : i32
  return
}

// -----

func.func @unknown_attribute() {
  // expected-error @+1 {{unknown attribute `foo` in dialect `ub`}}
  %0 = "ub.poison"() <{value = #ub.foo}> : () -> i32
  return
}

// -----

func.func @two_results() {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "ub.poison"() : () -> (i32, i32)
  return
}

// -----

func.func @no_result() {
  // expected-error @+1 {{'ub.poison' op requires one result}}
  "ub.poison"() : () -> ()
  return
}

// -----

func.func @operand(%a: i32) {
  // expected-error @+1 {{'ub.poison' op requires zero operands}}
  %0 = "ub.poison"(%a) : (i32) -> i32
  return
}

// -----

func.func @missing_type() {
  %0 = ub.poison <#ub.poison>
  // expected-error @-1 {{expected ':'}}
  return
}
