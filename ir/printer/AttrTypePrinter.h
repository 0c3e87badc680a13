//===- AttrTypePrinter.h - Prints types, attributes and locations
//----------===//
//
// AttrTypePrinter prints every builtin type and attribute, every location,
// and the `!ns.body` / `#ns<body>` wrappers of dialect types and attributes,
// byte for byte as mlir-opt 19 does. The op printer owns one per output and
// plugs in its alias state through AliasPrinter, so that `#map`, `#loc3` or
// `!alias` replace nested types and attributes anywhere.
//
// Hooks implemented elsewhere (declared here, called from the dispatch):
//
//   ir/printer/AffinePrinter.cpp
//     void printAffineMapAttr(AttrTypePrinter &, AffineMapAttr);
//     void printIntegerSetAttr(AttrTypePrinter &, IntegerSetAttr);
//     void printStridedLayoutAttr(AttrTypePrinter &, StridedLayoutAttr);
//       each prints the whole attribute (`affine_map<...>`...) to
//       printer.getStream().
//
//   ir/printer/ElementsPrinter.cpp
//     bool printElementsAttr(AttrTypePrinter &, Attribute, AttrTypeElision);
//       prints `attr` and returns true if it is one of the element
//       attributes (dense, dense_resource, sparse, array); `elision` says
//       whether the trailing `: type` is printed (Never: print it; May or
//       Must: leave it out where the kind allows). Honors
//       printer.getFlags().elideElementsAttrsIfLarger.
//     bool walkElementsAttrSubElements(Attribute,
//                                      function_ref<void(Attribute)>,
//                                      function_ref<void(Type)>);
//       calls the callbacks on the immediate sub-elements (its type, element
//       attributes) and returns true if `attr` is an element attribute.
//     Attribute replaceElementsAttrSubElements(Attribute, ArrayRef<Attribute>,
//                                              ArrayRef<Type>);
//       the matching rebuild; null if `attr` is not an element attribute.
//
// Recursion: nested types and attributes are printed by recursive calls;
// depth is bounded by what the parser accepts (Parser::kMaxNestingDepth).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_PRINTER_ATTRTYPEPRINTER_H
#define ASSAY_IR_PRINTER_ATTRTYPEPRINTER_H

#include "ir/AsmPrinter.h"
#include "ir/printer/PrintingFlags.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace llvm {
class APFloat;
} // namespace llvm

namespace assay {
class AffineMapAttr;
class IntegerSetAttr;
class StridedLayoutAttr;
class DistinctAttr;

/// Whether the `: type` suffix of a typed attribute is printed.
enum class AttrTypeElision {
  /// Always print it.
  Never,
  /// Leave it out where the parser can infer it back.
  May,
  /// Leave it out.
  Must,
};

/// Writes `value` in decimal. The printer writes millions of small numbers
/// (value names, block labels, integer widths, dimensions); this costs a
/// fraction of raw_ostream's general integer formatting.
inline void writeDecimal(llvm::raw_ostream &os, uint64_t value) {
  char digits[20];
  char *end = digits + sizeof(digits), *p = end;
  do {
    *--p = char('0' + value % 10);
    value /= 10;
  } while (value);
  // operator<< copies in place when the buffer has room; write() is a call.
  os << llvm::StringRef(p, end - p);
}

/// Lets the op printer substitute aliases for nested types and attributes.
struct AliasPrinter {
  virtual ~AliasPrinter();
  /// Prints the alias of `attr` (`#map`) and returns true, or returns false.
  virtual bool printAlias(Attribute attr, llvm::raw_ostream &os) = 0;
  /// Prints the alias of `type` (`!alias`) and returns true, or false.
  virtual bool printAlias(Type type, llvm::raw_ostream &os) = 0;
};

/// Numbers distinct attributes in the order they are first printed; share
/// one between printers of the same output so numbers stay consistent.
struct DistinctAttrNumbering {
  llvm::DenseMap<const void *, uint64_t> ids;
  uint64_t getID(DistinctAttr attr);
};

/// Prints types, attributes and locations.
class AttrTypePrinter {
public:
  AttrTypePrinter(llvm::raw_ostream &os, OpPrintingFlags flags = {},
                  AliasPrinter *aliases = nullptr,
                  DistinctAttrNumbering *numbering = nullptr);

  llvm::raw_ostream &getStream() const { return os; }
  const OpPrintingFlags &getFlags() const { return flags; }
  AliasPrinter *getAliasPrinter() const { return aliases; }

  /// Prints `type`, or its alias.
  void printType(Type type);
  /// Prints `type` without trying an alias for it (nested elements may still
  /// use theirs): what an alias definition `!name = ...` prints.
  void printTypeImpl(Type type);
  /// Prints `attr`, or its alias.
  void printAttribute(Attribute attr,
                      AttrTypeElision elision = AttrTypeElision::Never);
  /// Prints `attr` without trying an alias for it.
  void printAttributeImpl(Attribute attr,
                          AttrTypeElision elision = AttrTypeElision::Never);
  void printAttributeWithoutType(Attribute attr) {
    printAttribute(attr, AttrTypeElision::Must);
  }
  /// Prints `loc(...)`; an alias replaces the whole location when
  /// `allowAlias`.
  void printLocation(LocationAttr loc, bool allowAlias = true);
  /// Prints what goes inside `loc(...)` (aliases allowed for children).
  void printLocationInstance(LocationAttr loc);

  /// Prints `{a = 1 : i32, b}` without the names in `elidedAttrs`; prints
  /// nothing when nothing is left.
  void printAttrDict(llvm::ArrayRef<NamedAttribute> attrs,
                     llvm::ArrayRef<llvm::StringRef> elidedAttrs = {});
  /// Prints `name = value` (or `name` for a unit attribute).
  void printNamedAttribute(NamedAttribute attr);
  /// Prints `4x?x8` (no trailing `x`).
  void printDimensionList(llvm::ArrayRef<int64_t> shape);

  /// The alias hooks; false when there is no alias or no alias printer.
  bool printAlias(Attribute attr);
  bool printAlias(Type type);

  /// The number of a distinct attribute.
  uint64_t getDistinctID(DistinctAttr attr);

  //===--- Stand-alone helpers -------------------------------------------===//

  /// Prints `str` quoted, escaping `"`, `\` and non-printable bytes as
  /// `\XX`.
  static void printEscapedString(llvm::StringRef str, llvm::raw_ostream &os);
  /// Whether `name` is a bare identifier ([a-zA-Z_][a-zA-Z0-9_$.]*).
  static bool isBareIdentifier(llvm::StringRef name);
  /// Prints `keyword` bare when it is a bare identifier, else quoted.
  static void printKeywordOrString(llvm::StringRef keyword,
                                   llvm::raw_ostream &os);
  /// Prints `@name`, quoted when needed.
  static void printSymbolReference(llvm::StringRef name, llvm::raw_ostream &os);
  /// Prints a float value as float attributes do: the shortest `%e`-style
  /// form that reads back exactly, else APFloat's full decimal form, else
  /// the bits in hex (`0x7FC00000`); `printedHex` says whether hex was used.
  static void printFloatValue(const llvm::APFloat &value, llvm::raw_ostream &os,
                              bool *printedHex = nullptr);
  /// Prints `#ns.body` / `!ns.body` when `body` reads as an identifier
  /// optionally followed by `<...>`, else `#ns<body>`.
  static void printDialectSymbol(llvm::raw_ostream &os, llvm::StringRef sigil,
                                 llvm::StringRef dialectNamespace,
                                 llvm::StringRef body);

private:
  void printDialectAttribute(Attribute attr);
  void printDialectType(Type type);

  llvm::raw_ostream &os;
  OpPrintingFlags flags;
  AliasPrinter *aliases;
  DistinctAttrNumbering *numbering;
  DistinctAttrNumbering ownNumbering;
};

/// AsmPrinter implemented over an AttrTypePrinter; BaseT is AsmPrinter or a
/// class derived from it (DialectAsmPrinter, OpAsmPrinter).
template <class BaseT> class AsmPrinterImpl : public BaseT {
public:
  explicit AsmPrinterImpl(AttrTypePrinter &printer) : printer(printer) {}

  llvm::raw_ostream &getStream() const override { return printer.getStream(); }
  void printType(Type type) override { printer.printType(type); }
  void printAttribute(Attribute attr) override { printer.printAttribute(attr); }
  void printAttributeWithoutType(Attribute attr) override {
    printer.printAttributeWithoutType(attr);
  }
  LogicalResult printAlias(Attribute attr) override {
    return success(printer.printAlias(attr));
  }
  LogicalResult printAlias(Type type) override {
    return success(printer.printAlias(type));
  }
  AttrTypePrinter &getAttrTypePrinter() const { return printer; }

protected:
  AttrTypePrinter &printer;
};

/// Prints through a dialect's printType/printAttribute hooks.
class DialectAsmPrinterImpl final : public AsmPrinterImpl<DialectAsmPrinter> {
public:
  using AsmPrinterImpl<DialectAsmPrinter>::AsmPrinterImpl;
};

//===----------------------------------------------------------------------===//
// Sub-element walking
//===----------------------------------------------------------------------===//

/// Calls the callbacks on the types and attributes directly nested in
/// `attr` (not recursively).
void walkImmediateSubElements(Attribute attr,
                              llvm::function_ref<void(Attribute)> walkAttr,
                              llvm::function_ref<void(Type)> walkType);
/// Calls the callbacks on the types and attributes directly nested in
/// `type`.
void walkImmediateSubElements(Type type,
                              llvm::function_ref<void(Attribute)> walkAttr,
                              llvm::function_ref<void(Type)> walkType);

/// Rebuilds `attr` with its immediate sub-elements replaced. `attrs` and
/// `types` hold one replacement for each attribute and type that
/// walkImmediateSubElements reports on `attr`, in the order it reports them.
/// Returns `attr` itself when every replacement equals the original. A
/// DistinctAttr whose referenced attribute changes becomes a new distinct
/// attribute; a dictionary whose names change is sorted again (the names
/// must stay unique); an elements attribute's new type must have the shape
/// and element type of the old one. Attributes of other dialects report no
/// sub-elements and come back unchanged.
Attribute replaceImmediateSubElements(Attribute attr,
                                      llvm::ArrayRef<Attribute> attrs,
                                      llvm::ArrayRef<Type> types);
/// Rebuilds `type` with its immediate sub-elements replaced (see the
/// Attribute overload).
Type replaceImmediateSubElements(Type type, llvm::ArrayRef<Attribute> attrs,
                                 llvm::ArrayRef<Type> types);

//===----------------------------------------------------------------------===//
// Hooks implemented in AffinePrinter.cpp and ElementsPrinter.cpp
//===----------------------------------------------------------------------===//

void printAffineMapAttr(AttrTypePrinter &printer, AffineMapAttr attr);
void printIntegerSetAttr(AttrTypePrinter &printer, IntegerSetAttr attr);
void printStridedLayoutAttr(AttrTypePrinter &printer, StridedLayoutAttr attr);
bool printElementsAttr(AttrTypePrinter &printer, Attribute attr,
                       AttrTypeElision elision);
bool walkElementsAttrSubElements(Attribute attr,
                                 llvm::function_ref<void(Attribute)> walkAttr,
                                 llvm::function_ref<void(Type)> walkType);
/// replaceImmediateSubElements for the element attributes; null when `attr`
/// is not one.
Attribute replaceElementsAttrSubElements(Attribute attr,
                                         llvm::ArrayRef<Attribute> attrs,
                                         llvm::ArrayRef<Type> types);

} // namespace assay

#endif // ASSAY_IR_PRINTER_ATTRTYPEPRINTER_H
