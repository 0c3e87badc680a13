// convert-index-to-llvm: index ops become llvm ops on the integer type of
// index-bitwidth; ceildivu and floordivs expand as mlir-opt 19 expands them
// (ceildivs, whose expansion differs on purpose, is in
// index-to-llvm-ceildivs.mlir). The CHECK lines are mlir-opt 19's output,
// and the two tools' outputs must be identical.
// RUN: assay-opt --convert-index-to-llvm %s | FileCheck %s
// RUN: assay-opt --convert-index-to-llvm %s | assay-opt | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-index-to-llvm %s > %t.assay && %mlir_opt --convert-index-to-llvm %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-index-to-llvm --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --convert-index-to-llvm --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// RUN: %if mlir-opt %{ assay-opt --convert-index-to-llvm=index-bitwidth=32 %s > %t.assay.32 && %mlir_opt --convert-index-to-llvm=index-bitwidth=32 %s > %t.mlir.32 && diff %t.mlir.32 %t.assay.32 %}
// RUN: assay-opt --convert-index-to-llvm=index-bitwidth=32 %s | FileCheck %s --check-prefix=I32
// RUN: assay-opt --convert-index-to-llvm %s | FileCheck %s --check-prefix=NOINDEX

// NOINDEX-NOT: index.

// I32-LABEL: func.func @sizes
// I32-NEXT: llvm.mlir.constant(32 : i32) : i32
// I32: llvm.mlir.constant(-1 : i32) : i32
// I32: llvm.mlir.constant(true) : i1
// I32-NEXT: builtin.unrealized_conversion_cast %arg0 : i32 to index
// I32-NEXT: llvm.trunc %arg1 : i64 to i32

func.func @binary(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %b
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.rems %4, %b
  %6 = index.remu %5, %b
  %7 = index.maxs %6, %b
  %8 = index.maxu %7, %b
  %9 = index.mins %8, %b
  %10 = index.minu %9, %b
  %11 = index.shl %10, %b
  %12 = index.shrs %11, %b
  %13 = index.shru %12, %b
  %14 = index.and %13, %b
  %15 = index.or %14, %b
  %16 = index.xor %15, %b
  return %16 : index
}

func.func @divisions(%n: index, %m: index) -> (index, index) {
  %0 = index.ceildivu %n, %m
  %1 = index.floordivs %n, %m
  return %0, %1 : index, index
}

func.func @compares(%a: index, %b: index) -> (i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp sle(%a, %b)
  %3 = index.cmp ugt(%a, %b)
  %4 = index.cmp uge(%a, %b)
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

func.func @sizes(%i: i32, %j: i64) -> (index, index, i1, index, index) {
  %0 = index.sizeof
  %1 = index.constant -1
  %2 = index.bool.constant true
  %3 = index.castu %i : i32 to index
  %4 = index.casts %j : i64 to index
  return %0, %1, %2, %3, %4 : index, index, i1, index, index
}

func.func @casts(%a: index) -> (i32, i64, i16) {
  %0 = index.casts %a : index to i32
  %1 = index.castu %a : index to i64
  %2 = index.castu %a : index to i16
  return %0, %1, %2 : i32, i64, i16
}

// mlir-opt 19's output:
// CHECK-LABEL: func.func @binary(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %2 = llvm.add %1, %0 : i64
// CHECK-NEXT:   %3 = llvm.sub %2, %0 : i64
// CHECK-NEXT:   %4 = llvm.mul %3, %0 : i64
// CHECK-NEXT:   %5 = llvm.sdiv %4, %0  : i64
// CHECK-NEXT:   %6 = llvm.udiv %5, %0  : i64
// CHECK-NEXT:   %7 = llvm.srem %6, %0  : i64
// CHECK-NEXT:   %8 = llvm.urem %7, %0  : i64
// CHECK-NEXT:   %9 = llvm.intr.smax(%8, %0)  : (i64, i64) -> i64
// CHECK-NEXT:   %10 = llvm.intr.umax(%9, %0)  : (i64, i64) -> i64
// CHECK-NEXT:   %11 = llvm.intr.smin(%10, %0)  : (i64, i64) -> i64
// CHECK-NEXT:   %12 = llvm.intr.umin(%11, %0)  : (i64, i64) -> i64
// CHECK-NEXT:   %13 = llvm.shl %12, %0 : i64
// CHECK-NEXT:   %14 = llvm.ashr %13, %0  : i64
// CHECK-NEXT:   %15 = llvm.lshr %14, %0  : i64
// CHECK-NEXT:   %16 = llvm.and %15, %0  : i64
// CHECK-NEXT:   %17 = llvm.or %16, %0  : i64
// CHECK-NEXT:   %18 = llvm.xor %17, %0  : i64
// CHECK-NEXT:   %19 = builtin.unrealized_conversion_cast %18 : i64 to index
// CHECK-NEXT:   return %19 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @divisions(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %4 = llvm.sub %1, %3 : i64
// CHECK-NEXT:   %5 = llvm.udiv %4, %0  : i64
// CHECK-NEXT:   %6 = llvm.add %5, %3 : i64
// CHECK-NEXT:   %7 = llvm.icmp "eq" %1, %2 : i64
// CHECK-NEXT:   %8 = llvm.select %7, %2, %6 : i1, i64
// CHECK-NEXT:   %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT:   %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %12 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:   %13 = llvm.icmp "slt" %0, %10 : i64
// CHECK-NEXT:   %14 = llvm.select %13, %11, %12 : i1, i64
// CHECK-NEXT:   %15 = llvm.sub %14, %1 : i64
// CHECK-NEXT:   %16 = llvm.sdiv %15, %0  : i64
// CHECK-NEXT:   %17 = llvm.sub %12, %16 : i64
// CHECK-NEXT:   %18 = llvm.sdiv %1, %0  : i64
// CHECK-NEXT:   %19 = llvm.icmp "slt" %1, %10 : i64
// CHECK-NEXT:   %20 = llvm.icmp "ne" %19, %13 : i1
// CHECK-NEXT:   %21 = llvm.icmp "ne" %1, %10 : i64
// CHECK-NEXT:   %22 = llvm.and %20, %21  : i1
// CHECK-NEXT:   %23 = llvm.select %22, %17, %18 : i1, i64
// CHECK-NEXT:   %24 = builtin.unrealized_conversion_cast %23 : i64 to index
// CHECK-NEXT:   return %9, %24 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compares(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %2 = llvm.icmp "eq" %1, %0 : i64
// CHECK-NEXT:   %3 = llvm.icmp "ne" %1, %0 : i64
// CHECK-NEXT:   %4 = llvm.icmp "sle" %1, %0 : i64
// CHECK-NEXT:   %5 = llvm.icmp "ugt" %1, %0 : i64
// CHECK-NEXT:   %6 = llvm.icmp "uge" %1, %0 : i64
// CHECK-NEXT:   return %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sizes(%arg0: i32, %arg1: i64) -> (index, index, i1, index, index) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:   %2 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:   %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %5 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// CHECK-NEXT:   return %1, %3, %4, %6, %7 : index, index, i1, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: index) -> (i32, i64, i16) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %1 = llvm.trunc %0 : i64 to i32
// CHECK-NEXT:   %2 = llvm.trunc %0 : i64 to i16
// CHECK-NEXT:   return %1, %0, %2 : i32, i64, i16
// CHECK-NEXT: }
