// The half of func-to-llvm-abi-run.mlir that assay-opt lowers: functions
// that take, pass on and return memref descriptors (in the default calling
// convention and through C-interface wrappers), called from and calling
// into code that mlir-opt 19 lowers.

// Picks one of two memrefs through a block argument.
func.func @pick(%c: i1, %a: memref<?xi64>, %b: memref<?xi64>) -> memref<?xi64> {
  cf.cond_br %c, ^bb1(%a : memref<?xi64>), ^bb1(%b : memref<?xi64>)
^bb1(%r: memref<?xi64>):
  return %r : memref<?xi64>
}

// The same through the C interface, with a second result: the caller gets
// the results through a pointer to a struct.
func.func @pick_c(%c: i1, %a: memref<?xi64>, %b: memref<?xi64>) -> (memref<?xi64>, i64) attributes {llvm.emit_c_interface} {
  %r = call @pick(%c, %a, %b) : (i1, memref<?xi64>, memref<?xi64>) -> memref<?xi64>
  %n = arith.constant 7 : i64
  return %r, %n : memref<?xi64>, i64
}

// Defined on the other side with a C interface: this side calls its
// `_mlir_ciface_` wrapper with pointers to stack copies of the descriptors.
func.func private @show(memref<?xi64>, memref<*xi64>, i64) -> i64 attributes {llvm.emit_c_interface}

// Calls back into the other side, directly and through a function value.
func.func @relay(%a: memref<?xi64>, %u: memref<*xi64>, %k: i64) -> i64 {
  %f = constant @show : (memref<?xi64>, memref<*xi64>, i64) -> i64
  %r = call_indirect %f(%a, %u, %k) : (memref<?xi64>, memref<*xi64>, i64) -> i64
  %s = call @show(%a, %u, %r) : (memref<?xi64>, memref<*xi64>, i64) -> i64
  return %s : i64
}

// Returns an unranked memref: this side copies its ranked descriptor to the
// heap, the caller's side copies it back to its stack and frees the heap
// copy (with malloc and free of the one C library).
func.func @same(%u: memref<*xi64>) -> (i64, memref<*xi64>) {
  %n = arith.constant 3 : i64
  return %n, %u : i64, memref<*xi64>
}
