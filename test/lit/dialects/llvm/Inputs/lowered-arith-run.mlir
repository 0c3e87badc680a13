module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @print(%arg0: i64) {
    llvm.call @printI64(%arg0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @s16_olt_frac(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(4.400000e+00 : f32) : f32
    %1 = llvm.sitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "olt" %1, %0 : f32
    llvm.return %2 : i1
  }
  llvm.func @s16_oge_negfrac(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(-4.400000e+00 : f32) : f32
    %1 = llvm.sitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "oge" %1, %0 : f32
    llvm.return %2 : i1
  }
  llvm.func @s16_ole_negzero(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
    %1 = llvm.sitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "ole" %1, %0 : f32
    llvm.return %2 : i1
  }
  llvm.func @s16_une_frac(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(4.400000e+00 : f32) : f32
    %1 = llvm.sitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "une" %1, %0 : f32
    llvm.return %2 : i1
  }
  llvm.func @s16_oeq_max(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(3.276700e+04 : f32) : f32
    %1 = llvm.sitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "oeq" %1, %0 : f32
    llvm.return %2 : i1
  }
  llvm.func @s16_olt_above(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(3.276800e+04 : f32) : f32
    %1 = llvm.sitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "olt" %1, %0 : f32
    llvm.return %2 : i1
  }
  llvm.func @s16_ugt_below(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(-3.276850e+04 : f32) : f32
    %1 = llvm.sitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "ugt" %1, %0 : f32
    llvm.return %2 : i1
  }
  llvm.func @u16_ole_frac(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(4.400000e+00 : f32) : f32
    %1 = llvm.uitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "ole" %1, %0 : f32
    llvm.return %2 : i1
  }
  llvm.func @u16_ogt_neg(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(-5.000000e-01 : f32) : f32
    %1 = llvm.uitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "ogt" %1, %0 : f32
    llvm.return %2 : i1
  }
  llvm.func @u16_uge_max(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(6.553500e+04 : f32) : f32
    %1 = llvm.uitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "uge" %1, %0 : f32
    llvm.return %2 : i1
  }
  llvm.func @s16_f16_olt_small(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(1.000500e+03 : f16) : f16
    %1 = llvm.sitofp %arg0 : i16 to f16
    %2 = llvm.fcmp "olt" %1, %0 : f16
    llvm.return %2 : i1
  }
  llvm.func @s16_f16_olt_rounds(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(4.096000e+03 : f16) : f16
    %1 = llvm.sitofp %arg0 : i16 to f16
    %2 = llvm.fcmp "olt" %1, %0 : f16
    llvm.return %2 : i1
  }
  llvm.func @u16_f16_olt_inf(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(0x7C00 : f16) : f16
    %1 = llvm.uitofp %arg0 : i16 to f16
    %2 = llvm.fcmp "olt" %1, %0 : f16
    llvm.return %2 : i1
  }
  llvm.func @s16_f16_ult_inf(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(0x7C00 : f16) : f16
    %1 = llvm.sitofp %arg0 : i16 to f16
    %2 = llvm.fcmp "ult" %1, %0 : f16
    llvm.return %2 : i1
  }
  llvm.func @s16_bf16_ole_small(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(-1.005000e+02 : bf16) : bf16
    %1 = llvm.sitofp %arg0 : i16 to bf16
    %2 = llvm.fcmp "ole" %1, %0 : bf16
    llvm.return %2 : i1
  }
  llvm.func @s16_bf16_oge_rounds(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(3.000000e+02 : bf16) : bf16
    %1 = llvm.sitofp %arg0 : i16 to bf16
    %2 = llvm.fcmp "oge" %1, %0 : bf16
    llvm.return %2 : i1
  }
  llvm.func @u16_bf16_ogt_above(%arg0: i16) -> i1 {
    %0 = llvm.mlir.constant(9.994240e+05 : bf16) : bf16
    %1 = llvm.uitofp %arg0 : i16 to bf16
    %2 = llvm.fcmp "ogt" %1, %0 : bf16
    llvm.return %2 : i1
  }
  llvm.func @s8_f16_uno(%arg0: i8) -> i1 {
    %0 = llvm.mlir.constant(3.000000e+00 : f16) : f16
    %1 = llvm.sitofp %arg0 : i8 to f16
    %2 = llvm.fcmp "uno" %1, %0 : f16
    llvm.return %2 : i1
  }
  llvm.func @u8_bf16_ord(%arg0: i8) -> i1 {
    %0 = llvm.mlir.constant(3.000000e+00 : bf16) : bf16
    %1 = llvm.uitofp %arg0 : i8 to bf16
    %2 = llvm.fcmp "ord" %1, %0 : bf16
    llvm.return %2 : i1
  }
  llvm.func @s8_bf16_olt_frac(%arg0: i8) -> i1 {
    %0 = llvm.mlir.constant(-5.000000e-01 : bf16) : bf16
    %1 = llvm.sitofp %arg0 : i8 to bf16
    %2 = llvm.fcmp "olt" %1, %0 : bf16
    llvm.return %2 : i1
  }
  llvm.func @pick(%arg0: i1, %arg1: i64) -> i64 {
    %0 = ub.poison : i64
    llvm.return %arg1 : i64
  }
  llvm.func @count_i8(%arg0: !llvm.ptr) -> i64 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(256 : index) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^bb1(%0, %3 : i64, i64)
  ^bb1(%4: i64, %5: i64):  // 2 preds: ^bb0, ^bb2
    %6 = llvm.icmp "slt" %4, %2 : i64
    llvm.cond_br %6, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %7 = llvm.trunc %4 : i64 to i8
    %8 = llvm.call %arg0(%7) : !llvm.ptr, (i8) -> i1
    %9 = llvm.zext %8 : i1 to i64
    %10 = llvm.add %5, %9 : i64
    %11 = llvm.add %4, %1 : i64
    llvm.br ^bb1(%11, %10 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %5 : i64
  }
  llvm.func @count_i16(%arg0: !llvm.ptr) -> i64 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(65536 : index) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^bb1(%0, %3 : i64, i64)
  ^bb1(%4: i64, %5: i64):  // 2 preds: ^bb0, ^bb2
    %6 = llvm.icmp "slt" %4, %2 : i64
    llvm.cond_br %6, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %7 = llvm.trunc %4 : i64 to i16
    %8 = llvm.call %arg0(%7) : !llvm.ptr, (i16) -> i1
    %9 = llvm.zext %8 : i1 to i64
    %10 = llvm.add %5, %9 : i64
    %11 = llvm.add %4, %1 : i64
    llvm.br ^bb1(%11, %10 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %5 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(42 : i64) : i64
    %2 = llvm.call @pick(%0, %1) : (i1, i64) -> i64
    llvm.call @print(%2) : (i64) -> ()
    %3 = llvm.mlir.addressof @s16_olt_frac : !llvm.ptr
    %4 = llvm.call @count_i16(%3) : (!llvm.ptr) -> i64
    llvm.call @print(%4) : (i64) -> ()
    %5 = llvm.mlir.addressof @s16_oge_negfrac : !llvm.ptr
    %6 = llvm.call @count_i16(%5) : (!llvm.ptr) -> i64
    llvm.call @print(%6) : (i64) -> ()
    %7 = llvm.mlir.addressof @s16_ole_negzero : !llvm.ptr
    %8 = llvm.call @count_i16(%7) : (!llvm.ptr) -> i64
    llvm.call @print(%8) : (i64) -> ()
    %9 = llvm.mlir.addressof @s16_une_frac : !llvm.ptr
    %10 = llvm.call @count_i16(%9) : (!llvm.ptr) -> i64
    llvm.call @print(%10) : (i64) -> ()
    %11 = llvm.mlir.addressof @s16_oeq_max : !llvm.ptr
    %12 = llvm.call @count_i16(%11) : (!llvm.ptr) -> i64
    llvm.call @print(%12) : (i64) -> ()
    %13 = llvm.mlir.addressof @s16_olt_above : !llvm.ptr
    %14 = llvm.call @count_i16(%13) : (!llvm.ptr) -> i64
    llvm.call @print(%14) : (i64) -> ()
    %15 = llvm.mlir.addressof @s16_ugt_below : !llvm.ptr
    %16 = llvm.call @count_i16(%15) : (!llvm.ptr) -> i64
    llvm.call @print(%16) : (i64) -> ()
    %17 = llvm.mlir.addressof @u16_ole_frac : !llvm.ptr
    %18 = llvm.call @count_i16(%17) : (!llvm.ptr) -> i64
    llvm.call @print(%18) : (i64) -> ()
    %19 = llvm.mlir.addressof @u16_ogt_neg : !llvm.ptr
    %20 = llvm.call @count_i16(%19) : (!llvm.ptr) -> i64
    llvm.call @print(%20) : (i64) -> ()
    %21 = llvm.mlir.addressof @u16_uge_max : !llvm.ptr
    %22 = llvm.call @count_i16(%21) : (!llvm.ptr) -> i64
    llvm.call @print(%22) : (i64) -> ()
    %23 = llvm.mlir.addressof @s16_f16_olt_small : !llvm.ptr
    %24 = llvm.call @count_i16(%23) : (!llvm.ptr) -> i64
    llvm.call @print(%24) : (i64) -> ()
    %25 = llvm.mlir.addressof @s16_f16_olt_rounds : !llvm.ptr
    %26 = llvm.call @count_i16(%25) : (!llvm.ptr) -> i64
    llvm.call @print(%26) : (i64) -> ()
    %27 = llvm.mlir.addressof @u16_f16_olt_inf : !llvm.ptr
    %28 = llvm.call @count_i16(%27) : (!llvm.ptr) -> i64
    llvm.call @print(%28) : (i64) -> ()
    %29 = llvm.mlir.addressof @s16_f16_ult_inf : !llvm.ptr
    %30 = llvm.call @count_i16(%29) : (!llvm.ptr) -> i64
    llvm.call @print(%30) : (i64) -> ()
    %31 = llvm.mlir.addressof @s16_bf16_ole_small : !llvm.ptr
    %32 = llvm.call @count_i16(%31) : (!llvm.ptr) -> i64
    llvm.call @print(%32) : (i64) -> ()
    %33 = llvm.mlir.addressof @s16_bf16_oge_rounds : !llvm.ptr
    %34 = llvm.call @count_i16(%33) : (!llvm.ptr) -> i64
    llvm.call @print(%34) : (i64) -> ()
    %35 = llvm.mlir.addressof @u16_bf16_ogt_above : !llvm.ptr
    %36 = llvm.call @count_i16(%35) : (!llvm.ptr) -> i64
    llvm.call @print(%36) : (i64) -> ()
    %37 = llvm.mlir.addressof @s8_f16_uno : !llvm.ptr
    %38 = llvm.call @count_i8(%37) : (!llvm.ptr) -> i64
    llvm.call @print(%38) : (i64) -> ()
    %39 = llvm.mlir.addressof @u8_bf16_ord : !llvm.ptr
    %40 = llvm.call @count_i8(%39) : (!llvm.ptr) -> i64
    llvm.call @print(%40) : (i64) -> ()
    %41 = llvm.mlir.addressof @s8_bf16_olt_frac : !llvm.ptr
    %42 = llvm.call @count_i8(%41) : (!llvm.ptr) -> i64
    llvm.call @print(%42) : (i64) -> ()
    llvm.return
  }
}

