// RUN: assay-opt --split-input-file --allow-unregistered-dialect --inline='default-pipeline=' %s | FileCheck %s
// RUN: assay-opt --inline --dump-pass-pipeline %S/inline-threshold.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: assay-opt --inline='op-pipelines=func.func(cse)' --dump-pass-pipeline %S/inline-threshold.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP-OP
// RUN: assay-opt --split-input-file --allow-unregistered-dialect --inline %s | FileCheck %s --check-prefix=CANON

// `inline` takes mlir-opt 19's options and prints them with their defaults.
// DUMP: builtin.module(inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 })
// DUMP-OP: max-iterations=4 op-pipelines=func.func(cse)})

// A single-block callee lands in place of the call; the private callee,
// left without uses, is erased, and so is an unused private function.
// CHECK-LABEL: func.func @main(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %arg0 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NOT:   func.func private
func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func private @unused() {
  return
}
func.func @main(%x: i32) -> i32 {
  %0 = call @add(%x, %x) : (i32, i32) -> i32
  %1 = arith.muli %0, %x : i32
  return %1 : i32
}

// -----

// A public callee is copied and stays.
// CHECK-LABEL: func.func @pub(
// CHECK-NEXT:    %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    %0 = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
func.func @pub(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  return %0 : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @pub(%x, %x) : (i32, i32) -> i32
  return %0 : i32
}

// -----

// A multi-block callee splits the calling block: its returns branch to
// the rest of it, whose argument replaces the call's result.
// CHECK-LABEL: func.func @main(
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2(%c1_i32 : i32)
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    cf.br ^bb2(%c2_i32 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):
// CHECK-NEXT:    cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):
// CHECK-NEXT:    %2 = arith.addi %1, %c5_i32 : i32
// CHECK-NEXT:    return %2 : i32
func.func private @multi(%c: i1) -> i32 {
  %a = arith.constant 1 : i32
  cf.cond_br %c, ^b1, ^b2(%a : i32)
^b1:
  %b = arith.constant 2 : i32
  cf.br ^b2(%b : i32)
^b2(%r: i32):
  return %r : i32
}
func.func @main(%c: i1) -> i32 {
  %x = arith.constant 5 : i32
  %0 = call @multi(%c) : (i1) -> i32
  %1 = arith.addi %0, %x : i32
  return %1 : i32
}

// -----

// Inside scf.if (a single-block region) only single-block callees are
// inlined; the multi-block one stays a call, and so stays defined.
// CHECK-LABEL: func.func private @m(
// CHECK-LABEL: func.func @use(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = func.call @m(%arg0, %arg1) : (i1, i32) -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
func.func private @m(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^b1, ^b2
^b1:
  return %a : i32
^b2:
  %z = arith.muli %a, %a : i32
  return %z : i32
}
func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @use(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = func.call @m(%c, %a) : (i1, i32) -> i32
    scf.yield %0 : i32
  } else {
    %1 = func.call @add(%a, %a) : (i32, i32) -> i32
    scf.yield %1 : i32
  }
  return %r : i32
}

// -----

// Recursion is left alone: a self-recursive callable is not inlined, and
// mutual recursion is unrolled once at most (each new call site remembers
// which callee it came from).
// CHECK-LABEL: func.func private @rec(
// CHECK-NEXT:    %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-LABEL: func.func @userec(
// CHECK-NEXT:    %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-LABEL: func.func private @b(
// CHECK-NEXT:    %0 = call @b(%arg0) : (i32) -> i32
// CHECK-LABEL: func.func @usea(
// CHECK-NEXT:    %0 = call @b(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %0 : i32
func.func private @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
func.func @userec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
func.func @usea(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// Callees with ops of other dialects (index, builtin, unregistered) are
// not inlined; func, arith, cf, scf, memref, math and ub ops are.
// CANON-LABEL: func.func private @unreg(
// CANON-LABEL: func.func private @idx(
// CANON-LABEL: func.func @main(
// CANON-NEXT:    %0 = ub.poison : i32
// CANON-NEXT:    %1 = call @unreg(%arg0) : (i32) -> i32
// CANON-NEXT:    %2 = call @idx(%arg1) : (index) -> index
// CANON-NEXT:    %alloca = memref.alloca() : memref<4xi32>
// CANON-NEXT:    %3 = math.sqrt %arg2 : f32
// CANON-NEXT:    return %1, %2, %0, %alloca, %3
func.func private @unreg(%a: i32) -> i32 {
  %0 = "foo.bar"(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @idx(%a: index) -> index {
  %0 = index.add %a, %a
  return %0 : index
}
func.func private @ub() -> i32 {
  %0 = ub.poison : i32
  return %0 : i32
}
func.func private @mr() -> memref<4xi32> {
  %0 = memref.alloca() : memref<4xi32>
  return %0 : memref<4xi32>
}
func.func private @mth(%a: f32) -> f32 {
  %0 = math.sqrt %a : f32
  return %0 : f32
}
func.func @main(%a: i32, %i: index, %f: f32) -> (i32, index, i32, memref<4xi32>, f32) {
  %0 = call @unreg(%a) : (i32) -> i32
  %1 = call @idx(%i) : (index) -> index
  %2 = call @ub() : () -> i32
  %3 = call @mr() : () -> memref<4xi32>
  %5 = call @mth(%f) : (f32) -> f32
  return %0, %1, %2, %3, %5 : i32, index, i32, memref<4xi32>, f32
}

// -----

// A private function used only by a dead private function is kept, as
// mlir-opt keeps it; an indirect call of a function constant becomes a
// direct call under canonicalize and is then inlined.
// CANON-LABEL: func.func private @g(
// CANON-LABEL: func.func @main(
// CANON-NEXT:    return %arg0 : i32
// CANON-NOT:   func.func
func.func private @g(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func private @f(%x: i32) -> i32 {
  %0 = call @g(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @h(%x: i32) -> i32 {
  return %x : i32
}
func.func private @k(%x: i32) -> i32 {
  return %x : i32
}
func.func @main(%x: i32) -> (i32) {
  %0 = call @h(%x) : (i32) -> i32
  %f = func.constant @k : (i32) -> i32
  %1 = func.call_indirect %f(%0) : (i32) -> i32
  return %1 : i32
}
