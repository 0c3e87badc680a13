// Pass-through blocks that branch round in a cycle are not skipped: each
// skip would lead to another without end. mlir-opt 19 keeps skipping and
// never returns on these inputs, so the oracle cannot run them.
// UNSUPPORTED: oracle
// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @cycle2
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @cycle2(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^b
^b:
  cf.br ^a
}

// -----

// The cycle forwards a block argument; it is dead and goes.
// CHECK-LABEL: func.func @cycle_args
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @cycle_args(%c: i1, %x: i32) {
  cf.cond_br %c, ^a(%x : i32), ^b(%x : i32)
^a(%p: i32):
  cf.br ^b(%p : i32)
^b(%q: i32):
  cf.br ^a(%q : i32)
}

// -----

// A chain into a cycle: blocks with one predecessor merge until a block
// branches to itself.
// CHECK-LABEL: func.func @chain_into_cycle
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @chain_into_cycle() {
  cf.br ^c
^c:
  cf.br ^a
^a:
  cf.br ^b
^b:
  cf.br ^a
}
