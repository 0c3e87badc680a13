// --compare runs the interpreter on the input and the JIT on its lowering.
// When they agree it prints what the program printed, once; when they
// differ it reports the first difference at the entry function, exits 1
// and writes a reproducer: the input before lowering, with the lowering
// pipeline and the difference in its file metadata, which assay-run reads
// back (the entry function and the result kind with it). Printing poison
// makes the two differ: the interpreter says `poison`, native code prints
// whatever bits the register held.
// UNSUPPORTED: oracle
// RUN: assay-run --compare -e agree --entry-point-result=i64 %s | FileCheck %s --check-prefix=AGREE
// RUN: rm -f %t.repro.mlir
// RUN: not assay-run --compare -e differ --compare-reproducer=%t.repro.mlir %s 2>&1 | FileCheck %s --check-prefix=DIFFER
// RUN: FileCheck %s --check-prefix=REPRO < %t.repro.mlir
// RUN: not assay-run --compare %t.repro.mlir --compare-reproducer=%t.again.mlir 2>&1 | FileCheck %s --check-prefix=AGAIN

llvm.func @printI64(i64)
llvm.func @printNewline()

// AGREE: 1
// AGREE-NEXT: 2
// AGREE-NEXT: 3
// AGREE-NOT: {{.}}
llvm.func @agree() -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  llvm.call @printI64(%c1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printI64(%c2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r = llvm.add %c1, %c2 : i64
  llvm.return %r : i64
}

// DIFFER: compare.mlir:[[@LINE+4]]:1: error: the interpreter and the JIT differ at line 2 of the printed output: the interpreter printed 'poison', the JIT '{{-?[0-9]+}}'
// DIFFER-NEXT: llvm.func @differ() {
// DIFFER: note: reproducer written to {{.*}}repro.mlir
// AGAIN: error: the interpreter and the JIT differ at line 2 of the printed output
llvm.func @differ() {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.call @printI64(%c1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %p = llvm.mlir.poison : i64
  llvm.call @printI64(%p) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// REPRO: // assay-run --compare: the interpreter and the JIT differ on @differ
// REPRO-NEXT: // line 2 of the printed output: the interpreter printed 'poison', the JIT '{{-?[0-9]+}}'
// REPRO-NEXT: // Replay: assay-run --compare FILE
// REPRO: llvm.func @differ()
// REPRO: {-#
// REPRO-NEXT: external_resources: {
// REPRO-NEXT: assay_run: {
// REPRO-NEXT: entry: "differ",
// REPRO-NEXT: entry_point_result: "void",
// REPRO-NEXT: difference: "line 2 of the printed output: {{.*}}"
// REPRO-NEXT: },
// REPRO-NEXT: mlir_reproducer: {
// REPRO-NEXT: pipeline: "builtin.module({{.*}}convert-arith-to-llvm{{.*}})",
