// Memory through memref arguments: each argument is its own buffer of
// symbolic contents, and the buffers' final contents are compared.
// Store-to-load forwarding and removing a store that is overwritten are
// right; removing a store the caller can see is not ("Mismatch in memory",
// with the argument's initial contents and the element that differs).
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv --index-bits=64 %s | FileCheck %s
// RUN: %expect-exit 1 assay-tv --json --index-bits=64 %s | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: func.func @src_forward
// CHECK: Transformation seems to be correct! (index is 64 bits){{$}}
func.func @src_forward(%m: memref<4xi32>, %i: index, %v: i32) -> i32 {
  memref.store %v, %m[%i] : memref<4xi32>
  %r = memref.load %m[%i] : memref<4xi32>
  return %r : i32
}
func.func @tgt_forward(%m: memref<4xi32>, %i: index, %v: i32) -> i32 {
  memref.store %v, %m[%i] : memref<4xi32>
  return %v : i32
}

// Forwarding from a store to another index is wrong (the element read may
// be poison where the value is not).
// CHECK-LABEL: func.func @src_forward_other
// CHECK: ERROR: Target is more poisonous than source
func.func @src_forward_other(%m: memref<4xi32>, %i: index, %j: index,
                             %v: i32) -> i32 {
  memref.store %v, %m[%i] : memref<4xi32>
  %r = memref.load %m[%j] : memref<4xi32>
  return %r : i32
}
func.func @tgt_forward_other(%m: memref<4xi32>, %i: index, %j: index,
                             %v: i32) -> i32 {
  memref.store %v, %m[%i] : memref<4xi32>
  memref.load %m[%j] : memref<4xi32>
  return %v : i32
}

// CHECK-LABEL: func.func @src_dead_store
// CHECK: Transformation seems to be correct! (index is 64 bits){{$}}
func.func @src_dead_store(%m: memref<4xi32>, %i: index, %v: i32, %w: i32) {
  memref.store %v, %m[%i] : memref<4xi32>
  memref.store %w, %m[%i] : memref<4xi32>
  return
}
func.func @tgt_dead_store(%m: memref<4xi32>, %i: index, %v: i32, %w: i32) {
  memref.store %w, %m[%i] : memref<4xi32>
  return
}

// The last store to an argument is not dead: the caller sees it.
// CHECK-LABEL: func.func @src_live_store
// CHECK: Transformation doesn't verify! (index is 64 bits){{$}}
// CHECK-EMPTY:
// CHECK-NEXT: ERROR: Mismatch in memory
// CHECK-EMPTY:
// CHECK-NEXT: Example:
// CHECK-NEXT: memref<2xi8> %arg0 = < {{.*}}, {{.*}} >
// CHECK-NEXT: i8 %arg1 = [[V:#x[0-9a-f]+ \([0-9]+\)]]
// CHECK: Mismatch in %arg0[1]
// CHECK-NEXT: Source value: [[V]]
// CHECK-NEXT: Target value:
// JSON: "error":"Mismatch in memory"{{.*}}"memory":{"buffer":"%arg0","element":1,"source":{"lanes":["{{[0-9]+}}"],"type":"i8"},"target":{"lanes":[{{.*}}],"type":"i8"}}
func.func @src_live_store(%m: memref<2xi8>, %v: i8) {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<2xi8>
  return
}
func.func @tgt_live_store(%m: memref<2xi8>, %v: i8) {
  return
}

// Memory along control flow: a store on one branch only.
// CHECK-LABEL: func.func @src_branch
// CHECK: Transformation seems to be correct! (index is 64 bits){{$}}
func.func @src_branch(%m: memref<4xi8>, %c: i1, %v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %m[%c0] : memref<4xi8>
  }
  %r = memref.load %m[%c0] : memref<4xi8>
  return %r : i8
}
func.func @tgt_branch(%m: memref<4xi8>, %c: i1, %v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %old = memref.load %m[%c0] : memref<4xi8>
  %r = arith.select %c, %v, %old : i8
  memref.store %r, %m[%c0] : memref<4xi8>
  return %r : i8
}

// Storing on both branches where the source stores on one is wrong.
// CHECK-LABEL: func.func @src_branch_wrong
// CHECK: ERROR: Mismatch in memory
func.func @src_branch_wrong(%m: memref<4xi8>, %c: i1, %v: i8) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %m[%c0] : memref<4xi8>
  }
  return
}
func.func @tgt_branch_wrong(%m: memref<4xi8>, %c: i1, %v: i8) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi8>
  return
}
