// A base constraint naming a kind no dialect registers.
irdl.dialect @bad {
  irdl.operation @op {
    %0 = irdl.base "!builtin.integers"
    irdl.operands(%0)
  }
}
