// RUN: assay-opt --inline='inlining-threshold=49 default-pipeline=' %s | FileCheck %s --check-prefix=KEEP
// RUN: assay-opt --inline='inlining-threshold=50 default-pipeline=' %s | FileCheck %s --check-prefix=INLINE

// inlining-threshold bounds the callee's op count in percent of the
// caller's: here 2 ops against 4, a ratio of 50.
// KEEP: call @d
// INLINE-NOT: call
// INLINE: arith.addi %arg0, %arg0
// INLINE-NOT: call
func.func private @d(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @main(%x: i32) -> (i32, i32) {
  %0 = call @d(%x) : (i32) -> i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.addi %x, %x : i32
  return %0, %1 : i32, i32
}
