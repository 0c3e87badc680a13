func.func @int_binary(%a: i32, %b: i32, %v: vector<4xi32>, %t: tensor<?xi64>, %i: index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %v, %v overflow<nuw> : vector<4xi32>
  %3 = arith.muli %t, %t overflow<nsw, nuw> : tensor<?xi64>
  %4 = arith.shli %a, %b overflow<nuw,nsw> : i32
  %5 = arith.divui %a, %b : i32
  %6 = arith.divsi %i, %i : index
  %7 = arith.ceildivui %a, %b : i32
  %8 = arith.ceildivsi %a, %b : i32
  %9 = arith.floordivsi %a, %b : i32
  %10 = arith.remui %a, %b : i32
  %11 = arith.remsi %v, %v : vector<4xi32>
  %12 = arith.andi %a, %b : i32
  %13 = arith.ori %a, %b : i32
  %14 = arith.xori %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.shrsi %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %t, %t : tensor<?xi64>
  %21 = arith.addi %a, %b overflow<none> {tag = "x"} : i32
  return
}
