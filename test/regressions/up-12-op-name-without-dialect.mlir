// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: not assay-opt --split-input-file %s 2>&1 | FileCheck --check-prefix=STRICT %s

// A generic op named `"index"` (no dot) was taken as an op of the `index`
// dialect, which does not allow unknown ops, and rejected even under
// --allow-unregistered-dialect. An op name belongs to a dialect only when
// it has a non-empty prefix and a non-empty rest around its first dot:
// `"index"` and `"arith."` are ops of no dialect, accepted with the flag
// and, without it, rejected by the verifier as ops of an unregistered
// dialect (the dialect named by the prefix is still loaded, so the parser
// does not reject them).

// CHECK-LABEL: func.func @no_dot
// CHECK: "index"() {bar = dense<1> : tensor<index>} : () -> ()
// CHECK: "builtin"() : () -> ()
// STRICT: :3: error: 'index' op created with unregistered dialect
func.func @no_dot() {
  "index"() {bar = dense<1> : tensor<index>} : () -> ()
  "builtin"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @empty_rest
// CHECK: "arith."() : () -> ()
// STRICT: :3: error: 'arith.' op created with unregistered dialect
func.func @empty_rest() {
  "arith."() : () -> ()
  return
}

