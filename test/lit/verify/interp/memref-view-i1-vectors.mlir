// Vectors of i1 (and of other elements narrower than a byte) in memory.
// Through a memref.view of an i8 buffer they are packed as the x86-64
// lowering packs them: the vector's bits are those of an integer of
// `elements * width` bits, lane 0 in the lowest bit, stored in
// ceil(bits / 8) bytes (the bits past the last lane are zero) and laid out
// a power-of-two number of bytes apart; so a vector<8xi1> is one byte and a
// vector<12xi1> two. In an ordinary memref they are elements like any other.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i8
  %buf = memref.alloc() : memref<16xi8>
  scf.for %i = %c0 to %c16 step %c1 {
    memref.store %zero, %buf[%i] : memref<16xi8>
  }
  %q = memref.view %buf[%c0][] : memref<16xi8> to memref<2xi64>
  %uq = memref.cast %q : memref<2xi64> to memref<*xi64>

  // One byte per vector<8xi1>: lanes 0, 2, 3 and 7 set make byte 1 0x8d.
  %m8 = memref.view %buf[%c0][] : memref<16xi8> to memref<16xvector<8xi1>>
  %k8 = arith.constant dense<[true, false, true, true, false, false, false, true]> : vector<8xi1>
  memref.store %k8, %m8[%c1] : memref<16xvector<8xi1>>
  // CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [36096,  0]
  call @printMemrefI64(%uq) : (memref<*xi64>) -> ()

  // A vector<4xi1> also takes a byte, its high half zero: 0x0b at byte 5.
  %m4 = memref.view %buf[%c4][] : memref<16xi8> to memref<4xvector<4xi1>>
  %k4 = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  memref.store %k4, %m4[%c1] : memref<4xvector<4xi1>>
  // A vector<12xi1> takes two bytes: 0x0cfb at bytes 10 and 11.
  %m12 = memref.view %buf[%c8][] : memref<16xi8> to memref<4xvector<12xi1>>
  %k12 = arith.constant dense<[true, true, false, true, true, true, true, true, false, false, true, true]> : vector<12xi1>
  memref.store %k12, %m12[%c1] : memref<4xvector<12xi1>>
  // A vector<2xi4> is one byte of two nibbles: 0x21 at byte 14.
  %n4 = memref.view %buf[%c8][] : memref<16xi8> to memref<8xvector<2xi4>>
  %k2 = arith.constant dense<[1, 2]> : vector<2xi4>
  memref.store %k2, %n4[%c6] : memref<8xvector<2xi4>>
  // CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [12094627941632,  9288674449227776]
  call @printMemrefI64(%uq) : (memref<*xi64>) -> ()

  // A store of a vector<3xi1> writes its whole byte: the five bits past
  // lane 2 become zero.
  %ff = arith.constant -1 : i8
  memref.store %ff, %buf[%c3] : memref<16xi8>
  %m3 = memref.view %buf[%c0][] : memref<16xi8> to memref<16xvector<3xi1>>
  %k3 = arith.constant dense<[true, false, true]> : vector<3xi1>
  memref.store %k3, %m3[%c3] : memref<16xvector<3xi1>>
  %b3 = memref.load %buf[%c3] : memref<16xi8>
  %b3e = arith.extui %b3 : i8 to i64
  // CHECK: 5
  call @printI64(%b3e) : (i64) -> ()
  call @printNewline() : () -> ()

  // Loads assemble the lanes from the bits: byte 0xa5 is lanes 0, 2, 5, 7.
  // (Aligned for the lowering, whose vector loads and stores assume their
  // natural alignment.)
  %out = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
  %sel8 = memref.view %out[%c0][] : memref<64xi8> to memref<vector<8xi32>>
  %show8 = memref.view %out[%c0][] : memref<64xi8> to memref<8xi32>
  %ushow8 = memref.cast %show8 : memref<8xi32> to memref<*xi32>
  %ones = arith.constant dense<1> : vector<8xi32>
  %zeros = arith.constant dense<0> : vector<8xi32>
  %a5 = arith.constant -91 : i8
  memref.store %a5, %buf[%c0] : memref<16xi8>
  %l0 = memref.load %m8[%c0] : memref<16xvector<8xi1>>
  %s0 = arith.select %l0, %ones, %zeros : vector<8xi1>, vector<8xi32>
  memref.store %s0, %sel8[] : memref<vector<8xi32>>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [1,  0,  1,  0,  0,  1,  0,  1]
  call @printMemrefI32(%ushow8) : (memref<*xi32>) -> ()

  // Lanes computed on, stored and loaded again: xor of byte 1 (0x8d) with
  // 0xa5 is 0x28, lanes 3 and 5.
  %l1 = memref.load %m8[%c1] : memref<16xvector<8xi1>>
  %x = arith.xori %l1, %l0 : vector<8xi1>
  memref.store %x, %m8[%c2] : memref<16xvector<8xi1>>
  %l2 = memref.load %m8[%c2] : memref<16xvector<8xi1>>
  %s2 = arith.select %l2, %ones, %zeros : vector<8xi1>, vector<8xi32>
  memref.store %s2, %sel8[] : memref<vector<8xi32>>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0,  0,  0,  1,  0,  1,  0,  0]
  call @printMemrefI32(%ushow8) : (memref<*xi32>) -> ()

  // The lanes of a vector<12xi1> come back across its two bytes.
  %sel12 = memref.view %out[%c0][] : memref<64xi8> to memref<vector<12xi32>>
  %show12 = memref.view %out[%c0][] : memref<64xi8> to memref<12xi32>
  %ushow12 = memref.cast %show12 : memref<12xi32> to memref<*xi32>
  %ones12 = arith.constant dense<1> : vector<12xi32>
  %zeros12 = arith.constant dense<0> : vector<12xi32>
  %l12 = memref.load %m12[%c1] : memref<4xvector<12xi1>>
  %s12 = arith.select %l12, %ones12, %zeros12 : vector<12xi1>, vector<12xi32>
  memref.store %s12, %sel12[] : memref<vector<12xi32>>
  // CHECK: rank = 1 offset = 0 sizes = [12] strides = [1] data =
  // CHECK-NEXT: [1,  1,  0,  1,  1,  1,  1,  1,  0,  0,  1,  1]
  call @printMemrefI32(%ushow12) : (memref<*xi32>) -> ()

  // Comparisons give masks that go to memory like any i1 vector.
  %v = arith.constant dense<[5, -3, 0, 7, 9, -1, 2, 4]> : vector<8xi32>
  %gt = arith.cmpi sgt, %v, %zeros : vector<8xi32>
  memref.store %gt, %m8[%c4] : memref<16xvector<8xi1>>
  %b4 = memref.load %buf[%c4] : memref<16xi8>
  %b4e = arith.extui %b4 : i8 to i64
  // 0b11011001
  // CHECK: 217
  call @printI64(%b4e) : (i64) -> ()
  call @printNewline() : () -> ()

  // An ordinary memref of i1 vectors.
  %mm = memref.alloc() : memref<2xvector<8xi1>>
  memref.store %gt, %mm[%c1] : memref<2xvector<8xi1>>
  memref.store %k8, %mm[%c0] : memref<2xvector<8xi1>>
  %r1 = memref.load %mm[%c1] : memref<2xvector<8xi1>>
  %r0 = memref.load %mm[%c0] : memref<2xvector<8xi1>>
  %both = arith.andi %r0, %r1 : vector<8xi1>
  %sb = arith.select %both, %ones, %zeros : vector<8xi1>, vector<8xi32>
  memref.store %sb, %sel8[] : memref<vector<8xi32>>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [1,  0,  0,  1,  0,  0,  0,  1]
  call @printMemrefI32(%ushow8) : (memref<*xi32>) -> ()
  memref.dealloc %mm : memref<2xvector<8xi1>>
  memref.dealloc %out : memref<64xi8>
  memref.dealloc %buf : memref<16xi8>
  return
}
