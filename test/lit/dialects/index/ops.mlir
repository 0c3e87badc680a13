// RUN: assay-opt %s | FileCheck %s
// RUN: assay-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: assay-opt %s | assay-opt | FileCheck %s
// RUN: assay-opt %s --mlir-print-op-generic | assay-opt | FileCheck %s

// Every index op in custom form, printed back as mlir-opt 19 prints it, and
// the properties of the generic form.

// CHECK-LABEL: func.func @binary
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
func.func @binary(%a: index, %b: index) {
  // CHECK-NEXT: %0 = index.add %[[A]], %[[B]]
  // GENERIC: %{{[0-9]+}} = "index.add"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (index, index) -> index
  %0 = index.add %a, %b
  // CHECK-NEXT: %1 = index.sub %[[A]], %[[B]]
  %1 = index.sub %a, %b
  // CHECK-NEXT: %2 = index.mul %[[A]], %[[B]]
  %2 = index.mul %a, %b
  // CHECK-NEXT: %3 = index.divs %[[A]], %[[B]]
  %3 = index.divs %a, %b
  // CHECK-NEXT: %4 = index.divu %[[A]], %[[B]]
  %4 = index.divu %a, %b
  // CHECK-NEXT: %5 = index.ceildivs %[[A]], %[[B]]
  %5 = index.ceildivs %a, %b
  // CHECK-NEXT: %6 = index.ceildivu %[[A]], %[[B]]
  %6 = index.ceildivu %a, %b
  // CHECK-NEXT: %7 = index.floordivs %[[A]], %[[B]]
  %7 = index.floordivs %a, %b
  // CHECK-NEXT: %8 = index.rems %[[A]], %[[B]]
  %8 = index.rems %a, %b
  // CHECK-NEXT: %9 = index.remu %[[A]], %[[B]]
  %9 = index.remu %a, %b
  // CHECK-NEXT: %10 = index.maxs %[[A]], %[[B]]
  %10 = index.maxs %a, %b
  // CHECK-NEXT: %11 = index.maxu %[[A]], %[[B]]
  %11 = index.maxu %a, %b
  // CHECK-NEXT: %12 = index.mins %[[A]], %[[B]]
  %12 = index.mins %a, %b
  // CHECK-NEXT: %13 = index.minu %[[A]], %[[B]]
  %13 = index.minu %a, %b
  // CHECK-NEXT: %14 = index.shl %[[A]], %[[B]]
  %14 = index.shl %a, %b
  // CHECK-NEXT: %15 = index.shrs %[[A]], %[[B]]
  %15 = index.shrs %a, %b
  // CHECK-NEXT: %16 = index.shru %[[A]], %[[B]]
  %16 = index.shru %a, %b
  // CHECK-NEXT: %17 = index.and %[[A]], %[[B]]
  %17 = index.and %a, %b
  // CHECK-NEXT: %18 = index.or %[[A]], %[[B]]
  %18 = index.or %a, %b
  // CHECK-NEXT: %19 = index.xor %[[A]], %[[B]]
  // GENERIC: %{{[0-9]+}} = "index.xor"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (index, index) -> index
  %19 = index.xor %a, %b
  // Discardable attributes follow the operands.
  // CHECK-NEXT: %20 = index.add %[[A]], %[[B]] {tag = 1 : i32}
  // GENERIC: %{{[0-9]+}} = "index.add"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) {tag = 1 : i32} : (index, index) -> index
  %20 = index.add %a, %b {tag = 1 : i32}
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @constants
func.func @constants() -> (index, index, index, index, i1, i1) {
  // Constants are named after their value.
  // CHECK-NEXT: %idx0 = index.constant 0
  // GENERIC: %{{[0-9]+}} = "index.constant"() <{value = 0 : index}> : () -> index
  %0 = index.constant 0
  // CHECK-NEXT: %idx-5 = index.constant -5
  // GENERIC: %{{[0-9]+}} = "index.constant"() <{value = -5 : index}> : () -> index
  %1 = index.constant -5
  // CHECK-NEXT: %idx42 = index.constant {tag} 42
  // GENERIC: %{{[0-9]+}} = "index.constant"() <{value = 42 : index}> {tag} : () -> index
  %2 = index.constant {tag} 42
  // CHECK-NEXT: %idx-9223372036854775808 = index.constant -9223372036854775808
  %3 = index.constant -9223372036854775808
  // CHECK-NEXT: %true = index.bool.constant true
  // GENERIC: %{{[0-9]+}} = "index.bool.constant"() <{value = true}> : () -> i1
  %4 = index.bool.constant true
  // CHECK-NEXT: %false = index.bool.constant false
  // GENERIC: %{{[0-9]+}} = "index.bool.constant"() <{value = false}> : () -> i1
  %5 = index.bool.constant false
  // CHECK-NEXT: return %idx0, %idx-5, %idx42, %idx-9223372036854775808, %true, %false
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, i1, i1
}

// CHECK-LABEL: func.func @casts_and_sizeof
// CHECK-SAME: (%[[A:.*]]: index, %[[I:.*]]: i32, %[[J:.*]]: i64)
func.func @casts_and_sizeof(%a: index, %i: i32, %j: i64) {
  // CHECK-NEXT: %0 = index.castu %[[A]] : index to i32
  // GENERIC: %{{[0-9]+}} = "index.castu"(%{{[a-z0-9]+}}) : (index) -> i32
  %0 = index.castu %a : index to i32
  // CHECK-NEXT: %1 = index.castu %[[J]] : i64 to index
  %1 = index.castu %j : i64 to index
  // CHECK-NEXT: %2 = index.casts %[[I]] : i32 to index
  // GENERIC: %{{[0-9]+}} = "index.casts"(%{{[a-z0-9]+}}) : (i32) -> index
  %2 = index.casts %i : i32 to index
  // CHECK-NEXT: %3 = index.casts %[[A]] {tag} : index to i1
  %3 = index.casts %a {tag} : index to i1
  // CHECK-NEXT: %4 = index.sizeof
  // GENERIC: %{{[0-9]+}} = "index.sizeof"() : () -> index
  %4 = index.sizeof
  // CHECK-NEXT: %5 = index.sizeof {tag}
  %5 = index.sizeof {tag}
  return
}

// CHECK-LABEL: func.func @cmp
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
func.func @cmp(%a: index, %b: index) {
  // CHECK-NEXT: %0 = index.cmp eq(%[[A]], %[[B]])
  // GENERIC: %{{[0-9]+}} = "index.cmp"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
  %0 = index.cmp eq(%a, %b)
  // CHECK-NEXT: %1 = index.cmp ne(%[[A]], %[[B]])
  // GENERIC: <{pred = #index<cmp_predicate ne>}>
  %1 = index.cmp ne(%a, %b)
  // CHECK-NEXT: %2 = index.cmp slt(%[[A]], %[[B]])
  // GENERIC: <{pred = #index<cmp_predicate slt>}>
  %2 = index.cmp slt(%a, %b)
  // CHECK-NEXT: %3 = index.cmp sle(%[[A]], %[[B]])
  // GENERIC: <{pred = #index<cmp_predicate sle>}>
  %3 = index.cmp sle(%a, %b)
  // CHECK-NEXT: %4 = index.cmp sgt(%[[A]], %[[B]])
  // GENERIC: <{pred = #index<cmp_predicate sgt>}>
  %4 = index.cmp sgt(%a, %b)
  // CHECK-NEXT: %5 = index.cmp sge(%[[A]], %[[B]])
  // GENERIC: <{pred = #index<cmp_predicate sge>}>
  %5 = index.cmp sge(%a, %b)
  // CHECK-NEXT: %6 = index.cmp ult(%[[A]], %[[B]])
  // GENERIC: <{pred = #index<cmp_predicate ult>}>
  %6 = index.cmp ult(%a, %b)
  // CHECK-NEXT: %7 = index.cmp ule(%[[A]], %[[B]])
  // GENERIC: <{pred = #index<cmp_predicate ule>}>
  %7 = index.cmp ule(%a, %b)
  // CHECK-NEXT: %8 = index.cmp ugt(%[[A]], %[[B]])
  // GENERIC: <{pred = #index<cmp_predicate ugt>}>
  %8 = index.cmp ugt(%a, %b)
  // CHECK-NEXT: %9 = index.cmp uge(%[[A]], %[[B]]) {tag}
  // GENERIC: %{{[0-9]+}} = "index.cmp"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{pred = #index<cmp_predicate uge>}> {tag} : (index, index) -> i1
  %9 = index.cmp uge(%a, %b) {tag}
  // The predicate attribute on its own.
  // CHECK-NEXT: %10 = index.sizeof {p = #index<cmp_predicate slt>}
  %10 = index.sizeof {p = #index<cmp_predicate slt>}
  return
}

// CHECK-LABEL: func.func @generic_input
func.func @generic_input(%a: index) {
  // Inherent attributes given among the discardable ones become properties.
  // CHECK-NEXT: %idx7 = index.constant 7
  // GENERIC: "index.constant"() <{value = 7 : index}> : () -> index
  %0 = "index.constant"() {value = 7 : index} : () -> index
  // CHECK-NEXT: %0 = index.cmp ugt(%{{.*}}, %{{.*}})
  %1 = "index.cmp"(%a, %a) {pred = #index<cmp_predicate ugt>} : (index, index) -> i1
  return
}
