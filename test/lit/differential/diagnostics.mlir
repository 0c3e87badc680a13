// REQUIRES: mlir-opt
// RUN: not assay-opt --allow-unregistered-dialect --split-input-file %s > %t.assay 2> %t.assay.err
// RUN: not mlir-opt --allow-unregistered-dialect --split-input-file %s > %t.mlir 2> %t.mlir.err
// RUN: diff %t.assay %t.mlir
// RUN: diff %t.assay.err %t.mlir.err

// Differential: the diagnostics themselves (messages, positions, source line
// and caret, notes) and the output of the chunks that are valid.

"foo.op"(%undefined) : (i32) -> ()

// -----

%0 = "foo.def"() : () -> i32
"foo.use"(%0) : (i64) -> ()

// -----

"foo.valid"() {a = dense<[1, 2]> : tensor<2xi32>} : () -> ()

// -----

"foo.op"() {a = 256 : i8} : () -> ()

// -----

"foo.op"() {a = "unterminated} : () -> ()

// -----

"foo.op"() ({
  "foo.br"()[^missing] : () -> ()
}) : () -> ()

// -----

#a = 1
#a = 2

// -----

"foo.op"() : () -> tensor<4xf32

// -----

"foo.op"() ({
  "foo.use"(%x) : (i32) -> ()
  %x = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()

// -----

module {
  "foo.x"() {sym_name = "a"} : () -> ()
  "foo.y"() {sym_name = "a"} : () -> ()
}

// -----

"foo.op"() {a = 1 : f32} : () -> ()
