// The program prints the same before and after canonicalization: the
// reference interpreter runs it as written and as `canonicalize` leaves it
// (folds of constants in @main, algebraic folds and patterns in @compute,
// whose arguments canonicalization cannot see).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --canonicalize %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s
// RUN: assay-opt --canonicalize %s | FileCheck %s --check-prefix=CANON

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @print_i32(%v: i32) {
  %w = arith.extsi %v : i32 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @print_i1(%v: i1) {
  %w = arith.extui %v : i1 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @print_f32(%v: f32) {
  %w = arith.extf %v : f32 to f64
  func.call @printF64(%w) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CANON-LABEL: func.func @compute(
// CANON-NOT: arith.addui_extended
// CANON-NOT: arith.xori
// CANON-NOT: arith.negf
// CANON: return
func.func @compute(%x: i32, %y: i32, %b: i1, %f: f32, %a8: i8) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %m1 = arith.constant -1 : i32
  %true = arith.constant true
  // (x + 3) + 5 = x + 8
  %a = arith.addi %x, %c3 : i32
  %0 = arith.addi %a, %c5 : i32
  func.call @print_i32(%0) : (i32) -> ()
  // 5 - (3 - x) = x + 2
  %r = arith.subi %c3, %x : i32
  %1 = arith.subi %c5, %r : i32
  func.call @print_i32(%1) : (i32) -> ()
  // x + y * -1 = x - y
  %n = arith.muli %y, %m1 : i32
  %2 = arith.addi %x, %n : i32
  func.call @print_i32(%2) : (i32) -> ()
  // (x * 3) * 5 = x * 15
  %m = arith.muli %x, %c3 : i32
  %3 = arith.muli %m, %c5 : i32
  func.call @print_i32(%3) : (i32) -> ()
  // not(x < y) = x >= y
  %lt = arith.cmpi slt, %x, %y : i32
  %4 = arith.xori %lt, %true : i1
  func.call @print_i1(%4) : (i1) -> ()
  // select(b, 1, 0) = extui(b); select(not b, x, y) = select(b, y, x)
  %5 = arith.select %b, %c1, %c0 : i32
  func.call @print_i32(%5) : (i32) -> ()
  %nb = arith.xori %b, %true : i1
  %6 = arith.select %nb, %x, %y : i32
  func.call @print_i32(%6) : (i32) -> ()
  // (x ^ y) ^ y = x; x & ~x = 0
  %xy = arith.xori %x, %y : i32
  %7 = arith.xori %xy, %y : i32
  func.call @print_i32(%7) : (i32) -> ()
  %nx = arith.xori %x, %m1 : i32
  %8 = arith.andi %x, %nx : i32
  func.call @print_i32(%8) : (i32) -> ()
  // extui(a) | extui(a) = extui(a)
  %ua = arith.extui %a8 : i8 to i32
  %sa = arith.extsi %a8 : i8 to i32
  %9 = arith.ori %ua, %ua : i32
  func.call @print_i32(%9) : (i32) -> ()
  // trunci(extsi(a)) back to i8, then extended again
  %t = arith.trunci %sa : i32 to i8
  %10 = arith.extsi %t : i8 to i32
  func.call @print_i32(%10) : (i32) -> ()
  // x + 0 and its overflow bit
  %s:2 = arith.addui_extended %x, %c0 : i32, i1
  func.call @print_i32(%s#0) : (i32) -> ()
  func.call @print_i1(%s#1) : (i1) -> ()
  // high half of the signed product of x and 1
  %l:2 = arith.mulsi_extended %x, %c1 : i32
  func.call @print_i32(%l#1) : (i32) -> ()
  // (-f) * (-f) = f * f; f + -0.0 = f
  %nf = arith.negf %f : f32
  %11 = arith.mulf %nf, %nf : f32
  func.call @print_f32(%11) : (f32) -> ()
  %nz = arith.constant -0.0 : f32
  %12 = arith.addf %f, %nz : f32
  func.call @print_f32(%12) : (f32) -> ()
  return
}

// CANON-LABEL: func.func @main(
// CANON-NOT: arith.addi
// CANON-NOT: arith.divsi
// CANON-NOT: arith.cmpi
func.func @main() {
  %x = arith.constant -7 : i32
  %y = arith.constant 12 : i32
  %b = arith.constant true
  %f = arith.constant 1.5 : f32
  %a8 = arith.constant -3 : i8
  func.call @compute(%x, %y, %b, %f, %a8) : (i32, i32, i1, f32, i8) -> ()
  // Constant folding
  %0 = arith.addi %x, %y : i32
  func.call @print_i32(%0) : (i32) -> ()
  %1 = arith.divsi %x, %y : i32
  func.call @print_i32(%1) : (i32) -> ()
  %2 = arith.floordivsi %x, %y : i32
  func.call @print_i32(%2) : (i32) -> ()
  %3 = arith.cmpi ult, %x, %y : i32
  func.call @print_i1(%3) : (i1) -> ()
  %4 = arith.sitofp %x : i32 to f32
  %5 = arith.divf %4, %f : f32
  func.call @print_f32(%5) : (f32) -> ()
  %6 = arith.remsi %x, %y : i32
  %7 = arith.subi %6, %6 : i32
  %8 = arith.addi %7, %6 : i32
  func.call @print_i32(%8) : (i32) -> ()
  return
}

// @compute(-7, 12, true, 1.5, -3)
// CHECK:      1
// CHECK-NEXT: -5
// CHECK-NEXT: -19
// CHECK-NEXT: -105
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 12
// CHECK-NEXT: -7
// CHECK-NEXT: 0
// CHECK-NEXT: 253
// CHECK-NEXT: -3
// CHECK-NEXT: -7
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 2.25
// CHECK-NEXT: 1.5
// @main
// CHECK-NEXT: 5
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: -4.66667
// CHECK-NEXT: -7
