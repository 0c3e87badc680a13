func.func @t() {
  %0 = "memref.alloc"() : () -> memref<4xf32>
  "scf.forall"() ({
  ^bb0:
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {staticLowerBound = array<i64>, staticUpperBound = array<i64>, staticStep = array<i64>} : () -> ()
  "func.return"() : () -> ()
}
