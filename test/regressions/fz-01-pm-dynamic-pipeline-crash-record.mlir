// A pass that crashes inside a dynamic pipeline (here the inliner's
// default pipeline, which it runs on each function it changed) under crash
// recovery with local reproducers: the pass manager reported the failure
// after the run through a pointer to the crashed pass, which belonged to
// the inliner's own pipeline and was gone by then, and assay-opt died in
// its own bookkeeping. It now keeps the pass's name and the op's location
// when the failure happens. Found by assay-fuzz pipelines.
// UNSUPPORTED: oracle
// RUN: not assay-opt --inline='default-pipeline=assay-test-pass-crash' --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-pass-pipeline-local-reproducer %s 2>&1 | FileCheck %s
// RUN: not assay-opt --inline='default-pipeline=assay-test-pass-crash' --mlir-pass-pipeline-crash-reproducer=%t.repro2.mlir %s 2>&1 | FileCheck %s --check-prefix=GLOBAL
// CHECK: error: Failures have been detected while processing an MLIR pass pipeline
// CHECK: note: Pipeline failed while executing `TestCrashPass` on 'func.func' operation: @callee: reproducer generated at
// GLOBAL: error: Failures have been detected while processing an MLIR pass pipeline
// GLOBAL: note: Pipeline failed while executing [`TestCrashPass` on 'func.func' operation: @callee]: reproducer generated at
func.func @callee(%x: i32) -> i32 {
  return %x : i32
}
func.func @caller(%x: i32) -> i32 {
  %r = func.call @callee(%x) : (i32) -> i32
  return %r : i32
}
