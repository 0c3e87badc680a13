// UNSUPPORTED: oracle
// RUN: python3 %s.py 100000 invalid > %t.invalid.mlir
// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %t.invalid.mlir
// RUN: python3 %s.py 100000 valid > %t.valid.mlir
// RUN: assay-opt --allow-unregistered-dialect %t.valid.mlir | FileCheck %s

// Integer literals were converted digit by digit into ever wider APInts:
// cubic time in the number of decimal digits (30,000 digits took 29 s,
// 100,000 more than 300 s), quadratic for hexadecimal. mlir-opt-19 is as
// slow, hence no oracle run. A literal is now checked against the width of
// its type before any arithmetic (a value too large for the type is the
// usual located error, at once), and converted 19 digits at a time;
// hexadecimal is linear. Float literals of any length round as they should,
// in linear time; one beyond the range of double is infinity or zero by its
// decimal exponent, where APFloat's conversion (which mlir-opt uses) reads
// 0.<100,000 zeros>1e<100,000 nines> as 0.
// The inputs are written by this test's .py file; a run that took minutes
// before takes well under a second.

// CHECK: "foo.float"() {a = 0x7FF0000000000000 : f64, b = 0.000000e+00 : f64, c = 1.000000e+00 : f64, d = 1.000000e+00 : f32, e = 0x7FF0000000000000 : f64, f = 1.000000e+00 : f64} : () -> ()
// CHECK: "foo.wide"() {a = 0 : i64, b = 1 : i64, c = -1 : i8, d = -128 : i8} : () -> ()
