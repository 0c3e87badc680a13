!elt = f16
!tensor = tensor<?x!elt>
!fn = (!elt) -> !tensor
#layout = strided<[?, 1], offset: ?>
#enc = "sparse"
#space = 3
"foo.op"() ({
^bb0(%arg: !tensor, %m: memref<4x4x!elt, #layout, #space>):
  %0 = "foo.use"(%arg) {ty = !fn, t2 = tensor<4x!elt, #enc>} : (!tensor) -> !elt
}) : () -> ()
