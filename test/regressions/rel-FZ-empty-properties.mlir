// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s | assay-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Found by fuzzing the parser (a print that did not survive the custom form).
// A registered op given `<{}>`, or properties it does not know (which are
// dropped), kept an empty dictionary and printed `<{}>`; its custom form has
// no properties, so it read back without them and printed nothing. An op
// with none of its properties set has no properties: neither prints `<{}>`.
// An unregistered op keeps what it was given, `<{}>` included.

// CHECK: %[[V:.*]] = "memref.load"(%{{.*}}, %{{.*}}) : (memref<4xf32>, index) -> f32
// CHECK-NEXT: "memref.store"(%[[V]], %{{.*}}, %{{.*}}) : (f32, memref<4xf32>, index) -> ()
// CHECK-NEXT: "foo.op"() <{}> : () -> ()
"func.func"() <{function_type = (index, memref<4xf32>) -> (), sym_name = "f"}> ({
^bb0(%i: index, %m: memref<4xf32>):
  %v = "memref.load"(%m, %i) <{}> : (memref<4xf32>, index) -> f32
  "memref.store"(%v, %m, %i) <{nontemporl = false}> : (f32, memref<4xf32>, index) -> ()
  "foo.op"() <{}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
