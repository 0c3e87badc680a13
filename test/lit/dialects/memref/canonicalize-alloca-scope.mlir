// RUN: assay-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file > /dev/null

// memref.alloca_scope: inlined when its body allocates nothing on it, or when
// it is the last op of an automatic allocation scope; its allocas hoisted out
// of the non-scope ops that end with it. A positive case and near misses for
// each; the expected output is mlir-opt 19's. (Ops of the `keep` dialect
// stand for uses; an unregistered op may allocate on the stack.)
// canonicalize-run-2.mlir runs such programs before and after.

// No allocation in the body: inlined wherever it is, results forwarded.
func.func @no_alloca(%a: memref<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    memref.store %v, %a[%c0] : memref<4xf32>
    %x = memref.load %a[%c0] : memref<4xf32>
    %y = arith.addf %x, %v : f32
    memref.alloca_scope.return %y : f32
  }
  %s = arith.mulf %r, %r : f32
  return %s : f32
}
func.func @alloca_in_nested_scope(%v: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.alloca_scope {
    scf.for %i = %c0 to %n step %c1 {
      %m = memref.alloca() : memref<4xf32>
      "keep.use"(%m) : (memref<4xf32>) -> ()
    }
  }
  %s = arith.addf %v, %v : f32
  return %s : f32
}
func.func @heap_alloc(%v: f32) -> f32 {
  memref.alloca_scope {
    %m = memref.alloc() : memref<4xf32>
    "keep.use"(%m) : (memref<4xf32>) -> ()
  }
  %s = arith.addf %v, %v : f32
  return %s : f32
}
// CHECK-LABEL: func.func @no_alloca(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_in_nested_scope(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "keep.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @heap_alloc(%arg0: f32) -> f32 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "keep.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

// -----

// An alloca in the body, the alloca_scope last in an automatic allocation
// scope (a function, a loop body, an enclosing alloca_scope): inlined.
func.func @last_in_function(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %m = memref.alloca() : memref<4xf32>
    memref.store %v, %m[%c0] : memref<4xf32>
    %x = memref.load %m[%c0] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}
func.func @last_in_loop(%v: f32, %n: index, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %m = memref.alloca() : memref<4xf32>
      memref.store %v, %m[%c0] : memref<4xf32>
      %x = memref.load %m[%c0] : memref<4xf32>
      memref.store %x, %out[%i] : memref<4xf32>
    }
  }
  return
}
func.func @nested_scopes() {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<2xf32>
      "keep.use"(%a) : (memref<2xf32>) -> ()
    }
  }
  return
}
// CHECK-LABEL: func.func @last_in_function(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @last_in_loop(%arg0: f32, %arg1: index, %arg2: memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_scopes() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: "keep.use"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Near misses: an op after the alloca_scope (its allocas would live longer),
// and a call or an unregistered op in the body (they may allocate).
func.func @not_last(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %m = memref.alloca() : memref<4xf32>
    memref.store %v, %m[%c0] : memref<4xf32>
    %x = memref.load %m[%c0] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  %s = arith.addf %r, %r : f32
  return %s : f32
}
func.func private @ext()
func.func @call_inside(%v: f32) -> f32 {
  memref.alloca_scope {
    func.call @ext() : () -> ()
  }
  %s = arith.addf %v, %v : f32
  return %s : f32
}
func.func @unregistered_inside() {
  memref.alloca_scope {
    "keep.op"() : () -> ()
  }
  "keep.after"() : () -> ()
  return
}
// CHECK-LABEL: func.func @not_last(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK: func.func private @ext()
// CHECK-LABEL: func.func @call_inside(%arg0: f32) -> f32 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: func.call @ext() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unregistered_inside() {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "keep.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "keep.after"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Hoisting: the alloca_scope is the last op of an scf.if (or of an scf.while
// body) that is itself last in the function: its allocas move before that op,
// those in nested scopes too.
func.func @hoist_from_if(%v: f32, %b: i1, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  scf.if %b {
    memref.alloca_scope {
      %m = memref.alloca() : memref<4xf32>
      memref.store %v, %m[%c0] : memref<4xf32>
      %x = memref.load %m[%c0] : memref<4xf32>
      memref.store %x, %out[%c0] : memref<4xf32>
      "keep.use"(%m) : (memref<4xf32>) -> ()
    }
  }
  return
}
func.func @hoist_from_else(%b: i1) {
  scf.if %b {
    "keep.x"() : () -> ()
  } else {
    memref.alloca_scope {
      %a = memref.alloca() : memref<2xf32>
      "keep.use"(%a) : (memref<2xf32>) -> ()
    }
  }
  return
}
func.func @hoist_nested(%b: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %b {
    memref.alloca_scope {
      %a = memref.alloca() : memref<2xf32>
      scf.for %i = %c0 to %n step %c1 {
        %m = memref.alloca() : memref<4xf32>
        "keep.use"(%m) : (memref<4xf32>) -> ()
      }
      memref.alloca_scope {
        %m2 = memref.alloca() : memref<8xf32>
        "keep.use"(%m2) : (memref<8xf32>) -> ()
      }
      "keep.use"(%a) : (memref<2xf32>) -> ()
    }
  }
  return
}
func.func @hoist_from_while(%b: i1) {
  scf.while : () -> () {
    scf.condition(%b)
  } do {
    memref.alloca_scope {
      %m = memref.alloca() : memref<4xf32>
      "keep.use"(%m) : (memref<4xf32>) -> ()
    }
    scf.yield
  }
  return
}
func.func @hoist_with_results(%b: i1) -> f32 {
  %r = scf.if %b -> f32 {
    %x = memref.alloca_scope -> (f32) {
      %a = memref.alloca() : memref<2xf32>
      %c0 = arith.constant 0 : index
      %v = memref.load %a[%c0] : memref<2xf32>
      memref.alloca_scope.return %v : f32
    }
    scf.yield %x : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}
// CHECK-LABEL: func.func @hoist_from_if(%arg0: f32, %arg1: i1, %arg2: memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg2[%c0] : memref<4xf32>
// CHECK-NEXT: "keep.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_from_else(%arg0: i1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "keep.x"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "keep.use"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_nested(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<8xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: "keep.use"(%alloca_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "keep.use"(%alloca_1) : (memref<8xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "keep.use"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_from_while(%arg0: i1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "keep.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_with_results(%arg0: i1) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: %1 = memref.load %alloca[%c0] : memref<2xf32>
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

// -----

// Near misses: an op after the alloca_scope in the scf.if, and an alloca whose
// size is defined inside the scf.if.
func.func @hoist_not_last(%b: i1) {
  scf.if %b {
    memref.alloca_scope {
      %m = memref.alloca() : memref<4xf32>
      "keep.use"(%m) : (memref<4xf32>) -> ()
    }
    "keep.other"() : () -> ()
  }
  return
}
func.func @hoist_parent_not_last(%b: i1, %c: i1) {
  scf.if %b {
    scf.if %c {
      memref.alloca_scope {
        %a = memref.alloca() : memref<2xf32>
        "keep.use"(%a) : (memref<2xf32>) -> ()
      }
    }
    "keep.x"() : () -> ()
  }
  return
}
func.func @hoist_size_inside(%v: f32, %b: i1) {
  %c0 = arith.constant 0 : index
  scf.if %b {
    %j = "keep.size"() : () -> index
    memref.alloca_scope {
      %m = memref.alloca(%j) : memref<?xf32>
      memref.store %v, %m[%c0] : memref<?xf32>
      "keep.use"(%m) : (memref<?xf32>) -> ()
    }
  }
  return
}
// CHECK-LABEL: func.func @hoist_not_last(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "keep.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "keep.other"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_parent_not_last(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: "keep.use"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: "keep.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_size_inside(%arg0: f32, %arg1: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %0 = "keep.size"() : () -> index
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c0] : memref<?xf32>
// CHECK-NEXT: "keep.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

