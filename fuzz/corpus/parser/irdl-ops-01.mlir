irdl.dialect @every attributes {x.y = 1} {
  irdl.type @empty
  irdl.attribute @attr {
    %0 = irdl.is 4 : i32 {x.y = 2}
    %1 = irdl.is "s"
    %2 = irdl.base "!builtin.integer"
    %3 = irdl.base @every::@empty
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.c_pred "$_self"
    irdl.parameters(%0, %1, %4, %5)
  }
  irdl.operation @op {
    %0 = irdl.any {x.y = 3}
    %1 = irdl.region
    %2 = irdl.region(%0, %0)
    %3 = irdl.region with size 3
    %4 = irdl.region() with size 1
    irdl.operands(variadic %0, single %0, %0)
    irdl.results()
    irdl.attributes {"a" = %0, "b c" = %0}
    irdl.regions(%1, %2, %3, %4)
  }
  irdl.operation @noattrs {
    irdl.attributes
  }
}
