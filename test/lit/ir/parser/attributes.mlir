// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// Round trip of the builtin attributes that are not elements attributes.
// Attribute dictionaries print sorted by name.

// Integers: the default type is i64 and is printed; hex literals take the
// value bits, so 0xFF : i8 is -1; i1 prints as true/false; values wrap into
// their signless type and print signed.
// CHECK: module {
// CHECK-NEXT: "foo.ints"() {a = 1 : i64, b = -1 : i8, c = 127 : i8, d = 255 : ui8, e = -128 : si8, f = 18446744073709551615 : ui64, g = 1 : index, h = false, i = true, j = -1 : i8, k = -1 : i32, l = 123456789012345678901234567890 : i128, m = -1 : i8, n = 0 : si8, o = -9223372036854775808 : i64, p = -1 : i64, q = -1 : i3, r = -4 : si3, s = 0 : ui1, t = 1 : ui1} : () -> ()
// CHECK-NEXT: }
"foo.ints"() {a = 1, b = -1 : i8, c = 0x7F : i8, d = 255 : ui8, e = -128 : si8, f = 18446744073709551615 : ui64, g = 1 : index, h = 0 : i1, i = 1 : i1, j = 0xFF : i8, k = -0x1 : i32, l = 123456789012345678901234567890 : i128, m = 255 : i8, n = 0 : si8, o = -9223372036854775808 : i64, p = 0xFFFFFFFFFFFFFFFF : i64, q = 7 : i3, r = -4 : si3, s = 0 : ui1, t = 1 : ui1} : () -> ()

// -----

// Integers of many widths; values keep all their bits.
// CHECK: module {
// CHECK-NEXT: "foo.widths"() {a = -1 : i2, b = -28 : i7, c = 65535 : ui16, d = -32768 : i16, e = 4294967295 : ui32, f = 2147483647 : si32, g = 340282366920938463463374607431768211455 : ui128, h = -170141183460469231731687303715884105728 : si128, i = 590295810358705651711 : i72, j = 0 : i1024} : () -> ()
// CHECK-NEXT: }
"foo.widths"() {a = 3 : i2, b = 100 : i7, c = 65535 : ui16, d = -32768 : i16, e = 4294967295 : ui32, f = 2147483647 : si32, g = 340282366920938463463374607431768211455 : ui128, h = -170141183460469231731687303715884105728 : si128, i = 0x1FFFFFFFFFFFFFFFFF : i72, j = 0 : i1024} : () -> ()

// -----

// Floats print with %e-style six digits when that re-parses to the same
// value; otherwise in the shortest decimal form that re-parses, and in
// hexadecimal when even that has no decimal point (NaN, infinities,
// 123456789.0) or does not re-parse.
// CHECK: module {
// CHECK-NEXT: "foo.floats"() {a = 1.000000e+00 : f64, b = 1.500000e+00 : f32, c = -0.000000e+00 : f64, d = 0x7FC00000 : f32, e = 0x7F800000 : f32, f = 0xFF800000 : f32, g = 1.000000e+10 : f64, h = 3.000000e+00 : f16, i = 2.500000e+00 : bf16, j = 1.000000e+00 : f16, k = 1.000000e+00 : f80, l = 1.000000e-01 : f64, m = 1.000000e-03 : f32, n = 4.940660e-324 : f64, o = -2.500000e+02 : f32, p = 1.000000e-01 : f32, q = 1.000000e+00 : f128, r = 1.000000e+00 : tf32, s = 0x7FF8000000000000 : f64, t = 0x7FF0000000000001 : f64, u = 3.000000e+00 : f8E4M3FN, x = 0x419D6F3454000000 : f64, y = 9.999940e-41 : f32, z = 5.000000e-01 : f8E5M2} : () -> ()
// CHECK-NEXT: }
"foo.floats"() {a = 1.0, b = 1.5 : f32, c = -0.0 : f64, d = 0x7FC00000 : f32, e = 0x7F800000 : f32, f = 0xFF800000 : f32, g = 1.0e10 : f64, h = 3.0 : f16, i = 2.5 : bf16, j = 0x3C00 : f16, k = 1.0 : f80, l = 0.1 : f64, m = 1.0e-3 : f32, n = 0x0000000000000001 : f64, o = -2.5E+2 : f32, p = 0.1 : f32, q = 1.0 : f128, r = 1.0 : tf32, s = 0x7FF8000000000000 : f64, t = 0x7FF0000000000001 : f64, u = 3.0 : f8E4M3FN, x = 123456789.0 : f64, y = 1.0e-40 : f32, z = 0.5 : f8E5M2} : () -> ()

// -----

// More floats: every float type, signs, exponents, and hexadecimal bit
// patterns of the small types.
// CHECK: module {
// CHECK-NEXT: "foo.float_types"() {a = -1.250000e+00 : bf16, b = 6.550400e+04 : f16, c = 0x7C00 : f16, d = 0xFC00 : f16, e = 0x7E00 : f16, f = 0x7F80 : bf16, g = 1.000000e+300 : f64, h = 2.000000e-308 : f64, i = 3.000000e-01 : f64, j = 123456.703 : f32, k = 1.000000e+00 : f32, l = -0.000000e+00 : f32, m = 4.000000e+00 : f8E4M3, n = 0x7F : f8E4M3FN, o = 2.000000e+00 : f8E5M2FNUZ, p = 2.500000e-01 : f8E4M3FNUZ, q = 1.000000e+00 : f8E4M3B11FNUZ, r = 0x7FF0000000000000 : f64, s = 0xFFF0000000000000 : f64, t = -3.500000e+00 : tf32, u = 1.000000e+02 : f80, v = 2.500000e-01 : f128} : () -> ()
// CHECK-NEXT: }
"foo.float_types"() {a = -1.25 : bf16, b = 65504.0 : f16, c = 0x7C00 : f16, d = 0xFC00 : f16, e = 0x7E00 : f16, f = 0x7F80 : bf16, g = 1.0e300 : f64, h = 2.0e-308 : f64, i = 0.3 : f64, j = 1.234567e+05 : f32, k = 0x3F800000 : f32, l = 0x80000000 : f32, m = 4.0 : f8E4M3, n = 0x7F : f8E4M3FN, o = 2.0 : f8E5M2FNUZ, p = 0.25 : f8E4M3FNUZ, q = 1.0 : f8E4M3B11FNUZ, r = 0x7FF0000000000000 : f64, s = 0xFFF0000000000000 : f64, t = -3.5 : tf32, u = 100.0 : f80, v = 2.5e-1 : f128} : () -> ()

// -----

// Strings: quotes, control characters and bytes outside printable ASCII
// print as a backslash and two upper-case hex digits, a backslash as \\; a
// string may carry a type.
// CHECK: module {
// CHECK-NEXT: "foo.strings"() {a = "hello", b = "esc\0A\09\22\\", c = "", d = "typed" : i32, e = "\00\FF\7F", f = "AB", g = "utf8 \C3\A9 \C3\BC", h = "tab\09raw", i = "\0A", j = "s" : !foo.t, k = "multi word string with spaces"} : () -> ()
// CHECK-NEXT: }
"foo.strings"() {a = "hello", b = "esc\n\t\"\\", c = "", d = "typed" : i32, e = "\00\FF\7f", f = "\41\42", g = "utf8 é ü", h = "tab	raw", i = "\0a", j = "s" : !foo.t, k = "multi word string with spaces"} : () -> ()

// -----

// Unit, booleans, arrays, dictionaries, type attributes. Within arrays an i64
// integer prints without its type.
// CHECK: module {
// CHECK-NEXT: "foo.misc"() {a, b, c = true, d = false, e = [], f = [1, "x", [2, [3]]], g = {}, h = {"quoted key" = 2 : i64, x = 1 : i64, y}, i = i32, j = tensor<4xf32>, k = () -> (), l = !foo.t, m = none, n = [1 : i32, 2.000000e+00 : f32, true, unit, @s], o = {a = {b = {c = [{}]}}}} : () -> ()
// CHECK-NEXT: }
"foo.misc"() {a, b = unit, c = true, d = false, e = [], f = [1, "x", [2, [3]]], g = {}, h = {x = 1, y, "quoted key" = 2}, i = i32, j = tensor<4xf32>, k = () -> (), l = !foo.t, m = none, n = [1 : i32, 2.0 : f32, true, unit, @s], o = {a = {b = {c = [{}]}}}} : () -> ()

// -----

// Symbol references: flat, nested, quoted when not a bare identifier.
// CHECK: module {
// CHECK-NEXT: "foo.symbols"() {a = @sym, b = @a::@b::@c, c = @"a b", d = @x::@"y z", e = @"with\22quote", f = @_under.dot$dollar, g = @"0starts_digit", h = [@a, @b::@c], i = @"-dash"} : () -> ()
// CHECK-NEXT: }
"foo.symbols"() {a = @sym, b = @a::@b::@c, c = @"a b", d = @"x"::@"y z", e = @"with\"quote", f = @_under.dot$dollar, g = @"0starts_digit", h = [@a, @b::@c], i = @"-dash"} : () -> ()

// -----

// Dictionary keys: bare identifiers (with dots and $) or quoted strings; keys
// that are keywords stay bare.
// CHECK: module {
// CHECK-NEXT: "foo.keys"() {"9a" = 9 : i64, _x = 3 : i64, "a b" = 1 : i64, b$ = 8 : i64, i32 = 7 : i64, if = 6 : i64, x.y = 4 : i64, x.z = 5 : i64, "\C3\A9" = 10 : i64} : () -> ()
// CHECK-NEXT: }
"foo.keys"() {"a b" = 1, _x = 3, "x.y" = 4, x.z = 5, "if" = 6, i32 = 7, "b$" = 8, "9a" = 9, "é" = 10} : () -> ()

// -----

// Opaque attributes of unregistered dialects keep their body verbatim.
// CHECK: module {
// CHECK-NEXT: "foo.opaque"() {a = #foo.bar<"x">, b = #foo<"baz">, c = #foo.q<1, [2]>, d = #foo.plain, e = #foo.nested<{a = [1, (2)]}, <3>>, f = #foo.plain, g = #foo.str<"a\"b">} : () -> ()
// CHECK-NEXT: }
"foo.opaque"() {a = #foo.bar<"x">, b = #foo<"baz">, c = #foo.q<1, [2]>, d = #foo.plain, e = #foo.nested<{a = [1, (2)]}, <3>>, f = #foo<plain>, g = #foo.str<"a\"b">} : () -> ()

// -----

// Distinct attributes: the printer renumbers them from 0 in order of
// appearance; those with a non-unit value get aliases #distinct, #distinct1,
// and a unit value prints as `distinct[N]<>`.
// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<"s">
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.distinct"() {a = #distinct, b = distinct[2]<>, c = #distinct, d = [#distinct1]} : () -> ()
// CHECK-NEXT: }
"foo.distinct"() {a = distinct[5]<42 : i32>, b = distinct[7]<unit>, c = distinct[5]<42 : i32>, d = [distinct[9]<"s">]} : () -> ()

// -----

// Strided layouts on their own.
// CHECK: module {
// CHECK-NEXT: "foo.strided"() {a = strided<[1]>, b = strided<[?, 1], offset: 5>, c = strided<[]>, d = strided<[4, 2], offset: ?>, e = strided<[]>} : () -> ()
// CHECK-NEXT: }
"foo.strided"() {a = strided<[1]>, b = strided<[?, 1], offset: 5>, c = strided<[]>, d = strided<[4, 2], offset: ?>, e = strided<[], offset: 0>} : () -> ()

// -----

// Floats whose six-digit form is inexact: the shortest exact decimal form
// when it has a decimal point, hexadecimal otherwise.
// CHECK: module {
// CHECK-NEXT: "foo.float_forms"() {a = 123456.703 : f32, b = 1.100000e+00 : f32, c = 3.14159265358979 : f64, d = 1.000000e+20 : f32, e = 0x4B800000 : f32, f = 2.000000e-07 : f32, g = 0x4996B438 : f32, h = 1.000000e+08 : f32, i = 1.999510e-01 : f16, j = 1.101560e+00 : bf16} : () -> ()
// CHECK-NEXT: }
"foo.float_forms"() {a = 1.234567e+05 : f32, b = 1.1 : f32, c = 3.14159265358979 : f64, d = 1.0e20 : f32, e = 16777217.0 : f32, f = 2.0e-7 : f32, g = 1234567.0 : f32, h = 100000000.0 : f32, i = 0.2 : f16, j = 1.1 : bf16} : () -> ()
