// RUN: assay-opt %s --verify-diagnostics

// Fuzzer finds in irdl, one case each, kept reduced.

// A use before its definition reads the name as a forward reference, which
// the definition, here inside the region of a later op, resolves. When that
// op then fails to parse, its region is freed while the use outside still
// holds its value: the parser reported the error, then asserted.
irdl.parameters(%0)
irdl.operation @p {
  %0 = irdl.any
  // expected-error @+1 {{expected SSA operand}}
  irdl.results(bogus)
}
