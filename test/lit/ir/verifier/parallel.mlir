// The functions of a module are verified in parallel unless threading is
// off; either way exactly the first error in op order is reported, as a
// sequential run (and mlir-opt) reports it.
// RUN: not assay-opt %s 2>&1 | FileCheck %s
// RUN: not assay-opt --mlir-disable-threading %s 2>&1 | FileCheck %s
// RUN: not assay-opt --canonicalize %s 2>&1 | FileCheck %s

// CHECK: parallel.mlir:[[# @LINE + 9]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @first_bad
// CHECK-NEXT: return %a : i32
// CHECK-NOT: error

func.func @ok(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @first_bad(%a: i32) -> i64 {
  return %a : i32
}
func.func @second_bad(%a: f32) -> f32 {
  %0 = arith.addi %a, %a : f32
  return %0 : f32
}
func.func @f1(%a: i32) -> i32 {
  return %a : i32
}
func.func @f2(%a: i32) -> i32 {
  return %a : i32
}
func.func @f3(%a: i32) -> i32 {
  return %a : i32
}
func.func @f4(%a: i32) -> i32 {
  return %a : i32
}
func.func @f5(%a: i32) -> i32 {
  return %a : i32
}
func.func @f6(%a: i32) -> i32 {
  return %a : i32
}
func.func @f7(%a: i32) -> i32 {
  return %a : i32
}
func.func @f8(%a: i32) -> i32 {
  return %a : i32
}
func.func @f9(%a: i32) -> i32 {
  return %a : i32
}
func.func @f10(%a: i32) -> i32 {
  return %a : i32
}
func.func @f11(%a: i32) -> i32 {
  return %a : i32
}
func.func @f12(%a: i32) -> i32 {
  return %a : i32
}
func.func @f13(%a: i32) -> i32 {
  return %a : i32
}
func.func @f14(%a: i32) -> i32 {
  return %a : i32
}
func.func @f15(%a: i32) -> i32 {
  return %a : i32
}
func.func @f16(%a: i32) -> i32 {
  return %a : i32
}
func.func @f17(%a: i32) -> i32 {
  return %a : i32
}
func.func @f18(%a: i32) -> i32 {
  return %a : i32
}
func.func @f19(%a: i32) -> i32 {
  return %a : i32
}
func.func @f20(%a: i32) -> i32 {
  return %a : i32
}
func.func @f21(%a: i32) -> i32 {
  return %a : i32
}
func.func @f22(%a: i32) -> i32 {
  return %a : i32
}
func.func @f23(%a: i32) -> i32 {
  return %a : i32
}
func.func @f24(%a: i32) -> i32 {
  return %a : i32
}
func.func @f25(%a: i32) -> i32 {
  return %a : i32
}
func.func @f26(%a: i32) -> i32 {
  return %a : i32
}
func.func @f27(%a: i32) -> i32 {
  return %a : i32
}
func.func @f28(%a: i32) -> i32 {
  return %a : i32
}
func.func @f29(%a: i32) -> i32 {
  return %a : i32
}
func.func @f30(%a: i32) -> i32 {
  return %a : i32
}
func.func @f31(%a: i32) -> i32 {
  return %a : i32
}
func.func @f32(%a: i32) -> i32 {
  return %a : i32
}
func.func @f33(%a: i32) -> i32 {
  return %a : i32
}
func.func @f34(%a: i32) -> i32 {
  return %a : i32
}
func.func @f35(%a: i32) -> i32 {
  return %a : i32
}
func.func @f36(%a: i32) -> i32 {
  return %a : i32
}
func.func @f37(%a: i32) -> i32 {
  return %a : i32
}
func.func @f38(%a: i32) -> i32 {
  return %a : i32
}
func.func @f39(%a: i32) -> i32 {
  return %a : i32
}
func.func @f40(%a: i32) -> i32 {
  return %a : i32
}
func.func @last_bad() {
  %0 = "arith.constant"() : () -> i32
  return
}
