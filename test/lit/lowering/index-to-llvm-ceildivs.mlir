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
