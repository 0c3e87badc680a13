//===- Location.h - The builtin location attributes
//-------------------------===//
//
// Where IR came from: unknown, a file position, a name (optionally wrapping
// a child location), a call site (callee at caller), a fusion of several
// locations with optional metadata, and an opaque pointer with a fallback
// location. They are attributes (LocationAttr) and print inside `loc(...)`.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_LOCATION_H
#define ASSAY_IR_LOCATION_H

#include "ir/Attributes.h"
#include "llvm/ADT/ArrayRef.h"
#include <cstdint>

namespace assay {
class StringAttr;

namespace detail {
struct FileLineColLocStorage;
struct NameLocStorage;
struct CallSiteLocStorage;
struct FusedLocStorage;
struct OpaqueLocStorage;
struct UnknownLocStorage;
} // namespace detail

/// `loc(unknown)`.
class UnknownLoc
    : public AttrBase<UnknownLoc, LocationAttr, detail::UnknownLocStorage> {
public:
  using Base::Base;
  static UnknownLoc get(Context *ctx);
};

/// `loc("file.mlir":3:4)`.
class FileLineColLoc : public AttrBase<FileLineColLoc, LocationAttr,
                                       detail::FileLineColLocStorage> {
public:
  using Base::Base;
  static FileLineColLoc get(StringAttr filename, unsigned line,
                            unsigned column);
  static FileLineColLoc get(Context *ctx, llvm::StringRef filename,
                            unsigned line, unsigned column);
  StringAttr getFilename() const;
  unsigned getLine() const;
  unsigned getColumn() const;
};

/// `loc("name")`, `loc("name"(child))`; the child is unknown by default.
class NameLoc : public AttrBase<NameLoc, LocationAttr, detail::NameLocStorage> {
public:
  using Base::Base;
  static NameLoc get(StringAttr name);
  static NameLoc get(StringAttr name, LocationAttr childLoc);
  StringAttr getName() const;
  LocationAttr getChildLoc() const;
};

/// `loc(callsite(callee at caller))`.
class CallSiteLoc
    : public AttrBase<CallSiteLoc, LocationAttr, detail::CallSiteLocStorage> {
public:
  using Base::Base;
  static CallSiteLoc get(Location callee, Location caller);
  LocationAttr getCallee() const;
  LocationAttr getCaller() const;
};

/// `loc(fused[a, b])`, `loc(fused<#meta>[a, b])`.
class FusedLoc
    : public AttrBase<FusedLoc, LocationAttr, detail::FusedLocStorage> {
public:
  using Base::Base;
  /// Fuses `locs`: unknown locations are dropped, nested fused locations
  /// without metadata (or with the same metadata) are flattened, duplicates
  /// removed; a single remaining location without metadata is returned as
  /// is, and nothing left gives unknown (or a fused location with only
  /// metadata when `metadata` is given).
  static LocationAttr get(Context *ctx, llvm::ArrayRef<Location> locs,
                          Attribute metadata = {});
  /// Builds the fused location exactly as given, without simplification.
  static FusedLoc getUnsimplified(Context *ctx, llvm::ArrayRef<Location> locs,
                                  Attribute metadata = {});
  llvm::ArrayRef<Location> getLocations() const;
  /// Null when there is none.
  Attribute getMetadata() const;
};

/// A location carrying a pointer to something outside the IR (an AST
/// node, say); it prints as its fallback location.
class OpaqueLoc
    : public AttrBase<OpaqueLoc, LocationAttr, detail::OpaqueLocStorage> {
public:
  using Base::Base;
  static OpaqueLoc get(uintptr_t underlyingLocation, TypeID underlyingTypeID,
                       Location fallbackLocation);
  uintptr_t getUnderlyingLocation() const;
  TypeID getUnderlyingTypeID() const;
  LocationAttr getFallbackLocation() const;
};

} // namespace assay

#endif // ASSAY_IR_LOCATION_H
