// sccp took a function in a nested symbol table for one whose call sites it
// all sees, though something other than a call named it: such a use was
// looked up in the outermost table instead of the table holding it, and a
// table with no function of its own was not searched for uses at all. The
// constant of the one direct call was then propagated into the function,
// while a call through `func.constant` (or an unknown op) passes anything.
// Uses are now resolved in the table whose scope holds them. mlir-opt 19
// miscompiles both cases the same way.
// UNSUPPORTED: oracle
// RUN: assay-opt %s --split-input-file --allow-unregistered-dialect -sccp | FileCheck %s

// CHECK-LABEL: func.func private @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
module {
  module @m {
    func.func private @f(%a: i32) -> i32 {
      return %a : i32
    }
    func.func @g(%x: i32) -> (i32, i32) {
      %c = arith.constant 1 : i32
      %r = func.call @f(%c) : (i32) -> i32
      %fn = func.constant @f : (i32) -> i32
      %s = func.call_indirect %fn(%x) : (i32) -> i32
      return %r, %s : i32, i32
    }
  }
}

// -----

// CHECK-LABEL: func.func nested @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
module {
  module @m {
    func.func nested @f(%a: i32) -> i32 {
      return %a : i32
    }
    func.func @g() -> i32 {
      %c = arith.constant 1 : i32
      %r = func.call @f(%c) : (i32) -> i32
      return %r : i32
    }
  }
  "foo.use"() {ref = @m::@f} : () -> ()
}
