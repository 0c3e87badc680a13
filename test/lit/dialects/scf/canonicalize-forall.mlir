// The canonicalization of scf.forall, compared with mlir-opt 19 (the same
// RUN line passes with -Dassay-opt=mlir-opt-19): constant bound operands
// become static bounds, loops of zero or one trip go, and shared outputs no
// op writes are dropped. The second chunk needs --allow-unregistered-dialect
// in Assay: `#gpu` mappings (the gpu dialect is not there yet), tensor ops
// and unregistered `foo` ops (of unknown effect).
// RUN: assay-opt --allow-unregistered-dialect --split-input-file --canonicalize %s | FileCheck %s

// Bounds given by constants become static.
// CHECK-LABEL: func.func @constant_bounds(
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (0, 1) to (8, %arg1) step (4, 1) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg2, %arg3] : memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @constant_bounds(%m: memref<?x?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c42 = arith.constant 42 : i32
  scf.forall (%i, %j) = (%c0, %c1) to (%c8, %n) step (%c4, %c1) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// The normalized form keeps its `in` syntax.
// CHECK-LABEL: func.func @constant_in(
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (8, %arg1) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg2, %arg3] : memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @constant_in(%m: memref<?x?xi32>, %n: index) {
  %c8 = arith.constant 8 : index
  %c42 = arith.constant 42 : i32
  scf.forall (%i, %j) in (%c8, %n) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// Near miss: no bound is a constant operand.
// CHECK-LABEL: func.func @near_constant(
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (%arg1, 0) to (%arg2, %arg2) step (%arg1, 3) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg3, %arg4] : memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_constant(%m: memref<?x?xi32>, %a: index, %n: index) {
  %c42 = arith.constant 42 : i32
  scf.forall (%i, %j) = (%a, 0) to (%n, %n) step (%a, 3) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// A dimension that runs once is dropped; its induction variable is the
// lower bound (a constant); attributes stay.
// CHECK-LABEL: func.func @single_dim(
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%c3, %arg2] : memref<?x?xi32>
// CHECK-NEXT: } {keep = 1 : i32}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @single_dim(%m: memref<?x?xi32>, %n: index) {
  %c42 = arith.constant 42 : i32
  scf.forall (%i, %j) = (3, 0) to (4, %n) step (1, 1) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
  } {keep = 1 : i32}
  return
}

// Near miss: with a dynamic lower bound the trip count is unknown, even
// for a step larger than any range up to 9 could need.
// CHECK-LABEL: func.func @near_single_dynamic(
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (0, %arg1) to (%arg1, 9) step (2, 7) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg2, %arg3] : memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_single_dynamic(%m: memref<?x?xi32>, %n: index) {
  %c42 = arith.constant 42 : i32
  scf.forall (%i, %j) = (0, %n) to (%n, 9) step (2, 7) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// Every dimension runs once: the body runs in place of the loop.
// CHECK-LABEL: func.func @single_all(
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: memref.store %c42_i32, %arg0[%c3, %c5] : memref<?x?xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @single_all(%m: memref<?x?xi32>) {
  %c42 = arith.constant 42 : i32
  scf.forall (%i, %j) = (3, 5) to (4, 9) step (1, 7) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// A dimension that runs zero times (equal bounds, or ceil((4 - 5) / 2) = 0)
// removes the loop.
// CHECK-LABEL: func.func @zero(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @zero(%m: memref<?x?xi32>, %n: index) {
  %c42 = arith.constant 42 : i32
  scf.forall (%i, %j) = (3, 5) to (%n, 4) step (1, 2) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
  }
  scf.forall (%i) = (%n) to (%n) step (1) {
    memref.store %c42, %m[%i, %i] : memref<?x?xi32>
  }
  return
}

// Near miss: from 9 to 4 the dimension runs zero times too, but
// ceil((4 - 9) / 2) is not 0 and mlir-opt keeps the loop.
// CHECK-LABEL: func.func @near_zero(
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (3, 9) to (%arg1, 4) step (1, 2) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg2, %arg3] : memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_zero(%m: memref<?x?xi32>, %n: index) {
  %c42 = arith.constant 42 : i32
  scf.forall (%i, %j) = (3, 9) to (%n, 4) step (1, 2) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// Shared outputs that no op of the terminator writes are their initial
// values; a loop left without any effect is erased.
// CHECK-LABEL: func.func @unwritten_outputs(
// CHECK-NEXT: return %arg0, %arg1 : tensor<4xf32>, tensor<8xf32>
// CHECK-NEXT: }
func.func @unwritten_outputs(%t: tensor<4xf32>, %u: tensor<8xf32>, %n: index) -> (tensor<4xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<8xf32>) {
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<8xf32>
}

// A loop of zero trips gives its shared outputs.
// CHECK-LABEL: func.func @zero_outputs(
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @zero_outputs(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return %r : tensor<4xf32>
}

// -----

// Near miss: loops mapped to processing units keep their dimensions.
// CHECK-LABEL: func.func @near_mapped(
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (1, %arg1) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg2, %arg3] : memref<?x?xi32>
// CHECK-NEXT: } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (0, %arg1) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%arg2, %arg3] : memref<?x?xi32>
// CHECK-NEXT: } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @near_mapped(%m: memref<?x?xi32>, %n: index) {
  %c42 = arith.constant 42 : i32
  scf.forall (%i, %j) in (1, %n) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  scf.forall (%i, %j) in (0, %n) {
    memref.store %c42, %m[%i, %j] : memref<?x?xi32>
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// The body's uses of such an output become the initial value; attributes
// are not kept.
// CHECK-LABEL: func.func @unwritten_output_used(
// CHECK-NEXT: scf.forall (%arg3) in (%arg2) {
// CHECK-NEXT: %0 = memref.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: "foo.use"(%arg0, %0) : (tensor<4xf32>, f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @unwritten_output_used(%t: tensor<4xf32>, %m: memref<?xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %x = memref.load %m[%i] : memref<?xf32>
    "foo.use"(%o, %x) : (tensor<4xf32>, f32) -> ()
  } {drop = 1 : i32}
  return %r : tensor<4xf32>
}

// Near miss: an output the terminator writes stays (the output it does not
// write goes). The write is a tensor op, printed differently by the tools.
// CHECK-LABEL: func.func @written_output(
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: parallel_insert_slice{{.*}}%arg1{{.*}}%arg4
// CHECK-NEXT: {{^ *}}}{{ *$}}
// CHECK-NEXT: {{^ *}}}{{ *$}}
// CHECK-NEXT: return %0, %arg0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
func.func @written_output(%t: tensor<4xf32>, %s: tensor<2xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<4xf32>) -> ()
    }
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
