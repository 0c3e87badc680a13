// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// The generic operation form: operands, results, successors, properties,
// attribute dictionaries, regions, block arguments; value and block names are
// renumbered by the printer.

// Zero, one and several results; result groups `%x:2` and uses `%x#1`.
// CHECK: module {
// CHECK-NEXT: %0 = "foo.one"() : () -> i32
// CHECK-NEXT: %1:3 = "foo.three"() : () -> (i32, f32, index)
// CHECK-NEXT: "foo.use"(%1#2, %1#0, %0, %1#1) : (index, i32, i32, f32) -> ()
// CHECK-NEXT: "foo.none"() : () -> ()
// CHECK-NEXT: }
%a = "foo.one"() : () -> i32
%b:3 = "foo.three"() : () -> (i32, f32, index)
"foo.use"(%b#2, %b#0, %a, %b#1) : (index, i32, i32, f32) -> ()
"foo.none"() : () -> ()

// -----

// Several result groups on one operation: `%x, %y:2 = ...` is one op with
// three results; the printer renames them as one group.
// CHECK: module {
// CHECK-NEXT: %0:3 = "foo.split"() : () -> (i1, i2, i3)
// CHECK-NEXT: "foo.use"(%0#0, %0#1, %0#2) : (i1, i2, i3) -> ()
// CHECK-NEXT: }
%x, %y:2 = "foo.split"() : () -> (i1, i2, i3)
"foo.use"(%x, %y#0, %y#1) : (i1, i2, i3) -> ()

// -----

// Value names: identifiers with dots, $, dashes and underscores, or digits
// only; the printer renumbers them all.
// CHECK: module {
// CHECK-NEXT: %0 = "foo.a"() : () -> i32
// CHECK-NEXT: %1 = "foo.b"() : () -> i32
// CHECK-NEXT: %2 = "foo.c"() : () -> i32
// CHECK-NEXT: %3 = "foo.d"(%0, %1, %2) : (i32, i32, i32) -> i32
// CHECK-NEXT: }
%foo.bar = "foo.a"() : () -> i32
%x0 = "foo.b"() : () -> i32
%x$y-z_1 = "foo.c"() : () -> i32
%42 = "foo.d"(%foo.bar, %x0, %x$y-z_1) : (i32, i32, i32) -> i32

// -----

// Properties `<{...}>` (any attribute) and discardable attributes `{...}`.
// CHECK: module {
// CHECK-NEXT: "foo.props"() <{other = "s", prop = 1 : i32}> {attr = 2 : i64} : () -> ()
// CHECK-NEXT: "foo.props_empty"() <{}> : () -> ()
// CHECK-NEXT: "foo.props_int"() <1 : i32> : () -> ()
// CHECK-NEXT: "foo.props_str"() <"str"> : () -> ()
// CHECK-NEXT: "foo.attrs_empty"() : () -> ()
// CHECK-NEXT: }
"foo.props"() <{prop = 1 : i32, other = "s"}> {attr = 2} : () -> ()
"foo.props_empty"() <{}> : () -> ()
"foo.props_int"() <1 : i32> : () -> ()
"foo.props_str"() <"str"> {} : () -> ()
"foo.attrs_empty"() {} : () -> ()

// -----

// Regions: empty region, several regions, nested regions.
// CHECK: module {
// CHECK-NEXT: "foo.empty_region"() ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "foo.empty_regions"() ({
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "foo.two_regions"() ({
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "foo.nested"() ({
// CHECK-NEXT: "foo.inner"() ({
// CHECK-NEXT: "foo.innermost"() ({
// CHECK-NEXT: "foo.leaf"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }
"foo.empty_region"() ({}) : () -> ()
"foo.empty_regions"() ({}, {}) : () -> ()
"foo.two_regions"() ({
  "foo.a"() : () -> ()
}, {
  "foo.b"() : () -> ()
}) : () -> ()
"foo.nested"() ({
  "foo.inner"() ({
    "foo.innermost"() ({
      "foo.leaf"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A CFG: entry block arguments, successors with operands, block arguments of
// other blocks, predecessor comments, forward references to blocks and to
// values defined later in the text but in a dominating block.
// CHECK: module {
// CHECK-NEXT: "foo.func"() ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i1):
// CHECK-NEXT: %0:2 = "foo.pair"(%arg0) : (i32) -> (i32, f32)
// CHECK-NEXT: "foo.use"(%0#1, %0#0) : (f32, i32) -> ()
// CHECK-NEXT: "foo.cond_br"(%arg1, %arg0)[^bb2, ^bb3] {weights = [1, 2]} : (i1, i32) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb3
// CHECK-NEXT: "foo.br"(%1)[^bb4] : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.br"(%arg0)[^bb4] : (i32) -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %1 = "foo.def"() : () -> i32
// CHECK-NEXT: "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb4(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "foo.return"(%2) : (i32) -> ()
// CHECK-NEXT: }) {sym_name = "f"} : () -> ()
// CHECK-NEXT: }
"foo.func"() ({
^entry(%a: i32, %b: i1):
  %r:2 = "foo.pair"(%a) : (i32) -> (i32, f32)
  "foo.use"(%r#1, %r#0) : (f32, i32) -> ()
  "foo.cond_br"(%b, %a)[^left, ^right] {weights = [1, 2]} : (i1, i32) -> ()
^use_later:
  "foo.br"(%fwd)[^exit] : (i32) -> ()
^left:
  "foo.br"(%a)[^exit] : (i32) -> ()
^right:
  %fwd = "foo.def"() : () -> i32
  "foo.br"()[^use_later] : () -> ()
^exit(%x: i32):
  "foo.return"(%x) : (i32) -> ()
}) {sym_name = "f"} : () -> ()

// -----

// Successors are printed between the operands and the properties; a block
// that branches to itself, a block with several predecessors, one successor
// listed twice.
// CHECK: module {
// CHECK-NEXT: "foo.loop"() ({
// CHECK-NEXT: "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "foo.cond"()[^bb1, ^bb2, ^bb2] <{p}> {a} : () -> ()
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: "foo.end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }
"foo.loop"() ({
  "foo.br"()[^header] : () -> ()
^header:
  "foo.cond"()[^header, ^done, ^done] <{p}> {a} : () -> ()
^done:
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// Blocks without predecessors and unnamed entry blocks; an entry block
// without arguments is not printed.
// CHECK: module {
// CHECK-NEXT: "foo.blocks"() ({
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: "foo.c"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }
"foo.blocks"() ({
^bb0:
  "foo.a"() : () -> ()
^bb7:
  "foo.b"() : () -> ()
^other:
  "foo.c"() : () -> ()
}) : () -> ()

// -----

// Values from enclosing regions are visible in nested ones.
// CHECK: module {
// CHECK-NEXT: %0 = "foo.const"() {value = 4 : i32} : () -> i32
// CHECK-NEXT: "foo.region_with_args"() ({
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT: "foo.yield"(%arg0, %0) : (index, i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }
%c = "foo.const"() {value = 4 : i32} : () -> i32
"foo.region_with_args"() ({
^bb0(%i: index):
  "foo.yield"(%i, %c) : (index, i32) -> ()
}) : () -> ()

// -----

// A use before a block's own definition in a graph region (the module body)
// and operands of several types.
// CHECK: module {
// CHECK-NEXT: "foo.use"(%0, %1) : (tensor<4xf32>, !foo.t) -> ()
// CHECK-NEXT: %0 = "foo.def"() : () -> tensor<4xf32>
// CHECK-NEXT: %1 = "foo.def2"() : () -> !foo.t
// CHECK-NEXT: }
"foo.use"(%late, %late2) : (tensor<4xf32>, !foo.t) -> ()
%late = "foo.def"() : () -> tensor<4xf32>
%late2 = "foo.def2"() : () -> !foo.t

// -----

// Operation names are strings: dots, digits, $ and dashes are all fine, and
// a name without a dialect prefix is accepted as unregistered.
// CHECK: module {
// CHECK-NEXT: "foo.bar.baz"() : () -> ()
// CHECK-NEXT: "foo.op_1$x"() : () -> ()
// CHECK-NEXT: "foo.with-dash"() : () -> ()
// CHECK-NEXT: "foo"() : () -> ()
// CHECK-NEXT: }
"foo.bar.baz"() : () -> ()
"foo.op_1$x"() : () -> ()
"foo.with-dash"() : () -> ()
"foo"() : () -> ()

// -----

// A single result type in parentheses prints without them, unless it is a
// function type.
// CHECK: module {
// CHECK-NEXT: %0 = "foo.op"() : () -> i32
// CHECK-NEXT: %1 = "foo.op"() : () -> (() -> ())
// CHECK-NEXT: %2 = "foo.op"() : () -> ((i32) -> i32)
// CHECK-NEXT: }
%0 = "foo.op"() : () -> (i32)
%1 = "foo.op"() : () -> (() -> ())
%2 = "foo.op"() : () -> ((i32) -> (i32))
