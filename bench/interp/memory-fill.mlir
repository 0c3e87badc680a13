// Memory for the interpreter benchmark: fills 2^24 f32 elements (64 MiB as
// the compiled program lays them out), 2^24 i8 elements and 2^21 i64 ones,
// then reads every element back into a checksum. Peak memory shows what the
// interpreter holds per element; the time, the cost of loads and stores.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nf = arith.constant 16777216 : index
  %nl = arith.constant 2097152 : index
  %f = memref.alloc() : memref<16777216xf32>
  %b = memref.alloc() : memref<16777216xi8>
  %l = memref.alloc() : memref<2097152xi64>
  scf.for %i = %c0 to %nf step %c1 {
    %k = arith.index_cast %i : index to i32
    %v = arith.sitofp %k : i32 to f32
    memref.store %v, %f[%i] : memref<16777216xf32>
    %t = arith.trunci %k : i32 to i8
    memref.store %t, %b[%i] : memref<16777216xi8>
  }
  scf.for %i = %c0 to %nl step %c1 {
    %k = arith.index_cast %i : index to i64
    memref.store %k, %l[%i] : memref<2097152xi64>
  }
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %nf step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %f[%i] : memref<16777216xf32>
    %w = arith.fptosi %v : f32 to i64
    %t = memref.load %b[%i] : memref<16777216xi8>
    %u = arith.extsi %t : i8 to i64
    %x = arith.xori %w, %u : i64
    %next = arith.addi %acc, %x : i64
    scf.yield %next : i64
  }
  %total = scf.for %i = %c0 to %nl step %c1 iter_args(%acc = %sum) -> (i64) {
    %v = memref.load %l[%i] : memref<2097152xi64>
    %next = arith.addi %acc, %v : i64
    scf.yield %next : i64
  }
  call @printI64(%total) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %f : memref<16777216xf32>
  memref.dealloc %b : memref<16777216xi8>
  memref.dealloc %l : memref<2097152xi64>
  return
}
