// Regression rel-P1: in builds with assertions (the test build) the greedy
// driver fingerprinted the whole function around every pattern attempt, to
// check that a pattern reporting success changed the IR: canonicalize was
// quadratic (a chain of 40,000 arith.addi took 100 s, 0.1 s without
// assertions). The check now costs what each pattern touches. The timeout
// is generous: the linear run takes well under a second.
// RUN: python3 %S/Inputs/gen-addi-chain.py 40000 > %t.mlir
// RUN: timeout 60 assay-opt -canonicalize %t.mlir | FileCheck %s
// CHECK: %39999 = arith.addi %39998, %arg0 : i32
// CHECK-NEXT: return %39999 : i32
