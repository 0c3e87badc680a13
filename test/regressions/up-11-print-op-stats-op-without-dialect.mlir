// up-11: print-op-stats split every name at its first dot, so an op of no
// dialect (`"long_op_name"`, legal with --allow-unregistered-dialect) was
// printed as `long_op_name.` in the dialect column. A name without a dot
// goes whole in the op column, with a blank where the dot would be.
// RUN: assay-opt --allow-unregistered-dialect --print-op-stats %s -o /dev/null 2>&1 | FileCheck %s
// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^}}    arith.addi         , 1
// CHECK-NEXT: {{^}}  builtin.module       , 1
// CHECK-NEXT: {{^}}     func.func         , 1
// CHECK-NEXT: {{^}}     func.return       , 1
// CHECK-NEXT: {{^}}          long_op_name , 2
// CHECK-NEXT: {{^}}      xla.add          , 1

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = "xla.add"(%0) : (i32) -> i32
  %2 = "long_op_name"(%1) : (i32) -> i32
  %3 = "long_op_name"(%2) : (i32) -> i32
  return %3 : i32
}
