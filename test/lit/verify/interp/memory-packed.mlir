// Memory packs elements by width (a byte up to i8, then two, four and eight
// bytes, a box beyond 64 bits or for vectors) and keeps poison beside them,
// one bit per element: a store writes its element only, never its
// neighbours' bits or poison, and elements never stored to, or stored
// poison, read as poison, at every width (a vector element as a vector of
// poison elements).
// UNSUPPORTED: oracle
// RUN: assay-run --interp %s | FileCheck %s

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()

// Stores `v` at 1 and poison at 2 of a fresh memref<4xT> (0 and 3 stay
// never stored) and prints the four elements widened to i64.
func.func @ints_i3(%v: i3) {
  %m = memref.alloc() : memref<4xi3>
  %p = ub.poison : i3
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c1] : memref<4xi3>
  memref.store %p, %m[%c2] : memref<4xi3>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = memref.load %m[%c0] : memref<4xi3>
  %b = memref.load %m[%c1] : memref<4xi3>
  %c = memref.load %m[%c2] : memref<4xi3>
  %d = memref.load %m[%c3] : memref<4xi3>
  %a64 = arith.extsi %a : i3 to i64
  %b64 = arith.extsi %b : i3 to i64
  %c64 = arith.extsi %c : i3 to i64
  %d64 = arith.extsi %d : i3 to i64
  call @print4(%a64, %b64, %c64, %d64) : (i64, i64, i64, i64) -> ()
  memref.dealloc %m : memref<4xi3>
  return
}

func.func @print4(%a: i64, %b: i64, %c: i64, %d: i64) {
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%c) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // CHECK: poison, -3, poison, poison
  %v3 = arith.constant -3 : i3
  call @ints_i3(%v3) : (i3) -> ()

  // Neighbours of every width: all ones between two stores of zero.
  %w16 = memref.alloc() : memref<3xi16>
  %w32 = memref.alloc() : memref<3xi32>
  %w64 = memref.alloc() : memref<3xindex>
  %w128 = memref.alloc() : memref<3xi128>
  %wf16 = memref.alloc() : memref<3xf16>
  %wf64 = memref.alloc() : memref<3xf64>
  %z16 = arith.constant 0 : i16
  %o16 = arith.constant -1 : i16
  %z32 = arith.constant 0 : i32
  %o32 = arith.constant -1 : i32
  %z64 = arith.constant 0 : index
  %o64 = arith.constant -1 : index
  %z128 = arith.constant 0 : i128
  %o128 = arith.constant -1 : i128
  %zf16 = arith.constant 0.0 : f16
  %of16 = arith.constant -2.5 : f16
  %zf64 = arith.constant 0.0 : f64
  %of64 = arith.constant -2.5 : f64
  memref.store %o16, %w16[%c1] : memref<3xi16>
  memref.store %z16, %w16[%c0] : memref<3xi16>
  memref.store %z16, %w16[%c2] : memref<3xi16>
  memref.store %o32, %w32[%c1] : memref<3xi32>
  memref.store %z32, %w32[%c0] : memref<3xi32>
  memref.store %z32, %w32[%c2] : memref<3xi32>
  memref.store %o64, %w64[%c1] : memref<3xindex>
  memref.store %z64, %w64[%c0] : memref<3xindex>
  memref.store %z64, %w64[%c2] : memref<3xindex>
  memref.store %o128, %w128[%c1] : memref<3xi128>
  memref.store %z128, %w128[%c0] : memref<3xi128>
  memref.store %z128, %w128[%c2] : memref<3xi128>
  memref.store %of16, %wf16[%c1] : memref<3xf16>
  memref.store %zf16, %wf16[%c0] : memref<3xf16>
  memref.store %zf16, %wf16[%c2] : memref<3xf16>
  memref.store %of64, %wf64[%c1] : memref<3xf64>
  memref.store %zf64, %wf64[%c0] : memref<3xf64>
  memref.store %zf64, %wf64[%c2] : memref<3xf64>
  %a16 = memref.load %w16[%c1] : memref<3xi16>
  %a32 = memref.load %w32[%c1] : memref<3xi32>
  %a64 = memref.load %w64[%c1] : memref<3xindex>
  %a128 = memref.load %w128[%c1] : memref<3xi128>
  %x16 = arith.extsi %a16 : i16 to i64
  %x32 = arith.extsi %a32 : i32 to i64
  %x64 = arith.index_cast %a64 : index to i64
  %x128 = arith.trunci %a128 : i128 to i64
  // CHECK-NEXT: -1, -1, -1, -1
  call @print4(%x16, %x32, %x64, %x128) : (i64, i64, i64, i64) -> ()
  %b16 = memref.load %w16[%c2] : memref<3xi16>
  %b32 = memref.load %w32[%c2] : memref<3xi32>
  %b64 = memref.load %w64[%c2] : memref<3xindex>
  %b128 = memref.load %w128[%c2] : memref<3xi128>
  %y16 = arith.extsi %b16 : i16 to i64
  %y32 = arith.extsi %b32 : i32 to i64
  %y64 = arith.index_cast %b64 : index to i64
  %y128 = arith.trunci %b128 : i128 to i64
  // CHECK-NEXT: 0, 0, 0, 0
  call @print4(%y16, %y32, %y64, %y128) : (i64, i64, i64, i64) -> ()
  %af16 = memref.load %wf16[%c1] : memref<3xf16>
  %af64 = memref.load %wf64[%c1] : memref<3xf64>
  %ef16 = arith.extf %af16 : f16 to f64
  // CHECK-NEXT: -2.5, -2.5
  call @printF64(%ef16) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%af64) : (f64) -> ()
  call @printNewline() : () -> ()

  // Poison stored over a value, and a value over poison.
  %p128 = ub.poison : i128
  memref.store %p128, %w128[%c1] : memref<3xi128>
  %q128 = memref.load %w128[%c1] : memref<3xi128>
  %r128 = arith.trunci %q128 : i128 to i64
  %p32 = ub.poison : i32
  memref.store %p32, %w32[%c0] : memref<3xi32>
  memref.store %o32, %w32[%c0] : memref<3xi32>
  %q32 = memref.load %w32[%c0] : memref<3xi32>
  %r32 = arith.extsi %q32 : i32 to i64
  %zero = arith.constant 0 : i64
  // CHECK-NEXT: poison, -1, 0, 0
  call @print4(%r128, %r32, %zero, %zero) : (i64, i64, i64, i64) -> ()

  // A vector element never stored reads as a vector of poison elements,
  // which ops on vectors take like any other (seen here through the bytes
  // it is stored to).
  %vecs = memref.alloc() : memref<2xvector<2xi64>>
  %nv = memref.load %vecs[%c0] : memref<2xvector<2xi64>>
  %sum = arith.addi %nv, %nv : vector<2xi64>
  %buf = memref.alloc() : memref<16xi8>
  %asvec = memref.view %buf[%c0][] : memref<16xi8> to memref<1xvector<2xi64>>
  memref.store %sum, %asvec[%c0] : memref<1xvector<2xi64>>
  %asint = memref.view %buf[%c0][] : memref<16xi8> to memref<2xi64>
  %e0 = memref.load %asint[%c0] : memref<2xi64>
  %e1 = memref.load %asint[%c1] : memref<2xi64>
  // CHECK-NEXT: poison, poison, 0, 0
  call @print4(%e0, %e1, %zero, %zero) : (i64, i64, i64, i64) -> ()
  return
}
