// Results the documentation defines where MLIR 19's lowering, run by
// mlir-cpu-runner 19, computes something else or traps (docs/semantics.md,
// "Where MLIR's lowering differs"). The interpreter follows the
// documentation; the oracle cannot run this file (some of it traps).
// UNSUPPORTED: oracle
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: not assay-run --interp -e view_oob %s 2>&1 | FileCheck %s --check-prefix=VIEWOOB
// RUN: not assay-run --interp -e view_access %s 2>&1 | FileCheck %s --check-prefix=VIEWACC
// RUN: not assay-run --interp -e reshape_count %s 2>&1 | FileCheck %s --check-prefix=RESHAPE

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()

func.func @p(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ceil8(%a: i8, %b: i8) -> i8 {
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}
func.func @ceil6(%a: i6, %b: i6) -> i6 {
  %r = arith.ceildivsi %a, %b : i6
  return %r : i6
}
func.func @floor65(%a: i65, %b: i65) -> i65 {
  %r = arith.floordivsi %a, %b : i65
  return %r : i65
}

func.func @main() {
  // ceildivsi(127, -1) = -127 (the lowering traps).
  %a = arith.constant 127 : i8
  %m1 = arith.constant -1 : i8
  %r0 = call @ceil8(%a, %m1) : (i8, i8) -> i8
  %e0 = arith.extsi %r0 : i8 to i64
  // CHECK: -127
  call @p(%e0) : (i64) -> ()
  // ceildivsi(-32, 16) = -2 on i6 (the lowering gives 2).
  %b = arith.constant -32 : i6
  %c = arith.constant 16 : i6
  %r1 = call @ceil6(%b, %c) : (i6, i6) -> i6
  %e1 = arith.extsi %r1 : i6 to i64
  // CHECK-NEXT: -2
  call @p(%e1) : (i64) -> ()
  // floordivsi(1, -6) = -1 on i65 (the lowering gives 2^64 - 1).
  %one = arith.constant 1 : i65
  %m6 = arith.constant -6 : i65
  %r2 = call @floor65(%one, %m6) : (i65, i65) -> i65
  %e2 = arith.extsi %r2 : i65 to i128
  %c64 = arith.constant 64 : i128
  %h2 = arith.shrsi %e2, %c64 : i128
  %t2 = arith.trunci %h2 : i128 to i64
  // CHECK-NEXT: -1
  call @p(%t2) : (i64) -> ()
  // index.floordivs(MIN + 1, -1) = MAX (the lowering traps).
  %n = arith.constant -9223372036854775807 : index
  %mi = arith.constant -1 : index
  %r3 = index.floordivs %n, %mi
  %e3 = arith.index_cast %r3 : index to i64
  // CHECK-NEXT: 9223372036854775807
  call @p(%e3) : (i64) -> ()
  // truncf rounds as its mode says (the lowering rounds to nearest).
  %x = arith.constant 0.1 : f64
  %up = arith.truncf %x upward : f64 to f32
  %dn = arith.truncf %x downward : f64 to f32
  %ub = arith.bitcast %up : f32 to i32
  %db = arith.bitcast %dn : f32 to i32
  %d = arith.subi %ub, %db : i32
  %de = arith.extsi %d : i32 to i64
  // CHECK-NEXT: 1
  call @p(%de) : (i64) -> ()
  // bf16 subnormals are not flushed: 2^-133 + 2^-133 = 2^-132.
  %s = arith.constant 1 : i16
  %sf = arith.bitcast %s : i16 to bf16
  %ss = arith.addf %sf, %sf : bf16
  %sb = arith.bitcast %ss : bf16 to i16
  %se = arith.extui %sb : i16 to i64
  // CHECK-NEXT: 2
  call @p(%se) : (i64) -> ()
  // expm1 and log1p are accurate near 0 (the lowering's exp(x) - 1 and
  // log(1 + x) give 0).
  %tiny = arith.constant 1.0e-10 : f64
  %em = math.expm1 %tiny : f64
  %lp = math.log1p %tiny : f64
  %zero = arith.constant 0.0 : f64
  %nz1 = arith.cmpf one, %em, %zero : f64
  %nz2 = arith.cmpf one, %lp, %zero : f64
  %nz = arith.andi %nz1, %nz2 : i1
  %nze = arith.extui %nz : i1 to i64
  // CHECK-NEXT: 1
  call @p(%nze) : (i64) -> ()
  return
}

// VIEWOOB: error: undefined behavior in 'memref.view': view of 16 bytes at byte shift 4 reaches outside a buffer of 16 bytes
func.func @view_oob() {
  %c4 = arith.constant 4 : index
  %buf = memref.alloca() : memref<16xi8>
  %v = memref.view %buf[%c4][] : memref<16xi8> to memref<4xf32>
  return
}

// VIEWACC: error: undefined behavior in 'memref.load': out-of-bounds access: index 4 in dimension 0 of size 4
func.func @view_access() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloca() : memref<16xi8>
  %v = memref.view %buf[%c0][] : memref<16xi8> to memref<4xf32>
  %x = memref.load %v[%c4] : memref<4xf32>
  return
}

// RESHAPE: error: undefined behavior in 'memref.reshape': reshape of 6 elements to a shape of 4
func.func @reshape_count() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %src = memref.alloca() : memref<6xf32>
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c2, %shape[%c0] : memref<2xindex>
  memref.store %c2, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %src(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<?x?xf32>
  return
}
