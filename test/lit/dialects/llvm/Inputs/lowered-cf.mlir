module {
  llvm.func @br_merge(%arg0: i32) -> i32 {
    llvm.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = llvm.add %0, %0 : i32
    llvm.return %1 : i32
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @br_no_merge(%arg0: i1, %arg1: i32, %arg2: i32) {
    llvm.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
  ^bb1:  // pred: ^bb0
    llvm.call @sink(%arg2) : (i32) -> ()
    llvm.br ^bb2(%arg2 : i32)
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    llvm.call @sink(%0) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @br_passthrough(%arg0: i1, %arg1: i32, %arg2: i32) {
    llvm.cond_br %arg0, ^bb1, ^bb3(%arg1 : i32)
  ^bb1:  // pred: ^bb0
    llvm.call @sink(%arg1) : (i32) -> ()
    llvm.br ^bb2(%arg2 : i32)
  ^bb2(%0: i32):  // pred: ^bb1
    llvm.br ^bb3(%0 : i32)
  ^bb3(%1: i32):  // 3 preds: ^bb0, ^bb2, ^bb3
    llvm.call @sink(%1) : (i32) -> ()
    llvm.br ^bb3(%1 : i32)
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @br_self_loop(%arg0: i1, %arg1: i32) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // 2 preds: ^bb0, ^bb1
    llvm.br ^bb1
  ^bb2:  // pred: ^bb0
    llvm.call @sink(%arg1) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @cond_br_const(%arg0: i32, %arg1: i32) {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(false) : i1
    llvm.cond_br %0, ^bb1(%arg0 : i32), ^bb2(%arg1 : i32)
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb1
    llvm.call @sink(%2) : (i32) -> ()
    llvm.cond_br %1, ^bb1(%2 : i32), ^bb2(%arg1 : i32)
  ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
    llvm.call @sink(%3) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @cond_br_same(%arg0: i1, %arg1: i32) {
    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    llvm.call @sink(%0) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @cond_br_same_select(%arg0: i1, %arg1: i32, %arg2: i32) {
    llvm.cond_br %arg0, ^bb1(%arg1, %arg1 : i32, i32), ^bb1(%arg2, %arg1 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
    llvm.call @sink(%0) : (i32) -> ()
    llvm.call @sink(%1) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @cond_br_same_other_pred(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) {
    llvm.cond_br %arg1, ^bb1, ^bb2(%arg3 : i32)
  ^bb1:  // pred: ^bb0
    llvm.call @sink(%arg2) : (i32) -> ()
    llvm.cond_br %arg0, ^bb2(%arg2 : i32), ^bb2(%arg3 : i32)
  ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
    llvm.call @sink(%0) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @cond_br_passthrough(%arg0: i1, %arg1: i32, %arg2: i32) {
    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    llvm.br ^bb3(%0 : i32)
  ^bb2:  // pred: ^bb0
    llvm.br ^bb4(%arg2 : i32)
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb4
    llvm.call @sink(%1) : (i32) -> ()
    llvm.return
  ^bb4(%2: i32):  // pred: ^bb2
    llvm.call @sink(%2) : (i32) -> ()
    llvm.br ^bb3(%2 : i32)
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @cond_br_not_passthrough(%arg0: i1, %arg1: i32, %arg2: i32) {
    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    llvm.call @sink(%0) : (i32) -> ()
    llvm.br ^bb2(%0 : i32)
  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
    llvm.call @sink(%1) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @cond_br_same_cond(%arg0: i1, %arg1: i32, %arg2: i32) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call @sink(%arg1) : (i32) -> ()
    llvm.cond_br %arg0, ^bb3(%arg1 : i32), ^bb4
  ^bb2:  // pred: ^bb0
    llvm.call @sink(%arg2) : (i32) -> ()
    llvm.cond_br %arg0, ^bb3(%arg2 : i32), ^bb4
  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
    llvm.call @sink(%0) : (i32) -> ()
    llvm.return
  ^bb4:  // 2 preds: ^bb1, ^bb2
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @cond_br_other_cond(%arg0: i1, %arg1: i1, %arg2: i32) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // 2 preds: ^bb0, ^bb2
    llvm.call @sink(%arg2) : (i32) -> ()
    llvm.cond_br %arg1, ^bb3, ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.call @sink(%arg2) : (i32) -> ()
    llvm.cond_br %arg0, ^bb3, ^bb1
  ^bb3:  // 2 preds: ^bb1, ^bb2
    llvm.return
  }
}

// -----
module {
  llvm.func @sinkb(i1) attributes {sym_visibility = "private"}
  llvm.func @cond_br_truth(%arg0: i1) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call @sinkb(%arg0) : (i1) -> ()
    llvm.return
  ^bb2:  // pred: ^bb0
    llvm.call @sinkb(%arg0) : (i1) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sinkb(i1) attributes {sym_visibility = "private"}
  llvm.func @cond_br_truth_join(%arg0: i1) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call @sinkb(%arg0) : (i1) -> ()
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.call @sinkb(%arg0) : (i1) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @switch_only_default(%arg0: i32, %arg1: i32) {
    llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
    ]
  ^bb1(%0: i32):  // pred: ^bb0
    llvm.call @sink(%0) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @switch_case_is_default(%arg0: i32, %arg1: i32, %arg2: i32) {
    llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
      3: ^bb1(%arg1 : i32),
      4: ^bb1(%arg2 : i32),
      5: ^bb2
    ]
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
    llvm.call @sink(%0) : (i32) -> ()
    llvm.return
  ^bb2:  // pred: ^bb0
    llvm.call @sink(%arg2) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @switch_const(%arg0: i32, %arg1: i32) {
    %0 = llvm.mlir.constant(4 : i32) : i32
    %1 = llvm.mlir.constant(9 : i32) : i32
    llvm.switch %0 : i32, ^bb1(%arg0 : i32) [
      4: ^bb2(%arg1 : i32)
    ]
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb2
    llvm.call @sink(%2) : (i32) -> ()
    llvm.return
  ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb2
    llvm.call @sink(%3) : (i32) -> ()
    llvm.switch %1 : i32, ^bb1(%3 : i32) [
      4: ^bb2(%arg1 : i32)
    ]
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @switch_passthrough(%arg0: i32, %arg1: i32, %arg2: i32) {
    llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
      1: ^bb2,
      2: ^bb3(%arg2 : i32)
    ]
  ^bb1(%0: i32):  // pred: ^bb0
    llvm.br ^bb3(%0 : i32)
  ^bb2:  // pred: ^bb0
    llvm.br ^bb4
  ^bb3(%1: i32):  // 2 preds: ^bb0, ^bb1
    llvm.call @sink(%1) : (i32) -> ()
    llvm.return
  ^bb4:  // pred: ^bb2
    llvm.call @sink(%arg1) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @switch_in_case(%arg0: i32, %arg1: i32, %arg2: i32) {
    llvm.switch %arg0 : i32, ^bb3(%arg1 : i32) [
      1: ^bb1,
      2: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    llvm.call @sink(%arg1) : (i32) -> ()
    llvm.switch %arg0 : i32, ^bb3(%arg2 : i32) [
      1: ^bb4,
      2: ^bb3(%arg1 : i32)
    ]
  ^bb2:  // pred: ^bb0
    llvm.call @sink(%arg2) : (i32) -> ()
    llvm.switch %arg0 : i32, ^bb3(%arg2 : i32) [
      1: ^bb4
    ]
  ^bb3(%0: i32):  // 4 preds: ^bb0, ^bb1, ^bb1, ^bb2
    llvm.call @sink(%0) : (i32) -> ()
    llvm.return
  ^bb4:  // 2 preds: ^bb1, ^bb2
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @switch_in_default(%arg0: i32, %arg1: i32, %arg2: i32) {
    llvm.switch %arg0 : i32, ^bb1 [
      1: ^bb2(%arg1 : i32)
    ]
  ^bb1:  // pred: ^bb0
    llvm.call @sink(%arg1) : (i32) -> ()
    llvm.switch %arg0 : i32, ^bb2(%arg2 : i32) [
      1: ^bb3,
      2: ^bb3
    ]
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    llvm.call @sink(%0) : (i32) -> ()
    llvm.return
  ^bb3:  // 2 preds: ^bb1, ^bb1
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @switch_near_miss(%arg0: i32, %arg1: i32, %arg2: i32) {
    llvm.switch %arg0 : i32, ^bb1 [
      1: ^bb2,
      2: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    llvm.call @sink(%arg2) : (i32) -> ()
    llvm.switch %arg1 : i32, ^bb3 [
      1: ^bb4
    ]
  ^bb2:  // 2 preds: ^bb0, ^bb0
    llvm.call @sink(%arg2) : (i32) -> ()
    llvm.switch %arg0 : i32, ^bb3 [
      1: ^bb4
    ]
  ^bb3:  // 2 preds: ^bb1, ^bb2
    llvm.return
  ^bb4:  // 2 preds: ^bb1, ^bb2
    llvm.call @sink(%arg2) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.mlir.global private constant @assert_msg_1(dense<[97, 108, 119, 97, 121, 115, 32, 102, 97, 105, 108, 115, 0]> : tensor<13xi8>) {addr_space = 0 : i32} : !llvm.array<13 x i8>
  llvm.mlir.global private constant @assert_msg_0(dense<[109, 97, 121, 32, 102, 97, 105, 108, 0]> : tensor<9xi8>) {addr_space = 0 : i32} : !llvm.array<9 x i8>
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[110, 101, 118, 101, 114, 32, 102, 97, 105, 108, 115, 0]> : tensor<12xi8>) {addr_space = 0 : i32} : !llvm.array<12 x i8>
  llvm.func @assert(%arg0: i1) {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(false) : i1
    llvm.cond_br %0, ^bb1, ^bb4
  ^bb1:  // pred: ^bb0
    llvm.cond_br %arg0, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    llvm.cond_br %1, ^bb3, ^bb6
  ^bb3:  // pred: ^bb2
    llvm.return
  ^bb4:  // pred: ^bb0
    %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<12 x i8>
    llvm.call @puts(%3) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  ^bb5:  // pred: ^bb1
    %4 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
    %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<9 x i8>
    llvm.call @puts(%5) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  ^bb6:  // pred: ^bb2
    %6 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
    %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<13 x i8>
    llvm.call @puts(%7) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @dead_args(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) {
    llvm.cond_br %arg0, ^bb1(%arg2, %arg3 : i32, i32), ^bb2(%arg3 : i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb3
    llvm.call @sink(%0) : (i32) -> ()
    llvm.switch %arg1 : i32, ^bb2(%0 : i32) [
      7: ^bb3(%arg2, %0 : i32, i32)
    ]
  ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
    %3 = llvm.add %2, %2 : i32
    llvm.br ^bb3(%3, %arg3 : i32, i32)
  ^bb3(%4: i32, %5: i32):  // 2 preds: ^bb1, ^bb2
    llvm.call @sink(%5) : (i32) -> ()
    llvm.br ^bb1(%5, %4 : i32, i32)
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @switch_same_succ_args(%arg0: i32, %arg1: i32, %arg2: i32) {
    llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
      1: ^bb1(%arg2 : i32),
      2: ^bb1(%arg1 : i32)
    ]
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
    llvm.call @sink(%0) : (i32) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sink(i64) attributes {sym_visibility = "private"}
  llvm.func @switch_wide(%arg0: i64) {
    %0 = llvm.mlir.constant(-1 : i64) : i64
    llvm.switch %0 : i64, ^bb1 [
      18446744073709551615: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    llvm.return
  ^bb2:  // pred: ^bb0
    llvm.call @sink(%arg0) : (i64) -> ()
    llvm.return
  }
}

// -----
module {
  llvm.func @sinkb(i1) attributes {sym_visibility = "private"}
  llvm.func @truth_nested(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
    llvm.cond_br %arg0, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    llvm.cond_br %arg1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    llvm.call @sinkb(%arg0) : (i1) -> ()
    llvm.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    llvm.cond_br %arg0, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    llvm.br ^bb6(%arg2 : i32)
  ^bb5:  // pred: ^bb3
    %0 = llvm.add %arg2, %arg2 : i32
    llvm.br ^bb6(%0 : i32)
  ^bb6(%1: i32):  // 2 preds: ^bb4, ^bb5
    llvm.br ^bb7
  ^bb7:  // pred: ^bb6
    llvm.return %1 : i32
  ^bb8:  // pred: ^bb0
    llvm.return %arg2 : i32
  }
}

// -----
module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @pass_through_value_from_outside(%arg0: i1, %arg1: i32) {
    %0 = llvm.add %arg1, %arg1 : i32
    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%1: i32):  // pred: ^bb0
    llvm.br ^bb3(%1, %0 : i32, i32)
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3(%0, %arg1 : i32, i32)
  ^bb3(%2: i32, %3: i32):  // 2 preds: ^bb1, ^bb2
    llvm.call @sink(%2) : (i32) -> ()
    llvm.call @sink(%3) : (i32) -> ()
    llvm.return
  }
}

