// RUN: assay-opt %s --split-input-file --verify-diagnostics
// Verifier errors of the memref ops, worded as mlir-opt words them (the
// suite also runs against mlir-opt-19). Cases Assay reports at a different
// point (properties that mlir-opt rejects while parsing) are left out.

func.func @f(%d: index) {
// expected-error @+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @f(%d: index) {
// expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc(%d)[%d] : memref<?xf32>
  return
}

// -----

func.func @f(%d: index) {
// expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'i32'}}
  %0 = "memref.alloc"(%d) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> i32
  return
}

// -----

func.func @f(%d: index) {
// expected-error @+1 {{'memref.alloc' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%d) <{operandSegmentSizes = array<i32: 1, 1>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @f(%d: index) {
// expected-error @+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%d) : (index) -> memref<?xf32>
  return
}

// -----

func.func @f(%d: i32) {
// expected-error @+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "memref.alloc"(%d) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index) {
// expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index) {
// expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i, %i) : (memref<4x4xf32>, index, index) -> f64
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32) {
// expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index, %v: f64) {
// expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i, %i) : (f64, memref<4x4xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
// expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x5xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
// expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf64>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xf64>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.alloca_scope' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: i32) {
// expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xf32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
// expected-error @+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1 : i32
// expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f64):
    memref.atomic_yield %cur : f64
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
// expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %m[%i] : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf64>) {
// expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xf64>
  return
}

// -----

func.func @f(%a: memref<4x4xf32>, %b: memref<4xf32>) {
// expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4x4xf32> to memref<4xf32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op initial value expected to be of type 'tensor<4xf32>', but was of type 'tensor<3xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

func.func @f(%m: memref<4xf32>, %d: index) {
// expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %0 = "memref.alloc"() <{alignment = -1 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

// expected-error @+1 {{expected operation name in quotes}}
memref.global @g : memref<4xf32> = dense<1.0> : tensor<3xf32>

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
memref.global @g : memref<4xf32> = 3

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>

// -----

// expected-error @+1 {{alignment attribute value 3 is not a power of 2}}
memref.global @g : memref<4xf32> {alignment = 3}

// -----

func.func @f() {
// expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// -----

memref.global @g : memref<4xf32>
func.func @f() {
// expected-error @+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<5xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = memref.rank %m : memref<4xf32>
// expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'index'}}
  %1 = memref.dim %0, %0 : index
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i32'}}
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> i32
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
// expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index', 'index', 'index'}}
// expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %a, %b, %c:2, %d:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f64>, index, index, index, index, index
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
// expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'}}
// expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %a, %b, %c, %d = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %d: index) {
// expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%d) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf64>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf64>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0] [2] [1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{'memref.subview' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m, %d) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<2x2xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{expected 0 dynamic offset values}}
  %0 = "memref.subview"(%m, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<2x2xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x3xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{expected the number of strides to match the rank}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf64, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{different memory spaces specified for base memref type 'memref<4x4xf32>' and subview memref type 'memref<2x2xf32, strided<[4, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>, 1>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[%d, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 3>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[?, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0] [2, 2] [%d, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[?, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>>, %d: index) {
// expected-error @+1 {{base type 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>> to memref<1xf32, strided<[4]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %d: index) {
// expected-error @+1 {{different memory spaces specified for base memref type 'memref<4x4xf32>' and subview memref type 'memref<2x2xf32, strided<[4, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>, 1>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %d: index) {
// expected-error @+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<?xf32> to memref<?x5xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %d: index) {
// expected-error @+1 {{expected result type with stride = 4 instead of 5 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[5, 1]>>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %d: index) {
// expected-error @+1 {{expected result type with offset = 1 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [%d, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %d: index) {
// expected-error @+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<?x4xf64>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf64>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %d: index) {
// expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%d], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %d: index) {
// expected-error @+1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<?x4xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, 1>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %d: index) {
// expected-error @+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %0 = memref.view %m[%d][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xf32>, %d: index) {
// expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xf32>'}}
  %0 = memref.view %m[%d][] : memref<2048xf32> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %d: index) {
// expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%d][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<2048xi8, strided<[2]>>, %d: index) {
// expected-error @+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
  %0 = memref.view %m[%d][] : memref<2048xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %d: index) {
// expected-error @+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 1>'}}
  %0 = memref.view %m[%d][] : memref<2048xi8> to memref<4xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
// expected-error @+1 {{'memref.transpose' op result type 'memref<4x4xf32, strided<[1, 4]>>' is not equivalent to the canonical transposed input type 'memref<4x4xf32>'}}
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
// expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (j, j) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
// expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i) -> (i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %s: memref<2xindex>) {
// expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf64>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %s: memref<2xindex>) {
// expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %s: memref<?xindex>) {
// expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<?xindex>) -> memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32, strided<[2]>>, %s: memref<1xindex>) {
// expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<?xf32, strided<[2]>>, memref<1xindex>) -> memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %s: memref<1xindex>) {
// expected-error @+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 2] : memref<8xf32> into memref<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2] : memref<8xf32> into memref<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.expand_shape %m [[0], [1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// expected-error @+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %0 = memref.expand_shape %m [[1, 0]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// expected-error @+1 {{'memref.expand_shape' op collapsed dim size (8) must equal reassociation group size (6)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<8xf32> into memref<2x3xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4xf32>' but found 'memref<2x4xf64>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf64>
  return
}

// -----

func.func @f(%m: memref<2x4xf32>) {
// expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<2x4xf32> into memref<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4xf32>' but found 'memref<2x4xf32, 1>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32, 1>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %d: index) {
// expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%d, 4] : memref<8xf32> into memref<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %d: index) {
// expected-error @+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%d, 4] : memref<?xf32> into memref<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<2x4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (7) must equal reassociation group size (8)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32> into memref<7xf32>
  return
}

// -----

func.func @f(%m: memref<2x4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<2x4xf32> into memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<2x4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (8) must equal reassociation group size (2)}}
  %0 = memref.collapse_shape %m [[0]] : memref<2x4xf32> into memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<2x4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<8xf32>' but found 'memref<8xf32, 1>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32> into memref<8xf32, 1>
  return
}

// -----

func.func @f(%m: memref<2x4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<8xf32>' but found 'memref<8xi32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32> into memref<8xi32>
  return
}

// -----

func.func @f(%m: memref<2x4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32> into memref<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<2x?xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x?xf32> into memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<2x4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<2x4xf32> into memref<f32>
  return
}

// -----

// Fuzzer find: at rank 1 the inferred layout `strided<[1]>` maps d0 to d0
// and stays as it is in the canonical type, so an identity-layout result
// does not compare equal (it used to be accepted).
func.func @transpose_rank1_identity(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<4xf32>' is not equivalent to the canonical transposed input type 'memref<4xf32, strided<[1]>>'}}
  %0 = memref.transpose %m (d0) -> (d0) : memref<4xf32> to memref<4xf32>
  return
}
