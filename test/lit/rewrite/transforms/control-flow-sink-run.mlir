// The program prints the same before and after control-flow sinking.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --control-flow-sink %s > %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @pick(%c: i1, %i: index, %a: i64, %b: i64) -> i64 {
  %x = arith.addi %a, %b : i64
  %y = arith.muli %x, %x : i64
  %d = arith.divsi %a, %b : i64
  %z = arith.subi %a, %b : i64
  %r = scf.if %c -> i64 {
    %t = arith.addi %y, %d : i64
    scf.yield %t : i64
  } else {
    %s = scf.index_switch %i -> i64
    case 1 {
      scf.yield %z : i64
    }
    default {
      scf.yield %b : i64
    }
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 9 : i64
  %b = arith.constant 2 : i64
  %zero = arith.constant 0 : i64
  %r1 = call @pick(%true, %c1, %a, %b) : (i1, index, i64, i64) -> i64
  // CHECK: 125
  call @printI64(%r1) : (i64) -> ()
  call @printNewline() : () -> ()
  %r2 = call @pick(%false, %c1, %a, %b) : (i1, index, i64, i64) -> i64
  // CHECK-NEXT: 7
  call @printI64(%r2) : (i64) -> ()
  call @printNewline() : () -> ()
  %r3 = call @pick(%false, %c2, %a, %b) : (i1, index, i64, i64) -> i64
  // CHECK-NEXT: 2
  call @printI64(%r3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
