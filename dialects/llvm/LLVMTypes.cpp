//===- LLVMTypes.cpp - The types of the llvm dialect ----------------------===//
//
// Storages, syntax and checks of the llvm types. The syntax is MLIR 19's:
// nested llvm types drop their `!llvm.` prefix (either form is read), an
// identified struct that refers to itself is printed as `struct<"name">`
// inside its own body.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMTypes.h"

#include "dialects/llvm/LLVMDialect.h"
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "llvm/ADT/SmallVector.h"
#include <mutex>

using namespace assay;
using namespace assay::LLVM;

//===----------------------------------------------------------------------===//
// Storages
//===----------------------------------------------------------------------===//

namespace assay::LLVM::detail {
struct PointerTypeStorage : public assay::detail::TypeStorage {
  using KeyTy = unsigned;
  explicit PointerTypeStorage(unsigned addressSpace)
      : addressSpace(addressSpace) {}
  bool operator==(const KeyTy &key) const { return key == addressSpace; }
  static PointerTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<PointerTypeStorage>()) PointerTypeStorage(key);
  }
  unsigned addressSpace;
};

struct VoidTypeStorage : public assay::detail::TypeStorage {
  using KeyTy = char;
  bool operator==(const KeyTy &) const { return true; }
  static VoidTypeStorage *construct(StorageAllocator &a, const KeyTy &) {
    return new (a.allocate<VoidTypeStorage>()) VoidTypeStorage();
  }
};

struct ArrayTypeStorage : public assay::detail::TypeStorage {
  using KeyTy = std::pair<Type, uint64_t>;
  explicit ArrayTypeStorage(const KeyTy &key)
      : elementType(key.first), numElements(key.second) {}
  bool operator==(const KeyTy &key) const {
    return key.first == elementType && key.second == numElements;
  }
  static ArrayTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<ArrayTypeStorage>()) ArrayTypeStorage(key);
  }
  Type elementType;
  uint64_t numElements;
};

struct FunctionTypeStorage : public assay::detail::TypeStorage {
  using KeyTy = std::tuple<Type, llvm::ArrayRef<Type>, bool>;
  FunctionTypeStorage(Type result, llvm::ArrayRef<Type> params, bool varArg)
      : result(result), params(params), varArg(varArg) {}
  bool operator==(const KeyTy &key) const {
    return std::get<0>(key) == result && std::get<1>(key) == params &&
           std::get<2>(key) == varArg;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(std::get<0>(key),
                              llvm::hash_combine_range(std::get<1>(key).begin(),
                                                       std::get<1>(key).end()),
                              std::get<2>(key));
  }
  static FunctionTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<FunctionTypeStorage>()) FunctionTypeStorage(
        std::get<0>(key), a.copyInto(std::get<1>(key)), std::get<2>(key));
  }
  Type result;
  llvm::ArrayRef<Type> params;
  bool varArg;
};

/// A literal struct is keyed by its body and packing; an identified one by
/// its name alone, its body being set later (see LLVMStructType::setBody).
struct StructTypeStorage : public assay::detail::TypeStorage {
  struct KeyTy {
    bool identified;
    llvm::StringRef name;
    llvm::ArrayRef<Type> body;
    bool packed;
  };
  explicit StructTypeStorage(const KeyTy &key)
      : identified(key.identified), name(key.name), body(key.body),
        packed(key.packed), initialized(!key.identified) {}
  bool operator==(const KeyTy &key) const {
    if (identified != key.identified)
      return false;
    if (identified)
      return name == key.name;
    return body == key.body && packed == key.packed;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    if (key.identified)
      return llvm::hash_combine(true, key.name);
    return llvm::hash_combine(
        false, llvm::hash_combine_range(key.body.begin(), key.body.end()),
        key.packed);
  }
  static StructTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    KeyTy copy = key;
    // An empty name is a valid identified name: keep a non-null pointer so
    // it stays distinct from "no name".
    copy.name = key.identified ? a.copyInto(key.name) : llvm::StringRef();
    copy.body = a.copyInto(key.body);
    return new (a.allocate<StructTypeStorage>()) StructTypeStorage(copy);
  }

  bool identified;
  llvm::StringRef name;
  // The mutable part of an identified struct, written once under `mutex`.
  llvm::ArrayRef<Type> body;
  bool packed;
  bool initialized;
  bool opaque = false;
};
} // namespace assay::LLVM::detail

/// Guards the one-time initialization of identified struct bodies.
static std::mutex &getStructBodyMutex() {
  static std::mutex mutex;
  return mutex;
}

//===----------------------------------------------------------------------===//
// Type classes
//===----------------------------------------------------------------------===//

LLVMPointerType LLVMPointerType::get(Context *ctx, unsigned addressSpace) {
  return Base::get(ctx, addressSpace);
}
unsigned LLVMPointerType::getAddressSpace() const {
  return getImpl()->addressSpace;
}

LLVMVoidType LLVMVoidType::get(Context *ctx) { return Base::get(ctx, '\0'); }

/// Void and function types are no values: they may not be elements.
static bool isValueType(Type type) {
  return !llvm::isa<LLVMVoidType, LLVMFunctionType, FunctionType>(type);
}

LLVMArrayType LLVMArrayType::get(Type elementType, uint64_t numElements) {
  return Base::get(elementType.getContext(),
                   std::make_pair(elementType, numElements));
}
bool LLVMArrayType::isValidElementType(Type type) { return isValueType(type); }
Type LLVMArrayType::getElementType() const { return getImpl()->elementType; }
uint64_t LLVMArrayType::getNumElements() const {
  return getImpl()->numElements;
}

LLVMFunctionType LLVMFunctionType::get(Type result, llvm::ArrayRef<Type> params,
                                       bool isVarArg) {
  return Base::get(result.getContext(),
                   std::make_tuple(result, params, isVarArg));
}
bool LLVMFunctionType::isValidResultType(Type type) {
  return !llvm::isa<LLVMFunctionType, FunctionType>(type);
}
bool LLVMFunctionType::isValidArgumentType(Type type) {
  return isValueType(type);
}
Type LLVMFunctionType::getReturnType() const { return getImpl()->result; }
llvm::ArrayRef<Type> LLVMFunctionType::getParams() const {
  return getImpl()->params;
}
bool LLVMFunctionType::isVarArg() const { return getImpl()->varArg; }
LLVMFunctionType LLVMFunctionType::clone(llvm::ArrayRef<Type> params,
                                         Type result) const {
  return get(result, params, isVarArg());
}

LLVMStructType LLVMStructType::getLiteral(Context *ctx,
                                          llvm::ArrayRef<Type> body,
                                          bool isPacked) {
  return Base::get(ctx,
                   detail::StructTypeStorage::KeyTy{false, {}, body, isPacked});
}
LLVMStructType LLVMStructType::getIdentified(Context *ctx,
                                             llvm::StringRef name) {
  return Base::get(ctx,
                   detail::StructTypeStorage::KeyTy{true, name, {}, false});
}
bool LLVMStructType::isValidElementType(Type type) { return isValueType(type); }
bool LLVMStructType::isIdentified() const { return getImpl()->identified; }
llvm::StringRef LLVMStructType::getName() const { return getImpl()->name; }
bool LLVMStructType::isInitialized() const {
  std::lock_guard<std::mutex> lock(getStructBodyMutex());
  return getImpl()->initialized;
}
bool LLVMStructType::isOpaque() const {
  std::lock_guard<std::mutex> lock(getStructBodyMutex());
  return getImpl()->opaque;
}
bool LLVMStructType::isPacked() const {
  std::lock_guard<std::mutex> lock(getStructBodyMutex());
  return getImpl()->packed;
}
llvm::ArrayRef<Type> LLVMStructType::getBody() const {
  std::lock_guard<std::mutex> lock(getStructBodyMutex());
  return getImpl()->body;
}

LogicalResult LLVMStructType::setBody(llvm::ArrayRef<Type> body,
                                      bool isPacked) {
  assert(isIdentified() && "only identified structs get a body later");
  std::lock_guard<std::mutex> lock(getStructBodyMutex());
  auto *impl = const_cast<detail::StructTypeStorage *>(getImpl());
  if (impl->initialized)
    return success(!impl->opaque && impl->body == body &&
                   impl->packed == isPacked);
  // The body lives as long as the Context: copy it into the type arena by
  // uniquing a literal struct of the same elements.
  impl->body = getLiteral(getContext(), body).getImpl()->body;
  impl->packed = isPacked;
  impl->initialized = true;
  return success();
}

LogicalResult LLVMStructType::setOpaque() {
  assert(isIdentified() && "only identified structs can be opaque");
  std::lock_guard<std::mutex> lock(getStructBodyMutex());
  auto *impl = const_cast<detail::StructTypeStorage *>(getImpl());
  if (impl->initialized)
    return success(impl->opaque);
  impl->opaque = impl->initialized = true;
  return success();
}

bool LLVM::isLLVMDialectType(Type type) {
  return llvm::isa<LLVMPointerType, LLVMVoidType, LLVMArrayType,
                   LLVMFunctionType, LLVMStructType>(type);
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

/// The keywords that start an llvm type written without its prefix.
static constexpr llvm::StringLiteral kTypeKeywords[] = {"ptr", "void", "array",
                                                        "func", "struct"};

static Type parseTypeBody(DialectAsmParser &parser, llvm::StringRef keyword,
                          llvm::SMLoc loc);

/// Parses a type nested in an llvm type: an llvm type without its prefix,
/// or any type.
static ParseResult parseNestedType(DialectAsmParser &parser, Type &result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  llvm::SmallVector<llvm::StringRef, 5> keywords(std::begin(kTypeKeywords),
                                                 std::end(kTypeKeywords));
  if (succeeded(parser.parseOptionalKeyword(&keyword, keywords))) {
    result = parseTypeBody(parser, keyword, loc);
    return success(bool(result));
  }
  return parser.parseType(result);
}

/// Reports `message` followed by the quoted type.
static Type emitTypeError(DialectAsmParser &parser, llvm::SMLoc loc,
                          llvm::StringRef message, Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << message << ": '" << type << "'";
  parser.emitError(loc, os.str());
  return Type();
}

/// `ptr` or `ptr<N>`.
static Type parsePointer(DialectAsmParser &parser) {
  unsigned addressSpace = 0;
  if (succeeded(parser.parseOptionalLess()) &&
      (parser.parseInteger(addressSpace) || parser.parseGreater()))
    return Type();
  return LLVMPointerType::get(parser.getContext(), addressSpace);
}

/// `array<N x T>`.
static Type parseArray(DialectAsmParser &parser, llvm::SMLoc loc) {
  uint64_t numElements;
  Type elementType;
  if (parser.parseLess() || parser.parseInteger(numElements) ||
      parser.parseKeyword("x") || parseNestedType(parser, elementType) ||
      parser.parseGreater())
    return Type();
  if (!LLVMArrayType::isValidElementType(elementType))
    return emitTypeError(parser, loc, "invalid array element type",
                         elementType);
  return LLVMArrayType::get(elementType, numElements);
}

/// `func<R (A, ..., ...)>`.
static Type parseFunction(DialectAsmParser &parser, llvm::SMLoc loc) {
  Type result;
  if (parser.parseLess() || parseNestedType(parser, result))
    return Type();
  if (!LLVMFunctionType::isValidResultType(result))
    return emitTypeError(parser, loc, "invalid function result type", result);
  llvm::SmallVector<Type, 4> params;
  bool isVarArg = false;
  if (parser.parseLParen())
    return Type();
  if (failed(parser.parseOptionalRParen())) {
    auto parseOne = [&]() -> ParseResult {
      if (isVarArg)
        return parser.emitError(parser.getCurrentLocation(), "expected ')'");
      if (succeeded(parser.parseOptionalEllipsis())) {
        isVarArg = true;
        return success();
      }
      Type param;
      if (parseNestedType(parser, param))
        return failure();
      if (!LLVMFunctionType::isValidArgumentType(param)) {
        emitTypeError(parser, loc, "invalid function argument type", param);
        return failure();
      }
      params.push_back(param);
      return success();
    };
    if (parser.parseCommaSeparatedList(parseOne) || parser.parseRParen())
      return Type();
  }
  if (parser.parseGreater())
    return Type();
  return LLVMFunctionType::get(result, params, isVarArg);
}

/// `(T, ...)` after `struct<` or `struct<"name", `, with `packed` before it.
static ParseResult parseStructBody(DialectAsmParser &parser,
                                   llvm::SmallVectorImpl<Type> &body) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Paren, [&]() -> ParseResult {
        Type element;
        if (parseNestedType(parser, element))
          return failure();
        if (!LLVMStructType::isValidElementType(element)) {
          emitTypeError(parser, loc, "invalid LLVM structure element type",
                        element);
          return failure();
        }
        body.push_back(element);
        return success();
      });
}

/// The identified structs whose bodies are being parsed (on this thread):
/// only they may be named without a body.
static llvm::SmallVector<llvm::StringRef, 4> &getStructsBeingParsed() {
  thread_local llvm::SmallVector<llvm::StringRef, 4> names;
  return names;
}

/// `struct<(body)>`, `struct<packed (body)>`, `struct<"name", ...>`,
/// `struct<"name", opaque>` and, inside its own body, `struct<"name">`.
static Type parseStruct(DialectAsmParser &parser, llvm::SMLoc loc) {
  Context *ctx = parser.getContext();
  if (parser.parseLess())
    return Type();
  std::string name;
  if (failed(parser.parseOptionalString(&name))) {
    bool packed = succeeded(parser.parseOptionalKeyword("packed"));
    llvm::SmallVector<Type, 4> body;
    if (parseStructBody(parser, body) || parser.parseGreater())
      return Type();
    return LLVMStructType::getLiteral(ctx, body, packed);
  }

  LLVMStructType type = LLVMStructType::getIdentified(ctx, name);
  llvm::SMLoc bodyLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalGreater())) {
    if (!llvm::is_contained(getStructsBeingParsed(), name)) {
      parser.emitError(bodyLoc,
                       "struct without a body only allowed in a recursive "
                       "struct");
      return Type();
    }
    return type;
  }
  if (parser.parseComma())
    return Type();
  bodyLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("opaque"))) {
    if (parser.parseGreater())
      return Type();
    if (failed(type.setOpaque())) {
      parser.emitError(bodyLoc,
                       "identified type already used with a different body");
      return Type();
    }
    return type;
  }
  bool packed = succeeded(parser.parseOptionalKeyword("packed"));
  llvm::SmallVector<Type, 4> body;
  getStructsBeingParsed().push_back(type.getName());
  ParseResult parsed = parseStructBody(parser, body);
  getStructsBeingParsed().pop_back();
  if (parsed || parser.parseGreater())
    return Type();
  if (failed(type.setBody(body, packed))) {
    parser.emitError(bodyLoc,
                     "identified type already used with a different body");
    return Type();
  }
  return type;
}

static Type parseTypeBody(DialectAsmParser &parser, llvm::StringRef keyword,
                          llvm::SMLoc loc) {
  if (keyword == "ptr")
    return parsePointer(parser);
  if (keyword == "void")
    return LLVMVoidType::get(parser.getContext());
  llvm::SMLoc paramsLoc = parser.getCurrentLocation();
  if (keyword == "array")
    return parseArray(parser, paramsLoc);
  if (keyword == "func")
    return parseFunction(parser, paramsLoc);
  if (keyword == "struct")
    return parseStruct(parser, paramsLoc);
  parser.emitError(loc, "unknown LLVM type: " + keyword);
  return Type();
}

Type LLVM::parseLLVMType(DialectAsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return Type();
  return parseTypeBody(parser, keyword, loc);
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

/// The identified structs being printed (on this thread): a reference to
/// one of them inside its own body prints its name only.
static llvm::SmallVector<const void *, 4> &getStructsBeingPrinted() {
  thread_local llvm::SmallVector<const void *, 4> structs;
  return structs;
}

static void printNestedType(Type type, DialectAsmPrinter &printer) {
  if (isLLVMDialectType(type)) {
    printLLVMType(type, printer);
    return;
  }
  printer.printType(type);
}

static void printStruct(LLVMStructType type, DialectAsmPrinter &printer) {
  llvm::raw_ostream &os = printer.getStream();
  os << "struct<";
  if (type.isIdentified()) {
    printer.printString(type.getName());
    if (llvm::is_contained(getStructsBeingPrinted(), type.getAsOpaquePointer()))
      return void(os << '>');
    if (type.isOpaque() || !type.isInitialized())
      return void(os << ", opaque>");
    os << ", ";
  }
  if (type.isPacked())
    os << "packed ";
  os << '(';
  getStructsBeingPrinted().push_back(type.getAsOpaquePointer());
  printer.printList(type.getBody(),
                    [&](Type t) { printNestedType(t, printer); });
  getStructsBeingPrinted().pop_back();
  os << ")>";
}

void LLVM::printLLVMType(Type type, DialectAsmPrinter &printer) {
  llvm::raw_ostream &os = printer.getStream();
  if (auto ptr = llvm::dyn_cast<LLVMPointerType>(type)) {
    os << "ptr";
    if (ptr.getAddressSpace() != 0)
      os << '<' << ptr.getAddressSpace() << '>';
    return;
  }
  if (llvm::isa<LLVMVoidType>(type))
    return void(os << "void");
  if (auto array = llvm::dyn_cast<LLVMArrayType>(type)) {
    os << "array<" << array.getNumElements() << " x ";
    printNestedType(array.getElementType(), printer);
    return void(os << '>');
  }
  if (auto func = llvm::dyn_cast<LLVMFunctionType>(type)) {
    os << "func<";
    printNestedType(func.getReturnType(), printer);
    os << " (";
    printer.printList(func.getParams(),
                      [&](Type t) { printNestedType(t, printer); });
    if (func.isVarArg())
      os << (func.getNumParams() ? ", ..." : "...");
    return void(os << ")>");
  }
  printStruct(llvm::cast<LLVMStructType>(type), printer);
}
