; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

declare void @printMemrefF32(i64, ptr)

define void @scale(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, float %5) {
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, ptr %1, 1
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 3, 0
  br label %13

13:                                               ; preds = %16, %6
  %14 = phi i64 [ %23, %16 ], [ 0, %6 ]
  %15 = icmp slt i64 %14, %12
  br i1 %15, label %16, label %24

16:                                               ; preds = %13
  %17 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %18 = getelementptr float, ptr %17, i64 %14
  %19 = load float, ptr %18, align 4
  %20 = fmul float %19, %5
  %21 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %22 = getelementptr float, ptr %21, i64 %14
  store float %20, ptr %22, align 4
  %23 = add i64 %14, 1
  br label %13

24:                                               ; preds = %13
  ret void
}

define void @_mlir_ciface_scale(ptr %0, float %1) {
  %3 = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %0, align 8
  %4 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, 0
  %5 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, 1
  %6 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, 2
  %7 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, 3, 0
  %8 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, 4, 0
  call void @scale(ptr %4, ptr %5, i64 %6, i64 %7, i64 %8, float %1)
  ret void
}

define void @main() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 3) to i64))
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 3, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %8 = getelementptr float, ptr %7, i64 0
  store float 1.000000e+00, ptr %8, align 4
  %9 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %10 = getelementptr float, ptr %9, i64 1
  store float 2.000000e+00, ptr %10, align 4
  %11 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %12 = getelementptr float, ptr %11, i64 2
  store float 2.000000e+00, ptr %12, align 4
  %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  %14 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %15 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 2
  %16 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 3, 0
  %17 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 4, 0
  call void @scale(ptr %13, ptr %14, i64 %15, i64 %16, i64 %17, float 1.500000e+00)
  %18 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %18, align 8
  %19 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %18, 1
  %20 = extractvalue { i64, ptr } %19, 0
  %21 = extractvalue { i64, ptr } %19, 1
  call void @printMemrefF32(i64 %20, ptr %21)
  %22 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  call void @free(ptr %22)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
