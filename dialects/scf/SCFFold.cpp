//===- SCFFold.cpp - Folders of the scf ops -------------------------------===//
//
// The folders of the scf ops: rewrites that create no op, only reuse values
// or rearrange the op in place (see ir/FoldInterfaces.h). The rewrites that
// need new ops are canonicalization patterns (SCFCanonicalization.cpp).
//
//===----------------------------------------------------------------------===//
#include "dialects/scf/SCFOps.h"

#include "dialects/AllPatterns.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/FoldInterfaces.h"

using namespace assay;
using namespace assay::scf;

/// Whether `v` is defined by a constant op holding the i1 true.
static bool isConstantTrue(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || !def->hasTrait(OpTrait::ConstantLike))
    return false;
  auto attr =
      llvm::dyn_cast_or_null<IntegerAttr>(def->getInherentAttr("value"));
  return attr && attr.getValue().getBitWidth() == 1 && attr.getValue().isOne();
}

// if (xori %c, true) {A} else {B} -> if %c {B} else {A}
static LogicalResult foldIf(Operation *op, llvm::ArrayRef<Attribute>,
                            llvm::SmallVectorImpl<OpFoldResult> &) {
  IfOp ifOp(op);
  if (!ifOp.elseBlock())
    return failure();
  Operation *def = ifOp.getCondition().getDefiningOp();
  if (!def || def->getName().getStringRef() != "arith.xori" ||
      !isConstantTrue(def->getOperand(1)))
    return failure();
  op->setOperand(0, def->getOperand(0));
  Region tmp;
  tmp.takeBody(ifOp.getThenRegion());
  ifOp.getThenRegion().takeBody(ifOp.getElseRegion());
  ifOp.getElseRegion().takeBody(tmp);
  return success();
}

void assay::scf::attachSCFFoldHooks(Dialect &dialect) {
  Context *ctx = dialect.getContext();
  attachFoldHook<foldIf>(
      *ctx->lookupRegisteredOperation(IfOp::getOperationName()));
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kFoldIdentities[] = {
    {IdentityKind::ConstantFold, "scf", "constant folding", "", "", "", ""},
    {IdentityKind::Fold, "scf.if",
     "if (xori %c, true) {A} else {B} -> if %c {B} else {A}", "int,index",
     "%c: i1, %x: !T, %y: !T", "!T",
     "  %t = arith.constant true\n"
     "  %n = arith.xori %c, %t : i1\n"
     "  %r = scf.if %n -> (!T) {\n"
     "    scf.yield %x : !T\n"
     "  } else {\n"
     "    %s = arith.addi %x, %y : !T\n"
     "    scf.yield %s : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  %r = scf.if %c -> (!T) {\n"
     "    %s = arith.addi %x, %y : !T\n"
     "    scf.yield %s : !T\n"
     "  } else {\n"
     "    scf.yield %x : !T\n"
     "  }\n"
     "  return %r : !T\n"},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::scf::getFoldIdentities() {
  return kFoldIdentities;
}
