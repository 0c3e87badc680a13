// print-op-stats counts the ops of each name, the module included, on
// stderr, in mlir-opt's layout; the IR itself is printed unchanged.

// RUN: assay-opt --print-op-stats %s 2>&1 >/dev/null | FileCheck %s
// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^}}    arith.addi   , 2
// CHECK-NEXT: {{^}}    arith.muli   , 1
// CHECK-NEXT: {{^}}  builtin.module , 1
// CHECK-NEXT: {{^}}     func.func   , 2
// CHECK-NEXT: {{^}}     func.return , 1

// RUN: assay-opt -p 'builtin.module(print-op-stats{json=true})' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      {
// JSON-NEXT:   "arith.addi" : 2,
// JSON-NEXT:   "arith.muli" : 1,
// JSON-NEXT:   "builtin.module" : 1,
// JSON-NEXT:   "func.func" : 2,
// JSON-NEXT:   "func.return" : 1
// JSON-NEXT: }

// RUN: assay-opt --print-op-stats %s 2>/dev/null | FileCheck %s --check-prefix=OUT
// OUT: arith.addi %arg0, %arg0

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @unused()
