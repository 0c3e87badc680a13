module {
  llvm.func @binary(%arg0: i64, %arg1: i64) {
    %0 = llvm.add %arg0, %arg1 : i64
    %1 = llvm.sub %arg0, %arg1 : i64
    %2 = llvm.mul %arg0, %arg1 : i64
    %3 = llvm.sdiv %arg0, %arg1  : i64
    %4 = llvm.udiv %arg0, %arg1  : i64
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.constant(1 : i64) : i64
    %7 = llvm.mlir.constant(-1 : i64) : i64
    %8 = llvm.icmp "sgt" %arg1, %5 : i64
    %9 = llvm.select %8, %7, %6 : i1, i64
    %10 = llvm.add %arg0, %9 : i64
    %11 = llvm.sdiv %10, %arg1  : i64
    %12 = llvm.add %11, %6 : i64
    %13 = llvm.sub %5, %arg0 : i64
    %14 = llvm.sdiv %13, %arg1  : i64
    %15 = llvm.sub %5, %14 : i64
    %16 = llvm.icmp "sgt" %arg0, %5 : i64
    %17 = llvm.icmp "eq" %16, %8 : i1
    %18 = llvm.icmp "ne" %arg0, %5 : i64
    %19 = llvm.and %17, %18  : i1
    %20 = llvm.select %19, %12, %15 : i1, i64
    %21 = llvm.mlir.constant(0 : i64) : i64
    %22 = llvm.mlir.constant(1 : i64) : i64
    %23 = llvm.sub %arg0, %22 : i64
    %24 = llvm.udiv %23, %arg1  : i64
    %25 = llvm.add %24, %22 : i64
    %26 = llvm.icmp "eq" %arg0, %21 : i64
    %27 = llvm.select %26, %21, %25 : i1, i64
    %28 = llvm.mlir.constant(0 : i64) : i64
    %29 = llvm.mlir.constant(1 : i64) : i64
    %30 = llvm.mlir.constant(-1 : i64) : i64
    %31 = llvm.icmp "slt" %arg1, %28 : i64
    %32 = llvm.select %31, %29, %30 : i1, i64
    %33 = llvm.sub %32, %arg0 : i64
    %34 = llvm.sdiv %33, %arg1  : i64
    %35 = llvm.sub %30, %34 : i64
    %36 = llvm.sdiv %arg0, %arg1  : i64
    %37 = llvm.icmp "slt" %arg0, %28 : i64
    %38 = llvm.icmp "ne" %37, %31 : i1
    %39 = llvm.icmp "ne" %arg0, %28 : i64
    %40 = llvm.and %38, %39  : i1
    %41 = llvm.select %40, %35, %36 : i1, i64
    %42 = llvm.srem %arg0, %arg1  : i64
    %43 = llvm.urem %arg0, %arg1  : i64
    %44 = llvm.intr.smax(%arg0, %arg1)  : (i64, i64) -> i64
    %45 = llvm.intr.umax(%arg0, %arg1)  : (i64, i64) -> i64
    %46 = llvm.intr.smin(%arg0, %arg1)  : (i64, i64) -> i64
    %47 = llvm.intr.umin(%arg0, %arg1)  : (i64, i64) -> i64
    %48 = llvm.shl %arg0, %arg1 : i64
    %49 = llvm.ashr %arg0, %arg1  : i64
    %50 = llvm.lshr %arg0, %arg1  : i64
    %51 = llvm.and %arg0, %arg1  : i64
    %52 = llvm.or %arg0, %arg1  : i64
    %53 = llvm.xor %arg0, %arg1  : i64
    %54 = llvm.add %arg0, %arg1 {tag = 1 : i32} : i64
    llvm.return
  }
  llvm.func @constants() -> !llvm.struct<(i64, i64, i64, i64, i1, i1)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(-5 : i64) : i64
    %2 = llvm.mlir.constant(42 : i64) : i64
    %3 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %4 = llvm.mlir.constant(true) : i1
    %5 = llvm.mlir.constant(false) : i1
    %6 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64, i64, i1, i1)>
    %7 = llvm.insertvalue %0, %6[0] : !llvm.struct<(i64, i64, i64, i64, i1, i1)> 
    %8 = llvm.insertvalue %1, %7[1] : !llvm.struct<(i64, i64, i64, i64, i1, i1)> 
    %9 = llvm.insertvalue %2, %8[2] : !llvm.struct<(i64, i64, i64, i64, i1, i1)> 
    %10 = llvm.insertvalue %3, %9[3] : !llvm.struct<(i64, i64, i64, i64, i1, i1)> 
    %11 = llvm.insertvalue %4, %10[4] : !llvm.struct<(i64, i64, i64, i64, i1, i1)> 
    %12 = llvm.insertvalue %5, %11[5] : !llvm.struct<(i64, i64, i64, i64, i1, i1)> 
    llvm.return %12 : !llvm.struct<(i64, i64, i64, i64, i1, i1)>
  }
  llvm.func @casts_and_sizeof(%arg0: i64, %arg1: i32, %arg2: i64) {
    %0 = llvm.trunc %arg0 : i64 to i32
    %1 = llvm.sext %arg1 : i32 to i64
    %2 = llvm.trunc %arg0 : i64 to i1
    %3 = llvm.mlir.constant(64 : i64) : i64
    %4 = llvm.mlir.constant(64 : i64) : i64
    llvm.return
  }
  llvm.func @cmp(%arg0: i64, %arg1: i64) {
    %0 = llvm.icmp "eq" %arg0, %arg1 : i64
    %1 = llvm.icmp "ne" %arg0, %arg1 : i64
    %2 = llvm.icmp "slt" %arg0, %arg1 : i64
    %3 = llvm.icmp "sle" %arg0, %arg1 : i64
    %4 = llvm.icmp "sgt" %arg0, %arg1 : i64
    %5 = llvm.icmp "sge" %arg0, %arg1 : i64
    %6 = llvm.icmp "ult" %arg0, %arg1 : i64
    %7 = llvm.icmp "ule" %arg0, %arg1 : i64
    %8 = llvm.icmp "ugt" %arg0, %arg1 : i64
    %9 = llvm.icmp "uge" %arg0, %arg1 : i64
    %10 = llvm.mlir.constant(64 : i64) : i64
    llvm.return
  }
  llvm.func @generic_input(%arg0: i64) {
    %0 = llvm.mlir.constant(7 : i64) : i64
    %1 = llvm.mlir.constant(false) : i1
    llvm.return
  }
}

