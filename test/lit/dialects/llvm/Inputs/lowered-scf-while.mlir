module {
  llvm.func @useb(i1) attributes {sym_visibility = "private"}
  llvm.func @use(i32) attributes {sym_visibility = "private"}
  llvm.func @cmp_cond(%arg0: i32, %arg1: i32) -> i32 {
    llvm.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    %1 = llvm.icmp "slt" %0, %arg1 : i32
    llvm.cond_br %1, ^bb2(%0 : i32), ^bb3
  ^bb2(%2: i32):  // pred: ^bb1
    %3 = llvm.icmp "slt" %2, %arg1 : i32
    %4 = llvm.icmp "sge" %2, %arg1 : i32
    %5 = llvm.icmp "sgt" %arg1, %2 : i32
    %6 = llvm.icmp "sle" %2, %arg1 : i32
    llvm.call @useb(%3) : (i1) -> ()
    llvm.call @useb(%4) : (i1) -> ()
    llvm.call @useb(%5) : (i1) -> ()
    llvm.call @useb(%6) : (i1) -> ()
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.add %2, %7 : i32
    llvm.br ^bb1(%8 : i32)
  ^bb3:  // pred: ^bb1
    llvm.return %0 : i32
  }
  llvm.func @cmp_cond_rhs(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
    llvm.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb4
    %1 = llvm.icmp "ult" %arg1, %0 : i32
    llvm.cond_br %1, ^bb2(%0 : i32), ^bb5
  ^bb2(%2: i32):  // pred: ^bb1
    %3 = llvm.icmp "ult" %arg1, %2 : i32
    llvm.call @useb(%3) : (i1) -> ()
    llvm.cond_br %arg2, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %4 = llvm.icmp "uge" %arg1, %2 : i32
    llvm.call @useb(%4) : (i1) -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.add %2, %5 : i32
    llvm.br ^bb1(%6 : i32)
  ^bb5:  // pred: ^bb1
    llvm.return %0 : i32
  }
  llvm.func @near_cmp_cond(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i1) -> i32 {
    llvm.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    %1 = llvm.icmp "slt" %0, %arg1 : i32
    llvm.cond_br %1, ^bb2(%0 : i32), ^bb3
  ^bb2(%2: i32):  // pred: ^bb1
    %3 = llvm.icmp "slt" %2, %arg2 : i32
    llvm.call @useb(%3) : (i1) -> ()
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.add %2, %4 : i32
    llvm.br ^bb1(%5 : i32)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4(%0 : i32)
  ^bb4(%6: i32):  // 2 preds: ^bb3, ^bb5
    %7 = llvm.icmp "slt" %6, %arg1 : i32
    %8 = llvm.and %7, %arg3  : i1
    llvm.cond_br %8, ^bb5(%6 : i32), ^bb6
  ^bb5(%9: i32):  // pred: ^bb4
    %10 = llvm.icmp "slt" %9, %arg1 : i32
    llvm.call @useb(%10) : (i1) -> ()
    %11 = llvm.mlir.constant(1 : i32) : i32
    %12 = llvm.add %9, %11 : i32
    llvm.br ^bb4(%12 : i32)
  ^bb6:  // pred: ^bb4
    llvm.return %6 : i32
  }
  llvm.func @unused_before_arg(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    llvm.br ^bb1(%arg0, %arg2 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.icmp "slt" %0, %arg1 : i32
    llvm.cond_br %2, ^bb2(%0 : i32), ^bb3
  ^bb2(%3: i32):  // pred: ^bb1
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.add %3, %4 : i32
    %6 = llvm.mul %3, %3 : i32
    llvm.br ^bb1(%5, %6 : i32, i32)
  ^bb3:  // pred: ^bb1
    llvm.return %0 : i32
  }
  llvm.func @near_unused_before_arg(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    llvm.br ^bb1(%arg0, %arg2 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.icmp "slt" %0, %arg1 : i32
    llvm.call @use(%1) : (i32) -> ()
    llvm.cond_br %2, ^bb2(%0 : i32), ^bb3
  ^bb2(%3: i32):  // pred: ^bb1
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.add %3, %4 : i32
    %6 = llvm.mul %3, %3 : i32
    llvm.br ^bb1(%5, %6 : i32, i32)
  ^bb3:  // pred: ^bb1
    llvm.return %0 : i32
  }
  llvm.func @align(%arg0: i32, %arg1: i32, %arg2: i32) -> !llvm.struct<(i32, i32)> {
    llvm.br ^bb1(%arg0, %arg1 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.icmp "slt" %0, %1 : i32
    llvm.cond_br %2, ^bb2(%1, %0 : i32, i32), ^bb3
  ^bb2(%3: i32, %4: i32):  // pred: ^bb1
    %5 = llvm.add %4, %arg2 : i32
    %6 = llvm.sub %3, %arg2 : i32
    llvm.br ^bb1(%5, %6 : i32, i32)
  ^bb3:  // pred: ^bb1
    %7 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %8 = llvm.insertvalue %1, %7[0] : !llvm.struct<(i32, i32)> 
    %9 = llvm.insertvalue %0, %8[1] : !llvm.struct<(i32, i32)> 
    llvm.return %9 : !llvm.struct<(i32, i32)>
  }
  llvm.func @align_rotate(%arg0: i32, %arg1: i64, %arg2: f32) -> !llvm.struct<(i32, i64, f32)> {
    llvm.br ^bb1(%arg0, %arg1, %arg2 : i32, i64, f32)
  ^bb1(%0: i32, %1: i64, %2: f32):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.sext %0 : i32 to i64
    %4 = llvm.icmp "slt" %3, %1 : i64
    llvm.cond_br %4, ^bb2(%2, %0, %1 : f32, i32, i64), ^bb3
  ^bb2(%5: f32, %6: i32, %7: i64):  // pred: ^bb1
    %8 = llvm.add %6, %6 : i32
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.fadd %5, %5  : f32
    llvm.br ^bb1(%8, %9, %10 : i32, i64, f32)
  ^bb3:  // pred: ^bb1
    %11 = llvm.mlir.undef : !llvm.struct<(i32, i64, f32)>
    %12 = llvm.insertvalue %0, %11[0] : !llvm.struct<(i32, i64, f32)> 
    %13 = llvm.insertvalue %1, %12[1] : !llvm.struct<(i32, i64, f32)> 
    %14 = llvm.insertvalue %2, %13[2] : !llvm.struct<(i32, i64, f32)> 
    llvm.return %14 : !llvm.struct<(i32, i64, f32)>
  }
  llvm.func @near_align(%arg0: i32, %arg1: i32, %arg2: i32) -> !llvm.struct<(i32, i32)> {
    llvm.br ^bb1(%arg0, %arg1 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.icmp "slt" %0, %1 : i32
    %3 = llvm.add %0, %arg2 : i32
    llvm.cond_br %2, ^bb2(%1, %3 : i32, i32), ^bb3
  ^bb2(%4: i32, %5: i32):  // pred: ^bb1
    %6 = llvm.add %5, %arg2 : i32
    %7 = llvm.sub %4, %arg2 : i32
    llvm.br ^bb1(%6, %7 : i32, i32)
  ^bb3:  // pred: ^bb1
    %8 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %9 = llvm.insertvalue %1, %8[0] : !llvm.struct<(i32, i32)> 
    %10 = llvm.insertvalue %3, %9[1] : !llvm.struct<(i32, i32)> 
    llvm.return %10 : !llvm.struct<(i32, i32)>
  }
  llvm.func @near_align_count(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    llvm.br ^bb1(%arg0, %arg1 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.icmp "slt" %0, %1 : i32
    llvm.call @use(%0) : (i32) -> ()
    llvm.cond_br %2, ^bb2(%1 : i32), ^bb3
  ^bb2(%3: i32):  // pred: ^bb1
    %4 = llvm.add %3, %arg2 : i32
    llvm.br ^bb1(%3, %4 : i32, i32)
  ^bb3:  // pred: ^bb1
    llvm.return %1 : i32
  }
}

