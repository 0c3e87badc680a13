// RUN: assay-opt --irdl-file=%S/Inputs/testd.irdl.mlir --allow-unregistered-dialect %s | FileCheck %s
// RUN: assay-opt --irdl-file=%S/Inputs/testd.irdl.mlir --allow-unregistered-dialect %s | assay-opt --irdl-file=%S/Inputs/testd.irdl.mlir --allow-unregistered-dialect | FileCheck %s

// Valid uses of the testd dialect (Inputs/testd.irdl.mlir): dynamic types
// and attributes print with their parameters as attributes, dynamic ops in
// generic form.

// CHECK-LABEL: func.func @types
// CHECK-SAME: (%arg0: !testd.box<4 : i64>, %arg1: !testd.box<"s">, %arg2: !testd.box<f32>, %arg3: !testd.unit, %arg4: !testd.box<!testd.box<[1, 2]>>)
// CHECK-SAME: attributes {p = #testd.pair<1 : i64, f32>, q = #testd.pair<[1], !testd.box<f32>>}
func.func @types(%a: !testd.box<4>, %b: !testd.box<"s">, %c: !testd.box<f32>, %d: !testd.unit, %e: !testd.box<!testd.box<[1, 2]>>) attributes {p = #testd.pair<1, f32>, q = #testd.pair<[1], !testd.box<f32>>} {
  return
}

// CHECK-LABEL: func.func @variadic
func.func @variadic(%a: i32, %b: i64, %c: f32) {
  // CHECK: "testd.var"(%arg0, %arg1, %arg1, %arg2) {operand_segment_sizes = array<i32: 1, 2, 1>} : (i32, i64, i64, f32) -> (i32, i32, i64)
  %0:3 = "testd.var"(%a, %b, %b, %c) {operand_segment_sizes = array<i32: 1, 2, 1>} : (i32, i64, i64, f32) -> (i32, i32, i64)
  // No variadic operand and no optional one; the only result is the single one.
  // CHECK: "testd.var"(%arg0) {operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> i64
  %1 = "testd.var"(%a) {operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> i64
  // CHECK: "testd.opt"(%arg0) : (i32) -> ()
  "testd.opt"(%a) : (i32) -> ()
  // CHECK: "testd.opt"(%arg0, %arg2) : (i32, f32) -> ()
  "testd.opt"(%a, %c) : (i32, f32) -> ()
  return
}

// CHECK-LABEL: func.func @variables
func.func @variables(%a: i32, %f: f32, %b: !testd.box<f32>, %c: i64) {
  // CHECK: "testd.same"(%arg1, %arg1) : (f32, f32) -> f32
  %0 = "testd.same"(%f, %f) : (f32, f32) -> f32
  // CHECK: "testd.unbox"(%arg2) : (!testd.box<f32>) -> f32
  %1 = "testd.unbox"(%b) : (!testd.box<f32>) -> f32
  // CHECK: "testd.either"(%arg3, %arg3) : (i64, i64) -> ()
  "testd.either"(%c, %c) : (i64, i64) -> ()
  return
}

// CHECK-LABEL: func.func @attributes
func.func @attributes(%a: i32, %i: index) {
  // CHECK: "testd.attrs"(%arg0) {ty = i32, val = 5 : i8} : (i32) -> ()
  "testd.attrs"(%a) {val = 5 : i8, ty = i32} : (i32) -> ()
  // Attributes the definition does not name are allowed.
  // CHECK: "testd.attrs"(%arg0) {extra, ty = i32, val = 1 : i64} : (i32) -> ()
  "testd.attrs"(%a) {ty = i32, val = 1, extra} : (i32) -> ()
  // CHECK: "testd.pairs"() {any = #testd.pair<"a", "b">, ints = #testd.pair<i32, i32>} : () -> ()
  "testd.pairs"() {any = #testd.pair<"a", "b">, ints = #testd.pair<i32, i32>} : () -> ()
  return
}

// CHECK-LABEL: func.func @regions
func.func @regions(%a: i32, %f: f32) {
  // CHECK: "testd.regs"() ({
  // CHECK-NEXT: ^bb0(%arg2: i32):
  "testd.regs"() ({
  ^bb0(%x: i32):
    "x.term"(%x) : (i32) -> ()
  }, {}, {
    "x.term"() : () -> ()
  ^bb1:
    "x.term"() : () -> ()
  }) : () -> ()
  // CHECK: "testd.loop"(%arg1) ({
  // CHECK-NEXT: ^bb0(%arg2: f32):
  "testd.loop"(%f) ({
  ^bb0(%x: f32):
    "x.term"() : () -> ()
  }) : (f32) -> ()
  return
}

// CHECK-LABEL: func.func @bases
func.func @bases(%a: i32, %b: !testd.box<1>, %c: !testd.box<"x">, %u: !testd.unit) {
  // CHECK: "testd.allof"(%arg0) : (i32) -> ()
  "testd.allof"(%a) : (i32) -> ()
  // CHECK: "testd.boxes"(%arg1, %arg1, %arg2, %arg3) : (!testd.box<1 : i64>, !testd.box<1 : i64>, !testd.box<"x">, !testd.unit) -> ()
  "testd.boxes"(%b, %b, %c, %u) : (!testd.box<1>, !testd.box<1>, !testd.box<"x">, !testd.unit) -> ()
  return
}
