// References without the dialect name, resolved in the enclosing dialect.
irdl.dialect @uq {
  irdl.type @t {
    %0 = irdl.any
    irdl.parameters(%0)
  }
  irdl.operation @op {
    %0 = irdl.is i32
    %1 = irdl.parametric @t<%0>
    %2 = irdl.base @t
    irdl.operands(%1, %2)
  }
}
