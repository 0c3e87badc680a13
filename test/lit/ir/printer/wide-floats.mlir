// RUN: assay-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect %s | assay-opt --allow-unregistered-dialect | FileCheck %s

// Float literals are read through a double, so a value of a type wider than
// double that a double cannot carry (this f80 denormal) prints as its bits:
// a decimal form would read back as zero. mlir-opt-19 prints the decimal
// form here, which its own parser reads as 0.0. Found by the parser fuzzer.
// UNSUPPORTED: oracle

// CHECK: f = 0xFF800000 : f80
// CHECK-SAME: g = 1.000000e+00 : f80
// CHECK-SAME: h = 2.500000e-01 : f128
"foo.floats"() {f = 0xFF800000 : f80, g = 1.0 : f80, h = 0.25 : f128} : () -> ()
