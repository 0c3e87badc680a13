// RUN: assay-opt %s | FileCheck %s
// RUN: assay-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: assay-opt %s --mlir-print-op-generic | assay-opt | FileCheck %s
// UNSUPPORTED: oracle

// The float classification ops math.isnan, math.isinf, math.isfinite and
// math.isnormal are not in MLIR 19 (mlir-opt 19 rejects them as unregistered
// ops), so this file does not run against the oracle. Assay provides them
// for its interpreter and SMT encoding with the syntax of the other float
// unary ops, `%r = math.isnan %x fastmath<...> : f32`; the result is i1, or
// a vector or tensor of i1 of the operand's shape.

// CHECK-LABEL: func.func @classify(
// GENERIC-LABEL: sym_name = "classify"
func.func @classify(%x: f32, %v: vector<4xf16>, %t: tensor<?x3xf64>) -> (i1, vector<4xi1>, tensor<?x3xi1>, i1) {
  // CHECK-NEXT: %0 = math.isnan %arg0 : f32
  // GENERIC: "math.isnan"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
  %0 = math.isnan %x : f32
  // CHECK-NEXT: %1 = math.isinf %arg1 fastmath<nnan> : vector<4xf16>
  // GENERIC: "math.isinf"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xf16>) -> vector<4xi1>
  %1 = math.isinf %v fastmath<nnan> : vector<4xf16>
  // CHECK-NEXT: %2 = math.isfinite %arg2 {tag} : tensor<?x3xf64>
  // GENERIC: "math.isfinite"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> {tag} : (tensor<?x3xf64>) -> tensor<?x3xi1>
  %2 = math.isfinite %t {tag} : tensor<?x3xf64>
  // CHECK-NEXT: %3 = math.isnormal %arg0 fastmath<fast> : f32
  // GENERIC: "math.isnormal"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<fast>}> : (f32) -> i1
  %3 = math.isnormal %x fastmath<fast> : f32
  // CHECK-NEXT: return %0, %1, %2, %3
  return %0, %1, %2, %3 : i1, vector<4xi1>, tensor<?x3xi1>, i1
}
