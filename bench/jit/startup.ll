; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printNewline()

define i64 @sumOfSquares(i64 %0) {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i64 [ %9, %6 ], [ 0, %1 ]
  %4 = phi i64 [ %8, %6 ], [ 0, %1 ]
  %5 = icmp slt i64 %3, %0
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = mul i64 %3, %3
  %8 = add i64 %4, %7
  %9 = add i64 %3, 1
  br label %2

10:                                               ; preds = %2
  ret i64 %4
}

define void @main() {
  %1 = call i64 @sumOfSquares(i64 1000)
  call void @printI64(i64 %1)
  call void @printNewline()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
