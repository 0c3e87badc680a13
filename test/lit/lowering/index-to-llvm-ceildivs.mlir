// index.ceildivs lowers to n / m rounded up, computed without overflow:
// with n and m of the same sign and n != 0 it is (n + x) / m + 1 (x = -1
// for m > 0, 1 for m < 0), otherwise the quotient is at most zero and the
// truncating n / m is its ceiling. mlir-opt 19 computes that second arm as
// -((0 - n) / m), which wraps for n = INT_MIN and m > 1: its lowering gives
// ceildivs(INT_MIN, 2) = 2^62 where the op's semantics (and Assay's
// interpreter) give -2^62. index-to-llvm-run.mlir runs both. This is Assay's
// own expansion, so mlir-opt 19 is no oracle for it.
// UNSUPPORTED: oracle
// RUN: assay-opt --convert-index-to-llvm %s | FileCheck %s
// The interpreter and Assay's lowering agree; mlir-opt 19's lowering does
// not.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s --check-prefix=OUT
// RUN: %if mlir-cpu-runner %{ assay-opt --convert-index-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main --entry-point-result=void -shared-libs=%mlir_runner_lib_dir/libmlir_c_runner_utils.so.19.1 | FileCheck %s --check-prefix=OUT %}
// RUN: %if mlir-cpu-runner %{ mlir-opt-19 --convert-index-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main --entry-point-result=void -shared-libs=%mlir_runner_lib_dir/libmlir_c_runner_utils.so.19.1 | FileCheck %s --check-prefix=MLIR %}

// CHECK-LABEL: func.func @ceildivs(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %4 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:   %5 = llvm.icmp "sgt" %0, %2 : i64
// CHECK-NEXT:   %6 = llvm.select %5, %4, %3 : i1, i64
// CHECK-NEXT:   %7 = llvm.add %1, %6 : i64
// CHECK-NEXT:   %8 = llvm.sdiv %7, %0  : i64
// CHECK-NEXT:   %9 = llvm.add %8, %3 : i64
// CHECK-NEXT:   %10 = llvm.sdiv %1, %0  : i64
// CHECK-NEXT:   %11 = llvm.icmp "sgt" %1, %2 : i64
// CHECK-NEXT:   %12 = llvm.icmp "eq" %11, %5 : i1
// CHECK-NEXT:   %13 = llvm.icmp "ne" %1, %2 : i64
// CHECK-NEXT:   %14 = llvm.and %12, %13  : i1
// CHECK-NEXT:   %15 = llvm.select %14, %9, %10 : i1, i64
func.func @ceildivs(%n: index, %m: index) -> index {
  %0 = index.ceildivs %n, %m
  return %0 : index
}

func.func private @printI64(i64)
func.func private @printNewline()

// OUT: {{^}}-4611686018427387904
// OUT-NEXT: -3
// OUT-NEXT: 4
// MLIR: {{^}}4611686018427387904
func.func @main() {
  %min = index.constant -9223372036854775808
  %two = index.constant 2
  %seven = index.constant 7
  %mtwo = index.constant -2
  %0 = call @ceildivs(%min, %two) : (index, index) -> index
  %1 = call @ceildivs(%seven, %mtwo) : (index, index) -> index
  %2 = call @ceildivs(%seven, %two) : (index, index) -> index
  %3 = index.casts %0 : index to i64
  %4 = index.casts %1 : index to i64
  %5 = index.casts %2 : index to i64
  call @printI64(%3) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%4) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%5) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
