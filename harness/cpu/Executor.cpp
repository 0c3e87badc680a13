//===- Executor.cpp - Runs LLVM IR natively through ORC -------------------===//
//
// A module goes through: verification, retargeting to the host, a packed
// wrapper for each defined function, the new pass manager's default pipeline
// at the chosen level, then LLJIT, which compiles it at once so that
// unresolved symbols are reported by addModule rather than by a later call.
//
//===----------------------------------------------------------------------===//
#include "harness/cpu/Executor.h"

#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/ExecutionEngine/Orc/ObjectTransformLayer.h"
#include "llvm/ExecutionEngine/Orc/ThreadSafeModule.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include <cstring>
#include <dlfcn.h>
#include <mutex>

using namespace assay;
using namespace assay::cpu;

#ifndef ASSAY_RUNNER_UTILS_PATH
#define ASSAY_RUNNER_UTILS_PATH ""
#endif

/// The prefix of the wrapper the executor adds beside each function.
static constexpr llvm::StringLiteral kPackedPrefix = "__assay_packed_";

//===----------------------------------------------------------------------===//
// Scalars and descriptors
//===----------------------------------------------------------------------===//

ScalarType ScalarType::getInteger(unsigned width) {
  assert(width >= 1 && width <= 64 && "integers of 1 to 64 bits");
  return ScalarType(Kind::Integer, width);
}

std::string ScalarType::str() const {
  switch (kind) {
  case Kind::Void:
    return "void";
  case Kind::Integer:
    return "i" + std::to_string(width);
  case Kind::F32:
    return "float";
  case Kind::F64:
    return "double";
  case Kind::Pointer:
    return "ptr";
  }
  llvm_unreachable("unknown scalar kind");
}

Scalar Scalar::getInteger(unsigned width, uint64_t bits) {
  ScalarType type = ScalarType::getInteger(width);
  return Scalar(type, width == 64 ? bits : bits & ((uint64_t(1) << width) - 1));
}

Scalar Scalar::getF32(float v) {
  uint32_t bits;
  std::memcpy(&bits, &v, sizeof(v));
  return Scalar(ScalarType::getF32(), bits);
}

Scalar Scalar::getF64(double v) {
  uint64_t bits;
  std::memcpy(&bits, &v, sizeof(v));
  return Scalar(ScalarType::getF64(), bits);
}

Scalar Scalar::getPointer(const void *p) {
  return Scalar(ScalarType::getPointer(), uint64_t(uintptr_t(p)));
}

int64_t Scalar::getSExt() const {
  unsigned width = type.getWidth();
  if (width == 0 || width == 64)
    return int64_t(bits);
  return int64_t(bits << (64 - width)) >> (64 - width);
}

float Scalar::getF32() const {
  uint32_t low = uint32_t(bits);
  float v;
  std::memcpy(&v, &low, sizeof(v));
  return v;
}

double Scalar::getF64() const {
  double v;
  std::memcpy(&v, &bits, sizeof(v));
  return v;
}

void *Scalar::getPointer() const { return reinterpret_cast<void *>(bits); }

std::string Signature::str() const {
  std::string text = "(";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(args, os, [&](ScalarType t) { os << t.str(); });
  os << ") -> " << result.str();
  return text;
}

MemRefDescriptor
MemRefDescriptor::getContiguous(void *data, llvm::ArrayRef<int64_t> sizes) {
  MemRefDescriptor d;
  d.allocated = d.aligned = data;
  d.sizes.assign(sizes.begin(), sizes.end());
  d.strides.resize(sizes.size());
  int64_t stride = 1;
  for (size_t i = sizes.size(); i-- > 0;) {
    d.strides[i] = stride;
    stride *= sizes[i];
  }
  return d;
}

void MemRefDescriptor::appendExpanded(
    llvm::SmallVectorImpl<Scalar> &args) const {
  args.push_back(Scalar::getPointer(allocated));
  args.push_back(Scalar::getPointer(aligned));
  args.push_back(Scalar::getI64(offset));
  for (int64_t s : sizes)
    args.push_back(Scalar::getI64(s));
  for (int64_t s : strides)
    args.push_back(Scalar::getI64(s));
}

std::vector<int64_t> MemRefDescriptor::pack() const {
  static_assert(sizeof(void *) == sizeof(int64_t), "a 64-bit host");
  std::vector<int64_t> words;
  words.push_back(int64_t(uintptr_t(allocated)));
  words.push_back(int64_t(uintptr_t(aligned)));
  words.push_back(offset);
  words.insert(words.end(), sizes.begin(), sizes.end());
  words.insert(words.end(), strides.begin(), strides.end());
  return words;
}

MemRefDescriptor MemRefDescriptor::unpack(const int64_t *words, int64_t rank) {
  MemRefDescriptor d;
  d.allocated = reinterpret_cast<void *>(uintptr_t(words[0]));
  d.aligned = reinterpret_cast<void *>(uintptr_t(words[1]));
  d.offset = words[2];
  d.sizes.assign(words + 3, words + 3 + rank);
  d.strides.assign(words + 3 + rank, words + 3 + 2 * rank);
  return d;
}

//===----------------------------------------------------------------------===//
// Module preparation
//===----------------------------------------------------------------------===//

/// The scalar type of `type`, or nullopt when the executor cannot pass it.
static std::optional<ScalarType> getScalarType(llvm::Type *type) {
  if (type->isVoidTy())
    return ScalarType::getVoid();
  if (auto *integer = llvm::dyn_cast<llvm::IntegerType>(type)) {
    if (integer->getBitWidth() > 64)
      return std::nullopt;
    return ScalarType::getInteger(integer->getBitWidth());
  }
  if (type->isFloatTy())
    return ScalarType::getF32();
  if (type->isDoubleTy())
    return ScalarType::getF64();
  if (type->isPointerTy() && type->getPointerAddressSpace() == 0)
    return ScalarType::getPointer();
  return std::nullopt;
}

/// The signature of `fn`, or why it cannot be called.
static llvm::Expected<Signature> getSignatureOf(llvm::Function &fn) {
  Signature sig;
  llvm::FunctionType *type = fn.getFunctionType();
  if (type->isVarArg())
    return llvm::createStringError("it is variadic");
  for (auto [i, arg] : llvm::enumerate(type->params())) {
    std::optional<ScalarType> scalar = getScalarType(arg);
    if (!scalar || scalar->getKind() == ScalarType::Kind::Void) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "argument #" << i << " has type '" << *arg
         << "', which the executor cannot pass";
      return llvm::createStringError(text);
    }
    sig.args.push_back(*scalar);
  }
  std::optional<ScalarType> result = getScalarType(type->getReturnType());
  if (!result) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "its result has type '" << *type->getReturnType()
       << "', which the executor cannot return";
    return llvm::createStringError(text);
  }
  sig.result = *result;
  return sig;
}

/// Adds `wrapperName(ptr args)`: it loads argument i through
/// args[i] and stores the result through args[n]. Integers cross as 64-bit
/// slots (zero-extended on the way out), so no odd-width load or store
/// touches memory.
static void addPackedWrapper(llvm::Function &fn, const Signature &sig,
                             llvm::StringRef wrapperName) {
  llvm::Module &module = *fn.getParent();
  llvm::LLVMContext &ctx = module.getContext();
  llvm::Type *ptrType = llvm::PointerType::get(ctx, 0);
  llvm::Type *i64Type = llvm::Type::getInt64Ty(ctx);
  auto *wrapperType = llvm::FunctionType::get(llvm::Type::getVoidTy(ctx),
                                              {ptrType}, /*isVarArg=*/false);
  auto *wrapper = llvm::Function::Create(
      wrapperType, llvm::GlobalValue::ExternalLinkage, wrapperName, module);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", wrapper));
  llvm::Value *argArray = wrapper->getArg(0);
  auto slotPointer = [&](unsigned index) {
    llvm::Value *at = b.CreateConstGEP1_64(ptrType, argArray, index);
    return b.CreateLoad(ptrType, at);
  };
  llvm::SmallVector<llvm::Value *> args;
  for (auto [i, param] : llvm::enumerate(fn.getFunctionType()->params())) {
    llvm::Value *slot = slotPointer(i);
    if (param->isIntegerTy()) {
      llvm::Value *word = b.CreateLoad(i64Type, slot);
      args.push_back(b.CreateTrunc(word, param));
      continue;
    }
    args.push_back(b.CreateLoad(param, slot));
  }
  llvm::CallInst *call = b.CreateCall(&fn, args);
  call->setCallingConv(fn.getCallingConv());
  call->setAttributes(fn.getAttributes());
  if (sig.result.getKind() != ScalarType::Kind::Void) {
    llvm::Value *slot = slotPointer(sig.args.size());
    llvm::Value *result = call;
    if (result->getType()->isIntegerTy())
      result = b.CreateZExt(result, i64Type);
    b.CreateStore(result, slot);
  }
  b.CreateRetVoid();
}

/// Runs the default pipeline of `level` over `module`.
static void optimize(llvm::Module &module, llvm::TargetMachine &tm,
                     unsigned level) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb(&tm);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  static const llvm::OptimizationLevel levels[] = {
      llvm::OptimizationLevel::O0, llvm::OptimizationLevel::O1,
      llvm::OptimizationLevel::O2, llvm::OptimizationLevel::O3};
  llvm::ModulePassManager mpm =
      level == 0 ? pb.buildO0DefaultPipeline(levels[0])
                 : pb.buildPerModuleDefaultPipeline(levels[level]);
  mpm.run(module, mam);
}

static llvm::CodeGenOptLevel getCodeGenLevel(unsigned level) {
  switch (level) {
  case 0:
    return llvm::CodeGenOptLevel::None;
  case 1:
    return llvm::CodeGenOptLevel::Less;
  case 2:
    return llvm::CodeGenOptLevel::Default;
  default:
    return llvm::CodeGenOptLevel::Aggressive;
  }
}

//===----------------------------------------------------------------------===//
// Executor
//===----------------------------------------------------------------------===//

llvm::StringRef Executor::getDefaultRunnerUtilsPath() {
  return ASSAY_RUNNER_UTILS_PATH;
}

Executor::~Executor() {
  // The compiled code goes before the libraries it calls.
  jit.reset();
  for (void *handle : libraries)
    dlclose(handle);
}

llvm::Expected<std::unique_ptr<Executor>>
Executor::create(ExecutorOptions options) {
  if (options.optLevel > 3)
    return llvm::createStringError("optimisation level " +
                                   std::to_string(options.optLevel) +
                                   " is not one of 0, 1, 2, 3");
  static std::once_flag initTargets;
  std::call_once(initTargets, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });

  auto tmBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!tmBuilder)
    return tmBuilder.takeError();
  tmBuilder->setCodeGenOptLevel(getCodeGenLevel(options.optLevel));

  std::unique_ptr<Executor> executor(new Executor());
  auto jit = llvm::orc::LLJITBuilder()
                 .setJITTargetMachineBuilder(std::move(*tmBuilder))
                 .create();
  if (!jit)
    return jit.takeError();
  executor->jit = std::move(*jit);
  llvm::orc::LLJIT &lljit = *executor->jit;
  Executor *self = executor.get();
  lljit.getExecutionSession().setErrorReporter([self](llvm::Error error) {
    self->recordSessionError(std::move(error));
  });

  // Libraries by path first, then Assay's runner utils, then the process.
  llvm::orc::JITDylib &main = lljit.getMainJITDylib();
  char prefix = lljit.getDataLayout().getGlobalPrefix();
  std::vector<std::string> libraries = options.sharedLibs;
  if (options.linkRunnerUtils)
    libraries.push_back(options.runnerUtilsPath.empty()
                            ? getDefaultRunnerUtilsPath().str()
                            : options.runnerUtilsPath);
  for (const std::string &path : libraries) {
    if (!llvm::sys::fs::exists(path))
      return llvm::createStringError("shared library '" + path +
                                     "' does not exist");
    // Loaded locally, so that its symbols reach this executor only: a
    // later executor without the library does not resolve them through the
    // process.
    void *handle = dlopen(path.c_str(), RTLD_LAZY | RTLD_LOCAL);
    if (!handle)
      return llvm::createStringError("cannot load shared library '" + path +
                                     "': " + dlerror());
    executor->libraries.push_back(handle);
    main.addGenerator(
        std::make_unique<llvm::orc::DynamicLibrarySearchGenerator>(
            llvm::sys::DynamicLibrary(handle), prefix));
  }
  auto process =
      llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(prefix);
  if (!process)
    return process.takeError();
  main.addGenerator(std::move(*process));

  if (!options.objectFile.empty()) {
    std::string path = options.objectFile;
    lljit.getObjTransformLayer().setTransform(
        [path](std::unique_ptr<llvm::MemoryBuffer> object)
            -> llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> {
          std::error_code ec;
          llvm::raw_fd_ostream os(path, ec);
          if (ec)
            return llvm::createStringError("cannot write object file '" + path +
                                           "': " + ec.message());
          os << object->getBuffer();
          return object;
        });
  }
  executor->options = std::move(options);
  return executor;
}

llvm::Error Executor::addModule(llvm::StringRef irText,
                                llvm::StringRef bufferName) {
  auto context = std::make_unique<llvm::LLVMContext>();
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> module =
      llvm::parseIR(llvm::MemoryBufferRef(irText, bufferName), diag, *context);
  if (!module) {
    std::string text;
    llvm::raw_string_ostream os(text);
    diag.print(/*ProgName=*/nullptr, os, /*ShowColors=*/false);
    return llvm::createStringError(llvm::StringRef(text).rtrim());
  }
  return addModule(std::move(module), std::move(context));
}

llvm::Error Executor::addModule(std::unique_ptr<llvm::Module> owned,
                                std::unique_ptr<llvm::LLVMContext> context) {
  // Owned together from here, so that every way out destroys the module
  // before its context (the order of destroying parameters is the
  // compiler's).
  llvm::orc::ThreadSafeModule tsm(std::move(owned), std::move(context));
  llvm::Module *module = tsm.getModuleUnlocked();
  unresolved.clear();
  {
    std::string text;
    llvm::raw_string_ostream os(text);
    if (llvm::verifyModule(*module, &os))
      return llvm::createStringError("invalid module: " +
                                     llvm::StringRef(text).rtrim());
  }
  llvm::orc::LLJIT &lljit = *jit;
  module->setDataLayout(lljit.getDataLayout());
  module->setTargetTriple(lljit.getTargetTriple().str());

  // A function defined with external linkage by an earlier module cannot
  // be defined again; local ones can (the latest is the one `call` finds).
  for (llvm::Function &fn : *module) {
    if (fn.isDeclaration() || fn.hasLocalLinkage())
      continue;
    auto earlier = functions.find(fn.getName());
    if (earlier != functions.end() && !earlier->second.local)
      return llvm::createStringError("function '" + fn.getName().str() +
                                     "' is already defined by an earlier "
                                     "module");
  }

  // Wrappers for every function defined here that has a signature the
  // executor can pass; the others are recorded with the reason. Wrapper
  // names carry the module's number, so that local functions of the same
  // name in two modules each get their own.
  std::string wrapperPrefix =
      (kPackedPrefix + llvm::Twine(modulesAdded) + "_").str();
  llvm::StringMap<FunctionInfo> added;
  llvm::SmallVector<std::pair<llvm::Function *, std::string>> toWrap;
  for (llvm::Function &fn : *module) {
    if (fn.isDeclaration() || fn.hasAvailableExternallyLinkage() ||
        fn.getName().starts_with(kPackedPrefix))
      continue;
    FunctionInfo &info = added[fn.getName()];
    info.local = fn.hasLocalLinkage();
    llvm::Expected<Signature> sig = getSignatureOf(fn);
    if (!sig) {
      info.unsupported = llvm::toString(sig.takeError());
      continue;
    }
    info.signature = std::move(*sig);
    info.wrapper = wrapperPrefix + fn.getName().str();
    toWrap.emplace_back(&fn, info.wrapper);
  }
  for (auto &[fn, wrapper] : toWrap)
    addPackedWrapper(*fn, added[fn->getName()].signature, wrapper);

  auto tm = llvm::orc::JITTargetMachineBuilder(lljit.getTargetTriple())
                .setCodeGenOptLevel(getCodeGenLevel(options.optLevel))
                .createTargetMachine();
  if (!tm)
    return tm.takeError();
  optimize(*module, **tm, options.optLevel);

  // Compile now, so that unresolved symbols are this module's error and
  // not a later call's; a module that fails is taken out of the JIT again,
  // leaving the executor as it was.
  llvm::orc::ResourceTrackerSP tracker =
      lljit.getMainJITDylib().createResourceTracker();
  if (llvm::Error err = lljit.addIRModule(tracker, std::move(tsm)))
    return llvm::joinErrors(std::move(err), tracker->remove());
  ++modulesAdded;
  if (!toWrap.empty()) {
    llvm::Expected<void *> compiled = lookup(toWrap.front().second);
    if (!compiled)
      return llvm::joinErrors(compiled.takeError(), tracker->remove());
  }
  for (auto &entry : added)
    functions[entry.getKey()] = std::move(entry.getValue());
  return llvm::Error::success();
}

void Executor::recordSessionError(llvm::Error error) {
  llvm::handleAllErrors(
      std::move(error),
      [&](const llvm::orc::SymbolsNotFound &notFound) {
        for (const llvm::orc::SymbolStringPtr &name : notFound.getSymbols())
          unresolved.push_back((*name).str());
      },
      [&](const llvm::ErrorInfoBase &other) {
        if (!sessionErrors.empty())
          sessionErrors += "; ";
        sessionErrors += other.message();
      });
}

llvm::Expected<void *> Executor::lookup(llvm::StringRef name) {
  sessionErrors.clear();
  unresolved.clear();
  auto address = jit->lookup(name);
  if (address)
    return address->toPtr<void *>();
  // What went wrong while compiling is in the session's errors; the lookup
  // itself then only says that materialisation failed, naming the
  // executor's wrapper.
  llvm::Error lookupError = address.takeError();
  if (sessionErrors.empty() && unresolved.empty())
    recordSessionError(std::move(lookupError));
  else
    llvm::consumeError(std::move(lookupError));
  if (!unresolved.empty()) {
    std::string names;
    llvm::raw_string_ostream os(names);
    llvm::interleave(
        unresolved, os, [&](const std::string &n) { os << '\'' << n << '\''; },
        ", ");
    return llvm::createStringError((unresolved.size() == 1
                                        ? "unresolved symbol "
                                        : "unresolved symbols ") +
                                   names);
  }
  return llvm::createStringError(sessionErrors);
}

llvm::Expected<Signature> Executor::getSignature(llvm::StringRef name) const {
  auto it = functions.find(name);
  if (it == functions.end())
    return llvm::createStringError("no function '" + name.str() +
                                   "' is defined in the compiled modules");
  if (!it->second.unsupported.empty())
    return llvm::createStringError(
        "function '" + name.str() +
        "' cannot be called: " + it->second.unsupported);
  return it->second.signature;
}

llvm::Error Executor::callPacked(llvm::StringRef name,
                                 llvm::ArrayRef<void *> args) {
  auto it = functions.find(name);
  if (it == functions.end() || it->second.wrapper.empty())
    return getSignature(name).takeError();
  llvm::Expected<void *> wrapper = lookup(it->second.wrapper);
  if (!wrapper)
    return wrapper.takeError();
  auto *fn = reinterpret_cast<void (*)(void **)>(*wrapper);
  fn(const_cast<void **>(args.data()));
  return llvm::Error::success();
}

llvm::Expected<Scalar> Executor::call(llvm::StringRef name,
                                      llvm::ArrayRef<Scalar> args,
                                      std::optional<ScalarType> expected) {
  llvm::Expected<Signature> sig = getSignature(name);
  if (!sig)
    return sig.takeError();
  auto mismatch = [&](const llvm::Twine &what) {
    return llvm::createStringError("function '" + name.str() + "' has type " +
                                   sig->str() + ", " + what.str());
  };
  if (args.size() != sig->args.size())
    return mismatch("but is called with " + llvm::Twine(args.size()) +
                    " arguments");
  for (auto [i, arg] : llvm::enumerate(args))
    if (arg.getType() != sig->args[i])
      return mismatch("but argument #" + llvm::Twine(i) + " is " +
                      arg.getType().str());
  if (expected && *expected != sig->result)
    return mismatch("but a result of type " + expected->str() + " is expected");

  llvm::SmallVector<Scalar> values(args.begin(), args.end());
  Scalar result(sig->result, 0);
  llvm::SmallVector<void *> pointers;
  for (Scalar &value : values)
    pointers.push_back(value.getStorage());
  if (sig->result.getKind() != ScalarType::Kind::Void)
    pointers.push_back(result.getStorage());
  if (llvm::Error err = callPacked(name, pointers))
    return err;
  // The wrapper wrote a zero-extended integer or a float into the low
  // bytes; normalise what a narrower store left above them.
  switch (sig->result.getKind()) {
  case ScalarType::Kind::Integer:
    return Scalar::getInteger(sig->result.getWidth(), result.bits);
  case ScalarType::Kind::F32:
    return Scalar::getF32(result.getF32());
  default:
    return result;
  }
}
