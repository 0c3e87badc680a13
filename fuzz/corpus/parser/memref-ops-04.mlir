memref.global "private" @h : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>
