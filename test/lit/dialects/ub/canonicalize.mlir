// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s

// ub.poison is a constant: equal poisons (same type) are merged, hoisted to
// the entry block like other constants, and erased when unused.

// CHECK-LABEL: func.func @merge
// CHECK-NEXT:    %[[P:.+]] = ub.poison : i32
// CHECK-NEXT:    %[[Q:.+]] = ub.poison : i64
// CHECK-NEXT:    return %[[P]], %[[P]], %[[Q]] : i32, i32, i64
func.func @merge() -> (i32, i32, i64) {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  %2 = ub.poison : i64
  %3 = ub.poison : f32
  return %0, %1, %2 : i32, i32, i64
}

// -----

// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %[[P:.+]] = ub.poison : vector<4xf32>
// CHECK-NEXT:    scf.if %{{.+}} {
// CHECK-NEXT:      func.call @use(%[[P]]) : (vector<4xf32>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[P]]
func.func private @use(vector<4xf32>)
func.func @nested(%c: i1) -> vector<4xf32> {
  scf.if %c {
    %p = ub.poison : vector<4xf32>
    func.call @use(%p) : (vector<4xf32>) -> ()
  }
  %1 = ub.poison : vector<4xf32>
  return %1 : vector<4xf32>
}
