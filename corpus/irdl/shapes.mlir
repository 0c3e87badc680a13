// Uses of the shapes dialect (shapes.irdl.mlir).
func.func @draw(%x: i32, %y: i32, %b: !shapes.box<i64>, %n: index) -> i64 {
  %p = "shapes.make"(%x, %y) : (i32, i32) -> !shapes.point
  %q = "shapes.make"(%y, %x) : (i32, i32) -> !shapes.point
  "shapes.draw"(%p, %q, %b, %n) {operand_segment_sizes = array<i32: 2, 1, 1>, width = #shapes.extent<2, "cm">} : (!shapes.point, !shapes.point, !shapes.box<i64>, index) -> ()
  "shapes.draw"(%n) {operand_segment_sizes = array<i32: 0, 0, 1>, width = #shapes.extent<1, "mm">} : (index) -> ()
  %s = "shapes.scale"(%b) : (!shapes.box<i64>) -> i64
  "shapes.for_each"(%n) ({
  ^bb0(%i: index):
    cf.br ^bb1
  ^bb1:
    cf.br ^bb1
  }) : (index) -> ()
  return %s : i64
}
