// rel-H6: vector values bypassed the memory limit: a constant of type
// vector<1000000000xi8> made its box (16 bytes an element) when the program
// was translated, and a poison one when it ran, each asking the host for
// 15 GiB until it ran out of memory and aborted. A constant's box now counts
// against the limit before it is made, and a vector value's box as part of
// the frame that holds it: both are located errors.
// UNSUPPORTED: oracle
// RUN: split-file %s %t
// RUN: not assay-run --interp %t/constant.mlir 2>&1 | FileCheck %s --check-prefix=CONSTANT
// RUN: not assay-run --interp %t/poison.mlir 2>&1 | FileCheck %s --check-prefix=POISON

//--- constant.mlir
func.func @main() {
  // CONSTANT: constant.mlir:3:8: error: memory limit reached: this constant needs 14.90 GiB, and the program holds 0 B of its 4 GiB (raise the limit with --max-memory)
  %k = arith.constant dense<1> : vector<1000000000xi8>
  return
}

//--- poison.mlir
// POISON: poison.mlir:2:1: error: memory limit reached: the frame of a call to '@main' needs 14.90 GiB, and the program holds 0 B of its 4 GiB (raise the limit with --max-memory)
func.func @main() {
  %k = ub.poison : vector<1000000000xi8>
  return
}
