// 001: assay-run printed the elements of index memrefs as signed numbers;
// MLIR's runner utils (what mlir-cpu-runner 19 loads) print them as
// unsigned 64-bit numbers, so -100 is 18446744073709551516 and the minimum
// 9223372036854775808. The same holds for every printer of index memrefs:
// unranked (printMemrefInd), rank 0, and the ranked printMemref1dInd of the
// C interface.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s

func.func private @printMemrefInd(memref<*xindex>)
func.func private @printMemref1dInd(memref<?xindex>) attributes {llvm.emit_c_interface}

func.func @main() {
  %m = memref.alloca() : memref<3xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %neg = arith.constant -100 : index
  %min = arith.constant -9223372036854775808 : index
  %max = arith.constant 9223372036854775807 : index
  memref.store %neg, %m[%c0] : memref<3xindex>
  memref.store %min, %m[%c1] : memref<3xindex>
  memref.store %max, %m[%c2] : memref<3xindex>
  %u = memref.cast %m : memref<3xindex> to memref<*xindex>
  // CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [18446744073709551516,  9223372036854775808,  9223372036854775807]
  call @printMemrefInd(%u) : (memref<*xindex>) -> ()
  %d = memref.cast %m : memref<3xindex> to memref<?xindex>
  // CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [18446744073709551516,  9223372036854775808,  9223372036854775807]
  call @printMemref1dInd(%d) : (memref<?xindex>) -> ()
  %s = memref.subview %m[0] [1] [1] : memref<3xindex> to memref<index, strided<[]>>
  %us = memref.cast %s : memref<index, strided<[]>> to memref<*xindex>
  // CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [18446744073709551516]
  call @printMemrefInd(%us) : (memref<*xindex>) -> ()
  return
}
