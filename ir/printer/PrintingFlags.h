//===- PrintingFlags.h - Options of the IR printer
//--------------------------===//
//
// Every printer option assay-opt exposes, as one value type with fluent
// setters, passed by value through the op, attribute and type printers.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_PRINTER_PRINTINGFLAGS_H
#define ASSAY_IR_PRINTER_PRINTINGFLAGS_H

#include <cstdint>
#include <optional>

namespace assay {

/// How the printer prints.
struct OpPrintingFlags {
  /// Elements attributes with more elements than this print as
  /// `dense_resource<__elided__>` (`--mlir-elide-elementsattrs-if-larger`).
  std::optional<int64_t> elideElementsAttrsIfLarger;
  /// Print locations (`--mlir-print-debuginfo`).
  bool printDebugInfo = false;
  /// Print locations inline in a readable form
  /// (`--mlir-pretty-debuginfo`).
  bool printPrettyDebugInfo = false;
  /// Print every op in generic form (`--mlir-print-op-generic`).
  bool printGenericOpForm = false;
  /// Print without aliases and with local value numbering
  /// (`--mlir-print-local-scope`).
  bool useLocalScope = false;
  /// Print ops without their regions.
  bool skipRegions = false;
  /// Do not verify before choosing the custom form
  /// (`--mlir-print-assume-verified`).
  bool assumeVerified = false;

  OpPrintingFlags &elideLargeElementsAttrs(int64_t largeElementLimit = 16) {
    elideElementsAttrsIfLarger = largeElementLimit;
    return *this;
  }
  OpPrintingFlags &enableDebugInfo(bool enable = true, bool pretty = false) {
    printDebugInfo = enable;
    printPrettyDebugInfo = pretty;
    return *this;
  }
  OpPrintingFlags &printGenericOpFormFlag(bool enable = true) {
    printGenericOpForm = enable;
    return *this;
  }
  OpPrintingFlags &useLocalScopeFlag(bool enable = true) {
    useLocalScope = enable;
    return *this;
  }
  OpPrintingFlags &skipRegionsFlag(bool skip = true) {
    skipRegions = skip;
    return *this;
  }
  OpPrintingFlags &assumeVerifiedFlag(bool enable = true) {
    assumeVerified = enable;
    return *this;
  }

  /// Whether an elements attribute of `numElements` elements is elided.
  bool shouldElideElementsAttr(int64_t numElements) const {
    return elideElementsAttrsIfLarger &&
           numElements > *elideElementsAttrsIfLarger;
  }
};

} // namespace assay

#endif // ASSAY_IR_PRINTER_PRINTINGFLAGS_H
