// The ops arith-expand rewrites compute the same before and after it, on
// the inputs where mlir-opt 19's expansion goes wrong too (ceildivsi of MIN
// and of MAX by -1, the max/min of zeros of both signs): the reference
// interpreter runs the input and Assay's expansion, and the expansion,
// lowered by mlir-opt 19, runs natively under mlir-cpu-runner 19. (Under the
// oracle the expansion is mlir-opt 19's, which gets these wrong.)
// UNSUPPORTED: oracle
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --arith-expand=include-bf16 %s -o %t.expanded.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.expanded.mlir | FileCheck %s
// RUN: assay-opt --arith-expand=include-bf16 %s | FileCheck %s --check-prefix=EXPANDED
// RUN: %if mlir-cpu-runner %{ mlir-opt-19 --pass-pipeline="builtin.module(convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)" %t.expanded.mlir | mlir-cpu-runner-19 -e main --entry-point-result=void -shared-libs=%mlir_runner_lib_dir/libmlir_c_runner_utils.so.19.1 | FileCheck %s %}

// EXPANDED-NOT: arith.ceildiv
// EXPANDED-NOT: arith.floordiv
// EXPANDED-NOT: arith.max
// EXPANDED-NOT: arith.min
// EXPANDED-NOT: bf16 to f32

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()

func.func @ceildivsi(%a: i32, %b: i32) {
  %r = arith.ceildivsi %a, %b : i32
  %w = arith.extsi %r : i32 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @floordivsi(%a: i32, %b: i32) {
  %r = arith.floordivsi %a, %b : i32
  %w = arith.extsi %r : i32 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @ceildivui(%a: i32, %b: i32) {
  %r = arith.ceildivui %a, %b : i32
  %w = arith.extui %r : i32 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @minmaxsi(%a: i32, %b: i32) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.minui %a, %b : i32
  %w0 = arith.extsi %0 : i32 to i64
  %w1 = arith.extui %1 : i32 to i64
  call @printI64(%w0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%w1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @minmaxf(%a: f32, %b: f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %a, %b : f32
  call @printF32(%0) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%1) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%2) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%3) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @bf16(%a: f32) {
  %t = arith.truncf %a : f32 to bf16
  %e = arith.extf %t : bf16 to f32
  call @printF32(%e) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %min = arith.constant -2147483648 : i32
  %max = arith.constant 2147483647 : i32
  %m1 = arith.constant -1 : i32
  %m7 = arith.constant -7 : i32
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  %m2 = arith.constant -2 : i32
  // CHECK: -1073741824
  // CHECK-NEXT: -2147483647
  // CHECK-NEXT: 4
  // CHECK-NEXT: -3
  // CHECK-NEXT: -3
  // CHECK-NEXT: 4
  // CHECK-NEXT: 0
  call @ceildivsi(%min, %c2) : (i32, i32) -> ()
  call @ceildivsi(%max, %m1) : (i32, i32) -> ()
  call @ceildivsi(%c7, %c2) : (i32, i32) -> ()
  call @ceildivsi(%m7, %c2) : (i32, i32) -> ()
  call @ceildivsi(%c7, %m2) : (i32, i32) -> ()
  call @ceildivsi(%m7, %m2) : (i32, i32) -> ()
  call @ceildivsi(%c0, %m7) : (i32, i32) -> ()
  // CHECK-NEXT: -1073741824
  // CHECK-NEXT: -4
  // CHECK-NEXT: -4
  // CHECK-NEXT: 3
  call @floordivsi(%min, %c2) : (i32, i32) -> ()
  call @floordivsi(%m7, %c2) : (i32, i32) -> ()
  call @floordivsi(%c7, %m2) : (i32, i32) -> ()
  call @floordivsi(%m7, %m2) : (i32, i32) -> ()
  // CHECK-NEXT: 2147483648
  // CHECK-NEXT: 0
  call @ceildivui(%m1, %c2) : (i32, i32) -> ()
  call @ceildivui(%c0, %c7) : (i32, i32) -> ()
  // CHECK-NEXT: 7, 7
  call @minmaxsi(%m7, %c7) : (i32, i32) -> ()

  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  // maximumf minimumf maxnumf minnumf
  // CHECK-NEXT: 0, -0, 0, -0
  // CHECK-NEXT: 0, -0, 0, -0
  // CHECK-NEXT: nan, nan, 1, 1
  // CHECK-NEXT: nan, nan, 1, 1
  // CHECK-NEXT: 1, -0, 1, -0
  call @minmaxf(%pz, %nz) : (f32, f32) -> ()
  call @minmaxf(%nz, %pz) : (f32, f32) -> ()
  call @minmaxf(%one, %nan) : (f32, f32) -> ()
  call @minmaxf(%nan, %one) : (f32, f32) -> ()
  call @minmaxf(%nz, %one) : (f32, f32) -> ()

  // 1 + 2^-8 is a tie between two bf16 values: to the even one, 1; then
  // 1 + 3 * 2^-8 rounds up to 1 + 2^-6.
  %tie = arith.constant 1.00390625 : f32
  %up = arith.constant 1.01171875 : f32
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1.01562
  call @bf16(%tie) : (f32) -> ()
  call @bf16(%up) : (f32) -> ()
  return
}
