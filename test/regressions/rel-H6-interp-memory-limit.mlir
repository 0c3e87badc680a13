// rel-H6: assay-run had no memory limit: a memref<4294967296xi8> asked the
// host for 64 GiB (a 16-byte slot per element), and a program could grow
// until the OOM killer took the machine. It now has one (4 GiB by default,
// --max-memory changes it), which counts memory (the packed elements and
// the poison bitmap beside them), globals and the frames of calls in
// progress; an allocation or call that would exceed it stops the run with a
// located error at the op, naming the limit and the option, and exit 1.
// UNSUPPORTED: oracle
// RUN: not assay-run --interp -e huge %s 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not assay-run --interp -e four_mib --max-memory=4M %s 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: assay-run --interp -e four_mib --max-memory=5M %s | FileCheck %s --check-prefix=RAISED
// RUN: assay-run --interp -e four_mib --max-memory=0 %s | FileCheck %s --check-prefix=RAISED
// RUN: not assay-run --interp -e deep_entry --max-memory=64M %s 2>&1 | FileCheck %s --check-prefix=FRAMES
// RUN: not assay-run --interp --max-memory=8K -e main %s 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not assay-run --interp --max-memory=12X %s 2>&1 | FileCheck %s --check-prefix=BADFLAG

func.func private @printI64(i64)
func.func private @printNewline()

// 4 GiB of elements and half a GiB of poison bits: over the default limit.
func.func @huge() {
  // HUGE: rel-H6-interp-memory-limit.mlir:[[@LINE+3]]:8: error: memory limit reached: this memref.alloc of 4294967296 elements needs 4.50 GiB, and the program holds {{.+}} of its 4 GiB (raise the limit with --max-memory)
  // HUGE-NEXT: %m = memref.alloc() : memref<4294967296xi8>
  // HUGE-NEXT: ^
  %m = memref.alloc() : memref<4294967296xi8>
  memref.dealloc %m : memref<4294967296xi8>
  return
}

// 1Mi f32 elements: 4 MiB and 128 KiB of poison bits.
func.func @four_mib() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 42 : i32
  // SMALL: rel-H6-interp-memory-limit.mlir:[[@LINE+1]]:8: error: memory limit reached: this memref.alloc of 1048576 elements needs 4.13 MiB, and the program holds {{.+}} of its 4 MiB (raise the limit with --max-memory)
  %m = memref.alloc() : memref<1048576xi32>
  memref.store %v, %m[%c0] : memref<1048576xi32>
  %l = memref.load %m[%c0] : memref<1048576xi32>
  %l64 = arith.extsi %l : i32 to i64
  // RAISED: 42
  call @printI64(%l64) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<1048576xi32>
  return
}

// Each frame holds a vector of 100,000 elements: deep recursion runs out of
// memory before it reaches the call depth limit.
func.func @deep(%n: i64) -> vector<100000xi64> {
  %one = arith.constant 1 : i64
  %m = arith.addi %n, %one : i64
  // FRAMES: rel-H6-interp-memory-limit.mlir:[[@LINE+1]]:8: error: memory limit reached: the frame of a call to '@deep' needs {{[0-9.]+}} MiB, and the program holds {{.+}} of its 64 MiB (raise the limit with --max-memory)
  %r = call @deep(%m) : (i64) -> vector<100000xi64>
  return %r : vector<100000xi64>
}

func.func @deep_entry() {
  %zero = arith.constant 0 : i64
  %r = call @deep(%zero) : (i64) -> vector<100000xi64>
  return
}

// GLOBAL: rel-H6-interp-memory-limit.mlir:[[@LINE+1]]:1: error: memory limit reached: global '@table' needs 8.30 KiB, and the program holds 0 B of its 8 KiB (raise the limit with --max-memory)
memref.global "private" @table : memref<1024xi64>

func.func @main() {
  %t = memref.get_global @table : memref<1024xi64>
  return
}

// BADFLAG: error: invalid --max-memory value '12X' (expected a byte count, or a number with K, M, G or T)
