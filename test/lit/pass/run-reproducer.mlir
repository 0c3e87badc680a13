// --run-reproducer runs the pipeline recorded in the file's metadata (and
// drops the metadata from the output); without the flag the metadata is
// kept as any external resource is.

// RUN: assay-opt --run-reproducer %s | FileCheck %s --check-prefix=REPLAY
// REPLAY-LABEL: func.func @f(
// REPLAY-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// REPLAY-NEXT:    %1 = arith.muli %0, %0 : i32
// REPLAY-NOT:     mlir_reproducer

// RUN: assay-opt %s | FileCheck %s --check-prefix=KEEP
// KEEP:      %1 = arith.addi %arg0, %arg0 : i32
// KEEP:      mlir_reproducer: {
// KEEP-NEXT:   pipeline: "builtin.module(func.func(cse))",

// RUN: assay-opt --run-reproducer --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// DUMP: builtin.module(func.func(cse))

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(func.func(cse))",
      disable_threading: false,
      verify_each: true
    }
  }
#-}
