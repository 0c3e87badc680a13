module {
  llvm.func @decl(i32, f32) -> (i64 {foo.r}) attributes {foo.x = 1 : i32, sym_visibility = "private"}
  llvm.func @named_decl(i32 {foo.a}) attributes {sym_visibility = "nested"}
  llvm.func @fn_result() -> !llvm.ptr attributes {sym_visibility = "private"}
  llvm.func @unit_result() attributes {sym_visibility = "private"}
  llvm.func @empty_attrs(i32) -> i32 attributes {sym_visibility = "private"}
  llvm.func @some_attrs(i32, f32) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"}
  llvm.func @body(%arg0: i32 {foo.a, foo.b = 2 : i64}, %arg1: i64) -> !llvm.struct<(i32, i64)> attributes {foo.x} {
    %0 = llvm.call @body(%arg0, %arg1) : (i32, i64) -> !llvm.struct<(i32, i64)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i64)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i64)> 
    %3 = llvm.mlir.addressof @body : !llvm.ptr
    %4 = llvm.mlir.addressof @decl : !llvm.ptr
    %5 = llvm.call %3(%arg0, %arg1) : !llvm.ptr, (i32, i64) -> !llvm.struct<(i32, i64)>
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i32, i64)> 
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(i32, i64)> 
    llvm.call @unit() {foo.z} : () -> ()
    %8 = llvm.mlir.addressof @unit : !llvm.ptr
    llvm.call %8() {foo.y} : !llvm.ptr, () -> ()
    %9 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
    %10 = llvm.insertvalue %arg0, %9[0] : !llvm.struct<(i32, i64)> 
    %11 = llvm.insertvalue %arg1, %10[1] : !llvm.struct<(i32, i64)> 
    llvm.return %11 : !llvm.struct<(i32, i64)>
  }
  llvm.func @unit() {
    llvm.return
  }
  llvm.func @"quoted name"(%arg0: i32) -> i32 {
    llvm.return {foo.r} %arg0 : i32
  }
}

// -----
module {
  llvm.func @pub() {
    llvm.return
  }
}

// -----
module {
  llvm.func @blocks(%arg0: i1) -> i32 {
    %0 = llvm.call @blocks(%arg0) : (i1) -> i32
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    llvm.return %0 : i32
  }
}

