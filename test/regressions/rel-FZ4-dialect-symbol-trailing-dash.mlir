// UNSUPPORTED: oracle
// RUN: assay-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect %s | assay-opt --allow-unregistered-dialect | FileCheck %s

// `!O.-` (a type of an unknown dialect whose body is `-`) printed as `!O<->`,
// which does not parse: in a dialect symbol body `->` is an arrow, not a
// closing bracket. mlir-opt-19 prints the same unparsable text (hence no
// oracle run). A body that `ns<body>` would not read back prints after
// `ns.` when it is all identifier characters, as `!O.-`; other bodies keep
// mlir-opt's choice of form.

// CHECK: "foo.op"() {a = !O.-, b = #O.-, c = !O.a-, d = !O.--, e = tensor<2x!O.->} : () -> ()
"foo.op"() {a = !O.-, b = #O.-, c = !O.a-, d = !O.--, e = tensor<2x!O.->} : () -> ()

// CHECK: "foo.op"() {a = !O<a-b>, b = !O<-a>, c = !O<a-<b>>, d = #O<$>, e = !O.a.b, f = !O<"->">} : () -> ()
"foo.op"() {a = !O.a-b, b = !O.-a, c = !O.a-<b>, d = #O.$, e = !O.a.b, f = !O<"->">} : () -> ()
