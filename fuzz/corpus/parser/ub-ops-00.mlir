func.func @poison() {
  %0 = ub.poison : i32
  %1 = ub.poison : f64
  %2 = ub.poison : vector<4xi8>
  %3 = ub.poison : index
  %4 = ub.poison : !foo.bar
  %5 = ub.poison <#ub.poison> : i32
  %6 = ub.poison {foo} <#ub.poison> : i32
  %7 = "ub.poison"() : () -> i16
  %8 = "ub.poison"() {value = #ub.poison} : () -> i16
  %9 = "ub.poison"() <{value = #ub.poison}> : () -> i16
  %10 = ub.poison {a = #ub.poison} : i1
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (i32, f64, vector<4xi8>, index, !foo.bar, i32, i32, i16, i16, i16, i1) -> ()
  return
}
