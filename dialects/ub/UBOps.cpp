//===- UBOps.cpp - The ops of the ub dialect ------------------------------===//
//
// Registration, verifier and custom assembly of `ub.poison`. The custom form
// is `attr-dict (`<` value `>`)? : type`; the `<...>` part is printed only
// when the value is not the default `#ub.poison`.
//
//===----------------------------------------------------------------------===//
#include "dialects/ub/UBOps.h"

#include "dialects/ub/UBAttributes.h"
#include "ir/OpAsm.h"
#include "ir/OpConstraints.h"
#include "ir/OperationState.h"

using namespace assay;
using namespace assay::ub;

static constexpr llvm::StringLiteral kValue = "value";

/// A poison attribute: `#ub.poison` is the only one Assay knows.
static bool isPoisonAttr(Attribute attr) { return llvm::isa<PoisonAttr>(attr); }

static const AttrConstraint kPoisonAttrConstraint = {
    isPoisonAttr, "PoisonAttrInterface instance"};

static LogicalResult verifyPoisonInvariants(Operation *op) {
  return verifyAttr(op, kValue, kPoisonAttrConstraint);
}

static ParseResult parsePoison(OpAsmParser &parser, OperationState &state) {
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  if (succeeded(parser.parseOptionalLess())) {
    Attribute value;
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (parser.parseAttribute(value))
      return failure();
    if (!isPoisonAttr(value))
      return parser.emitError(loc, "invalid kind of attribute specified");
    if (parser.parseGreater())
      return failure();
    state.addAttribute(kValue, value);
  }
  Type type;
  if (parser.parseColonType(type))
    return failure();
  state.addTypes(type);
  return success();
}

static void printPoison(Operation *op, OpAsmPrinter &p) {
  p.printOptionalAttrDict(op->getAttrs(), {kValue});
  Attribute value = op->getInherentAttr(kValue);
  if (value && value != PoisonAttr::get(op->getContext())) {
    p << " <";
    p.printAttribute(value);
    p << '>';
  }
  p << " : ";
  p.printType(op->getResult(0).getType());
}

void PoisonOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::ConstantLike);
  info.addTrait(OpTrait::Pure);
  info.numOperands = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(1);
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.inherentAttrs = {{kValue, isPoisonAttr, [](Context *ctx) -> Attribute {
                           return PoisonAttr::get(ctx);
                         }}};
  info.verifyInvariants = verifyPoisonInvariants;
  info.parse = parsePoison;
  info.print = printPoison;
}

Attribute PoisonOp::getValue() { return state->getInherentAttr(kValue); }
