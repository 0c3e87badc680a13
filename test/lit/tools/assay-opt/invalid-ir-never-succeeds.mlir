// UNSUPPORTED: oracle
// A pass that leaves invalid IR behind never ends in a successful run. The
// test pass assay-test-null-operand makes the first operand it finds null.
// After the pass the verifier reports it (--verify-each, the default).
// Without that, the printer cannot print the IR without a placeholder: it
// prints the generic form, and the tool fails with the verifier's
// diagnostic rather than exiting 0; an output file is not kept.
// RUN: not assay-opt -assay-test-null-operand %s 2>&1 | FileCheck %s --check-prefix=EACH
// RUN: not assay-opt -assay-test-null-operand --verify-each=0 %s 2>%t.err | FileCheck %s --check-prefix=PRINT
// RUN: FileCheck %s --input-file=%t.err --check-prefix=ERR
// RUN: rm -f %t.out
// RUN: not assay-opt -assay-test-null-operand --verify-each=0 %s -o %t.out
// RUN: not test -e %t.out

// EACH-NOT: func.func
// EACH: [[@LINE+7]]:8: error: null operand found
// EACH-NOT: func.func

// PRINT: %0 = "arith.addi"(<<NULL VALUE>>, %arg0)
// ERR: [[@LINE+3]]:8: error: null operand found
// ERR-NOT: error
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
