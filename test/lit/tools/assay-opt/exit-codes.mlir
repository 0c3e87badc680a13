// RUN: assay-opt --allow-unregistered-dialect %S/Inputs/valid.mlir
// RUN: not assay-opt --allow-unregistered-dialect %S/Inputs/invalid.mlir 2>/dev/null
// RUN: not assay-opt %S/Inputs/valid.mlir 2>/dev/null
// RUN: not assay-opt --allow-unregistered-dialect %t.does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: rm -f %t.out
// RUN: not assay-opt --allow-unregistered-dialect %S/Inputs/invalid.mlir -o %t.out 2>/dev/null
// RUN: not ls %t.out
// RUN: not assay-opt --allow-unregistered-dialect --split-input-file %S/Inputs/split-with-error.mlir 2>/dev/null | FileCheck %s --check-prefix=SPLIT

// Exit status: 0 on success; 1 when parsing or verification fails, when
// unregistered operations are used without --allow-unregistered-dialect, or
// when the input cannot be opened. No output file is left behind on failure.
// With --split-input-file every chunk is processed and the status is 1 when
// any chunk failed; the valid chunks are still printed.

// MISSING: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory

// SPLIT: "foo.first"() : () -> ()
// SPLIT: {{^// -+$}}
// SPLIT-NEXT: {{^// -+$}}
// SPLIT-NEXT: module {
// SPLIT-NEXT: "foo.third"() : () -> ()
