// rel-H6: an alloca in the body of an scf.for was kept until the function
// returned, so a 1 MiB alloca in a 100,000-trip loop grew the interpreter to
// 23.7 GB before the OOM killer stopped it. scf.for, scf.parallel and
// scf.forall are automatic allocation scopes: what an iteration allocates
// with memref.alloca is freed when the iteration ends, so such a loop runs
// in the memory of one iteration (here within a 4 MiB limit, where 2,000
// iterations of 1 MiB each would need 2 GiB), and a buffer carried out of
// its iteration is a use after free. scf.while is no such scope: its
// allocas live until the function returns, and count against the memory
// limit, empty ones too (their headers).
// (MLIR 19's lowering frees them only at the function's end too, so the
// compiled program overflows its stack: docs/semantics.md.)
// UNSUPPORTED: oracle
// RUN: assay-run --interp --max-memory=4M -e loops %s | FileCheck %s
// RUN: not assay-run --interp -e escape %s 2>&1 | FileCheck %s --check-prefix=ESCAPE
// RUN: not assay-run --interp --max-memory=4M -e while_loop %s 2>&1 | FileCheck %s --check-prefix=WHILE
// RUN: not assay-run --interp --max-memory=1M -e while_empty %s 2>&1 | FileCheck %s --check-prefix=EMPTY

func.func private @printI64(i64)
func.func private @printNewline()

func.func @loops() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 2000 : index
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %m = memref.alloca() : memref<131072xi64>
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%c0] : memref<131072xi64>
    %w = memref.load %m[%c0] : memref<131072xi64>
    %next = arith.addi %acc, %w : i64
    scf.yield %next : i64
  }
  // CHECK: 1999000
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %m = memref.alloca() : memref<131072xi64>
    memref.store %zero, %m[%c0] : memref<131072xi64>
    scf.reduce
  }
  scf.forall (%i) in (2000) {
    %m = memref.alloca() : memref<131072xi64>
    memref.store %zero, %m[%c0] : memref<131072xi64>
  }
  // CHECK-NEXT: 0
  call @printI64(%zero) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @escape() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %outer = memref.alloca() : memref<1xi64>
  %last = scf.for %i = %c0 to %c2 step %c1 iter_args(%prev = %outer) -> (memref<1xi64>) {
    %m = memref.alloca() : memref<1xi64>
    scf.yield %m : memref<1xi64>
  }
  // ESCAPE: rel-H6-interp-alloca-scope-per-iteration.mlir:[[@LINE+1]]:8: error: undefined behavior in 'memref.load': use after free (the memref was deallocated)
  %v = memref.load %last[%c0] : memref<1xi64>
  return
}

func.func @while_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 2000 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i : index
  } do {
  ^bb0(%i: index):
    // WHILE: rel-H6-interp-alloca-scope-per-iteration.mlir:[[@LINE+1]]:10: error: memory limit reached: this memref.alloca of 131072 elements needs 1.02 MiB, and the program holds {{.+}} of its 4 MiB (raise the limit with --max-memory)
    %m = memref.alloca() : memref<131072xi64>
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  return
}

func.func @while_empty() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i : index
  } do {
  ^bb0(%i: index):
    // EMPTY: rel-H6-interp-alloca-scope-per-iteration.mlir:[[@LINE+1]]:10: error: memory limit reached: this memref.alloca of 0 elements needs {{[0-9]+}} B, and the program holds {{.+}} of its 1 MiB (raise the limit with --max-memory)
    %m = memref.alloca() : memref<0xi8>
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  return
}
