// RUN: assay-opt %s | FileCheck %s
// RUN: assay-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: assay-opt %s | assay-opt | FileCheck %s
// RUN: assay-opt %s --mlir-print-op-generic | assay-opt | FileCheck %s

// Every math op of MLIR 19 in custom form, printed back as mlir-opt 19 prints
// it: fastmath flags only when not `none` (in the order reassoc, nnan, ninf,
// nsz, arcp, contract, afn, or `fast` for all of them), discardable
// attributes after them. The generic form always carries the fastmath
// property of the float ops, `none` included; the integer ops have none.

// CHECK-LABEL: func.func @float_unary(
// GENERIC-LABEL: sym_name = "float_unary"
func.func @float_unary(%x: f32, %v: vector<4xf64>) {
  // CHECK-NEXT: %0 = math.absf %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.absf"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %0 = math.absf %x : f32
  // CHECK-NEXT: %1 = math.acos %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.acos"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %1 = math.acos %x : f32
  // CHECK-NEXT: %2 = math.acosh %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.acosh"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %2 = math.acosh %x : f32
  // CHECK-NEXT: %3 = math.asin %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.asin"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %3 = math.asin %x : f32
  // CHECK-NEXT: %4 = math.asinh %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.asinh"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %4 = math.asinh %x : f32
  // CHECK-NEXT: %5 = math.atan %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.atan"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %5 = math.atan %x : f32
  // CHECK-NEXT: %6 = math.atanh %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.atanh"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %6 = math.atanh %x : f32
  // CHECK-NEXT: %7 = math.cbrt %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.cbrt"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %7 = math.cbrt %x : f32
  // CHECK-NEXT: %8 = math.ceil %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.ceil"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %8 = math.ceil %x : f32
  // CHECK-NEXT: %9 = math.cos %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.cos"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %9 = math.cos %x : f32
  // CHECK-NEXT: %10 = math.cosh %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.cosh"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %10 = math.cosh %x : f32
  // CHECK-NEXT: %11 = math.erf %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.erf"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %11 = math.erf %x : f32
  // CHECK-NEXT: %12 = math.exp %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.exp"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %12 = math.exp %x : f32
  // CHECK-NEXT: %13 = math.exp2 %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.exp2"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %13 = math.exp2 %x : f32
  // CHECK-NEXT: %14 = math.expm1 %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.expm1"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %14 = math.expm1 %x : f32
  // CHECK-NEXT: %15 = math.floor %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.floor"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %15 = math.floor %x : f32
  // CHECK-NEXT: %16 = math.log %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.log"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %16 = math.log %x : f32
  // CHECK-NEXT: %17 = math.log10 %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.log10"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %17 = math.log10 %x : f32
  // CHECK-NEXT: %18 = math.log1p %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.log1p"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %18 = math.log1p %x : f32
  // CHECK-NEXT: %19 = math.log2 %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.log2"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %19 = math.log2 %x : f32
  // CHECK-NEXT: %20 = math.round %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.round"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %20 = math.round %x : f32
  // CHECK-NEXT: %21 = math.roundeven %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.roundeven"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %21 = math.roundeven %x : f32
  // CHECK-NEXT: %22 = math.rsqrt %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.rsqrt"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %22 = math.rsqrt %x : f32
  // CHECK-NEXT: %23 = math.sin %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.sin"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %23 = math.sin %x : f32
  // CHECK-NEXT: %24 = math.sinh %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.sinh"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %24 = math.sinh %x : f32
  // CHECK-NEXT: %25 = math.sqrt %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.sqrt"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %25 = math.sqrt %x : f32
  // CHECK-NEXT: %26 = math.tan %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.tan"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %26 = math.tan %x : f32
  // CHECK-NEXT: %27 = math.tanh %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.tanh"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %27 = math.tanh %x : f32
  // CHECK-NEXT: %28 = math.trunc %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.trunc"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %28 = math.trunc %x : f32
  // CHECK-NEXT: %29 = math.sqrt %arg1 : vector<4xf64>
  // GENERIC: %{{[0-9]+}} = "math.sqrt"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
  %29 = math.sqrt %v : vector<4xf64>
  // CHECK-NEXT: %30 = math.sin %arg0 fastmath<fast> : f32
  // GENERIC: %{{[0-9]+}} = "math.sin"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
  %30 = math.sin %x fastmath<fast> : f32
  // CHECK-NEXT: %31 = math.cos %arg0 fastmath<nnan,ninf> : f32
  // GENERIC: %{{[0-9]+}} = "math.cos"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
  %31 = math.cos %x fastmath<nnan,ninf> : f32
  // CHECK-NEXT: %32 = math.exp %arg0 fastmath<fast> : f32
  // GENERIC: %{{[0-9]+}} = "math.exp"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
  %32 = math.exp %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  // CHECK-NEXT: %33 = math.log %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.log"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %33 = math.log %x fastmath<none> : f32
  // CHECK-NEXT: %34 = math.tanh %arg0 fastmath<afn> {tag} : f32
  // GENERIC: %{{[0-9]+}} = "math.tanh"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<afn>}> {tag} : (f32) -> f32
  %34 = math.tanh %x fastmath<afn> {tag} : f32
  // CHECK-NEXT: %35 = math.floor %arg0 {tag = 1 : i32} : f32
  // GENERIC: %{{[0-9]+}} = "math.floor"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> {tag = 1 : i32} : (f32) -> f32
  %35 = math.floor %x {tag = 1 : i32} : f32
  return
}

// CHECK-LABEL: func.func @float_binary(
// GENERIC-LABEL: sym_name = "float_binary"
func.func @float_binary(%a: f32, %b: f32, %t: tensor<?xbf16>) {
  // CHECK-NEXT: %0 = math.atan2 %arg0, %arg1 : f32
  // GENERIC: %{{[0-9]+}} = "math.atan2"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %0 = math.atan2 %a, %b : f32
  // CHECK-NEXT: %1 = math.copysign %arg0, %arg1 : f32
  // GENERIC: %{{[0-9]+}} = "math.copysign"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %1 = math.copysign %a, %b : f32
  // CHECK-NEXT: %2 = math.powf %arg0, %arg1 : f32
  // GENERIC: %{{[0-9]+}} = "math.powf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %2 = math.powf %a, %b : f32
  // CHECK-NEXT: %3 = math.powf %arg2, %arg2 fastmath<contract> : tensor<?xbf16>
  // GENERIC: %{{[0-9]+}} = "math.powf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<contract>}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  %3 = math.powf %t, %t fastmath<contract> : tensor<?xbf16>
  // CHECK-NEXT: %4 = math.atan2 %arg0, %arg1 fastmath<nsz> {tag} : f32
  // GENERIC: %{{[0-9]+}} = "math.atan2"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<nsz>}> {tag} : (f32, f32) -> f32
  %4 = math.atan2 %a, %b fastmath<nsz> {tag} : f32
  return
}

// CHECK-LABEL: func.func @fma_and_powers(
// GENERIC-LABEL: sym_name = "fma_and_powers"
func.func @fma_and_powers(%a: f32, %n: i32, %v: vector<2xf16>, %vn: vector<2xi8>) {
  // CHECK-NEXT: %0 = math.fma %arg0, %arg0, %arg0 : f32
  // GENERIC: %{{[0-9]+}} = "math.fma"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
  %0 = math.fma %a, %a, %a : f32
  // CHECK-NEXT: %1 = math.fma %arg2, %arg2, %arg2 fastmath<fast> : vector<2xf16>
  // GENERIC: %{{[0-9]+}} = "math.fma"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<fast>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> vector<2xf16>
  %1 = math.fma %v, %v, %v fastmath<fast> : vector<2xf16>
  // CHECK-NEXT: %2 = math.fpowi %arg0, %arg1 : f32, i32
  // GENERIC: %{{[0-9]+}} = "math.fpowi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
  %2 = math.fpowi %a, %n : f32, i32
  // CHECK-NEXT: %3 = math.fpowi %arg2, %arg3 fastmath<afn> : vector<2xf16>, vector<2xi8>
  // GENERIC: %{{[0-9]+}} = "math.fpowi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<afn>}> : (vector<2xf16>, vector<2xi8>) -> vector<2xf16>
  %3 = math.fpowi %v, %vn fastmath<afn> : vector<2xf16>, vector<2xi8>
  // CHECK-NEXT: %4 = math.ipowi %arg1, %arg1 : i32
  // GENERIC: %{{[0-9]+}} = "math.ipowi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (i32, i32) -> i32
  %4 = math.ipowi %n, %n : i32
  // CHECK-NEXT: %5 = math.ipowi %arg3, %arg3 {tag} : vector<2xi8>
  // GENERIC: %{{[0-9]+}} = "math.ipowi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) {tag} : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
  %5 = math.ipowi %vn, %vn {tag} : vector<2xi8>
  return
}

// CHECK-LABEL: func.func @integer_unary(
// GENERIC-LABEL: sym_name = "integer_unary"
func.func @integer_unary(%i: i32, %x: index, %t: tensor<4xi64>) {
  // CHECK-NEXT: %0 = math.absi %arg0 : i32
  // GENERIC: %{{[0-9]+}} = "math.absi"(%{{[a-z0-9]+}}) : (i32) -> i32
  %0 = math.absi %i : i32
  // CHECK-NEXT: %1 = math.ctlz %arg0 : i32
  // GENERIC: %{{[0-9]+}} = "math.ctlz"(%{{[a-z0-9]+}}) : (i32) -> i32
  %1 = math.ctlz %i : i32
  // CHECK-NEXT: %2 = math.cttz %arg0 : i32
  // GENERIC: %{{[0-9]+}} = "math.cttz"(%{{[a-z0-9]+}}) : (i32) -> i32
  %2 = math.cttz %i : i32
  // CHECK-NEXT: %3 = math.ctpop %arg0 : i32
  // GENERIC: %{{[0-9]+}} = "math.ctpop"(%{{[a-z0-9]+}}) : (i32) -> i32
  %3 = math.ctpop %i : i32
  // CHECK-NEXT: %4 = math.ctlz %arg1 : index
  // GENERIC: %{{[0-9]+}} = "math.ctlz"(%{{[a-z0-9]+}}) : (index) -> index
  %4 = math.ctlz %x : index
  // CHECK-NEXT: %5 = math.ctpop %arg2 {tag} : tensor<4xi64>
  // GENERIC: %{{[0-9]+}} = "math.ctpop"(%{{[a-z0-9]+}}) {tag} : (tensor<4xi64>) -> tensor<4xi64>
  %5 = math.ctpop %t {tag} : tensor<4xi64>
  return
}


// Generic input: the fastmath property may be left out (it is `none`), given
// as a property or among the discardable attributes.
// CHECK-LABEL: func.func @generic_input(
// GENERIC-LABEL: sym_name = "generic_input"
func.func @generic_input(%x: f32, %i: i32) {
  // CHECK-NEXT: %0 = math.exp %arg0 : f32
  // GENERIC: "math.exp"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %0 = "math.exp"(%x) : (f32) -> f32
  // CHECK-NEXT: %1 = math.exp %arg0 fastmath<afn> : f32
  // GENERIC: "math.exp"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
  %1 = "math.exp"(%x) {fastmath = #arith.fastmath<afn>} : (f32) -> f32
  // CHECK-NEXT: %2 = math.exp %arg0 fastmath<fast> {x} : f32
  // GENERIC: "math.exp"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<fast>}> {x} : (f32) -> f32
  %2 = "math.exp"(%x) <{fastmath = #arith.fastmath<fast>}> {x} : (f32) -> f32
  // CHECK-NEXT: %3 = math.atan2 %arg0, %arg0 fastmath<ninf> : f32
  %3 = math.atan2 %x, %x {fastmath = #arith.fastmath<ninf>} : f32
  // CHECK-NEXT: %4 = math.ctlz %arg1 {z} : i32
  // GENERIC: "math.ctlz"(%{{[a-z0-9]+}}) {z} : (i32) -> i32
  %4 = "math.ctlz"(%i) {z} : (i32) -> i32
  return
}
