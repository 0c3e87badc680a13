// The inliner runs on symbol tables only. Scheduled on a function, it fails
// as mlir-opt 19 does: an error at the function (with the doubled space of
// mlir-opt's message) and a note that prints the function in generic form.
// RUN: not assay-opt --pass-pipeline='builtin.module(func.func(inline))' %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// RUN: not assay-opt --pass-pipeline='builtin.module(func.func(inline))' %s 2>/dev/null | count 0

//      CHECK:{{.*}}inline-errors.mlir:[[@LINE+10]]:1: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table
// CHECK-NEXT:func.func @callee(%a: i32) -> i32 {
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}inline-errors.mlir:[[@LINE+7]]:1: note: see current operation: {{$}}
// CHECK-NEXT:"func.func"() <{function_type = (i32) -> i32, sym_name = "callee"}> ({
// CHECK-NEXT:^bb0(%arg0: i32):
// CHECK-NEXT:  %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:  "func.return"(%0) : (i32) -> ()
// CHECK-NEXT:}) : () -> ()
//  CHECK-NOT:{{.}}
func.func @callee(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
