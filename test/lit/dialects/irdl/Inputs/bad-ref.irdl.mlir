// A parametric constraint naming a definition that does not exist.
irdl.dialect @bad {
  irdl.type @t
  irdl.operation @op {
    %0 = irdl.any
    %1 = irdl.parametric @bad::@nope<%0>
    irdl.operands(%1)
  }
}
