// RUN: assay-opt %s --allow-unregistered-dialect --split-input-file --loop-invariant-code-motion | FileCheck %s
// UNSUPPORTED: oracle

// Where Assay departs from mlir-opt 19 (docs/passes.md): division and
// remainder by zero is undefined behaviour, so `floordivsi`, `remsi` and
// `remui` leave a loop only with a safe constant divisor (mlir-opt 19 hoists
// them whatever the divisor), and the index dialect's divisions never do.
// CHECK-LABEL: func.func @rem(
// CHECK:         %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    arith.remsi %arg3, %[[C7]] : i32
// CHECK-NEXT:    arith.remui %arg3, %[[C7]] : i32
// CHECK-NEXT:    arith.floordivsi %arg3, %[[C7]] : i32
// CHECK-NEXT:    index.constant 3
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.remsi %arg3, %arg4 : i32
// CHECK-NEXT:      arith.remui %arg3, %arg4 : i32
// CHECK-NEXT:      arith.floordivsi %arg3, %arg4 : i32
// CHECK-NEXT:      index.divs
// CHECK-NEXT:      index.rems
func.func @rem(%lb: index, %ub: index, %step: index, %a: i32, %b: i32, %ia: index, %ib: index) {
  scf.for %i = %lb to %ub step %step {
    %c7 = arith.constant 7 : i32
    %r1 = arith.remsi %a, %b : i32
    %r2 = arith.remsi %a, %c7 : i32
    %r3 = arith.remui %a, %b : i32
    %r4 = arith.remui %a, %c7 : i32
    %r5 = arith.floordivsi %a, %b : i32
    %r6 = arith.floordivsi %a, %c7 : i32
    %c3 = index.constant 3
    %x1 = index.divs %ia, %c3
    %x2 = index.rems %ia, %ib
    "foo.use"(%r1, %r2, %r3, %r4, %r5, %r6, %x1, %x2) : (i32, i32, i32, i32, i32, i32, index, index) -> ()
  }
  return
}
