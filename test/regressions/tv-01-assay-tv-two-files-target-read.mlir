// assay-tv SRC TGT parsed the target through the SourceMgr that already
// held the source, and the parser reads a manager's main (first) buffer:
// the "target" was the source again, so every pair verified, even a wrong
// one (silently). Each file is now parsed on its own: here the target
// returns a constant, which is refuted.
// UNSUPPORTED: oracle
// RUN: split-file %s %t
// RUN: %expect-exit 1 assay-tv %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK: =>
// CHECK-NEXT: func.func @f(%arg0: i8) -> i8 {
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK: Transformation doesn't verify!
// CHECK: ERROR: Value mismatch
// CHECK: 1 incorrect transformations

//--- src.mlir
func.func @f(%a: i8) -> i8 {
  return %a : i8
}
//--- tgt.mlir
func.func @f(%a: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  return %c1 : i8
}
