// Run-time errors that are not undefined behaviour: a missing or mistyped
// entry function, an external function nobody provides or declared unlike
// MLIR's runner utils (another type; llvm.emit_c_interface where the library
// has no C interface, or missing where it has only that: the compiled
// program would not link), and the call depth and step limits.
// UNSUPPORTED: oracle
// RUN: not assay-run --interp -e nope %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not assay-run --interp -e ret_i32 --entry-point-result=i64 %s 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not assay-run --interp -e call_unknown %s 2>&1 | FileCheck %s --check-prefix=EXTERNAL
// RUN: not assay-run --interp -e call_mistyped %s 2>&1 | FileCheck %s --check-prefix=MISTYPED
// RUN: not assay-run --interp -e call_needs_c_interface %s 2>&1 | FileCheck %s --check-prefix=NEEDS-C
// RUN: not assay-run --interp -e call_no_c_interface %s 2>&1 | FileCheck %s --check-prefix=NO-C
// RUN: not assay-run --interp -e forever --max-call-depth=50 %s 2>&1 | FileCheck %s --check-prefix=DEPTH
// RUN: not assay-run --interp -e spin --max-steps=1000 %s 2>&1 | FileCheck %s --check-prefix=STEPS

// MISSING: error: no function '@nope' in the input

// TYPE: errors.mlir:[[@LINE+1]]:1: error: the entry function's type does not match --entry-point-result=i64
func.func @ret_i32() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}

func.func private @mystery(i32)

func.func @call_unknown() {
  %c = arith.constant 1 : i32
  // EXTERNAL: errors.mlir:[[@LINE+1]]:3: error: call to external function '@mystery', which the interpreter does not provide
  call @mystery(%c) : (i32) -> ()
  return
}

func.func private @printMemrefI32(memref<*xi64>)

func.func @call_mistyped() {
  %m = memref.alloc() : memref<2xi64>
  %u = memref.cast %m : memref<2xi64> to memref<*xi64>
  // MISTYPED: errors.mlir:[[@LINE+1]]:3: error: '@printMemrefI32' takes (memref<*xi32>) -> (), but is declared as (memref<*xi64>) -> ()
  call @printMemrefI32(%u) : (memref<*xi64>) -> ()
  return
}

func.func private @printMemrefI8(memref<*xi8>)

func.func @call_needs_c_interface() {
  %m = memref.alloc() : memref<2xi8>
  %u = memref.cast %m : memref<2xi8> to memref<*xi8>
  // NEEDS-C: errors.mlir:[[@LINE+1]]:3: error: MLIR's runner utils provide '@printMemrefI8' only through its C interface: declare it with attributes {llvm.emit_c_interface}
  call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  return
}

func.func private @printI64(i64) attributes {llvm.emit_c_interface}

func.func @call_no_c_interface() {
  %c = arith.constant 1 : i64
  // NO-C: errors.mlir:[[@LINE+1]]:3: error: '@printI64' has no C interface in MLIR's runner utils: declare it without llvm.emit_c_interface
  call @printI64(%c) : (i64) -> ()
  return
}

func.func @forever() {
  // DEPTH: errors.mlir:[[@LINE+1]]:3: error: call depth limit reached (50 nested calls; raise it with --max-call-depth)
  call @forever() : () -> ()
  return
}

func.func @spin() {
  cf.br ^loop
^loop:
  // STEPS: error: step limit reached (1000 executed ops; raise it with --max-steps)
  cf.br ^loop
}
