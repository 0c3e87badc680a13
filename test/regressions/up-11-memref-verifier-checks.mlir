// up-11 (memref): checks mlir-opt-19 makes that Assay lacked or made in
// another order. An alloca outside any automatic allocation scope was
// accepted (and a later op's error was reported instead); realloc accepted
// non-identity layouts; a generic_atomic_rmw whose result is not the
// element type was reported through its block argument; reinterpret_cast
// compared element types before memory spaces; subview accepted negative
// static offsets and sizes; view accepted an empty byte-shift bracket.
// RUN: assay-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

"foo.scope"() ({
  // expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<2xi8>
  "foo.other"() : () -> ()
}) : () -> ()

// -----

func.func @realloc_strided_result(%m : memref<4xi8>) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<8xi8, strided<[3]>>'}}
  %0 = memref.realloc %m : memref<4xi8> to memref<8xi8, strided<[3]>>
  return
}

// -----

func.func @realloc_mapped_source(%m : memref<4xi8, affine_map<(d0) -> (d0 * 2)>>) {
  // expected-error @+1 {{unsupported layout for source memref type}}
  %0 = memref.realloc %m : memref<4xi8, affine_map<(d0) -> (d0 * 2)>> to memref<8xi8>
  return
}

// -----

func.func @atomic_result_not_element(%m : memref<4xi16>, %i : index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%old : i16):
    memref.atomic_yield %old : i16
  }) : (memref<4xi16>, index) -> i32
  return
}

// -----

func.func @reinterpret_space_and_element(%m : memref<*xi8>) {
  // expected-error @+1 {{different memory spaces specified for source type}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1]
      : memref<*xi8> to memref<4xi16, strided<[1]>, 3>
  return
}

// -----

func.func @subview_negative_offset(%m : memref<8xi8>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -2}}
  %0 = memref.subview %m[-2] [4] [1] : memref<8xi8> to memref<4xi8, strided<[1], offset: -2>>
  return
}

// -----

func.func @subview_negative_size(%m : memref<8xi8>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -4}}
  %0 = memref.subview %m[0] [-4] [1] : memref<8xi8> to memref<4xi8, strided<[1]>>
  return
}

// -----

func.func @view_without_shift(%n : index) {
  %0 = memref.alloc() : memref<64xi8>
  // expected-error @+1 {{expected SSA operand}}
  %1 = memref.view %0[][%n] : memref<64xi8> to memref<?xf32>
  return
}
