// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// Round trip of elements attributes: dense (splat, nested, hex, strings,
// complex, booleans), sparse and array<>.

// Splats print as a single value whatever the shape.
// CHECK: module {
// CHECK-NEXT: "foo.splat"() {a = dense<1> : tensor<4xi32>, b = dense<1.500000e+00> : vector<2xf32>, c = dense<-1> : tensor<i8>, d = dense<true> : tensor<3xi1>, e = dense<0> : tensor<2x3x4xi64>, f = dense<7> : tensor<3xi16>, g = dense<2.000000e+00> : tensor<2x2xbf16>} : () -> ()
// CHECK-NEXT: }
"foo.splat"() {a = dense<1> : tensor<4xi32>, b = dense<1.5> : vector<2xf32>, c = dense<-1> : tensor<i8>, d = dense<true> : tensor<3xi1>, e = dense<0> : tensor<2x3x4xi64>, f = dense<[7, 7, 7]> : tensor<3xi16>, g = dense<2.0> : tensor<2x2xbf16>} : () -> ()

// -----

// Nested lists follow the shape; an empty tensor prints as dense<>.
// CHECK: module {
// CHECK-NEXT: "foo.nested"() {a = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<{{\[\[}}[1], [2]], {{\[\[}}3], [4]]]> : tensor<2x2x1xi8>, c = dense<> : tensor<0xi32>, d = dense<> : tensor<0xf32>, e = dense<[1.000000e+00, -2.500000e+00, 0.000000e+00]> : tensor<3xf64>, f = dense<[true, false]> : tensor<2xi1>, g = dense<> : tensor<1x0xi8>, h = dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>} : () -> ()
// CHECK-NEXT: }
"foo.nested"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi8>, c = dense<> : tensor<0xi32>, d = dense<[]> : tensor<0xf32>, e = dense<[1.0, -2.5, 0.0]> : tensor<3xf64>, f = dense<[true, false]> : tensor<2xi1>, g = dense<[[]]> : tensor<1x0xi8>, h = dense<[0x7FC00000, 1.0]> : tensor<2xf32>} : () -> ()

// -----

// Unsigned and signed element types print their own way.
// CHECK: module {
// CHECK-NEXT: "foo.signs"() {a = dense<[255, 0]> : tensor<2xui8>, b = dense<[-128, 127]> : tensor<2xsi8>, c = dense<[-1, 1]> : tensor<2xi8>, d = dense<[1, 2]> : tensor<2xindex>, e = dense<[false, true]> : vector<2xi1>} : () -> ()
// CHECK-NEXT: }
"foo.signs"() {a = dense<[255, 0]> : tensor<2xui8>, b = dense<[-128, 127]> : tensor<2xsi8>, c = dense<[255, 1]> : tensor<2xi8>, d = dense<[1, 2]> : tensor<2xindex>, e = dense<[0, 1]> : vector<2xi1>} : () -> ()

// -----

// Hexadecimal data: little-endian raw bytes, printed back as values while
// small; data of one element's size is a splat.
// CHECK: module {
// CHECK-NEXT: "foo.hex"() {a = dense<[1, 2, 3, 4]> : tensor<4xi8>, b = dense<[1, 2]> : tensor<2xi32>, c = dense<1.000000e+00> : tensor<4xf32>, d = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : () -> ()
// CHECK-NEXT: }
"foo.hex"() {a = dense<"0x01020304"> : tensor<4xi8>, b = dense<"0x0100000002000000"> : tensor<2xi32>, c = dense<"0x0000803F"> : tensor<4xf32>, d = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> ()

// -----

// Non-splat data of more than 100 elements prints as hexadecimal; 100
// elements still print as values.
// CHECK: module {
// CHECK-NEXT: "foo.hex_large"() {a = dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000"> : tensor<201xi32>} : () -> ()
// CHECK-NEXT: }
"foo.hex_large"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199, 200]> : tensor<201xi32>} : () -> ()

// -----

// Strings of any element type.
// CHECK: module {
// CHECK-NEXT: "foo.strings"() {a = dense<["a", "bc"]> : tensor<2x!foo.str>, b = dense<"splat"> : tensor<3x!foo.str>, c = dense<{{\[\[}}"x"], ["y\0A"]]> : tensor<2x1x!foo.str>} : () -> ()
// CHECK-NEXT: }
"foo.strings"() {a = dense<["a", "bc"]> : tensor<2x!foo.str>, b = dense<"splat"> : tensor<3x!foo.str>, c = dense<[["x"], ["y\0A"]]> : tensor<2x1x!foo.str>} : () -> ()

// -----

// Complex elements: pairs, splat or nested.
// CHECK: module {
// CHECK-NEXT: "foo.complex"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, c = dense<{{\[\[}}(1.000000e+00,0.000000e+00)], [(0.000000e+00,-1.000000e+00)]]> : tensor<2x1xcomplex<f64>>, d = dense<(0,0)> : tensor<4xcomplex<i8>>} : () -> ()
// CHECK-NEXT: }
"foo.complex"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, c = dense<[[(1.0, 0.0)], [(0.0, -1.0)]]> : tensor<2x1xcomplex<f64>>, d = dense<(0, 0)> : tensor<4xcomplex<i8>>} : () -> ()

// -----

// Vectors (scalable and 0-d too) and tensors of any static shape.
// CHECK: module {
// CHECK-NEXT: "foo.shapes"() {a = dense<1> : vector<[4]xi32>, b = dense<[1, 2]> : vector<2xi64>, c = dense<3.000000e+00> : vector<f16>, d = dense<1> : tensor<1x1x1x1xi8>} : () -> ()
// CHECK-NEXT: }
"foo.shapes"() {a = dense<1> : vector<[4]xi32>, b = dense<[1, 2]> : vector<2xi64>, c = dense<3.0> : vector<f16>, d = dense<1> : tensor<1x1x1x1xi8>} : () -> ()

// -----

// Sparse elements: indices then values, each printed as a dense literal (so a
// single index pair prints as a splat); empty sparse.
// CHECK: module {
// CHECK-NEXT: "foo.sparse"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<3xf32>, c = sparse<{{\[\[}}0], [2]], [1.500000e+00, -2.000000e+00]> : tensor<4xf32>, d = sparse<0, 7> : tensor<2xi8>, e = sparse<1, 5> : tensor<2x2xi8>} : () -> ()
// CHECK-NEXT: }
"foo.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<3xf32>, c = sparse<[[0], [2]], [1.5, -2.0]> : tensor<4xf32>, d = sparse<0, 7> : tensor<2xi8>, e = sparse<[[1, 1]], "0x05"> : tensor<2x2xi8>} : () -> ()

// -----

// Dense arrays: i1 through i64, f32 and f64, empty.
// CHECK: module {
// CHECK-NEXT: "foo.arrays"() {a = array<i32: 1, 2, 3>, b = array<f64: 1.000000e+00, 2.500000e+00>, c = array<i1: true, false>, d = array<i64>, e = array<i8: -1, 127>, f = array<i16: 300>, g = array<f32: 0x7FC00000, -0.000000e+00>, h = array<i1>} : () -> ()
// CHECK-NEXT: }
"foo.arrays"() {a = array<i32: 1, 2, 3>, b = array<f64: 1.0, 2.5>, c = array<i1: true, false>, d = array<i64>, e = array<i8: -1, 127>, f = array<i16: 300>, g = array<f32: 0x7FC00000, -0.0>, h = array<i1>} : () -> ()

// -----

// CHECK: module {
// CHECK-NEXT: "foo.hex_boundary"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>} : () -> ()
// CHECK-NEXT: }
"foo.hex_boundary"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>} : () -> ()
