// Unstructured control flow: block arguments (a swap that needs a parallel
// copy), a counted loop made of blocks, cf.switch with case operands.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

// Swaps (a, b) n times through one block's arguments.
func.func @swaps(%a: i64, %b: i64, %n: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^loop(%a, %b, %c0 : i64, i64, i64)
^loop(%x: i64, %y: i64, %i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  %next = arith.addi %i, %c1 : i64
  cf.cond_br %more, ^loop(%y, %x, %next : i64, i64, i64), ^exit(%x, %y : i64, i64)
^exit(%p: i64, %q: i64):
  return %p, %q : i64, i64
}

func.func @classify(%v: i32) -> i64 {
  cf.switch %v : i32, [
    default: ^other(%v : i32),
    0: ^zero,
    5: ^five(%v, %v : i32, i32),
    -1: ^minus
  ]
^zero:
  %z = arith.constant 100 : i64
  return %z : i64
^five(%f: i32, %g: i32):
  %s = arith.addi %f, %g : i32
  %e = arith.extsi %s : i32 to i64
  return %e : i64
^minus:
  %m = arith.constant -100 : i64
  return %m : i64
^other(%o: i32):
  %w = arith.extsi %o : i32 to i64
  %k = arith.constant 1000 : i64
  %r = arith.addi %w, %k : i64
  return %r : i64
}

func.func @main() {
  %c3 = arith.constant 3 : i64
  %c7 = arith.constant 7 : i64
  %c5 = arith.constant 5 : i64
  %c6 = arith.constant 6 : i64
  %r:2 = call @swaps(%c3, %c7, %c5) : (i64, i64, i64) -> (i64, i64)
  %s:2 = call @swaps(%c3, %c7, %c6) : (i64, i64, i64) -> (i64, i64)
  // CHECK: 7, 3
  call @printI64(%r#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r#1) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 3, 7
  call @printI64(%s#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s#1) : (i64) -> ()
  call @printNewline() : () -> ()

  %v0 = arith.constant 0 : i32
  %v5 = arith.constant 5 : i32
  %vm = arith.constant -1 : i32
  %v9 = arith.constant 9 : i32
  %a = call @classify(%v0) : (i32) -> i64
  %b = call @classify(%v5) : (i32) -> i64
  %c = call @classify(%vm) : (i32) -> i64
  %d = call @classify(%v9) : (i32) -> i64
  // CHECK-NEXT: 100, 10, -100, 1009
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%c) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
