// up-11: the --mlir-timing tree merged every run of a pass by name, so in
// `cse,canonicalize,cse` both CSE runs showed as one line under the first.
// Each position of a pipeline has its own timer (merged over the ops the
// pipeline runs on); analyses stay merged by name under their pass, and the
// list display still merges by name.
// RUN: assay-opt %s -mlir-disable-threading -p 'builtin.module(func.func(cse,canonicalize,cse))' -mlir-timing -mlir-timing-display=tree 2>&1 >/dev/null | FileCheck %s
// RUN: assay-opt %s -p 'builtin.module(func.func(cse,canonicalize,cse))' -mlir-timing -mlir-timing-display=tree 2>&1 >/dev/null | FileCheck %s
// RUN: assay-opt %s -mlir-disable-threading -p 'builtin.module(func.func(cse,canonicalize,cse))' -mlir-timing -mlir-timing-display=list 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// CHECK: 'func.func' Pipeline
// CHECK-NEXT: {{^}} {{.*}}  CSE
// CHECK-NEXT: {{^}} {{.*}}    (A) DominanceInfo
// CHECK-NEXT: {{^}} {{.*}}  Canonicalizer
// CHECK-NEXT: {{^}} {{.*}}  CSE
// CHECK-NEXT: {{^}} {{.*}}    (A) DominanceInfo
// CHECK-NEXT: Output
// LIST-COUNT-1: CSE
// LIST-NOT: CSE

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
