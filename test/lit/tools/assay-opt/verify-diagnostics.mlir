// RUN: assay-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %S/Inputs/diagnostics-ok.mlir
// RUN: not assay-opt --allow-unregistered-dialect --verify-diagnostics %S/Inputs/diagnostics-mismatch.mlir 2>&1 | FileCheck %s --check-prefix=MISMATCH
// RUN: not assay-opt --allow-unregistered-dialect --verify-diagnostics %S/Inputs/diagnostics-missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING

// --verify-diagnostics matches the diagnostics against `expected-error`,
// `expected-note`, `expected-warning` and `expected-remark` comments (with
// `@+N`, `@-N` or nothing for the comment's own line) and exits 0 when every
// diagnostic was expected and every expectation met. Only the line is
// compared, and the message must contain the expected text.

// An error that does not match is reported as unexpected and the expectation
// as not produced.
// MISMATCH: diagnostics-mismatch.mlir:3:10: error: unexpected error: use of undeclared SSA value name
// MISMATCH: diagnostics-mismatch.mlir:2:4: error: expected error "wrong message" was not produced

// An expectation without any diagnostic; the input is still printed.
// MISSING-DAG: diagnostics-missing.mlir:2:4: error: expected error "never produced" was not produced
// MISSING-DAG: diagnostics-missing.mlir:4:4: error: expected remark "remark text" was not produced
// MISSING-DAG: "foo.op"() : () -> ()
