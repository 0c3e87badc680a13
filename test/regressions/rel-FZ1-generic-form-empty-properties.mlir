// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s | assay-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// A registered op given an empty properties dictionary (`<{}>`), or one
// whose inherent attributes are all unset, was printed with `<{}>` in the
// generic form. A registered op's properties are its inherent attributes:
// with none set it has no properties, and mlir-opt 19 prints none. An
// unregistered op keeps the dictionary it was given, empty or not.

// CHECK-LABEL: "func.func"
// CHECK: "memref.load"(%{{.*}}, %{{.*}}) : (memref<4xf32>, index) -> f32
// CHECK: "memref.store"(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, memref<4xf32>, index) -> ()
// CHECK: "memref.realloc"(%{{.*}}) : (memref<4xf32>) -> memref<8xf32>
// CHECK: "foo.op"() <{}> : () -> ()
func.func @f(%x: index, %m: memref<4xf32>) {
  %0 = "memref.load"(%m, %x) <{}> : (memref<4xf32>, index) -> f32
  "memref.store"(%0, %m, %x) <{}> : (f32, memref<4xf32>, index) -> ()
  %1 = "memref.realloc"(%m) <{}> : (memref<4xf32>) -> memref<8xf32>
  "foo.op"() <{}> : () -> ()
  return
}
