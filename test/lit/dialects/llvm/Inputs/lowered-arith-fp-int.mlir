module {
  llvm.func @signed_positive_fraction(%arg0: i16) -> !llvm.struct<(i1, i1, i1, i1)> {
    %0 = llvm.mlir.constant(4.400000e+00 : f32) : f32
    %1 = llvm.sitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "olt" %1, %0 : f32
    %3 = llvm.fcmp "ule" %1, %0 : f32
    %4 = llvm.fcmp "ogt" %1, %0 : f32
    %5 = llvm.fcmp "uge" %1, %0 : f32
    %6 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1, i1)>
    %7 = llvm.insertvalue %2, %6[0] : !llvm.struct<(i1, i1, i1, i1)> 
    %8 = llvm.insertvalue %3, %7[1] : !llvm.struct<(i1, i1, i1, i1)> 
    %9 = llvm.insertvalue %4, %8[2] : !llvm.struct<(i1, i1, i1, i1)> 
    %10 = llvm.insertvalue %5, %9[3] : !llvm.struct<(i1, i1, i1, i1)> 
    llvm.return %10 : !llvm.struct<(i1, i1, i1, i1)>
  }
}

// -----
module {
  llvm.func @signed_negative_fraction(%arg0: i16) -> !llvm.struct<(i1, i1, i1, i1)> {
    %0 = llvm.mlir.constant(-4.400000e+00 : f32) : f32
    %1 = llvm.sitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "ult" %1, %0 : f32
    %3 = llvm.fcmp "ole" %1, %0 : f32
    %4 = llvm.fcmp "ugt" %1, %0 : f32
    %5 = llvm.fcmp "oge" %1, %0 : f32
    %6 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1, i1)>
    %7 = llvm.insertvalue %2, %6[0] : !llvm.struct<(i1, i1, i1, i1)> 
    %8 = llvm.insertvalue %3, %7[1] : !llvm.struct<(i1, i1, i1, i1)> 
    %9 = llvm.insertvalue %4, %8[2] : !llvm.struct<(i1, i1, i1, i1)> 
    %10 = llvm.insertvalue %5, %9[3] : !llvm.struct<(i1, i1, i1, i1)> 
    llvm.return %10 : !llvm.struct<(i1, i1, i1, i1)>
  }
}

// -----
module {
  llvm.func @signed_equality(%arg0: i16) -> !llvm.struct<(i1, i1, i1, i1, i1)> {
    %0 = llvm.mlir.constant(4.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(4.400000e+00 : f32) : f32
    %3 = llvm.sitofp %arg0 : i16 to f32
    %4 = llvm.fcmp "ueq" %3, %0 : f32
    %5 = llvm.fcmp "one" %3, %0 : f32
    %6 = llvm.fcmp "ole" %3, %1 : f32
    %7 = llvm.fcmp "oeq" %3, %2 : f32
    %8 = llvm.fcmp "une" %3, %2 : f32
    %9 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1, i1, i1)>
    %10 = llvm.insertvalue %4, %9[0] : !llvm.struct<(i1, i1, i1, i1, i1)> 
    %11 = llvm.insertvalue %5, %10[1] : !llvm.struct<(i1, i1, i1, i1, i1)> 
    %12 = llvm.insertvalue %6, %11[2] : !llvm.struct<(i1, i1, i1, i1, i1)> 
    %13 = llvm.insertvalue %7, %12[3] : !llvm.struct<(i1, i1, i1, i1, i1)> 
    %14 = llvm.insertvalue %8, %13[4] : !llvm.struct<(i1, i1, i1, i1, i1)> 
    llvm.return %14 : !llvm.struct<(i1, i1, i1, i1, i1)>
  }
}

// -----
module {
  llvm.func @ordered(%arg0: i16) -> !llvm.struct<(i1, i1)> {
    %0 = llvm.mlir.constant(4.000000e+00 : f32) : f32
    %1 = llvm.sitofp %arg0 : i16 to f32
    %2 = llvm.fcmp "ord" %1, %0 : f32
    %3 = llvm.fcmp "uno" %1, %0 : f32
    %4 = llvm.mlir.undef : !llvm.struct<(i1, i1)>
    %5 = llvm.insertvalue %2, %4[0] : !llvm.struct<(i1, i1)> 
    %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(i1, i1)> 
    llvm.return %6 : !llvm.struct<(i1, i1)>
  }
}

// -----
module {
  llvm.func @signed_out_of_range(%arg0: i16) -> !llvm.struct<(i1, i1, i1, i1, i1, i1)> {
    %0 = llvm.mlir.constant(3.276800e+04 : f32) : f32
    %1 = llvm.mlir.constant(-3.276850e+04 : f32) : f32
    %2 = llvm.mlir.constant(0x7F800000 : f32) : f32
    %3 = llvm.sitofp %arg0 : i16 to f32
    %4 = llvm.fcmp "olt" %3, %0 : f32
    %5 = llvm.fcmp "oeq" %3, %0 : f32
    %6 = llvm.fcmp "ole" %3, %1 : f32
    %7 = llvm.fcmp "une" %3, %1 : f32
    %8 = llvm.fcmp "ult" %3, %2 : f32
    %9 = llvm.fcmp "ogt" %3, %2 : f32
    %10 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1, i1, i1, i1)>
    %11 = llvm.insertvalue %4, %10[0] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    %12 = llvm.insertvalue %5, %11[1] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    %13 = llvm.insertvalue %6, %12[2] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    %14 = llvm.insertvalue %7, %13[3] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    %15 = llvm.insertvalue %8, %14[4] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    %16 = llvm.insertvalue %9, %15[5] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    llvm.return %16 : !llvm.struct<(i1, i1, i1, i1, i1, i1)>
  }
}

// -----
module {
  llvm.func @signed_bounds(%arg0: i16) -> !llvm.struct<(i1, i1)> {
    %0 = llvm.mlir.constant(3.276700e+04 : f32) : f32
    %1 = llvm.mlir.constant(-3.276800e+04 : f32) : f32
    %2 = llvm.sitofp %arg0 : i16 to f32
    %3 = llvm.fcmp "ole" %2, %0 : f32
    %4 = llvm.fcmp "oge" %2, %1 : f32
    %5 = llvm.mlir.undef : !llvm.struct<(i1, i1)>
    %6 = llvm.insertvalue %3, %5[0] : !llvm.struct<(i1, i1)> 
    %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(i1, i1)> 
    llvm.return %7 : !llvm.struct<(i1, i1)>
  }
}

// -----
module {
  llvm.func @unsigned(%arg0: i16) -> !llvm.struct<(i1, i1, i1, i1, i1, i1)> {
    %0 = llvm.mlir.constant(4.400000e+00 : f32) : f32
    %1 = llvm.mlir.constant(-5.000000e-01 : f32) : f32
    %2 = llvm.mlir.constant(6.553500e+04 : f32) : f32
    %3 = llvm.uitofp %arg0 : i16 to f32
    %4 = llvm.fcmp "olt" %3, %0 : f32
    %5 = llvm.fcmp "oge" %3, %0 : f32
    %6 = llvm.fcmp "ole" %3, %1 : f32
    %7 = llvm.fcmp "ugt" %3, %1 : f32
    %8 = llvm.fcmp "oeq" %3, %2 : f32
    %9 = llvm.fcmp "ogt" %3, %2 : f32
    %10 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1, i1, i1, i1)>
    %11 = llvm.insertvalue %4, %10[0] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    %12 = llvm.insertvalue %5, %11[1] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    %13 = llvm.insertvalue %6, %12[2] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    %14 = llvm.insertvalue %7, %13[3] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    %15 = llvm.insertvalue %8, %14[4] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    %16 = llvm.insertvalue %9, %15[5] : !llvm.struct<(i1, i1, i1, i1, i1, i1)> 
    llvm.return %16 : !llvm.struct<(i1, i1, i1, i1, i1, i1)>
  }
}

// -----
module {
  llvm.func @lossy_decided(%arg0: i32) -> !llvm.struct<(i1, i1)> {
    %0 = llvm.mlir.constant(0x4B7FFFFF : f32) : f32
    %1 = llvm.mlir.constant(1.000000e+10 : f32) : f32
    %2 = llvm.sitofp %arg0 : i32 to f32
    %3 = llvm.fcmp "olt" %2, %0 : f32
    %4 = llvm.fcmp "olt" %2, %1 : f32
    %5 = llvm.mlir.undef : !llvm.struct<(i1, i1)>
    %6 = llvm.insertvalue %3, %5[0] : !llvm.struct<(i1, i1)> 
    %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(i1, i1)> 
    llvm.return %7 : !llvm.struct<(i1, i1)>
  }
}

// -----
module {
  llvm.func @lossy_rounds(%arg0: i32) -> i1 {
    %0 = llvm.mlir.constant(0x4B800001 : f32) : f32
    %1 = llvm.sitofp %arg0 : i32 to f32
    %2 = llvm.fcmp "olt" %1, %0 : f32
    llvm.return %2 : i1
  }
}

// -----
module {
  llvm.func @lossy_infinity(%arg0: i16) -> !llvm.struct<(i1, i1)> {
    %0 = llvm.mlir.constant(0x7C00 : f16) : f16
    %1 = llvm.uitofp %arg0 : i16 to f16
    %2 = llvm.sitofp %arg0 : i16 to f16
    %3 = llvm.fcmp "olt" %1, %0 : f16
    %4 = llvm.fcmp "olt" %2, %0 : f16
    %5 = llvm.mlir.undef : !llvm.struct<(i1, i1)>
    %6 = llvm.insertvalue %3, %5[0] : !llvm.struct<(i1, i1)> 
    %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(i1, i1)> 
    llvm.return %7 : !llvm.struct<(i1, i1)>
  }
}

// -----
module {
  llvm.func @bool(%arg0: i1) -> !llvm.struct<(i1, i1)> {
    %0 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
    %1 = llvm.mlir.constant(-1.000000e+00 : bf16) : bf16
    %2 = llvm.sitofp %arg0 : i1 to bf16
    %3 = llvm.fcmp "oeq" %2, %0 : bf16
    %4 = llvm.fcmp "oeq" %2, %1 : bf16
    %5 = llvm.mlir.undef : !llvm.struct<(i1, i1)>
    %6 = llvm.insertvalue %3, %5[0] : !llvm.struct<(i1, i1)> 
    %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(i1, i1)> 
    llvm.return %7 : !llvm.struct<(i1, i1)>
  }
}

// -----
module {
  llvm.func @not_matched(%arg0: vector<2xi16>, %arg1: i16, %arg2: f16) -> !llvm.struct<(vector<2xi1>, i1, i1)> {
    %0 = llvm.mlir.constant(dense<4.400000e+00> : vector<2xf32>) : vector<2xf32>
    %1 = llvm.mlir.constant(4.400000e+00 : f32) : f32
    %2 = llvm.sitofp %arg0 : vector<2xi16> to vector<2xf32>
    %3 = llvm.fcmp "olt" %2, %0 : vector<2xf32>
    %4 = llvm.sitofp %arg1 : i16 to f32
    %5 = llvm.fcmp "olt" %1, %4 : f32
    %6 = llvm.fpext %arg2 : f16 to f32
    %7 = llvm.fcmp "olt" %6, %1 : f32
    %8 = llvm.mlir.undef : !llvm.struct<(vector<2xi1>, i1, i1)>
    %9 = llvm.insertvalue %3, %8[0] : !llvm.struct<(vector<2xi1>, i1, i1)> 
    %10 = llvm.insertvalue %5, %9[1] : !llvm.struct<(vector<2xi1>, i1, i1)> 
    %11 = llvm.insertvalue %7, %10[2] : !llvm.struct<(vector<2xi1>, i1, i1)> 
    llvm.return %11 : !llvm.struct<(vector<2xi1>, i1, i1)>
  }
}

