// Found by assay-fuzz gen (seed 8): arith.ceildivsi of the minimum i16 by 15
// is ceil(-32768 / 15) = ceil(-2184.53) = -2184. MLIR 19's arith-expand
// rewrites it into arithmetic that gives +2184 (docs/fuzzing.md, finding 1);
// Assay follows the op's documented semantics.
// UNSUPPORTED: oracle
// RUN: assay-run --interp %s | FileCheck %s
// CHECK: -2184
// CHECK-NEXT: 2185
// CHECK-NEXT: -2185
module {
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func @show(%x: i16) {
    %w = arith.extsi %x : i16 to i64
    func.call @printI64(%w) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
  func.func @main() {
    %min = arith.constant -32768 : i16
    %d = arith.constant 15 : i16
    %nd = arith.constant -15 : i16
    %q = arith.ceildivsi %min, %d : i16
    func.call @show(%q) : (i16) -> ()
    %q2 = arith.ceildivsi %min, %nd : i16
    func.call @show(%q2) : (i16) -> ()
    %q3 = arith.floordivsi %min, %d : i16
    func.call @show(%q3) : (i16) -> ()
    return
  }
}
