// A matrix-vector product with structured control flow: loops and a
// conditional are operations holding regions.
//
// Shows: regions nested three deep, several regions on one operation (the
// two branches of `demo.if`), entry block arguments as induction variables,
// values of enclosing regions used inside, and memref types with strided
// layouts.
"demo.func"() ({
^bb0(%A: memref<4x8xf32, strided<[8, 1]>>, %x: memref<8xf32>, %y: memref<4xf32>, %relu: i1):
  %c0 = "demo.constant"() {value = 0 : index} : () -> index
  %c4 = "demo.constant"() {value = 4 : index} : () -> index
  %c8 = "demo.constant"() {value = 8 : index} : () -> index
  %zero = "demo.constant"() {value = 0.0 : f32} : () -> f32
  "demo.for"(%c0, %c4) ({
  ^bb0(%i: index):
    %acc = "demo.for_reduce"(%c0, %c8, %zero) ({
    ^bb0(%j: index, %partial: f32):
      %a = "demo.load"(%A, %i, %j) : (memref<4x8xf32, strided<[8, 1]>>, index, index) -> f32
      %b = "demo.load"(%x, %j) : (memref<8xf32>, index) -> f32
      %p = "demo.mulf"(%a, %b) : (f32, f32) -> f32
      %s = "demo.addf"(%partial, %p) : (f32, f32) -> f32
      "demo.yield"(%s) : (f32) -> ()
    }) : (index, index, f32) -> f32
    %out = "demo.if"(%relu) ({
      %m = "demo.maxf"(%acc, %zero) : (f32, f32) -> f32
      "demo.yield"(%m) : (f32) -> ()
    }, {
      "demo.yield"(%acc) : (f32) -> ()
    }) : (i1) -> f32
    "demo.store"(%out, %y, %i) : (f32, memref<4xf32>, index) -> ()
    "demo.yield"() : () -> ()
  }) : (index, index) -> ()
  "demo.return"() : () -> ()
}) {sym_name = "matvec"} : () -> ()
