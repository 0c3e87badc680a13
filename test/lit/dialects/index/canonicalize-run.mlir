// Folding and canonicalizing index ops may not change what the program
// prints: it runs before and after canonicalization with the same CHECK
// lines (under the oracle, compiled by mlir-opt 19 and run by
// mlir-cpu-runner 19).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --canonicalize %s | assay-run --interp -e main --entry-point-result=void | FileCheck %s
// RUN: assay-opt --canonicalize %s | FileCheck %s --check-prefix=FOLDED

func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%x: index) {
  %w = index.casts %x : index to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @showb(%b: i1) {
  %w = arith.extui %b : i1 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// The algebraic folds and patterns, on values unknown to the folder.
// FOLDED-LABEL: func.func @algebra
// FOLDED-NOT:     index.sub
// FOLDED-NOT:     index.mul
// FOLDED-NOT:     index.maxs
// FOLDED:         index.add %arg0, %idx7
// FOLDED:         index.cmp eq(%arg0, %arg1)
// FOLDED-NOT:     index.
// FOLDED:         return
func.func @algebra(%x: index, %y: index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c5 = index.constant 5
  %c7 = index.constant 7
  %c10 = index.constant 10
  %0 = index.add %c0, %x
  %1 = index.mul %0, %c1
  %2 = index.sub %1, %c0
  %3 = index.add %c7, %2
  call @show(%3) : (index) -> ()
  %4 = index.mul %x, %c0
  call @show(%4) : (index) -> ()
  %d = index.sub %x, %y
  %5 = index.cmp eq(%d, %c0)
  call @showb(%5) : (i1) -> ()
  %6 = index.cmp sle(%y, %y)
  call @showb(%6) : (i1) -> ()
  %m = index.maxs %x, %c10
  %7 = index.cmp sgt(%m, %c5)
  call @showb(%7) : (i1) -> ()
  return
}

// FOLDED-LABEL: func.func @main
// FOLDED-NOT:     index.{{add|sub|mul|div|ceil|floor|rem|max|min|sh|and|or|xor|cmp}}
// FOLDED:         index.divu
// FOLDED-NOT:     index.{{add|sub|mul|div|ceil|floor|rem|max|min|sh|and|or|xor|cmp}}
// FOLDED:         return
func.func @main() {
  %c8 = index.constant 8
  %cm5 = index.constant -5
  %c2 = index.constant 2
  %big = index.constant 4294967296
  %h = index.constant 2147483648
  %m1 = index.constant -1
  // CHECK: 3
  %0 = index.add %c8, %cm5
  call @show(%0) : (index) -> ()
  // CHECK-NEXT: -40
  %1 = index.mul %c8, %cm5
  call @show(%1) : (index) -> ()
  // CHECK-NEXT: -2
  %2 = index.divs %cm5, %c2
  call @show(%2) : (index) -> ()
  // CHECK-NEXT: -2
  %3 = index.ceildivs %cm5, %c2
  call @show(%3) : (index) -> ()
  // CHECK-NEXT: -3
  %4 = index.floordivs %cm5, %c2
  call @show(%4) : (index) -> ()
  // CHECK-NEXT: -1
  %5 = index.rems %cm5, %c2
  call @show(%5) : (index) -> ()
  // CHECK-NEXT: 4
  %6 = index.ceildivu %c8, %c2
  call @show(%6) : (index) -> ()
  // CHECK-NEXT: 0
  %7 = index.remu %c8, %c2
  call @show(%7) : (index) -> ()
  // CHECK-NEXT: -5
  %8 = index.mins %c8, %cm5
  call @show(%8) : (index) -> ()
  // CHECK-NEXT: -5
  %9 = index.maxu %c8, %cm5
  call @show(%9) : (index) -> ()
  // CHECK-NEXT: 32
  %10 = index.shl %c8, %c2
  call @show(%10) : (index) -> ()
  // CHECK-NEXT: -2
  %11 = index.shrs %cm5, %c2
  call @show(%11) : (index) -> ()
  // CHECK-NEXT: 10
  %12 = index.or %c8, %c2
  call @show(%12) : (index) -> ()
  // CHECK-NEXT: -13
  %13 = index.xor %c8, %cm5
  call @show(%13) : (index) -> ()
  // CHECK-NEXT: -2147483648
  %14 = index.divs %h, %m1
  call @show(%14) : (index) -> ()
  // Not folded: 2^31 at 64 bits, 0 at 32.
  // CHECK-NEXT: 2147483648
  %15 = index.divu %big, %c2
  call @show(%15) : (index) -> ()
  // CHECK-NEXT: 1
  %16 = index.cmp slt(%cm5, %c2)
  call @showb(%16) : (i1) -> ()
  // CHECK-NEXT: 0
  %17 = index.cmp ult(%cm5, %c2)
  call @showb(%17) : (i1) -> ()
  %i = arith.constant -3 : i8
  // CHECK-NEXT: 253
  %18 = index.castu %i : i8 to index
  call @show(%18) : (index) -> ()
  // CHECK-NEXT: -3
  %19 = index.casts %i : i8 to index
  call @show(%19) : (index) -> ()

  // CHECK-NEXT: 8
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  %x = index.constant 1
  %y = index.constant 2
  call @algebra(%x, %y) : (index, index) -> ()
  return
}
