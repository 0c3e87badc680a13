// memref.view reinterprets the bytes of an i8 buffer: stores through one
// view are seen, byte by byte and little-endian, through every other view
// of the same buffer, whatever their element types (integers of any width,
// floats, index, vectors; elements laid out as the x86-64 lowering lays them
// out, e.g. 16 bytes per i96).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<64xi8>

  // Bytes 0..63 hold 0, 1, ..., 63.
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %k = arith.muli %i, %c8 : index
      %b = arith.addi %k, %j : index
      %v = arith.index_cast %b : index to i8
      memref.store %v, %buf[%b] : memref<64xi8>
    }
  }

  // Words are assembled little-endian: 0x03020100, 0x07060504, ...
  %w = memref.view %buf[%c0][] : memref<64xi8> to memref<4x4xi32>
  %uw = memref.cast %w : memref<4x4xi32> to memref<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[50462976,   117835012,   185207048,   252579084],
  // CHECK-NEXT: [319951120,   387323156,   454695192,   522067228],
  // CHECK-NEXT: [589439264,   656811300,   724183336,   791555372],
  // CHECK-NEXT: [858927408,   926299444,   993671480,   1061043516]]
  call @printMemrefI32(%uw) : (memref<*xi32>) -> ()

  // A byte shift and a dynamic size.
  %d = memref.view %buf[%c8][%c3] : memref<64xi8> to memref<?xi64>
  %ud = memref.cast %d : memref<?xi64> to memref<*xi64>
  // CHECK: rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [1084818905618843912,  1663540288323457296,  2242261671028070680]
  call @printMemrefI64(%ud) : (memref<*xi64>) -> ()

  // A float stored through one view is its bits through another.
  %f = memref.view %buf[%c0][] : memref<64xi8> to memref<16xf32>
  %half = arith.constant -2.5 : f32
  memref.store %half, %f[%c1] : memref<16xf32>
  %bits = memref.load %w[%c0, %c1] : memref<4x4xi32>
  %bits64 = arith.extui %bits : i32 to i64
  // CHECK: 3223322624
  call @printI64(%bits64) : (i64) -> ()
  call @printNewline() : () -> ()

  // A store of an i16 changes two bytes of a word.
  %h = memref.view %buf[%c0][] : memref<64xi8> to memref<32xi16>
  %m1 = arith.constant -1 : i16
  memref.store %m1, %h[%c0] : memref<32xi16>
  %w0 = memref.load %w[%c0, %c0] : memref<4x4xi32>
  %w0e = arith.extui %w0 : i32 to i64
  // CHECK-NEXT: 50528255
  call @printI64(%w0e) : (i64) -> ()
  call @printNewline() : () -> ()

  // Wide integers take 16 bytes each (i96 stores 12 of them).
  %wide = memref.view %buf[%c0][] : memref<64xi8> to memref<4xi96>
  %big = arith.constant -2 : i96
  memref.store %big, %wide[%c1] : memref<4xi96>
  %q = memref.view %buf[%c0][] : memref<64xi8> to memref<8xi64>
  %uq = memref.cast %q : memref<8xi64> to memref<*xi64>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [-4602678819122118657,  1084818905618843912,  -2,  2242261674868342783,  2820983053732684064,
  call @printMemrefI64(%uq) : (memref<*xi64>) -> ()
  %back = memref.load %wide[%c1] : memref<4xi96>
  %eq = arith.cmpi eq, %back, %big : i96
  %eqe = arith.extui %eq : i1 to i64
  // CHECK: 1
  call @printI64(%eqe) : (i64) -> ()
  call @printNewline() : () -> ()

  // Vectors are packed: a vector<4xi32> is 16 bytes.
  %vv = memref.view %buf[%c0][] : memref<64xi8> to memref<4xvector<4xi32>>
  %vec = arith.constant dense<[1, -1, 7, 9]> : vector<4xi32>
  %vec2 = memref.load %vv[%c3] : memref<4xvector<4xi32>>
  %sum = arith.addi %vec, %vec2 : vector<4xi32>
  memref.store %sum, %vv[%c0] : memref<4xvector<4xi32>>
  %row = memref.subview %w[0, 0] [1, 4] [1, 1] : memref<4x4xi32> to memref<4xi32, strided<[1]>>
  %urow = memref.cast %row : memref<4xi32, strided<[1]>> to memref<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [858927409,  926299443,  993671487,  1061043525]
  call @printMemrefI32(%urow) : (memref<*xi32>) -> ()
  memref.dealloc %buf : memref<64xi8>
  return
}
