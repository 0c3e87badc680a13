//===- RewriteTestUtils.h - A small dialect for rewriting unit tests ------===//
//
// The `rt` dialect has just enough to exercise the rewriting framework:
// constants with a folder and a materializer, a pure commutative `rt.add`
// folding `x + 0` and constant sums, `rt.mul` canonicalizing a constant
// operand to the right in place, `rt.neg` with a canonicalization pattern,
// side-effecting `rt.use`, a pure op without folder, branches that describe
// their forwarded operands, and an isolated function-like op. Tests write IR in
// generic form and compare what the rewriting prints.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TEST_UNIT_REWRITE_REWRITETESTUTILS_H
#define ASSAY_TEST_UNIT_REWRITE_REWRITETESTUTILS_H

#include "dialects/builtin/BuiltinOps.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/parser/ParseFile.h"
#include "ir/printer/PrintingFlags.h"
#include "rewrite/FoldUtils.h"
#include "rewrite/RegionUtils.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>
#include <string>

namespace assay::rt {

/// rt.const: its `value` attribute.
inline LogicalResult foldConst(Operation *op, llvm::ArrayRef<Attribute>,
                               llvm::SmallVectorImpl<OpFoldResult> &results) {
  Attribute value = op->getAttr("value");
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}

inline IntegerAttr asInt(Attribute a) {
  return llvm::dyn_cast_or_null<IntegerAttr>(a);
}

/// rt.add: c1 + c2 folds to a constant; x + 0 folds to x.
inline LogicalResult foldAdd(Operation *op, llvm::ArrayRef<Attribute> consts,
                             llvm::SmallVectorImpl<OpFoldResult> &results) {
  IntegerAttr lhs = asInt(consts[0]), rhs = asInt(consts[1]);
  if (lhs && rhs) {
    results.push_back(
        IntegerAttr::get(lhs.getType(), lhs.getValue() + rhs.getValue()));
    return success();
  }
  if (rhs && rhs.getValue().isZero()) {
    results.push_back(op->getOperand(0));
    return success();
  }
  return failure();
}

/// rt.mul: c1 * c2 folds; x * 1 folds to x; c * x swaps to x * c in place.
inline LogicalResult foldMul(Operation *op, llvm::ArrayRef<Attribute> consts,
                             llvm::SmallVectorImpl<OpFoldResult> &results) {
  IntegerAttr lhs = asInt(consts[0]), rhs = asInt(consts[1]);
  if (lhs && rhs) {
    results.push_back(
        IntegerAttr::get(lhs.getType(), lhs.getValue() * rhs.getValue()));
    return success();
  }
  if (rhs && rhs.getValue().isOne()) {
    results.push_back(op->getOperand(0));
    return success();
  }
  if (lhs && !rhs) {
    Value a = op->getOperand(0), b = op->getOperand(1);
    op->setOperand(0, b);
    op->setOperand(1, a);
    results.push_back(op->getResult(0));
    return success();
  }
  return failure();
}

/// Creates an rt.const of an integer `value` of type `type`.
inline Operation *materialize(OpBuilder &builder, Attribute value, Type type,
                              Location loc) {
  IntegerAttr i = asInt(value);
  if (!i || i.getType() != type)
    return nullptr;
  return builder.create(loc, "rt.const", {}, {type},
                        {builder.getNamedAttr("value", value)});
}

/// rt.br forwards all its operands to its one successor.
inline std::pair<unsigned, unsigned> brOperands(Operation *op, unsigned) {
  return {0, op->getNumOperands()};
}
/// rt.cond_br takes a condition and forwards nothing.
inline std::pair<unsigned, unsigned> condBrOperands(Operation *, unsigned) {
  return {1, 0};
}

/// rt.neg canonicalization: neg(neg(x)) -> x.
inline void populateNegPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add(
      "rt.neg",
      [](Operation *op, PatternRewriter &rewriter) -> LogicalResult {
        Operation *inner = op->getOperand(0).getDefiningOp();
        if (!inner || inner->getName() != op->getName())
          return rewriter.notifyMatchFailure(op, "operand is not a negation");
        rewriter.replaceOp(op, {inner->getOperand(0)});
        return success();
      },
      1, "neg-neg");
}

class RtDialect : public Dialect {
public:
  explicit RtDialect(Context *ctx)
      : Dialect("rt", ctx, TypeID::get<RtDialect>()) {
    OpInfo &constant = addOperation("rt.const");
    constant.addTrait(OpTrait::ConstantLike);
    constant.addTrait(OpTrait::Pure);
    attachFoldHook<foldConst>(constant);

    OpInfo &add = addOperation("rt.add");
    add.addTrait(OpTrait::Pure);
    add.addTrait(OpTrait::Commutative);
    attachFoldHook<foldAdd>(add);

    OpInfo &mul = addOperation("rt.mul");
    mul.addTrait(OpTrait::Pure);
    attachFoldHook<foldMul>(mul);

    addOperation("rt.pure").addTrait(OpTrait::Pure);
    OpInfo &neg = addOperation("rt.neg");
    neg.addTrait(OpTrait::Pure);
    attachCanonicalizationHook<populateNegPatterns>(neg);
    addOperation("rt.use");
    addOperation("rt.region");

    static const BranchOpInterface brIface{&brOperands, nullptr};
    OpInfo &br = addOperation("rt.br");
    br.addTrait(OpTrait::Terminator);
    br.attachInterface(&brIface);
    static const BranchOpInterface condBrIface{&condBrOperands, nullptr};
    OpInfo &condBr = addOperation("rt.cond_br");
    condBr.addTrait(OpTrait::Terminator);
    condBr.attachInterface(&condBrIface);
    OpInfo &ret = addOperation("rt.ret");
    ret.addTrait(OpTrait::Terminator);
    ret.addTrait(OpTrait::ReturnLike);

    addOperation("rt.func").addTrait(OpTrait::IsolatedFromAbove);

    static const DialectFoldInterface foldIface{&materialize, nullptr};
    attachDialectFoldInterface(*this, foldIface);
  }
  static llvm::StringRef getDialectNamespace() { return "rt"; }
  bool allowsUnknownOperations() const override { return true; }
};

/// A context with builtin and rt loaded.
struct RtContext {
  RtContext() : ctx(makeRegistry()) {
    ctx.loadAllAvailableDialects();
    ctx.allowUnregisteredDialects();
    ctx.printOpOnDiagnostic(false);
  }
  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerBuiltinOps(registry);
    registry.insert<RtDialect>();
    return registry;
  }
  /// Parses `text` into a module; fails the test on a parse error.
  OwningOpRef<Operation *> parse(llvm::StringRef text) {
    llvm::SourceMgr mgr;
    mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "t"),
                           llvm::SMLoc());
    std::string errors;
    llvm::raw_string_ostream errorStream(errors);
    SourceMgrDiagnosticHandler handler(mgr, &ctx, errorStream);
    ParserConfig config(&ctx, /*verifyAfterParse=*/false);
    OwningOpRef<Operation *> op = parseSourceFileForTool(mgr, config, true);
    EXPECT_TRUE(bool(op)) << errors;
    return op;
  }
  Context ctx;
};

/// Prints `op` in generic form.
inline std::string print(Operation *op) {
  std::string out;
  llvm::raw_string_ostream os(out);
  OpPrintingFlags flags;
  flags.printGenericOpFormFlag();
  op->print(os, flags);
  return out;
}

/// The names of the ops in `block`, in order, joined by spaces.
inline std::string opNames(Block &block) {
  std::string out;
  for (Operation &op : block) {
    if (!out.empty())
      out += " ";
    out += op.getName().getStringRef().str();
  }
  return out;
}

/// The first block of the first region of the first op in `module`'s body
/// (the body of the test's function).
inline Block &funcBody(Operation *module, unsigned index = 0) {
  Operation &fn = module->getRegion(0).front().front();
  auto it = fn.getRegion(0).begin();
  std::advance(it, index);
  return *it;
}

} // namespace assay::rt

#endif // ASSAY_TEST_UNIT_REWRITE_REWRITETESTUTILS_H
