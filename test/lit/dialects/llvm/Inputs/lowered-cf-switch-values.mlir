module {
  llvm.func @wide_cases(%arg0: i64) {
    llvm.switch %arg0 : i64, ^bb1 [
      18446744073709551615: ^bb1,
      9223372036854775808: ^bb1,
      9223372036854775807: ^bb1,
      18446744073709551614: ^bb1
    ]
  ^bb1:  // 5 preds: ^bb0, ^bb0, ^bb0, ^bb0, ^bb0
    llvm.return
  }
}

