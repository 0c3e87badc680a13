// Programs lowered to the llvm dialect by mlir-opt 19 print under the
// interpreter what they printed before lowering: loops, recursion, memrefs
// on the heap and the stack, globals, floats, and the unranked memref
// printers reading the lowered descriptor.
// RUN: assay-run --interp -e main %s | FileCheck %s
// RUN: mlir-opt-19 --pass-pipeline="builtin.module(convert-scf-to-cf,expand-strided-metadata,lower-affine,convert-arith-to-llvm,convert-index-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)" %s -o %t.llvm.mlir
// RUN: assay-run --interp -e main %t.llvm.mlir | FileCheck %s
// RUN: assay-run -e main %t.llvm.mlir | FileCheck %s

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>

func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %small -> (i64) {
    scf.yield %n : i64
  } else {
    %c1 = arith.constant 1 : i64
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}

// CHECK: 55
// CHECK-NEXT: 2.25
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[0, 0.5, 1],
// CHECK-NEXT: [1.5, 2, 2.5]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 1 sizes = [2] strides = [3] data =
// CHECK-NEXT: [2, 5]
// CHECK-NEXT: 31
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 10 : i64
  %f = call @fib(%n) : (i64) -> i64
  call @printI64(%f) : (i64) -> ()
  call @printNewline() : () -> ()

  %x = arith.constant 1.5 : f64
  %sq = arith.mulf %x, %x : f64
  call @printF64(%sq) : (f64) -> ()
  call @printNewline() : () -> ()

  %m = memref.alloc() : memref<2x3xf32>
  %half = arith.constant 0.5 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %lf = arith.sitofp %li : i32 to f32
      %v = arith.mulf %lf, %half : f32
      memref.store %v, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x3xf32>

  %g = memref.get_global @table : memref<2x3xi32>
  %col = memref.subview %g[0, 1] [2, 1] [1, 1] : memref<2x3xi32> to memref<2xi32, strided<[3], offset: 1>>
  %colu = memref.cast %col : memref<2xi32, strided<[3], offset: 1>> to memref<*xi32>
  call @printMemrefI32(%colu) : (memref<*xi32>) -> ()

  %s = memref.alloca() : memref<6xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %s[%i] : memref<6xi64>
  }
  %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %n) -> (i64) {
    %v = memref.load %s[%i] : memref<6xi64>
    %t = arith.addi %acc, %v : i64
    %t2 = arith.addi %t, %n : i64
    scf.yield %t2 : i64
  }
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
