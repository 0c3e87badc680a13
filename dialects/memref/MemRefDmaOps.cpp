//===- MemRefDmaOps.cpp - dma_start and dma_wait --------------------------===//
//
// Registration, verifiers and custom syntax of the two DMA ops:
//
//   memref.dma_start %src[%i], %dst[%j], %num, %tag[%k] (, %stride, %per)?
//       : memref<...>, memref<...>, memref<...>
//   memref.dma_wait %tag[%k], %num : memref<...>
//
// dma_start has one flat operand list whose groups follow from the ranks of
// its memrefs, so its verifier finds them by walking the list, and words
// each failure as mlir-opt 19 does (its custom parser takes no attribute
// dictionary, though its printer prints one, as mlir-opt's does). dma_wait
// is an ordinary op of three operand groups. What the ops mean is in
// docs/semantics.md (section memref) and verify/interp/MemRefDma.cpp.
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefOps.h"

#include "dialects/memref/MemRefSyntax.h"
#include "ir/Context.h"
#include "ir/OpAsm.h"
#include "ir/OperationState.h"
#include "ir/SideEffects.h"

using namespace assay;
using namespace assay::memref;
using namespace assay::memref::detail;

/// The rank of `v`'s type when it is a ranked memref, else 0.
static unsigned getRankOf(Value v) {
  auto type = llvm::dyn_cast<MemRefType>(v.getType());
  return type ? unsigned(type.getRank()) : 0;
}

//===----------------------------------------------------------------------===//
// dma_start
//===----------------------------------------------------------------------===//

unsigned DmaStartOp::getSrcMemRefRank() { return getRankOf(getSrcMemRef()); }

unsigned DmaStartOp::getDstMemRefOperandIndex() {
  return 1 + getSrcMemRefRank();
}

unsigned DmaStartOp::getDstMemRefRank() { return getRankOf(getDstMemRef()); }

unsigned DmaStartOp::getTagMemRefOperandIndex() {
  return getDstMemRefOperandIndex() + 1 + getDstMemRefRank() + 1;
}

unsigned DmaStartOp::getTagMemRefRank() { return getRankOf(getTagMemRef()); }

bool DmaStartOp::isStrided() {
  return state->getNumOperands() ==
         getTagMemRefOperandIndex() + 1 + getTagMemRefRank() + 2;
}

/// Whether operands [begin, end) are all of index type.
static bool areIndices(Operation *op, unsigned begin, unsigned end) {
  for (unsigned i = begin; i < end; ++i)
    if (!llvm::isa<IndexType>(op->getOperand(i).getType()))
      return false;
  return true;
}

/// The operand groups, found in order from the ranks of the memrefs: each
/// failure is reported as soon as the operands seen so far show it.
static LogicalResult verifyDmaStart(Operation *op) {
  unsigned numOperands = op->getNumOperands();
  auto atLeast = [&](unsigned n) -> LogicalResult {
    if (numOperands >= n)
      return success();
    return op->emitOpError("expected at least ") << n << " operands";
  };
  if (failed(atLeast(4)))
    return failure();
  auto isMemRef = [&](unsigned i) {
    return llvm::isa<MemRefType>(op->getOperand(i).getType());
  };
  if (!isMemRef(0))
    return op->emitOpError("expected source to be of memref type");
  unsigned srcRank = getRankOf(op->getOperand(0));
  if (failed(atLeast(srcRank + 4)))
    return failure();
  if (!areIndices(op, 1, 1 + srcRank))
    return op->emitOpError("expected source indices to be of index type");
  unsigned dst = 1 + srcRank;
  if (!isMemRef(dst))
    return op->emitOpError("expected destination to be of memref type");
  unsigned dstRank = getRankOf(op->getOperand(dst));
  if (failed(atLeast(srcRank + dstRank + 4)))
    return failure();
  if (!areIndices(op, dst + 1, dst + 1 + dstRank))
    return op->emitOpError("expected destination indices to be of index type");
  unsigned numElements = dst + 1 + dstRank;
  if (!areIndices(op, numElements, numElements + 1))
    return op->emitOpError("expected num elements to be of index type");
  unsigned tag = numElements + 1;
  if (!isMemRef(tag))
    return op->emitOpError("expected tag to be of memref type");
  unsigned tagRank = getRankOf(op->getOperand(tag));
  unsigned numUnstrided = srcRank + dstRank + tagRank + 4;
  if (failed(atLeast(numUnstrided)))
    return failure();
  if (!areIndices(op, tag + 1, tag + 1 + tagRank))
    return op->emitOpError("expected tag indices to be of index type");
  if (numOperands != numUnstrided && numOperands != numUnstrided + 2)
    return op->emitOpError("incorrect number of operands");
  if (numOperands == numUnstrided + 2 &&
      !areIndices(op, numUnstrided, numUnstrided + 2))
    return op->emitOpError("expected stride and num elements per stride to "
                           "be of type index");
  return success();
}

static ParseResult parseDmaStart(OpAsmParser &parser, OperationState &state) {
  using Operands = llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4>;
  OpAsmParser::UnresolvedOperand src, dst, numElements, tag;
  Operands srcIndices, dstIndices, tagIndices, strideInfo;
  llvm::SmallVector<Type, 3> types;
  if (parser.parseOperand(src) ||
      parser.parseOperandList(srcIndices, AsmParser::Delimiter::Square) ||
      parser.parseComma() || parser.parseOperand(dst) ||
      parser.parseOperandList(dstIndices, AsmParser::Delimiter::Square) ||
      parser.parseComma() || parser.parseOperand(numElements) ||
      parser.parseComma() || parser.parseOperand(tag) ||
      parser.parseOperandList(tagIndices, AsmParser::Delimiter::Square))
    return failure();
  // `, %stride, %num_elt_per_stride`: both or neither.
  while (succeeded(parser.parseOptionalComma())) {
    OpAsmParser::UnresolvedOperand operand;
    if (parser.parseOperand(operand))
      return failure();
    strideInfo.push_back(operand);
  }
  if (!strideInfo.empty() && strideInfo.size() != 2)
    return parser.emitError(parser.getNameLoc(),
                            "expected two stride related operands");
  if (parser.parseColonTypeList(types))
    return failure();
  if (types.size() != 3)
    return parser.emitError(parser.getNameLoc(), "fewer/more types expected");
  Type index = IndexType::get(parser.getContext());
  if (parser.resolveOperand(src, types[0], state.operands) ||
      parser.resolveOperands(srcIndices, index, state.operands) ||
      parser.resolveOperand(dst, types[1], state.operands) ||
      parser.resolveOperands(dstIndices, index, state.operands) ||
      parser.resolveOperand(numElements, index, state.operands) ||
      parser.resolveOperand(tag, types[2], state.operands) ||
      parser.resolveOperands(tagIndices, index, state.operands) ||
      parser.resolveOperands(strideInfo, index, state.operands))
    return failure();
  return success();
}

/// Prints `%m[%i, %j]`.
static void printMemRefAccess(OpAsmPrinter &p, OperandRange operands) {
  p << operands.front() << '[';
  p.printOperands(operands.drop_front());
  p << ']';
}

static void printDmaStart(Operation *op, OpAsmPrinter &p) {
  DmaStartOp dma(op);
  OperandRange operands = op->getOperands();
  unsigned dst = dma.getDstMemRefOperandIndex();
  unsigned tag = dma.getTagMemRefOperandIndex();
  unsigned tagEnd = tag + 1 + dma.getTagMemRefRank();
  p << ' ';
  printMemRefAccess(p, operands.slice(0, dst));
  p << ", ";
  printMemRefAccess(p, operands.slice(dst, tag - 1 - dst));
  p << ", " << operands[tag - 1] << ", ";
  printMemRefAccess(p, operands.slice(tag, tagEnd - tag));
  for (Value v : operands.drop_front(tagEnd))
    p << ", " << v;
  printAttrDict(p, op);
  p << " : " << dma.getSrcMemRef().getType() << ", "
    << dma.getDstMemRef().getType() << ", " << dma.getTagMemRef().getType();
}

/// Reads the source, writes the destination, and updates the tag.
static void getDmaStartEffects(Operation *op,
                               llvm::SmallVectorImpl<MemoryEffect> &effects) {
  DmaStartOp dma(op);
  effects.push_back({EffectKind::Read, dma.getSrcMemRef()});
  effects.push_back({EffectKind::Write, dma.getDstMemRef()});
  effects.push_back({EffectKind::Read, dma.getTagMemRef()});
  effects.push_back({EffectKind::Write, dma.getTagMemRef()});
}

static const MemoryEffectsInterface kDmaStartEffects = {getDmaStartEffects};

void DmaStartOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::atLeast(0), CountConstraint::exactly(0));
  info.verify = verifyDmaStart;
  info.parse = parseDmaStart;
  info.print = printDmaStart;
  info.attachInterface(&kDmaStartEffects);
}

//===----------------------------------------------------------------------===//
// dma_wait
//===----------------------------------------------------------------------===//

static LogicalResult verifyDmaWaitInvariants(Operation *op) {
  Type tag = op->getOperand(0).getType();
  if (!llvm::isa<MemRefType>(tag))
    return op->emitOpError("operand #0 must be memref of any type values, but "
                           "got '")
           << tag << "'";
  unsigned last = op->getNumOperands() - 1;
  if (failed(verifyIndexOperands(op, 1, last)))
    return failure();
  return verifyIndexOperand(op, last);
}

static LogicalResult verifyDmaWait(Operation *op) {
  DmaWaitOp wait(op);
  unsigned rank = getRankOf(wait.getTagMemRef());
  unsigned numIndices = wait.getTagIndices().size();
  if (numIndices != rank)
    return op->emitOpError("expected tagIndices to have the same number of "
                           "elements as the tagMemRef rank, expected ")
           << rank << ", but got " << numIndices;
  return success();
}

static ParseResult parseDmaWait(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand tag, numElements;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> tagIndices;
  MemRefType type;
  if (parser.parseOperand(tag) ||
      parser.parseOperandList(tagIndices, AsmParser::Delimiter::Square) ||
      parser.parseComma() || parser.parseOperand(numElements) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  Type index = IndexType::get(parser.getContext());
  return failure(parser.resolveOperand(tag, type, state.operands) ||
                 parser.resolveOperands(tagIndices, index, state.operands) ||
                 parser.resolveOperand(numElements, index, state.operands));
}

static void printDmaWait(Operation *op, OpAsmPrinter &p) {
  DmaWaitOp wait(op);
  p << ' ';
  printMemRefAccess(p, op->getOperands().drop_back());
  p << ", " << wait.getNumElements();
  printAttrDict(p, op);
  p << " : " << wait.getTagMemRef().getType();
}

/// Waits on the tag: reads it, and takes the completion it signals.
static void getDmaWaitEffects(Operation *op,
                              llvm::SmallVectorImpl<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Read, op->getOperand(0)});
  effects.push_back({EffectKind::Write, op->getOperand(0)});
}

static const MemoryEffectsInterface kDmaWaitEffects = {getDmaWaitEffects};

void DmaWaitOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::atLeast(2), CountConstraint::exactly(0));
  info.verifyInvariants = verifyDmaWaitInvariants;
  info.verify = verifyDmaWait;
  info.parse = parseDmaWait;
  info.print = printDmaWait;
  info.attachInterface(&kDmaWaitEffects);
}

void memref::registerMemRefDmaOps(Dialect &dialect) {
  registerOp<DmaStartOp>(dialect);
  registerOp<DmaWaitOp>(dialect);
}
