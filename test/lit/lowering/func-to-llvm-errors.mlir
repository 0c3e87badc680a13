// A func op that convert-func-to-llvm cannot lower is an error at the op,
// the pass fails (exit status 1) and nothing is printed. mlir-opt 19
// instead leaves such a func.func as it is (and, under the bare-pointer
// convention, still lowers the func.return inside it to an llvm.return that
// does not verify), so this is Assay's own behaviour.
// UNSUPPORTED: oracle
// RUN: assay-opt --split-input-file --verify-diagnostics --convert-func-to-llvm %s
// RUN: %expect-exit 1 assay-opt --convert-func-to-llvm %s
// RUN: not assay-opt --convert-func-to-llvm %s 2>/dev/null | count 0

// A tensor has no llvm counterpart.
// expected-error@+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
func.func @tensor(%t: tensor<4xf32>) {
  return
}

// -----

// A memref of a non-strided layout has no descriptor.
// expected-error@+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
func.func private @layout(memref<4xi8, affine_map<(d0) -> (d0 floordiv 2)>>)
