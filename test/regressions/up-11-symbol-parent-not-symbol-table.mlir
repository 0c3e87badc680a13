// up-11: a symbol (func.func, memref.global, a named module) nested in a
// registered op that is no symbol table was accepted, and a function
// nested in a function was then reported for its entry block instead. A
// symbol's registered parent must be a symbol table; an unregistered parent
// is taken on trust.
// RUN: assay-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @outer() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner(f32) {
  ^entry:
    return
  }
  return
}

// -----

func.func @global_in_function() {
  // expected-error@+1 {{'memref.global' op symbol's parent must have the SymbolTable trait}}
  memref.global "private" @x : memref<2xf32>
  return
}

// -----

func.func @named_module_in_region() {
  scf.execute_region {
    // expected-error@+1 {{'builtin.module' op symbol's parent must have the SymbolTable trait}}
    builtin.module @m {}
    scf.yield
  }
  return
}

// -----

// An unnamed module is no symbol, and an unregistered parent may be a table.
func.func @fine() {
  scf.execute_region {
    builtin.module {}
    scf.yield
  }
  "foo.region"() ({
    func.func private @g()
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
