//===- SmtSemantics.cpp - The semantics instantiated with Z3 --------------===//
//
// The one place where the semantics of arith, index and math are compiled
// for SmtDomain (the list is in SmtSemantics.h). A semantics that
// stops compiling against the SMT domain breaks this file, not a distant
// user.
//
//===----------------------------------------------------------------------===//
#include "verify/smt/SmtSemantics.h"

#define ASSAY_SMT_TEMPLATE(...) template __VA_ARGS__;
ASSAY_SMT_INSTANTIATIONS(ASSAY_SMT_TEMPLATE)
#undef ASSAY_SMT_TEMPLATE
