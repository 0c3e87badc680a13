func.func @generic_input(%a: index) {
  %0 = "index.constant"() {value = 7 : index} : () -> index
  %1 = "index.cmp"(%a, %a) {pred = #index<cmp_predicate ugt>} : (index, index) -> i1
  return
}
