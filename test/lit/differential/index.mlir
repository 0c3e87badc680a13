// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// Each tool reads the other's output, custom and generic.
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && diff %t.mlir2 %t.mlir
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | assay-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.assay2 && diff %t.assay2 %t.mlir

// Differential: every index op, constants with their name hints (negative,
// extreme and repeated values), discardable attributes on each syntax, the
// predicate attribute in properties and on its own, and generic input.
func.func @all(%a: index, %b: index, %i: i32, %j: i64) -> (index, i1) {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a {tag}
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %b
  %11 = index.maxu %10, %b
  %12 = index.mins %11, %b
  %13 = index.minu %12, %b
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b
  %17 = index.and %16, %b
  %18 = index.or %17, %b
  %19 = index.xor %18, %b
  %c0 = index.constant 0
  %c0_again = index.constant 0
  %cm1 = index.constant -1
  %cbig = index.constant 9223372036854775807
  %cmin = index.constant -9223372036854775808
  %chex = index.constant 0x10
  %ctag = index.constant {tag = "x"} 3
  %t = index.bool.constant true
  %f = index.bool.constant {tag} false
  %u = index.castu %19 : index to i32
  %s = index.casts %i : i32 to index
  %w = index.castu %j {tag} : i64 to index
  %n = index.casts %a : index to i1
  %size = index.sizeof
  %size2 = index.sizeof {tag}
  %e = index.cmp eq(%a, %b)
  %ne = index.cmp ne(%a, %b)
  %slt = index.cmp slt(%a, %b)
  %sle = index.cmp sle(%a, %b)
  %sgt = index.cmp sgt(%a, %b)
  %sge = index.cmp sge(%a, %b)
  %ult = index.cmp ult(%a, %b)
  %ule = index.cmp ule(%a, %b)
  %ugt = index.cmp ugt(%a, %b)
  %uge = index.cmp uge(%a, %b) {tag = #index<cmp_predicate sle>}
  %g0 = "index.constant"() {value = 12 : index} : () -> index
  %g1 = "index.cmp"(%a, %g0) {pred = #index<cmp_predicate ult>} : (index, index) -> i1
  %g2 = "index.add"(%g0, %s) {other = 1} : (index, index) -> index
  "foo.use"(%c0, %c0_again, %cm1, %cbig, %cmin, %chex, %ctag, %t, %f, %u, %w, %n, %size, %size2) : (index, index, index, index, index, index, index, i1, i1, i32, index, i1, index, index) -> ()
  "foo.use"(%e, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge, %g1, %g2) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, index) -> ()
  return %s, %t : index, i1
}
