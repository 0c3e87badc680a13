// up-14 (the arith and index part): an op that is its own operand is legal
// in an unreachable block, and canonicalize never stopped on one. The
// reassociation patterns rebuilt `addi(addi(x, c0), c1)` around the op
// itself, again and again, and a fold to the op's own result
// (`muli(x, 1) -> x` with x the op) read as an in-place fold that the driver
// revisits forever. What is right: those rewrites do not apply to such an
// op, canonicalize stops, and the unreachable block is erased. mlir-opt-19
// does not terminate on this input.
// UNSUPPORTED: oracle
// RUN: assay-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @unreachable(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @unreachable(%c: i1) {
  return
^unreachable:
  %c1 = arith.constant 1 : i64
  %i0 = index.constant 0
  %add = arith.addi %add, %c1 : i64
  %mul = arith.muli %mul, %c1 : i64
  %xor = arith.xori %xor, %c1 : i64
  %and = arith.andi %and, %and : i64
  %sel = arith.select %c, %sel, %c1 : i64
  %idx = index.add %idx, %i0
  cf.br ^unreachable
}
