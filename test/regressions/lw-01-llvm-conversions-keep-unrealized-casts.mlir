// The conversions to the llvm dialect treat builtin.unrealized_conversion_cast
// as legal, as mlir-opt 19's do: casts in the input stay as they are. Once the
// conversion driver folded ops before converting them, the passes whose
// target made only the llvm dialect legal (convert-cf-to-llvm,
// convert-ub-to-llvm, finalize-memref-to-llvm) folded a cast pair away
// instead. convert-index-to-llvm is the exception in mlir-opt 19 too: its
// target leaves the casts illegal, and the pair folds.
// RUN: assay-opt --convert-cf-to-llvm %s | FileCheck %s --check-prefix=CF
// RUN: assay-opt --convert-ub-to-llvm %s | FileCheck %s
// RUN: assay-opt --finalize-memref-to-llvm %s | FileCheck %s
// RUN: assay-opt --convert-index-to-llvm %s | FileCheck %s --check-prefix=INDEX
// RUN: assay-opt --convert-func-to-llvm %s | FileCheck %s --check-prefix=CF
// RUN: assay-opt --convert-arith-to-llvm %s | FileCheck %s
// RUN: assay-opt --convert-math-to-llvm %s | FileCheck %s
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : index to i64
// CHECK-NEXT: cf.br ^bb1(%1 : i64)
// CF:      %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CF-NEXT: %1 = builtin.unrealized_conversion_cast %0 : index to i64
// CF-NEXT: llvm.br ^bb1(%1 : i64)
// INDEX:      %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// INDEX-NEXT: cf.br ^bb1(%arg0 : i64)
func.func @f(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  cf.br ^bb1(%1 : i64)
^bb1(%x: i64):
  return %x : i64
}
