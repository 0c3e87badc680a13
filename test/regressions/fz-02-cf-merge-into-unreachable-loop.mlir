// cf.br's MergeIntoSinglePredecessor on a loop whose entry edge folded away
// in the same canonicalization: the latch's branch is then the header's
// only predecessor and passes the header's own argument (%acc) back to it.
// Merging replaced the argument by itself and erased the header with the
// argument still used: an assertion (mlir-opt 19 crashes the same way). The
// pattern now leaves a branch alone when an operand is defined in its
// successor (possible only where the entry cannot reach). Found by
// assay-fuzz pipelines (convert-scf-to-cf then inline).
// UNSUPPORTED: oracle
// RUN: assay-opt --canonicalize %s | FileCheck %s
// RUN: assay-opt --canonicalize=top-down=false %s | FileCheck %s
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @f(%n: index, %v: i32) -> i32 {
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %false, ^loop(%c0, %v : index, i32), ^exit(%v : i32)
^loop(%i: index, %acc: i32):
  %next = arith.addi %i, %c1 : index
  %done = arith.cmpi sge, %next, %n : index
  cf.cond_br %done, ^exit(%acc : i32), ^latch
^latch:
  %z = arith.addi %acc, %acc : i32
  cf.br ^loop(%next, %acc : index, i32)
^exit(%r: i32):
  return %r : i32
}
