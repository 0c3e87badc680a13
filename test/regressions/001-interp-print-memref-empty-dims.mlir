// 001 (same audit of the runner-utils printers): assay-run printed a memref
// with an empty dimension as `[[]]`; MLIR's runner utils print an empty
// dimension as if it had one element, so a memref<0x3xi32> prints one row of
// three elements and a memref<2x0xi32> two rows of one. Those elements are
// read from memory that is not the memref's: a compiled program prints
// whatever is there, the interpreter `poison` (or the value, where the
// address lies in the allocation). The brackets, separators and line breaks
// are the same.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %a = memref.alloc() : memref<0x3xi32>
  %ua = memref.cast %a : memref<0x3xi32> to memref<*xi32>
  // CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [0, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^\[\[[^],]+,   [^],]+,   [^],]+\]\]$}}
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  %b = memref.alloc() : memref<2x0xi32>
  %ub = memref.cast %b : memref<2x0xi32> to memref<*xi32>
  // CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 0] strides = [1, 1] data =
  // CHECK-NEXT: {{^\[\[[^],]+\], $}}
  // CHECK-NEXT: {{^ \[[^],]+\]\]$}}
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  // A row of an allocation that holds values, viewed with no columns: the
  // element read is the row's first, 7.
  %c = memref.alloc() : memref<2x2xi32>
  %seven = arith.constant 7 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %seven, %c[%c1, %c0] : memref<2x2xi32>
  %v = memref.subview %c[1, 0] [1, 0] [1, 1] : memref<2x2xi32> to memref<1x0xi32, strided<[2, 1], offset: 2>>
  %uv = memref.cast %v : memref<1x0xi32, strided<[2, 1], offset: 2>> to memref<*xi32>
  // CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 2 sizes = [1, 0] strides = [2, 1] data =
  // CHECK-NEXT: {{^\[\[7\]\]$}}
  call @printMemrefI32(%uv) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<0x3xi32>
  memref.dealloc %b : memref<2x0xi32>
  memref.dealloc %c : memref<2x2xi32>
  return
}
