//===- AttrTypePrinter.cpp - Prints types, attributes and locations
//--------===//
//
// The textual forms of the builtin types, attributes and locations, matched
// byte for byte against mlir-opt 19 (see test/unit/ir/AttrTypeRoundTripTest),
// plus the wrappers of dialect and opaque types and attributes, and the
// sub-element walk used by the alias collector.
//
//===----------------------------------------------------------------------===//
#include "ir/printer/AttrTypePrinter.h"

#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/Location.h"
#include "ir/parser/Lexer.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"

using namespace assay;

AliasPrinter::~AliasPrinter() = default;
AsmPrinter::~AsmPrinter() = default;
DialectAsmPrinter::~DialectAsmPrinter() = default;

//===----------------------------------------------------------------------===//
// AsmPrinter defaults
//===----------------------------------------------------------------------===//

void AsmPrinter::printKeywordOrString(llvm::StringRef keyword) {
  AttrTypePrinter::printKeywordOrString(keyword, getStream());
}
void AsmPrinter::printString(llvm::StringRef value) {
  AttrTypePrinter::printEscapedString(value, getStream());
}
void AsmPrinter::printSymbolName(llvm::StringRef name) {
  AttrTypePrinter::printSymbolReference(name, getStream());
}
void AsmPrinter::printFloat(const llvm::APFloat &value) {
  AttrTypePrinter::printFloatValue(value, getStream());
}
void AsmPrinter::printDimensionList(llvm::ArrayRef<int64_t> shape) {
  llvm::raw_ostream &os = getStream();
  llvm::interleave(
      shape, os,
      [&](int64_t dim) {
        if (ShapedType::isDynamic(dim))
          os << '?';
        else
          os << dim;
      },
      "x");
}

//===----------------------------------------------------------------------===//
// Stand-alone helpers
//===----------------------------------------------------------------------===//

uint64_t DistinctAttrNumbering::getID(DistinctAttr attr) {
  auto [it, inserted] = ids.try_emplace(attr.getAsOpaquePointer(), ids.size());
  return it->second;
}

namespace {
/// The bytes a quoted string prints as themselves: printable ASCII but the
/// quote and the backslash.
struct PlainStringBytes {
  bool plain[256] = {};
  constexpr PlainStringBytes() {
    for (int c = 0x20; c < 0x7F; ++c)
      plain[c] = c != '"' && c != '\\';
  }
};
constexpr PlainStringBytes plainStringBytes;
} // namespace

void AttrTypePrinter::printEscapedString(llvm::StringRef str,
                                         llvm::raw_ostream &os) {
  os << '"';
  const char *run = str.begin(), *end = str.end();
  for (const char *p = run; p != end; ++p) {
    unsigned char c = *p;
    if (plainStringBytes.plain[c])
      continue;
    // Characters that print as themselves go out a run at a time.
    os << llvm::StringRef(run, p - run);
    run = p + 1;
    if (c == '\\')
      os << "\\\\";
    else
      os << '\\' << llvm::hexdigit(c >> 4) << llvm::hexdigit(c & 0xF);
  }
  os << llvm::StringRef(run, end - run) << '"';
}

bool AttrTypePrinter::isBareIdentifier(llvm::StringRef name) {
  if (name.empty() || !(llvm::isAlpha(name[0]) || name[0] == '_'))
    return false;
  return llvm::all_of(name.drop_front(), [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.';
  });
}

void AttrTypePrinter::printKeywordOrString(llvm::StringRef keyword,
                                           llvm::raw_ostream &os) {
  if (isBareIdentifier(keyword))
    os << keyword;
  else
    printEscapedString(keyword, os);
}

void AttrTypePrinter::printSymbolReference(llvm::StringRef name,
                                           llvm::raw_ostream &os) {
  os << '@';
  printKeywordOrString(name, os);
}

/// Whether `text` reads back as `value`, as the parser reads it: float
/// literals go through a double first, so a type wider than double must
/// also survive that trip (mlir-opt-19 prints such values in decimal even
/// when its own parser would read them back as something else).
static bool readsBackExactly(llvm::StringRef text, const llvm::APFloat &value) {
  const llvm::fltSemantics &semantics = value.getSemantics();
  llvm::APFloat reread(semantics);
  auto status =
      reread.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
  if (!status) {
    llvm::consumeError(status.takeError());
    return false;
  }
  if (!reread.bitwiseIsEqual(value))
    return false;
  if (llvm::APFloat::getSizeInBits(semantics) <= 64)
    return true;
  llvm::APFloat viaDouble(llvm::APFloat::IEEEdouble());
  auto doubleStatus =
      viaDouble.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
  if (!doubleStatus) {
    llvm::consumeError(doubleStatus.takeError());
    return false;
  }
  bool losesInfo = false;
  viaDouble.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return viaDouble.bitwiseIsEqual(value);
}

/// The decimal form of a finite float that reads back exactly, or an empty
/// string when only the bits will do.
static void formatFiniteFloat(const llvm::APFloat &value,
                              llvm::SmallVectorImpl<char> &text) {
  // Prefer six digits after the point in scientific notation, when that
  // reads back to the same bits.
  value.toString(text, /*FormatPrecision=*/6, /*FormatMaxPadding=*/0,
                 /*TruncateZero=*/false);
  if (readsBackExactly(llvm::StringRef(text.data(), text.size()), value))
    return;
  // Otherwise the full decimal form, if it still reads as that float.
  text.clear();
  value.toString(text);
  llvm::StringRef full(text.data(), text.size());
  if (full.contains('.') && readsBackExactly(full, value))
    return;
  text.clear();
}

namespace {
/// The last decimal forms worked out, per thread: formatting and checking a
/// float costs hundreds of multiword operations, and programs repeat their
/// float constants. Direct-mapped on the bits of floats of up to 64 bits.
struct FloatTextCache {
  struct Entry {
    const llvm::fltSemantics *semantics = nullptr;
    uint64_t bits = 0;
    llvm::SmallString<24> text;
  };
  static constexpr unsigned kEntries = 512;
  Entry entries[kEntries];
};
} // namespace

void AttrTypePrinter::printFloatValue(const llvm::APFloat &value,
                                      llvm::raw_ostream &os, bool *printedHex) {
  if (printedHex)
    *printedHex = false;
  if (value.isFinite()) {
    const llvm::fltSemantics &semantics = value.getSemantics();
    if (llvm::APFloat::getSizeInBits(semantics) <= 64) {
      thread_local FloatTextCache cache;
      uint64_t bits = value.bitcastToAPInt().getZExtValue();
      FloatTextCache::Entry &entry =
          cache.entries[llvm::hash_combine(&semantics, bits) %
                        FloatTextCache::kEntries];
      if (entry.semantics != &semantics || entry.bits != bits) {
        entry.text.clear();
        formatFiniteFloat(value, entry.text);
        entry.semantics = &semantics;
        entry.bits = bits;
      }
      if (!entry.text.empty()) {
        os << entry.text;
        return;
      }
    } else {
      llvm::SmallString<128> text;
      formatFiniteFloat(value, text);
      if (!text.empty()) {
        os << text;
        return;
      }
    }
  }
  // Special values and the rest: the bits, sign included.
  if (printedHex)
    *printedHex = true;
  llvm::SmallString<32> hex;
  value.bitcastToAPInt().toString(hex, /*Radix=*/16, /*Signed=*/false,
                                  /*formatAsCLiteral=*/true);
  os << hex;
}

/// Whether `body` reads back whole from `ns<body>`.
static bool isAngleDialectBody(llvm::StringRef body) {
  std::string text = ("<" + body + ">").str();
  DialectBodyScan scan = scanDialectSymbolBody(text);
  return scan.status == DialectBodyScan::Status::Balanced &&
         scan.length == text.size();
}

/// Whether `body` prints after `ns.`: an identifier of `[a-zA-Z0-9._]`
/// starting with a letter, optionally followed by `<...>`. Unlike mlir-opt,
/// a body whose brackets close before its end (`x<a>b<c>`) keeps the
/// `ns<...>` form, since the pretty form would not parse back.
static bool isPrettyDialectBody(llvm::StringRef body) {
  if (body.empty() || !llvm::isAlpha(body.front()))
    return false;
  size_t i = 1;
  while (i < body.size() &&
         (llvm::isAlnum(body[i]) || body[i] == '.' || body[i] == '_'))
    ++i;
  if (i == body.size())
    return true;
  if (body[i] != '<')
    return false;
  DialectBodyScan scan = scanDialectSymbolBody(body.drop_front(i));
  return scan.status == DialectBodyScan::Status::Balanced &&
         i + scan.length == body.size();
}

void AttrTypePrinter::printDialectSymbol(llvm::raw_ostream &os,
                                         llvm::StringRef sigil,
                                         llvm::StringRef dialectNamespace,
                                         llvm::StringRef body) {
  os << sigil << dialectNamespace;
  // Unlike mlir-opt, a body that `ns<body>` would not read back, such as one
  // ending in `-` (`<->` holds an arrow, not a closing bracket), prints
  // after `ns.` when it is all identifier characters: `!ns.-` is one token.
  if (isPrettyDialectBody(body) ||
      (!isAngleDialectBody(body) && isSuffixIdentifier(body))) {
    os << '.' << body;
    return;
  }
  os << '<' << body << '>';
}

//===----------------------------------------------------------------------===//
// AttrTypePrinter
//===----------------------------------------------------------------------===//

AttrTypePrinter::AttrTypePrinter(llvm::raw_ostream &os, OpPrintingFlags flags,
                                 AliasPrinter *aliases,
                                 DistinctAttrNumbering *numbering)
    : os(os), flags(flags), aliases(aliases),
      numbering(numbering ? numbering : &ownNumbering) {}

bool AttrTypePrinter::printAlias(Attribute attr) {
  return aliases && aliases->printAlias(attr, os);
}
bool AttrTypePrinter::printAlias(Type type) {
  return aliases && aliases->printAlias(type, os);
}

uint64_t AttrTypePrinter::getDistinctID(DistinctAttr attr) {
  return numbering->getID(attr);
}

void AttrTypePrinter::printDimensionList(llvm::ArrayRef<int64_t> shape) {
  llvm::interleave(
      shape, os,
      [&](int64_t dim) {
        if (ShapedType::isDynamic(dim))
          os << '?';
        else if (dim >= 0)
          writeDecimal(os, dim);
        else
          os << dim;
      },
      "x");
}

//===--- Types -----------------------------------------------------------===//

void AttrTypePrinter::printType(Type type) {
  if (!type) {
    os << "<<NULL TYPE>>";
    return;
  }
  if (printAlias(type))
    return;
  printTypeImpl(type);
}

/// Prints `4x?x` for a ranked shape (each dimension followed by `x`).
static void printShapePrefix(llvm::raw_ostream &os,
                             llvm::ArrayRef<int64_t> shape) {
  for (int64_t dim : shape) {
    if (ShapedType::isDynamic(dim))
      os << '?';
    else if (dim >= 0)
      writeDecimal(os, dim);
    else
      os << dim;
    os << 'x';
  }
}

void AttrTypePrinter::printTypeImpl(Type type) {
  if (auto t = llvm::dyn_cast<IntegerType>(type)) {
    if (t.isSigned())
      os << 's';
    else if (t.isUnsigned())
      os << 'u';
    os << 'i';
    writeDecimal(os, t.getWidth());
    return;
  }
  if (auto t = llvm::dyn_cast<FloatType>(type)) {
    os << t.getKeyword();
    return;
  }
  if (llvm::isa<IndexType>(type)) {
    os << "index";
    return;
  }
  if (llvm::isa<NoneType>(type)) {
    os << "none";
    return;
  }
  if (auto t = llvm::dyn_cast<ComplexType>(type)) {
    os << "complex<";
    printType(t.getElementType());
    os << '>';
    return;
  }
  if (auto t = llvm::dyn_cast<TupleType>(type)) {
    os << "tuple<";
    llvm::interleaveComma(t.getTypes(), os, [&](Type e) { printType(e); });
    os << '>';
    return;
  }
  if (auto t = llvm::dyn_cast<FunctionType>(type)) {
    os << '(';
    llvm::interleaveComma(t.getInputs(), os, [&](Type e) { printType(e); });
    os << ") -> ";
    llvm::ArrayRef<Type> results = t.getResults();
    if (results.size() == 1 && !llvm::isa<FunctionType>(results[0])) {
      printType(results[0]);
      return;
    }
    os << '(';
    llvm::interleaveComma(results, os, [&](Type e) { printType(e); });
    os << ')';
    return;
  }
  if (auto t = llvm::dyn_cast<VectorType>(type)) {
    os << "vector<";
    llvm::ArrayRef<bool> scalable = t.getScalableDims();
    for (size_t i = 0, e = t.getShape().size(); i < e; ++i) {
      if (scalable[i])
        os << '[' << t.getShape()[i] << ']';
      else
        os << t.getShape()[i];
      os << 'x';
    }
    printType(t.getElementType());
    os << '>';
    return;
  }
  if (auto t = llvm::dyn_cast<RankedTensorType>(type)) {
    os << "tensor<";
    printShapePrefix(os, t.getShape());
    printType(t.getElementType());
    if (Attribute encoding = t.getEncoding()) {
      os << ", ";
      printAttribute(encoding);
    }
    os << '>';
    return;
  }
  if (auto t = llvm::dyn_cast<UnrankedTensorType>(type)) {
    os << "tensor<*x";
    printType(t.getElementType());
    os << '>';
    return;
  }
  if (auto t = llvm::dyn_cast<MemRefType>(type)) {
    os << "memref<";
    printShapePrefix(os, t.getShape());
    printType(t.getElementType());
    if (Attribute layout = t.getLayout()) {
      os << ", ";
      printAttribute(layout, AttrTypeElision::May);
    }
    if (Attribute space = t.getMemorySpace()) {
      os << ", ";
      printAttribute(space, AttrTypeElision::May);
    }
    os << '>';
    return;
  }
  if (auto t = llvm::dyn_cast<UnrankedMemRefType>(type)) {
    os << "memref<*x";
    printType(t.getElementType());
    if (Attribute space = t.getMemorySpace()) {
      os << ", ";
      printAttribute(space, AttrTypeElision::May);
    }
    os << '>';
    return;
  }
  if (auto t = llvm::dyn_cast<OpaqueType>(type)) {
    printDialectSymbol(os, "!", t.getDialectNamespace().getValue(),
                       t.getTypeData());
    return;
  }
  printDialectType(type);
}

void AttrTypePrinter::printDialectType(Type type) {
  Dialect *dialect = type.getImpl()->getDialect();
  if (!dialect) {
    os << "<<UNKNOWN TYPE>>";
    return;
  }
  std::string body;
  {
    llvm::raw_string_ostream bodyOS(body);
    AttrTypePrinter nested(bodyOS, flags, aliases, numbering);
    DialectAsmPrinterImpl printer(nested);
    dialect->printType(type, printer);
  }
  printDialectSymbol(os, "!", dialect->getNamespace(), body);
}

//===--- Attributes ------------------------------------------------------===//

void AttrTypePrinter::printAttribute(Attribute attr, AttrTypeElision elision) {
  if (!attr) {
    os << "<<NULL ATTRIBUTE>>";
    return;
  }
  if (printAlias(attr))
    return;
  printAttributeImpl(attr, elision);
}

void AttrTypePrinter::printNamedAttribute(NamedAttribute attr) {
  printKeywordOrString(attr.getNameStr(), os);
  if (llvm::isa<UnitAttr>(attr.getValue()))
    return;
  os << " = ";
  printAttribute(attr.getValue());
}

void AttrTypePrinter::printAttrDict(llvm::ArrayRef<NamedAttribute> attrs,
                                    llvm::ArrayRef<llvm::StringRef> elided) {
  auto isShown = [&](const NamedAttribute &a) {
    return !llvm::is_contained(elided, a.getNameStr());
  };
  if (llvm::none_of(attrs, isShown))
    return;
  os << '{';
  llvm::interleaveComma(
      llvm::make_filter_range(attrs, isShown), os,
      [&](const NamedAttribute &a) { printNamedAttribute(a); });
  os << '}';
}

void AttrTypePrinter::printAttributeImpl(Attribute attr,
                                         AttrTypeElision elision) {
  // Whether `type` is left out: always under Must, and under May for the
  // types a bare literal defaults to.
  auto elideType = [&](Type type, Type defaultType) {
    return elision == AttrTypeElision::Must ||
           (elision == AttrTypeElision::May && type == defaultType);
  };

  if (auto a = llvm::dyn_cast<IntegerAttr>(attr)) {
    Type type = a.getType();
    if (type.isSignlessInteger(1)) {
      os << (a.getValue().getBoolValue() ? "true" : "false");
      return;
    }
    auto intType = llvm::dyn_cast<IntegerType>(type);
    a.getValue().print(os, /*isSigned=*/!(intType && intType.isUnsigned()));
    if (!elideType(type, IntegerType::get(type.getContext(), 64))) {
      os << " : ";
      printType(type);
    }
    return;
  }
  if (auto a = llvm::dyn_cast<FloatAttr>(attr)) {
    bool printedHex = false;
    printFloatValue(a.getValue(), os, &printedHex);
    Type type = a.getType();
    // A hex literal needs its type to read back as a float.
    if (printedHex || !elideType(type, FloatType::getF64(type.getContext()))) {
      if (printedHex && elision == AttrTypeElision::Must)
        return;
      os << " : ";
      printType(type);
    }
    return;
  }
  if (auto a = llvm::dyn_cast<StringAttr>(attr)) {
    printEscapedString(a.getValue(), os);
    if (!a.isPlain() && elision != AttrTypeElision::Must) {
      os << " : ";
      printType(a.getType());
    }
    return;
  }
  if (llvm::isa<UnitAttr>(attr)) {
    os << "unit";
    return;
  }
  if (auto a = llvm::dyn_cast<ArrayAttr>(attr)) {
    os << '[';
    llvm::interleaveComma(a.getValue(), os, [&](Attribute e) {
      printAttribute(e, AttrTypeElision::May);
    });
    os << ']';
    return;
  }
  if (auto a = llvm::dyn_cast<DictionaryAttr>(attr)) {
    os << '{';
    llvm::interleaveComma(a.getValue(), os, [&](const NamedAttribute &e) {
      printNamedAttribute(e);
    });
    os << '}';
    return;
  }
  if (auto a = llvm::dyn_cast<TypeAttr>(attr)) {
    printType(a.getValue());
    return;
  }
  if (auto a = llvm::dyn_cast<SymbolRefAttr>(attr)) {
    printSymbolReference(a.getRootReference().getValue(), os);
    for (FlatSymbolRefAttr nested : a.getNestedReferences()) {
      os << "::";
      printSymbolReference(nested.getValue(), os);
    }
    return;
  }
  if (auto a = llvm::dyn_cast<OpaqueAttr>(attr)) {
    printDialectSymbol(os, "#", a.getDialectNamespace().getValue(),
                       a.getAttrData());
    Type type = a.getType();
    if (type && !llvm::isa<NoneType>(type) &&
        elision != AttrTypeElision::Must) {
      os << " : ";
      printType(type);
    }
    return;
  }
  if (auto a = llvm::dyn_cast<DistinctAttr>(attr)) {
    os << "distinct[" << getDistinctID(a) << "]<";
    if (!llvm::isa<UnitAttr>(a.getReferencedAttr()))
      printAttribute(a.getReferencedAttr());
    os << '>';
    return;
  }
  if (auto loc = llvm::dyn_cast<LocationAttr>(attr)) {
    printLocation(loc, /*allowAlias=*/false);
    return;
  }
  if (auto a = llvm::dyn_cast<AffineMapAttr>(attr)) {
    printAffineMapAttr(*this, a);
    return;
  }
  if (auto a = llvm::dyn_cast<IntegerSetAttr>(attr)) {
    printIntegerSetAttr(*this, a);
    return;
  }
  if (auto a = llvm::dyn_cast<StridedLayoutAttr>(attr)) {
    printStridedLayoutAttr(*this, a);
    return;
  }
  if (printElementsAttr(*this, attr, elision))
    return;
  printDialectAttribute(attr);
}

void AttrTypePrinter::printDialectAttribute(Attribute attr) {
  Dialect *dialect = attr.getImpl()->getDialect();
  if (!dialect) {
    os << "<<UNKNOWN ATTRIBUTE>>";
    return;
  }
  std::string body;
  {
    llvm::raw_string_ostream bodyOS(body);
    AttrTypePrinter nested(bodyOS, flags, aliases, numbering);
    DialectAsmPrinterImpl printer(nested);
    dialect->printAttribute(attr, printer);
  }
  printDialectSymbol(os, "#", dialect->getNamespace(), body);
}

//===--- Locations -------------------------------------------------------===//

void AttrTypePrinter::printLocation(LocationAttr loc, bool allowAlias) {
  if (allowAlias && printAlias(loc))
    return;
  os << "loc(";
  printLocationInstance(loc);
  os << ')';
}

void AttrTypePrinter::printLocationInstance(LocationAttr loc) {
  // Nested locations inside `loc(...)` print without the `loc` keyword;
  // an alias may stand for any of them.
  auto printNested = [&](LocationAttr nested) {
    if (printAlias(nested))
      return;
    printLocationInstance(nested);
  };
  if (llvm::isa<UnknownLoc>(loc)) {
    os << "unknown";
    return;
  }
  if (auto l = llvm::dyn_cast<FileLineColLoc>(loc)) {
    printEscapedString(l.getFilename().getValue(), os);
    os << ':' << l.getLine() << ':' << l.getColumn();
    return;
  }
  if (auto l = llvm::dyn_cast<NameLoc>(loc)) {
    printEscapedString(l.getName().getValue(), os);
    LocationAttr child = l.getChildLoc();
    if (!llvm::isa<UnknownLoc>(child)) {
      os << '(';
      printNested(child);
      os << ')';
    }
    return;
  }
  if (auto l = llvm::dyn_cast<CallSiteLoc>(loc)) {
    os << "callsite(";
    printNested(l.getCallee());
    os << " at ";
    printNested(l.getCaller());
    os << ')';
    return;
  }
  if (auto l = llvm::dyn_cast<FusedLoc>(loc)) {
    os << "fused";
    if (Attribute metadata = l.getMetadata()) {
      os << '<';
      printAttribute(metadata);
      os << '>';
    }
    os << '[';
    llvm::interleaveComma(l.getLocations(), os,
                          [&](Location inner) { printNested(inner); });
    os << ']';
    return;
  }
  if (auto l = llvm::dyn_cast<OpaqueLoc>(loc)) {
    printNested(l.getFallbackLocation());
    return;
  }
  os << "<<UNKNOWN LOCATION>>";
}

//===----------------------------------------------------------------------===//
// Type::print, Attribute::print
//===----------------------------------------------------------------------===//

void Type::print(llvm::raw_ostream &os) const {
  AttrTypePrinter(os).printType(*this);
}
void Type::dump() const {
  print(llvm::errs());
  llvm::errs() << '\n';
}
void Attribute::print(llvm::raw_ostream &os) const {
  AttrTypePrinter(os).printAttribute(*this);
}
void Attribute::dump() const {
  print(llvm::errs());
  llvm::errs() << '\n';
}

//===----------------------------------------------------------------------===//
// Sub-elements
//===----------------------------------------------------------------------===//

void assay::walkImmediateSubElements(
    Attribute attr, llvm::function_ref<void(Attribute)> walkAttr,
    llvm::function_ref<void(Type)> walkType) {
  if (auto a = llvm::dyn_cast<IntegerAttr>(attr))
    return walkType(a.getType());
  if (auto a = llvm::dyn_cast<FloatAttr>(attr))
    return walkType(a.getType());
  if (auto a = llvm::dyn_cast<StringAttr>(attr)) {
    // The none type of a plain string is not printed.
    if (!a.isPlain())
      walkType(a.getType());
    return;
  }
  if (auto a = llvm::dyn_cast<ArrayAttr>(attr)) {
    for (Attribute e : a.getValue())
      walkAttr(e);
    return;
  }
  if (auto a = llvm::dyn_cast<DictionaryAttr>(attr)) {
    for (const NamedAttribute &e : a.getValue()) {
      walkAttr(e.getName());
      walkAttr(e.getValue());
    }
    return;
  }
  if (auto a = llvm::dyn_cast<TypeAttr>(attr))
    return walkType(a.getValue());
  if (auto a = llvm::dyn_cast<SymbolRefAttr>(attr)) {
    walkAttr(a.getRootReference());
    for (FlatSymbolRefAttr nested : a.getNestedReferences())
      walkAttr(nested);
    return;
  }
  if (auto a = llvm::dyn_cast<OpaqueAttr>(attr)) {
    walkAttr(a.getDialectNamespace());
    if (a.getType())
      walkType(a.getType());
    return;
  }
  if (auto a = llvm::dyn_cast<DistinctAttr>(attr))
    return walkAttr(a.getReferencedAttr());
  if (auto l = llvm::dyn_cast<FileLineColLoc>(attr))
    return walkAttr(l.getFilename());
  if (auto l = llvm::dyn_cast<NameLoc>(attr)) {
    walkAttr(l.getName());
    // An unknown child is not printed, so it must not get an alias.
    if (!llvm::isa<UnknownLoc>(l.getChildLoc()))
      walkAttr(l.getChildLoc());
    return;
  }
  if (auto l = llvm::dyn_cast<CallSiteLoc>(attr)) {
    walkAttr(l.getCallee());
    walkAttr(l.getCaller());
    return;
  }
  if (auto l = llvm::dyn_cast<FusedLoc>(attr)) {
    for (Location inner : l.getLocations())
      walkAttr(static_cast<LocationAttr>(inner));
    if (l.getMetadata())
      walkAttr(l.getMetadata());
    return;
  }
  if (auto l = llvm::dyn_cast<OpaqueLoc>(attr))
    return walkAttr(l.getFallbackLocation());
  walkElementsAttrSubElements(attr, walkAttr, walkType);
}

void assay::walkImmediateSubElements(
    Type type, llvm::function_ref<void(Attribute)> walkAttr,
    llvm::function_ref<void(Type)> walkType) {
  if (auto t = llvm::dyn_cast<ComplexType>(type))
    return walkType(t.getElementType());
  if (auto t = llvm::dyn_cast<TupleType>(type)) {
    for (Type e : t.getTypes())
      walkType(e);
    return;
  }
  if (auto t = llvm::dyn_cast<FunctionType>(type)) {
    for (Type e : t.getInputs())
      walkType(e);
    for (Type e : t.getResults())
      walkType(e);
    return;
  }
  if (auto t = llvm::dyn_cast<VectorType>(type))
    return walkType(t.getElementType());
  if (auto t = llvm::dyn_cast<RankedTensorType>(type)) {
    walkType(t.getElementType());
    if (t.getEncoding())
      walkAttr(t.getEncoding());
    return;
  }
  if (auto t = llvm::dyn_cast<UnrankedTensorType>(type))
    return walkType(t.getElementType());
  if (auto t = llvm::dyn_cast<MemRefType>(type)) {
    walkType(t.getElementType());
    if (t.getLayout())
      walkAttr(t.getLayout());
    if (t.getMemorySpace())
      walkAttr(t.getMemorySpace());
    return;
  }
  if (auto t = llvm::dyn_cast<UnrankedMemRefType>(type)) {
    walkType(t.getElementType());
    if (t.getMemorySpace())
      walkAttr(t.getMemorySpace());
    return;
  }
  if (auto t = llvm::dyn_cast<OpaqueType>(type))
    return walkAttr(t.getDialectNamespace());
}

//===----------------------------------------------------------------------===//
// Replacing sub-elements
//===----------------------------------------------------------------------===//

namespace {
/// Hands out the replacements of one replaceImmediateSubElements call in
/// the order walkImmediateSubElements reported the originals.
class SubElementCursor {
public:
  SubElementCursor(llvm::ArrayRef<Attribute> attrs, llvm::ArrayRef<Type> types)
      : attrs(attrs), types(types) {}

  Attribute nextAttr() {
    assert(!attrs.empty() && "too few replacement attributes");
    Attribute next = attrs.front();
    attrs = attrs.drop_front();
    return next;
  }
  template <class AttrT> AttrT nextAttr() {
    return llvm::cast<AttrT>(nextAttr());
  }
  Type nextType() {
    assert(!types.empty() && "too few replacement types");
    Type next = types.front();
    types = types.drop_front();
    return next;
  }
  llvm::SmallVector<Type, 4> nextTypes(size_t count) {
    llvm::SmallVector<Type, 4> result;
    for (size_t i = 0; i < count; ++i)
      result.push_back(nextType());
    return result;
  }
  bool done() const { return attrs.empty() && types.empty(); }

private:
  llvm::ArrayRef<Attribute> attrs;
  llvm::ArrayRef<Type> types;
};
} // namespace

/// Whether `attrs` and `types` are exactly what the walk reports on
/// `element`, so that there is nothing to rebuild.
template <class T>
static bool sameSubElements(T element, llvm::ArrayRef<Attribute> attrs,
                            llvm::ArrayRef<Type> types) {
  size_t numAttrs = 0, numTypes = 0;
  bool same = true;
  walkImmediateSubElements(
      element,
      [&](Attribute a) {
        same &= numAttrs < attrs.size() && attrs[numAttrs] == a;
        ++numAttrs;
      },
      [&](Type t) {
        same &= numTypes < types.size() && types[numTypes] == t;
        ++numTypes;
      });
  assert(numAttrs == attrs.size() && numTypes == types.size() &&
         "one replacement per reported sub-element is expected");
  return same;
}

/// Rebuilds the builtin attributes that are not element attributes.
static Attribute rebuildAttribute(Attribute attr, SubElementCursor &next) {
  Context *ctx = attr.getContext();
  if (auto a = llvm::dyn_cast<IntegerAttr>(attr))
    return IntegerAttr::get(next.nextType(), a.getValue());
  if (auto a = llvm::dyn_cast<FloatAttr>(attr))
    return FloatAttr::get(next.nextType(), a.getValue());
  if (auto a = llvm::dyn_cast<StringAttr>(attr)) {
    if (a.isPlain())
      return attr;
    return StringAttr::get(a.getValue(), next.nextType());
  }
  if (auto a = llvm::dyn_cast<ArrayAttr>(attr)) {
    llvm::SmallVector<Attribute, 8> elements;
    for (size_t i = 0, e = a.size(); i < e; ++i)
      elements.push_back(next.nextAttr());
    return ArrayAttr::get(ctx, elements);
  }
  if (auto a = llvm::dyn_cast<DictionaryAttr>(attr)) {
    llvm::SmallVector<NamedAttribute, 8> entries;
    bool namesKept = true;
    for (const NamedAttribute &old : a.getValue()) {
      auto name = next.nextAttr<StringAttr>();
      namesKept &= name == old.getName();
      entries.emplace_back(name, next.nextAttr());
    }
    if (namesKept)
      return DictionaryAttr::getWithSorted(ctx, entries);
    return DictionaryAttr::get(ctx, entries);
  }
  if (llvm::isa<TypeAttr>(attr))
    return TypeAttr::get(next.nextType());
  if (auto a = llvm::dyn_cast<SymbolRefAttr>(attr)) {
    auto root = next.nextAttr<StringAttr>();
    llvm::SmallVector<FlatSymbolRefAttr, 4> nested;
    for (size_t i = 0, e = a.getNestedReferences().size(); i < e; ++i)
      nested.push_back(next.nextAttr<FlatSymbolRefAttr>());
    return SymbolRefAttr::get(root, nested);
  }
  if (auto a = llvm::dyn_cast<OpaqueAttr>(attr)) {
    auto dialectNamespace = next.nextAttr<StringAttr>();
    Type type = a.getType() ? next.nextType() : Type();
    return OpaqueAttr::get(dialectNamespace, a.getAttrData(), type);
  }
  if (llvm::isa<DistinctAttr>(attr))
    return DistinctAttr::create(next.nextAttr());
  if (auto l = llvm::dyn_cast<FileLineColLoc>(attr)) {
    auto filename = next.nextAttr<StringAttr>();
    return FileLineColLoc::get(filename, l.getLine(), l.getColumn());
  }
  if (auto l = llvm::dyn_cast<NameLoc>(attr)) {
    auto name = next.nextAttr<StringAttr>();
    if (llvm::isa<UnknownLoc>(l.getChildLoc()))
      return NameLoc::get(name);
    return NameLoc::get(name, next.nextAttr<LocationAttr>());
  }
  if (llvm::isa<CallSiteLoc>(attr)) {
    auto callee = next.nextAttr<LocationAttr>();
    return CallSiteLoc::get(callee, next.nextAttr<LocationAttr>());
  }
  if (auto l = llvm::dyn_cast<FusedLoc>(attr)) {
    llvm::SmallVector<Location, 4> locations;
    for (size_t i = 0, e = l.getLocations().size(); i < e; ++i)
      locations.push_back(next.nextAttr<LocationAttr>());
    Attribute metadata = l.getMetadata() ? next.nextAttr() : Attribute();
    return FusedLoc::getUnsimplified(ctx, locations, metadata);
  }
  if (auto l = llvm::dyn_cast<OpaqueLoc>(attr))
    return OpaqueLoc::get(l.getUnderlyingLocation(), l.getUnderlyingTypeID(),
                          next.nextAttr<LocationAttr>());
  return {};
}

Attribute assay::replaceImmediateSubElements(Attribute attr,
                                             llvm::ArrayRef<Attribute> attrs,
                                             llvm::ArrayRef<Type> types) {
  if (sameSubElements(attr, attrs, types))
    return attr;
  if (Attribute elements = replaceElementsAttrSubElements(attr, attrs, types))
    return elements;
  SubElementCursor next(attrs, types);
  Attribute result = rebuildAttribute(attr, next);
  assert(result && "an attribute reporting sub-elements cannot be rebuilt");
  assert(next.done() && "unused replacement sub-elements");
  return result;
}

Type assay::replaceImmediateSubElements(Type type,
                                        llvm::ArrayRef<Attribute> attrs,
                                        llvm::ArrayRef<Type> types) {
  if (sameSubElements(type, attrs, types))
    return type;
  SubElementCursor next(attrs, types);
  Type result;
  if (llvm::isa<ComplexType>(type)) {
    result = ComplexType::get(next.nextType());
  } else if (auto t = llvm::dyn_cast<TupleType>(type)) {
    result = TupleType::get(type.getContext(), next.nextTypes(t.size()));
  } else if (auto t = llvm::dyn_cast<FunctionType>(type)) {
    llvm::SmallVector<Type, 4> inputs = next.nextTypes(t.getNumInputs());
    llvm::SmallVector<Type, 4> results = next.nextTypes(t.getNumResults());
    result = FunctionType::get(type.getContext(), inputs, results);
  } else if (auto t = llvm::dyn_cast<VectorType>(type)) {
    result =
        VectorType::get(t.getShape(), next.nextType(), t.getScalableDims());
  } else if (auto t = llvm::dyn_cast<RankedTensorType>(type)) {
    Type elementType = next.nextType();
    Attribute encoding = t.getEncoding() ? next.nextAttr() : Attribute();
    result = RankedTensorType::get(t.getShape(), elementType, encoding);
  } else if (llvm::isa<UnrankedTensorType>(type)) {
    result = UnrankedTensorType::get(next.nextType());
  } else if (auto t = llvm::dyn_cast<MemRefType>(type)) {
    Type elementType = next.nextType();
    Attribute layout = t.getLayout() ? next.nextAttr() : Attribute();
    Attribute memorySpace = t.getMemorySpace() ? next.nextAttr() : Attribute();
    result = MemRefType::get(t.getShape(), elementType, layout, memorySpace);
  } else if (auto t = llvm::dyn_cast<UnrankedMemRefType>(type)) {
    Type elementType = next.nextType();
    Attribute memorySpace = t.getMemorySpace() ? next.nextAttr() : Attribute();
    result = UnrankedMemRefType::get(elementType, memorySpace);
  } else if (auto t = llvm::dyn_cast<OpaqueType>(type)) {
    result = OpaqueType::get(next.nextAttr<StringAttr>(), t.getTypeData());
  }
  assert(result && "a type reporting sub-elements cannot be rebuilt");
  assert(next.done() && "unused replacement sub-elements");
  return result;
}
