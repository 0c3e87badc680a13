module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @sumOfSquares(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^bb1(%0, %2 : i64, i64)
  ^bb1(%3: i64, %4: i64):  // 2 preds: ^bb0, ^bb2
    %5 = llvm.icmp "slt" %3, %arg0 : i64
    llvm.cond_br %5, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %6 = llvm.mul %3, %3 : i64
    %7 = llvm.add %4, %6 : i64
    %8 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%8, %7 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %4 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1000 : index) : i64
    %1 = llvm.call @sumOfSquares(%0) : (i64) -> i64
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

