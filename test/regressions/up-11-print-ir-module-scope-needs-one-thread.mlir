// up-11: --mlir-print-ir-module-scope with threads on was accepted, though
// passes running on sibling ops at once cannot print the whole module
// around one of them. It is an error unless --mlir-disable-threading.
// RUN: not assay-opt %s -mlir-print-ir-module-scope -mlir-print-ir-before=cse 2>&1 | FileCheck %s
// RUN: not assay-opt %s -mlir-print-ir-module-scope 2>&1 | FileCheck %s
// RUN: assay-opt %s -mlir-print-ir-module-scope -mlir-print-ir-before=cse -mlir-disable-threading -p 'builtin.module(func.func(cse))' 2>&1 | FileCheck %s --check-prefix=ONE
// CHECK: <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
// ONE: // -----// IR Dump Before CSE (cse) {{.*}}//----- //
// ONE-NEXT: module {

func.func @f() {
  return
}
