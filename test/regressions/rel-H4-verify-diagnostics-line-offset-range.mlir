// UNSUPPORTED: oracle
// RUN: split-file %s %t
// RUN: not assay-opt --verify-diagnostics %t/wrapped.mlir 2>&1 | FileCheck %s --check-prefix=WRAPPED
// RUN: not assay-opt --verify-diagnostics %t/overflow.mlir 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not assay-opt --verify-diagnostics %t/before.mlir 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: not assay-opt --verify-diagnostics %t/octal.mlir 2>&1 | FileCheck %s --check-prefix=OCTAL
// RUN: assay-opt --verify-diagnostics %t/in-range.mlir

// `--verify-diagnostics` read a line offset `@+N` into a 32-bit int:
// `@+2147483647` overflowed (undefined behaviour, caught by UBSan), and
// `@+4294967296` failed to parse, so the expectation was dropped and the file
// passed. An offset is read whole, and one that names a line outside the
// file is a located error (mlir-opt reports such an expectation as not
// produced, hence no oracle run); a leading 0 makes the offset octal, as in
// mlir-opt.

//--- wrapped.mlir
// expected-error @+4294967296 {{x}}
func.func @f() {
  return
}
// WRAPPED: wrapped.mlir:1:19: error: line offset '@+4294967296' points outside the file (lines 1 to 6)

//--- overflow.mlir
// expected-error @+2147483647 {{x}}
// expected-error @+99999999999999999999 {{x}}
// OVERFLOW: overflow.mlir:1:19: error: line offset '@+2147483647' points outside the file
// OVERFLOW: overflow.mlir:2:19: error: line offset '@+99999999999999999999' points outside the file

//--- before.mlir

// expected-error @-2 {{x}}
// BEFORE: before.mlir:2:19: error: line offset '@-2' points outside the file

//--- octal.mlir
// expected-error @+09 {{x}}
// OCTAL: octal.mlir:1:19: error: invalid line offset '@+09' (a leading 0 makes it octal)

//--- in-range.mlir
// An offset counts from the expectation's line; 010 is 8.
// expected-error @+010 {{custom op 'foo' is unknown}}
//
//
//
//
//
//
//
foo
