// Found by assay-fuzz gen (seed 53): scf.index_switch on 2^38 matches no
// case, so the default region runs. MLIR 19's convert-scf-to-cf truncates
// the selector to i32 before its cf.switch, so 2^38 reads as 0 and case 0
// runs (docs/fuzzing.md, finding 2). Assay's lowering keeps the index.
// UNSUPPORTED: oracle
// RUN: assay-run --interp %s | FileCheck %s
// RUN: assay-opt --convert-scf-to-cf %s | assay-run --interp | FileCheck %s
// CHECK: 20
module {
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func @main() {
    %sel = arith.constant 274877906944 : index
    %a = arith.constant 10 : index
    %b = arith.constant 20 : index
    %r = scf.index_switch %sel -> index
    case 0 {
      scf.yield %a : index
    }
    default {
      scf.yield %b : index
    }
    %v = arith.index_cast %r : index to i64
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
}
