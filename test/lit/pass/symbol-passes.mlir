// symbol-dce, symbol-privatize and strip-debuginfo, as mlir-opt runs them.

// RUN: assay-opt --allow-unregistered-dialect -symbol-dce %s | FileCheck %s --check-prefix=DCE
// DCE-LABEL: module {
// DCE-NEXT:    func.func @public() {
// DCE-NEXT:      call @used() : () -> ()
// DCE:         func.func private @used()
// DCE-NOT:     @dead
// DCE:         module @inner {
// DCE-NEXT:      func.func nested @nested_used()
// DCE-NEXT:    }
// DCE-NEXT:    func.func private @via_nested() {
// DCE-NEXT:      "xx.ref"() {target = @inner::@nested_used} : () -> ()

// RUN: assay-opt --allow-unregistered-dialect --symbol-privatize=exclude=public %s | FileCheck %s --check-prefix=PRIV
// PRIV: func.func @public()
// PRIV: func.func private @used()
// PRIV: module @inner attributes {sym_visibility = "private"} {
// PRIV: func.func private @via_nested()

// RUN: assay-opt --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo %s | FileCheck %s --check-prefix=STRIP
// STRIP-NOT: x.c
// STRIP: loc(unknown)

func.func @public() {
  func.call @used() : () -> ()
  func.return
} loc("x.c":1:1)
func.func private @used()
func.func private @dead() {
  func.call @dead2() : () -> ()
  func.return
}
func.func private @dead2()
module @inner {
  func.func nested @nested_used()
  func.func nested @nested_dead()
}
func.func private @via_nested() {
  "xx.ref"() {target = @inner::@nested_used} : () -> ()
  func.return
}
func.func @root() {
  func.call @via_nested() : () -> ()
  func.return
}
