// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// builtin.module is a symbol table: the symbols (operations with a sym_name
// attribute) directly in its body must have distinct names.

module {
  // expected-note @+1 {{see existing symbol definition here}}
  "foo.x"() {sym_name = "a"} : () -> ()
  // expected-error @+1 {{redefinition of symbol named 'a'}}
  "foo.y"() {sym_name = "a"} : () -> ()
}

// -----

module {
  // expected-note @+1 {{see existing symbol definition here}}
  module @a {
  }
  // expected-error @+1 {{redefinition of symbol named 'a'}}
  module @a {
  }
}

// -----

module @top {
  // expected-note @+1 {{see existing symbol definition here}}
  "foo.f"() ({
  }) {sym_name = "x"} : () -> ()
  "foo.other"() : () -> ()
  // expected-error @+1 {{redefinition of symbol named 'x'}}
  "foo.g"() ({
  }) {sym_name = "x"} : () -> ()
}

// -----

// The implicit top-level module is a symbol table too.
// expected-note @+1 {{see existing symbol definition here}}
"foo.f"() {sym_name = "dup"} : () -> ()
// expected-error @+1 {{redefinition of symbol named 'dup'}}
"foo.g"() {sym_name = "dup"} : () -> ()

// -----

// No errors: the same name in different symbol tables, and in a nested region
// of an unregistered operation (which is not a symbol table).
module {
  "foo.f"() {sym_name = "a"} : () -> ()
  module @inner {
    "foo.f"() {sym_name = "a"} : () -> ()
  }
  "foo.r"() ({
    "foo.f"() {sym_name = "a"} : () -> ()
  }) : () -> ()
}
