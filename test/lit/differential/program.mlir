// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: a small program in the style of a lowered kernel, in generic
// form with unregistered dialects: a function with a loop over a memref,
// dense constants, symbol references and locations.
#map = affine_map<(d0) -> (d0 * 4)>
module @kernel attributes {toy.target = "cpu"} {
  "toy.global"() {sym_name = "table", value = dense<[1.0, 2.0, 4.0, 8.0]> : tensor<4xf32>, constant} : () -> () loc("kernel.py":3:0)
  "toy.func"() ({
  ^bb0(%buf: memref<16xf32, #map>, %n: index):
    %c0 = "toy.constant"() {value = 0 : index} : () -> index loc("kernel.py":7:4)
    %c1 = "toy.constant"() {value = 1 : index} : () -> index
    %table = "toy.get_global"() {name = @table} : () -> memref<4xf32>
    "toy.br"(%c0)[^header] : (index) -> ()
  ^header(%i: index):
    %cond = "toy.cmpi"(%i, %n) {predicate = "slt"} : (index, index) -> i1
    "toy.cond_br"(%cond)[^body, ^exit] : (i1) -> ()
  ^body:
    %v = "toy.load"(%buf, %i) : (memref<16xf32, #map>, index) -> f32 loc(fused["kernel.py":9:8, "kernel.py":9:20])
    %k = "toy.load"(%table, %c0) : (memref<4xf32>, index) -> f32
    %w = "toy.mulf"(%v, %k) <{fastmath = #toy.fastmath<fast>}> : (f32, f32) -> f32 loc(callsite("mul"("lib.py":2:2) at "kernel.py":10:8))
    "toy.store"(%w, %buf, %i) : (f32, memref<16xf32, #map>, index) -> ()
    %next = "toy.addi"(%i, %c1) : (index, index) -> index
    "toy.br"(%next)[^header] : (index) -> ()
  ^exit:
    "toy.return"() : () -> ()
  }) {sym_name = "scale", function_type = (memref<16xf32, #map>, index) -> ()} : () -> () loc("kernel.py":5:0)
  "toy.call"() {callee = @scale, args = [@table]} : () -> ()
}
