// Inlining keeps the program's meaning: it prints the same before and
// after, and after it no call to the inlined functions is left.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s --check-prefix=OUT
// RUN: assay-opt --inline %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.mlir

// OUT: 10
// OUT-NEXT: 50
// OUT-NEXT: 120

// CHECK-NOT: call @pick
// CHECK-NOT: call @scale
// CHECK: call @fact
// CHECK-NOT: call @pick
// CHECK-NOT: call @scale

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @scale(%x: i64, %k: i64) -> i64 {
  %r = arith.muli %x, %k : i64
  return %r : i64
}

func.func private @pick(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^t, ^e
^t:
  %s = func.call @scale(%a, %b) : (i64, i64) -> i64
  return %s : i64
^e:
  return %b : i64
}

func.func private @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi sle, %n, %c1 : i64
  cf.cond_br %done, ^base, ^rec
^base:
  return %c1 : i64
^rec:
  %m = arith.subi %n, %c1 : i64
  %f = func.call @fact(%m) : (i64) -> i64
  %r = arith.muli %n, %f : i64
  return %r : i64
}

func.func @main() {
  %c2 = arith.constant 2 : i64
  %c5 = arith.constant 5 : i64
  %c10 = arith.constant 10 : i64
  %false = arith.constant false
  %true = arith.constant true
  %0 = call @pick(%false, %c2, %c10) : (i1, i64, i64) -> i64
  call @printI64(%0) : (i64) -> ()
  call @printNewline() : () -> ()
  %1 = call @pick(%true, %c5, %c10) : (i1, i64, i64) -> i64
  call @printI64(%1) : (i64) -> ()
  call @printNewline() : () -> ()
  %2 = call @fact(%c5) : (i64) -> i64
  call @printI64(%2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
