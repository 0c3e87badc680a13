// A counting loop as a control-flow graph: sum(i for i in [0, n)).
//
// Shows: block arguments carrying loop state, successors with operands, a
// back edge, and the predecessor comments the printer adds (`// 2 preds`).
// The operations belong to an unregistered `demo` dialect, so run it with
// --allow-unregistered-dialect.
"demo.func"() ({
^entry(%n: i64):
  %zero = "demo.constant"() {value = 0 : i64} : () -> i64
  %one = "demo.constant"() {value = 1 : i64} : () -> i64
  "demo.br"(%zero, %zero)[^header] : (i64, i64) -> ()
^header(%i: i64, %sum: i64):
  %more = "demo.cmp"(%i, %n) {predicate = "slt"} : (i64, i64) -> i1
  "demo.cond_br"(%more)[^body, ^exit] : (i1) -> ()
^body:
  %sum.next = "demo.add"(%sum, %i) : (i64, i64) -> i64
  %i.next = "demo.add"(%i, %one) : (i64, i64) -> i64
  "demo.br"(%i.next, %sum.next)[^header] : (i64, i64) -> ()
^exit:
  "demo.return"(%sum) : (i64) -> ()
}) {sym_name = "triangle", function_type = (i64) -> i64} : () -> ()
