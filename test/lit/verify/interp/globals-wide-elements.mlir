// A memref.global of elements wider than 64 bits starts with its initial
// value (the interpreter once left such globals poison): i128 and f80
// elements, read back and narrowed.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printI64(i64)
func.func private @printNewline()
memref.global "private" constant @g : memref<2xi128> = dense<[1, -2]>
memref.global "private" constant @h : memref<2xf80> = dense<[1.5, -2.0]>
func.func @main() {
  %m = memref.get_global @g : memref<2xi128>
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<2xi128>
  %t = arith.trunci %v : i128 to i64
  // CHECK: -2
  call @printI64(%t) : (i64) -> ()
  call @printNewline() : () -> ()
  %n = memref.get_global @h : memref<2xf80>
  %w = memref.load %n[%c1] : memref<2xf80>
  %f = arith.truncf %w : f80 to f64
  %i = arith.fptosi %f : f64 to i64
  // CHECK-NEXT: -2
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
