func.func @select(%c: i1, %a: i32, %vc: vector<4xi1>, %v: vector<4xi32>, %tc: tensor<?xi1>, %t: tensor<?xf32>, %m: memref<2xf32>) {
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %2 = arith.select %c, %v, %v : vector<4xi32>
  %3 = arith.select %tc, %t, %t : tensor<?xi1>, tensor<?xf32>
  %4 = arith.select %c, %m, %m {tag} : memref<2xf32>
  return
}
