// A program split in modules: a device module with a kernel, a host module
// that launches it, and casts between the host's and the device's types.
//
// Shows: named modules with dialect attributes, nested symbol tables,
// nested symbol references (`@device::@saxpy`), a private symbol,
// builtin.unrealized_conversion_cast in its custom form, and value numbering
// that restarts inside each module.
module @program attributes {demo.target = "cpu+gpu"} {
  module @device attributes {demo.kernel_module} {
    "demo.kernel"() ({
    ^bb0(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>):
      %i = "demo.thread_id"() : () -> index
      %xi = "demo.load"(%x, %i) : (memref<?xf32>, index) -> f32
      %yi = "demo.load"(%y, %i) : (memref<?xf32>, index) -> f32
      %axi = "demo.mulf"(%a, %xi) : (f32, f32) -> f32
      %r = "demo.addf"(%axi, %yi) : (f32, f32) -> f32
      "demo.store"(%r, %y, %i) : (f32, memref<?xf32>, index) -> ()
      "demo.return"() : () -> ()
    }) {sym_name = "saxpy", workgroup_size = array<i32: 64, 1, 1>} : () -> ()
  }
  module @host {
    "demo.func"() ({
    ^bb0(%a: f64, %x: !demo.buffer<f32>, %y: !demo.buffer<f32>):
      %a32 = "demo.truncf"(%a) : (f64) -> f32
      %xm = unrealized_conversion_cast %x : !demo.buffer<f32> to memref<?xf32>
      %ym = unrealized_conversion_cast %y : !demo.buffer<f32> to memref<?xf32>
      "demo.launch"(%a32, %xm, %ym) {kernel = @device::@saxpy, grid = array<i64: 16, 1, 1>} : (f32, memref<?xf32>, memref<?xf32>) -> ()
      "demo.return"() : () -> ()
    }) {sym_name = "run", sym_visibility = "private"} : () -> ()
  }
}
