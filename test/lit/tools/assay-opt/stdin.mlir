// RUN: assay-opt --allow-unregistered-dialect - < %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect < %s | FileCheck %s
// RUN: cat %s | assay-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// The input file `-`, or no input file at all, is standard input; locations
// then name the buffer "<stdin>".

// CHECK: module {
// CHECK-NEXT: "foo.from_stdin"() : () -> ()
// CHECK-NEXT: }

// LOC: "foo.from_stdin"() : () -> () loc(#loc1)
// LOC-NEXT: } loc(#loc)
// LOC-NEXT: #loc = loc("<stdin>":0:0)
// LOC-NEXT: #loc1 = loc("<stdin>":[[@LINE+1]]:1)
"foo.from_stdin"() : () -> ()
