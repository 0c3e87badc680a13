// Indirect calls of function constants become direct calls; the program
// prints the same before and after canonicalization.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s --check-prefix=OUT
// RUN: assay-opt --canonicalize %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.mlir

// OUT: 42, 9
// OUT-NEXT: 7

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @double(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}

func.func @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}

// Applies a function given as a value: it stays indirect.
// CHECK-LABEL: func.func @apply(
// CHECK-NEXT:    %0 = call_indirect %arg0(%arg1) : (i64) -> i64
func.func @apply(%f: (i64) -> i64, %x: i64) -> i64 {
  %r = func.call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}

// CHECK-LABEL: func.func @main()
// CHECK:         %f = constant @double : (i64) -> i64
// CHECK-NEXT:    %f_0 = constant @square : (i64) -> i64
// CHECK-NOT:     constant @
// CHECK:         %0 = call @double(%c21_i64) : (i64) -> i64
// CHECK:         %1 = call @apply(%f_0, %c3_i64) : ((i64) -> i64, i64) -> i64
// CHECK:         %2 = call @apply(%f, %c7_i64) : ((i64) -> i64, i64) -> i64
func.func @main() {
  %c21 = arith.constant 21 : i64
  %c3 = arith.constant 3 : i64
  %c7 = arith.constant 7 : i64
  %d = func.constant @double : (i64) -> i64
  %s = func.constant @square : (i64) -> i64
  %a = func.call_indirect %d(%c21) : (i64) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  %b = func.call @apply(%s, %c3) : ((i64) -> i64, i64) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %id = func.constant @double : (i64) -> i64
  %c = func.call @apply(%d, %c7) : ((i64) -> i64, i64) -> i64
  %h = arith.divsi %c, %c3 : i64
  %e = arith.subi %c, %h : i64
  %g = arith.subi %e, %c3 : i64
  func.call @printI64(%g) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
