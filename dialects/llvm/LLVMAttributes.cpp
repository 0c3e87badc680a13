//===- LLVMAttributes.cpp - The attributes of the llvm dialect ------------===//
//
// Storage, keyword tables and syntax of the llvm dialect's enum and flag
// attributes. The keyword lists are the spellings MLIR 19 reads and writes.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMAttributes.h"

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Context.h"
#include "llvm/ADT/STLExtras.h"

using namespace assay;
using namespace assay::LLVM;

namespace assay::LLVM::detail {
/// One small integer: an enumerator or a set of flag bits.
struct EnumAttrStorage : public assay::detail::AttributeStorage {
  using KeyTy = uint32_t;
  explicit EnumAttrStorage(uint32_t value) : value(value) {}
  bool operator==(const KeyTy &key) const { return key == value; }
  static EnumAttrStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<EnumAttrStorage>()) EnumAttrStorage(key);
  }
  uint32_t value;
};
} // namespace assay::LLVM::detail

LinkageAttr LinkageAttr::get(Context *ctx, Linkage linkage) {
  return Base::get(ctx, uint32_t(linkage));
}
Linkage LinkageAttr::getLinkage() const { return Linkage(getImpl()->value); }
CConvAttr CConvAttr::get(Context *ctx, unsigned cconv) {
  return Base::get(ctx, uint32_t(cconv));
}
unsigned CConvAttr::getCallingConv() const { return getImpl()->value; }
TailCallKindAttr TailCallKindAttr::get(Context *ctx, TailCallKind kind) {
  return Base::get(ctx, uint32_t(kind));
}
TailCallKind TailCallKindAttr::getTailCallKind() const {
  return TailCallKind(getImpl()->value);
}
FastmathFlagsAttr FastmathFlagsAttr::get(Context *ctx, uint32_t flags) {
  return Base::get(ctx, flags);
}
uint32_t FastmathFlagsAttr::getValue() const { return getImpl()->value; }
IntegerOverflowFlagsAttr IntegerOverflowFlagsAttr::get(Context *ctx,
                                                       uint32_t flags) {
  return Base::get(ctx, flags);
}
uint32_t IntegerOverflowFlagsAttr::getValue() const { return getImpl()->value; }

UndefAttr UndefAttr::get(Context *ctx) { return Base::get(ctx, 0u); }
PoisonAttr PoisonAttr::get(Context *ctx) { return Base::get(ctx, 0u); }
ZeroAttr ZeroAttr::get(Context *ctx) { return Base::get(ctx, 0u); }

//===----------------------------------------------------------------------===//
// Keyword tables
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kLinkages[] = {
    "private", "internal",  "available_externally", "linkonce",     "weak",
    "common",  "appending", "extern_weak",          "linkonce_odr", "weak_odr",
    "external"};

static constexpr llvm::StringLiteral kCConvs[] = {"ccc",
                                                  "fastcc",
                                                  "coldcc",
                                                  "cc_10",
                                                  "cc_11",
                                                  "anyregcc",
                                                  "preserve_mostcc",
                                                  "preserve_allcc",
                                                  "swiftcc",
                                                  "cxx_fast_tlscc",
                                                  "tailcc",
                                                  "cfguard_checkcc",
                                                  "swifttailcc",
                                                  "x86_stdcallcc",
                                                  "x86_fastcallcc",
                                                  "arm_apcscc",
                                                  "arm_aapcscc",
                                                  "arm_aapcs_vfpcc",
                                                  "msp430_intrcc",
                                                  "x86_thiscallcc",
                                                  "ptx_kernelcc",
                                                  "ptx_devicecc",
                                                  "spir_funccc",
                                                  "spir_kernelcc",
                                                  "intel_ocl_bicc",
                                                  "x86_64_sysvcc",
                                                  "win64cc",
                                                  "x86_vectorcallcc",
                                                  "hhvmcc",
                                                  "hhvm_ccc",
                                                  "x86_intrcc",
                                                  "avr_intrcc",
                                                  "avr_builtincc",
                                                  "amdgpu_vscc",
                                                  "amdgpu_gscc",
                                                  "amdgpu_cscc",
                                                  "amdgpu_kernelcc",
                                                  "x86_regcallcc",
                                                  "amdgpu_hscc",
                                                  "msp430_builtincc",
                                                  "amdgpu_lscc",
                                                  "amdgpu_escc",
                                                  "aarch64_vectorcallcc",
                                                  "aarch64_sve_vectorcallcc",
                                                  "wasm_emscripten_invokecc",
                                                  "amdgpu_gfxcc",
                                                  "m68k_intrcc"};

static constexpr llvm::StringLiteral kTailCallKinds[] = {"none", "notail",
                                                         "musttail", "tail"};

static constexpr llvm::StringLiteral kICmpPredicates[] = {
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};

static constexpr llvm::StringLiteral kFCmpPredicates[] = {
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq",    "ugt", "uge", "ult", "ule", "une", "uno", "_true"};

static constexpr llvm::StringLiteral kVisibilities[] = {"", "hidden",
                                                        "protected"};

// 3 (consume) has no keyword.
static constexpr llvm::StringLiteral kAtomicOrderings[] = {
    "not_atomic", "unordered", "monotonic", "",
    "acquire",    "release",   "acq_rel",   "seq_cst"};

/// Flag keywords by bit, in print order.
static constexpr llvm::StringLiteral kFastmathFlags[] = {
    "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"};
static constexpr llvm::StringLiteral kOverflowFlags[] = {"nsw", "nuw"};

llvm::ArrayRef<llvm::StringLiteral> LLVM::getLinkageKeywords() {
  return kLinkages;
}
llvm::ArrayRef<llvm::StringLiteral> LLVM::getCConvKeywords() { return kCConvs; }
llvm::ArrayRef<llvm::StringLiteral> LLVM::getICmpPredicateKeywords() {
  return kICmpPredicates;
}
llvm::ArrayRef<llvm::StringLiteral> LLVM::getFCmpPredicateKeywords() {
  return kFCmpPredicates;
}
llvm::ArrayRef<llvm::StringLiteral> LLVM::getVisibilityKeywords() {
  return kVisibilities;
}
llvm::ArrayRef<llvm::StringLiteral> LLVM::getAtomicOrderingKeywords() {
  return kAtomicOrderings;
}

std::optional<unsigned>
LLVM::lookupKeyword(llvm::ArrayRef<llvm::StringLiteral> keywords,
                    llvm::StringRef keyword) {
  if (keyword.empty())
    return std::nullopt;
  const llvm::StringLiteral *it = llvm::find(keywords, keyword);
  if (it == keywords.end())
    return std::nullopt;
  return unsigned(it - keywords.begin());
}

//===----------------------------------------------------------------------===//
// Syntax
//===----------------------------------------------------------------------===//

/// Parses `<keyword>` from `keywords`; `what` names the enumeration in the
/// error.
static std::optional<unsigned>
parseEnumBody(DialectAsmParser &parser,
              llvm::ArrayRef<llvm::StringLiteral> keywords,
              llvm::StringRef what) {
  if (parser.parseLess())
    return std::nullopt;
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword))) {
    parser.emitError(loc, "expected keyword for " + what);
    return std::nullopt;
  }
  std::optional<unsigned> value = lookupKeyword(keywords, keyword);
  if (!value) {
    parser.emitError(loc, "invalid " + what + " specification: " + keyword);
    return std::nullopt;
  }
  if (parser.parseGreater())
    return std::nullopt;
  return value;
}

/// Parses `<flag, ...>` over the bit keywords `bits`, plus `none` and, when
/// `all` is not empty, that keyword for every bit.
static std::optional<uint32_t>
parseFlagsBody(AsmParser &parser, llvm::ArrayRef<llvm::StringLiteral> bits,
               llvm::StringRef all, llvm::StringRef what) {
  uint32_t flags = 0;
  if (parser.parseLess())
    return std::nullopt;
  auto parseOne = [&]() -> ParseResult {
    llvm::SMLoc loc = parser.getCurrentLocation();
    llvm::StringRef keyword;
    if (succeeded(parser.parseOptionalKeyword(&keyword))) {
      if (keyword == "none")
        return success();
      if (!all.empty() && keyword == all) {
        flags |= (1u << bits.size()) - 1;
        return success();
      }
      if (std::optional<unsigned> bit = lookupKeyword(bits, keyword)) {
        flags |= 1u << *bit;
        return success();
      }
    }
    std::string expected = "expected " + what.str() + " to be one of: none";
    for (llvm::StringRef b : bits)
      expected += ", " + b.str();
    if (!all.empty())
      expected += ", " + all.str();
    return parser.emitError(loc, expected);
  };
  if (parser.parseCommaSeparatedList(parseOne) || parser.parseGreater())
    return std::nullopt;
  return flags;
}

Attribute LLVM::parseLLVMAttribute(DialectAsmParser &parser) {
  Context *ctx = parser.getContext();
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return {};
  if (keyword == "linkage") {
    if (auto v = parseEnumBody(parser, kLinkages, "LLVM linkage types"))
      return LinkageAttr::get(ctx, Linkage(*v));
    return {};
  }
  if (keyword == "cconv") {
    if (auto v = parseEnumBody(parser, kCConvs, "Calling Conventions"))
      return CConvAttr::get(ctx, *v);
    return {};
  }
  if (keyword == "tailcallkind") {
    if (auto v = parseEnumBody(parser, kTailCallKinds, "Tail Call Kind"))
      return TailCallKindAttr::get(ctx, TailCallKind(*v));
    return {};
  }
  if (keyword == "fastmath") {
    if (auto v =
            parseFlagsBody(parser, kFastmathFlags, "fast", "fastmath flags"))
      return FastmathFlagsAttr::get(ctx, *v);
    return {};
  }
  if (keyword == "overflow") {
    if (auto v = parseFlagsBody(parser, kOverflowFlags, "", "overflow flags"))
      return IntegerOverflowFlagsAttr::get(ctx, *v);
    return {};
  }
  if (keyword == "undef")
    return UndefAttr::get(ctx);
  if (keyword == "poison")
    return PoisonAttr::get(ctx);
  if (keyword == "zero")
    return ZeroAttr::get(ctx);
  parser.emitError(loc) << "unknown attribute `" << keyword
                        << "` in dialect `llvm`";
  return {};
}

/// Prints the set bits of `flags` by their keywords, `none` when empty.
static void printFlags(llvm::raw_ostream &os, uint32_t flags,
                       llvm::ArrayRef<llvm::StringLiteral> bits,
                       llvm::StringRef all) {
  uint32_t allBits = (1u << bits.size()) - 1;
  if (flags == 0)
    return void(os << "none");
  if (!all.empty() && (flags & allBits) == allBits)
    return void(os << all);
  bool first = true;
  for (auto [index, keyword] : llvm::enumerate(bits)) {
    if (!(flags & (1u << index)))
      continue;
    if (!first)
      os << ", ";
    first = false;
    os << keyword;
  }
}

std::optional<uint32_t> LLVM::parseOverflowFlagsBody(AsmParser &parser) {
  return parseFlagsBody(parser, kOverflowFlags, "", "overflow flags");
}

void LLVM::printOverflowFlags(llvm::raw_ostream &os, uint32_t flags) {
  printFlags(os, flags, kOverflowFlags, "");
}

void LLVM::printLLVMAttribute(Attribute attr, DialectAsmPrinter &printer) {
  llvm::raw_ostream &os = printer.getStream();
  if (auto linkage = llvm::dyn_cast<LinkageAttr>(attr)) {
    os << "linkage<" << kLinkages[unsigned(linkage.getLinkage())] << '>';
    return;
  }
  if (auto cconv = llvm::dyn_cast<CConvAttr>(attr)) {
    os << "cconv<" << kCConvs[cconv.getCallingConv()] << '>';
    return;
  }
  if (auto kind = llvm::dyn_cast<TailCallKindAttr>(attr)) {
    os << "tailcallkind<" << kTailCallKinds[unsigned(kind.getTailCallKind())]
       << '>';
    return;
  }
  if (auto fmf = llvm::dyn_cast<FastmathFlagsAttr>(attr)) {
    os << "fastmath<";
    printFlags(os, fmf.getValue(), kFastmathFlags, "fast");
    return void(os << '>');
  }
  if (llvm::isa<UndefAttr>(attr))
    return void(os << "undef");
  if (llvm::isa<PoisonAttr>(attr))
    return void(os << "poison");
  if (llvm::isa<ZeroAttr>(attr))
    return void(os << "zero");
  auto overflow = llvm::cast<IntegerOverflowFlagsAttr>(attr);
  os << "overflow<";
  printFlags(os, overflow.getValue(), kOverflowFlags, "");
  os << '>';
}
