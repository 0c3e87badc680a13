// --dump-object-file writes the object code the JIT compiled to
// --object-filename, an ELF file that defines the entry function, and the
// program still runs. (mlir-cpu-run.sh takes no such flag: not under the
// oracle.)
// UNSUPPORTED: oracle
// RUN: rm -f %t.o
// RUN: assay-run --dump-object-file --object-filename=%t.o -e main %s | FileCheck %s
// RUN: llvm-nm-19 %t.o | FileCheck %s --check-prefix=SYMBOLS

// CHECK: 7
// SYMBOLS: T main
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @main() {
  %c = llvm.mlir.constant(7 : i64) : i64
  llvm.call @printI64(%c) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
