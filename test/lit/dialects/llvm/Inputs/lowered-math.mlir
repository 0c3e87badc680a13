module {
  llvm.func @exact_f16() -> !llvm.struct<(f16, f16, f16, f16, f16, f16, f16)> {
    %0 = llvm.mlir.constant(-2.500000e+00 : f16) : f16
    %1 = llvm.mlir.constant(1.000000e+00 : f16) : f16
    %2 = llvm.intr.fabs(%0)  : (f16) -> f16
    %3 = llvm.intr.ceil(%0)  : (f16) -> f16
    %4 = llvm.intr.floor(%0)  : (f16) -> f16
    %5 = llvm.intr.roundeven(%0)  : (f16) -> f16
    %6 = llvm.intr.copysign(%1, %0)  : (f16, f16) -> f16
    %7 = llvm.intr.round(%0)  : (f16) -> f16
    %8 = llvm.intr.trunc(%0)  : (f16) -> f16
    %9 = llvm.mlir.undef : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16)>
    %10 = llvm.insertvalue %2, %9[0] : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16)> 
    %11 = llvm.insertvalue %3, %10[1] : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16)> 
    %12 = llvm.insertvalue %4, %11[2] : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16)> 
    %13 = llvm.insertvalue %5, %12[3] : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16)> 
    %14 = llvm.insertvalue %6, %13[4] : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16)> 
    %15 = llvm.insertvalue %7, %14[5] : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16)> 
    %16 = llvm.insertvalue %8, %15[6] : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16)> 
    llvm.return %16 : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16)>
  }
}

// -----
module {
  llvm.func @exact_f32() -> !llvm.struct<(f32, f32, f32, bf16, f64)> {
    %0 = llvm.mlir.constant(-2.500000e+00 : f32) : f32
    %1 = llvm.mlir.constant(-2.500000e+00 : bf16) : bf16
    %2 = llvm.mlir.constant(-2.500000e-01 : f64) : f64
    %3 = llvm.intr.round(%0)  : (f32) -> f32
    %4 = llvm.intr.trunc(%0)  : (f32) -> f32
    %5 = llvm.intr.roundeven(%0)  : (f32) -> f32
    %6 = llvm.intr.fabs(%1)  : (bf16) -> bf16
    %7 = llvm.intr.ceil(%2)  : (f64) -> f64
    %8 = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, bf16, f64)>
    %9 = llvm.insertvalue %3, %8[0] : !llvm.struct<(f32, f32, f32, bf16, f64)> 
    %10 = llvm.insertvalue %4, %9[1] : !llvm.struct<(f32, f32, f32, bf16, f64)> 
    %11 = llvm.insertvalue %5, %10[2] : !llvm.struct<(f32, f32, f32, bf16, f64)> 
    %12 = llvm.insertvalue %6, %11[3] : !llvm.struct<(f32, f32, f32, bf16, f64)> 
    %13 = llvm.insertvalue %7, %12[4] : !llvm.struct<(f32, f32, f32, bf16, f64)> 
    llvm.return %13 : !llvm.struct<(f32, f32, f32, bf16, f64)>
  }
}

// -----
module {
  llvm.func @elementary_f32() -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> {
    %0 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %1 = llvm.intr.sin(%0)  : (f32) -> f32
    %2 = llvm.intr.cos(%0)  : (f32) -> f32
    %3 = llvm.mlir.constant(0.546302497 : f32) : f32
    %4 = llvm.mlir.constant(0.462117165 : f32) : f32
    %5 = llvm.mlir.constant(0.463647604 : f32) : f32
    %6 = llvm.intr.exp(%0)  : (f32) -> f32
    %7 = llvm.intr.exp2(%0)  : (f32) -> f32
    %8 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %9 = llvm.intr.exp(%0)  : (f32) -> f32
    %10 = llvm.fsub %9, %8  : f32
    %11 = llvm.intr.log(%0)  : (f32) -> f32
    %12 = llvm.intr.log2(%0)  : (f32) -> f32
    %13 = llvm.intr.log10(%0)  : (f32) -> f32
    %14 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %15 = llvm.fadd %14, %0  : f32
    %16 = llvm.intr.log(%15)  : (f32) -> f32
    %17 = llvm.intr.sqrt(%0)  : (f32) -> f32
    %18 = llvm.mlir.constant(0.520499885 : f32) : f32
    %19 = llvm.mlir.constant(1.04719758 : f32) : f32
    %20 = llvm.mlir.constant(0.52359879 : f32) : f32
    %21 = llvm.mlir.constant(1.12762594 : f32) : f32
    %22 = llvm.mlir.constant(0.521095276 : f32) : f32
    %23 = llvm.mlir.constant(0.549306154 : f32) : f32
    %24 = math.cbrt %0 : f32
    %25 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %26 = llvm.intr.sqrt(%0)  : (f32) -> f32
    %27 = llvm.fdiv %25, %26  : f32
    %28 = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %29 = llvm.insertvalue %1, %28[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %30 = llvm.insertvalue %2, %29[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %31 = llvm.insertvalue %3, %30[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %32 = llvm.insertvalue %4, %31[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %33 = llvm.insertvalue %5, %32[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %34 = llvm.insertvalue %6, %33[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %35 = llvm.insertvalue %7, %34[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %36 = llvm.insertvalue %10, %35[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %37 = llvm.insertvalue %11, %36[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %38 = llvm.insertvalue %12, %37[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %39 = llvm.insertvalue %13, %38[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %40 = llvm.insertvalue %16, %39[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %41 = llvm.insertvalue %17, %40[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %42 = llvm.insertvalue %18, %41[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %43 = llvm.insertvalue %19, %42[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %44 = llvm.insertvalue %20, %43[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %45 = llvm.insertvalue %21, %44[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %46 = llvm.insertvalue %22, %45[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %47 = llvm.insertvalue %23, %46[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %48 = llvm.insertvalue %24, %47[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %49 = llvm.insertvalue %27, %48[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    llvm.return %49 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  }
}

// -----
module {
  llvm.func @elementary_f64() -> !llvm.struct<(f64, f64, f64, f64)> {
    %0 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %1 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %2 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %3 = llvm.intr.sin(%0)  : (f64) -> f64
    %4 = llvm.intr.exp(%0)  : (f64) -> f64
    %5 = llvm.mlir.constant(0.96242365011920694 : f64) : f64
    %6 = llvm.mlir.constant(1.4436354751788103 : f64) : f64
    %7 = llvm.mlir.undef : !llvm.struct<(f64, f64, f64, f64)>
    %8 = llvm.insertvalue %3, %7[0] : !llvm.struct<(f64, f64, f64, f64)> 
    %9 = llvm.insertvalue %4, %8[1] : !llvm.struct<(f64, f64, f64, f64)> 
    %10 = llvm.insertvalue %5, %9[2] : !llvm.struct<(f64, f64, f64, f64)> 
    %11 = llvm.insertvalue %6, %10[3] : !llvm.struct<(f64, f64, f64, f64)> 
    llvm.return %11 : !llvm.struct<(f64, f64, f64, f64)>
  }
}

// -----
module {
  llvm.func @elementary_f16() -> !llvm.struct<(f16, f16, f16, bf16)> {
    %0 = llvm.mlir.constant(5.000000e-01 : f16) : f16
    %1 = llvm.mlir.constant(5.000000e-01 : bf16) : bf16
    %2 = llvm.intr.sin(%0)  : (f16) -> f16
    %3 = llvm.intr.exp(%0)  : (f16) -> f16
    %4 = llvm.intr.sqrt(%0)  : (f16) -> f16
    %5 = llvm.intr.log(%1)  : (bf16) -> bf16
    %6 = llvm.mlir.undef : !llvm.struct<(f16, f16, f16, bf16)>
    %7 = llvm.insertvalue %2, %6[0] : !llvm.struct<(f16, f16, f16, bf16)> 
    %8 = llvm.insertvalue %3, %7[1] : !llvm.struct<(f16, f16, f16, bf16)> 
    %9 = llvm.insertvalue %4, %8[2] : !llvm.struct<(f16, f16, f16, bf16)> 
    %10 = llvm.insertvalue %5, %9[3] : !llvm.struct<(f16, f16, f16, bf16)> 
    llvm.return %10 : !llvm.struct<(f16, f16, f16, bf16)>
  }
}

// -----
module {
  llvm.func @domain_error() -> f32 {
    %0 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    llvm.return %1 : f32
  }
}

// -----
module {
  llvm.func @log_sqrt_guards() -> !llvm.struct<(f64, f64, f64, f64, f64, f64, f64)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
    %2 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %3 = llvm.mlir.constant(-4.000000e+00 : f64) : f64
    %4 = llvm.mlir.constant(0xFFF8000000000000 : f64) : f64
    %5 = llvm.intr.log(%0)  : (f64) -> f64
    %6 = llvm.intr.sqrt(%0)  : (f64) -> f64
    %7 = llvm.intr.log2(%1)  : (f64) -> f64
    %8 = llvm.intr.log(%2)  : (f64) -> f64
    %9 = llvm.intr.log2(%3)  : (f64) -> f64
    %10 = llvm.intr.log10(%4)  : (f64) -> f64
    %11 = llvm.intr.sqrt(%3)  : (f64) -> f64
    %12 = llvm.mlir.undef : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64)>
    %13 = llvm.insertvalue %5, %12[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64)> 
    %14 = llvm.insertvalue %6, %13[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64)> 
    %15 = llvm.insertvalue %7, %14[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64)> 
    %16 = llvm.insertvalue %8, %15[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64)> 
    %17 = llvm.insertvalue %9, %16[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64)> 
    %18 = llvm.insertvalue %10, %17[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64)> 
    %19 = llvm.insertvalue %11, %18[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64)> 
    llvm.return %19 : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64)>
  }
}

// -----
module {
  llvm.func @log1p_guard() -> !llvm.struct<(f32, f32, f32)> {
    %0 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(-5.000000e-01 : f32) : f32
    %2 = llvm.mlir.constant(-2.000000e+00 : f32) : f32
    %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %4 = llvm.fadd %3, %0  : f32
    %5 = llvm.intr.log(%4)  : (f32) -> f32
    %6 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %7 = llvm.fadd %6, %1  : f32
    %8 = llvm.intr.log(%7)  : (f32) -> f32
    %9 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %10 = llvm.fadd %9, %2  : f32
    %11 = llvm.intr.log(%10)  : (f32) -> f32
    %12 = llvm.mlir.undef : !llvm.struct<(f32, f32, f32)>
    %13 = llvm.insertvalue %5, %12[0] : !llvm.struct<(f32, f32, f32)> 
    %14 = llvm.insertvalue %8, %13[1] : !llvm.struct<(f32, f32, f32)> 
    %15 = llvm.insertvalue %11, %14[2] : !llvm.struct<(f32, f32, f32)> 
    llvm.return %15 : !llvm.struct<(f32, f32, f32)>
  }
}

// -----
module {
  llvm.func @binary() -> !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)> {
    %0 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %1 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(-2.000000e+00 : f32) : f32
    %3 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %4 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %5 = llvm.mlir.constant(1.500000e+00 : bf16) : bf16
    %6 = llvm.mlir.constant(-0.000000e+00 : bf16) : bf16
    %7 = llvm.mlir.constant(1.500000e+00 : f16) : f16
    %8 = llvm.mlir.constant(2.000000e+00 : f16) : f16
    %9 = llvm.mlir.constant(3 : i32) : i32
    %10 = llvm.mlir.constant(0.643501102 : f32) : f32
    %11 = llvm.intr.pow(%0, %2)  : (f32, f32) -> f32
    %12 = llvm.intr.pow(%3, %4)  : (f64, f64) -> f64
    %13 = llvm.intr.copysign(%5, %6)  : (bf16, bf16) -> bf16
    %14 = math.atan2 %7, %8 : f16
    %15 = llvm.intr.pow(%7, %8)  : (f16, f16) -> f16
    %16 = llvm.intr.fma(%0, %0, %0)  : (f32, f32, f32) -> f32
    %17 = llvm.intr.powi(%0, %9)  : (f32, i32) -> f32
    %18 = llvm.mlir.undef : !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)>
    %19 = llvm.insertvalue %10, %18[0] : !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)> 
    %20 = llvm.insertvalue %11, %19[1] : !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)> 
    %21 = llvm.insertvalue %12, %20[2] : !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)> 
    %22 = llvm.insertvalue %13, %21[3] : !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)> 
    %23 = llvm.insertvalue %14, %22[4] : !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)> 
    %24 = llvm.insertvalue %15, %23[5] : !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)> 
    %25 = llvm.insertvalue %16, %24[6] : !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)> 
    %26 = llvm.insertvalue %17, %25[7] : !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)> 
    llvm.return %26 : !llvm.struct<(f32, f32, f64, bf16, f16, f16, f32, f32)>
  }
}

// -----
module {
  llvm.func @integer() -> !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)> {
    %0 = llvm.mlir.constant(-128 : i8) : i8
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.constant(8 : i64) : i64
    %3 = llvm.mlir.constant(-1 : i64) : i64
    %4 = llvm.mlir.constant(-5 : i32) : i32
    %5 = llvm.mlir.constant(3 : i32) : i32
    %6 = llvm.mlir.constant(-3 : i32) : i32
    %7 = llvm.mlir.constant(-1 : i32) : i32
    %8 = llvm.mlir.constant(2 : i32) : i32
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.mlir.constant(-5 : i16) : i16
    %11 = "llvm.intr.abs"(%0) <{is_int_min_poison = false}> : (i8) -> i8
    %12 = "llvm.intr.ctlz"(%1) <{is_zero_poison = false}> : (i8) -> i8
    %13 = "llvm.intr.cttz"(%2) <{is_zero_poison = false}> : (i64) -> i64
    %14 = llvm.intr.ctpop(%3)  : (i64) -> i64
    %15 = llvm.mlir.constant(-125 : i32) : i32
    %16 = llvm.mlir.constant(-1 : i32) : i32
    %17 = llvm.mlir.constant(0 : i32) : i32
    %18 = "llvm.intr.abs"(%10) <{is_int_min_poison = false}> : (i16) -> i16
    %19 = math.ipowi %9, %6 : i32
    %20 = llvm.mlir.undef : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)>
    %21 = llvm.insertvalue %11, %20[0] : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)> 
    %22 = llvm.insertvalue %12, %21[1] : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)> 
    %23 = llvm.insertvalue %13, %22[2] : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)> 
    %24 = llvm.insertvalue %14, %23[3] : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)> 
    %25 = llvm.insertvalue %15, %24[4] : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)> 
    %26 = llvm.insertvalue %16, %25[5] : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)> 
    %27 = llvm.insertvalue %17, %26[6] : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)> 
    %28 = llvm.insertvalue %18, %27[7] : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)> 
    %29 = llvm.insertvalue %19, %28[8] : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)> 
    llvm.return %29 : !llvm.struct<(i8, i8, i64, i64, i32, i32, i32, i16, i32)>
  }
}

// -----
module {
  func.func @elementwise() -> (vector<2xf32>, vector<2xf32>, vector<2xi32>, vector<2xi32>, tensor<4x4xf32>, vector<2xf32>) {
    %0 = llvm.mlir.constant(dense<[1.000000e+00, -2.000000e+00]> : vector<2xf32>) : vector<2xf32>
    %1 = llvm.mlir.constant(dense<[3, -4]> : vector<2xi32>) : vector<2xi32>
    %cst = arith.constant dense<1.500000e+00> : tensor<4x4xf32>
    %2 = llvm.intr.sin(%0)  : (vector<2xf32>) -> vector<2xf32>
    %3 = llvm.intr.fabs(%0)  : (vector<2xf32>) -> vector<2xf32>
    %4 = "llvm.intr.ctlz"(%1) <{is_zero_poison = false}> : (vector<2xi32>) -> vector<2xi32>
    %5 = llvm.mlir.constant(dense<[27, 0]> : vector<2xi32>) : vector<2xi32>
    %6 = math.floor %cst : tensor<4x4xf32>
    %7 = llvm.intr.sqrt(%0)  : (vector<2xf32>) -> vector<2xf32>
    return %2, %3, %4, %5, %6, %7 : vector<2xf32>, vector<2xf32>, vector<2xi32>, vector<2xi32>, tensor<4x4xf32>, vector<2xf32>
  }
}

// -----
module {
  llvm.func @fastmath() -> f32 {
    %0 = llvm.mlir.constant(0x7F800000 : f32) : f32
    %1 = llvm.intr.exp(%0)  {fastmathFlags = #llvm.fastmath<ninf>} : (f32) -> f32
    llvm.return %1 : f32
  }
}

// -----
module {
  llvm.func @not_constant(%arg0: f32, %arg1: i32) -> !llvm.struct<(f32, i32, f32)> {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %2 = llvm.intr.fabs(%arg0)  : (f32) -> f32
    %3 = llvm.intr.fabs(%2)  : (f32) -> f32
    %4 = math.ipowi %arg1, %0 : i32
    %5 = llvm.intr.pow(%arg0, %1)  : (f32, f32) -> f32
    %6 = llvm.mlir.undef : !llvm.struct<(f32, i32, f32)>
    %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(f32, i32, f32)> 
    %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(f32, i32, f32)> 
    %9 = llvm.insertvalue %5, %8[2] : !llvm.struct<(f32, i32, f32)> 
    llvm.return %9 : !llvm.struct<(f32, i32, f32)>
  }
}

