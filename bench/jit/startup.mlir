// The program of the executor start-up benchmark (bench/jit/run): a loop,
// a call into the runner utils and a print. startup.llvm.mlir is this file
// lowered by mlir-opt 19 (the pipeline in bench/jit/run); startup.ll is that
// translated to LLVM IR by mlir-translate 19.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @sumOfSquares(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %sq = arith.muli %x, %x : i64
    %next = arith.addi %acc, %sq : i64
    scf.yield %next : i64
  }
  return %sum : i64
}
func.func @main() {
  %n = arith.constant 1000 : index
  %s = call @sumOfSquares(%n) : (index) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
