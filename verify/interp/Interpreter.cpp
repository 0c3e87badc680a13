//===- Interpreter.cpp - Running translated functions ---------------------===//
//
// The machine's run loop, frames, allocations and error reporting, and the
// module-level translation: every func.func gets a Function (bodies are
// translated after all symbols are known, so calls resolve directly), every
// memref.global an allocation initialised from its value.
//
//===----------------------------------------------------------------------===//
#include "verify/interp/Interpreter.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Diagnostics.h"
#include "ir/ElementsAttributes.h"
#include "verify/interp/Engine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;
using namespace assay::interp;

//===----------------------------------------------------------------------===//
// Allocations
//===----------------------------------------------------------------------===//

uint64_t Allocation::getFootprint(int64_t size, ElemStorage storage) {
  uint64_t n = uint64_t(size);
  // At most 9 bytes an element: saturate rather than wrap.
  if (n > UINT64_MAX / 16)
    return UINT64_MAX;
  // The header and the host allocator's overhead count too, or a loop of
  // empty allocas (held until the function returns) would hold memory
  // without limit.
  constexpr uint64_t kOverhead = sizeof(Allocation) + 96;
  return n * getElemBytes(storage) + (n + 7) / 8 + kOverhead;
}

Allocation *Allocation::create(int64_t size, ElemStorage storage,
                               Origin origin) {
  // Zeroed memory is all poison. calloc hands out large blocks as fresh
  // pages, so memory the program never touches costs the host nothing.
  size_t n = size_t(size);
  if (size < 0 || n > SIZE_MAX / getElemBytes(storage))
    return nullptr;
  size_t poisonBytes = (n + 7) / 8;
  auto *data =
      static_cast<uint8_t *>(std::calloc(n ? n * getElemBytes(storage) : 1, 1));
  auto *defined =
      static_cast<uint8_t *>(std::calloc(poisonBytes ? poisonBytes : 1, 1));
  if (!data || !defined) {
    std::free(data);
    std::free(defined);
    return nullptr;
  }
  auto *a = new Allocation();
  a->storage = storage;
  a->origin = origin;
  a->size = size;
  a->data = data;
  a->defined = defined;
  a->footprint = getFootprint(size, storage);
  return a;
}

bool Allocation::makePartialPoison() {
  assert(storage == ElemStorage::Byte && "masks are per byte");
  if (partialPoison)
    return true;
  partialPoison = static_cast<uint8_t *>(std::calloc(size ? size : 1, 1));
  return partialPoison != nullptr;
}

void Allocation::freeData() {
  if (!data)
    return;
  if (storage == ElemStorage::Boxed)
    for (int64_t i = 0; i < size; ++i)
      release(getBox(i));
  std::free(data);
  std::free(defined);
  std::free(partialPoison);
  data = nullptr;
  defined = nullptr;
  partialPoison = nullptr;
}

//===----------------------------------------------------------------------===//
// Machine
//===----------------------------------------------------------------------===//

Machine::Machine(Program &prog, const InterpreterOptions &options)
    : prog(prog), options(options), code(prog.code.data()),
      memoryInUse(prog.staticFootprint),
      out(options.output ? *options.output : llvm::outs()),
      errOut(options.errorOutput ? *options.errorOutput : llvm::errs()) {}

Machine::~Machine() {
  while (!stack.empty()) {
    freeFrame(stack.back().fn, stack.back().frame);
    stack.pop_back();
  }
  popAllocas(0);
  destroyLLVMMemory(llvmMemory);
}

/// `bytes` in binary units, for messages: `512 B`, `4 GiB`, `1.50 MiB`.
static std::string formatBytes(uint64_t bytes) {
  static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  unsigned unit = 0;
  double value = double(bytes);
  while (value >= 1024 && unit + 1 < std::size(units)) {
    value /= 1024;
    ++unit;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  if (unit == 0 || value == double(uint64_t(value)))
    os << uint64_t(value) << ' ' << units[unit];
  else
    os << llvm::format("%.2f", value) << ' ' << units[unit];
  return text;
}

uint64_t interp::getAllocationBytes(int64_t size, const ScalarInfo &elem) {
  // Boxed elements count the boxes they may come to hold too.
  return llvm::SaturatingAdd(
      Allocation::getFootprint(size, getStorage(elem)),
      llvm::SaturatingMultiply(uint64_t(size),
                               Compiler::getBoxFootprint(elem)));
}

/// Whether `bytes` more fit in `limit` (0: no limit) with `inUse` held.
static bool fitsMemoryLimit(uint64_t inUse, uint64_t bytes, uint64_t limit) {
  return !limit || (bytes <= limit && inUse <= limit - bytes);
}

std::string interp::getMemoryLimitMessage(const llvm::Twine &what,
                                          uint64_t bytes, uint64_t inUse,
                                          uint64_t limit) {
  return ("memory limit reached: " + what + " needs " + formatBytes(bytes) +
          ", and the program holds " + formatBytes(inUse) + " of its " +
          formatBytes(limit) + " (raise the limit with --max-memory)")
      .str();
}

bool Program::reserveStatic(uint64_t bytes) {
  if (!fitsMemoryLimit(staticFootprint, bytes, memoryLimit))
    return false;
  staticFootprint += bytes;
  return true;
}

bool Machine::chargeMemory(const Instr *ip, Operation *op, uint64_t bytes,
                           const llvm::Twine &what) {
  uint64_t limit = options.maxMemory;
  if (fitsMemoryLimit(memoryInUse, bytes, limit)) {
    memoryInUse += bytes;
    return true;
  }
  std::string message = getMemoryLimitMessage(what, bytes, memoryInUse, limit);
  if (ip)
    raiseError(ip, message);
  else
    raiseErrorAt(op, message);
  return false;
}

Slot *Machine::newFrame(const Instr *call, Function *fn) {
  if (!chargeMemory(call, fn->op, fn->frameFootprint,
                    "the frame of a call to '@" + fn->name + "'"))
    return nullptr;
  if (!fn->freeFrames.empty()) {
    Slot *frame = fn->freeFrames.back();
    fn->freeFrames.pop_back();
    return frame;
  }
  return new Slot[fn->numSlots ? fn->numSlots : 1]();
}

void Machine::freeFrame(Function *fn, Slot *frame) {
  for (uint32_t s : fn->boxedSlots) {
    setBox(frame[s], nullptr);
    frame[s].poison = 0;
  }
  fn->freeFrames.push_back(frame);
  memoryInUse -= fn->frameFootprint;
}

Allocation *Machine::allocate(const Instr *ip, int64_t size,
                              const ScalarInfo &elem,
                              Allocation::Origin origin) {
  ElemStorage storage = getStorage(elem);
  uint64_t bytes = getAllocationBytes(size, elem);
  llvm::StringRef opName = ip->op->getName().getStringRef();
  if (!chargeMemory(ip, nullptr, bytes,
                    llvm::Twine("this ") + opName + " of " + llvm::Twine(size) +
                        (size == 1 ? " element" : " elements")))
    return nullptr;
  Allocation *a = Allocation::create(size, storage, origin);
  if (!a) {
    memoryInUse -= bytes;
    raiseError(ip, llvm::Twine("out of host memory for ") + opName + " of " +
                       llvm::Twine(size) + " elements (" + formatBytes(bytes) +
                       ")");
    return nullptr;
  }
  a->footprint = bytes;
  if (origin == Allocation::Origin::Stack) {
    retainAlloc(a);
    allocas.push_back(a);
  }
  return a;
}

bool Machine::makePartialPoison(const Instr *ip, Allocation *a) {
  if (a->partialPoison)
    return true;
  uint64_t bytes = uint64_t(a->size);
  if (!chargeMemory(ip, nullptr, bytes,
                    "the per-bit poison of a buffer of " +
                        llvm::Twine(a->size) + " bytes"))
    return false;
  if (!a->makePartialPoison()) {
    memoryInUse -= bytes;
    raiseError(ip, "out of host memory for the per-bit poison of a buffer "
                   "of " +
                       llvm::Twine(a->size) + " bytes");
    return false;
  }
  a->footprint += bytes;
  return true;
}

void Machine::freeAllocation(Allocation *a) {
  if (!a->alive)
    return;
  a->alive = false;
  a->freeData();
  memoryInUse -= a->footprint;
}

void Machine::popAllocas(size_t mark) {
  while (allocas.size() > mark) {
    Allocation *a = allocas.back();
    allocas.pop_back();
    freeAllocation(a);
    releaseAlloc(a);
  }
}

void Machine::applyMoves(const Moves &mv, Slot *from, Slot *to) {
  if (!mv.overlapping) {
    for (uint32_t i = 0; i < mv.count; ++i)
      copySlot(to[mv.dst[i]], from[mv.src[i]], mv.boxed[i]);
    return;
  }
  llvm::SmallVector<Slot, 8> tmp(mv.count);
  for (uint32_t i = 0; i < mv.count; ++i) {
    tmp[i] = from[mv.src[i]];
    if (mv.boxed[i])
      retain(asBox(tmp[i]));
  }
  for (uint32_t i = 0; i < mv.count; ++i) {
    if (!mv.boxed[i]) {
      to[mv.dst[i]] = tmp[i];
      continue;
    }
    setBox(to[mv.dst[i]], asBox(tmp[i]));
    to[mv.dst[i]].poison = tmp[i].poison;
  }
}

/// Adds "called from" notes for the calls in progress.
static void addCallStack(Machine &m, InFlightDiagnostic &diag) {
  // The innermost calls, then a count of the rest: deep recursion must not
  // bury the error.
  constexpr unsigned kMaxNotes = 8;
  unsigned shown = 0, hidden = 0;
  for (size_t i = m.stack.size(); i-- > 0;) {
    const Instr *call = m.stack[i].call;
    if (!call)
      continue;
    if (shown == kMaxNotes) {
      ++hidden;
      continue;
    }
    diag.attachNote(call->op->getLoc()) << "called from here";
    ++shown;
  }
  if (hidden)
    diag.attachNote() << "and " << hidden << " more calls";
}

const Instr *Machine::raiseUB(const Instr *ip, const llvm::Twine &reason) {
  out.flush();
  failedRun = true;
  if (!ubOp) {
    ubOp = ip->op;
    ubReason = reason.str();
  }
  InFlightDiagnostic diag = ip->op->emitError();
  diag << "undefined behavior in '" << ip->op->getName().getStringRef()
       << "': " << reason.str();
  addCallStack(*this, diag);
  return nullptr;
}

const Instr *Machine::raiseError(const Instr *ip, const llvm::Twine &message) {
  raiseErrorAt(ip->op, message);
  return nullptr;
}

void Machine::raiseErrorAt(Operation *op, const llvm::Twine &message) {
  out.flush();
  failedRun = true;
  InFlightDiagnostic diag = op->emitError();
  diag << message.str();
  addCallStack(*this, diag);
}

LogicalResult Machine::call(Function *fn, llvm::ArrayRef<Slot> args,
                            llvm::SmallVectorImpl<Slot> &results) {
  Slot *frame = newFrame(nullptr, fn);
  if (!frame)
    return failure();
  for (size_t i = 0; i < fn->argSlots.size() && i < args.size(); ++i)
    copySlot(frame[fn->argSlots[i]], args[i], fn->argBoxed[i]);
  stack.push_back({fn, frame, nullptr, allocas.size()});
  fp = frame;
  const Instr *ip = code + fn->entry;
  uint64_t count = 0;
  if (options.maxSteps) {
    uint64_t limit = options.maxSteps;
    while (ip) {
      if (++count > limit) {
        steps += count;
        raiseError(ip, llvm::Twine("step limit reached (") +
                           llvm::Twine(limit) +
                           " executed ops; raise it with --max-steps)");
        return failure();
      }
      ip = ip->fn(*this, ip);
    }
  } else {
    while (ip) {
      ++count;
      ip = ip->fn(*this, ip);
    }
  }
  steps += count;
  if (failedRun)
    return failure();
  results.assign(scratch.begin(), scratch.end());
  return success();
}

//===----------------------------------------------------------------------===//
// Module translation
//===----------------------------------------------------------------------===//

/// Fills `alloc` from a global's initial value.
static void initializeGlobal(Allocation *alloc, Attribute value,
                             Type elementType) {
  auto dense = llvm::dyn_cast_or_null<DenseElementsAttr>(value);
  if (!dense || dense.getNumElements() == 0)
    return;
  ScalarInfo info = Compiler::getInfo(elementType);
  if (info.vector)
    return;
  Slot s;
  if (info.fltSem) {
    auto values = dense.getValues<llvm::APFloat>();
    for (int64_t i = 0; i < alloc->size; ++i) {
      writeFloat(s, values[dense.isSplat() ? 0 : i]);
      alloc->store(i, s);
    }
  } else {
    auto values = dense.getValues<llvm::APInt>();
    for (int64_t i = 0; i < alloc->size; ++i) {
      writeInt(s, values[dense.isSplat() ? 0 : i]);
      alloc->store(i, s);
    }
  }
  if (info.boxed)
    setBox(s, nullptr);
}

Interpreter::Interpreter(Operation *module, InterpreterOptions options)
    : module(module), options(options) {}

Interpreter::~Interpreter() = default;

LogicalResult Interpreter::initialize() {
  if (program)
    return success();
  auto prog = std::make_unique<Program>();
  prog->memoryLimit = options.maxMemory;
  if (module->getNumRegions() != 1 || module->getRegion(0).empty())
    return module->emitError() << "expected a module with a body";
  Block &top = module->getRegion(0).front();
  llvm::SmallVector<std::pair<Function *, Operation *>> bodies;
  for (Operation &op : top) {
    llvm::StringRef name = op.getName().getStringRef();
    if (name == "func.func" || name == "llvm.func") {
      auto sym =
          llvm::dyn_cast_or_null<StringAttr>(op.getInherentAttr("sym_name"));
      auto type =
          llvm::dyn_cast_or_null<TypeAttr>(op.getInherentAttr("function_type"));
      if (!sym || !type)
        return op.emitError() << "malformed func.func";
      auto fn = std::make_unique<Function>();
      fn->name = sym.getValue().str();
      fn->op = &op;
      if (auto fnType = llvm::dyn_cast<FunctionType>(type.getValue())) {
        fn->argTypes.assign(fnType.getInputs().begin(),
                            fnType.getInputs().end());
        fn->resultTypes.assign(fnType.getResults().begin(),
                               fnType.getResults().end());
      } else {
        // An llvm.func: a void result is no result.
        auto llvmType = llvm::cast<LLVM::LLVMFunctionType>(type.getValue());
        if (llvmType.isVarArg())
          return op.emitError()
                 << "the interpreter cannot run variadic functions";
        fn->argTypes.assign(llvmType.getParams().begin(),
                            llvmType.getParams().end());
        if (!llvm::isa<LLVM::LLVMVoidType>(llvmType.getReturnType()))
          fn->resultTypes.push_back(llvmType.getReturnType());
      }
      // A declaration without a body is an error only if it is called and
      // is not a native function.
      fn->external = op.getRegion(0).empty();
      prog->byName[fn->name] = fn.get();
      if (!fn->external)
        bodies.emplace_back(fn.get(), &op);
      prog->functions.push_back(std::move(fn));
      continue;
    }
    if (name == "memref.global") {
      auto sym =
          llvm::dyn_cast_or_null<StringAttr>(op.getInherentAttr("sym_name"));
      auto type = llvm::dyn_cast_or_null<TypeAttr>(op.getInherentAttr("type"));
      if (!sym || !type)
        return op.emitError() << "malformed memref.global";
      auto memrefType = llvm::dyn_cast<MemRefType>(type.getValue());
      if (!memrefType || !memrefType.hasStaticShape())
        return op.emitError()
               << "the interpreter needs a global of static shape";
      ScalarInfo elem = Compiler::getInfo(memrefType.getElementType());
      int64_t size = memrefType.getNumElements();
      uint64_t bytes = getAllocationBytes(size, elem);
      uint64_t held = prog->staticFootprint;
      if (!prog->reserveStatic(bytes))
        return op.emitError()
               << getMemoryLimitMessage("global '@" + sym.getValue() + "'",
                                        bytes, held, options.maxMemory);
      Allocation *alloc = Allocation::create(size, getStorage(elem),
                                             Allocation::Origin::Global);
      if (!alloc)
        return op.emitError()
               << "out of host memory for global '@" << sym.getValue() << "' ("
               << formatBytes(bytes) << ")";
      alloc->footprint = bytes;
      alloc->readOnly = bool(op.getInherentAttr("constant"));
      alloc->name = sym.getValue().str();
      initializeGlobal(alloc, op.getInherentAttr("initial_value"),
                       memrefType.getElementType());
      prog->globals[sym.getValue()] = {alloc, memrefType};
      continue;
    }
  }
  for (auto [fn, op] : bodies) {
    Compiler compiler(*prog, *fn);
    if (failed(compiler.compileFunction(op->getRegion(0))))
      return failure();
  }
  program = std::move(prog);
  return success();
}

Function *Interpreter::lookup(llvm::StringRef name, size_t numArgs) {
  if (failed(initialize()))
    return nullptr;
  auto it = program->byName.find(name);
  if (it == program->byName.end() || it->second->external) {
    emitError(module->getLoc())
        << "no function '@" << name << "' with a body to run";
    return nullptr;
  }
  Function *fn = it->second;
  if (numArgs != fn->argTypes.size()) {
    fn->op->emitError() << "'@" << name << "' takes " << fn->argTypes.size()
                        << " arguments, got " << numArgs;
    return nullptr;
  }
  return fn;
}

LogicalResult Interpreter::run(llvm::StringRef name,
                               llvm::ArrayRef<ScalarValue> args,
                               llvm::SmallVectorImpl<ScalarValue> &results) {
  Function *fn = lookup(name, args.size());
  if (!fn)
    return failure();
  llvm::SmallVector<Slot, 4> argSlots(args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    if (Compiler::isBoxed(fn->argTypes[i]) &&
        !llvm::isa<IntegerType, FloatType>(fn->argTypes[i]))
      return fn->op->emitError()
             << "the interpreter passes only scalars to an entry function";
    writeInt(argSlots[i], args[i].bits);
    argSlots[i].poison = args[i].poison;
  }
  Machine machine(*program, options);
  llvm::SmallVector<Slot, 4> out;
  LogicalResult result = machine.call(fn, argSlots, out);
  executedOps += machine.steps;
  for (size_t i = 0; i < argSlots.size(); ++i)
    if (Compiler::isBoxed(fn->argTypes[i]))
      setBox(argSlots[i], nullptr);
  if (failed(result))
    return failure();
  results.clear();
  for (size_t i = 0; i < out.size() && i < fn->resultTypes.size(); ++i) {
    Type type = fn->resultTypes[i];
    ScalarInfo info = Compiler::getInfo(type);
    if (info.vector || (!info.width && !info.fltSem)) {
      if (info.boxed)
        setBox(out[i], nullptr);
      results.push_back({type, llvm::APInt(1, 0), false});
      continue;
    }
    results.push_back({type, readInt(out[i], info.width), bool(out[i].poison)});
    if (info.boxed)
      setBox(out[i], nullptr);
  }
  return success();
}

bool Interpreter::canExecute(llvm::StringRef opName) {
  if (opName == "func.func" || opName == "llvm.func" ||
      opName == "memref.global" || opName == "llvm.mlir.global" ||
      opName == "builtin.module")
    return true;
  return getCompileTable().count(opName);
}

bool Interpreter::isNativeFunction(llvm::StringRef name) {
  return getNativeFunctions().count(name);
}
