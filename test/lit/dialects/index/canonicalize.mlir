// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s

// Folding and canonicalization of the index ops, each with a near miss.
// Constants fold only where the result is the same with a 64-bit and a
// 32-bit index.

// Every binary op folds constants.
// CHECK-LABEL: func.func @binary_constants
// CHECK-DAG:     %[[C13:.+]] = index.constant 13{{$}}
// CHECK-DAG:     %[[C3:.+]] = index.constant 3{{$}}
// CHECK-DAG:     %[[C40:.+]] = index.constant 40{{$}}
// CHECK-DAG:     %[[CM2:.+]] = index.constant -2{{$}}
// CHECK-DAG:     %[[C2:.+]] = index.constant 2{{$}}
// CHECK-DAG:     %[[C1:.+]] = index.constant 1{{$}}
// CHECK-DAG:     %[[CM3:.+]] = index.constant -3{{$}}
// CHECK-DAG:     %[[C8:.+]] = index.constant 8{{$}}
// CHECK-DAG:     %[[CM5:.+]] = index.constant -5{{$}}
// CHECK-DAG:     %[[C1280:.+]] = index.constant 1280{{$}}
// CHECK-DAG:     %[[CM1:.+]] = index.constant -1{{$}}
// CHECK-NOT:     index.{{add|sub|mul|div|ceil|floor|rem|max|min|sh|and|or|xor}}
// CHECK:         return %[[C13]], %[[C3]], %[[C40]], %[[CM2]], %[[C2]], %[[CM2]], %[[C3]], %[[C1]], %[[CM3]], %[[C3]], %[[C1]], %[[C8]], %[[CM5]], %[[C8]], %[[CM5]], %[[C1280]], %[[CM1]], %[[C2]], %[[C8]], %[[C13]], %[[C13]] :
func.func @binary_constants() -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %c8 = index.constant 8
  %c5 = index.constant 5
  %cm5 = index.constant -5
  %c2 = index.constant 2
  %0 = index.add %c8, %c5
  %1 = index.sub %c8, %c5
  %2 = index.mul %c8, %c5
  %3 = index.divs %cm5, %c2
  %4 = index.divu %c5, %c2
  %5 = index.ceildivs %cm5, %c2
  %6 = index.ceildivu %c5, %c2
  %7 = index.floordivs %c5, %c5
  %8 = index.floordivs %cm5, %c2
  %9 = index.rems %c8, %cm5
  %10 = index.remu %c5, %c2
  %11 = index.maxs %c8, %cm5
  %12 = index.mins %c8, %cm5
  %13 = index.minu %c8, %cm5
  %14 = index.maxu %c8, %cm5
  %15 = index.shl %c5, %c8
  %16 = index.shrs %cm5, %c8
  %17 = index.shru %c8, %c2
  %18 = index.and %c8, %cm5
  %19 = index.or %c8, %c5
  %20 = index.xor %c8, %c5
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// Near misses: the 32-bit result differs (divu, maxs, shru), the shift
// amount reaches 32 bits, the divisor is zero (or becomes zero at 32 bits). A signed division that
// overflows only at 32 bits folds: a 32-bit target may give any value.
// CHECK-LABEL: func.func @width_dependent
// CHECK-DAG:     %[[MIN32:.+]] = index.constant -2147483648{{$}}
// CHECK-DAG:     %[[C1:.+]] = index.constant 1{{$}}
// CHECK-DAG:     %[[H:.+]] = index.constant 2147483648{{$}}
// CHECK-DAG:     %[[BIG:.+]] = index.constant 4294967296{{$}}
// CHECK-DAG:     %[[C2:.+]] = index.constant 2{{$}}
// CHECK-DAG:     %[[C40:.+]] = index.constant 40{{$}}
// CHECK-DAG:     %[[C0:.+]] = index.constant 0{{$}}
// CHECK-DAG:     %[[M1:.+]] = index.constant -1{{$}}
// CHECK:         %[[D:.+]] = index.divu %[[BIG]], %[[C2]]
// CHECK:         %[[M:.+]] = index.maxs %[[H]], %[[C2]]
// CHECK:         %[[S:.+]] = index.shl %[[C1]], %[[C40]]
// CHECK:         %[[Z:.+]] = index.divs %[[C2]], %[[C0]]
// CHECK:         %[[R:.+]] = index.rems %[[C2]], %[[BIG]]
// CHECK:         %[[SR:.+]] = index.shru %[[M1]], %[[C2]]
// CHECK:         return %[[D]], %[[M]], %[[S]], %[[Z]], %[[R]], %[[MIN32]], %[[MIN32]], %[[MIN32]], %[[SR]]
func.func @width_dependent() -> (index, index, index, index, index, index, index, index, index) {
  %h = index.constant 2147483648
  %big = index.constant 4294967296
  %c2 = index.constant 2
  %c1 = index.constant 1
  %c40 = index.constant 40
  %c0 = index.constant 0
  %m1 = index.constant -1
  %0 = index.divu %big, %c2
  %1 = index.maxs %h, %c2
  %2 = index.shl %c1, %c40
  %3 = index.divs %c2, %c0
  %4 = index.rems %c2, %big
  %5 = index.divs %h, %m1
  %6 = index.ceildivs %h, %m1
  %7 = index.floordivs %h, %m1
  %8 = index.shru %m1, %c2
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}

// -----

// add(x, 0), sub(x, 0) and mul(x, 1) give x; mul(x, 0) gives 0; a
// commutative op moves its constant to the right. sub(0, x), sub(x, x) and
// divs(x, 1) stay.
// CHECK-LABEL: func.func @algebra
// CHECK-SAME:    (%[[X:.+]]: index)
// CHECK-DAG:     %[[C0:.+]] = index.constant 0{{$}}
// CHECK-DAG:     %[[C1:.+]] = index.constant 1{{$}}
// CHECK-DAG:     %[[C5:.+]] = index.constant 5{{$}}
// CHECK:         %[[ADD:.+]] = index.add %[[X]], %[[C5]]
// CHECK:         %[[MAX:.+]] = index.maxu %[[X]], %[[C5]]
// CHECK:         %[[NEG:.+]] = index.sub %[[C0]], %[[X]]
// CHECK:         %[[SELF:.+]] = index.sub %[[X]], %[[X]]
// CHECK:         %[[DIV:.+]] = index.divs %[[X]], %[[C1]]
// CHECK:         %[[SHL:.+]] = index.shl %[[C5]], %[[X]]
// CHECK:         return %[[X]], %[[X]], %[[X]], %[[X]], %[[C0]], %[[C0]], %[[ADD]], %[[MAX]], %[[NEG]], %[[SELF]], %[[DIV]], %[[SHL]]
func.func @algebra(%x: index) -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c5 = index.constant 5
  %0 = index.add %x, %c0
  %1 = index.add %c0, %x
  %2 = index.sub %x, %c0
  %3 = index.mul %c1, %x
  %4 = index.mul %x, %c0
  %5 = index.mul %c0, %x
  %6 = index.add %c5, %x
  %7 = index.maxu %c5, %x
  %8 = index.sub %c0, %x
  %9 = index.sub %x, %x
  %10 = index.divs %x, %c1
  %11 = index.shl %c5, %x
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// cmp folds constants where both widths agree (not ult(2^32, 5): 0 < 5 at
// 32 bits), and cmp(x, x) whatever x is; not cmp(x, 5).
// CHECK-LABEL: func.func @cmp
// CHECK-SAME:    (%[[X:.+]]: index)
// CHECK-DAG:     %[[T:.+]] = index.bool.constant true
// CHECK-DAG:     %[[F:.+]] = index.bool.constant false
// CHECK-DAG:     %[[BIG:.+]] = index.constant 4294967296{{$}}
// CHECK-DAG:     %[[C5:.+]] = index.constant 5{{$}}
// CHECK:         %[[EQ5:.+]] = index.cmp eq(%[[X]], %[[C5]])
// CHECK:         %[[NF:.+]] = index.cmp ult(%[[BIG]], %[[C5]])
// CHECK:         return %[[T]], %[[F]], %[[T]], %[[EQ5]], %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[F]], %[[NF]]
func.func @cmp(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %cm7 = index.constant -7
  %c5 = index.constant 5
  %big = index.constant 4294967296
  %0 = index.cmp slt(%cm7, %c5)
  %1 = index.cmp ult(%cm7, %c5)
  %2 = index.cmp ne(%cm7, %c5)
  %3 = index.cmp eq(%x, %c5)
  %4 = index.cmp eq(%x, %x)
  %5 = index.cmp ne(%x, %x)
  %6 = index.cmp sle(%x, %x)
  %7 = index.cmp sgt(%x, %x)
  %8 = index.cmp uge(%x, %x)
  %9 = index.cmp ult(%x, %x)
  %10 = index.cmp ule(%x, %x)
  %11 = index.cmp slt(%x, %x)
  %12 = index.cmp ult(%big, %c5)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// cmp(max/min(x, A), B) folds when every value max/min can take decides
// the predicate. eq and ne are decided only when B lies outside both the
// signed and the unsigned range (mins(x, 5) may be any negative value, so
// its unsigned range is everything).
// CHECK-LABEL: func.func @cmp_min_max
// CHECK-SAME:    (%[[X:.+]]: index)
// CHECK-DAG:     %[[T:.+]] = index.bool.constant true
// CHECK-DAG:     %[[F:.+]] = index.bool.constant false
// CHECK-DAG:     %[[C5:.+]] = index.constant 5{{$}}
// CHECK-DAG:     %[[C10:.+]] = index.constant 10{{$}}
// CHECK:         %[[MAX:.+]] = index.maxs %[[X]], %[[C10]]
// CHECK:         %[[MINU:.+]] = index.minu %[[X]], %[[C10]]
// CHECK:         %[[MINS:.+]] = index.mins %[[X]], %[[C5]]
// CHECK:         %[[EQ:.+]] = index.cmp eq(%[[MAX]], %[[C10]])
// CHECK:         %[[SLT:.+]] = index.cmp slt(%[[MINU]], %[[C10]])
// CHECK:         %[[NE:.+]] = index.cmp ne(%[[MINS]], %[[C10]])
// CHECK:         return %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[EQ]], %[[SLT]], %[[NE]]
func.func @cmp_min_max(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c10 = index.constant 10
  %c20 = index.constant 20
  %mx = index.maxs %x, %c10
  %mn = index.minu %x, %c10
  %ms = index.mins %x, %c5
  %0 = index.cmp sgt(%mx, %c5)
  %1 = index.cmp slt(%mx, %c5)
  %2 = index.cmp ult(%mn, %c20)
  %3 = index.cmp eq(%mn, %c20)
  %4 = index.cmp ne(%mn, %c20)
  %5 = index.cmp eq(%mx, %c10)
  %6 = index.cmp slt(%mn, %c10)
  %7 = index.cmp ne(%ms, %c10)
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// Casts of constants fold where both widths agree and the result is an
// index or an i1 (index.bool.constant); index has no constant op for other
// integer types.
// CHECK-LABEL: func.func @casts
// CHECK-DAG:     %[[T:.+]] = index.bool.constant true
// CHECK-DAG:     %[[CM3:.+]] = index.constant -3{{$}}
// CHECK-DAG:     %[[C253:.+]] = index.constant 253{{$}}
// CHECK-DAG:     %[[C5:.+]] = index.constant 5{{$}}
// CHECK-DAG:     %[[CM7:.+]] = index.constant -7{{$}}
// CHECK:         %[[I32:.+]] = index.casts %[[C5]] : index to i32
// CHECK:         %[[U64:.+]] = index.castu %[[CM7]] : index to i64
// CHECK:         return %[[T]], %[[CM3]], %[[C253]], %[[I32]], %[[U64]]
func.func @casts() -> (i1, index, index, i32, i64) {
  %c5 = index.constant 5
  %cm7 = index.constant -7
  %i = arith.constant -3 : i8
  %0 = index.casts %c5 : index to i1
  %1 = index.casts %i : i8 to index
  %2 = index.castu %i : i8 to index
  %3 = index.casts %c5 : index to i32
  %4 = index.castu %cm7 : index to i64
  return %0, %1, %2, %3, %4 : i1, index, index, i32, i64
}

// -----

// cmp(eq|ne, sub(a, b), 0) compares a and b; not against a non-zero.
// CHECK-LABEL: func.func @cmp_of_sub
// CHECK-SAME:    (%[[A:.+]]: index, %[[B:.+]]: index)
// CHECK-DAG:     %[[C1:.+]] = index.constant 1{{$}}
// CHECK:         %[[SUB:.+]] = index.sub %[[A]], %[[B]]
// CHECK:         %[[EQ:.+]] = index.cmp eq(%[[A]], %[[B]])
// CHECK:         %[[NE:.+]] = index.cmp ne(%[[B]], %[[A]])
// CHECK:         %[[ONE:.+]] = index.cmp eq(%[[SUB]], %[[C1]])
// CHECK:         return %[[EQ]], %[[NE]], %[[ONE]]
func.func @cmp_of_sub(%a: index, %b: index) -> (i1, i1, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %s = index.sub %a, %b
  %0 = index.cmp eq(%s, %c0)
  %1 = index.cmp ne(%c0, %s)
  %2 = index.cmp eq(%s, %c1)
  return %0, %1, %2 : i1, i1, i1
}

// -----

// index.sizeof depends on the target and does not fold; equal constants
// are merged; an unused division is erased.
// CHECK-LABEL: func.func @misc
// CHECK-NEXT:    %[[C5:.+]] = index.constant 5
// CHECK-NEXT:    %[[S:.+]] = index.sizeof
// CHECK-NEXT:    return %[[S]], %[[C5]], %[[C5]]
func.func @misc(%x: index) -> (index, index, index) {
  %0 = index.sizeof
  %a = index.constant 5
  %b = index.constant 5
  %d = index.divs %x, %a
  return %0, %a, %b : index, index, index
}
