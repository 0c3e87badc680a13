// A definition with a C++ predicate, which only generated code can check.
irdl.dialect @pred {
  irdl.operation @op {
    %0 = irdl.c_pred "::llvm::isa<::mlir::IntegerType>($_self)"
    irdl.operands(%0)
  }
}
