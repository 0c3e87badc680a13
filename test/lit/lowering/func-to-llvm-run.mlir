// Programs of func, cf, index and ub print the same in the interpreter and
// after Assay's own lowering to the llvm dialect, run by mlir-cpu-runner 19
// with MLIR's runner utils and with Assay's (under the oracle, mlir-opt 19
// lowers instead).
// REQUIRES: mlir-cpu-runner
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s --check-prefixes=CHECK,C64
// RUN: assay-opt --convert-scf-to-cf --convert-index-to-llvm --convert-arith-to-llvm --convert-ub-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts %s -o %t.llvm.mlir
// RUN: mlir-cpu-runner-19 -e main --entry-point-result=void -shared-libs=%mlir_runner_lib_dir/libmlir_c_runner_utils.so.19.1 %t.llvm.mlir | FileCheck %s --check-prefixes=CHECK,C64
// RUN: %if assay-runner-utils %{ mlir-cpu-runner-19 -e main --entry-point-result=void -shared-libs=%assay_runner_utils %t.llvm.mlir | FileCheck %s --check-prefixes=CHECK,C64 %}
// The same with 32-bit indices.
// RUN: assay-opt --convert-scf-to-cf --convert-index-to-llvm=index-bitwidth=32 --convert-arith-to-llvm=index-bitwidth=32 --convert-ub-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts %s -o %t.llvm32.mlir
// RUN: mlir-cpu-runner-19 -e main --entry-point-result=void -shared-libs=%mlir_runner_lib_dir/libmlir_c_runner_utils.so.19.1 %t.llvm32.mlir | FileCheck %s --check-prefixes=CHECK,C32

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%i: index) {
  %v = index.casts %i : index to i64
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// The divisions of n by m, each in both signs.
func.func @divisions(%n: index, %m: index) {
  %0 = index.ceildivs %n, %m
  call @print(%0) : (index) -> ()
  %1 = index.floordivs %n, %m
  call @print(%1) : (index) -> ()
  %3 = index.divs %n, %m
  call @print(%3) : (index) -> ()
  %4 = index.rems %n, %m
  call @print(%4) : (index) -> ()
  return
}

// Several results, a function value, and a loop over blocks with index
// arguments: the sum 0 + 1 + ... + (n - 1) and n * (n - 1).
func.func @sum(%n: index) -> (index, i64) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  cf.br ^loop(%c0, %c0 : index, index)
^loop(%i: index, %acc: index):
  %more = index.cmp slt(%i, %n)
  cf.cond_br %more, ^body, ^done
^body:
  %next = index.add %i, %c1
  %acc2 = index.add %acc, %i
  cf.br ^loop(%next, %acc2 : index, index)
^done:
  %twice = index.shl %acc, %c1
  %t = index.casts %twice : index to i64
  return %acc, %t : index, i64
}

func.func @classify(%x: i32) -> i64 {
  cf.switch %x : i32, [
    default: ^other,
    1: ^one,
    -2: ^minus_two
  ]
^one:
  %a = arith.constant 100 : i64
  return %a : i64
^minus_two:
  %b = arith.constant 200 : i64
  return %b : i64
^other:
  %c = arith.constant 300 : i64
  return %c : i64
}

func.func @main() {
  %seven = index.constant 7
  %mseven = index.constant -7
  %two = index.constant 2
  %mtwo = index.constant -2
  // CHECK: 4
  // CHECK-NEXT: 3
  // CHECK-NEXT: 3
  // CHECK-NEXT: 1
  call @divisions(%seven, %two) : (index, index) -> ()
  // CHECK-NEXT: -3
  // CHECK-NEXT: -4
  // CHECK-NEXT: -3
  // CHECK-NEXT: -1
  call @divisions(%mseven, %two) : (index, index) -> ()
  // CHECK-NEXT: -3
  // CHECK-NEXT: -4
  // CHECK-NEXT: -3
  // CHECK-NEXT: 1
  call @divisions(%seven, %mtwo) : (index, index) -> ()
  // CHECK-NEXT: 4
  // CHECK-NEXT: 3
  // CHECK-NEXT: 3
  // CHECK-NEXT: -1
  call @divisions(%mseven, %mtwo) : (index, index) -> ()
  // CHECK-NEXT: 4
  // CHECK-NEXT: 0
  %zero = index.constant 0
  %u0 = index.ceildivu %seven, %two
  call @print(%u0) : (index) -> ()
  %u1 = index.ceildivu %zero, %two
  call @print(%u1) : (index) -> ()

  // CHECK-NEXT: 45
  // CHECK-NEXT: 90
  %ten = index.constant 10
  %f = func.constant @sum : (index) -> (index, i64)
  %s:2 = func.call_indirect %f(%ten) : (index) -> (index, i64)
  call @print(%s#0) : (index) -> ()
  call @printI64(%s#1) : (i64) -> ()
  call @printNewline() : () -> ()

  // CHECK-NEXT: 100
  // CHECK-NEXT: 200
  // CHECK-NEXT: 300
  %one = arith.constant 1 : i32
  %m2 = arith.constant -2 : i32
  %five = arith.constant 5 : i32
  %r1 = call @classify(%one) : (i32) -> i64
  call @printI64(%r1) : (i64) -> ()
  call @printNewline() : () -> ()
  %r2 = call @classify(%m2) : (i32) -> i64
  call @printI64(%r2) : (i64) -> ()
  call @printNewline() : () -> ()
  %r3 = call @classify(%five) : (i32) -> i64
  call @printI64(%r3) : (i64) -> ()
  call @printNewline() : () -> ()

  // A poison that is never observed, an assert that holds, and the width
  // of index.
  // C64-NEXT: 64
  // C32-NEXT: 32
  %p = ub.poison : i64
  %ok = index.cmp sgt(%seven, %two)
  cf.assert %ok, "7 > 2"
  %bits = index.sizeof
  %b64 = index.casts %bits : index to i64
  %same = arith.select %ok, %b64, %p : i64
  call @printI64(%same) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
