// scf.forall with a device mapping (`{mapping = [#gpu.block<y>, ...]}`)
// runs like any other forall: the mapping only tells a lowering where the
// iterations may go. Assay has no gpu dialect, so assay-run needs
// --allow-unregistered-dialect to accept the #gpu attributes; the runner
// script does not take that flag, so the oracle configuration skips this
// file, and its second RUN line checks the same output against MLIR's
// lowering in the normal one.
// UNSUPPORTED: oracle
// RUN: assay-run --interp --allow-unregistered-dialect -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}
// RUN: not assay-run --interp -e main %s 2>&1 | FileCheck %s --check-prefix=STRICT

func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<3x4xi64>
  %um = memref.cast %m : memref<3x4xi64> to memref<*xi64>
  // STRICT: forall-mapping.mlir:[[@LINE+5]]:{{[0-9]+}}: error: #"gpu"<"block<y>"> : 'none' attribute created with unregistered dialect
  scf.forall (%i, %j) in (%c3, 4) {
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i64
    memref.store %v, %m[%i, %j] : memref<3x4xi64>
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  %one = arith.constant 1 : index
  scf.forall (%i) = (0) to (3) step (2) {
    %v = memref.load %m[%i, %one] : memref<3x4xi64>
    %n = arith.muli %v, %v : i64
    memref.store %n, %m[%i, %one] : memref<3x4xi64>
  } {mapping = [#gpu.thread<x>]}
  // CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3],
  // CHECK-NEXT: [1,   2,   3,   4],
  // CHECK-NEXT: [2,   9,   4,   5]]
  call @printMemrefI64(%um) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<3x4xi64>
  return
}
