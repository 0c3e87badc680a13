//===- Compiler.cpp - From IR to the interpreter's records ----------------===//
//
// Translates one function at a time into records (Engine.h). The walk over
// the IR uses an explicit task stack: a block task translates one op and
// leaves a task for the rest of its block, so an op with regions can queue
// its regions and its later phases to run before the ops that follow it.
// Jumps to blocks and to the end of structured ops are recorded as fixups
// and patched once their targets are known.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMTypes.h"
#include "ir/BuiltinAttributes.h"
#include "ir/ElementsAttributes.h"
#include "verify/interp/Engine.h"
#include "llvm/Support/MathExtras.h"

using namespace assay;
using namespace assay::interp;

//===----------------------------------------------------------------------===//
// Layouts
//===----------------------------------------------------------------------===//

ScalarInfo Compiler::getInfo(Type type) {
  ScalarInfo info;
  if (auto vec = llvm::dyn_cast<VectorType>(type)) {
    info = getInfo(vec.getElementType());
    info.vector = true;
    info.numElements = ShapedType::getNumElements(vec.getShape());
    info.boxed = true;
    return info;
  }
  // An llvm pointer is its address (LLVMMemory.cpp): 64 bits.
  if (llvm::isa<IndexType, LLVM::LLVMPointerType>(type)) {
    info.width = 64;
    return info;
  }
  if (auto it = llvm::dyn_cast<IntegerType>(type)) {
    info.width = it.getWidth();
    info.boxed = info.width > 64;
    return info;
  }
  if (auto ft = llvm::dyn_cast<FloatType>(type)) {
    info.fltSem = &ft.getFloatSemantics();
    info.width = llvm::APFloat::getSizeInBits(*info.fltSem);
    info.boxed = info.width > 64;
    return info;
  }
  if (llvm::isa<BaseMemRefType>(type))
    info.boxed = true;
  // An llvm struct or array: a box of its scalar leaves (LLVMMemory.cpp).
  if (llvm::isa<LLVM::LLVMStructType, LLVM::LLVMArrayType>(type)) {
    info.width = 64;
    info.vector = true;
    info.boxed = true;
    info.numElements = countLeaves(type);
  }
  return info;
}

bool Compiler::isBoxed(Type type) { return getInfo(type).boxed; }

uint64_t Compiler::getBoxFootprint(const ScalarInfo &info) {
  if (!info.boxed)
    return 0;
  // A scalar wider than 64 bits: its box and the APInt's words.
  auto wide = [](unsigned width) -> uint64_t {
    return width > 64 ? sizeof(WideBox) + (uint64_t(width) + 63) / 64 * 8 : 0;
  };
  if (info.vector) {
    // Saturating: a vector type may have more elements than memory bytes.
    uint64_t n = uint64_t(info.numElements);
    return llvm::SaturatingAdd(
        uint64_t(sizeof(VectorBox)),
        llvm::SaturatingMultiply(n, sizeof(Slot) + wide(info.width)));
  }
  if (!info.width && !info.fltSem)
    return sizeof(MemRefBox);
  return wide(info.width);
}

int64_t interp::getIntAttrValue(Attribute attr, int64_t fallback) {
  if (auto ia = llvm::dyn_cast_or_null<IntegerAttr>(attr))
    return ia.getValue().getBitWidth() <= 64 ? ia.getValue().getSExtValue()
                                             : fallback;
  return fallback;
}

//===----------------------------------------------------------------------===//
// Slots and records
//===----------------------------------------------------------------------===//

uint32_t Compiler::slot(Value v) {
  auto [it, inserted] = slotMap.try_emplace(v, fn.numSlots);
  if (inserted) {
    ++fn.numSlots;
    fn.frameFootprint += sizeof(Slot);
    ScalarInfo info = getInfo(v.getType());
    if (info.boxed) {
      fn.boxedSlots.push_back(it->second);
      fn.frameFootprint =
          llvm::SaturatingAdd(fn.frameFootprint, getBoxFootprint(info));
    }
  }
  return it->second;
}

uint32_t Compiler::scratchSlot(bool boxed) {
  uint32_t s = fn.numSlots++;
  fn.frameFootprint += sizeof(Slot);
  if (boxed) {
    fn.boxedSlots.push_back(s);
    fn.frameFootprint += sizeof(MemRefBox);
  }
  return s;
}

const uint32_t *Compiler::slots(llvm::ArrayRef<Value> values) {
  uint32_t *out = prog.allocArray<uint32_t>(values.size());
  for (size_t i = 0; i < values.size(); ++i)
    out[i] = slot(values[i]);
  return out;
}

const uint32_t *Compiler::slots(OperandRange values) {
  llvm::SmallVector<Value, 4> vs(values.begin(), values.end());
  return slots(vs);
}

const uint32_t *Compiler::slots(ResultRange values) {
  llvm::SmallVector<Value, 4> vs(values.begin(), values.end());
  return slots(vs);
}

uint32_t Compiler::emitBare(Handler handler, Operation *op) {
  Instr in;
  in.fn = handler;
  in.op = op;
  prog.code.push_back(in);
  return prog.code.size() - 1;
}

uint32_t Compiler::emit(Handler handler, Operation *op) {
  uint32_t index = emitBare(handler, op);
  Instr &in = prog.code[index];
  in.in = slots(op->getOperands());
  in.nin = op->getNumOperands();
  in.out = slots(op->getResults());
  in.nout = op->getNumResults();
  if (op->getNumOperands())
    in.inInfo = getInfo(op->getOperand(0).getType());
  if (op->getNumResults())
    in.outInfo = getInfo(op->getResult(0).getType());
  return index;
}

const Moves *Compiler::movesToSlots(llvm::ArrayRef<Value> src,
                                    llvm::ArrayRef<uint32_t> dst,
                                    llvm::ArrayRef<uint8_t> dstBoxed) {
  assert(src.size() == dst.size() && "moves need as many sources as targets");
  Moves *mv = prog.allocArray<Moves>(1);
  mv->count = src.size();
  uint32_t *s = prog.allocArray<uint32_t>(src.size());
  uint32_t *d = prog.allocArray<uint32_t>(src.size());
  uint8_t *b = prog.allocArray<uint8_t>(src.size());
  for (size_t i = 0; i < src.size(); ++i) {
    s[i] = slot(src[i]);
    d[i] = dst[i];
    b[i] = dstBoxed[i];
  }
  for (size_t i = 0; i < src.size() && !mv->overlapping; ++i)
    for (size_t j = 0; j < src.size(); ++j)
      if (d[i] == s[j] && i != j) {
        mv->overlapping = true;
        break;
      }
  mv->src = s;
  mv->dst = d;
  mv->boxed = b;
  return mv;
}

const Moves *Compiler::moves(llvm::ArrayRef<Value> src,
                             llvm::ArrayRef<Value> dst) {
  llvm::SmallVector<uint32_t, 4> d;
  llvm::SmallVector<uint8_t, 4> b;
  for (Value v : dst) {
    d.push_back(slot(v));
    b.push_back(isBoxed(v.getType()));
  }
  return movesToSlots(src, d, b);
}

//===----------------------------------------------------------------------===//
// Scheduling and fixups
//===----------------------------------------------------------------------===//

namespace {
/// Tasks queued by the op being translated, in the order they must run.
thread_local std::vector<std::tuple<int, Operation *, Region *, unsigned>>
    *pendingTasks = nullptr;
} // namespace

void Compiler::scheduleRegion(Region &region) {
  assert(pendingTasks && "regions are scheduled while translating an op");
  pendingTasks->emplace_back(1, nullptr, &region, 0);
}

void Compiler::schedulePhase(Operation *op, unsigned phase) {
  assert(pendingTasks && "phases are scheduled while translating an op");
  pendingTasks->emplace_back(0, op, nullptr, phase);
}

void Compiler::jumpToBlock(uint32_t jumpRecord, unsigned which, Block *block) {
  blockFixups.emplace_back(jumpRecord, which, block);
}

void Compiler::jumpToEnd(uint32_t jumpRecord, unsigned which, Operation *op) {
  endFixups[op].emplace_back(jumpRecord, which);
}

void Compiler::patchEnd(Operation *op, uint32_t target) {
  auto it = endFixups.find(op);
  if (it == endFixups.end())
    return;
  for (auto [record, which] : it->second)
    (which ? prog.code[record].t1 : prog.code[record].t0) = target;
  endFixups.erase(it);
}

LogicalResult Compiler::compileOp(Operation *op, unsigned phase) {
  auto &table = getCompileTable();
  auto it = table.find(op->getName().getStringRef());
  if (it == table.end())
    return op->emitError() << "the interpreter cannot execute '"
                           << op->getName().getStringRef() << "'";
  return it->second(*this, op, phase);
}

LogicalResult Compiler::compileFunction(Region &body) {
  Block &entry = body.front();
  for (BlockArgument arg : entry.getArguments()) {
    fn.argSlots.push_back(slot(arg));
    fn.argBoxed.push_back(isBoxed(arg.getType()));
  }
  fn.entry = here();

  // A block task is (block, next op); an op-phase task is (op, phase).
  struct Work {
    Block *block = nullptr;
    Block::iterator pos;
    Operation *op = nullptr;
    unsigned phase = 0;
  };
  std::vector<Work> work;
  auto pushRegion = [&](Region &region) {
    if (region.empty())
      return;
    Block *first = &region.front();
    work.push_back({first, first->begin(), nullptr, 0});
  };
  pushRegion(body);

  std::vector<std::tuple<int, Operation *, Region *, unsigned>> pending;
  while (!work.empty()) {
    Work w = work.back();
    work.pop_back();
    Operation *op = w.op;
    unsigned phase = w.phase;
    if (w.block) {
      Block *block = w.block;
      if (w.pos == block->begin())
        blockStart[block] = here();
      if (w.pos == block->end()) {
        if (Block *nextBlock = block->getNextNode())
          work.push_back({nextBlock, nextBlock->begin(), nullptr, 0});
        continue;
      }
      op = &*w.pos;
      work.push_back({block, std::next(w.pos), nullptr, 0});
      phase = 0;
    }
    pending.clear();
    pendingTasks = &pending;
    LogicalResult result = compileOp(op, phase);
    pendingTasks = nullptr;
    if (failed(result))
      return failure();
    // Queued tasks run in order, before what was on the stack.
    for (auto it = pending.rbegin(); it != pending.rend(); ++it) {
      auto [kind, taskOp, region, taskPhase] = *it;
      if (kind == 0)
        work.push_back({nullptr, {}, taskOp, taskPhase});
      else if (!region->empty())
        work.push_back({&region->front(), region->front().begin(), nullptr, 0});
    }
  }

  for (auto [record, which, block] : blockFixups) {
    auto it = blockStart.find(block);
    assert(it != blockStart.end() && "branch to a block that was not laid out");
    (which ? prog.code[record].t1 : prog.code[record].t0) = it->second;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

llvm::StringMap<CompileFn> &interp::getCompileTable() {
  static llvm::StringMap<CompileFn> table = [] {
    llvm::StringMap<CompileFn> t;
    registerControlFlowOps(t);
    registerArithOps(t);
    registerLLVMValueOps(t);
    registerLLVMMemoryOps(t);
    registerMemRefOps(t);
    registerMemRefDmaOps(t);
    return t;
  }();
  return table;
}

Program::~Program() {
  for (auto &entry : globals)
    releaseAlloc(entry.second.alloc);
  for (auto &fn : functions)
    for (Slot *frame : fn->freeFrames)
      delete[] frame;
  for (Box *box : constants)
    release(box);
  for (const Destructor &d : destructors)
    d.destroy(d.objects, d.count);
}
