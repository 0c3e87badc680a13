// The comparisons of converted integers and the poison folds, run before
// and after canonicalization: the reference interpreter must print the same.
// Each comparison is counted over every value of its integer type (all 256
// i8 and all 65536 i16 values), so a rewrite that changed the answer for
// any single input would change a count.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --canonicalize %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s
// RUN: assay-opt --canonicalize %s | FileCheck %s --check-prefix=CANON

// One line per call in @main: @pick, then each comparison's count in the
// order the functions are defined.
// CHECK: 42
// CHECK-NEXT: 32773
// CHECK-NEXT: 32772
// CHECK-NEXT: 32769
// CHECK-NEXT: 65536
// CHECK-NEXT: 1
// CHECK-NEXT: 65536
// CHECK-NEXT: 65536
// CHECK-NEXT: 5
// CHECK-NEXT: 65536
// CHECK-NEXT: 1
// CHECK-NEXT: 33769
// CHECK-NEXT: 36863
// CHECK-NEXT: 65520
// CHECK-NEXT: 65536
// CHECK-NEXT: 32668
// CHECK-NEXT: 32469
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 256
// CHECK-NEXT: 128

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CANON-LABEL: func.func @s16_olt_frac(
// CANON:         arith.cmpi sle
// CANON-NOT:     arith.cmpf
func.func @s16_olt_frac(%x: i16) -> i1 {
  %c = arith.constant 4.4 : f32
  %f = arith.sitofp %x : i16 to f32
  %r = arith.cmpf olt, %f, %c : f32
  return %r : i1
}

func.func @s16_oge_negfrac(%x: i16) -> i1 {
  %c = arith.constant -4.4 : f32
  %f = arith.sitofp %x : i16 to f32
  %r = arith.cmpf oge, %f, %c : f32
  return %r : i1
}

func.func @s16_ole_negzero(%x: i16) -> i1 {
  %c = arith.constant -0.0 : f32
  %f = arith.sitofp %x : i16 to f32
  %r = arith.cmpf ole, %f, %c : f32
  return %r : i1
}

func.func @s16_une_frac(%x: i16) -> i1 {
  %c = arith.constant 4.4 : f32
  %f = arith.sitofp %x : i16 to f32
  %r = arith.cmpf une, %f, %c : f32
  return %r : i1
}

func.func @s16_oeq_max(%x: i16) -> i1 {
  %c = arith.constant 32767.0 : f32
  %f = arith.sitofp %x : i16 to f32
  %r = arith.cmpf oeq, %f, %c : f32
  return %r : i1
}

// CANON-LABEL: func.func @s16_olt_above(
// CANON-NEXT:    %[[TRUE:.+]] = arith.constant true
// CANON-NEXT:    return %[[TRUE]] : i1
func.func @s16_olt_above(%x: i16) -> i1 {
  %c = arith.constant 32768.0 : f32
  %f = arith.sitofp %x : i16 to f32
  %r = arith.cmpf olt, %f, %c : f32
  return %r : i1
}

func.func @s16_ugt_below(%x: i16) -> i1 {
  %c = arith.constant -32768.5 : f32
  %f = arith.sitofp %x : i16 to f32
  %r = arith.cmpf ugt, %f, %c : f32
  return %r : i1
}

func.func @u16_ole_frac(%x: i16) -> i1 {
  %c = arith.constant 4.4 : f32
  %f = arith.uitofp %x : i16 to f32
  %r = arith.cmpf ole, %f, %c : f32
  return %r : i1
}

func.func @u16_ogt_neg(%x: i16) -> i1 {
  %c = arith.constant -0.5 : f32
  %f = arith.uitofp %x : i16 to f32
  %r = arith.cmpf ogt, %f, %c : f32
  return %r : i1
}

func.func @u16_uge_max(%x: i16) -> i1 {
  %c = arith.constant 65535.0 : f32
  %f = arith.uitofp %x : i16 to f32
  %r = arith.cmpf uge, %f, %c : f32
  return %r : i1
}

// i16 to f16 rounds above 2048: 1000.5 is below, 4097 is not.
// CANON-LABEL: func.func @s16_f16_olt_small(
// CANON:         arith.cmpi sle
// CANON-NOT:     arith.cmpf
func.func @s16_f16_olt_small(%x: i16) -> i1 {
  %c = arith.constant 1000.5 : f16
  %f = arith.sitofp %x : i16 to f16
  %r = arith.cmpf olt, %f, %c : f16
  return %r : i1
}

// CANON-LABEL: func.func @s16_f16_olt_rounds(
// CANON:         arith.cmpf olt
func.func @s16_f16_olt_rounds(%x: i16) -> i1 {
  %c = arith.constant 4097.0 : f16
  %f = arith.sitofp %x : i16 to f16
  %r = arith.cmpf olt, %f, %c : f16
  return %r : i1
}

// uitofp of i16 to f16 reaches +inf (65520 and above).
// CANON-LABEL: func.func @u16_f16_olt_inf(
// CANON:         arith.cmpf olt
func.func @u16_f16_olt_inf(%x: i16) -> i1 {
  %c = arith.constant 0x7C00 : f16
  %f = arith.uitofp %x : i16 to f16
  %r = arith.cmpf olt, %f, %c : f16
  return %r : i1
}

func.func @s16_f16_ult_inf(%x: i16) -> i1 {
  %c = arith.constant 0x7C00 : f16
  %f = arith.sitofp %x : i16 to f16
  %r = arith.cmpf ult, %f, %c : f16
  return %r : i1
}

func.func @s16_bf16_ole_small(%x: i16) -> i1 {
  %c = arith.constant -100.5 : bf16
  %f = arith.sitofp %x : i16 to bf16
  %r = arith.cmpf ole, %f, %c : bf16
  return %r : i1
}

// i16 to bf16 rounds above 256.
// CANON-LABEL: func.func @s16_bf16_oge_rounds(
// CANON:         arith.cmpf oge
func.func @s16_bf16_oge_rounds(%x: i16) -> i1 {
  %c = arith.constant 300.0 : bf16
  %f = arith.sitofp %x : i16 to bf16
  %r = arith.cmpf oge, %f, %c : bf16
  return %r : i1
}

func.func @u16_bf16_ogt_above(%x: i16) -> i1 {
  %c = arith.constant 1.0e6 : bf16
  %f = arith.uitofp %x : i16 to bf16
  %r = arith.cmpf ogt, %f, %c : bf16
  return %r : i1
}

func.func @s8_f16_uno(%x: i8) -> i1 {
  %c = arith.constant 3.0 : f16
  %f = arith.sitofp %x : i8 to f16
  %r = arith.cmpf uno, %f, %c : f16
  return %r : i1
}

func.func @u8_bf16_ord(%x: i8) -> i1 {
  %c = arith.constant 3.0 : bf16
  %f = arith.uitofp %x : i8 to bf16
  %r = arith.cmpf ord, %f, %c : bf16
  return %r : i1
}

func.func @s8_bf16_olt_frac(%x: i8) -> i1 {
  %c = arith.constant -0.5 : bf16
  %f = arith.sitofp %x : i8 to bf16
  %r = arith.cmpf olt, %f, %c : bf16
  return %r : i1
}

// select(c, x, poison) -> x: c is true when it runs, so x is what both
// print. (select(poison, x, x) -> x also holds, but the interpreter prints
// the source's poison, which x only refines.)
// CANON-LABEL: func.func @pick(
// CANON-NEXT:    return %arg1 : i64
func.func @pick(%c: i1, %x: i64) -> i64 {
  %p = ub.poison : i64
  %0 = arith.select %c, %x, %p : i64
  return %0 : i64
}

/// How many i8 values `@cmp` holds on.
func.func @count_i8(%cmp: (i8) -> i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %z = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %w = arith.index_cast %i : index to i64
    %x = arith.trunci %w : i64 to i8
    %b = func.call_indirect %cmp(%x) : (i8) -> i1
    %e = arith.extui %b : i1 to i64
    %next = arith.addi %acc, %e : i64
    scf.yield %next : i64
  }
  return %sum : i64
}

/// How many i16 values `@cmp` holds on.
func.func @count_i16(%cmp: (i16) -> i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 65536 : index
  %z = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %w = arith.index_cast %i : index to i64
    %x = arith.trunci %w : i64 to i16
    %b = func.call_indirect %cmp(%x) : (i16) -> i1
    %e = arith.extui %b : i1 to i64
    %next = arith.addi %acc, %e : i64
    scf.yield %next : i64
  }
  return %sum : i64
}

func.func @main() {
  %true = arith.constant true
  %c42 = arith.constant 42 : i64
  %picked = func.call @pick(%true, %c42) : (i1, i64) -> i64
  func.call @print(%picked) : (i64) -> ()
  %f_s16_olt_frac = func.constant @s16_olt_frac : (i16) -> i1
  %n_s16_olt_frac = func.call @count_i16(%f_s16_olt_frac) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_olt_frac) : (i64) -> ()
  %f_s16_oge_negfrac = func.constant @s16_oge_negfrac : (i16) -> i1
  %n_s16_oge_negfrac = func.call @count_i16(%f_s16_oge_negfrac) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_oge_negfrac) : (i64) -> ()
  %f_s16_ole_negzero = func.constant @s16_ole_negzero : (i16) -> i1
  %n_s16_ole_negzero = func.call @count_i16(%f_s16_ole_negzero) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_ole_negzero) : (i64) -> ()
  %f_s16_une_frac = func.constant @s16_une_frac : (i16) -> i1
  %n_s16_une_frac = func.call @count_i16(%f_s16_une_frac) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_une_frac) : (i64) -> ()
  %f_s16_oeq_max = func.constant @s16_oeq_max : (i16) -> i1
  %n_s16_oeq_max = func.call @count_i16(%f_s16_oeq_max) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_oeq_max) : (i64) -> ()
  %f_s16_olt_above = func.constant @s16_olt_above : (i16) -> i1
  %n_s16_olt_above = func.call @count_i16(%f_s16_olt_above) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_olt_above) : (i64) -> ()
  %f_s16_ugt_below = func.constant @s16_ugt_below : (i16) -> i1
  %n_s16_ugt_below = func.call @count_i16(%f_s16_ugt_below) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_ugt_below) : (i64) -> ()
  %f_u16_ole_frac = func.constant @u16_ole_frac : (i16) -> i1
  %n_u16_ole_frac = func.call @count_i16(%f_u16_ole_frac) : ((i16) -> i1) -> i64
  func.call @print(%n_u16_ole_frac) : (i64) -> ()
  %f_u16_ogt_neg = func.constant @u16_ogt_neg : (i16) -> i1
  %n_u16_ogt_neg = func.call @count_i16(%f_u16_ogt_neg) : ((i16) -> i1) -> i64
  func.call @print(%n_u16_ogt_neg) : (i64) -> ()
  %f_u16_uge_max = func.constant @u16_uge_max : (i16) -> i1
  %n_u16_uge_max = func.call @count_i16(%f_u16_uge_max) : ((i16) -> i1) -> i64
  func.call @print(%n_u16_uge_max) : (i64) -> ()
  %f_s16_f16_olt_small = func.constant @s16_f16_olt_small : (i16) -> i1
  %n_s16_f16_olt_small = func.call @count_i16(%f_s16_f16_olt_small) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_f16_olt_small) : (i64) -> ()
  %f_s16_f16_olt_rounds = func.constant @s16_f16_olt_rounds : (i16) -> i1
  %n_s16_f16_olt_rounds = func.call @count_i16(%f_s16_f16_olt_rounds) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_f16_olt_rounds) : (i64) -> ()
  %f_u16_f16_olt_inf = func.constant @u16_f16_olt_inf : (i16) -> i1
  %n_u16_f16_olt_inf = func.call @count_i16(%f_u16_f16_olt_inf) : ((i16) -> i1) -> i64
  func.call @print(%n_u16_f16_olt_inf) : (i64) -> ()
  %f_s16_f16_ult_inf = func.constant @s16_f16_ult_inf : (i16) -> i1
  %n_s16_f16_ult_inf = func.call @count_i16(%f_s16_f16_ult_inf) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_f16_ult_inf) : (i64) -> ()
  %f_s16_bf16_ole_small = func.constant @s16_bf16_ole_small : (i16) -> i1
  %n_s16_bf16_ole_small = func.call @count_i16(%f_s16_bf16_ole_small) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_bf16_ole_small) : (i64) -> ()
  %f_s16_bf16_oge_rounds = func.constant @s16_bf16_oge_rounds : (i16) -> i1
  %n_s16_bf16_oge_rounds = func.call @count_i16(%f_s16_bf16_oge_rounds) : ((i16) -> i1) -> i64
  func.call @print(%n_s16_bf16_oge_rounds) : (i64) -> ()
  %f_u16_bf16_ogt_above = func.constant @u16_bf16_ogt_above : (i16) -> i1
  %n_u16_bf16_ogt_above = func.call @count_i16(%f_u16_bf16_ogt_above) : ((i16) -> i1) -> i64
  func.call @print(%n_u16_bf16_ogt_above) : (i64) -> ()
  %f_s8_f16_uno = func.constant @s8_f16_uno : (i8) -> i1
  %n_s8_f16_uno = func.call @count_i8(%f_s8_f16_uno) : ((i8) -> i1) -> i64
  func.call @print(%n_s8_f16_uno) : (i64) -> ()
  %f_u8_bf16_ord = func.constant @u8_bf16_ord : (i8) -> i1
  %n_u8_bf16_ord = func.call @count_i8(%f_u8_bf16_ord) : ((i8) -> i1) -> i64
  func.call @print(%n_u8_bf16_ord) : (i64) -> ()
  %f_s8_bf16_olt_frac = func.constant @s8_bf16_olt_frac : (i8) -> i1
  %n_s8_bf16_olt_frac = func.call @count_i8(%f_s8_bf16_olt_frac) : ((i8) -> i1) -> i64
  func.call @print(%n_s8_bf16_olt_frac) : (i64) -> ()
  return
}
