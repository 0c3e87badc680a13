// Poison of i1 lanes packed into bytes (memref.view of an i8 buffer as
// vectors of i1) is kept per bit: a poison lane makes only itself poison
// when read back as a lane, and the whole byte poison when read as an i8.
// Compiled code has no poison to print, so the oracle cannot run this.
// UNSUPPORTED: oracle
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI32(memref<*xi32>)

func.func @show(%m: vector<8xi1>) {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<32xi8>
  %v = memref.view %out[%c0][] : memref<32xi8> to memref<vector<8xi32>>
  %s = memref.view %out[%c0][] : memref<32xi8> to memref<8xi32>
  %us = memref.cast %s : memref<8xi32> to memref<*xi32>
  %ones = arith.constant dense<1> : vector<8xi32>
  %zeros = arith.constant dense<0> : vector<8xi32>
  %sel = arith.select %m, %ones, %zeros : vector<8xi1>, vector<8xi32>
  memref.store %sel, %v[] : memref<vector<8xi32>>
  call @printMemrefI32(%us) : (memref<*xi32>) -> ()
  memref.dealloc %out : memref<32xi8>
  return
}

// Lanes of %a where %m is set, of %b elsewhere. A function of its own, so
// that canonicalization, which may replace poison by any value, cannot fold
// the poison lanes away before the program runs.
func.func @blend(%m: vector<8xi1>, %a: vector<8xi1>, %b: vector<8xi1>) -> vector<8xi1> {
  %r = arith.select %m, %a, %b : vector<8xi1>, vector<8xi1>
  return %r : vector<8xi1>
}

func.func @blend12(%m: vector<12xi1>, %a: vector<12xi1>, %b: vector<12xi1>) -> vector<12xi1> {
  %r = arith.select %m, %a, %b : vector<12xi1>, vector<12xi1>
  return %r : vector<12xi1>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %buf = memref.alloc() : memref<8xi8>
  %m8 = memref.view %buf[%c0][] : memref<8xi8> to memref<8xvector<8xi1>>

  // Lane 0 poison, lanes 1 and 3 true.
  %p8 = ub.poison : vector<8xi1>
  %lane0 = arith.constant dense<[true, false, false, false, false, false, false, false]> : vector<8xi1>
  %k8 = arith.constant dense<[false, true, false, true, false, false, false, false]> : vector<8xi1>
  %mixed = call @blend(%lane0, %p8, %k8) : (vector<8xi1>, vector<8xi1>, vector<8xi1>) -> vector<8xi1>
  memref.store %mixed, %m8[%c0] : memref<8xvector<8xi1>>
  %l0 = memref.load %m8[%c0] : memref<8xvector<8xi1>>
  // CHECK: sizes = [8] strides = [1] data =
  // CHECK-NEXT: [poison,  1,  0,  1,  0,  0,  0,  0]
  call @show(%l0) : (vector<8xi1>) -> ()
  // The byte itself, read as an i8, is poison.
  %b0 = memref.load %buf[%c0] : memref<8xi8>
  %b0e = arith.extui %b0 : i8 to i64
  // CHECK-NEXT: poison
  call @printI64(%b0e) : (i64) -> ()
  call @printNewline() : () -> ()

  // A vector<12xi1> whose lane 11 is poison, at bytes 2 and 3: byte 2 is
  // lanes 0 to 7, all defined; byte 3 has lanes 8 to 11 in its low bits
  // (lane 11 poison) and four zero bits above them.
  %m12 = memref.view %buf[%c2][] : memref<8xi8> to memref<2xvector<12xi1>>
  %p12 = ub.poison : vector<12xi1>
  %lane11 = arith.constant dense<[false, false, false, false, false, false, false, false, false, false, false, true]> : vector<12xi1>
  %k12 = arith.constant dense<true> : vector<12xi1>
  %mixed12 = call @blend12(%lane11, %p12, %k12) : (vector<12xi1>, vector<12xi1>, vector<12xi1>) -> vector<12xi1>
  memref.store %mixed12, %m12[%c0] : memref<2xvector<12xi1>>
  %l2 = memref.load %m8[%c2] : memref<8xvector<8xi1>>
  // CHECK: sizes = [8] strides = [1] data =
  // CHECK-NEXT: [1,  1,  1,  1,  1,  1,  1,  1]
  call @show(%l2) : (vector<8xi1>) -> ()
  %l3 = memref.load %m8[%c3] : memref<8xvector<8xi1>>
  // CHECK: sizes = [8] strides = [1] data =
  // CHECK-NEXT: [1,  1,  1,  poison,  0,  0,  0,  0]
  call @show(%l3) : (vector<8xi1>) -> ()
  %b2 = memref.load %buf[%c2] : memref<8xi8>
  %b2e = arith.extui %b2 : i8 to i64
  // CHECK-NEXT: 255
  call @printI64(%b2e) : (i64) -> ()
  call @printNewline() : () -> ()
  // An i4 view of byte 3 sees lanes 8 to 11: poison; of the byte past it,
  // the zero bits: defined.
  %n4 = memref.view %buf[%c3][] : memref<8xi8> to memref<2xvector<2xi4>>
  %nib = memref.load %n4[%c0] : memref<2xvector<2xi4>>
  %w = memref.view %buf[%c0][] : memref<8xi8> to memref<vector<2xi4>>
  memref.store %nib, %w[] : memref<vector<2xi4>>
  %l0b = memref.load %m8[%c0] : memref<8xvector<8xi1>>
  // CHECK: sizes = [8] strides = [1] data =
  // CHECK-NEXT: [poison,  poison,  poison,  poison,  0,  0,  0,  0]
  call @show(%l0b) : (vector<8xi1>) -> ()

  // Bytes never stored: every lane is poison.
  %l5 = memref.load %m8[%c1] : memref<8xvector<8xi1>>
  // CHECK: sizes = [8] strides = [1] data =
  // CHECK-NEXT: [poison,  poison,  poison,  poison,  poison,  poison,  poison,  poison]
  call @show(%l5) : (vector<8xi1>) -> ()
  memref.dealloc %buf : memref<8xi8>
  return
}
