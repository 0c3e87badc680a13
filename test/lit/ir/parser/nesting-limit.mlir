// UNSUPPORTED: oracle
// Types and attributes nest at most 512 levels deep: one level more is a
// located error, never a stack overflow. A compound type met before at a
// shallow level is still parsed, and the limit reported, when it appears
// at the limit (the parser otherwise reuses the types it has parsed).

// RUN: python3 %S/Inputs/deep-nesting.py 509 > %t.509.mlir
// RUN: assay-opt --allow-unregistered-dialect %t.509.mlir | FileCheck %s --check-prefix=FITS
// RUN: python3 %S/Inputs/deep-nesting.py 509 --reuse > %t.509r.mlir
// RUN: assay-opt --allow-unregistered-dialect %t.509r.mlir | FileCheck %s --check-prefix=FITS
// FITS: "t.b"() {a = {{\[+}}tensor<4xf32>{{\]+}}} : () -> ()

// RUN: python3 %S/Inputs/deep-nesting.py 510 > %t.510.mlir
// RUN: not assay-opt --allow-unregistered-dialect %t.510.mlir 2>&1 | FileCheck %s --check-prefix=DEEP -DLINE=1
// RUN: python3 %S/Inputs/deep-nesting.py 510 --reuse > %t.510r.mlir
// RUN: not assay-opt --allow-unregistered-dialect %t.510r.mlir 2>&1 | FileCheck %s --check-prefix=DEEP -DLINE=2
// DEEP: .mlir:[[LINE]]:533: error: nesting of types and attributes is too deep (more than 512 levels)

// RUN: python3 %S/Inputs/deep-nesting.py 508 --dict --reuse > %t.508d.mlir
// RUN: assay-opt --allow-unregistered-dialect %t.508d.mlir | FileCheck %s --check-prefix=FITSDICT
// FITSDICT: "t.b"() {a = {{\[+}}{b = {{\[\[}}1]]}{{\]+}}} : () -> ()
// RUN: python3 %S/Inputs/deep-nesting.py 509 --dict > %t.509d.mlir
// RUN: not assay-opt --allow-unregistered-dialect %t.509d.mlir 2>&1 | FileCheck %s --check-prefix=DEEPDICT -DLINE=1
// RUN: python3 %S/Inputs/deep-nesting.py 509 --dict --reuse > %t.509dr.mlir
// RUN: not assay-opt --allow-unregistered-dialect %t.509dr.mlir 2>&1 | FileCheck %s --check-prefix=DEEPDICT -DLINE=2
// DEEPDICT: .mlir:[[LINE]]:530: error: nesting of types and attributes is too deep (more than 512 levels)

// RUN: python3 %S/Inputs/deep-nesting.py 100000 > %t.huge.mlir
// RUN: not assay-opt --allow-unregistered-dialect %t.huge.mlir 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: .mlir:1:526: error: nesting of types and attributes is too deep (more than 512 levels)
