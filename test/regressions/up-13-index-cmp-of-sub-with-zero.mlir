// up-13: index.cmp of a difference with zero, cmp(p, sub(a, b), 0), was
// rewritten only for eq and ne. mlir-opt-19 rewrites it to cmp(p, a, b) for
// every predicate, which the wrapping of the subtraction makes wrong for the
// ordered ones: sgt(0 - x, 0) is false at x = MIN where sgt(0, x) is true,
// and ugt(0 - x, 0) is true at x = 1 where ugt(0, x) is false. What is
// right: the signed comparisons stay; the unsigned ones that only ask
// whether the difference is zero become ne or eq of the operands.
// UNSUPPORTED: oracle
// RUN: assay-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @cmp_of_sub_from_zero(
// CHECK-DAG:     %[[C0:.+]] = index.constant 0{{$}}
// CHECK:         %[[S:.+]] = index.sub %[[C0]], %arg0
// CHECK-NEXT:    %[[GT:.+]] = index.cmp sgt(%[[S]], %[[C0]])
// CHECK-NEXT:    %[[S2:.+]] = index.sub %[[C0]], %arg0
// CHECK-NEXT:    %[[LT:.+]] = index.cmp sgt(%[[C0]], %[[S2]])
// CHECK-NEXT:    %[[NE:.+]] = index.cmp ne(%[[C0]], %arg0)
// CHECK-NEXT:    %[[NE2:.+]] = index.cmp ne(%arg0, %[[C0]])
// CHECK-NEXT:    return %[[GT]], %[[LT]], %[[NE]], %[[NE2]]
func.func @cmp_of_sub_from_zero(%x: index) -> (i1, i1, i1, i1) {
  %a = index.constant 0
  %4 = index.sub %a, %x
  %5 = index.cmp sgt(%4, %a)
  %6 = index.sub %a, %x
  %7 = index.cmp sgt(%a, %6)
  %8 = index.cmp ugt(%4, %a)
  %9 = index.cmp ult(%a, %6)
  return %5, %7, %8, %9 : i1, i1, i1, i1
}
