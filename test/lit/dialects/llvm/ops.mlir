// RUN: assay-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --strict-whitespace
// RUN: assay-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: assay-opt %s --split-input-file --allow-unregistered-dialect | assay-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --strict-whitespace
// RUN: assay-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | assay-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --strict-whitespace

// The llvm dialect's types, attributes and ops in custom form, printed as
// mlir-opt-19 prints them (its double spaces before some attribute
// dictionaries included), and in generic form with every default-valued
// property written out.
// Types: pointers with address spaces, literal, packed, identified, opaque
// and recursive structs, arrays, function types with varargs, void, and
// llvm types nested in builtin ones. Nested llvm types lose their prefix.

// CHECK: module {
// CHECK-NEXT:   %0:8 = "foo.types"() : () -> (!llvm.ptr, !llvm.ptr, !llvm.ptr<3>, !llvm.void, !llvm.array<4 x i32>, !llvm.array<2 x array<3 x ptr<1>>>, !llvm.array<0 x i8>, !llvm.array<4 x vector<2xf32>>)
// CHECK-NEXT:   %1:6 = "foo.structs"() : () -> (!llvm.struct<()>, !llvm.struct<(i32, ptr)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<packed ()>, !llvm.struct<(struct<(ptr<3>)>, array<2 x f64>)>, !llvm.struct<(f32, vector<4xi1>, index)>)
// CHECK-NEXT:   %2:7 = "foo.identified"() : () -> (!llvm.struct<"named", (i32, ptr)>, !llvm.struct<"opq", opaque>, !llvm.struct<"empty", ()>, !llvm.struct<"pk", packed (i8, i32)>, !llvm.struct<"list", (ptr, struct<"list">)>, !llvm.struct<"", (i1)>, !llvm.struct<(array<2 x struct<"named", (i32, ptr)>>)>)
// CHECK-NEXT:   %3:6 = "foo.functions"() : () -> (!llvm.func<void ()>, !llvm.func<i32 (ptr, i64)>, !llvm.func<void (i32, ...)>, !llvm.func<void (...)>, !llvm.func<struct<(i32)> ()>, !llvm.func<ptr<1> (array<2 x i8>)>)
// CHECK-NEXT:   %4:3 = "foo.nested"() : () -> (tuple<!llvm.void, !llvm.ptr>, tensor<2x!llvm.ptr>, !llvm.struct<(tuple<i32, !llvm.ptr>)>)
// CHECK-NEXT: }
"foo.types"() : () -> (!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<3>, !llvm.void, !llvm.array<4 x i32>, !llvm.array<2 x array<3 x ptr<1>>>, !llvm.array<0 x i8>, !llvm.array<4 x vector<2xf32>>)
"foo.structs"() : () -> (!llvm.struct<()>, !llvm.struct<(i32, !llvm.ptr)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<packed ()>, !llvm.struct<(struct<(ptr<3>)>, array<2 x f64>)>, !llvm.struct<(f32, vector<4xi1>, index)>)
"foo.identified"() : () -> (!llvm.struct<"named", (i32, ptr)>, !llvm.struct<"opq", opaque>, !llvm.struct<"empty", ()>, !llvm.struct<"pk", packed (i8, i32)>, !llvm.struct<"list", (ptr, struct<"list">)>, !llvm.struct<"", (i1)>, !llvm.struct<(array<2 x struct<"named", (i32, ptr)>>)>)
"foo.functions"() : () -> (!llvm.func<void ()>, !llvm.func<i32 (ptr, i64)>, !llvm.func<void (i32, ...)>, !llvm.func<void (...)>, !llvm.func<struct<(i32)> ()>, !llvm.func<ptr<1> (array<2 x i8>)>)
"foo.nested"() : () -> (tuple<!llvm.void, !llvm.ptr>, tensor<2x!llvm.ptr>, !llvm.struct<(tuple<i32, !llvm.ptr>)>)

// -----
// Attributes: linkage, calling conventions, tail-call kinds, fastmath and
// overflow flags. Flags print in bit order; `fast` stands for all fastmath
// flags and `none` for none.

// CHECK: module {
// CHECK-NEXT:   "foo.attrs"() {a = #llvm.linkage<internal>, b = #llvm.linkage<linkonce_odr>, c = #llvm.cconv<fastcc>, d = #llvm.cconv<ccc>, e = #llvm.tailcallkind<musttail>, f = #llvm.fastmath<nnan, reassoc>, g = #llvm.fastmath<fast>, h = #llvm.fastmath<none>, i = #llvm.overflow<nsw, nuw>, j = #llvm.overflow<none>, k = #llvm.fastmath<nsz, arcp, contract, afn>} : () -> ()
// CHECK-NEXT: }
// GENERIC: "foo.attrs"() {a = #llvm.linkage<internal>, b = #llvm.linkage<linkonce_odr>, c = #llvm.cconv<fastcc>, d = #llvm.cconv<ccc>, e = #llvm.tailcallkind<musttail>, f = #llvm.fastmath<nnan, reassoc>, g = #llvm.fastmath<fast>, h = #llvm.fastmath<none>, i = #llvm.overflow<nsw, nuw>, j = #llvm.overflow<none>, k = #llvm.fastmath<nsz, arcp, contract, afn>} : () -> ()
"foo.attrs"() {a = #llvm.linkage<internal>, b = #llvm.linkage<linkonce_odr>, c = #llvm.cconv<fastcc>, d = #llvm.cconv<ccc>, e = #llvm.tailcallkind<musttail>, f = #llvm.fastmath<reassoc, nnan>, g = #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc>, h = #llvm.fastmath<none>, i = #llvm.overflow<nuw, nsw>, j = #llvm.overflow<none>, k = #llvm.fastmath<contract, afn, arcp, nsz>} : () -> ()

// -----
// Globals and functions: linkage, visibility, unnamed_addr, thread_local,
// calling conventions, argument and result attributes, varargs, initializers
// given as an attribute or as a region, string globals without a type.

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global internal constant @g1(42 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
// CHECK-NEXT:   llvm.mlir.global external @g2() {addr_space = 1 : i32} : !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global private unnamed_addr constant @str("hello\00") {addr_space = 0 : i32}
// CHECK-NEXT:   llvm.mlir.global linkonce_odr hidden thread_local @g3(0 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT:   llvm.mlir.global weak @g4() {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
// CHECK-NEXT:   llvm.func @ctor() {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func extern_weak @ext(i32, ...) -> i32
// CHECK-NEXT:   llvm.func fastcc @cc(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.nonnull}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func weak_odr hidden @vis() {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global external local_unnamed_addr @y(1 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global_dtors {dtors = [@ctor], priorities = [1 : i32]}
// CHECK-NEXT:   llvm.func internal protected local_unnamed_addr fastcc @z() attributes {dso_local} {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @h(...)
// CHECK-NEXT:   llvm.func @k() -> !llvm.struct<(i32)> attributes {foo}
// CHECK-NEXT:   llvm.func @decl(i32, f32) -> (i64 {foo.r}) attributes {foo.x = 1 : i32, sym_visibility = "private"}
// CHECK-NEXT: }
// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 4 : i64, constant, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g1", unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.mlir.global"() <{addr_space = 1 : i32, global_type = !llvm.ptr, linkage = #llvm.linkage<external>, sym_name = "g2", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: %{{.*}} = "llvm.mlir.zero"() : () -> !llvm.ptr
// GENERIC: "llvm.return"(%{{.*}}) : (!llvm.ptr) -> ()
// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<6 x i8>, linkage = #llvm.linkage<private>, sym_name = "str", unnamed_addr = 2 : i64, value = "hello\00", visibility_ = 0 : i64}> ({
// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<linkonce_odr>, sym_name = "g3", thread_local_, unnamed_addr = 0 : i64, value = 0 : i64, visibility_ = 1 : i64}> ({
// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<weak>, sym_name = "g4", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.mlir.global_ctors"() <{ctors = [@ctor], priorities = [0 : i32]}> : () -> ()
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "ctor", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.return"() : () -> ()
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<extern_weak>, sym_name = "ext", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<fastcc>, arg_attrs = [{llvm.noundef}, {llvm.nonnull}], function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, passthrough = ["nounwind"], res_attrs = [{llvm.zeroext}], sym_name = "cc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.return"(%{{.*}}) : (i32) -> ()
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<weak_odr>, sym_name = "vis", unnamed_addr = 0 : i64, visibility_ = 1 : i64}> ({
// GENERIC: "llvm.return"() : () -> ()
// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "y", unnamed_addr = 1 : i64, value = 1 : i32, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.mlir.global_dtors"() <{dtors = [@ctor], priorities = [1 : i32]}> : () -> ()
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<fastcc>, dso_local, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<internal>, sym_name = "z", unnamed_addr = 1 : i64, visibility_ = 2 : i64}> ({
// GENERIC: "llvm.return"() : () -> ()
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (...)>, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32)> ()>, linkage = #llvm.linkage<external>, sym_name = "k", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i32, f32)>, linkage = #llvm.linkage<external>, res_attrs = [{foo.r}], sym_name = "decl", sym_visibility = "private", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
llvm.mlir.global internal constant @g1(42 : i32) {alignment = 4 : i64} : i32
llvm.mlir.global external @g2() {addr_space = 1 : i32} : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global private unnamed_addr constant @str("hello\00") : !llvm.array<6 x i8>
llvm.mlir.global linkonce_odr hidden thread_local @g3(0 : i64) : i64
llvm.mlir.global weak @g4() : i32
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
llvm.func @ctor() {
  llvm.return
}
llvm.func extern_weak @ext(i32, ...) -> i32
llvm.func fastcc @cc(%a: i32 {llvm.noundef}, %b: !llvm.ptr {llvm.nonnull}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
  llvm.return %a : i32
}
llvm.func weak_odr hidden @vis() {
  llvm.return
}
llvm.mlir.global external local_unnamed_addr @y(1 : i32) : i32
llvm.mlir.global_dtors {dtors = [@ctor], priorities = [1 : i32]}
llvm.func internal protected local_unnamed_addr fastcc @z() attributes {dso_local} {
  llvm.return
}
llvm.func @h(...)
llvm.func @k() -> !llvm.struct<(i32)> attributes {foo}
llvm.func @decl(i32, f32) -> (i64 {foo.r}) attributes {foo.x = 1 : i32, sym_visibility = "private"}

// -----
// Instructions: arithmetic with overflow and fastmath flags, comparisons,
// casts, memory, aggregates, vectors, calls, constants, intrinsics (custom
// and generic-only) and control flow with weights and switch cases.

// CHECK: module {
// CHECK-NEXT:   llvm.func @ext(i32, ...) -> i32
// CHECK-NEXT:   llvm.func @cc(i32, !llvm.ptr) -> i32
// CHECK-NEXT:   llvm.mlir.global internal constant @g1(42 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.func @ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: !llvm.ptr, %arg5: vector<4xf32>, %arg6: i1) -> i32 {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %1 = llvm.sub %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %2 = llvm.mul %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = llvm.udiv %arg0, %arg1  : i32
// CHECK-NEXT:     %4 = llvm.sdiv %arg0, %arg1  : i32
// CHECK-NEXT:     %5 = llvm.lshr %arg0, %arg1  : i32
// CHECK-NEXT:     %6 = llvm.shl %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:     %7 = llvm.fadd %arg2, %arg3  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:     %8 = llvm.fneg %arg2  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT:     %9 = llvm.icmp "ne" %arg0, %arg1 : i32
// CHECK-NEXT:     %10 = llvm.fcmp "oeq" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT:     %11 = llvm.zext %arg6 : i1 to i32
// CHECK-NEXT:     %12 = llvm.select %arg6, %arg0, %arg1 : i1, i32
// CHECK-NEXT:     %13 = llvm.freeze %arg0 : i32
// CHECK-NEXT:     %14 = llvm.getelementptr inbounds %arg4[%arg0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %15 = llvm.load %arg4 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:     %16 = llvm.load volatile %arg4 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %arg0, %arg4 {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.store volatile %arg0, %arg4 : i32, !llvm.ptr
// CHECK-NEXT:     %17 = llvm.alloca %arg0 x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     %18 = llvm.extractelement %arg5[%arg0 : i32] : vector<4xf32>
// CHECK-NEXT:     %19 = llvm.insertelement %arg2, %arg5[%arg0 : i32] : vector<4xf32>
// CHECK-NEXT:     %20 = llvm.shufflevector %arg5, %arg5 [0, 1, -1, 3] : vector<4xf32>
// CHECK-NEXT:     %21 = llvm.call @ext(%arg0, %arg1) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
// CHECK-NEXT:     %22 = llvm.call %arg4(%arg0) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT:     %23 = llvm.call @cc(%arg0, %arg4) {fastmathFlags = #llvm.fastmath<fast>} : (i32, !llvm.ptr) -> i32
// CHECK-NEXT:     %24 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:     %25 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %26 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:     %27 = llvm.mlir.poison : i32
// CHECK-NEXT:     %28 = llvm.mlir.undef : i32
// CHECK-NEXT:     %29 = llvm.mlir.addressof @g1 : !llvm.ptr
// CHECK-NEXT:     %30 = llvm.bitcast %arg4 : !llvm.ptr to !llvm.ptr
// CHECK-NEXT:     %31 = llvm.ptrtoint %arg4 : !llvm.ptr to i64
// CHECK-NEXT:     %32 = llvm.inttoptr %31 : i64 to !llvm.ptr
// CHECK-NEXT:     %33 = llvm.addrspacecast %arg4 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:     %34 = llvm.intr.fma(%arg2, %arg2, %arg2)  : (f32, f32, f32) -> f32
// CHECK-NEXT:     %35 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:     %36 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = true}> : (i32) -> i32
// CHECK-NEXT:     "llvm.intr.memcpy"(%arg4, %arg4, %arg0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:     %37 = llvm.trunc %arg0 : i32 to i8
// CHECK-NEXT:     "llvm.intr.memset"(%arg4, %37, %arg0) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT:     %38 = llvm.intr.powi(%arg2, %arg0)  : (f32, i32) -> f32
// CHECK-NEXT:     %39 = "llvm.intr.is.fpclass"(%arg2) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT:     %40 = llvm.intr.sqrt(%arg2)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:     %41 = llvm.intr.umin(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT:     %42 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.intr.stackrestore %42 : !llvm.ptr
// CHECK-NEXT:     "llvm.intr.assume"(%arg6) : (i1) -> ()
// CHECK-NEXT:     %43 = llvm.intr.fshl(%arg0, %arg1, %arg0)  : (i32, i32, i32) -> i32
// CHECK-NEXT:     %44 = llvm.intr.bswap(%arg0)  : (i32) -> i32
// CHECK-NEXT:     %45 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %46 = llvm.insertvalue %arg0, %45[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %47 = llvm.extractvalue %46[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %48 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %49 = llvm.getelementptr %arg4[%arg0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK-NEXT:     %50 = llvm.getelementptr %arg4[2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT:     %51 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %52 = llvm.mlir.constant("foo") : !llvm.array<3 x i8>
// CHECK-NEXT:     llvm.cond_br %arg6 weights([1, 2]), ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%53: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb2 [
// CHECK-NEXT:       1: ^bb1(%arg1 : i32),
// CHECK-NEXT:       2: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:     llvm.br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g(i32) -> i32
// CHECK-NEXT:   llvm.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: !llvm.ptr, %arg4: i1, %arg5: vector<2xi32>) {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg1 {foo} : i32
// CHECK-NEXT:     %1 = llvm.and %arg0, %arg1  {foo} : i32
// CHECK-NEXT:     %2 = llvm.fadd %arg2, %arg2  {fastmathFlags = #llvm.fastmath<nnan, reassoc>, foo} : f32
// CHECK-NEXT:     %3 = llvm.icmp "eq" %arg0, %arg1 {foo} : i32
// CHECK-NEXT:     %4 = llvm.fcmp "_false" %arg2, %arg2 : f32
// CHECK-NEXT:     %5 = llvm.fcmp "_true" %arg2, %arg2 : f32
// CHECK-NEXT:     %6 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT:     %7 = llvm.trunc %arg0 {foo} : i32 to i8
// CHECK-NEXT:     %8 = llvm.icmp "sgt" %arg5, %arg5 : vector<2xi32>
// CHECK-NEXT:     %9 = llvm.select %arg4, %arg2, %arg2 {fastmathFlags = #llvm.fastmath<nsz>} : i1, f32
// CHECK-NEXT:     %10 = llvm.alloca inalloca %arg0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     %11 = llvm.load %arg3 invariant : !llvm.ptr -> i32
// CHECK-NEXT:     %12 = llvm.load %arg3 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:     %13 = llvm.mlir.constant(5 : i64) : i32
// CHECK-NEXT:     %14 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:     %15 = llvm.call tail @g(%arg0) : (i32) -> i32
// CHECK-NEXT:     %16 = llvm.call fastcc @g(%arg0) : (i32) -> i32
// CHECK-NEXT:     %17 = llvm.intr.smin(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT:     %18 = llvm.mlir.constant(1.500000e+00 : f64) : f64
// CHECK-NEXT:     %19 = llvm.intr.fabs(%arg2)  : (f32) -> f32
// CHECK-NEXT:     %20 = llvm.intr.copysign(%arg2, %arg2)  : (f32, f32) -> f32
// CHECK-NEXT:     "llvm.intr.memmove"(%arg3, %arg3, %arg0) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:     %21 = llvm.fptrunc %arg2 : f32 to f16
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "ext", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "cc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g1", unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, f32, f32, ptr, vector<4xf32>, i1)>, linkage = #llvm.linkage<external>, sym_name = "ops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: %{{.*}} = "llvm.add"(%{{.*}}, %{{.*}}) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.sub"(%{{.*}}, %{{.*}}) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.mul"(%{{.*}}, %{{.*}}) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.udiv"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.sdiv"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.lshr"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.shl"(%{{.*}}, %{{.*}}) <{overflowFlags = #llvm.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC: %{{.*}} = "llvm.fneg"(%{{.*}}) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32) -> f32
// GENERIC: %{{.*}} = "llvm.icmp"(%{{.*}}, %{{.*}}) <{predicate = 1 : i64}> : (i32, i32) -> i1
// GENERIC: %{{.*}} = "llvm.fcmp"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<nnan>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC: %{{.*}} = "llvm.zext"(%{{.*}}) : (i1) -> i32
// GENERIC: %{{.*}} = "llvm.select"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.freeze"(%{{.*}}) : (i32) -> i32
// GENERIC: %{{.*}} = "llvm.getelementptr"(%{{.*}}, %{{.*}}) <{elem_type = !llvm.struct<(i32, f32)>, inbounds, rawConstantIndices = array<i32: -2147483648, 1>}> : (!llvm.ptr, i32) -> !llvm.ptr
// GENERIC: %{{.*}} = "llvm.load"(%{{.*}}) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> i32
// GENERIC: %{{.*}} = "llvm.load"(%{{.*}}) <{alignment = 4 : i64, nontemporal, ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> i32
// GENERIC: "llvm.store"(%{{.*}}, %{{.*}}) <{alignment = 4 : i64, ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
// GENERIC: "llvm.store"(%{{.*}}, %{{.*}}) <{ordering = 0 : i64, volatile_}> : (i32, !llvm.ptr) -> ()
// GENERIC: %{{.*}} = "llvm.alloca"(%{{.*}}) <{alignment = 8 : i64, elem_type = i32}> : (i32) -> !llvm.ptr
// GENERIC: %{{.*}} = "llvm.extractelement"(%{{.*}}, %{{.*}}) : (vector<4xf32>, i32) -> f32
// GENERIC: %{{.*}} = "llvm.insertelement"(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<4xf32>, f32, i32) -> vector<4xf32>
// GENERIC: %{{.*}} = "llvm.shufflevector"(%{{.*}}, %{{.*}}) <{mask = array<i32: 0, 1, -1, 3>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC: %{{.*}} = "llvm.call"(%{{.*}}, %{{.*}}) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @ext, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.call"(%{{.*}}, %{{.*}}) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, i32) -> i32
// GENERIC: %{{.*}} = "llvm.call"(%{{.*}}, %{{.*}}) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @cc, fastmathFlags = #llvm.fastmath<fast>}> : (i32, !llvm.ptr) -> i32
// GENERIC: %{{.*}} = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC: %{{.*}} = "llvm.mlir.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC: %{{.*}} = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
// GENERIC: %{{.*}} = "llvm.mlir.poison"() : () -> i32
// GENERIC: %{{.*}} = "llvm.mlir.undef"() : () -> i32
// GENERIC: %{{.*}} = "llvm.mlir.addressof"() <{global_name = @g1}> : () -> !llvm.ptr
// GENERIC: %{{.*}} = "llvm.bitcast"(%{{.*}}) : (!llvm.ptr) -> !llvm.ptr
// GENERIC: %{{.*}} = "llvm.ptrtoint"(%{{.*}}) : (!llvm.ptr) -> i64
// GENERIC: %{{.*}} = "llvm.inttoptr"(%{{.*}}) : (i64) -> !llvm.ptr
// GENERIC: %{{.*}} = "llvm.addrspacecast"(%{{.*}}) : (!llvm.ptr) -> !llvm.ptr<1>
// GENERIC: %{{.*}} = "llvm.intr.fma"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC: %{{.*}} = "llvm.intr.ctlz"(%{{.*}}) <{is_zero_poison = false}> : (i32) -> i32
// GENERIC: %{{.*}} = "llvm.intr.abs"(%{{.*}}) <{is_int_min_poison = true}> : (i32) -> i32
// GENERIC: "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// GENERIC: %{{.*}} = "llvm.trunc"(%{{.*}}) : (i32) -> i8
// GENERIC: "llvm.intr.memset"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// GENERIC: %{{.*}} = "llvm.intr.powi"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
// GENERIC: %{{.*}} = "llvm.intr.is.fpclass"(%{{.*}}) <{bit = 3 : i32}> : (f32) -> i1
// GENERIC: %{{.*}} = "llvm.intr.sqrt"(%{{.*}}) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
// GENERIC: %{{.*}} = "llvm.intr.umin"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.intr.stacksave"() : () -> !llvm.ptr
// GENERIC: "llvm.intr.stackrestore"(%{{.*}}) : (!llvm.ptr) -> ()
// GENERIC: "llvm.intr.assume"(%{{.*}}) : (i1) -> ()
// GENERIC: %{{.*}} = "llvm.intr.fshl"(%{{.*}}, %{{.*}}, %{{.*}}) : (i32, i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.intr.bswap"(%{{.*}}) : (i32) -> i32
// GENERIC: %{{.*}} = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f32)>
// GENERIC: %{{.*}} = "llvm.insertvalue"(%{{.*}}, %{{.*}}) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
// GENERIC: %{{.*}} = "llvm.extractvalue"(%{{.*}}) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
// GENERIC: %{{.*}} = "llvm.mlir.zero"() : () -> !llvm.struct<(i32, f32)>
// GENERIC: %{{.*}} = "llvm.getelementptr"(%{{.*}}, %{{.*}}) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
// GENERIC: %{{.*}} = "llvm.getelementptr"(%{{.*}}) <{elem_type = !llvm.array<4 x i32>, rawConstantIndices = array<i32: 2, 1>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC: %{{.*}} = "llvm.mlir.constant"() <{value = true}> : () -> i1
// GENERIC: %{{.*}} = "llvm.mlir.constant"() <{value = "foo"}> : () -> !llvm.array<3 x i8>
// GENERIC: "llvm.cond_br"(%{{.*}}, %{{.*}})[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC: "llvm.switch"(%{{.*}}, %{{.*}})[^bb2, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
// GENERIC: "llvm.br"()[^bb3] : () -> ()
// GENERIC: "llvm.unreachable"() : () -> ()
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, f32, ptr, i1, vector<2xi32>)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: %{{.*}} = "llvm.add"(%{{.*}}, %{{.*}}) <{overflowFlags = #llvm.overflow<none>}> {foo} : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.and"(%{{.*}}, %{{.*}}) {foo} : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<nnan, reassoc>}> {foo} : (f32, f32) -> f32
// GENERIC: %{{.*}} = "llvm.icmp"(%{{.*}}, %{{.*}}) <{predicate = 0 : i64}> {foo} : (i32, i32) -> i1
// GENERIC: %{{.*}} = "llvm.fcmp"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
// GENERIC: %{{.*}} = "llvm.fcmp"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
// GENERIC: %{{.*}} = "llvm.uitofp"(%{{.*}}) : (i32) -> f32
// GENERIC: %{{.*}} = "llvm.trunc"(%{{.*}}) {foo} : (i32) -> i8
// GENERIC: %{{.*}} = "llvm.icmp"(%{{.*}}, %{{.*}}) <{predicate = 4 : i64}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi1>
// GENERIC: %{{.*}} = "llvm.select"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<nsz>}> : (i1, f32, f32) -> f32
// GENERIC: %{{.*}} = "llvm.alloca"(%{{.*}}) <{elem_type = i32, inalloca}> : (i32) -> !llvm.ptr
// GENERIC: %{{.*}} = "llvm.load"(%{{.*}}) <{invariant, ordering = 0 : i64}> : (!llvm.ptr) -> i32
// GENERIC: %{{.*}} = "llvm.load"(%{{.*}}) <{alignment = 4 : i64, ordering = 4 : i64}> : (!llvm.ptr) -> i32
// GENERIC: %{{.*}} = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i32
// GENERIC: %{{.*}} = "llvm.mlir.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
// GENERIC: %{{.*}} = "llvm.call"(%{{.*}}) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @g, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
// GENERIC: %{{.*}} = "llvm.call"(%{{.*}}) <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
// GENERIC: %{{.*}} = "llvm.intr.smin"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: %{{.*}} = "llvm.mlir.constant"() <{value = 1.500000e+00 : f64}> : () -> f64
// GENERIC: %{{.*}} = "llvm.intr.fabs"(%{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC: %{{.*}} = "llvm.intr.copysign"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "llvm.intr.memmove"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// GENERIC: %{{.*}} = "llvm.fptrunc"(%{{.*}}) : (f32) -> f16
// GENERIC: "llvm.return"() : () -> ()
llvm.func @ext(i32, ...) -> i32
llvm.func @cc(i32, !llvm.ptr) -> i32
llvm.mlir.global internal constant @g1(42 : i32) : i32
llvm.func @ops(%a: i32, %b: i32, %f: f32, %g: f32, %p: !llvm.ptr, %v: vector<4xf32>, %c: i1) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %1 = llvm.sub %a, %b overflow<nsw> : i32
  %2 = llvm.mul %a, %b : i32
  %3 = llvm.udiv %a, %b : i32
  %4 = llvm.sdiv %a, %b : i32
  %5 = llvm.lshr %a, %b : i32
  %6 = llvm.shl %a, %b overflow<nuw> : i32
  %7 = llvm.fadd %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %8 = llvm.fneg %f {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %9 = llvm.icmp "ne" %a, %b : i32
  %10 = llvm.fcmp "oeq" %f, %g {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %11 = llvm.zext %c : i1 to i32
  %12 = llvm.select %c, %a, %b : i1, i32
  %13 = llvm.freeze %a : i32
  %14 = llvm.getelementptr inbounds %p[%a, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %15 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %16 = llvm.load volatile %p {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
  llvm.store %a, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %a, %p : i32, !llvm.ptr
  %17 = llvm.alloca %a x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %18 = llvm.extractelement %v[%a : i32] : vector<4xf32>
  %19 = llvm.insertelement %f, %v[%a : i32] : vector<4xf32>
  %20 = llvm.shufflevector %v, %v [0, 1, -1, 3] : vector<4xf32> 
  %21 = llvm.call @ext(%a, %b) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  %22 = llvm.call %p(%a) : !llvm.ptr, (i32) -> i32
  %23 = llvm.call @cc(%a, %p) {fastmathFlags = #llvm.fastmath<fast>} : (i32, !llvm.ptr) -> i32
  %24 = llvm.mlir.constant(42 : i32) : i32
  %25 = llvm.mlir.constant(1.0 : f32) : f32
  %26 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %27 = llvm.mlir.poison : i32
  %28 = llvm.mlir.undef : i32
  %29 = llvm.mlir.addressof @g1 : !llvm.ptr
  %30 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %31 = llvm.ptrtoint %p : !llvm.ptr to i64
  %32 = llvm.inttoptr %31 : i64 to !llvm.ptr
  %33 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %34 = llvm.intr.fma(%f, %f, %f) : (f32, f32, f32) -> f32
  %35 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %36 = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  "llvm.intr.memcpy"(%p, %p, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %m8 = llvm.trunc %a : i32 to i8
  "llvm.intr.memset"(%p, %m8, %a) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %37 = llvm.intr.powi(%f, %a) : (f32, i32) -> f32
  %38 = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f32) -> i1
  %39 = llvm.intr.sqrt(%f) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %40 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %41 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %41 : !llvm.ptr
  "llvm.intr.assume"(%c) : (i1) -> ()
  %42 = llvm.intr.fshl(%a, %b, %a) : (i32, i32, i32) -> i32
  %43 = llvm.intr.bswap(%a) : (i32) -> i32
  %44 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %45 = llvm.insertvalue %a, %44[0] : !llvm.struct<(i32, f32)>
  %46 = llvm.extractvalue %45[1] : !llvm.struct<(i32, f32)>
  %47 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
  %48 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %49 = llvm.getelementptr %p[2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %50 = llvm.mlir.constant(true) : i1
  %51 = llvm.mlir.constant("foo") : !llvm.array<3 x i8>
  llvm.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.switch %a : i32, ^bb2 [
    1: ^bb1(%b : i32),
    2: ^bb2
  ]
^bb2:
  llvm.br ^bb3
^bb3:
  llvm.unreachable
}
llvm.func @g(i32) -> i32
llvm.func @f(%a: i32, %b: i32, %f: f32, %p: !llvm.ptr, %c: i1, %v: vector<2xi32>) {
  %0 = llvm.add %a, %b {foo} : i32
  %1 = llvm.and %a, %b {foo} : i32
  %2 = llvm.fadd %f, %f {foo, fastmathFlags = #llvm.fastmath<reassoc, nnan>} : f32
  %3 = llvm.icmp "eq" %a, %b {foo} : i32
  %4 = llvm.fcmp "_false" %f, %f : f32
  %5 = llvm.fcmp "_true" %f, %f : f32
  %6 = llvm.uitofp %a : i32 to f32
  %8 = llvm.trunc %a {foo} : i32 to i8
  %9 = llvm.icmp "sgt" %v, %v : vector<2xi32>
  %10 = llvm.select %c, %f, %f {fastmathFlags = #llvm.fastmath<nsz>} : i1, f32
  %11 = llvm.alloca inalloca %a x i32 : (i32) -> !llvm.ptr
  %12 = llvm.load %p invariant : !llvm.ptr -> i32
  %13 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %14 = llvm.mlir.constant(5) : i32
  %15 = llvm.mlir.constant(dense<[1,2]> : vector<2xi32>) : vector<2xi32>
  %16 = llvm.call tail @g(%a) : (i32) -> i32
  %17 = llvm.call fastcc @g(%a) : (i32) -> i32
  %18 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %19 = llvm.mlir.constant(1.5 : f64) : f64
  %20 = "llvm.intr.fabs"(%f) : (f32) -> f32
  %21 = llvm.intr.copysign(%f, %f) : (f32, f32) -> f32
  "llvm.intr.memmove"(%p, %p, %a) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %23 = llvm.fptrunc %f : f32 to f16
  llvm.return
}

