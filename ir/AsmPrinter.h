//===- AsmPrinter.h - Printing API for custom syntax
//------------------------===//
//
// AsmPrinter is what a dialect sees when it prints its own syntax: the output
// stream plus helpers that print types, attributes, keywords, strings and
// symbol names exactly as the rest of the printer does (aliases included).
// DialectAsmPrinter is handed to Dialect::printType/printAttribute;
// OpAsmPrinter (op custom syntax) derives from AsmPrinter in
// ir/OpAsmPrinter.h. The implementation is in ir/printer/AttrTypePrinter.h.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_ASMPRINTER_H
#define ASSAY_IR_ASMPRINTER_H

#include "ir/Attributes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>

namespace llvm {
class APFloat;
} // namespace llvm

namespace assay {

/// The base API of every custom-syntax printer.
class AsmPrinter {
public:
  virtual ~AsmPrinter();

  /// The stream everything goes to.
  virtual llvm::raw_ostream &getStream() const = 0;

  /// Prints a type (an alias if one applies).
  virtual void printType(Type type) = 0;
  /// Prints an attribute with its `: type` where one is printed.
  virtual void printAttribute(Attribute attr) = 0;
  /// Prints an attribute without the trailing `: type` of integers, floats,
  /// strings and elements.
  virtual void printAttributeWithoutType(Attribute attr) = 0;
  /// Prints the alias of `attr`/`type` if it has one; failure otherwise.
  virtual LogicalResult printAlias(Attribute attr) = 0;
  virtual LogicalResult printAlias(Type type) = 0;

  /// Prints `keyword` bare if it is a valid identifier, else quoted.
  virtual void printKeywordOrString(llvm::StringRef keyword);
  /// Prints `value` quoted with escapes.
  virtual void printString(llvm::StringRef value);
  /// Prints `@name`, quoted when it is not a valid identifier.
  virtual void printSymbolName(llvm::StringRef name);
  /// Prints a float as float attributes print their value.
  virtual void printFloat(const llvm::APFloat &value);
  /// Prints `4x?x8` (no trailing x).
  virtual void printDimensionList(llvm::ArrayRef<int64_t> shape);

  /// Prints `(a, b)`-style lists with `printElement`.
  template <class RangeT, class FnT>
  void printList(const RangeT &range, FnT printElement,
                 llvm::StringRef separator = ", ") {
    bool first = true;
    for (const auto &element : range) {
      if (!first)
        getStream() << separator;
      first = false;
      printElement(element);
    }
  }

  AsmPrinter &operator<<(Type type) {
    printType(type);
    return *this;
  }
  AsmPrinter &operator<<(Attribute attr) {
    printAttribute(attr);
    return *this;
  }
  AsmPrinter &operator<<(llvm::StringRef text) {
    getStream() << text;
    return *this;
  }
  AsmPrinter &operator<<(const char *text) {
    getStream() << text;
    return *this;
  }
  AsmPrinter &operator<<(const std::string &text) {
    getStream() << text;
    return *this;
  }
  AsmPrinter &operator<<(char c) {
    getStream() << c;
    return *this;
  }
  AsmPrinter &operator<<(int64_t v) {
    getStream() << v;
    return *this;
  }
  AsmPrinter &operator<<(uint64_t v) {
    getStream() << v;
    return *this;
  }
  AsmPrinter &operator<<(int v) {
    getStream() << v;
    return *this;
  }
  AsmPrinter &operator<<(unsigned v) {
    getStream() << v;
    return *this;
  }
  AsmPrinter &operator<<(double v) {
    getStream() << v;
    return *this;
  }
};

/// The printer handed to a dialect's type and attribute printing hooks.
class DialectAsmPrinter : public AsmPrinter {
public:
  ~DialectAsmPrinter() override;
};

} // namespace assay

#endif // ASSAY_IR_ASMPRINTER_H
