func.func @float_binary(%a: f32, %b: f32, %t: tensor<?xbf16>) {
  %0 = math.atan2 %a, %b : f32
  %1 = math.copysign %a, %b : f32
  %2 = math.powf %a, %b : f32
  %3 = math.powf %t, %t fastmath<contract> : tensor<?xbf16>
  %4 = math.atan2 %a, %b fastmath<nsz> {tag} : f32
  return
}
