// Solver failures are never verdicts. A query a solver cannot decide in
// --smt-to milliseconds makes the pair "could not be verified" with the
// query and the reason, for each solver (a*b/b*b + a%b == a at 64 bits is
// beyond both in 50 ms; on a loaded machine an earlier, easy query may be
// the one that runs out, cvc5's start included). A solver that is not installed, or not known, is
// an error before any check (exit 2).
// UNSUPPORTED: oracle
// REQUIRES: cvc5
// RUN: %expect-exit 2 assay-tv --solver=z3 --smt-to=50 %s | FileCheck %s
// RUN: %expect-exit 2 assay-tv --solver=cvc5 --smt-to=50 %s | FileCheck %s
// RUN: %expect-exit 2 assay-tv --solver=portfolio --smt-to=50 %s | FileCheck %s
// RUN: %expect-exit 2 assay-tv --solver=portfolio --smt-to=50 --json %s | FileCheck %s --check-prefix=JSON
// RUN: mkdir -p %t.empty
// RUN: env PATH=%t.empty %expect-exit 2 assay-tv --solver=cvc5 %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: env PATH=%t.empty %expect-exit 2 assay-tv --solver=portfolio %s 2>&1 | FileCheck %s --check-prefix=MISSING-PORTFOLIO
// RUN: %expect-exit 2 assay-tv --solver=yices %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// CHECK: Transformation could not be verified!{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: ERROR: {{(ub|poison|value)}} query: timeout
// CHECK: 0 correct transformations
// CHECK-NEXT: 0 incorrect transformations
// CHECK-NEXT: 1 failed-to-prove transformations
// JSON: "reason":"{{(ub|poison|value)}} query: timeout"
// JSON-SAME: "status":"unknown"
// MISSING: error: --solver=cvc5 needs the cvc5 program, which is not on PATH (Debian package 'cvc5'; scripts/setup installs it)
// MISSING-PORTFOLIO: error: --solver=portfolio needs the cvc5 program
// UNKNOWN: error: --solver must be z3, cvc5 or portfolio, not 'yices'
func.func @src(%x: i64, %y: i64) -> i64 {
  %q = arith.divui %x, %y : i64
  %r = arith.remui %x, %y : i64
  %m = arith.muli %q, %y : i64
  %s = arith.addi %m, %r : i64
  return %s : i64
}
func.func @tgt(%x: i64, %y: i64) -> i64 {
  return %x : i64
}
