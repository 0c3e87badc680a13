// RUN: assay-opt %s --split-input-file --remove-dead-values 2>/dev/null | FileCheck %s
// RUN: assay-opt %s --split-input-file --remove-dead-values 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// IR with a branch op or a symbol that is not a function is refused with an
// error and left as it is; the pass does not fail (as in mlir-opt 19).
// ERR: error: cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops
// CHECK-LABEL: func.func @branch(
// CHECK-NEXT:    arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
func.func @branch(%a: i32) -> i32 {
  %d = arith.addi %a, %a : i32
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// ERR: error: cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops
// CHECK: memref.global "private" @g
// CHECK-LABEL: func.func @global(
// CHECK-NEXT:    arith.addi %arg0, %arg0 : i32
memref.global "private" @g : memref<i32> = dense<0>
func.func @global(%a: i32) -> i32 {
  %d = arith.addi %a, %a : i32
  return %a : i32
}
