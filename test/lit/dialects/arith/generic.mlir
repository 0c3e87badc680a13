// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s | assay-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// The generic form of arith ops: properties as mlir-opt 19 prints them.
// Default-valued properties (overflowFlags, fastmath) are present even when
// the input leaves them out; optional ones (truncf's roundingmode and
// fastmath, extf's fastmath) only when given. Predicates and rounding modes
// are integers; the flag sets are arith attributes.

// CHECK-LABEL: "func.func"
func.func @props(%a: i32, %f: f32, %v: vector<2xi32>) {
  // CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %0 = arith.addi %a, %a : i32
  // CHECK: "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %1 = arith.muli %a, %a overflow<nuw, nsw> : i32
  // CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %2 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  // CHECK: "arith.subi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %3 = "arith.subi"(%a, %a) {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
  // CHECK: "arith.divsi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
  %4 = arith.divsi %a, %a : i32
  // CHECK: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %5 = arith.addf %f, %f : f32
  // CHECK: "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
  %6 = "arith.mulf"(%f, %f) <{fastmath = #arith.fastmath<ninf, nnan>}> : (f32, f32) -> f32
  // CHECK: "arith.negf"(%{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
  %7 = arith.negf %f fastmath<fast> : f32
  // CHECK: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 9 : i64}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi1>
  %8 = arith.cmpi uge, %v, %v : vector<2xi32>
  // CHECK: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
  %9 = arith.cmpf une, %f, %f : f32
  // CHECK: "arith.truncf"(%{{.*}}) : (f32) -> f16
  %10 = arith.truncf %f : f32 to f16
  // CHECK: "arith.truncf"(%{{.*}}) <{fastmath = #arith.fastmath<none>, roundingmode = 3 : i32}> : (f32) -> f16
  %11 = arith.truncf %f toward_zero fastmath<none> : f32 to f16
  // CHECK: "arith.extf"(%{{.*}}) : (f32) -> f64
  %12 = arith.extf %f : f32 to f64
  // CHECK: "arith.constant"() <{value = 3 : i32}> {tag} : () -> i32
  %13 = arith.constant {tag} 3 : i32
  // CHECK: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (i1, i32, i32) -> i32
  %c = arith.constant true
  %14 = arith.select %c, %a, %a : i32
  // CHECK: "arith.addui_extended"(%{{.*}}, %{{.*}}) : (i32, i32) -> (i32, i1)
  %15:2 = arith.addui_extended %a, %a : i32, i1
  return
}

// Flag attributes also stand on their own, as discardable attributes.
// CHECK: "other.flags"() {fm = #arith.fastmath<fast>, fm0 = #arith.fastmath<none>, fm2 = #arith.fastmath<reassoc,contract>, ov = #arith.overflow<nsw, nuw>, ov0 = #arith.overflow<none>} : () -> ()
"other.flags"() {fm = #arith.fastmath<fast, nnan>, fm0 = #arith.fastmath<none>, fm2 = #arith.fastmath<contract, reassoc>, ov = #arith.overflow<nuw, nsw, nuw>, ov0 = #arith.overflow<none>} : () -> ()
