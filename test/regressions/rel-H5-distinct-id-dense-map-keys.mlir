// RUN: assay-opt --allow-unregistered-dialect %s | FileCheck %s

// The parser kept `distinct[N]` attributes in a DenseMap keyed by N, whose
// empty and tombstone keys are 2^64-1 and 2^64-2: those two ids tripped
// DenseMap's assertion (undefined behaviour without assertions). Every
// 64-bit id is an id like any other; the printer renumbers them.

// CHECK: #distinct = distinct[0]<1 : i64>
// CHECK: #distinct1 = distinct[1]<2 : i64>
// CHECK: "foo.op"() {a = #distinct, b = #distinct1, c = #distinct} : () -> ()
"foo.op"() {a = distinct[18446744073709551615]<1>, b = distinct[18446744073709551614]<2>, c = distinct[18446744073709551615]<1>} : () -> ()
