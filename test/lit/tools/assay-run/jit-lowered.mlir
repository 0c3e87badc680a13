// A program in the core dialects prints the same under the interpreter and,
// lowered to the llvm dialect by mlir-opt 19, on the JIT, at -O0 and -O3,
// linked with Assay's runner utils or MLIR's own libraries (named without
// their version suffix, as mlir-cpu-runner command lines name them).
// RUN: assay-run --interp -e main %s | FileCheck %s
// RUN: mlir-opt-19 --pass-pipeline="builtin.module(convert-scf-to-cf,expand-strided-metadata,lower-affine,convert-arith-to-llvm,convert-index-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)" %s -o %t.llvm.mlir
// RUN: assay-run -e main %t.llvm.mlir | FileCheck %s
// RUN: assay-run -O3 -e main %t.llvm.mlir | FileCheck %s
// RUN: %if mlir-cpu-runner %{ assay-run -e main -shared-libs=%mlir_runner_lib_dir/libmlir_c_runner_utils.so,%mlir_runner_lib_dir/libmlir_runner_utils.so %t.llvm.mlir | FileCheck %s %}
// RUN: assay-run -e sum --entry-point-result=i64 %t.llvm.mlir | FileCheck %s --check-prefix=SUM

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>)

// CHECK: 120
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [0,  1,  4,  9]
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1 : i64
  %f = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %one) -> (i64) {
    %k = arith.index_cast %i : index to i64
    %k1 = arith.addi %k, %one : i64
    %next = arith.muli %acc, %k1 : i64
    scf.yield %next : i64
  }
  call @printI64(%f) : (i64) -> ()
  call @printNewline() : () -> ()
  %m = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i64
    %sq = arith.muli %k, %k : i64
    memref.store %sq, %m[%i] : memref<4xi64>
  }
  %u = memref.cast %m : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<4xi64>
  return
}

// SUM: -6
func.func @sum() -> i64 {
  %a = arith.constant -10 : i64
  %b = arith.constant 4 : i64
  %s = arith.addi %a, %b : i64
  return %s : i64
}
