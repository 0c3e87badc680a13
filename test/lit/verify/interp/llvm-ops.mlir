// The llvm dialect's ops under the interpreter, on values whose results
// LangRef defines: the same CHECK lines hold on the JIT (and, under the
// oracle, on mlir-cpu-runner 19).
// RUN: assay-run --interp -e main %s | FileCheck %s
// RUN: assay-run -e main %s | FileCheck %s

llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @printComma()

llvm.func @p(%v: i64) {
  llvm.call @printI64(%v) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.return
}
llvm.func @f(%v: f64) {
  llvm.call @printF64(%v) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.return
}

llvm.mlir.global internal constant @bytes("AB\00") {addr_space = 0 : i32} : !llvm.array<3 x i8>
llvm.mlir.global internal @counter(5 : i64) {addr_space = 0 : i32} : i64

llvm.func @twice(%x: i64) -> i64 {
  %r = llvm.add %x, %x : i64
  llvm.return %r : i64
}

// Integers: -7 / 2, -7 % 2, the shifts, a wrapping add, the comparisons,
// sext and zext of -1 : i8, the integer intrinsics.
// CHECK: -3, -1, 28, 4611686018427387902, -4, -9223372036854775808, 1, 0, -1, 255, 9, 4, 60, 12, 4, 0,
// Floats: the arithmetic, fcmp, the casts, fma, fabs, sqrt, floor.
// CHECK-NEXT: 3.5, -2, 2, 0.4, 1, 0, 2, -3, 7.5, 3, 3, -2,
// Memory: a struct on the stack written and read back field by field, an
// array indexed by getelementptr, a global string and a global counter,
// memcpy and memset, a switch and an indirect call; vector lanes.
// CHECK-NEXT: 7, 3, 30, 65, 66, 6, 9, 9, 0, 20, 84, 3, 9,
llvm.func @main() {
  %m7 = llvm.mlir.constant(-7 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %max = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %q = llvm.sdiv %m7, %c2 : i64
  llvm.call @p(%q) : (i64) -> ()
  %r = llvm.srem %m7, %c2 : i64
  llvm.call @p(%r) : (i64) -> ()
  %c7 = llvm.mlir.constant(7 : i64) : i64
  %c14 = llvm.call @twice(%c7) : (i64) -> i64
  %s = llvm.shl %c14, %c1 : i64
  llvm.call @p(%s) : (i64) -> ()
  %l = llvm.lshr %m7, %c2 : i64
  llvm.call @p(%l) : (i64) -> ()
  %a = llvm.ashr %m7, %c1 : i64
  llvm.call @p(%a) : (i64) -> ()
  %w = llvm.add %max, %c1 : i64
  llvm.call @p(%w) : (i64) -> ()
  %lt = llvm.icmp "slt" %m7, %c2 : i64
  %ltx = llvm.zext %lt : i1 to i64
  llvm.call @p(%ltx) : (i64) -> ()
  %ult = llvm.icmp "ult" %m7, %c2 : i64
  %ultx = llvm.zext %ult : i1 to i64
  llvm.call @p(%ultx) : (i64) -> ()
  %m1 = llvm.mlir.constant(-1 : i8) : i8
  %sx = llvm.sext %m1 : i8 to i64
  llvm.call @p(%sx) : (i64) -> ()
  %zx = llvm.zext %m1 : i8 to i64
  llvm.call @p(%zx) : (i64) -> ()
  %smax = llvm.intr.smax(%m7, %c2) : (i64, i64) -> i64
  %umin = llvm.intr.umin(%m7, %c7) : (i64, i64) -> i64
  %sum = llvm.add %smax, %umin : i64
  llvm.call @p(%sum) : (i64) -> ()
  %t = llvm.trunc %m7 : i64 to i8
  %ts = llvm.sext %t : i8 to i64
  %xo = llvm.xor %ts, %c7 : i64
  %an = llvm.and %xo, %c7 : i64
  %or = llvm.or %an, %m7 : i64
  %sub = llvm.sub %or, %c2 overflow<nsw> : i64
  %neg = llvm.add %sub, %c7 : i64
  %mul = llvm.mul %neg, %c1 overflow<nsw, nuw> : i64
  llvm.call @p(%mul) : (i64) -> ()
  %c60 = llvm.mlir.constant(60 : i64) : i64
  %ctz = "llvm.intr.cttz"(%c60) <{is_zero_poison = true}> : (i64) -> i64
  %clz = "llvm.intr.ctlz"(%c60) <{is_zero_poison = false}> : (i64) -> i64
  %pop = llvm.intr.ctpop(%c60) : (i64) -> i64
  %ud = llvm.udiv %c60, %c7 : i64
  %ur = llvm.urem %ud, %c7 : i64
  llvm.call @p(%c60) : (i64) -> ()
  %k = llvm.sub %clz, %ctz : i64
  %k2 = llvm.sdiv %k, %c2 : i64
  %k3 = llvm.sub %k2, %c2 : i64
  %k4 = llvm.sdiv %k3, %c2 : i64
  %k5 = llvm.sub %k4, %c1 : i64
  llvm.call @p(%k5) : (i64) -> ()
  llvm.call @p(%pop) : (i64) -> ()
  %ur2 = llvm.sub %ur, %c1 : i64
  llvm.call @p(%ur2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()

  %c0f = llvm.mlir.constant(0.0 : f64) : f64
  %c1f = llvm.mlir.constant(1.0 : f64) : f64
  %x = llvm.mlir.constant(1.5 : f64) : f64
  %y = llvm.mlir.constant(2.0 : f64) : f64
  %fa = llvm.fadd %x, %y : f64
  llvm.call @f(%fa) : (f64) -> ()
  %fs = llvm.fsub %x, %fa {fastmathFlags = #llvm.fastmath<nsz>} : f64
  llvm.call @f(%fs) : (f64) -> ()
  llvm.call @f(%y) : (f64) -> ()
  %five = llvm.mlir.constant(5.0 : f64) : f64
  %fd = llvm.fdiv %y, %five : f64
  llvm.call @f(%fd) : (f64) -> ()
  %olt = llvm.fcmp "olt" %x, %y : f64
  %oltf = llvm.uitofp %olt : i1 to f64
  llvm.call @f(%oltf) : (f64) -> ()
  %nan = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
  %oeq = llvm.fcmp "oeq" %nan, %nan : f64
  %oeqf = llvm.uitofp %oeq : i1 to f64
  llvm.call @f(%oeqf) : (f64) -> ()
  %fi = llvm.fptosi %fa : f64 to i64
  %fif = llvm.sitofp %fi : i64 to f64
  %fif2 = llvm.fsub %fif, %c1f : f64
  llvm.call @f(%fif2) : (f64) -> ()
  %n3 = llvm.fneg %x : f64
  %n3b = llvm.fadd %n3, %n3 : f64
  llvm.call @f(%n3b) : (f64) -> ()
  %fma = llvm.intr.fma(%x, %five, %c0f) : (f64, f64, f64) -> f64
  llvm.call @f(%fma) : (f64) -> ()
  %ab = llvm.intr.fabs(%fs) : (f64) -> f64
  %ab2 = llvm.fadd %ab, %c1f : f64
  llvm.call @f(%ab2) : (f64) -> ()
  %nine = llvm.mlir.constant(9.0 : f64) : f64
  %sq = llvm.intr.sqrt(%nine) : (f64) -> f64
  llvm.call @f(%sq) : (f64) -> ()
  %fl = llvm.intr.floor(%fs) : (f64) -> f64
  %single = llvm.fptrunc %fl : f64 to f32
  %back = llvm.fpext %single : f32 to f64
  llvm.call @f(%back) : (f64) -> ()
  llvm.call @printNewline() : () -> ()

  %one = llvm.mlir.constant(1 : i32) : i32
  %pair = llvm.alloca %one x !llvm.struct<(i32, f64)> : (i32) -> !llvm.ptr
  %c7i = llvm.trunc %c7 : i64 to i32
  %und = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %st1 = llvm.insertvalue %c7i, %und[0] : !llvm.struct<(i32, f64)>
  %st2 = llvm.insertvalue %fs, %st1[1] : !llvm.struct<(i32, f64)>
  llvm.store %st2, %pair : !llvm.struct<(i32, f64)>, !llvm.ptr
  %lo = llvm.load %pair : !llvm.ptr -> !llvm.struct<(i32, f64)>
  %e0 = llvm.extractvalue %lo[0] : !llvm.struct<(i32, f64)>
  %e0x = llvm.sext %e0 : i32 to i64
  llvm.call @p(%e0x) : (i64) -> ()
  %fptr = llvm.getelementptr %pair[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %e1 = llvm.load %fptr : !llvm.ptr -> f64
  %e1n = llvm.fneg %e1 : f64
  %e1b = llvm.fadd %e1n, %c1f : f64
  llvm.call @f(%e1b) : (f64) -> ()
  %c10 = llvm.mlir.constant(10 : i64) : i64
  %arr = llvm.alloca %c10 x i64 : (i64) -> !llvm.ptr
  llvm.br ^loop(%c1 : i64)
^loop(%i: i64):
  %slot = llvm.getelementptr %arr[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %i10 = llvm.mul %i, %c10 : i64
  llvm.store %i10, %slot : i64, !llvm.ptr
  %next = llvm.add %i, %c1 : i64
  %more = llvm.icmp "slt" %next, %c10 : i64
  llvm.cond_br %more, ^loop(%next : i64), ^done
^done:
  %at3 = llvm.getelementptr inbounds %arr[3] : (!llvm.ptr) -> !llvm.ptr, i64
  %v3 = llvm.load %at3 : !llvm.ptr -> i64
  llvm.call @p(%v3) : (i64) -> ()
  %str = llvm.mlir.addressof @bytes : !llvm.ptr
  %b0 = llvm.load %str : !llvm.ptr -> i8
  %b0x = llvm.zext %b0 : i8 to i64
  llvm.call @p(%b0x) : (i64) -> ()
  %b1p = llvm.getelementptr %str[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i8>
  %b1 = llvm.load %b1p : !llvm.ptr -> i8
  %b1x = llvm.zext %b1 : i8 to i64
  llvm.call @p(%b1x) : (i64) -> ()
  %cnt = llvm.mlir.addressof @counter : !llvm.ptr
  %cv = llvm.load %cnt : !llvm.ptr -> i64
  %cv1 = llvm.add %cv, %c1 : i64
  llvm.store %cv1, %cnt : i64, !llvm.ptr
  %cv2 = llvm.load %cnt : !llvm.ptr -> i64
  llvm.call @p(%cv2) : (i64) -> ()
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %dst = llvm.getelementptr %arr[0] : (!llvm.ptr) -> !llvm.ptr, i64
  %src9 = llvm.getelementptr %arr[9] : (!llvm.ptr) -> !llvm.ptr, i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memcpy"(%dst, %src9, %c8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %v0 = llvm.load %dst : !llvm.ptr -> i64
  %v0d = llvm.sdiv %v0, %c10 : i64
  llvm.call @p(%v0d) : (i64) -> ()
  llvm.call @p(%v0d) : (i64) -> ()
  %zero8 = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%dst, %zero8, %c16) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %z0 = llvm.load %dst : !llvm.ptr -> i64
  llvm.call @p(%z0) : (i64) -> ()
  %sel = llvm.select %more, %c7, %c2 : i1, i64
  llvm.switch %sel : i64, ^other [
    2: ^two
  ]
^two:
  %tw = llvm.mlir.addressof @twice : !llvm.ptr
  %c0i = llvm.mlir.constant(0 : i64) : i64
  %c1i = llvm.mlir.constant(1 : i64) : i64
  %twr = llvm.call %tw(%c10) : !llvm.ptr, (i64) -> i64
  llvm.call @p(%twr) : (i64) -> ()
  %c42 = llvm.mlir.constant(42 : i64) : i64
  %d = llvm.call @twice(%c42) : (i64) -> i64
  llvm.call @p(%d) : (i64) -> ()
  %vec = llvm.mlir.constant(dense<[3, 4]> : vector<2xi64>) : vector<2xi64>
  %l0 = llvm.extractelement %vec[%c0i : i64] : vector<2xi64>
  llvm.call @p(%l0) : (i64) -> ()
  %c9 = llvm.mlir.constant(9 : i64) : i64
  %vec2 = llvm.insertelement %c9, %vec[%c1i : i64] : vector<2xi64>
  %l1 = llvm.extractelement %vec2[%c1i : i64] : vector<2xi64>
  %holds = llvm.icmp "eq" %l1, %c9 : i64
  "llvm.intr.assume"(%holds) : (i1) -> ()
  llvm.call @p(%l1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
^other:
  llvm.unreachable
}
