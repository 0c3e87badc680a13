// arith.select over values the interpreter keeps boxed (integers wider than
// 64 bits, memrefs, whole vectors under a scalar condition), vectors of
// wide integers, and memref.reshape.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF32(memref<*xf32>)

// Prints an i128 as its low and high words.
func.func @print128(%v: i128) {
  %c64 = arith.constant 64 : i128
  %lo = arith.trunci %v : i128 to i64
  %s = arith.shrui %v, %c64 : i128
  %hi = arith.trunci %s : i128 to i64
  call @printI64(%lo) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%hi) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @pick96(%c: i1, %a: i96, %b: i96) -> i96 {
  %r = arith.select %c, %a, %b : i96
  return %r : i96
}

func.func @pickm(%c: i1, %a: memref<2xi64>, %b: memref<2xi64>) -> memref<2xi64> {
  %r = arith.select %c, %a, %b : memref<2xi64>
  return %r : memref<2xi64>
}

func.func @pickv(%c: i1, %a: vector<2xi128>, %b: vector<2xi128>) -> vector<2xi128> {
  %r = arith.select %c, %a, %b : vector<2xi128>
  return %r : vector<2xi128>
}

// Stores a vector<2xi128> in a byte buffer and prints it as four words.
func.func @printv(%v: vector<2xi128>) {
  %c0 = arith.constant 0 : index
  %buf = memref.alloca() : memref<32xi8>
  %vv = memref.view %buf[%c0][] : memref<32xi8> to memref<1xvector<2xi128>>
  memref.store %v, %vv[%c0] : memref<1xvector<2xi128>>
  %w = memref.view %buf[%c0][] : memref<32xi8> to memref<4xi64>
  %u = memref.cast %w : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.constant -5 : i96
  %b = arith.constant 39614081257132168796771975168 : i96
  %x = call @pick96(%t, %a, %b) : (i1, i96, i96) -> i96
  %y = call @pick96(%f, %a, %b) : (i1, i96, i96) -> i96
  %xe = arith.extsi %x : i96 to i128
  %ye = arith.extui %y : i96 to i128
  // CHECK: -5
  // CHECK-NEXT: -1
  call @print128(%xe) : (i128) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 2147483648
  call @print128(%ye) : (i128) -> ()

  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m1 = memref.alloca() : memref<2xi64>
  %m2 = memref.alloca() : memref<2xi64>
  %k1 = arith.constant 11 : i64
  %k2 = arith.constant 22 : i64
  memref.store %k1, %m1[%c0] : memref<2xi64>
  memref.store %k2, %m2[%c0] : memref<2xi64>
  %pm = call @pickm(%f, %m1, %m2) : (i1, memref<2xi64>, memref<2xi64>) -> memref<2xi64>
  %l = memref.load %pm[%c0] : memref<2xi64>
  // CHECK-NEXT: 22
  call @printI64(%l) : (i64) -> ()
  call @printNewline() : () -> ()

  // Vectors of i128: lane-wise arithmetic carries across the 64-bit words.
  %va = arith.constant dense<[18446744073709551615, -1]> : vector<2xi128>
  %vb = arith.constant dense<[1, 3]> : vector<2xi128>
  %vs = arith.addi %va, %vb : vector<2xi128>
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  0]
  call @printv(%vs) : (vector<2xi128>) -> ()
  %vm = arith.muli %va, %va : vector<2xi128>
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [1,  -2,  1,  0]
  call @printv(%vm) : (vector<2xi128>) -> ()
  %pv = call @pickv(%f, %va, %vb) : (i1, vector<2xi128>, vector<2xi128>) -> vector<2xi128>
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [1,  0,  3,  0]
  call @printv(%pv) : (vector<2xi128>) -> ()
  // A vector condition picks lane by lane.
  %cv = arith.constant dense<[true, false]> : vector<2xi1>
  %lv = arith.select %cv, %va, %vb : vector<2xi1>, vector<2xi128>
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [-1,  0,  3,  0]
  call @printv(%lv) : (vector<2xi128>) -> ()
  %cmp = arith.cmpi ugt, %va, %vb : vector<2xi128>
  %ones = arith.constant dense<7> : vector<2xi128>
  %zeros = arith.constant dense<0> : vector<2xi128>
  %sel = arith.select %cmp, %ones, %zeros : vector<2xi1>, vector<2xi128>
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [7,  0,  7,  0]
  call @printv(%sel) : (vector<2xi128>) -> ()

  // memref.reshape takes its sizes from a shape memref.
  %src = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c1 step %c1 {
    %one = arith.constant 1.5 : f32
    %two = arith.constant -2.0 : f32
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    memref.store %one, %src[%c0] : memref<6xf32>
    memref.store %two, %src[%c1] : memref<6xf32>
    memref.store %one, %src[%c2] : memref<6xf32>
    memref.store %two, %src[%c3] : memref<6xf32>
    memref.store %one, %src[%c4] : memref<6xf32>
    memref.store %two, %src[%c5] : memref<6xf32>
  }
  %shape = memref.alloca() : memref<2xindex>
  %c3i = arith.constant 3 : index
  %c2i = arith.constant 2 : index
  memref.store %c3i, %shape[%c0] : memref<2xindex>
  memref.store %c2i, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %src(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<?x?xf32>
  %ur = memref.cast %r : memref<?x?xf32> to memref<*xf32>
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[1.5,   -2],
  // CHECK-NEXT: [1.5,   -2],
  // CHECK-NEXT: [1.5,   -2]]
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  memref.dealloc %src : memref<6xf32>
  return
}
