// Errors in textual pipelines and pass flags read as mlir-opt's, exit 1.

// RUN: not assay-opt --pass-pipeline='builtin.module(foo)' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: foo
// UNKNOWN-NEXT: ^

// RUN: not assay-opt --pass-pipeline='func.func(cse)' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: pipeline-errors.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op

// RUN: not assay-opt --pass-pipeline='builtin.module(cse' %s 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not assay-opt --pass-pipeline='cse' %s 2>&1 | FileCheck %s --check-prefix=WRAP
// WRAP: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not assay-opt --pass-pipeline='builtin.module(func.func(cse)))' %s 2>&1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:15: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// EXTRA-NEXT: func.func(cse))
// EXTRA-NEXT: {{^}}              ^

// RUN: not assay-opt --pass-pipeline='builtin.module(cse,,cse)' %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: Parser:1:5: error: '' does not refer to a registered pass or pass pipeline

// RUN: not assay-opt --pass-pipeline='builtin.module(print-op-stats{json=x})' %s 2>&1 | FileCheck %s --check-prefix=BADVALUE
// BADVALUE: for the --json option: 'x' is invalid value for boolean argument! Try 0 or 1
// BADVALUE-NEXT: <unknown>:0: error:
// BADVALUE-NEXT: failed to add `print-op-stats` with options `json=x`

// RUN: not assay-opt --pass-pipeline='builtin.module(cse{bogus=1})' %s 2>&1 | FileCheck %s --check-prefix=NOOPTION
// NOOPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// NOOPTION-EMPTY:
// NOOPTION-NEXT: failed to add `cse` with options `bogus=1`

// RUN: not assay-opt --pass-pipeline='builtin.module(cse)' --cse %s 2>&1 | FileCheck %s --check-prefix=MIX
// RUN: not assay-opt -p 'builtin.module(cse)' --symbol-dce %s 2>&1 | FileCheck %s --check-prefix=MIX
// MIX: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// RUN: not assay-opt --mlir-print-ir-before=nope --cse %s 2>&1 | FileCheck %s --check-prefix=PRINTARG
// PRINTARG: for the --mlir-print-ir-before option: Cannot find option named 'nope'!

// A pass that fails reports through diagnostics and makes the tool exit 1.
// RUN: not assay-opt --pass-pipeline='builtin.module(func.func(symbol-dce))' %s 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table

// The pipeline is built after the input parsed and verified, once per chunk.
// RUN: not assay-opt --split-input-file --pass-pipeline='builtin.module(foo)' %s 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT-COUNT-2: 'foo' does not refer to a registered pass

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
// -----
func.func private @g()
