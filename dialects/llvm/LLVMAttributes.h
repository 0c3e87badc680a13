//===- LLVMAttributes.h - The attributes of the llvm dialect ----*- C++ -*-===//
//
// The enum and flag attributes of the llvm dialect, as MLIR 19 writes them:
//   #llvm.linkage<internal>          LLVMLinkageAttr
//   #llvm.cconv<fastcc>              CConvAttr
//   #llvm.tailcallkind<musttail>     TailCallKindAttr
//   #llvm.fastmath<nnan, ninf>       FastmathFlagsAttr (`none`, `fast`)
//   #llvm.overflow<nsw, nuw>         IntegerOverflowFlagsAttr (`none`)
// Each holds one small integer. Enumerations keep their keyword's position
// in the tables of LLVMAttributes.cpp; flags are bit sets printed in bit
// order, with `fast` standing for all fastmath bits.
//
// Predicates (icmp/fcmp), visibility, unnamed_addr and atomic orderings are
// stored as i64 integer attributes, as MLIR 19 does; their keywords are
// here too.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_LLVM_LLVMATTRIBUTES_H
#define ASSAY_DIALECTS_LLVM_LLVMATTRIBUTES_H

#include "ir/Attributes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace assay {
class AsmParser;
class DialectAsmParser;
class DialectAsmPrinter;

namespace LLVM {
namespace detail {
struct EnumAttrStorage;
} // namespace detail

/// Linkage kinds, in the order of their keywords.
enum class Linkage : uint32_t {
  Private,
  Internal,
  AvailableExternally,
  Linkonce,
  Weak,
  Common,
  Appending,
  ExternWeak,
  LinkonceODR,
  WeakODR,
  External,
};

/// Tail-call markers of `llvm.call`.
enum class TailCallKind : uint32_t { None, NoTail, MustTail, Tail };

/// Fastmath flag bits.
enum FastmathFlags : uint32_t {
  FMFNone = 0,
  FMFnnan = 1,
  FMFninf = 2,
  FMFnsz = 4,
  FMFarcp = 8,
  FMFcontract = 16,
  FMFafn = 32,
  FMFreassoc = 64,
  FMFfast = 127,
};

/// Integer overflow flag bits.
enum IntegerOverflowFlags : uint32_t { OFNone = 0, OFnsw = 1, OFnuw = 2 };

/// `#llvm.linkage<...>`.
class LinkageAttr
    : public AttrBase<LinkageAttr, Attribute, detail::EnumAttrStorage> {
public:
  using Base::Base;
  static LinkageAttr get(Context *ctx, Linkage linkage);
  Linkage getLinkage() const;
};

/// `#llvm.cconv<...>`: the calling convention, as the index of its keyword
/// (0 is `ccc`).
class CConvAttr
    : public AttrBase<CConvAttr, Attribute, detail::EnumAttrStorage> {
public:
  using Base::Base;
  static CConvAttr get(Context *ctx, unsigned cconv);
  unsigned getCallingConv() const;
};

/// `#llvm.tailcallkind<...>`.
class TailCallKindAttr
    : public AttrBase<TailCallKindAttr, Attribute, detail::EnumAttrStorage> {
public:
  using Base::Base;
  static TailCallKindAttr get(Context *ctx, TailCallKind kind);
  TailCallKind getTailCallKind() const;
};

/// `#llvm.fastmath<...>`.
class FastmathFlagsAttr
    : public AttrBase<FastmathFlagsAttr, Attribute, detail::EnumAttrStorage> {
public:
  using Base::Base;
  static FastmathFlagsAttr get(Context *ctx, uint32_t flags);
  uint32_t getValue() const;
};

/// `#llvm.overflow<...>`.
class IntegerOverflowFlagsAttr
    : public AttrBase<IntegerOverflowFlagsAttr, Attribute,
                      detail::EnumAttrStorage> {
public:
  using Base::Base;
  static IntegerOverflowFlagsAttr get(Context *ctx, uint32_t flags);
  uint32_t getValue() const;
};

/// `#llvm.undef`, `#llvm.poison`, `#llvm.zero`: the values of
/// `llvm.mlir.undef`, `llvm.mlir.poison` and `llvm.mlir.zero`, which fold to
/// them.
class UndefAttr
    : public AttrBase<UndefAttr, Attribute, detail::EnumAttrStorage> {
public:
  using Base::Base;
  static UndefAttr get(Context *ctx);
};
class PoisonAttr
    : public AttrBase<PoisonAttr, Attribute, detail::EnumAttrStorage> {
public:
  using Base::Base;
  static PoisonAttr get(Context *ctx);
};
class ZeroAttr : public AttrBase<ZeroAttr, Attribute, detail::EnumAttrStorage> {
public:
  using Base::Base;
  static ZeroAttr get(Context *ctx);
};

/// The keywords of linkages, calling conventions, icmp and fcmp predicates,
/// visibilities and atomic orderings, indexed by their integer values.
llvm::ArrayRef<llvm::StringLiteral> getLinkageKeywords();
llvm::ArrayRef<llvm::StringLiteral> getCConvKeywords();
llvm::ArrayRef<llvm::StringLiteral> getICmpPredicateKeywords();
llvm::ArrayRef<llvm::StringLiteral> getFCmpPredicateKeywords();
llvm::ArrayRef<llvm::StringLiteral> getVisibilityKeywords();
llvm::ArrayRef<llvm::StringLiteral> getAtomicOrderingKeywords();

/// The index of `keyword` in `keywords`, if there.
std::optional<unsigned>
lookupKeyword(llvm::ArrayRef<llvm::StringLiteral> keywords,
              llvm::StringRef keyword);

/// Parses `<nsw, nuw>` (the part after `overflow`); none on error.
std::optional<uint32_t> parseOverflowFlagsBody(AsmParser &parser);
/// Prints overflow flags as inside `overflow<...>`.
void printOverflowFlags(llvm::raw_ostream &os, uint32_t flags);

/// Parses the body of an llvm attribute (what follows `#llvm.`).
Attribute parseLLVMAttribute(DialectAsmParser &parser);
/// Prints the body of an llvm attribute.
void printLLVMAttribute(Attribute attr, DialectAsmPrinter &printer);

} // namespace LLVM
} // namespace assay

#endif // ASSAY_DIALECTS_LLVM_LLVMATTRIBUTES_H
