// A small dialect exercising the rest of IRDL: a parameterless type, an
// attribute with two parameters, optional and variadic operands (with
// `operand_segment_sizes`), named attributes, base constraints by name and
// by reference, all_of, and a region with a constrained entry block.
irdl.dialect @shapes {
  // !shapes.point: no parameters.
  irdl.type @point

  // !shapes.box<i32> or !shapes.box<i64>: a box of signless integers.
  irdl.type @box {
    %0 = irdl.base "!builtin.integer"
    irdl.parameters(%0)
  }

  // #shapes.extent<4 : i64, "cm">: a value and a unit.
  irdl.attribute @extent {
    %0 = irdl.base "#builtin.integer"
    %1 = irdl.base "#builtin.string"
    irdl.parameters(%0, %1)
  }

  // %p = "shapes.make"(%x, %y) : (i32, i32) -> !shapes.point
  // both coordinates have the same type.
  irdl.operation @make {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.base @shapes::@point
    irdl.operands(%0, %0)
    irdl.results(%1)
  }

  // "shapes.draw"(%points...) {width = #shapes.extent<...>}: any number of
  // points, an optional box, one index.
  irdl.operation @draw {
    %0 = irdl.base @shapes::@point
    %1 = irdl.base @shapes::@box
    %2 = irdl.is index
    %3 = irdl.base @shapes::@extent
    irdl.operands(variadic %0, optional %1, %2)
    irdl.attributes {"width" = %3}
  }

  // "shapes.scale"(%box) : (!shapes.box<T>) -> T, with T an i32 or i64
  // (all_of: an integer, and one of the two widths).
  irdl.operation @scale {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2)
    %4 = irdl.all_of(%0, %3)
    %5 = irdl.parametric @shapes::@box<%4>
    irdl.operands(%5)
    irdl.results(%4)
  }

  // "shapes.for_each"(%n) ({ ^bb0(%i: index): ... }): one region of two
  // blocks whose entry block takes an index, like %n.
  irdl.operation @for_each {
    %0 = irdl.is index
    %1 = irdl.region(%0) with size 2
    irdl.operands(%0)
    irdl.regions(%1)
  }
}
