// assay-run without --interp compiles the program with the CPU JIT and runs
// it natively; its output and exit status are mlir-cpu-runner's. The input
// is llvm dialect already, so it runs whatever lowering passes the build
// has.
// RUN: assay-run -e main %s | FileCheck %s
// RUN: assay-run -O0 -e main %s | FileCheck %s
// RUN: assay-run -O3 -e main %s | FileCheck %s
// RUN: assay-run -e answer --entry-point-result=i32 %s | FileCheck %s --check-prefix=I32
// RUN: assay-run -e wide --entry-point-result=i64 %s | FileCheck %s --check-prefix=I64
// RUN: assay-run -e half --entry-point-result=f32 %s | FileCheck %s --check-prefix=F32
// RUN: assay-run -e main --compare %s | FileCheck %s

// CHECK: 42
// CHECK-NEXT: ( 1, 2, 3 )
// CHECK-NEXT: 1.5
// CHECK-NOT: {{.}}
llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @printOpen()
llvm.func @printClose()
llvm.func @printComma()

llvm.func @main() {
  %c = llvm.mlir.constant(42 : i64) : i64
  llvm.call @printI64(%c) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  llvm.call @printOpen() : () -> ()
  llvm.call @printI64(%c1) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%c2) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%c3) : (i64) -> ()
  llvm.call @printClose() : () -> ()
  llvm.call @printNewline() : () -> ()
  %x = llvm.mlir.constant(3.0 : f64) : f64
  %two = llvm.mlir.constant(2.0 : f64) : f64
  %h = llvm.fdiv %x, %two : f64
  llvm.call @printF64(%h) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// I32: -7
llvm.func @answer() -> i32 {
  %c = llvm.mlir.constant(-7 : i32) : i32
  llvm.return %c : i32
}

// I64: 1099511627776
llvm.func @wide() -> i64 {
  %c = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.mlir.constant(40 : i64) : i64
  %r = llvm.shl %c, %s : i64
  llvm.return %r : i64
}

// F32: 2.500000e+00
llvm.func @half() -> f32 {
  %x = llvm.mlir.constant(5.0 : f32) : f32
  %two = llvm.mlir.constant(2.0 : f32) : f32
  %h = llvm.fdiv %x, %two : f32
  llvm.return %h : f32
}
