// Structured control flow: scf.for with iter_args and nesting, scf.while,
// scf.if with results, scf.index_switch, scf.execute_region, scf.parallel
// with scf.reduce, scf.forall, and loops with an integer induction variable.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index

  // Sum and product over a triangle: sum_{i<10} sum_{j<=i} (i*j).
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %tri:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%s = %zero, %n = %zero) -> (i64, i64) {
    %ip1 = arith.addi %i, %c1 : index
    %inner:2 = scf.for %j = %c0 to %ip1 step %c1 iter_args(%s2 = %s, %n2 = %n) -> (i64, i64) {
      %ij = arith.muli %i, %j : index
      %v = arith.index_cast %ij : index to i64
      %s3 = arith.addi %s2, %v : i64
      %n3 = arith.addi %n2, %one : i64
      scf.yield %s3, %n3 : i64, i64
    }
    scf.yield %inner#0, %inner#1 : i64, i64
  }
  // CHECK: 1155, 55
  call @printI64(%tri#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%tri#1) : (i64) -> ()
  call @printNewline() : () -> ()

  // A loop that never runs yields its initial values.
  %none = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %one) -> (i64) {
    %b = arith.addi %a, %a : i64
    scf.yield %b : i64
  }
  // CHECK-NEXT: 1
  call @printI64(%none) : (i64) -> ()
  call @printNewline() : () -> ()

  // An i32 induction variable with a step of 3.
  %l0 = arith.constant -7 : i32
  %l1 = arith.constant 8 : i32
  %l3 = arith.constant 3 : i32
  %z32 = arith.constant 0 : i32
  %sum32 = scf.for %k = %l0 to %l1 step %l3 iter_args(%acc = %z32) -> (i32) : i32 {
    %n2 = arith.addi %acc, %k : i32
    scf.yield %n2 : i32
  }
  %sum64 = arith.extsi %sum32 : i32 to i64
  // -7 + -4 + -1 + 2 + 5 = -5
  // CHECK-NEXT: -5
  call @printI64(%sum64) : (i64) -> ()
  call @printNewline() : () -> ()

  // Collatz steps of 27 with scf.while.
  %c27 = arith.constant 27 : i64
  %steps:2 = scf.while (%x = %c27, %cnt = %zero) : (i64, i64) -> (i64, i64) {
    %notone = arith.cmpi ne, %x, %one : i64
    scf.condition(%notone) %x, %cnt : i64, i64
  } do {
  ^bb0(%y: i64, %c: i64):
    %two = arith.constant 2 : i64
    %r = arith.remui %y, %two : i64
    %even = arith.cmpi eq, %r, %zero : i64
    %next = scf.if %even -> i64 {
      %h = arith.divui %y, %two : i64
      scf.yield %h : i64
    } else {
      %three = arith.constant 3 : i64
      %t = arith.muli %y, %three : i64
      %t1 = arith.addi %t, %one : i64
      scf.yield %t1 : i64
    }
    %c2 = arith.addi %c, %one : i64
    scf.yield %next, %c2 : i64, i64
  }
  // CHECK-NEXT: 1, 111
  call @printI64(%steps#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%steps#1) : (i64) -> ()
  call @printNewline() : () -> ()

  // index_switch over 0..4.
  %sw = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = scf.index_switch %i -> i64
    case 1 {
      %a = arith.constant 10 : i64
      scf.yield %a : i64
    }
    case 3 {
      %a = arith.constant 1000 : i64
      scf.yield %a : i64
    }
    default {
      %a = arith.constant 1 : i64
      scf.yield %a : i64
    }
    %n2 = arith.addi %acc, %v : i64
    scf.yield %n2 : i64
  }
  // CHECK-NEXT: 1012
  call @printI64(%sw) : (i64) -> ()
  call @printNewline() : () -> ()

  // execute_region with its own CFG.
  %er = scf.execute_region -> i64 {
    %t = arith.cmpi sgt, %c27, %one : i64
    cf.cond_br %t, ^yes, ^no
  ^yes:
    %a = arith.constant 77 : i64
    scf.yield %a : i64
  ^no:
    scf.yield %zero : i64
  }
  // CHECK-NEXT: 77
  call @printI64(%er) : (i64) -> ()
  call @printNewline() : () -> ()

  // scf.parallel over a 2-d space with two reductions.
  %init = arith.constant 0.0 : f32
  %big = arith.constant -1.0e30 : f32
  %red:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) init (%init, %big) -> (f32, f32) {
    %ij = arith.muli %i, %c4 : index
    %k = arith.addi %ij, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    scf.reduce(%kf, %kf : f32, f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%lhs: f32, %rhs: f32):
      %m = arith.maximumf %lhs, %rhs : f32
      scf.reduce.return %m : f32
    }
  }
  // CHECK-NEXT: 66, 11
  call @printF32(%red#0) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%red#1) : (f32) -> ()
  call @printNewline() : () -> ()

  // scf.forall writing a memref.
  %m = memref.alloc() : memref<2x3xi64>
  scf.forall (%i, %j) in (2, 3) {
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_cast %j : index to i64
    %ten = arith.constant 10 : i64
    %t = arith.muli %i64, %ten : i64
    %v = arith.addi %t, %j64 : i64
    memref.store %v, %m[%i, %j] : memref<2x3xi64>
  }
  %u = memref.cast %m : memref<2x3xi64> to memref<*xi64>
  // CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2],
  // CHECK-NEXT: [10,   11,   12]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<2x3xi64>
  return
}
