// Source locations of a small program compiled from Python-like source.
//
// Shows: file:line:col locations, named locations, call sites of inlined
// code, fused locations with and without metadata, location aliases
// (`#loc_*`, which may be defined after their uses) and locations of block
// arguments. Run with --mlir-print-debuginfo to see them printed back as
// #loc aliases.
#loc_src = loc("model.py":12:4)
module @model {
  "demo.func"() ({
  ^bb0(%x: tensor<8xf32> loc("model.py":10:14), %w: tensor<8xf32> loc("model.py":10:17)):
    %prod = "demo.mul"(%x, %w) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32> loc(#loc_src)
    %act = "demo.sigmoid"(%prod) : (tensor<8xf32>) -> tensor<8xf32> loc(callsite("sigmoid"("activations.py":3:11) at #loc_src))
    %sum = "demo.reduce_sum"(%act) : (tensor<8xf32>) -> tensor<f32> loc(fused["model.py":13:4, "model.py":13:15])
    %out = "demo.cast"(%sum) : (tensor<f32>) -> f32 loc(fused<"canonicalize">["model.py":14:11, unknown])
    "demo.return"(%out) : (f32) -> () loc(#loc_ret)
  }) {sym_name = "forward"} : () -> () loc("forward"("model.py":10:0))
} loc(unknown)
#loc_ret = loc("model.py":15:4)
