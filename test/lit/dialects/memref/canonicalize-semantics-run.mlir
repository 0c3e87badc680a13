// The alloca hoisting cases of canonicalize-semantics.mlir, run: Assay's
// canonicalized program prints what the input prints, and mlir-opt 19's
// prints something else (one buffer where the scf.while made two) and then
// raises undefined behaviour (an alloca of size -1 that the input never ran).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s --check-prefix=OUT
// RUN: assay-opt --canonicalize %s | assay-run --interp -e main --entry-point-result=void | FileCheck %s --check-prefix=OUT
// RUN: mlir-opt --canonicalize %s | not assay-run --interp -e main --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MLIR
// REQUIRES: mlir-opt
// UNSUPPORTED: oracle

func.func private @printI64(i64)
func.func private @printNewline()

func.func @hoist_from_loop_inside(%b: i1, %out: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.if %b {
    memref.alloca_scope {
      %first = memref.alloca() : memref<1xi32>
      %c7 = arith.constant 7 : i32
      memref.store %c7, %first[%c0] : memref<1xi32>
      %r:2 = scf.while (%prev = %first, %i = %c0) : (memref<1xi32>, index) -> (memref<1xi32>, index) {
        %more = arith.cmpi ult, %i, %c2 : index
        scf.condition(%more) %prev, %i : memref<1xi32>, index
      } do {
      ^bb0(%p: memref<1xi32>, %j: index):
        %m = memref.alloca() : memref<1xi32>
        %j32 = arith.index_cast %j : index to i32
        %k = arith.addi %j32, %c7 : i32
        memref.store %k, %m[%c0] : memref<1xi32>
        %x = memref.load %p[%c0] : memref<1xi32>
        memref.store %x, %out[%j] : memref<2xi32>
        %next = arith.addi %j, %c1 : index
        scf.yield %m, %next : memref<1xi32>, index
      }
    }
  }
  return
}

func.func @hoist_dynamic_size(%v: f32, %b: i1, %n: index, %out: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  scf.if %b {
    memref.alloca_scope {
      %m = memref.alloca(%n) : memref<?xf32>
      memref.store %v, %m[%c0] : memref<?xf32>
      %x = memref.load %m[%c0] : memref<?xf32>
      memref.store %x, %out[%c0] : memref<1xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %minus1 = arith.constant -1 : index
  %f = arith.constant 1.0 : f32
  // The second iteration reads the first iteration's buffer (7 + 0).
  // OUT: 7
  // OUT-NEXT: 7
  // MLIR: 7
  // MLIR-NEXT: 8
  %out = memref.alloc() : memref<2xi32>
  call @hoist_from_loop_inside(%true, %out) : (i1, memref<2xi32>) -> ()
  %o0 = memref.load %out[%c0] : memref<2xi32>
  %o1 = memref.load %out[%c1] : memref<2xi32>
  %w0 = arith.extsi %o0 : i32 to i64
  %w1 = arith.extsi %o1 : i32 to i64
  call @printI64(%w0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%w1) : (i64) -> ()
  call @printNewline() : () -> ()
  // The alloca is not run: the condition is false.
  // OUT-NEXT: 100
  // MLIR: negative allocation size
  %fout = memref.alloc() : memref<1xf32>
  call @hoist_dynamic_size(%f, %false, %minus1, %fout) : (f32, i1, index, memref<1xf32>) -> ()
  %c100 = arith.constant 100 : i64
  call @printI64(%c100) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %fout : memref<1xf32>
  memref.dealloc %out : memref<2xi32>
  return
}
