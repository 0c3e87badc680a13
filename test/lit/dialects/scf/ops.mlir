// RUN: assay-opt %s | FileCheck %s
// RUN: assay-opt %s | assay-opt | FileCheck %s
// RUN: assay-opt --mlir-print-op-generic %s | assay-opt | FileCheck %s
// RUN: assay-opt --mlir-print-op-generic %s | assay-opt --mlir-print-op-generic | assay-opt | FileCheck %s

// Every scf op in every variant of its custom syntax, printed as mlir-opt 19
// prints it, and read back from both forms.

// scf.for: index and i32 induction variables, iter_args (one and several), the implicit scf.yield left out when there are no results, attributes after the body.
// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
// CHECK-NEXT:   scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     %2 = arith.addi %arg5, %arg5 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT:     %2 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT:     scf.yield %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %1:2 = scf.for %arg5 = %c0_i32 to %arg4 step %c1_i32 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f32, i32)  : i32 {
// CHECK-NEXT:     %2 = arith.addi %arg7, %arg5 : i32
// CHECK-NEXT:     scf.yield %arg6, %2 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg5 = %c0_i32 to %arg4 step %c1_i32  : i32 {
// CHECK-NEXT:   } {tag = "loop"}
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @for_loops(%lb: index, %ub: index, %step: index, %init: f32, %n: i32) -> f32 {
  scf.for %i = %lb to %ub step %step {
    %x = arith.addi %i, %i : index
  }
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %next = arith.addf %acc, %acc : f32
    scf.yield %next : f32
  }
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%a = %init, %b = %n) -> (f32, i32) : i32 {
    %b2 = arith.addi %b, %j : i32
    scf.yield %a, %b2 : f32, i32
  }
  scf.for %j = %c0 to %n step %c1 : i32 {
  } {tag = "loop"}
  return %sum : f32
}


// scf.if: without else, with an empty else, with one and several results (terminators printed then), attributes.
// CHECK-LABEL: func.func @conditionals(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:     scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2, %arg1 : i32, i32
// CHECK-NEXT:   } {hint}
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @conditionals(%c: i1, %a: i32, %b: i32) -> i32 {
  scf.if %c {
    %x = arith.addi %a, %b : i32
  }
  scf.if %c {
  } else {
  }
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %p:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  } {hint}
  return %r : i32
}


// scf.while with and without loop-carried values, results that differ from the before region arguments, `attributes` keyword.
// CHECK-LABEL: func.func @while_loops(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT:     scf.condition(%2) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.while : () -> () {
// CHECK-NEXT:     scf.condition(%arg1)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   %1:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i1) -> (i1, i32) {
// CHECK-NEXT:     scf.condition(%arg3) %arg3, %arg2 : i1, i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i1, %arg3: i32):
// CHECK-NEXT:     scf.yield %arg3, %arg2 : i32, i1
// CHECK-NEXT:   } attributes {tag}
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_loops(%n: i32, %c: i1) -> i32 {
  %r = scf.while (%i = %n) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%x: i32):
    %next = arith.addi %x, %x : i32
    scf.yield %next : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %p:2 = scf.while (%i = %n, %j = %c) : (i32, i1) -> (i1, i32) {
    scf.condition(%j) %j, %i : i1, i32
  } do {
  ^bb0(%x: i1, %y: i32):
    scf.yield %y, %x : i32, i1
  } attributes {tag}
  return %r : i32
}


// scf.execute_region (multi-block, several results, none) and scf.index_switch (cases, default, results, an empty default whose scf.yield stays implicit).
// CHECK-LABEL: func.func @regions(%arg0: i1, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     scf.yield %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1:2 = scf.execute_region -> (i32, i1) {
// CHECK-NEXT:     scf.yield %arg1, %arg0 : i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.execute_region {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = scf.index_switch %arg2 -> i32
// CHECK-NEXT:   case 2 {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   case 5 {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     scf.yield %c5_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.index_switch %arg2
// CHECK-NEXT:   case 0 {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:   }
// CHECK-NEXT:   %3:2 = scf.index_switch %arg2 {tag} -> i32, i1
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %arg1, %arg0 : i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @regions(%c: i1, %a: i32, %idx: index) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  %p:2 = scf.execute_region -> (i32, i1) {
    scf.yield %a, %c : i32, i1
  }
  scf.execute_region {
    scf.yield
  }
  %s = scf.index_switch %idx -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    %z = arith.constant 5 : i32
    scf.yield %z : i32
  }
  default {
    scf.yield %r : i32
  }
  scf.index_switch %idx
  case 0 {
    scf.yield
  }
  default {
  }
  %t:2 = scf.index_switch %idx {tag} -> i32, i1
  default {
    scf.yield %a, %c : i32, i1
  }
  return %s : i32
}


// scf.parallel with no reduction (scf.reduce printed bare), one and two reductions.
// CHECK-LABEL: func.func @parallel_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
// CHECK-NEXT:   scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:     %2 = arith.addi %arg5, %arg6 : index
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     scf.reduce(%cst : f32) {
// CHECK-NEXT:     ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:       %2 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:       scf.reduce.return %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT:     scf.reduce(%arg3, %arg4 : f32, i32) {
// CHECK-NEXT:     ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:       scf.reduce.return %arg6 : f32
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT:       %2 = arith.maxsi %arg6, %arg7 : i32
// CHECK-NEXT:       scf.reduce.return %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   } {tag}
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @parallel_loops(%lb: index, %ub: index, %step: index, %init: f32, %k: i32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %x = arith.addi %i, %j : index
    scf.reduce
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    %v = arith.constant 1.0 : f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  %p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init, %k) -> (f32, i32) {
    scf.reduce(%init, %k : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      %m = arith.maxsi %l, %rr : i32
      scf.reduce.return %m : i32
    }
  } {tag}
  return %r : f32
}


// scf.forall: the `in` form, the lower bound/step form, operands defined by constants 0 and 1 printing in the `in` form, shared_outs with the scf.forall.in_parallel terminator printed.
// CHECK-LABEL: func.func @forall_loops(%arg0: index, %arg1: tensor<8x?xf32>) -> tensor<8x?xf32> {
// CHECK-NEXT:   scf.forall (%arg2, %arg3) in (8, %arg0) {
// CHECK-NEXT:     %1 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.forall (%arg2) = (0) to (%arg0) step (2) {
// CHECK-NEXT:   }
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.forall (%arg2) in (%arg0) {
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.forall (%arg2) = (%c1) to (%arg0) step (%arg0) {
// CHECK-NEXT:   } {tag}
// CHECK-NEXT:   %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<8x?xf32>) {
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<8x?xf32>
// CHECK-NEXT: }
func.func @forall_loops(%n: index, %t: tensor<8x?xf32>) -> tensor<8x?xf32> {
  scf.forall (%i, %j) in (8, %n) {
    %x = arith.addi %i, %j : index
  }
  scf.forall (%i) = (0) to (%n) step (2) {
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i) = (%c1) to (%n) step (%n) {
  } {tag}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8x?xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8x?xf32>
}
