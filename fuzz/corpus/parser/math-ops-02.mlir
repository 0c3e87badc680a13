func.func @fma_and_powers(%a: f32, %n: i32, %v: vector<2xf16>, %vn: vector<2xi8>) {
  %0 = math.fma %a, %a, %a : f32
  %1 = math.fma %v, %v, %v fastmath<fast> : vector<2xf16>
  %2 = math.fpowi %a, %n : f32, i32
  %3 = math.fpowi %v, %vn fastmath<afn> : vector<2xf16>, vector<2xi8>
  %4 = math.ipowi %n, %n : i32
  %5 = math.ipowi %vn, %vn {tag} : vector<2xi8>
  return
}
