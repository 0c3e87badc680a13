// rel-H6: assay-run ran unbounded recursion and infinite loops until it was
// killed: it had no step limit by default. Every run now has a step limit
// (4,000,000,000 executed ops: about 40 s of a tight loop), a call depth
// limit (100,000) and a memory limit (4 GiB) by default, large enough for
// the test suite and the benchmarks; --help states them. Exceeding one is
// a located error at the op, with its source line, naming the limit and the
// option that raises it, and exit 1.
// UNSUPPORTED: oracle
// RUN: not assay-run --interp -e recurse %s 2>&1 | FileCheck %s --check-prefix=DEPTH
// RUN: not assay-run --interp -e spin --max-steps=100 %s 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: assay-run --interp --help | FileCheck %s --check-prefix=HELP

// HELP-DAG: --max-call-depth=<N> {{.*}}(default 100000; 0: no limit)
// HELP-DAG: --max-memory=<size> {{.*}}(powers of 1024; default 4G; 0: no limit)
// HELP-DAG: --max-steps=<N> {{.*}}(default 4000000000; 0: no limit)

func.func @r(%x: i64) -> i64 {
  // DEPTH: rel-H6-interp-default-limits.mlir:[[@LINE+3]]:8: error: call depth limit reached (100000 nested calls; raise it with --max-call-depth)
  // DEPTH-NEXT: %y = call @r(%x) : (i64) -> i64
  // DEPTH-NEXT: ^
  %y = call @r(%x) : (i64) -> i64
  return %y : i64
}

func.func @recurse() {
  %c = arith.constant 1 : i64
  %v = call @r(%c) : (i64) -> i64
  return
}

func.func @spin() {
  cf.br ^loop
^loop:
  // STEPS: rel-H6-interp-default-limits.mlir:[[@LINE+3]]:3: error: step limit reached (100 executed ops; raise it with --max-steps)
  // STEPS-NEXT: cf.br ^loop
  // STEPS-NEXT: ^
  cf.br ^loop
}
