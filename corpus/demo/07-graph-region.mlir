// A synchronous circuit as a graph: a 4-bit counter whose register feeds its
// own adder.
//
// Shows: the body of builtin.module is a graph region, so values may be used
// before they are defined and may form cycles (the register's input depends
// on its output); the printer keeps the order of the input.
module @counter attributes {demo.clock = "clk"} {
  %clk = "demo.input"() {name = "clk"} : () -> i1
  %en = "demo.input"() {name = "enable"} : () -> i1
  %q = "demo.register"(%d, %clk) {reset_value = 0 : i4} : (i4, i1) -> i4
  %d = "demo.mux"(%en, %next, %q) : (i1, i4, i4) -> i4
  %next = "demo.add"(%q, %one) : (i4, i4) -> i4
  %one = "demo.constant"() {value = 1 : i4} : () -> i4
  %wrap = "demo.icmp"(%q, %max) {predicate = "eq"} : (i4, i4) -> i1
  %max = "demo.constant"() {value = 15 : i4} : () -> i4
  "demo.output"(%q, %wrap) {names = ["count", "wrap"]} : (i4, i1) -> ()
}
