// UNSUPPORTED: oracle
// mlir-opt 19 resolves `irdl.parametric @t<...>` only from the module
// holding the dialects, so it rejects the unqualified references of
// Inputs/unqualified.irdl.mlir (and the IRDL documentation's own cmath
// example); Assay also looks them up in the enclosing dialect.
// RUN: assay-opt --irdl-file=%S/Inputs/unqualified.irdl.mlir %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK: "uq.op"(%arg0, %arg1) : (!uq.t<i32>, !uq.t<f32>) -> ()
func.func @f(%a: !uq.t<i32>, %b: !uq.t<f32>) {
  "uq.op"(%a, %b) : (!uq.t<i32>, !uq.t<f32>) -> ()
  return
}

// -----

func.func @f(%a: !uq.t<i64>) {
  // expected-error @+1 {{expected 'i32' but got 'i64'}}
  "uq.op"(%a, %a) : (!uq.t<i64>, !uq.t<i64>) -> ()
  return
}
