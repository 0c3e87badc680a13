// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// Each tool reads the other's output, custom and generic.
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && diff %t.mlir2 %t.mlir
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | assay-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.assay2 && diff %t.assay2 %t.mlir

// Differential: every math op of MLIR 19 on scalars, vectors (scalable
// included) and tensors (ranked and unranked), with each fastmath flag,
// combinations of them, `fast` and `none`; discardable attributes; and
// generic input with the fastmath property absent, given as a property and
// given among the discardable attributes.
func.func @all(%f: f32, %d: f64, %h: f16, %v: vector<4xf32>, %t: tensor<?x2xbf16>, %u: tensor<*xf64>, %vi: vector<4xi16>, %i: i32, %iv: vector<[2]xi8>, %ix: index, %it: tensor<3xi64>, %s: vector<2x[4]xf32>) {
  %r0 = math.absf %f : f32
  %r1 = math.acos %d fastmath<fast> : f64
  %r2 = math.acosh %h fastmath<none> : f16
  %r3 = math.asin %v fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : vector<4xf32>
  %r4 = math.asinh %t fastmath<nnan> : tensor<?x2xbf16>
  %r5 = math.atan %u fastmath<contract,afn> : tensor<*xf64>
  %r6 = math.atanh %s : vector<2x[4]xf32>
  %r7 = math.cbrt %f fastmath<fast> : f32
  %r8 = math.ceil %d fastmath<none> : f64
  %r9 = math.cos %h fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f16
  %r10 = math.cosh %v fastmath<nnan> : vector<4xf32>
  %r11 = math.erf %t fastmath<contract,afn> : tensor<?x2xbf16>
  %r12 = math.exp %u : tensor<*xf64>
  %r13 = math.exp2 %s fastmath<fast> : vector<2x[4]xf32>
  %r14 = math.expm1 %f fastmath<none> : f32
  %r15 = math.floor %d fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f64
  %r16 = math.log %h fastmath<nnan> : f16
  %r17 = math.log10 %v fastmath<contract,afn> : vector<4xf32>
  %r18 = math.log1p %t : tensor<?x2xbf16>
  %r19 = math.log2 %u fastmath<fast> : tensor<*xf64>
  %r20 = math.round %s fastmath<none> : vector<2x[4]xf32>
  %r21 = math.roundeven %f fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %r22 = math.rsqrt %d fastmath<nnan> : f64
  %r23 = math.sin %h fastmath<contract,afn> : f16
  %r24 = math.sinh %v : vector<4xf32>
  %r25 = math.sqrt %t fastmath<fast> : tensor<?x2xbf16>
  %r26 = math.tan %u fastmath<none> : tensor<*xf64>
  %r27 = math.tanh %s fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : vector<2x[4]xf32>
  %r28 = math.trunc %f fastmath<nnan> : f32
  %r29 = math.atan2 %d, %d fastmath<contract,afn> : f64
  %r30 = math.atan2 %h, %h : f16
  %r31 = math.copysign %v, %v fastmath<fast> : vector<4xf32>
  %r32 = math.copysign %t, %t fastmath<none> : tensor<?x2xbf16>
  %r33 = math.powf %u, %u fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : tensor<*xf64>
  %r34 = math.powf %s, %s fastmath<nnan> : vector<2x[4]xf32>
  %r35 = math.fma %f, %f, %f fastmath<contract,afn> : f32
  %r36 = math.fma %d, %d, %d : f64
  %r37 = math.fma %h, %h, %h fastmath<fast> : f16
  %r38 = math.fpowi %f, %i : f32, i32
  %r39 = math.fpowi %f, %i fastmath<fast> {tag} : f32, i32
  %r40 = math.fpowi %v, %vi : vector<4xf32>, vector<4xi16>
  %r41 = math.absi %i : i32
  %r42 = math.absi %iv : vector<[2]xi8>
  %r43 = math.absi %ix : index
  %r44 = math.absi %it : tensor<3xi64>
  %r45 = math.ctlz %i : i32
  %r46 = math.ctlz %iv : vector<[2]xi8>
  %r47 = math.ctlz %ix : index
  %r48 = math.ctlz %it : tensor<3xi64>
  %r49 = math.cttz %i : i32
  %r50 = math.cttz %iv : vector<[2]xi8>
  %r51 = math.cttz %ix : index
  %r52 = math.cttz %it : tensor<3xi64>
  %r53 = math.ctpop %i : i32
  %r54 = math.ctpop %iv : vector<[2]xi8>
  %r55 = math.ctpop %ix : index
  %r56 = math.ctpop %it : tensor<3xi64>
  %r57 = math.ipowi %i, %i : i32
  %r58 = math.ipowi %it, %it {tag = 1} : tensor<3xi64>
  %r59 = math.sin %f {tag} : f32
  %r60 = math.cos %f fastmath<nsz> {a, b = 2} : f32
  %r61 = "math.exp"(%f) : (f32) -> f32
  %r62 = "math.exp"(%f) {fastmath = #arith.fastmath<afn>} : (f32) -> f32
  %r63 = "math.exp"(%f) <{fastmath = #arith.fastmath<fast>}> {x} : (f32) -> f32
  %r64 = "math.exp"(%f) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %r65 = "math.ctlz"(%i) {z} : (i32) -> i32
  %r66 = math.atan2 %f, %f {fastmath = #arith.fastmath<ninf>} : f32
  return
}
