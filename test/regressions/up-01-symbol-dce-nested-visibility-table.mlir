// up-01: symbol-dce run on a module with `nested` visibility took the module
// for hidden and erased its unused nested symbols, although the parent may
// still name them (`@nested_module::@f`). Only a private table (or one with no
// parent) hides its symbols; a private table inside a visible one hides its
// own too.
// RUN: assay-opt -allow-unregistered-dialect -pass-pipeline="builtin.module(builtin.module(symbol-dce))" %s | FileCheck %s

// CHECK-LABEL: module @public_module
// CHECK-NEXT:    func.func nested @f()
// CHECK-NEXT:    module @inner_private attributes {sym_visibility = "private"}
// CHECK-NEXT:      func.func @g() {
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    "live.user"() {uses = [@inner_private]}
module @public_module {
  func.func nested @f()
  module @inner_private attributes {sym_visibility = "private"} {
    func.func @g() {
      return
    }
    func.func nested @dead()
  }
  "live.user"() {uses = [@inner_private]} : () -> ()
}

// CHECK-LABEL: module @nested_module
// CHECK-NEXT:    func.func nested @f()
// CHECK-NEXT:  {{^  }$}}
module @nested_module attributes {sym_visibility = "nested"} {
  func.func nested @f()
  func.func private @dead()
}

// CHECK-LABEL: module @private_module
// CHECK-NEXT:  {{^  }$}}
module @private_module attributes {sym_visibility = "private"} {
  func.func nested @f()
}
"live.user"() {uses = [@nested_module, @private_module]} : () -> ()
