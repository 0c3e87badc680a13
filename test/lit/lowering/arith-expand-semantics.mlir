// Where mlir-opt 19's arith-expand computes something the op does not,
// Assay's expansion follows the op's semantics (docs/lowering.md,
// "arith-expand"; arith-expand-tv.mlir proves these expansions and refutes
// mlir-opt 19's, arith-expand-run.mlir runs them). The CHECK lines are
// Assay's own output.
// UNSUPPORTED: oracle
// RUN: assay-opt --arith-expand=include-bf16 %s | FileCheck %s

// ceildivsi: the truncated quotient, one up when the division is inexact
// and the operands have the same sign (mlir-opt 19 negates the dividend:
// wrong for MIN, and divides MAX + 1 by -1 for ceildivsi(MAX, -1)).
// CHECK-LABEL: func.func @ceildivsi(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT:   %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:   %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT:   %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT:   %6 = arith.andi %2, %5 : i1
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %7 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:   %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT:   return %8 : i32
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}

// The float max/min ops: of operands that compare equal, the and (or) of
// their bits, so that maximumf(+0, -0) is +0 and minimumf(+0, -0) is -0
// (mlir-opt 19 returns the second operand).
// CHECK-LABEL: func.func @maximumf(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:   %0 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT:   %1 = arith.select %0, %arg0, %arg1 : f32
// CHECK-NEXT:   %2 = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK-NEXT:   %3 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:   %4 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT:   %5 = arith.andi %3, %4 : i32
// CHECK-NEXT:   %6 = arith.bitcast %5 : i32 to f32
// CHECK-NEXT:   %7 = arith.select %2, %6, %1 : f32
// CHECK-NEXT:   %8 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:   %9 = arith.select %8, %arg1, %7 : f32
// CHECK-NEXT:   return %9 : f32
func.func @maximumf(%a: f32, %b: f32) -> f32 {
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minimumf(%arg0: vector<2xf16>, %arg1: vector<2xf16>) -> vector<2xf16> {
// CHECK-NEXT:   %0 = arith.cmpf ult, %arg0, %arg1 : vector<2xf16>
// CHECK-NEXT:   %1 = arith.select %0, %arg0, %arg1 : vector<2xi1>, vector<2xf16>
// CHECK-NEXT:   %2 = arith.cmpf oeq, %arg0, %arg1 : vector<2xf16>
// CHECK-NEXT:   %3 = arith.bitcast %arg0 : vector<2xf16> to vector<2xi16>
// CHECK-NEXT:   %4 = arith.bitcast %arg1 : vector<2xf16> to vector<2xi16>
// CHECK-NEXT:   %5 = arith.ori %3, %4 : vector<2xi16>
// CHECK-NEXT:   %6 = arith.bitcast %5 : vector<2xi16> to vector<2xf16>
// CHECK-NEXT:   %7 = arith.select %2, %6, %1 : vector<2xi1>, vector<2xf16>
// CHECK-NEXT:   %8 = arith.cmpf uno, %arg1, %arg1 : vector<2xf16>
// CHECK-NEXT:   %9 = arith.select %8, %arg1, %7 : vector<2xi1>, vector<2xf16>
// CHECK-NEXT:   return %9 : vector<2xf16>
func.func @minimumf(%a: vector<2xf16>, %b: vector<2xf16>) -> vector<2xf16> {
  %r = arith.minimumf %a, %b : vector<2xf16>
  return %r : vector<2xf16>
}

// CHECK-LABEL: func.func @maxnumf(%arg0: f64, %arg1: f64) -> f64 {
// CHECK-NEXT:   %0 = arith.cmpf ugt, %arg0, %arg1 : f64
// CHECK-NEXT:   %1 = arith.select %0, %arg0, %arg1 : f64
// CHECK-NEXT:   %2 = arith.cmpf oeq, %arg0, %arg1 : f64
// CHECK-NEXT:   %3 = arith.bitcast %arg0 : f64 to i64
// CHECK-NEXT:   %4 = arith.bitcast %arg1 : f64 to i64
// CHECK-NEXT:   %5 = arith.andi %3, %4 : i64
// CHECK-NEXT:   %6 = arith.bitcast %5 : i64 to f64
// CHECK-NEXT:   %7 = arith.select %2, %6, %1 : f64
// CHECK-NEXT:   %8 = arith.cmpf uno, %arg0, %arg0 : f64
// CHECK-NEXT:   %9 = arith.select %8, %arg1, %7 : f64
// CHECK-NEXT:   return %9 : f64
func.func @maxnumf(%a: f64, %b: f64) -> f64 {
  %r = arith.maxnumf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @minnumf(%arg0: bf16, %arg1: bf16) -> bf16 {
// CHECK-NEXT:   %0 = arith.cmpf ult, %arg0, %arg1 : bf16
// CHECK-NEXT:   %1 = arith.select %0, %arg0, %arg1 : bf16
// CHECK-NEXT:   %2 = arith.cmpf oeq, %arg0, %arg1 : bf16
// CHECK-NEXT:   %3 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT:   %4 = arith.bitcast %arg1 : bf16 to i16
// CHECK-NEXT:   %5 = arith.ori %3, %4 : i16
// CHECK-NEXT:   %6 = arith.bitcast %5 : i16 to bf16
// CHECK-NEXT:   %7 = arith.select %2, %6, %1 : bf16
// CHECK-NEXT:   %8 = arith.cmpf uno, %arg0, %arg0 : bf16
// CHECK-NEXT:   %9 = arith.select %8, %arg1, %7 : bf16
// CHECK-NEXT:   return %9 : bf16
func.func @minnumf(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.minnumf %a, %b : bf16
  return %r : bf16
}

// Constants wider than 64 bits are sign-extended: -1 is all ones (mlir-opt
// 19 writes 2^64 - 1).
// CHECK-LABEL: func.func @floordivsi_i65(%arg0: i65, %arg1: i65) -> i65 {
// CHECK-NEXT:   %0 = arith.divsi %arg0, %arg1 : i65
// CHECK-NEXT:   %1 = arith.muli %0, %arg1 : i65
// CHECK-NEXT:   %2 = arith.cmpi ne, %arg0, %1 : i65
// CHECK-NEXT:   %c0_i65 = arith.constant 0 : i65
// CHECK-NEXT:   %3 = arith.cmpi slt, %arg0, %c0_i65 : i65
// CHECK-NEXT:   %4 = arith.cmpi slt, %arg1, %c0_i65 : i65
// CHECK-NEXT:   %5 = arith.cmpi ne, %3, %4 : i1
// CHECK-NEXT:   %6 = arith.andi %2, %5 : i1
// CHECK-NEXT:   %c-1_i65 = arith.constant -1 : i65
// CHECK-NEXT:   %7 = arith.addi %0, %c-1_i65 : i65
// CHECK-NEXT:   %8 = arith.select %6, %7, %0 : i65
// CHECK-NEXT:   return %8 : i65
func.func @floordivsi_i65(%a: i65, %b: i65) -> i65 {
  %r = arith.floordivsi %a, %b : i65
  return %r : i65
}

// truncf to_nearest_even is what the bf16 expansion computes: it is
// expanded too (mlir-opt 19 fails to legalize it); other rounding modes
// stay.
// CHECK-LABEL: func.func @truncf_modes(%arg0: f32) -> (bf16, bf16) {
// CHECK-NEXT:   %0 = arith.cmpf une, %arg0, %arg0 : f32
// CHECK-NEXT:   %c32767_i32 = arith.constant 32767 : i32
// CHECK-NEXT:   %c32704_i16 = arith.constant 32704 : i16
// CHECK-NEXT:   %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %1 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:   %2 = arith.shrui %1, %c16_i32 : i32
// CHECK-NEXT:   %3 = arith.andi %2, %c1_i32 : i32
// CHECK-NEXT:   %4 = arith.addi %3, %c32767_i32 : i32
// CHECK-NEXT:   %5 = arith.addi %1, %4 : i32
// CHECK-NEXT:   %6 = arith.shrui %5, %c16_i32 : i32
// CHECK-NEXT:   %7 = arith.trunci %6 : i32 to i16
// CHECK-NEXT:   %8 = arith.select %0, %c32704_i16, %7 : i16
// CHECK-NEXT:   %9 = arith.bitcast %8 : i16 to bf16
// CHECK-NEXT:   %10 = arith.truncf %arg0 downward : f32 to bf16
// CHECK-NEXT:   return %9, %10 : bf16, bf16
func.func @truncf_modes(%a: f32) -> (bf16, bf16) {
  %0 = arith.truncf %a to_nearest_even : f32 to bf16
  %1 = arith.truncf %a downward : f32 to bf16
  return %0, %1 : bf16, bf16
}
