// Where Assay's index folding departs from mlir-opt 19 to follow the ops'
// semantics (docs/semantics.md).
// UNSUPPORTED: oracle
// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s

// A signed division of MIN by -1 is undefined behaviour with a 64-bit
// index: it does not fold (mlir-opt folds all three to MIN).
// CHECK-LABEL: func.func @signed_overflow
// CHECK-DAG:     %[[MIN:.+]] = index.constant -9223372036854775808{{$}}
// CHECK-DAG:     %[[M1:.+]] = index.constant -1{{$}}
// CHECK-DAG:     %[[C0:.+]] = index.constant 0{{$}}
// CHECK:         %[[D:.+]] = index.divs %[[MIN]], %[[M1]]
// CHECK:         %[[C:.+]] = index.ceildivs %[[MIN]], %[[M1]]
// CHECK:         %[[F:.+]] = index.floordivs %[[MIN]], %[[M1]]
// CHECK:         return %[[D]], %[[C]], %[[F]], %[[C0]]
func.func @signed_overflow() -> (index, index, index, index) {
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %0 = index.divs %min, %m1
  %1 = index.ceildivs %min, %m1
  %2 = index.floordivs %min, %m1
  // MIN rems -1 is 0, not undefined: it folds.
  %3 = index.rems %min, %m1
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// Subtraction wraps: cmp(pred, sub(a, b), 0) is cmp(pred, a, b) only for eq
// and ne. With a = MIN and b = 1, a - b = MAX: slt(a - b, 0) is false and
// slt(a, b) true; ult(a - b, 0) is always false. mlir-opt rewrites every
// predicate.
// CHECK-LABEL: func.func @cmp_of_sub_ordered
// CHECK-SAME:    (%[[A:.+]]: index, %[[B:.+]]: index)
// CHECK-DAG:     %[[C0:.+]] = index.constant 0{{$}}
// CHECK:         %[[S:.+]] = index.sub %[[A]], %[[B]]
// CHECK:         %[[LT:.+]] = index.cmp slt(%[[S]], %[[C0]])
// CHECK:         %[[ULT:.+]] = index.cmp ult(%[[S]], %[[C0]])
// CHECK:         %[[SGE:.+]] = index.cmp sge(%[[C0]], %[[S]])
// CHECK:         return %[[LT]], %[[ULT]], %[[SGE]]
func.func @cmp_of_sub_ordered(%a: index, %b: index) -> (i1, i1, i1) {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  %0 = index.cmp slt(%s, %c0)
  %1 = index.cmp ult(%s, %c0)
  %2 = index.cmp sge(%c0, %s)
  return %0, %1, %2 : i1, i1, i1
}

// The unsigned predicates that only ask whether a - b is zero become eq or
// ne of the operands: ugt(a - b, 0) and ult(0, a - b) are a != b,
// ule(a - b, 0) and uge(0, a - b) are a == b. The ones that are constant
// (ult(a - b, 0), ugt(0, a - b)) stay. mlir-opt gives ugt(a, b), ule(a, b),
// ult(b, a), uge(b, a), ult(a, b), ugt(b, a): wrong for a = 0, b = 1.
// CHECK-LABEL: func.func @cmp_of_sub_unsigned
// CHECK-SAME:    (%[[A:.+]]: index, %[[B:.+]]: index)
// CHECK-DAG:     %[[C0:.+]] = index.constant 0{{$}}
// CHECK:         %[[S:.+]] = index.sub %[[A]], %[[B]]
// CHECK:         %[[NE:.+]] = index.cmp ne(%[[A]], %[[B]])
// CHECK:         %[[EQ:.+]] = index.cmp eq(%[[A]], %[[B]])
// CHECK:         %[[NE2:.+]] = index.cmp ne(%[[B]], %[[A]])
// CHECK:         %[[EQ2:.+]] = index.cmp eq(%[[B]], %[[A]])
// CHECK:         %[[LT:.+]] = index.cmp ult(%[[S]], %[[C0]])
// CHECK:         %[[GT:.+]] = index.cmp ugt(%[[C0]], %[[S]])
// CHECK:         return %[[NE]], %[[EQ]], %[[NE2]], %[[EQ2]], %[[LT]], %[[GT]]
func.func @cmp_of_sub_unsigned(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  %0 = index.cmp ugt(%s, %c0)
  %1 = index.cmp ule(%s, %c0)
  %2 = index.cmp ult(%c0, %s)
  %3 = index.cmp uge(%c0, %s)
  %4 = index.cmp ult(%s, %c0)
  %5 = index.cmp ugt(%c0, %s)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
