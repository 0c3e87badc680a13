// Calls and recursion: a recursive Fibonacci, mutual recursion, a function
// value called indirectly, and results carried back through several frames.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printI64(i64)
func.func private @printNewline()

func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %small, ^done, ^recurse
^done:
  return %n : i64
^recurse:
  %c1 = arith.constant 1 : i64
  %a = arith.subi %n, %c1 : i64
  %b = arith.subi %n, %c2 : i64
  %fa = call @fib(%a) : (i64) -> i64
  %fb = call @fib(%b) : (i64) -> i64
  %s = arith.addi %fa, %fb : i64
  return %s : i64
}

func.func @is_even(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %zero = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %zero -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %c1 = arith.constant 1 : i64
    %m = arith.subi %n, %c1 : i64
    %o = func.call @is_odd(%m) : (i64) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}

func.func @is_odd(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %zero = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %zero -> i1 {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %c1 = arith.constant 1 : i64
    %m = arith.subi %n, %c1 : i64
    %e = func.call @is_even(%m) : (i64) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}

func.func @twice(%x: i64) -> (i64, i64) {
  %c2 = arith.constant 2 : i64
  %d = arith.muli %x, %c2 : i64
  return %d, %x : i64, i64
}

func.func @main() {
  %c25 = arith.constant 25 : i64
  %f = call @fib(%c25) : (i64) -> i64
  // CHECK: 75025
  call @printI64(%f) : (i64) -> ()
  call @printNewline() : () -> ()

  %c1001 = arith.constant 1001 : i64
  %odd = call @is_odd(%c1001) : (i64) -> i1
  %oddi = arith.extui %odd : i1 to i64
  // CHECK-NEXT: 1
  call @printI64(%oddi) : (i64) -> ()
  call @printNewline() : () -> ()

  %fn = func.constant @twice : (i64) -> (i64, i64)
  %c21 = arith.constant 21 : i64
  %r:2 = func.call_indirect %fn(%c21) : (i64) -> (i64, i64)
  // CHECK-NEXT: 42
  call @printI64(%r#0) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 21
  call @printI64(%r#1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
