module {
  "foo.region"() ({
  ^bb0(%a: i32 loc("arg.mlir":5:5), %b: f32 loc(unknown)):
    "foo.use"(%a, %b) : (i32, f32) -> () loc("use.mlir":6:6)
  ^bb1(%c: i1 loc("n"("succ.mlir":7:7))):
    "foo.end"() : () -> () loc(unknown)
  }) : () -> () loc("region.mlir":4:4)
} loc(unknown)
