// cse merges scf.execute_region ops whose bodies have no memory effects:
// Assay gives scf.execute_region the effects of the ops it runs
// (RecursiveMemoryEffects, as scf.if and scf.for have). mlir-opt-19 gives it
// no memory-effect information at all, so it keeps both (and never erases an
// unused one), which the oracle run would show.
// UNSUPPORTED: oracle

// RUN: assay-opt --cse --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @execute_region
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT:      %[[M:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:      scf.yield %[[M]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %[[R]] : i32, i32
func.func @execute_region(%a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    %s = arith.muli %a, %b : i32
    scf.yield %s : i32
  }
  %1 = scf.execute_region -> i32 {
    %s = arith.muli %a, %b : i32
    scf.yield %s : i32
  }
  return %0, %1 : i32, i32
}

// -----

// A region of two blocks: no merge (as in mlir-opt, whatever the effects).
// CHECK-LABEL: func.func @two_blocks
// CHECK-COUNT-2: scf.execute_region
// CHECK:         return %0, %1 : i32, i32
func.func @two_blocks(%a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    %s = arith.muli %a, %b : i32
    scf.yield %s : i32
  }
  %1 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    %s = arith.muli %a, %b : i32
    scf.yield %s : i32
  }
  return %0, %1 : i32, i32
}

// -----

// A store inside: no merge.
// CHECK-LABEL: func.func @store_inside
// CHECK-COUNT-2: memref.store
func.func @store_inside(%a: i32, %m: memref<i32>) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  }
  %1 = scf.execute_region -> i32 {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}
