//===- Location.cpp - The builtin location attributes
//----------------------===//
//
// Storage and getters of the builtin locations, and the fusing rules of
// FusedLoc::get.
//
//===----------------------------------------------------------------------===//
#include "ir/Location.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "llvm/ADT/SetVector.h"

using namespace assay;

namespace assay::detail {
struct UnknownLocStorage : public AttributeStorage {
  using KeyTy = char;
  bool operator==(const KeyTy &) const { return true; }
  static UnknownLocStorage *construct(StorageAllocator &a, const KeyTy &) {
    return new (a.allocate<UnknownLocStorage>()) UnknownLocStorage();
  }
};

struct FileLineColLocStorage : public AttributeStorage {
  using KeyTy = std::tuple<Attribute, unsigned, unsigned>;
  FileLineColLocStorage(Attribute filename, unsigned line, unsigned column)
      : filename(filename), line(line), column(column) {}
  bool operator==(const KeyTy &key) const {
    return key == KeyTy(filename, line, column);
  }
  /// Not a mixing hash: consecutive lines at one column get consecutive
  /// hashes, so the locations a parser creates op after op fill the
  /// uniquer's table in order instead of missing the cache at random; the
  /// column, scaled by an odd constant, and the file spread everything else.
  static llvm::hash_code hashKey(const KeyTy &key) {
    auto [filename, line, column] = key;
    uint32_t fileHash =
        uint32_t(llvm::hash_value(filename.getAsOpaquePointer()));
    return llvm::hash_code(size_t(fileHash + line + column * 0x9E3779B1u));
  }
  static FileLineColLocStorage *construct(StorageAllocator &a,
                                          const KeyTy &key) {
    return new (a.allocate<FileLineColLocStorage>()) FileLineColLocStorage(
        std::get<0>(key), std::get<1>(key), std::get<2>(key));
  }
  Attribute filename;
  unsigned line;
  unsigned column;
};

struct NameLocStorage : public AttributeStorage {
  using KeyTy = std::pair<Attribute, Attribute>;
  NameLocStorage(Attribute name, Attribute child) : name(name), child(child) {}
  bool operator==(const KeyTy &key) const {
    return key.first == name && key.second == child;
  }
  static NameLocStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<NameLocStorage>())
        NameLocStorage(key.first, key.second);
  }
  Attribute name;
  Attribute child;
};

struct CallSiteLocStorage : public AttributeStorage {
  using KeyTy = std::pair<Attribute, Attribute>;
  CallSiteLocStorage(Attribute callee, Attribute caller)
      : callee(callee), caller(caller) {}
  bool operator==(const KeyTy &key) const {
    return key.first == callee && key.second == caller;
  }
  static CallSiteLocStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<CallSiteLocStorage>())
        CallSiteLocStorage(key.first, key.second);
  }
  Attribute callee;
  Attribute caller;
};

struct FusedLocStorage : public AttributeStorage {
  using KeyTy = std::pair<llvm::ArrayRef<Location>, Attribute>;
  FusedLocStorage(llvm::ArrayRef<Location> locs, Attribute metadata)
      : locs(locs), metadata(metadata) {}
  bool operator==(const KeyTy &key) const {
    return key.first == locs && key.second == metadata;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    llvm::hash_code h = llvm::hash_value(key.second.getAsOpaquePointer());
    for (Location loc : key.first)
      h = llvm::hash_combine(h, loc.getAsOpaquePointer());
    return h;
  }
  static FusedLocStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<FusedLocStorage>())
        FusedLocStorage(a.copyInto(key.first), key.second);
  }
  llvm::ArrayRef<Location> locs;
  Attribute metadata;
};

struct OpaqueLocStorage : public AttributeStorage {
  using KeyTy = std::tuple<uintptr_t, TypeID, Attribute>;
  OpaqueLocStorage(uintptr_t pointer, TypeID id, Attribute fallback)
      : pointer(pointer), id(id), fallback(fallback) {}
  bool operator==(const KeyTy &key) const {
    return key == KeyTy(pointer, id, fallback);
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(std::get<0>(key), std::get<1>(key),
                              std::get<2>(key));
  }
  static OpaqueLocStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<OpaqueLocStorage>())
        OpaqueLocStorage(std::get<0>(key), std::get<1>(key), std::get<2>(key));
  }
  uintptr_t pointer;
  TypeID id;
  Attribute fallback;
};
} // namespace assay::detail

using namespace assay::detail;

bool LocationAttr::classof(Attribute a) {
  return llvm::isa<UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc,
                   OpaqueLoc>(a);
}

UnknownLoc UnknownLoc::get(Context *ctx) { return Base::get(ctx, char(0)); }

FileLineColLoc FileLineColLoc::get(StringAttr filename, unsigned line,
                                   unsigned column) {
  return Base::get(filename.getContext(), Attribute(filename), line, column);
}
FileLineColLoc FileLineColLoc::get(Context *ctx, llvm::StringRef filename,
                                   unsigned line, unsigned column) {
  return get(StringAttr::get(ctx, filename), line, column);
}
StringAttr FileLineColLoc::getFilename() const {
  return llvm::cast<StringAttr>(getImpl()->filename);
}
unsigned FileLineColLoc::getLine() const { return getImpl()->line; }
unsigned FileLineColLoc::getColumn() const { return getImpl()->column; }

NameLoc NameLoc::get(StringAttr name) {
  return get(name, UnknownLoc::get(name.getContext()));
}
NameLoc NameLoc::get(StringAttr name, LocationAttr childLoc) {
  assert(childLoc && "a name location needs a child location");
  return Base::get(name.getContext(), Attribute(name), Attribute(childLoc));
}
StringAttr NameLoc::getName() const {
  return llvm::cast<StringAttr>(getImpl()->name);
}
LocationAttr NameLoc::getChildLoc() const {
  return llvm::cast<LocationAttr>(getImpl()->child);
}

CallSiteLoc CallSiteLoc::get(Location callee, Location caller) {
  return Base::get(callee.getContext(),
                   Attribute(static_cast<LocationAttr>(callee)),
                   Attribute(static_cast<LocationAttr>(caller)));
}
LocationAttr CallSiteLoc::getCallee() const {
  return llvm::cast<LocationAttr>(getImpl()->callee);
}
LocationAttr CallSiteLoc::getCaller() const {
  return llvm::cast<LocationAttr>(getImpl()->caller);
}

LocationAttr FusedLoc::get(Context *ctx, llvm::ArrayRef<Location> locs,
                           Attribute metadata) {
  // Flatten nested fusions that carry no other metadata, drop unknowns and
  // duplicates, keeping first occurrences in order.
  llvm::SetVector<const void *> seen;
  llvm::SmallVector<Location, 4> result;
  llvm::SmallVector<Location, 8> worklist(llvm::reverse(locs));
  while (!worklist.empty()) {
    Location loc = worklist.pop_back_val();
    if (auto fused = loc.dyn_cast<FusedLoc>()) {
      if (!fused.getMetadata() || fused.getMetadata() == metadata) {
        for (Location inner : llvm::reverse(fused.getLocations()))
          worklist.push_back(inner);
        continue;
      }
    }
    if (loc.isa<UnknownLoc>())
      continue;
    if (seen.insert(loc.getAsOpaquePointer()))
      result.push_back(loc);
  }
  if (result.empty()) {
    if (!metadata)
      return UnknownLoc::get(ctx);
    // Metadata alone still needs a location to annotate.
    result.push_back(UnknownLoc::get(ctx));
  } else if (result.size() == 1 && !metadata) {
    return result.front();
  }
  return getUnsimplified(ctx, result, metadata);
}

FusedLoc FusedLoc::getUnsimplified(Context *ctx, llvm::ArrayRef<Location> locs,
                                   Attribute metadata) {
  return Base::get(ctx, locs, metadata);
}
llvm::ArrayRef<Location> FusedLoc::getLocations() const {
  return getImpl()->locs;
}
Attribute FusedLoc::getMetadata() const { return getImpl()->metadata; }

OpaqueLoc OpaqueLoc::get(uintptr_t underlyingLocation, TypeID underlyingTypeID,
                         Location fallbackLocation) {
  return Base::get(fallbackLocation.getContext(), underlyingLocation,
                   underlyingTypeID,
                   Attribute(static_cast<LocationAttr>(fallbackLocation)));
}
uintptr_t OpaqueLoc::getUnderlyingLocation() const {
  return getImpl()->pointer;
}
TypeID OpaqueLoc::getUnderlyingTypeID() const { return getImpl()->id; }
LocationAttr OpaqueLoc::getFallbackLocation() const {
  return llvm::cast<LocationAttr>(getImpl()->fallback);
}
