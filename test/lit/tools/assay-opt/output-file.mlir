// RUN: rm -f %t.out
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.out
// RUN: FileCheck %s < %t.out
// RUN: assay-opt --allow-unregistered-dialect %s -o - | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect -o %t.out2 %s --mlir-print-op-generic
// RUN: FileCheck %s --check-prefix=GENERIC < %t.out2

// `-o FILE` writes the output there instead of standard output; `-o -` is
// standard output. Options and the input file may come in any order.

// CHECK: module {
// CHECK-NEXT: "foo.written"() : () -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "foo.written"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
"foo.written"() : () -> ()
