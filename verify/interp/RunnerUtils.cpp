//===- RunnerUtils.cpp - The runner-utils functions, natively -------------===//
//
// Programs run under mlir-cpu-runner link the runner-utils libraries and
// call printF32, printMemrefF32 and friends, declared as external functions
// (`func.func private @printF32(f32)`). The interpreter provides the same
// functions and prints exactly what mlir-cpu-runner 19 prints, so one set of
// CHECK lines matches both: scalars in printf's `%g`/`%ld`/`%lu` formats,
// memrefs as `Unranked Memref base@ = 0x... rank = R offset = O sizes = [...]
// strides = [...] data = ` followed by the nested elements, each printed as
// the C type the library reads it as: i8 as a raw byte (a char), index as
// an unsigned 64-bit number, f16 and bf16 through float.
//
// A declaration must match the library's: the same types, and
// `llvm.emit_c_interface` exactly where the library exports only the C
// interface (`_mlir_ciface_printMemrefI8`), or the compiled program would
// not link; the call is an error otherwise.
//
// A poison value prints as `poison` (a compiled program would print
// whatever bits it happened to hold). So do the elements the library reads
// beyond an empty memref: it prints an empty dimension as if it had one
// element, reading memory that is not the memref's; where that lies in the
// allocation the interpreter prints what is there, elsewhere `poison`.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "verify/interp/Engine.h"
#include "verify/interp/RunnerFormat.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cstdio>
#include <cstring>

using namespace assay;
using namespace assay::interp;

namespace {

/// How one element is printed: as the C type the runner utils read it as.
enum class ElemKind {
  Char,
  I16,
  I32,
  I64,
  Index,
  F16,
  BF16,
  F32,
  F64,
  Vector4x4F32
};

/// Which printer of a memref: the unranked ones (`printMemrefF32`), the
/// ranked ones (`printMemref2dF32`, whose header says `Memref`), or the
/// shape ones (`printMemrefShapeF32`: the header alone).
enum class MemRefForm { Unranked, Ranked, Shape };

float bitsToFloat(uint64_t bits) {
  uint32_t b = uint32_t(bits);
  float f;
  std::memcpy(&f, &b, sizeof(f));
  return f;
}

double bitsToDouble(uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof(d));
  return d;
}

/// Prints a scalar slot (not a vector) as `kind`.
void printScalar(llvm::raw_ostream &os, const Slot &s, ElemKind kind) {
  if (s.poison) {
    os << "poison";
    return;
  }
  switch (kind) {
  case ElemKind::Char:
    os << char(s.bits);
    return;
  case ElemKind::I16:
    os << int64_t(int16_t(s.bits));
    return;
  case ElemKind::I32:
    os << int64_t(int32_t(s.bits));
    return;
  case ElemKind::I64:
    os << int64_t(s.bits);
    return;
  case ElemKind::Index:
    os << s.bits;
    return;
  case ElemKind::F16:
  case ElemKind::BF16: {
    llvm::APFloat f(kind == ElemKind::F16 ? llvm::APFloat::IEEEhalf()
                                          : llvm::APFloat::BFloat(),
                    llvm::APInt(16, s.bits & 0xffff));
    bool loses;
    f.convert(llvm::APFloat::IEEEsingle(),
              llvm::RoundingMode::NearestTiesToEven, &loses);
    runner::printG(os, f.convertToFloat());
    return;
  }
  case ElemKind::F32:
  case ElemKind::Vector4x4F32:
    runner::printG(os, bitsToFloat(s.bits));
    return;
  case ElemKind::F64:
    runner::printG(os, bitsToDouble(s.bits));
    return;
  }
}

/// Prints an element: a scalar, or a vector<4x4xf32> as the runner prints
/// one, `((a, b, c, d),   (e, f, g, h),   (i, j, k, l),  (m, n, o, p))`.
void printElement(llvm::raw_ostream &os, const Slot &s, ElemKind kind) {
  if (kind != ElemKind::Vector4x4F32)
    return printScalar(os, s, kind);
  auto *vec = static_cast<const VectorBox *>(asBox(s));
  if (s.poison || !vec) {
    os << "poison";
    return;
  }
  runner::printVector4x4(
      os, [&](int lane) { printScalar(os, vec->elems[lane], kind); });
}

/// Prints element `at` (counted in `box`'s elements) as `kind`, or `poison`
/// when it lies outside the allocation.
void printElementAt(llvm::raw_ostream &os, const MemRefBox &box, int64_t at,
                    ElemKind kind) {
  if (!elementInAllocation(box, at)) {
    os << "poison";
    return;
  }
  Slot s;
  readElement(box, at, s);
  printElement(os, s, kind);
  bool boxed = box.isByteView() ? box.elemInfo->boxed : box.alloc->isBoxed();
  if (boxed)
    setBox(s, nullptr);
}

/// The nested data of a memref, elements outside the allocation (which an
/// empty dimension reads) as `poison`.
void printData(llvm::raw_ostream &os, const MemRefBox &box, ElemKind kind) {
  runner::printMemRefData(
      os, box.getRank(), box.offset, box.sizes.data(), box.strides.data(),
      [&](int64_t at) { printElementAt(os, box, at, kind); });
}

void printMemRefHeader(llvm::raw_ostream &os, const MemRefBox &box,
                       MemRefForm form) {
  runner::printMemRefHeader(os, form != MemRefForm::Ranked, box.alloc->data,
                            box.getRank(), box.offset, box.sizes.data(),
                            box.strides.data());
}

template <ElemKind Kind, MemRefForm Form>
LogicalResult printMemref(Machine &m, const Instr *call,
                          llvm::ArrayRef<Slot> args,
                          llvm::MutableArrayRef<Slot>) {
  const Slot &s = args[0];
  auto *box = static_cast<MemRefBox *>(asBox(s));
  if (s.poison || !box) {
    m.raiseUB(call, "poison memref passed to a print function");
    return failure();
  }
  if (!box->alloc->alive) {
    m.raiseUB(call, "use after free (the memref was deallocated)");
    return failure();
  }
  llvm::raw_ostream &os = m.out;
  printMemRefHeader(os, *box, Form);
  if (Form == MemRefForm::Shape) {
    os << '\n';
    return success();
  }
  if (!elementsInAllocation(*box)) {
    m.raiseUB(call, "print of a memref that reaches outside its allocation");
    return failure();
  }
  os << " data = \n";
  printData(os, *box, Kind);
  os << '\n';
  return success();
}

/// Bytes an element of `kind` takes in memory.
unsigned getElemBytes(ElemKind kind) {
  switch (kind) {
  case ElemKind::Char:
    return 1;
  case ElemKind::I16:
  case ElemKind::F16:
  case ElemKind::BF16:
    return 2;
  case ElemKind::I32:
  case ElemKind::F32:
    return 4;
  default:
    return 8;
  }
}

/// The unranked printers over lowered code's memory: the descriptor
/// `{allocated, aligned, offset, sizes[rank], strides[rank]}` lies at
/// `descriptor` (an llvm pointer), as the lowering of memref passes it.
template <ElemKind Kind>
LogicalResult printLoweredMemref(Machine &m, const Instr *call, int64_t rank,
                                 const Slot &descriptor) {
  if (descriptor.poison || rank < 0) {
    m.raiseUB(call, "invalid memref descriptor passed to a print function");
    return failure();
  }
  llvm::SmallVector<uint64_t, 8> words(3 + 2 * rank);
  for (size_t i = 0; i < words.size(); ++i) {
    Slot w;
    if (!readLLVMMemory(m, call, descriptor.bits + 8 * i, 8, w))
      return failure();
    words[i] = w.bits;
  }
  uint64_t aligned = words[1];
  int64_t offset = int64_t(words[2]);
  llvm::SmallVector<int64_t, 4> sizes, strides;
  for (int64_t i = 0; i < rank; ++i) {
    sizes.push_back(int64_t(words[3 + i]));
    strides.push_back(int64_t(words[3 + rank + i]));
  }
  llvm::raw_ostream &os = m.out;
  runner::printMemRefHeader(os, true, reinterpret_cast<const void *>(aligned),
                            rank, offset, sizes.data(), strides.data());
  os << " data = \n";
  unsigned bytes = getElemBytes(Kind);
  runner::printMemRefData(
      os, rank, offset, sizes.data(), strides.data(), [&](int64_t at) {
        Slot s;
        if (!readLLVMMemory(m, nullptr, aligned + uint64_t(at) * bytes, bytes,
                            s))
          s.poison = 1;
        printScalar(os, s, Kind);
      });
  os << '\n';
  return success();
}

/// `printMemrefF32(i64 rank, ptr descriptor)`, as lowered code calls it.
template <ElemKind Kind>
LogicalResult printLoweredMemrefPlain(Machine &m, const Instr *call,
                                      llvm::ArrayRef<Slot> args,
                                      llvm::MutableArrayRef<Slot>) {
  if (args[0].poison) {
    m.raiseUB(call, "poison rank passed to a print function");
    return failure();
  }
  return printLoweredMemref<Kind>(m, call, int64_t(args[0].bits), args[1]);
}

/// `_mlir_ciface_printMemrefF32(ptr)`: the pointer is to `{i64 rank, ptr
/// descriptor}`.
template <ElemKind Kind>
LogicalResult printLoweredMemrefC(Machine &m, const Instr *call,
                                  llvm::ArrayRef<Slot> args,
                                  llvm::MutableArrayRef<Slot>) {
  Slot rank, descriptor;
  if (args[0].poison) {
    m.raiseUB(call, "poison pointer passed to a print function");
    return failure();
  }
  if (!readLLVMMemory(m, call, args[0].bits, 8, rank) ||
      !readLLVMMemory(m, call, args[0].bits + 8, 8, descriptor))
    return failure();
  return printLoweredMemref<Kind>(m, call, int64_t(rank.bits), descriptor);
}

template <ElemKind Kind>
LogicalResult printScalarArg(Machine &m, const Instr *,
                             llvm::ArrayRef<Slot> args,
                             llvm::MutableArrayRef<Slot>) {
  printScalar(m.out, args[0], Kind);
  return success();
}

template <char const *Text>
LogicalResult printText(Machine &m, const Instr *, llvm::ArrayRef<Slot>,
                        llvm::MutableArrayRef<Slot>) {
  m.out << Text;
  return success();
}

constexpr char kNewline[] = "\n";
constexpr char kComma[] = ", ";
constexpr char kOpen[] = "( ";
constexpr char kClose[] = " )";

LogicalResult printFlops(Machine &m, const Instr *, llvm::ArrayRef<Slot> args,
                         llvm::MutableArrayRef<Slot>) {
  m.out.flush();
  m.errOut << llvm::format("%lf GFLOPS\n", bitsToDouble(args[0].bits) / 1.0E9);
  return success();
}

LogicalResult rtclock(Machine &m, const Instr *, llvm::ArrayRef<Slot>,
                      llvm::MutableArrayRef<Slot> results) {
  double now = std::chrono::duration<double>(
                   std::chrono::system_clock::now().time_since_epoch())
                   .count();
  std::memcpy(&results[0].bits, &now, sizeof(now));
  results[0].poison = 0;
  return success();
}

LogicalResult nanoTime(Machine &m, const Instr *, llvm::ArrayRef<Slot>,
                       llvm::MutableArrayRef<Slot> results) {
  results[0].bits =
      uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                   std::chrono::high_resolution_clock::now().time_since_epoch())
                   .count());
  results[0].poison = 0;
  return success();
}

/// `type` as NativeFunction::type writes it.
void printNormalized(llvm::raw_ostream &os, Type type) {
  if (auto ranked = llvm::dyn_cast<MemRefType>(type)) {
    os << "memref<";
    for (int64_t i = 0; i < ranked.getRank(); ++i)
      os << "?x";
    os << ranked.getElementType() << '>';
    return;
  }
  if (auto unranked = llvm::dyn_cast<UnrankedMemRefType>(type)) {
    os << "memref<*x" << unranked.getElementType() << '>';
    return;
  }
  if (llvm::isa<IndexType>(type)) {
    os << "i64";
    return;
  }
  os << type;
}

/// The type of `fn`, with `print` writing each of its types.
template <class PrintFn>
std::string printFunctionType(const Function &fn, PrintFn print) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '(';
  llvm::interleaveComma(fn.argTypes, os, [&](Type t) { print(os, t); });
  os << ") -> ";
  if (fn.resultTypes.size() != 1)
    os << '(';
  llvm::interleaveComma(fn.resultTypes, os, [&](Type t) { print(os, t); });
  if (fn.resultTypes.size() != 1)
    os << ')';
  return text;
}

/// The memref printers as lowered code declares them, by C name.
const llvm::StringMap<NativeFunction> &getLoweredNativeFunctions() {
  static llvm::StringMap<NativeFunction> table = [] {
    llvm::StringMap<NativeFunction> t;
    using K = ElemKind;
    auto add = [&](llvm::StringRef suffix, NativeFn plain, NativeFn c) {
      t["printMemref" + suffix.str()] = {plain, "(i64, !llvm.ptr) -> ()", true,
                                         false};
      t["_mlir_ciface_printMemref" + suffix.str()] = {c, "(!llvm.ptr) -> ()",
                                                      true, false};
    };
    add("I8", printLoweredMemrefPlain<K::Char>, printLoweredMemrefC<K::Char>);
    add("I16", printLoweredMemrefPlain<K::I16>, printLoweredMemrefC<K::I16>);
    add("I32", printLoweredMemrefPlain<K::I32>, printLoweredMemrefC<K::I32>);
    add("I64", printLoweredMemrefPlain<K::I64>, printLoweredMemrefC<K::I64>);
    add("Ind", printLoweredMemrefPlain<K::Index>,
        printLoweredMemrefC<K::Index>);
    add("F16", printLoweredMemrefPlain<K::F16>, printLoweredMemrefC<K::F16>);
    add("BF16", printLoweredMemrefPlain<K::BF16>, printLoweredMemrefC<K::BF16>);
    add("F32", printLoweredMemrefPlain<K::F32>, printLoweredMemrefC<K::F32>);
    add("F64", printLoweredMemrefPlain<K::F64>, printLoweredMemrefC<K::F64>);
    return t;
  }();
  return table;
}

} // namespace

const NativeFunction *interp::resolveNative(Machine &m, const Instr *call,
                                            Function &fn) {
  // A declaration in the llvm dialect is lowered code calling the C
  // names: the memref printers take the lowered descriptor.
  if (fn.op->getName().getStringRef() == "llvm.func") {
    const auto &lowered = getLoweredNativeFunctions();
    auto low = lowered.find(fn.name);
    if (low != lowered.end()) {
      std::string declared = printFunctionType(fn, printNormalized);
      if (declared != low->second.type) {
        m.raiseError(call, llvm::Twine("'@") + fn.name + "' takes " +
                               low->second.type + ", but is declared as " +
                               declared);
        return nullptr;
      }
      fn.native = &low->second;
      return fn.native;
    }
  }
  const auto &natives = getNativeFunctions();
  auto it = natives.find(fn.name);
  if (it == natives.end()) {
    m.raiseError(call, llvm::Twine("call to external function '@") + fn.name +
                           "', which the interpreter does not provide");
    return nullptr;
  }
  const NativeFunction &native = it->second;
  bool cInterface = fn.op->hasAttr("llvm.emit_c_interface");
  if (cInterface && !native.cInterface) {
    m.raiseError(call, llvm::Twine("'@") + fn.name +
                           "' has no C interface in MLIR's runner utils: "
                           "declare it without llvm.emit_c_interface");
    return nullptr;
  }
  if (!cInterface && !native.plain) {
    m.raiseError(call, llvm::Twine("MLIR's runner utils provide '@") + fn.name +
                           "' only through its C interface: declare it with "
                           "attributes {llvm.emit_c_interface}");
    return nullptr;
  }
  std::string declared = printFunctionType(fn, printNormalized);
  if (declared != native.type) {
    std::string actual =
        printFunctionType(fn, [](llvm::raw_ostream &os, Type t) { os << t; });
    m.raiseError(call, llvm::Twine("'@") + fn.name + "' takes " + native.type +
                           ", but is declared as " + actual);
    return nullptr;
  }
  fn.native = &native;
  return fn.native;
}

const llvm::StringMap<NativeFunction> &interp::getNativeFunctions() {
  static llvm::StringMap<NativeFunction> table = [] {
    llvm::StringMap<NativeFunction> t;
    addLLVMNativeFunctions(t);
    // Exported under their own names only.
    auto plain = [&](llvm::StringRef name, NativeFn fn, const char *type) {
      t[name] = {fn, type, /*plain=*/true, /*cInterface=*/false};
    };
    // Exported under both names.
    auto both = [&](llvm::StringRef name, NativeFn fn, const char *type) {
      t[name] = {fn, type, /*plain=*/true, /*cInterface=*/true};
    };
    // Exported only as `_mlir_ciface_NAME`.
    auto cOnly = [&](llvm::StringRef name, NativeFn fn, const char *type) {
      t[name] = {fn, type, /*plain=*/false, /*cInterface=*/true};
    };
    using K = ElemKind;
    using F = MemRefForm;
    plain("printF32", printScalarArg<K::F32>, "(f32) -> ()");
    plain("printF64", printScalarArg<K::F64>, "(f64) -> ()");
    plain("printI64", printScalarArg<K::I64>, "(i64) -> ()");
    plain("printU64", printScalarArg<K::Index>, "(i64) -> ()");
    plain("printNewline", printText<kNewline>, "() -> ()");
    plain("printComma", printText<kComma>, "() -> ()");
    plain("printOpen", printText<kOpen>, "() -> ()");
    plain("printClose", printText<kClose>, "() -> ()");
    plain("printFlops", printFlops, "(f64) -> ()");
    plain("rtclock", rtclock, "() -> f64");
    cOnly("nanoTime", nanoTime, "() -> i64");
    // Unranked memrefs: the I32, I64, Ind, F32 and F64 printers are exported
    // under both names, the others through the C interface only.
    cOnly("printMemrefI8", printMemref<K::Char, F::Unranked>,
          "(memref<*xi8>) -> ()");
    cOnly("printMemrefI16", printMemref<K::I16, F::Unranked>,
          "(memref<*xi16>) -> ()");
    both("printMemrefI32", printMemref<K::I32, F::Unranked>,
         "(memref<*xi32>) -> ()");
    both("printMemrefI64", printMemref<K::I64, F::Unranked>,
         "(memref<*xi64>) -> ()");
    both("printMemrefInd", printMemref<K::Index, F::Unranked>,
         "(memref<*xindex>) -> ()");
    cOnly("printMemrefF16", printMemref<K::F16, F::Unranked>,
          "(memref<*xf16>) -> ()");
    cOnly("printMemrefBF16", printMemref<K::BF16, F::Unranked>,
          "(memref<*xbf16>) -> ()");
    both("printMemrefF32", printMemref<K::F32, F::Unranked>,
         "(memref<*xf32>) -> ()");
    both("printMemrefF64", printMemref<K::F64, F::Unranked>,
         "(memref<*xf64>) -> ()");
    // Their headers only.
    cOnly("printMemrefShapeI8", printMemref<K::Char, F::Shape>,
          "(memref<*xi8>) -> ()");
    cOnly("printMemrefShapeI32", printMemref<K::I32, F::Shape>,
          "(memref<*xi32>) -> ()");
    cOnly("printMemrefShapeI64", printMemref<K::I64, F::Shape>,
          "(memref<*xi64>) -> ()");
    cOnly("printMemrefShapeF32", printMemref<K::F32, F::Shape>,
          "(memref<*xf32>) -> ()");
    cOnly("printMemrefShapeF64", printMemref<K::F64, F::Shape>,
          "(memref<*xf64>) -> ()");
    cOnly("printMemrefShapeInd", printMemref<K::Index, F::Shape>,
          "(memref<*xindex>) -> ()");
    // Ranked memrefs of one rank each.
    cOnly("printMemref0dF32", printMemref<K::F32, F::Ranked>,
          "(memref<f32>) -> ()");
    cOnly("printMemref1dI8", printMemref<K::Char, F::Ranked>,
          "(memref<?xi8>) -> ()");
    cOnly("printMemref1dI32", printMemref<K::I32, F::Ranked>,
          "(memref<?xi32>) -> ()");
    cOnly("printMemref1dI64", printMemref<K::I64, F::Ranked>,
          "(memref<?xi64>) -> ()");
    cOnly("printMemref1dInd", printMemref<K::Index, F::Ranked>,
          "(memref<?xindex>) -> ()");
    cOnly("printMemref1dF32", printMemref<K::F32, F::Ranked>,
          "(memref<?xf32>) -> ()");
    cOnly("printMemref1dF64", printMemref<K::F64, F::Ranked>,
          "(memref<?xf64>) -> ()");
    cOnly("printMemref2dF32", printMemref<K::F32, F::Ranked>,
          "(memref<?x?xf32>) -> ()");
    cOnly("printMemref3dF32", printMemref<K::F32, F::Ranked>,
          "(memref<?x?x?xf32>) -> ()");
    cOnly("printMemref4dF32", printMemref<K::F32, F::Ranked>,
          "(memref<?x?x?x?xf32>) -> ()");
    cOnly("printMemrefVector4x4xf32", printMemref<K::Vector4x4F32, F::Ranked>,
          "(memref<?x?xvector<4x4xf32>>) -> ()");
    return t;
  }();
  return table;
}
