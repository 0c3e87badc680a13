// convert-scf-to-cf lowers every structured control flow op to blocks and
// cf branches, with the CFG that mlir-opt 19 prints, block for block: the
// CHECK lines are mlir-opt 19's output, and where mlir-opt 19 is installed
// the two tools' outputs must also be identical byte for byte, with and
// without locations, but for one decision: Assay switches on the selector of
// scf.index_switch as i64, not i32 (docs/lowering.md; widen-switch.py turns
// mlir-opt 19's form into Assay's before the comparison).
// RUN: assay-opt --convert-scf-to-cf %s %if oracle %{ | widen-switch.py %} | FileCheck %s
// RUN: assay-opt --convert-scf-to-cf %s | assay-opt %if oracle %{ | widen-switch.py %} | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-scf-to-cf %s %if oracle %{ | widen-switch.py %} > %t.assay && %mlir_opt --convert-scf-to-cf %s | widen-switch.py > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-scf-to-cf --mlir-print-debuginfo %s %if oracle %{ | widen-switch.py %} > %t.assay.loc && %mlir_opt --convert-scf-to-cf --mlir-print-debuginfo %s | widen-switch.py > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// RUN: assay-opt --convert-scf-to-cf %s | FileCheck %s --check-prefix=NOSCF

// No scf op is left, not even a terminator.
// NOSCF-NOT: scf.

// CHECK-LABEL: func.func @for_simple(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %2 = arith.addi %0, %0 : index
// CHECK-NEXT:   %3 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%3 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @for_simple(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %c = arith.addi %i, %i : index
  }
  return
}

// CHECK-LABEL: func.func @for_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3, %arg3 : index, f32, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %4 = arith.addf %1, %2 : f32
// CHECK-NEXT:   %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%5, %4, %1 : index, f32, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @for_iter(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %y = arith.addf %a, %b : f32
    scf.yield %y, %a : f32, f32
  }
  return %r#0 : f32
}

// CHECK-LABEL: func.func @for_i32(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %2 = arith.addi %0, %0 : i32
// CHECK-NEXT:   %3 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:   cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @for_i32(%lb: i32, %ub: i32, %s: i32) {
  scf.for %i = %lb to %ub step %s : i32 {
    %c = arith.addi %i, %i : i32
  }
  return
}

// CHECK-LABEL: func.func @if_noelse(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_noelse(%c: i1, %x: i32) {
  scf.if %c {
    %y = arith.addi %x, %x : i32
  }
  return
}

// CHECK-LABEL: func.func @if_else(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @if_else(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_else_noresult(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_else_noresult(%c: i1, %x: i32) {
  scf.if %c {
    %y = arith.addi %x, %x : i32
  } else {
    %y = arith.muli %x, %x : i32
  }
  return
}

// CHECK-LABEL: func.func @while1(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:   cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while1(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %one = arith.constant 1 : i32
    %y = arith.addi %b, %one : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while2(%arg0: i32, %arg1: i32) -> (i32, f32) {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2(%0, %cst : i32, f32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32, %3: f32):  // pred: ^bb1
// CHECK-NEXT:   %4 = arith.addi %2, %2 : i32
// CHECK-NEXT:   cf.br ^bb1(%4 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %0, %cst : i32, f32
// CHECK-NEXT: }
func.func @while2(%x: i32, %n: i32) -> (i32, f32) {
  %f = arith.constant 1.0 : f32
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, f32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %f : i32, f32
  } do {
  ^bb0(%b: i32, %g: f32):
    %y = arith.addi %b, %b : i32
    scf.yield %y : i32
  }
  return %r#0, %r#1 : i32, f32
}

// CHECK-LABEL: func.func @exec(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   %2 = arith.addi %1, %1 : i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @exec(%x: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %x : i32
  ^b:
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %z = arith.addi %r, %r : i32
  return %z : i32
}

// CHECK-LABEL: func.func @exec2() {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @exec2() {
  scf.execute_region {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT:   cf.switch %0 : i64, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     2: ^bb1,
// CHECK-NEXT:     5: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   cf.br ^bb4(%c0_i32 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @switch(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  case 5 {
    scf.yield %x : i32
  }
  default {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @switch0(%arg0: index) {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT:   cf.switch %0 : i64, [
// CHECK-NEXT:     default: ^bb1]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch0(%i: index) {
  scf.index_switch %i
  default {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %4 = memref.load %arg3[%0, %2] : memref<?x?xf32>
// CHECK-NEXT:   memref.store %4, %arg3[%2, %0] : memref<?x?xf32>
// CHECK-NEXT:   %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT:   cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @par(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @par_red(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %4 = arith.index_cast %0 : index to i32
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %5 = arith.addf %1, %cst : f32
// CHECK-NEXT:   %6 = arith.muli %2, %4 : i32
// CHECK-NEXT:   %7 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%7, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %1, %2 : f32, i32
// CHECK-NEXT: }
func.func @par_red(%lb: index, %ub: index, %s: index, %x: f32, %y: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x, %y) -> (f32, i32) {
    %c = arith.index_cast %i : index to i32
    %f = arith.constant 1.0 : f32
    scf.reduce(%f, %c : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %z = arith.addf %a, %b : f32
      scf.reduce.return %z : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %z = arith.muli %a, %b : i32
      scf.reduce.return %z : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// CHECK-LABEL: func.func @dowhile(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:   %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @dowhile(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %y = arith.addi %a, %a : i32
    %c = arith.cmpi slt, %y, %n : i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb7
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb8
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg3, ^bb3, ^bb7
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   cf.br ^bb4(%arg0 : index)
// CHECK-NEXT: ^bb4(%2: index):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %0 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   %4 = arith.addi %0, %2 : index
// CHECK-NEXT:   %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT:   cf.br ^bb4(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT:   cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT:   %6 = arith.muli %0, %0 : index
// CHECK-NEXT:   %7 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%7 : index)
// CHECK-NEXT: ^bb8:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    scf.if %c {
      scf.for %j = %lb to %i step %s {
        %x = arith.addi %i, %j : index
      }
    }
    %q = arith.muli %i, %i : index
  }
  return
}

// CHECK-LABEL: func.func @par2(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT: ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:   cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %6 = arith.addf %4, %cst : f32
// CHECK-NEXT:   %7 = arith.addi %3, %arg2 : index
// CHECK-NEXT:   cf.br ^bb3(%7, %6 : index, f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %8 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%8, %4 : index, f32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @par2(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x) -> f32 {
    %f = arith.constant 1.0 : f32
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %z = arith.addf %a, %b : f32
      scf.reduce.return %z : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @fa2(%arg0: index, %arg1: memref<?x?xf32>) {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb1(%c2 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %c10 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %4 = memref.load %arg1[%0, %2] : memref<?x?xf32>
// CHECK-NEXT:   %5 = arith.addi %2, %c1 : index
// CHECK-NEXT:   cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %6 = arith.addi %0, %c3 : index
// CHECK-NEXT:   cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @fa2(%n: index, %m: memref<?x?xf32>) {
  scf.forall (%i, %j) = (2, %n) to (%n, 10) step (3, 1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @fa3(%arg0: memref<?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb1(%c0_0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %c8 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %2 = memref.load %arg0[%0] : memref<?xf32>
// CHECK-NEXT:   %3 = arith.addi %0, %c1 : index
// CHECK-NEXT:   cf.br ^bb1(%3 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @fa3(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (8) {
    %v = memref.load %m[%i] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @deep(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg4 : index, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb14
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb15
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%3: i32):  // 2 preds: ^bb2, ^bb13
// CHECK-NEXT:   %4 = arith.cmpi slt, %3, %arg4 : i32
// CHECK-NEXT:   cf.cond_br %4, ^bb4(%3 : i32), ^bb14
// CHECK-NEXT: ^bb4(%5: i32):  // pred: ^bb3
// CHECK-NEXT:   cf.cond_br %arg3, ^bb5, ^bb8
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT:   cf.br ^bb7(%5 : i32)
// CHECK-NEXT: ^bb7(%6: i32):  // pred: ^bb6
// CHECK-NEXT:   cf.br ^bb12(%6 : i32)
// CHECK-NEXT: ^bb8:  // pred: ^bb4
// CHECK-NEXT:   %7 = arith.index_cast %0 : index to i64
// CHECK-NEXT:   cf.switch %7 : i64, [
// CHECK-NEXT:     default: ^bb10,
// CHECK-NEXT:     0: ^bb9
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT:   cf.br ^bb11(%5 : i32)
// CHECK-NEXT: ^bb10:  // pred: ^bb8
// CHECK-NEXT:   %8 = arith.addi %5, %5 : i32
// CHECK-NEXT:   cf.br ^bb11(%8 : i32)
// CHECK-NEXT: ^bb11(%9: i32):  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT:   cf.br ^bb12(%9 : i32)
// CHECK-NEXT: ^bb12(%10: i32):  // 2 preds: ^bb7, ^bb11
// CHECK-NEXT:   cf.br ^bb13
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT:   cf.br ^bb3(%10 : i32)
// CHECK-NEXT: ^bb14:  // pred: ^bb3
// CHECK-NEXT:   %11 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%11, %3 : index, i32)
// CHECK-NEXT: ^bb15:  // pred: ^bb1
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @deep(%lb: index, %ub: index, %s: index, %c: i1, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> i32 {
    %w = scf.while (%a = %acc) : (i32) -> i32 {
      %k = arith.cmpi slt, %a, %x : i32
      scf.condition(%k) %a : i32
    } do {
    ^bb0(%b: i32):
      %y = scf.if %c -> i32 {
        %e = scf.execute_region -> i32 {
          scf.yield %b : i32
        }
        scf.yield %e : i32
      } else {
        %sw = scf.index_switch %i -> i32
        case 0 {
          scf.yield %b : i32
        }
        default {
          %z = arith.addi %b, %b : i32
          scf.yield %z : i32
        }
        scf.yield %sw : i32
      }
      scf.yield %y : i32
    }
    scf.yield %w : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @seq(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   cf.cond_br %arg0, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   cf.br ^bb11(%0 : i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT:   cf.cond_br %arg0, ^bb7, ^bb8
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT:   cf.br ^bb9(%0 : i32)
// CHECK-NEXT: ^bb8:  // pred: ^bb6
// CHECK-NEXT:   cf.br ^bb9(%arg1 : i32)
// CHECK-NEXT: ^bb9(%1: i32):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT:   cf.br ^bb10
// CHECK-NEXT: ^bb10:  // pred: ^bb9
// CHECK-NEXT:   cf.br ^bb11(%1 : i32)
// CHECK-NEXT: ^bb11(%2: i32):  // 2 preds: ^bb5, ^bb10
// CHECK-NEXT:   cf.br ^bb12
// CHECK-NEXT: ^bb12:  // pred: ^bb11
// CHECK-NEXT:   cf.cond_br %arg0, ^bb13, ^bb16
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT:   cf.br ^bb14
// CHECK-NEXT: ^bb14:  // pred: ^bb13
// CHECK-NEXT:   cf.br ^bb15
// CHECK-NEXT: ^bb15:  // pred: ^bb14
// CHECK-NEXT:   cf.br ^bb16
// CHECK-NEXT: ^bb16:  // 2 preds: ^bb12, ^bb15
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @seq(%c: i1, %x: i32) -> i32 {
  %a = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  %b = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %q = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %q : i32
  }
  scf.if %c {
    scf.execute_region {
      scf.yield
    }
  }
  return %b : i32
}

// CHECK-LABEL: func.func @nopar(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xi32>) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %4 = memref.load %arg3[%2] : memref<?xi32>
// CHECK-NEXT:   %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT:   cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c1_1 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb7(%c0 : index)
// CHECK-NEXT: ^bb7(%7: index):  // 2 preds: ^bb6, ^bb14
// CHECK-NEXT:   %8 = arith.cmpi slt, %7, %c4 : index
// CHECK-NEXT:   cf.cond_br %8, ^bb8, ^bb15
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT:   cf.br ^bb9(%c0_0 : index)
// CHECK-NEXT: ^bb9(%9: index):  // 2 preds: ^bb8, ^bb13
// CHECK-NEXT:   %10 = arith.cmpi slt, %9, %c5 : index
// CHECK-NEXT:   cf.cond_br %10, ^bb10, ^bb14
// CHECK-NEXT: ^bb10:  // pred: ^bb9
// CHECK-NEXT:   cf.br ^bb11(%7 : index)
// CHECK-NEXT: ^bb11(%11: index):  // 2 preds: ^bb10, ^bb12
// CHECK-NEXT:   %12 = arith.cmpi slt, %11, %9 : index
// CHECK-NEXT:   cf.cond_br %12, ^bb12, ^bb13
// CHECK-NEXT: ^bb12:  // pred: ^bb11
// CHECK-NEXT:   %13 = arith.index_cast %11 : index to i32
// CHECK-NEXT:   memref.store %13, %arg3[%11] : memref<?xi32>
// CHECK-NEXT:   %14 = arith.addi %11, %7 : index
// CHECK-NEXT:   cf.br ^bb11(%14 : index)
// CHECK-NEXT: ^bb13:  // pred: ^bb11
// CHECK-NEXT:   %15 = arith.addi %9, %c1_1 : index
// CHECK-NEXT:   cf.br ^bb9(%15 : index)
// CHECK-NEXT: ^bb14:  // pred: ^bb9
// CHECK-NEXT:   %16 = arith.addi %7, %c1 : index
// CHECK-NEXT:   cf.br ^bb7(%16 : index)
// CHECK-NEXT: ^bb15:  // pred: ^bb7
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nopar(%lb: index, %ub: index, %s: index, %m: memref<?xi32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.parallel (%j) = (%lb) to (%ub) step (%s) {
      %v = memref.load %m[%j] : memref<?xi32>
    }
  }
  scf.forall (%i, %j) in (4, 5) {
    scf.forall (%k) = (%i) to (%j) step (%i) {
      %q = arith.index_cast %k : index to i32
      memref.store %q, %m[%k] : memref<?xi32>
    }
  }
  return
}

