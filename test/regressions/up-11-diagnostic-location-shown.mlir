// up-11: a diagnostic at a location that holds a file position somewhere
// inside (a fused location whose first part is a bare name, a call site
// whose callee is a bare name) was printed at `<unknown>:0` with the name,
// hiding the position. The file position shown is the first one found
// through names, fused parts and call sites (callee before caller), each
// caller then a `called from` note; a location with no file position at all
// is spelled out whole.
// RUN: not assay-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @fused_name_first() {
  // CHECK: src1:4:2: error: 'arith.constant' op failed to verify that all of {value, result} have same type
  // CHECK-NEXT: src2:1:0: note: called from
  // CHECK-NEXT: src3:2:0: note: called from
  %x = "arith.constant"() {value = 100} : () -> i1 loc(fused["name", callsite("callee"("src1":4:2) at callsite("src2":1:0 at "src3":2:0))])
  return
}

// -----

func.func @callee_without_position() {
  // CHECK: f:3:4: error: 'arith.constant' op failed to verify
  // CHECK-NEXT: f:3:4: note: called from
  %x = "arith.constant"() {value = 100} : () -> i1 loc(callsite("bar" at "f":3:4))
  return
}

// -----

func.func @no_position() {
  // CHECK: <unknown>:0: error: loc(fused["bar", "baz"]): 'arith.constant' op failed to verify
  %x = "arith.constant"() {value = 100} : () -> i1 loc(fused["bar", "baz"])
  return
}
