//===- Dialect.h - A namespace of ops, types and attributes ---------------===//
//
// A Dialect owns the ops, types and attributes under one namespace and the
// hooks that parse and print its types and attributes (`!ns.body`,
// `#ns.body`), verify its discardable attributes, and name aliases.
// Dialects are created by a Context, once each, from a DialectRegistry.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_DIALECT_H
#define ASSAY_IR_DIALECT_H

#include "ir/Attributes.h"
#include "ir/OperationName.h"
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace assay {
class DialectAsmParser;
class DialectAsmPrinter;
class Operation;

/// What a dialect says about printing an alias for a type or attribute.
enum class AliasResult {
  /// No alias.
  NoAlias,
  /// An alias that a later dialect may replace.
  OverridableAlias,
  /// An alias that stays.
  FinalAlias,
};

/// Base class of every dialect.
class Dialect {
public:
  virtual ~Dialect();

  llvm::StringRef getNamespace() const { return name; }
  Context *getContext() const { return context; }
  TypeID getTypeID() const { return typeID; }

  /// Parses the body of a `!ns...` type. The default reports that the dialect
  /// has no types.
  virtual Type parseType(DialectAsmParser &parser) const;
  /// Prints the body of a type of this dialect (after `!ns.`).
  virtual void printType(Type type, DialectAsmPrinter &printer) const;
  /// Parses the body of a `#ns...` attribute; `type` is the type given after
  /// a colon, if any.
  virtual Attribute parseAttribute(DialectAsmParser &parser, Type type) const;
  /// Prints the body of an attribute of this dialect (after `#ns.`).
  virtual void printAttribute(Attribute attr, DialectAsmPrinter &printer) const;

  /// Whether ops of this namespace that were never registered are accepted.
  virtual bool allowsUnknownOperations() const { return false; }
  /// Whether `!ns.x` types this dialect cannot parse are kept opaque.
  virtual bool allowsUnknownTypes() const { return false; }

  /// Verifies a discardable attribute named `ns.*` on `op`.
  virtual LogicalResult verifyOperationAttribute(Operation *op,
                                                 NamedAttribute attr) const;

  /// Suggests an alias name for `attr`/`type` (printed as `#name`/`!name`).
  virtual AliasResult getAlias(Attribute attr, llvm::raw_ostream &os) const;
  virtual AliasResult getAlias(Type type, llvm::raw_ostream &os) const;

  /// Registers op `name` ("ns.op") and returns its info for the caller to
  /// fill in (traits, hooks). Called by the dialect while it loads, or by an
  /// extension of it (see DialectRegistry::addExtension).
  OpInfo &addOperation(llvm::StringRef name);

protected:
  Dialect(llvm::StringRef name, Context *context, TypeID typeID);

  /// Marks type class T as belonging to this dialect.
  template <class T> void addType() { addTypeID(TypeID::get<T>()); }
  /// Marks attribute class T as belonging to this dialect.
  template <class T> void addAttribute() { addAttributeID(TypeID::get<T>()); }

  void addTypeID(TypeID id);
  void addAttributeID(TypeID id);

private:
  llvm::StringRef name;
  Context *context;
  TypeID typeID;
};

/// Which dialects a Context may load, by namespace.
class DialectRegistry {
public:
  using Constructor = std::function<Dialect *(Context *)>;

  /// Makes dialect class T (with a static `getDialectNamespace()`) loadable.
  template <class T> void insert() {
    insert(T::getDialectNamespace(),
           [](Context *ctx) -> Dialect * { return new T(ctx); });
  }
  template <class T1, class T2, class... Ts> void insert() {
    insert<T1>();
    insert<T2, Ts...>();
  }
  void insert(llvm::StringRef ns, Constructor ctor) {
    constructors.emplace(ns.str(), std::move(ctor));
  }

  /// Runs `fn` on dialect `ns` when it loads (at once if it is loaded).
  void addExtension(llvm::StringRef ns, std::function<void(Dialect *)> fn) {
    extensions.emplace_back(ns.str(), std::move(fn));
  }
  const std::vector<std::pair<std::string, std::function<void(Dialect *)>>> &
  getExtensions() const {
    return extensions;
  }

  const Constructor *lookup(llvm::StringRef ns) const {
    auto it = constructors.find(ns.str());
    return it == constructors.end() ? nullptr : &it->second;
  }
  const std::map<std::string, Constructor> &getConstructors() const {
    return constructors;
  }

private:
  std::map<std::string, Constructor> constructors;
  std::vector<std::pair<std::string, std::function<void(Dialect *)>>>
      extensions;
};

} // namespace assay

#endif // ASSAY_IR_DIALECT_H
