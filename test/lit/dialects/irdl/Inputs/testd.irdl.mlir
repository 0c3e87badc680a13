// The testd dialect: one definition per IRDL feature, used by the tests of
// this folder.
irdl.dialect @testd {
  // !testd.box<P>: one parameter, anything.
  irdl.type @box {
    %0 = irdl.any
    irdl.parameters(%0)
  }
  // !testd.unit: no parameters.
  irdl.type @unit
  // #testd.pair<A, B>.
  irdl.attribute @pair {
    %0 = irdl.any
    %1 = irdl.any
    irdl.parameters(%0, %1)
  }
  // Two non-single operands: operand_segment_sizes is required.
  irdl.operation @var {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any
    irdl.operands(%0, variadic %1, optional %2)
    irdl.results(variadic %0, %1)
  }
  // One optional operand: no segment attribute.
  irdl.operation @opt {
    %0 = irdl.is i32
    %1 = irdl.is f32
    irdl.operands(%0, optional %1)
  }
  // The same variable twice: both operands and the result have one type.
  irdl.operation @same {
    %0 = irdl.any
    irdl.operands(%0, %0)
    irdl.results(%0)
  }
  // A variable bound through a parameter: !testd.box<T> and T.
  irdl.operation @unbox {
    %0 = irdl.any
    %1 = irdl.parametric @testd::@box<%0>
    irdl.operands(%1)
    irdl.results(%0)
  }
  // any_of binds the variables of the alternative that matched.
  irdl.operation @either {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any_of(%0, %1)
    irdl.operands(%2, %2)
  }
  // Attributes by name, base constraints by name.
  irdl.operation @attrs {
    %0 = irdl.is i32
    %1 = irdl.base "#builtin.integer"
    %2 = irdl.base "!builtin.integer"
    irdl.attributes {"ty" = %0, "val" = %1}
    irdl.operands(%2)
  }
  // Regions: one block taking an i32; anything; no arguments.
  irdl.operation @regs {
    %0 = irdl.is i32
    %1 = irdl.region(%0) with size 1
    %2 = irdl.region
    %3 = irdl.region()
    irdl.regions(%1, %2, %3)
  }
  // A region argument shares its variable with the operand.
  irdl.operation @loop {
    %0 = irdl.any
    %1 = irdl.region(%0)
    irdl.operands(%0)
    irdl.regions(%1)
  }
  // all_of: an integer that is also i32.
  irdl.operation @allof {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is i32
    %2 = irdl.all_of(%0, %1)
    irdl.operands(%2)
  }
  // Parametric and base constraints on defined types.
  irdl.operation @boxes {
    %0 = irdl.any
    %1 = irdl.parametric @testd::@box<%0>
    %2 = irdl.base @testd::@box
    %3 = irdl.base @testd::@unit
    irdl.operands(%1, %1, %2, %3)
  }
  // Attributes of a defined kind.
  irdl.operation @pairs {
    %0 = irdl.base @testd::@pair
    %1 = irdl.is i32
    %2 = irdl.parametric @testd::@pair<%1, %1>
    irdl.attributes {"any" = %0, "ints" = %2}
  }
}
