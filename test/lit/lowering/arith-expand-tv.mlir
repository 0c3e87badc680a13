// assay-tv proves that Assay's arith-expand refines every op it expands:
// for each function, the function after `arith-expand{include-bf16}` against
// the function before, on every input (widths kept small for the solver).
// UNSUPPORTED: oracle
// RUN: assay-tv -p 'builtin.module(arith-expand{include-bf16})' %s | FileCheck %s
// And mlir-opt 19's expansion does not: it refutes ceildivsi (MAX by -1 is
// defined, the expansion divides MAX + 1 by -1) and each float max/min op
// on zeros of both signs.
// RUN: %if mlir-opt %{ %expect-exit 1 assay-tv --reproducer=%t.repro.mlir --opt-command='%mlir_opt --arith-expand' %s > %t.mlir19 %}
// RUN: %if mlir-opt %{ FileCheck %s --check-prefix=MLIR19 < %t.mlir19 %}
// CHECK-NOT: doesn't verify

// MLIR19-LABEL: func.func @ceildivsi(
// MLIR19: Transformation doesn't verify!
func.func @ceildivsi(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivsi %x, %y : i8
  return %r : i8
}
// MLIR19-LABEL: func.func @ceildivui(
// MLIR19: Transformation seems to be correct!
func.func @ceildivui(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivui %x, %y : i8
  return %r : i8
}
// MLIR19-LABEL: func.func @floordivsi(
// MLIR19: Transformation seems to be correct!
func.func @floordivsi(%x: vector<2xi4>, %y: vector<2xi4>) -> vector<2xi4> {
  %r = arith.floordivsi %x, %y : vector<2xi4>
  return %r : vector<2xi4>
}
// MLIR19-LABEL: func.func @maxmin_int(
// MLIR19: Transformation seems to be correct!
func.func @maxmin_int(%x: i8, %y: i8) -> (i8, i8, i8, i8) {
  %0 = arith.maxsi %x, %y : i8
  %1 = arith.maxui %x, %y : i8
  %2 = arith.minsi %x, %y : i8
  %3 = arith.minui %x, %y : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}
// MLIR19-LABEL: func.func @maximumf(
// MLIR19: Transformation doesn't verify!
// MLIR19: f32 %arg0 = #x00000000 (+0.0)
// MLIR19-NEXT: f32 %arg1 = #x80000000 (-0.0)
func.func @maximumf(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
// MLIR19-LABEL: func.func @minimumf(
// MLIR19: Transformation doesn't verify!
func.func @minimumf(%x: f64, %y: f64) -> f64 {
  %r = arith.minimumf %x, %y : f64
  return %r : f64
}
// MLIR19-LABEL: func.func @maxnumf(
// MLIR19: Transformation doesn't verify!
func.func @maxnumf(%x: f16, %y: f16) -> f16 {
  %r = arith.maxnumf %x, %y : f16
  return %r : f16
}
// MLIR19-LABEL: func.func @minnumf(
// MLIR19: Transformation doesn't verify!
func.func @minnumf(%x: vector<2xbf16>, %y: vector<2xbf16>) -> vector<2xbf16> {
  %r = arith.minnumf %x, %y : vector<2xbf16>
  return %r : vector<2xbf16>
}
// MLIR19-LABEL: func.func @extf(
// MLIR19: Transformation seems to be correct!
func.func @extf(%x: bf16) -> f32 {
  %r = arith.extf %x : bf16 to f32
  return %r : f32
}
// MLIR19-LABEL: func.func @truncf(
// MLIR19: Transformation seems to be correct!
func.func @truncf(%x: f32) -> bf16 {
  %r = arith.truncf %x : f32 to bf16
  return %r : bf16
}
// MLIR19-LABEL: func.func @truncf_vector(
// MLIR19: Transformation seems to be correct!
func.func @truncf_vector(%x: vector<2xf32>) -> vector<2xbf16> {
  %r = arith.truncf %x : vector<2xf32> to vector<2xbf16>
  return %r : vector<2xbf16>
}

// CHECK: Summary:
// CHECK-NEXT: 11 correct transformations
// CHECK-NEXT: 0 incorrect transformations
// MLIR19: Summary:
// MLIR19-NEXT: 6 correct transformations
// MLIR19-NEXT: 5 incorrect transformations
