// A loop of simple scalar ops for the interpreter benchmark: an LCG and a
// running checksum over 10^7 iterations (about 8 executed ops each).
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000000 : index
  %seed = arith.constant 42 : i64
  %zero = arith.constant 0 : i64
  %mul = arith.constant 6364136223846793005 : i64
  %inc = arith.constant 1442695040888963407 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %seed, %sum = %zero) -> (i64, i64) {
    %a = arith.muli %x, %mul : i64
    %b = arith.addi %a, %inc : i64
    %c33 = arith.constant 33 : i64
    %h = arith.shrui %b, %c33 : i64
    %s = arith.xori %sum, %h : i64
    scf.yield %b, %s : i64, i64
  }
  call @printI64(%r#1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
