//===- Support.h - Small shared vocabulary of the IR ----------------------===//
//
// LogicalResult and friends (from LLVM Support), and TypeID: a process-unique
// identifier per C++ class, used to tell storage kinds, interfaces and
// dialects apart without RTTI.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_SUPPORT_H
#define ASSAY_IR_SUPPORT_H

#include "llvm/ADT/DenseMapInfo.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/Support/LogicalResult.h"

namespace assay {

using llvm::failed;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::ParseResult;
using llvm::succeeded;
using llvm::success;

/// A unique identifier for a C++ class, compared by address.
class TypeID {
public:
  TypeID() = default;

  /// The identifier of class T; the same for every call in the process.
  template <class T> static TypeID get() {
    static const char anchor = 0;
    return TypeID(&anchor);
  }

  /// Builds an identifier from a caller-owned anchor (for run-time dialects).
  static TypeID getFromOpaquePointer(const void *p) { return TypeID(p); }

  const void *getAsOpaquePointer() const { return ptr; }
  bool operator==(TypeID o) const { return ptr == o.ptr; }
  bool operator!=(TypeID o) const { return ptr != o.ptr; }
  explicit operator bool() const { return ptr != nullptr; }

private:
  explicit TypeID(const void *p) : ptr(p) {}
  const void *ptr = nullptr;
};

inline llvm::hash_code hash_value(TypeID id) {
  return llvm::hash_value(id.getAsOpaquePointer());
}

} // namespace assay

namespace llvm {
template <> struct DenseMapInfo<assay::TypeID> {
  static assay::TypeID getEmptyKey() {
    return assay::TypeID::getFromOpaquePointer(
        DenseMapInfo<const void *>::getEmptyKey());
  }
  static assay::TypeID getTombstoneKey() {
    return assay::TypeID::getFromOpaquePointer(
        DenseMapInfo<const void *>::getTombstoneKey());
  }
  static unsigned getHashValue(assay::TypeID id) {
    return DenseMapInfo<const void *>::getHashValue(id.getAsOpaquePointer());
  }
  static bool isEqual(assay::TypeID a, assay::TypeID b) { return a == b; }
};
} // namespace llvm

#endif // ASSAY_IR_SUPPORT_H
