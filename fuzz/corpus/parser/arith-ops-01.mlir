func.func @float_ops(%a: f32, %v: vector<[4]xf16>, %t: tensor<*xf64>, %h: bf16) {
  %0 = arith.addf %a, %a : f32
  %1 = arith.subf %a, %a fastmath<fast> : f32
  %2 = arith.mulf %v, %v fastmath<nnan,ninf> : vector<[4]xf16>
  %3 = arith.divf %t, %t fastmath<reassoc, contract> : tensor<*xf64>
  %4 = arith.remf %a, %a fastmath<none> : f32
  %5 = arith.maximumf %a, %a : f32
  %6 = arith.minimumf %a, %a fastmath<nsz> : f32
  %7 = arith.maxnumf %h, %h : bf16
  %8 = arith.minnumf %a, %a fastmath<arcp,afn> : f32
  %9 = arith.negf %a : f32
  %10 = arith.negf %v fastmath<fast> : vector<[4]xf16>
  %11 = arith.addf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  return
}
