// A program of loops and switches made of blocks, run before and after
// canonicalization: it prints the same. The canonicalized form is checked
// too, so that the patterns are known to have applied (pass-through blocks
// skipped, a case equal to the default dropped, a switch in a default block
// narrowed, a branch on a known condition folded, a two-way branch to one
// block merged into a select, a true assert erased, constant flags folded).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s --check-prefix=OUT
// RUN: assay-opt --canonicalize %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.mlir

// OUT: 0, 532, 1164
// OUT-NEXT: 20, 35, 0
// OUT-NEXT: 300

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

// Sums i * k over [0, n), where k comes from a switch on i % 4 whose cases
// reach their values through pass-through blocks, one case repeating the
// default, and a second switch on the same flag in the default block.
// CHECK-LABEL: func.func @weighted(
// CHECK:       cf.switch %{{.*}} : i32, [
// CHECK-NEXT:    default: ^bb3,
// CHECK-NEXT:    0: ^bb4(%c1_i64 : i64),
// CHECK-NEXT:    1: ^bb4(%c10_i64 : i64)
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    cf.switch %{{.*}} : i32, [
// CHECK-NEXT:      default: ^bb4(%c30_i64 : i64),
// CHECK-NEXT:      2: ^bb4(%c20_i64 : i64)
// CHECK-NEXT:    ]
func.func @weighted(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c10 = arith.constant 10 : i64
  %c20 = arith.constant 20 : i64
  %c30 = arith.constant 30 : i64
  cf.br ^head(%c0, %c0 : i64, i64)
^head(%i: i64, %acc: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit(%acc : i64)
^body:
  %r64 = arith.remsi %i, %c4 : i64
  %r = arith.trunci %r64 : i64 to i32
  cf.switch %r : i32, [
    default: ^other,
    0: ^zero,
    1: ^pass(%c10 : i64),
    3: ^other
  ]
^zero:
  cf.br ^join(%c1 : i64)
^pass(%p: i64):
  cf.br ^join(%p : i64)
^other:
  cf.switch %r : i32, [
    default: ^join(%c30 : i64),
    1: ^join(%c0 : i64),
    2: ^join(%c20 : i64)
  ]
^join(%k: i64):
  %t = arith.muli %i, %k : i64
  %acc2 = arith.addi %acc, %t : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^head(%i2, %acc2 : i64, i64)
^exit(%res: i64):
  return %res : i64
}

// Counts down with a two-way branch to one block (merged into a select),
// tests the loop condition again in the body (already known there), and
// asserts what is always true.
// CHECK-LABEL: func.func @countdown(
// CHECK:         cf.cond_br %{{.*}}, ^bb2, ^bb3(%{{.*}} : i64)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %{{.*}} = arith.select %arg1, %c1_i64, %c2_i64 : i64
// CHECK-NOT:     cf.assert
// CHECK:         return
func.func @countdown(%n: i64, %flip: i1) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %true = arith.constant true
  cf.br ^loop(%n, %c0 : i64, i64)
^loop(%i: i64, %s: i64):
  %pos = arith.cmpi sgt, %i, %c0 : i64
  cf.cond_br %pos, ^body, ^done(%s : i64)
^body:
  cf.assert %true, "unreachable"
  cf.cond_br %pos, ^step, ^done(%c0 : i64)
^step:
  %ext = arith.extui %pos : i1 to i64
  cf.cond_br %flip, ^acc(%c1, %ext : i64, i64), ^acc(%c2, %ext : i64, i64)
^acc(%w: i64, %e: i64):
  %m = arith.muli %i, %w : i64
  %me = arith.addi %m, %e : i64
  %s2 = arith.addi %s, %me : i64
  %i2 = arith.subi %i, %c1 : i64
  cf.br ^loop(%i2, %s2 : i64, i64)
^done(%out: i64):
  return %out : i64
}

// Picks a constant through a switch on a constant flag and a branch on a
// constant condition.
// CHECK-LABEL: func.func @constants() -> i64 {
// CHECK-NEXT:    %c300_i64 = arith.constant 300 : i64
// CHECK-NEXT:    return %c300_i64 : i64
// CHECK-NEXT:  }
func.func @constants() -> i64 {
  %c7 = arith.constant 7 : i32
  %false = arith.constant false
  %a = arith.constant 100 : i64
  %b = arith.constant 200 : i64
  %c = arith.constant 300 : i64
  cf.switch %c7 : i32, [
    default: ^x(%a : i64),
    7: ^y
  ]
^x(%v: i64):
  return %v : i64
^y:
  cf.cond_br %false, ^x(%b : i64), ^x(%c : i64)
}

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c9 = arith.constant 9 : i64
  %c13 = arith.constant 13 : i64
  %c5 = arith.constant 5 : i64
  %t = arith.constant true
  %f = arith.constant false
  %w0 = func.call @weighted(%c0) : (i64) -> i64
  func.call @printI64(%w0) : (i64) -> ()
  func.call @printComma() : () -> ()
  %w9 = func.call @weighted(%c9) : (i64) -> i64
  func.call @printI64(%w9) : (i64) -> ()
  func.call @printComma() : () -> ()
  %w13 = func.call @weighted(%c13) : (i64) -> i64
  func.call @printI64(%w13) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d1 = func.call @countdown(%c5, %t) : (i64, i1) -> i64
  func.call @printI64(%d1) : (i64) -> ()
  func.call @printComma() : () -> ()
  %d2 = func.call @countdown(%c5, %f) : (i64, i1) -> i64
  func.call @printI64(%d2) : (i64) -> ()
  func.call @printComma() : () -> ()
  %d3 = func.call @countdown(%c0, %f) : (i64, i1) -> i64
  func.call @printI64(%d3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %k = func.call @constants() : () -> i64
  func.call @printI64(%k) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
