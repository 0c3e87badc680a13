func.func @extended(%a: i32, %v: vector<4xi8>, %i: index) {
  %0:2 = arith.mulsi_extended %a, %a : i32
  %low, %high = arith.mului_extended %v, %v : vector<4xi8>
  %sum, %overflow = arith.addui_extended %a, %a : i32, i1
  %s:2 = arith.addui_extended %v, %v : vector<4xi8>, vector<4xi1>
  %x:2 = arith.mului_extended %i, %i : index
  return
}
