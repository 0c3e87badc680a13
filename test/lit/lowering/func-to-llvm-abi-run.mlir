// Code lowered by assay-opt links with code lowered by mlir-opt 19 and with
// MLIR's runner utils: Inputs/func-abi-lib.mlir (memref descriptors passed
// on, returned, and crossing C-interface wrappers both ways) is lowered by
// assay-opt, this file by mlir-opt 19, both translated by mlir-translate 19,
// linked, and run by lli 19. The interpreter runs the two as one module and
// prints the same.
// REQUIRES: mlir-cpu-runner
// RUN: sed -e '/^func.func private @pick/d' -e '/^func.func private @relay/d' -e '/^func.func private @same/d' %s > %t.all.mlir
// RUN: sed -e '/^func.func private @show/d' %S/Inputs/func-abi-lib.mlir >> %t.all.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.all.mlir | FileCheck %s
// RUN: assay-opt --convert-func-to-llvm --reconcile-unrealized-casts %S/Inputs/func-abi-lib.mlir -o %t.lib.llvm.mlir
// RUN: mlir-translate-19 --mlir-to-llvmir %t.lib.llvm.mlir -o %t.lib.ll
// RUN: mlir-opt-19 --pass-pipeline="builtin.module(finalize-memref-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)" %s -o %t.main.llvm.mlir
// RUN: mlir-translate-19 --mlir-to-llvmir %t.main.llvm.mlir -o %t.main.ll
// RUN: llvm-link-19 %t.main.ll %t.lib.ll -S -o %t.linked.ll
// lli's exit status for a void main is whatever the return register held,
// so the output alone is checked.
// RUN: lli-19 --dlopen=%mlir_runner_lib_dir/libmlir_c_runner_utils.so.19.1 --dlopen=%mlir_runner_lib_dir/libmlir_runner_utils.so.19.1 --entry-function=main %t.linked.ll > %t.out || true
// RUN: FileCheck %s < %t.out

func.func private @pick(i1, memref<?xi64>, memref<?xi64>) -> memref<?xi64>
func.func private @pick_c(i1, memref<?xi64>, memref<?xi64>) -> (memref<?xi64>, i64) attributes {llvm.emit_c_interface}
func.func private @relay(memref<?xi64>, memref<*xi64>, i64) -> i64
func.func private @same(memref<*xi64>) -> (i64, memref<*xi64>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()

// Prints both memrefs and returns the sum of k and the first element.
func.func @show(%a: memref<?xi64>, %u: memref<*xi64>, %k: i64) -> i64 attributes {llvm.emit_c_interface} {
  %ua = memref.cast %a : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%ua) : (memref<*xi64>) -> ()
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<?xi64>
  %s = arith.addi %x, %k : i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = arith.constant 10 : i64
  %y = arith.constant 20 : i64
  %z = arith.constant 30 : i64
  %a3 = memref.alloc() : memref<3xi64>
  %b2 = memref.alloc() : memref<2x2xi64>
  memref.store %x, %a3[%c0] : memref<3xi64>
  memref.store %y, %a3[%c1] : memref<3xi64>
  memref.store %z, %a3[%c2] : memref<3xi64>
  memref.store %z, %b2[%c0, %c0] : memref<2x2xi64>
  memref.store %y, %b2[%c0, %c1] : memref<2x2xi64>
  memref.store %x, %b2[%c1, %c0] : memref<2x2xi64>
  memref.store %x, %b2[%c1, %c1] : memref<2x2xi64>
  %a = memref.cast %a3 : memref<3xi64> to memref<?xi64>
  %o2 = memref.alloc() : memref<2xi64>
  memref.store %y, %o2[%c0] : memref<2xi64>
  memref.store %x, %o2[%c1] : memref<2xi64>
  %o = memref.cast %o2 : memref<2xi64> to memref<?xi64>
  %bu = memref.cast %b2 : memref<2x2xi64> to memref<*xi64>
  %t = arith.constant true
  %f = arith.constant false

  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [10,  20,  30]
  %p = call @pick(%t, %a, %o) : (i1, memref<?xi64>, memref<?xi64>) -> memref<?xi64>
  %pu = memref.cast %p : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%pu) : (memref<*xi64>) -> ()

  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [20,  10]
  // CHECK-NEXT: 7
  %q:2 = call @pick_c(%f, %p, %o) : (i1, memref<?xi64>, memref<?xi64>) -> (memref<?xi64>, i64)
  %qu = memref.cast %q#0 : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%qu) : (memref<*xi64>) -> ()
  call @printI64(%q#1) : (i64) -> ()
  call @printNewline() : () -> ()

  // show(a, b2, 5) = 15 through the function value, then show(a, b2, 15).
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [10,  20,  30]
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[30,   20],
  // CHECK-NEXT:  [10,   10]]
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [10,  20,  30]
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[30,   20],
  // CHECK-NEXT:  [10,   10]]
  // CHECK-NEXT: 25
  %k = arith.constant 5 : i64
  %r = call @relay(%a, %bu, %k) : (memref<?xi64>, memref<*xi64>, i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()

  // CHECK-NEXT: 3
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[30,   20],
  // CHECK-NEXT:  [10,   10]]
  %n, %back = call @same(%bu) : (memref<*xi64>) -> (i64, memref<*xi64>)
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printMemrefI64(%back) : (memref<*xi64>) -> ()
  memref.dealloc %a3 : memref<3xi64>
  memref.dealloc %b2 : memref<2x2xi64>
  memref.dealloc %o2 : memref<2xi64>
  return
}
