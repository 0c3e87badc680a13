// RUN: assay-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect %s | assay-opt --allow-unregistered-dialect | FileCheck %s

// `array<i0: 0>` wrote each element into its byte slice although an i0
// element has no bytes: an out-of-bounds index (an assertion in the test
// build, undefined behaviour without). An i0 element takes no storage, in
// arrays and in dense elements alike: the data of a `tensor<Nxi0>` is empty
// (so the hex form is "0x" and "0x00" is rejected), and its elements print
// one by one, as mlir-opt prints them.

// CHECK: "foo.array"() {a = array<i0: 0>, b = array<i0: 0, 0, 0>, c = array<si0: 0>, d = array<ui0>} : () -> ()
"foo.array"() {a = array<i0: 0>, b = array<i0: 0, 0, 0>, c = array<si0: 0>, d = array<ui0>} : () -> ()

// CHECK: "foo.dense"() {a = dense<[0, 0]> : tensor<2xi0>, b = dense<[0, 0]> : tensor<2xi0>, c = dense<[0]> : tensor<1xi0>, d = dense<"0x"> : tensor<200xi0>, e = dense<{{\[\[}}0], [0]]> : vector<2x1xsi0>, f = dense<[(0,0), (0,0)]> : tensor<2xcomplex<i0>>} : () -> ()
"foo.dense"() {a = dense<0> : tensor<2xi0>, b = dense<"0x"> : tensor<2xi0>, c = dense<0> : tensor<1xi0>, d = dense<0> : tensor<200xi0>, e = dense<0> : vector<2x1xsi0>, f = dense<"0x"> : tensor<2xcomplex<i0>>} : () -> ()

// CHECK: "foo.sparse"() {a = sparse<{{\[\[}}0], [1]], [0, 0]> : tensor<4xi0>} : () -> ()
"foo.sparse"() {a = sparse<[[0], [1]], 0> : tensor<4xi0>} : () -> ()
