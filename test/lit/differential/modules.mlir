// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: builtin.module in its custom forms, nested, named, with
// attributes and visibility, in a region of an unregistered operation, and
// builtin.unrealized_conversion_cast.
module @top attributes {foo.version = 3 : i32, foo.flag} {
  module {
  }
  module @"quoted name" {
    "foo.op"() : () -> ()
  }
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = "private_mod", sym_visibility = "private"} : () -> ()
  "foo.wrapper"() ({
    builtin.module @in_region {
      %0 = "foo.def"() : () -> i32
      %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
    }
    %2 = "foo.def"() : () -> f32
    %3:2 = unrealized_conversion_cast %2, %2 : f32, f32 to i32, !foo.t
  }) : () -> ()
  %cast = unrealized_conversion_cast to index {foo.note = "no operands"}
  "foo.f"() {sym_name = "f"} : () -> ()
}
