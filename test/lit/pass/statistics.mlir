// --mlir-pass-statistics: the pipeline display mirrors the pipeline, the
// list display merges passes by name. mlir-opt 19 as packaged is built
// without statistics and prints empty reports: Assay only.
// UNSUPPORTED: oracle

// RUN: assay-opt -p 'builtin.module(func.func(cse,symbol-privatize),cse,symbol-dce)' --mlir-pass-statistics %s 2>&1 >/dev/null | FileCheck %s
// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Pass statistics report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT: 'func.func' Pipeline
// CHECK-NEXT:   CSE
// CHECK-NEXT:     (S) 4 num-cse'd - Number of operations CSE'd
// CHECK-NEXT:     (S) 1 num-dce'd - Number of operations DCE'd
// CHECK-NEXT:   SymbolPrivatize
// CHECK-NEXT: CSE
// CHECK-NEXT:   (S) 0 num-cse'd - Number of operations CSE'd
// CHECK-NEXT:   (S) 0 num-dce'd - Number of operations DCE'd
// CHECK-NEXT: SymbolDCE
// CHECK-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd
// CHECK-EMPTY:

// RUN: assay-opt -p 'builtin.module(func.func(cse,symbol-privatize),cse,symbol-dce)' --mlir-pass-statistics --mlir-pass-statistics-display=list %s 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// LIST:      CSE
// LIST-NEXT:   (S) 4 num-cse'd - Number of operations CSE'd
// LIST-NEXT:   (S) 1 num-dce'd - Number of operations DCE'd
// LIST-NEXT: SymbolDCE
// LIST-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd
// LIST-NEXT: SymbolPrivatize
// LIST-EMPTY:

// Values of one pass are right-aligned together; the counts do not depend
// on the number of threads.
// RUN: assay-opt -p 'builtin.module(func.func(cse))' --mlir-pass-statistics --assay-num-threads=1 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ONE
// RUN: assay-opt -p 'builtin.module(func.func(cse))' --mlir-pass-statistics --assay-num-threads=8 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ONE
// ONE:      (S) 4 num-cse'd
// ONE-NEXT: (S) 1 num-dce'd

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %3, %2 : i32
  %dead = arith.subi %a, %a : i32
  return %4 : i32
}
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %3, %2 : i32
  return %4 : i32
}
func.func private @unused()
