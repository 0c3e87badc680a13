//===- ControlFlowToLLVM.cpp - cf ops to llvm ops -------------------------===//
//
// `convert-cf-to-llvm` lowers the cf dialect as mlir-opt 19 does:
//
//   cf.br, cf.cond_br, cf.switch   llvm.br, llvm.cond_br, llvm.switch, when
//                                  the converted operands already have the
//                                  types of the successors' arguments (this
//                                  pass converts no block; convert-func-to-llvm
//                                  converts the blocks of the functions)
//   cf.assert %c, "msg"            the block split at the assert: a branch
//                                  on %c to the rest of the block, or to a
//                                  new last block that calls
//                                  `puts(@assert_msg)` and `abort()` and is
//                                  unreachable after. The message is a
//                                  private constant global of its bytes and
//                                  a NUL, named `assert_msg`, then
//                                  `assert_msg_0`, `assert_msg_1`, ...; the
//                                  globals and the declarations of `puts` and
//                                  `abort` go to the start of the module.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMAttributes.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpConstraints.h"
#include "ir/SymbolTable.h"
#include "lowering/LLVMLoweringUtils.h"
#include "lowering/LLVMOpBuilders.h"
#include "lowering/LLVMTypeConverter.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

namespace {

/// Whether `operands` have the types of `dest`'s arguments.
bool matchesSuccessor(llvm::ArrayRef<Value> operands, Block *dest) {
  if (operands.size() != dest->getNumArguments())
    return false;
  for (auto [value, arg] : llvm::zip(operands, dest->getArguments()))
    if (value.getType() != arg.getType())
      return false;
  return true;
}

/// The operand segments of a cf branch: the sizes of its groups.
llvm::SmallVector<int32_t, 3> getSegments(Operation *op) {
  auto sizes = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
      op->getInherentAttr("operandSegmentSizes"));
  if (!sizes)
    return {};
  return llvm::SmallVector<int32_t, 3>(sizes.asArrayRef());
}

/// `cf.br`, `cf.cond_br`, `cf.switch` -> the llvm branch of the same
/// shape, with the same successors, segments and case values.
struct BranchLowering : ConversionPattern {
  BranchLowering(const TypeConverter &converter, Context *ctx,
                 llvm::StringRef from, llvm::StringRef to)
      : ConversionPattern(from, 1, ctx, &converter), target(to.str()) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    // The successor operands of each successor, in order: after the
    // condition (cond_br) or the flag (switch).
    llvm::SmallVector<llvm::ArrayRef<Value>, 4> groups;
    llvm::SmallVector<int32_t, 3> segments = getSegments(op);
    llvm::ArrayRef<Value> rest = operands;
    if (op->getNumSuccessors() == 1 && segments.empty()) {
      groups.push_back(rest);
    } else {
      if (segments.size() != 3)
        return rewriter.notifyMatchFailure(op, "malformed segments");
      rest = rest.drop_front(segments[0]);
      llvm::ArrayRef<Value> first = rest.take_front(segments[1]);
      llvm::ArrayRef<Value> others = rest.drop_front(segments[1]);
      groups.push_back(first);
      if (op->getNumSuccessors() == 2) {
        groups.push_back(others);
      } else {
        auto caseSizes = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
            op->getInherentAttr("case_operand_segments"));
        if (!caseSizes)
          return rewriter.notifyMatchFailure(op, "malformed case segments");
        for (int32_t size : caseSizes.asArrayRef()) {
          groups.push_back(others.take_front(size));
          others = others.drop_front(size);
        }
      }
    }
    if (groups.size() != op->getNumSuccessors())
      return rewriter.notifyMatchFailure(op, "malformed successors");
    for (auto [group, dest] : llvm::zip(groups, op->getSuccessors()))
      if (!matchesSuccessor(group, dest))
        return rewriter.notifyMatchFailure(
            op, "operand types differ from the successor's arguments");

    OperationState state(op->getLoc(), target);
    state.addOperands(operands);
    state.addSuccessors(llvm::to_vector(op->getSuccessors()));
    for (NamedAttribute attr : op->getAttrs())
      state.addAttribute(attr.getName(), attr.getValue());
    for (llvm::StringRef name :
         {"operandSegmentSizes", "case_operand_segments", "case_values"})
      if (Attribute attr = op->getInherentAttr(name))
        state.addAttribute(name, attr);
    Operation *newOp = rewriter.create(state);
    rewriter.replaceOp(op, newOp);
    return success();
  }

  std::string target;
};

/// `cf.assert` -> a branch to the rest of the block or to a block that
/// prints the message and aborts.
struct AssertLowering : ConversionPattern {
  AssertLowering(const TypeConverter &converter, Context *ctx)
      : ConversionPattern("cf.assert", 1, ctx, &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *module = LLVM::getModule(op);
    auto msg = llvm::dyn_cast_or_null<StringAttr>(op->getInherentAttr("msg"));
    if (!module || !msg)
      return rewriter.notifyMatchFailure(op, "no module or no message");
    Context *ctx = op->getContext();
    Location loc = op->getLoc();
    Type ptr = LLVM::LLVMPointerType::get(ctx);
    Type i8 = rewriter.getI8Type();

    Block *opBlock = op->getBlock();
    Block *continuation =
        rewriter.splitBlock(opBlock, std::next(Block::iterator(op)));
    Block *failure = rewriter.createBlock(opBlock->getParent());

    // The message: its bytes and a NUL.
    llvm::SmallVector<llvm::APInt, 16> bytes;
    for (char c : msg.getValue())
      bytes.push_back(llvm::APInt(8, uint8_t(c)));
    bytes.push_back(llvm::APInt(8, 0));
    Type arrayType = LLVM::LLVMArrayType::get(i8, bytes.size());
    std::string name = "assert_msg";
    for (unsigned counter = 0; SymbolTable::lookupSymbolIn(module, name);)
      name = "assert_msg_" + std::to_string(counter++);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&module->getRegion(0).front());
      OperationState state(loc, "llvm.mlir.global");
      state.addAttribute("sym_name", rewriter.getStringAttr(name));
      state.addAttribute("global_type", rewriter.getTypeAttr(arrayType));
      state.addAttribute("constant", rewriter.getUnitAttr());
      state.addAttribute("linkage",
                         LLVM::LinkageAttr::get(ctx, LLVM::Linkage::Private));
      state.addAttribute(
          "value",
          DenseElementsAttr::get(
              RankedTensorType::get({int64_t(bytes.size())}, i8), bytes));
      state.addRegion();
      rewriter.create(state);
    }
    rewriter.setInsertionPointToEnd(failure);
    Value address =
        rewriter
            .create(loc, "llvm.mlir.addressof", {}, {ptr},
                    {rewriter.getNamedAttr("global_name",
                                           rewriter.getSymbolRefAttr(name))})
            ->getResult(0);
    Value gep =
        rewriter
            .create(loc, "llvm.getelementptr", {address}, {ptr},
                    {rewriter.getNamedAttr("rawConstantIndices",
                                           DenseI32ArrayAttr::get(ctx, {0})),
                     rewriter.getNamedAttr("elem_type",
                                           rewriter.getTypeAttr(arrayType))})
            ->getResult(0);
    Type voidType = LLVM::LLVMVoidType::get(ctx);
    LLVM::lookupOrDeclare(rewriter, module, "puts",
                          LLVM::LLVMFunctionType::get(voidType, {ptr}),
                          module->getLoc());
    LLVM::createCall(rewriter, loc, "puts", voidType, {gep});
    LLVM::lookupOrDeclare(rewriter, module, "abort",
                          LLVM::LLVMFunctionType::get(voidType, {}),
                          UnknownLoc::get(ctx));
    LLVM::createCall(rewriter, loc, "abort", voidType, {});
    rewriter.create(loc, "llvm.unreachable", {}, {}, {});

    rewriter.setInsertionPointToEnd(opBlock);
    OperationState state(loc, "llvm.cond_br");
    state.addOperands(operands[0]);
    state.addSuccessors({continuation, failure});
    setOperandSegmentSizes(state, {1, 0, 0});
    Operation *branch = rewriter.create(state);
    rewriter.replaceOp(op, branch);
    return success();
  }
};

struct ConvertControlFlowToLLVMPass
    : PassWrapper<ConvertControlFlowToLLVMPass, OperationPass<>> {
  llvm::StringRef getName() const override {
    return "ConvertControlFlowToLLVMPass";
  }
  llvm::StringRef getArgument() const override { return "convert-cf-to-llvm"; }
  llvm::StringRef getDescription() const override {
    return "Convert ControlFlow operations to the LLVM dialect";
  }
  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<ConvertControlFlowToLLVMPass>();
    copy->getPassOptions().copyOptionValuesFrom(getPassOptions());
    return copy;
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    ctx->getOrLoadDialect("llvm");
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet patterns(ctx);
    populateControlFlowToLLVMConversionPatterns(converter, patterns);
    if (failed(applyLLVMConversion(getOperation(), std::move(patterns))))
      signalPassFailure();
  }

  Option<unsigned> indexBitwidth{
      passOptions, "index-bitwidth",
      "Bitwidth of the index type, 0 to use size of machine word", 0};
};

} // namespace

void assay::populateControlFlowToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  Context *ctx = patterns.getContext();
  patterns.add(
      std::make_unique<BranchLowering>(converter, ctx, "cf.br", "llvm.br"));
  patterns.add(std::make_unique<BranchLowering>(converter, ctx, "cf.cond_br",
                                                "llvm.cond_br"));
  patterns.add(std::make_unique<BranchLowering>(converter, ctx, "cf.switch",
                                                "llvm.switch"));
  patterns.add(std::make_unique<AssertLowering>(converter, ctx));
}

std::unique_ptr<Pass> assay::createConvertControlFlowToLLVMPass() {
  return std::make_unique<ConvertControlFlowToLLVMPass>();
}
