// RUN: assay-opt --split-input-file --verify-diagnostics %s

// Calls and function constants are checked against their callee when the
// module around them is verified, after every op in it: an error in a later
// op is reported first, however early the bad reference comes.

func.func @early_bad_call() {
  func.call @missing() : () -> ()
  return
}
func.func @later_error(%x: i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@later_error) returns 0}}
  return %x : i32
}

// -----

func.func @callee(%x: i32) -> i32 {
  return %x : i32
}
func.func @caller(%x: i32) {
  // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
  %0 = func.call @missing(%x) : (i32) -> i32
  return
}

// -----

// A redefined symbol is reported before the uses of the table are looked at.
func.func @f() {
  func.call @missing() : () -> ()
  return
}
// expected-note @+1 {{see existing symbol definition here}}
func.func private @g()
// expected-error @+1 {{redefinition of symbol named 'g'}}
func.func private @g()

// -----

// A nested module checks its own uses, before the outer ones.
module {
  func.call @outer_missing() : () -> ()
  module {
    // expected-error @+1 {{'func.constant' op reference to undefined function 'inner_missing'}}
    %f = func.constant @inner_missing : () -> ()
  }
}
