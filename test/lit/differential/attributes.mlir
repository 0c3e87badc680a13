// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: scalar and container attributes.
"foo.ints"() {a = 0, b = -1 : i8, c = 0xFF : i8, d = 255 : ui8, e = -128 : si8, f = 18446744073709551615 : ui64, g = 7 : index, h = true, i = false, j = 1 : i1, k = 123456789012345678901234567890 : i128, l = 3 : i3} : () -> ()
"foo.floats"() {a = 1.0, b = -0.0 : f32, c = 0x7FC00000 : f32, d = 0xFF800000 : f32, e = 1.5e10 : f64, f = 0.1 : f32, g = 123456.7 : f32, h = 3.0 : bf16, i = 65504.0 : f16, j = 1.0 : f80, k = 2.0 : f128, l = 0.5 : f8E4M3FN, m = 1234567.0 : f32, n = 4.9e-324 : f64} : () -> ()
"foo.strings"() {a = "plain", b = "quote\" backslash\\ newline\n tab\t", c = "", d = "\00\01\7F\80\FF", e = "typed" : !foo.s, f = "é"} : () -> ()
"foo.misc"() {a, b = unit, c = [], d = [1, [2.0, "three"], {k = 4}], e = {}, f = {nested = {deeper = [@sym]}}, g = i32, h = memref<4xf32>, i = () -> i1, j = @sym, k = @a::@b::@"c d", l = #foo.opaque<"body">, m = #foo<q>, n = strided<[4, 1], offset: 2>, o = distinct[4]<"id">, p = distinct[9]<unit>} : () -> ()
"foo.keys"() {"quoted key" = 1, z = 2, a.b = 3, "9" = 4, _under = 5} : () -> ()
"foo.props"() <{prop = [1, 2], other = {x}}> {attr = "a"} : () -> ()
