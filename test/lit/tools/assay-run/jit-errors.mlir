// The JIT's errors are located diagnostics and exit 1: a missing or
// mistyped entry function, a symbol no library defines, a pipeline that
// does not parse, a library that is not there. (The entry function is
// checked before anything is compiled, so @call_unknown does not stop the
// other runs.)
// UNSUPPORTED: oracle
// RUN: not assay-run -e nope %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not assay-run -e ret_i32 --entry-point-result=i64 %s 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not assay-run -e ret_i32 %s 2>&1 | FileCheck %s --check-prefix=VOID
// RUN: not assay-run -e takes_arg %s 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not assay-run -e call_unknown %s 2>&1 | FileCheck %s --check-prefix=UNRESOLVED
// RUN: not assay-run --lowering-pipeline='builtin.module(no-such-pass)' -e ret_void %s 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not assay-run -shared-libs=%t.nowhere.so -e ret_void %s 2>&1 | FileCheck %s --check-prefix=LIB
// RUN: not assay-run --entry-point-result=f64 %s 2>&1 | FileCheck %s --check-prefix=KIND

// MISSING: error: no function '@nope' in the input
// KIND: error: unsupported --entry-point-result 'f64' (expected void, i32, i64 or f32)

// TYPE: jit-errors.mlir:[[@LINE+2]]:1: error: the entry function's type does not match --entry-point-result=i64
// VOID: jit-errors.mlir:[[@LINE+1]]:1: error: the entry function's type does not match --entry-point-result=void
llvm.func @ret_i32() -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.return %c : i32
}

// ARGS: jit-errors.mlir:[[@LINE+1]]:1: error: the entry function must take no arguments
llvm.func @takes_arg(%a: i64) {
  llvm.return
}

// UNRESOLVED: jit-errors.mlir:[[@LINE+1]]:1: error: unresolved symbol 'assay_nobody_defines_this': no shared library defines it
llvm.func @assay_nobody_defines_this()
llvm.func @call_unknown() {
  llvm.call @assay_nobody_defines_this() : () -> ()
  llvm.return
}

// PIPELINE: error: in the lowering pipeline 'builtin.module(no-such-pass)': {{.*}}no-such-pass
// LIB: error: shared library '{{.*}}nowhere.so' does not exist
llvm.func @ret_void() {
  llvm.return
}
