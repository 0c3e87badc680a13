#loc = loc("alias.mlir":1:2)
#loc_name = loc("named"(#loc))
module {
  "foo.alias"() : () -> () loc(#loc)
  "foo.alias_nested"() : () -> () loc(#loc_name)
  "foo.alias_late"() : () -> () loc(#late)
} loc(unknown)
#late = loc(callsite(#loc at "z.mlir":5:5))
