//===- OperationParser.cpp - Parses operations, regions and blocks --------===//
//
// The op level of the textual IR grammar: the top-level loop, generic and
// custom operations, regions and blocks, SSA name tables with forward
// references, trailing locations with deferred location aliases, and the
// custom-syntax parser handed to OpInfo::parse. Errors are worded as
// mlir-opt reports them.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/OperationParser.h"

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/ElementsAttributes.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/OperationState.h"
#include "ir/parser/ParseFile.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <array>

using namespace assay;
using llvm::SMLoc;
using llvm::StringRef;

OpAsmParser::~OpAsmParser() = default;

//===----------------------------------------------------------------------===//
// Parser state
//===----------------------------------------------------------------------===//

namespace {
/// Anchors the TypeID of placeholder locations for later-defined aliases.
struct DeferredLocTag {};

/// A defined group of values: `count` consecutive results starting at
/// `value` (or one block argument), defined in name scope `scope`.
struct ValueDef {
  Value value;
  SMLoc loc;
  unsigned count = 0;
  unsigned scope = 0;
};

/// A use of a name that was not defined yet.
struct ForwardRef {
  unsigned number;
  Operation *placeholder;
  SMLoc loc;
};

/// Definitions indexed by number. Numbers below one page live in a vector
/// that grows as they are used (files have many short-lived prefixes such
/// as `%b12_`, each with a few numbers); higher numbers live in pages
/// allocated as they are used, so numbering may start anywhere (a file cut
/// from a larger one starts at `%993588`) and grow to a million without
/// copying. A page is refused when pages would far outnumber the
/// definitions stored, so scattered numbers fall back to the caller's map
/// instead of wasting memory.
class NumberedDefs {
public:
  /// The slot of `number`, or null when it has none.
  ValueDef *find(unsigned number) {
    if (number < low.size())
      return &low[number];
    size_t page = number >> kPageBits;
    if (number < kPageSize || page >= pages.size() || !pages[page])
      return nullptr;
    return &(*pages[page])[number & kPageMask];
  }
  /// The slot to store `number` in, or null when its page is refused.
  ValueDef *getOrCreate(unsigned number) {
    ++stored;
    if (number < kPageSize) {
      if (number >= low.size())
        low.resize(
            std::min(kPageSize, std::max<size_t>(number + 1, 2 * low.size())));
      return &low[number];
    }
    size_t page = number >> kPageBits;
    if (page >= pages.size() || !pages[page]) {
      if (numPages >= kFreePages && numPages * kPageSize > 4 * stored) {
        --stored;
        return nullptr;
      }
      if (page >= pages.size())
        pages.resize(page + 1);
      pages[page] = std::make_unique<Page>();
      ++numPages;
    }
    return &(*pages[page])[number & kPageMask];
  }

private:
  static constexpr unsigned kPageBits = 12;
  static constexpr size_t kPageSize = size_t(1) << kPageBits;
  static constexpr unsigned kPageMask = kPageSize - 1;
  /// Pages granted before the density check applies.
  static constexpr size_t kFreePages = 2;
  using Page = std::array<ValueDef, kPageSize>;
  std::vector<ValueDef> low;
  std::vector<std::unique_ptr<Page>> pages;
  size_t numPages = 0;
  size_t stored = 0;
};

/// The SSA names of the whole file. As in mlir-opt, regions do not isolate
/// names, not even those of isolated-from-above ops: a region sees every
/// name of its enclosing regions, and the verifier, not the parser, rejects
/// uses that cross an isolation boundary. The names a region defines go out
/// of scope when it closes.
///
/// Most names of large files are a number (`%17`) or a short prefix and a
/// number (`%v17`, `%arg3`, `%b2_0`): those live in vectors indexed by the
/// number, one per prefix, and the last prefixes used are remembered, so
/// that most lookups neither hash nor compare whole names.
struct NameTable {
  NumberedDefs numbered;
  llvm::StringMap<NumberedDefs> prefixed;
  llvm::StringMap<ValueDef> named;
  llvm::StringMap<llvm::SmallVector<ForwardRef, 1>> forwardRefs;

  /// The vectors of the prefixes used last (most recent first).
  struct RecentPrefix {
    StringRef prefix;
    NumberedDefs *defs = nullptr;
  };
  std::array<RecentPrefix, 4> recent;

  /// The vector of `prefix`; created if `create`, else null when unknown.
  NumberedDefs *getPrefixed(StringRef prefix, bool create) {
    for (unsigned i = 0; i < recent.size(); ++i) {
      if (!recent[i].defs || recent[i].prefix != prefix)
        continue;
      RecentPrefix hit = recent[i];
      std::move_backward(recent.begin(), recent.begin() + i,
                         recent.begin() + i + 1);
      recent[0] = hit;
      return hit.defs;
    }
    NumberedDefs *defs;
    if (create) {
      defs = &prefixed[prefix];
    } else {
      auto it = prefixed.find(prefix);
      if (it == prefixed.end())
        return nullptr;
      defs = &it->second;
    }
    // The map's entries never move: their keys and vectors can be kept.
    std::move_backward(recent.begin(), recent.end() - 1, recent.end());
    recent[0] = {prefixed.find(prefix)->first(), defs};
    return defs;
  }
};

/// An entry argument that shadows a visible name (enableNameShadowing); the
/// prior definition comes back when the region of `scope` closes.
struct ShadowedName {
  unsigned scope;
  StringRef name;
  ValueDef prior;
};

/// The blocks named in one region.
struct BlockDef {
  Block *block;
  SMLoc loc;
  bool defined;
};
struct BlockScope {
  llvm::StringMap<BlockDef> blocks;
  Region *region = nullptr;
};

/// A location alias used before its definition.
struct DeferredLoc {
  SMLoc loc;
  StringRef name;
};

/// Splits `name` into a prefix that does not end in a digit and a
/// canonical decimal number (`v17` -> `v`, 17; not `v017`, `v`, `17`).
bool splitPrefixedName(StringRef name, StringRef &prefix, unsigned &number) {
  size_t digits = 0;
  while (digits < name.size() && digits <= 9 &&
         llvm::isDigit(name[name.size() - 1 - digits]))
    ++digits;
  if (digits == 0 || digits > 9 || digits == name.size())
    return false;
  StringRef tail = name.take_back(digits);
  if (tail[0] == '0' && digits > 1)
    return false;
  unsigned value = 0;
  for (char c : tail)
    value = value * 10 + unsigned(c - '0');
  prefix = name.drop_back(digits);
  number = value;
  return true;
}

/// Whether `name` is a canonical decimal number (`0`, `17`, not `017`).
bool getNumericName(StringRef name, unsigned &number) {
  if (name.empty() || name.size() > 9 || (name[0] == '0' && name.size() > 1))
    return false;
  unsigned value = 0;
  for (char c : name) {
    if (c < '0' || c > '9')
      return false;
    value = value * 10 + unsigned(c - '0');
  }
  number = value;
  return true;
}

/// `'type'` as diagnostics quote types.
std::string quoted(Type type) {
  std::string text = "'";
  llvm::raw_string_ostream os(text);
  type.print(os);
  os << "'";
  return text;
}
} // namespace

struct OperationParser::Impl {
  NameTable names;
  /// Name scopes: one per region being parsed, the file being scope 0.
  /// Definitions carry the id of their scope and are visible while it is
  /// open, so closing a region drops its names without visiting them.
  std::vector<bool> scopeOpen = {true};
  llvm::SmallVector<unsigned, 16> scopeStack = {0};
  llvm::SmallVector<ShadowedName, 2> shadowed;
  // Block scopes: a stack, reused.
  llvm::SmallVector<std::unique_ptr<BlockScope>, 8> blockScopes;
  unsigned numBlockScopes = 0;

  /// The block ops are appended to.
  Block *insertBlock = nullptr;
  /// Total region nesting.
  unsigned regionDepth = 0;

  std::vector<DeferredLoc> deferredLocs;
  OperationName placeholderName;
  /// The location an op is created with before setOpLocation gives it its
  /// own (`loc(unknown)`, looked up once).
  std::optional<Location> unknownLoc;
  /// Generic op names by their quoted spelling.
  llvm::StringMap<OperationName> genericNameCache;

  BlockScope &blockScope() { return *blockScopes[numBlockScopes - 1]; }

  BlockScope &pushBlockScope(Region *region) {
    if (numBlockScopes == blockScopes.size())
      blockScopes.push_back(std::make_unique<BlockScope>());
    BlockScope &b = *blockScopes[numBlockScopes++];
    b.blocks.clear();
    b.region = region;
    return b;
  }

  void pushNameScope() {
    scopeStack.push_back(scopeOpen.size());
    scopeOpen.push_back(true);
  }
  void popNameScope() {
    unsigned scope = scopeStack.pop_back_val();
    scopeOpen[scope] = false;
    while (!shadowed.empty() && shadowed.back().scope == scope) {
      ShadowedName entry = shadowed.pop_back_val();
      store(entry.name, entry.prior);
    }
  }

  bool isVisible(const ValueDef &def) const {
    return def.count && scopeOpen[def.scope];
  }
  ValueDef *lookup(StringRef name) {
    unsigned number;
    if (getNumericName(name, number))
      if (ValueDef *def = names.numbered.find(number); def && isVisible(*def))
        return def;
    StringRef prefix;
    if (splitPrefixedName(name, prefix, number))
      if (NumberedDefs *defs = names.getPrefixed(prefix, false))
        if (ValueDef *def = defs->find(number); def && isVisible(*def))
          return def;
    if (names.named.empty())
      return nullptr;
    auto it = names.named.find(name);
    if (it == names.named.end() || !isVisible(it->second))
      return nullptr;
    return &it->second;
  }
  void store(StringRef name, const ValueDef &def) {
    unsigned number;
    if (getNumericName(name, number)) {
      if (ValueDef *slot = names.numbered.getOrCreate(number)) {
        *slot = def;
        return;
      }
    }
    StringRef prefix;
    if (splitPrefixedName(name, prefix, number)) {
      if (ValueDef *slot =
              names.getPrefixed(prefix, true)->getOrCreate(number)) {
        *slot = def;
        return;
      }
    }
    names.named[name] = def;
  }
};

static Value getGroupValue(const ValueDef &def, unsigned i) {
  if (i == 0)
    return def.value;
  OpResult first = llvm::cast<OpResult>(def.value);
  return first.getOwner()->getResult(first.getResultNumber() + i);
}

OperationParser::OperationParser(ParserState &state, Block *topLevelBlock)
    : Parser(state), impl(std::make_unique<Impl>()),
      topLevelBlock(topLevelBlock) {
  impl->insertBlock = topLevelBlock;
  impl->placeholderName =
      getContext()->getOperationName("builtin.unrealized_conversion_cast");
  impl->unknownLoc = UnknownLoc::get(getContext());
  defaultDialectStack.push_back("builtin");
  impl->pushBlockScope(nullptr);
}

OperationParser::~OperationParser() {
  // Placeholders of references never resolved (after an error).
  for (auto &entry : impl->names.forwardRefs)
    for (ForwardRef &ref : entry.second) {
      ref.placeholder->getResult(0).dropAllUses();
      ref.placeholder->destroy();
    }
  impl->names.forwardRefs.clear();
  // Blocks referenced but never defined (after an error).
  for (unsigned i = 0; i < impl->numBlockScopes; ++i) {
    for (auto &entry : impl->blockScopes[i]->blocks)
      if (!entry.second.defined) {
        entry.second.block->dropAllUses();
        delete entry.second.block;
      }
    impl->blockScopes[i]->blocks.clear();
  }
}

//===----------------------------------------------------------------------===//
// SSA values
//===----------------------------------------------------------------------===//

ParseResult OperationParser::parseSSAUse(UnresolvedOperand &result,
                                         bool allowResultNumber) {
  if (getToken().isNot(Token::percent_identifier))
    return emitWrongTokenError("expected SSA operand");
  result.location = getToken().getLoc();
  result.name = getTokenSpelling().drop_front();
  result.number = 0;
  consumeToken();
  if (getToken().is(Token::hash_identifier)) {
    if (!allowResultNumber)
      return emitError("result number not allowed in argument list");
    std::optional<unsigned> number = getToken().getHashIdentifierNumber();
    if (!number)
      return emitError("invalid SSA value result number");
    result.number = *number;
    consumeToken();
  }
  return success();
}

Value OperationParser::resolveSSAUse(const UnresolvedOperand &use, Type type) {
  NameTable &t = impl->names;
  auto mismatch = [&](Type prior, SMLoc priorLoc) {
    InFlightDiagnostic diag = emitError(use.location);
    diag << "use of value '%" << use.name
         << "' expects different type than prior uses: " << quoted(type)
         << " vs " << quoted(prior);
    diag.attachNote(getEncodedSourceLocation(priorLoc)) << "prior use here";
    return Value();
  };
  if (ValueDef *def = impl->lookup(use.name)) {
    if (use.number >= def->count) {
      emitError(use.location, "reference to invalid result number");
      return Value();
    }
    Value value = getGroupValue(*def, use.number);
    if (value.getType() != type)
      return mismatch(value.getType(), def->loc);
    return value;
  }
  auto &refs = t.forwardRefs[use.name];
  for (ForwardRef &ref : refs) {
    if (ref.number != use.number)
      continue;
    Value value = ref.placeholder->getResult(0);
    if (value.getType() != type)
      return mismatch(value.getType(), ref.loc);
    return value;
  }
  Operation *placeholder =
      Operation::create(*impl->unknownLoc, impl->placeholderName, {type}, {},
                        DictionaryAttr(), Attribute(), {}, 0);
  refs.push_back({use.number, placeholder, use.location});
  return placeholder->getResult(0);
}

ParseResult OperationParser::defineValues(StringRef name, SMLoc loc,
                                          Value first, unsigned count) {
  NameTable &t = impl->names;
  if (ValueDef *prior = impl->lookup(name)) {
    InFlightDiagnostic diag = emitError(loc);
    diag << "redefinition of SSA value '%" << name << "'";
    diag.attachNote(getEncodedSourceLocation(prior->loc))
        << "previously defined here";
    return failure();
  }
  ValueDef def{first, loc, count, impl->scopeStack.back()};
  impl->store(name, def);

  // Resolve forward references to the new values.
  if (t.forwardRefs.empty())
    return success();
  auto it = t.forwardRefs.find(name);
  if (it == t.forwardRefs.end())
    return success();
  auto &refs = it->second;
  for (unsigned i = 0; i < refs.size();) {
    ForwardRef &ref = refs[i];
    if (ref.number >= count) {
      ++i;
      continue;
    }
    Value value = getGroupValue(def, ref.number);
    Value placeholder = ref.placeholder->getResult(0);
    if (value.getType() != placeholder.getType()) {
      InFlightDiagnostic diag = emitError(loc);
      diag << "definition of SSA value '%" << name << "#" << ref.number
           << "' has type " << quoted(value.getType());
      diag.attachNote(getEncodedSourceLocation(ref.loc))
          << "previously used here with type " << quoted(placeholder.getType());
      return failure();
    }
    placeholder.replaceAllUsesWith(value);
    ref.placeholder->destroy();
    refs.erase(refs.begin() + i);
  }
  if (refs.empty())
    t.forwardRefs.erase(it);
  return success();
}

/// Reports every forward reference left in `t` and frees the placeholders.
static ParseResult reportUndefinedValues(OperationParser &parser,
                                         NameTable &t) {
  if (t.forwardRefs.empty())
    return success();
  llvm::SmallVector<ForwardRef, 4> refs;
  for (auto &entry : t.forwardRefs)
    refs.append(entry.second.begin(), entry.second.end());
  t.forwardRefs.clear();
  llvm::sort(refs, [](const ForwardRef &a, const ForwardRef &b) {
    return a.loc.getPointer() < b.loc.getPointer();
  });
  for (ForwardRef &ref : refs) {
    parser.emitError(ref.loc, "use of undeclared SSA value name");
    ref.placeholder->getResult(0).dropAllUses();
    ref.placeholder->destroy();
  }
  return failure();
}

//===----------------------------------------------------------------------===//
// Top level
//===----------------------------------------------------------------------===//

ParseResult OperationParser::parseFile() {
  while (getToken().isNot(Token::eof)) {
    if (getToken().is(Token::error))
      return failure();
    if (parseTopLevelItem())
      return failure();
  }
  return finalize();
}

ParseResult OperationParser::parseTopLevelItem() {
  switch (getToken().getKind()) {
  case Token::hash_identifier:
    return parseAttributeAliasDef();
  case Token::exclamation_identifier:
    return parseTypeAliasDef();
  case Token::file_metadata_begin:
    return parseFileMetadata();
  default:
    return parseOperation();
  }
}

/// Closes the innermost block scope: every block referenced in it must have
/// been defined. Reports the undefined ones (in source order) unless an error
/// was reported already, and frees them.
static ParseResult closeBlockScope(OperationParser &parser, BlockScope &scope,
                                   ParseResult result) {
  llvm::SmallVector<std::pair<const char *, Block *>, 2> undefined;
  for (auto &entry : scope.blocks)
    if (!entry.second.defined)
      undefined.push_back({entry.second.loc.getPointer(), entry.second.block});
  scope.blocks.clear();
  if (undefined.empty())
    return result;
  llvm::sort(undefined);
  for (auto &[ptr, block] : undefined) {
    if (succeeded(result))
      parser.emitError(SMLoc::getFromPointer(ptr),
                       "reference to an undefined block");
    block->dropAllUses();
    delete block;
  }
  return failure();
}

ParseResult OperationParser::finalize() {
  // As mlir-opt: names never defined first, then location aliases used
  // before their definition, then blocks referenced at the top level (where
  // none can be defined).
  if (reportUndefinedValues(*this, impl->names))
    return failure();

  if (!impl->deferredLocs.empty()) {
    llvm::SmallVector<LocationAttr, 4> resolved;
    resolved.reserve(impl->deferredLocs.size());
    for (const DeferredLoc &deferred : impl->deferredLocs) {
      Attribute attr =
          state.symbols.attributeAliasDefinitions.lookup(deferred.name);
      if (!attr)
        return emitError(deferred.loc,
                         "operation location alias was never defined");
      auto loc = llvm::dyn_cast<LocationAttr>(attr);
      if (!loc) {
        std::string text;
        llvm::raw_string_ostream os(text);
        attr.print(os);
        return emitError(deferred.loc, "expected location, but found '")
               << text << "'";
      }
      resolved.push_back(loc);
    }
    TypeID tag = TypeID::get<DeferredLocTag>();
    auto fix = [&](Location loc) -> std::optional<Location> {
      auto opaque = loc.dyn_cast<OpaqueLoc>();
      if (!opaque || opaque.getUnderlyingTypeID() != tag)
        return std::nullopt;
      return Location(resolved[opaque.getUnderlyingLocation()]);
    };
    for (Operation &top : *topLevelBlock) {
      top.walk([&](Operation *op) {
        if (auto loc = fix(op->getLoc()))
          op->setLoc(*loc);
        for (Region &region : op->getRegions())
          for (Block &block : region)
            for (BlockArgument arg : block.getArguments())
              if (auto loc = fix(arg.getLoc()))
                arg.setLoc(*loc);
      });
    }
  }
  ParseResult result = closeBlockScope(*this, impl->blockScope(), success());
  --impl->numBlockScopes;
  return result;
}

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

ParseResult OperationParser::parseOperation() {
  SMLoc opLoc = getToken().getLoc();
  llvm::SmallVector<ResultGroup, 1> results;
  unsigned numResults = 0;
  if (getToken().is(Token::percent_identifier)) {
    while (true) {
      if (getToken().isNot(Token::percent_identifier))
        return emitWrongTokenError("expected valid ssa identifier");
      ResultGroup group{getTokenSpelling().drop_front(), 1,
                        getToken().getLoc()};
      consumeToken();
      if (consumeIf(Token::colon)) {
        if (getToken().isNot(Token::integer))
          return emitWrongTokenError("expected integer number of results");
        std::optional<unsigned> count = getToken().getUnsignedIntegerValue();
        if (!count || *count < 1)
          return emitError("expected named operation to have at least 1 "
                           "result");
        consumeToken();
        group.count = *count;
      }
      numResults += group.count;
      results.push_back(group);
      if (!consumeIf(Token::comma))
        break;
    }
    if (parseToken(Token::equal, "expected '=' after SSA name"))
      return failure();
  }

  Operation *op;
  if (getToken().is(Token::string))
    op = parseGenericOperation();
  else if (getToken().is(Token::bare_identifier) || getToken().isKeyword())
    op = parseCustomOperation(results);
  else
    return emitWrongTokenError("expected operation name in quotes");
  if (!op)
    return failure();

  impl->insertBlock->push_back(op);
  if (results.empty())
    return success();
  if (op->getNumResults() == 0)
    return emitError(opLoc, "cannot name an operation with no results");
  if (numResults != op->getNumResults())
    return emitError(opLoc, "operation defines ")
           << op->getNumResults() << " results but was provided " << numResults
           << " to bind";
  unsigned index = 0;
  for (const ResultGroup &group : results) {
    if (defineValues(group.name, group.loc, op->getResult(index), group.count))
      return failure();
    index += group.count;
  }
  return success();
}

Operation *OperationParser::parseGenericOperation() {
  SMLoc nameLoc = getToken().getLoc();
  OperationName name;
  auto cached = impl->genericNameCache.find(getTokenSpelling());
  if (cached != impl->genericNameCache.end()) {
    name = cached->second;
    consumeToken();
  } else {
    StringRef spelling = getTokenSpelling();
    std::string text = getToken().getStringValue();
    if (text.empty()) {
      emitError("empty operation name is invalid");
      return nullptr;
    }
    if (text.find('\0') != std::string::npos) {
      emitError("null character not allowed in operation name");
      return nullptr;
    }
    consumeToken();
    // The text before the first dot (the whole name if it has none) names a
    // dialect to load, as mlir-opt does. Whether the op then belongs to it is
    // getReferencedDialectNamespace's rule: `"index"` loads the index
    // dialect but is an op of no dialect, which the verifier judges.
    Context *ctx = getContext();
    bool knownDialect =
        ctx->getOrLoadDialect(StringRef(text).split('.').first) != nullptr;
    name = ctx->getOperationName(text);
    if (!name.isRegistered() && !knownDialect &&
        !ctx->allowsUnregisteredDialects()) {
      emitError("operation being parsed with an unregistered dialect. If "
                "this is intended, please use --allow-unregistered-dialect");
      return nullptr;
    }
    impl->genericNameCache.try_emplace(spelling, name);
  }

  // No hook sees the state of a generic op: its location can wait.
  NamePosition namePos = getNamePosition(nameLoc);
  OperationState opState(*impl->unknownLoc, name);
  if (parseGenericOperationAfterOpName(opState))
    return nullptr;
  if (opState.properties && name.isRegistered() &&
      failed(checkProperties(nameLoc, name, opState.properties)))
    return nullptr;
  Operation *op = Operation::create(opState);
  setOpLocation(op, namePos);
  if (parseTrailingLocationSpecifier(op)) {
    op->dropAllReferences();
    op->destroy();
    return nullptr;
  }
  return op;
}

OperationParser::NamePosition OperationParser::getNamePosition(SMLoc nameLoc) {
  NamePosition pos;
  pos.loc = nameLoc;
  pos.counted =
      state.lex.getLineAndColumn(nameLoc, pos.file, pos.line, pos.column);
  return pos;
}

void OperationParser::setOpLocation(Operation *op, const NamePosition &pos) {
  if (pos.counted)
    op->setDeferredFileLineColLoc(pos.file, pos.line, pos.column);
  else
    op->setLoc(getEncodedSourceLocation(pos.loc));
}

void OperationParser::setArgLocation(BlockArgument arg,
                                     const NamePosition &pos) {
  if (pos.counted)
    arg.setDeferredFileLineColLoc(pos.file, pos.line, pos.column);
  else
    arg.setLoc(getEncodedSourceLocation(pos.loc));
}

/// Checks the `<{...}>` properties of a registered op as mlir-opt converts
/// them: a dictionary whose inherent entries have the expected kinds.
ParseResult OperationParser::checkProperties(SMLoc loc, OperationName name,
                                             Attribute props) {
  const OpInfo *info = name.getInfo();
  auto fail = [&]() {
    InFlightDiagnostic diag = emitError(loc);
    diag << "invalid properties " << props << " for op " << name.getStringRef()
         << ": ";
    return diag;
  };
  if (info->inherentAttrs.empty())
    return fail() << "this operation does not support properties";
  auto dict = llvm::dyn_cast<DictionaryAttr>(props);
  if (!dict)
    return fail() << "expected DictionaryAttr to set properties";
  if (std::optional<NamedAttribute> bad =
          info->findInvalidProperty(dict.getValue()))
    return fail() << "Invalid attribute `" << bad->getNameStr()
                  << "` in property conversion: " << bad->getValue();
  return success();
}

ParseResult
OperationParser::parseGenericOperationAfterOpName(OperationState &result) {
  llvm::SmallVector<UnresolvedOperand, 4> operands;
  if (parseToken(Token::l_paren, "expected '(' to start operand list"))
    return failure();
  if (getToken().is(Token::percent_identifier)) {
    do {
      UnresolvedOperand use;
      if (parseSSAUse(use))
        return failure();
      operands.push_back(use);
    } while (consumeIf(Token::comma));
  }
  if (parseToken(Token::r_paren, "expected ')' to end operand list"))
    return failure();

  if (getToken().is(Token::l_square)) {
    // Only terminators (or ops that may be one) take successors.
    if (result.name.isRegistered() &&
        !result.name.hasTrait(OpTrait::Terminator))
      return emitError("successors in non-terminator");
    if (parseSuccessors(result.successors))
      return failure();
  }

  if (consumeIf(Token::less)) {
    Attribute props = parseAttribute();
    if (!props)
      return failure();
    if (parseToken(Token::greater, "expected '>' to close properties"))
      return failure();
    result.properties = props;
  }

  if (consumeIf(Token::l_paren)) {
    do {
      if (parseRegion(*result.addRegion(), {}))
        return failure();
    } while (consumeIf(Token::comma));
    if (parseToken(Token::r_paren, "expected ')' to end region list"))
      return failure();
  }

  if (getToken().is(Token::l_brace)) {
    if (parseAttributeDict(result.attributes))
      return failure();
  }

  if (parseToken(Token::colon, "expected ':' followed by operation type"))
    return failure();
  // The generic form needs the two lists only, not a uniqued FunctionType.
  SMLoc typeLoc = getToken().getLoc();
  llvm::SmallVector<Type, 4> inputs, results;
  if (parseFunctionTypeLists(inputs, results))
    return failure();
  if (inputs.size() != operands.size()) {
    // mlir-opt 19 garbles the plural here (a NUL byte); Assay writes it out.
    return emitError(typeLoc, "expected ")
           << uint64_t(operands.size()) << " operand type"
           << (operands.size() == 1 ? "" : "s") << " but had "
           << uint64_t(inputs.size());
  }
  result.addTypes(results);
  result.operands.reserve(operands.size());
  for (unsigned i = 0, e = operands.size(); i < e; ++i) {
    Value value = resolveSSAUse(operands[i], inputs[i]);
    if (!value)
      return failure();
    result.operands.push_back(value);
  }
  return success();
}

ParseResult OperationParser::parseTrailingLocationSpecifier(Operation *op) {
  std::optional<Location> loc;
  if (parseOptionalLocationSpecifier(loc))
    return failure();
  if (loc)
    op->setLoc(*loc);
  return success();
}

ParseResult
OperationParser::parseOptionalLocationSpecifier(std::optional<Location> &loc) {
  if (getToken().isNot(Token::kw_loc))
    return success();
  consumeToken();
  if (parseToken(Token::l_paren, "expected '(' in location"))
    return failure();
  LocationAttr attr;
  if (parseLocationBody(attr))
    return failure();
  if (parseToken(Token::r_paren, "expected ')' in location"))
    return failure();
  loc = Location(attr);
  return success();
}

ParseResult OperationParser::parseLocationBody(LocationAttr &loc) {
  if (getToken().isNot(Token::hash_identifier))
    return parseLocationInstance(loc);
  SMLoc aliasLoc = getToken().getLoc();
  StringRef name = getTokenSpelling().drop_front();
  consumeToken();
  // `#dialect.name` is an attribute of a dialect, never a location alias.
  if (name.contains('.'))
    return emitError(aliasLoc,
                     "expected location, but found dialect attribute: '#")
           << name << "'";
  if (Attribute attr = state.symbols.attributeAliasDefinitions.lookup(name)) {
    loc = llvm::dyn_cast<LocationAttr>(attr);
    if (!loc) {
      std::string text;
      llvm::raw_string_ostream os(text);
      attr.print(os);
      return emitError(aliasLoc, "expected location, but found '")
             << text << "'";
    }
    return success();
  }
  // Resolved once the whole file is parsed.
  loc = OpaqueLoc::get(impl->deferredLocs.size(), TypeID::get<DeferredLocTag>(),
                       UnknownLoc::get(getContext()));
  impl->deferredLocs.push_back({aliasLoc, name});
  return success();
}

//===----------------------------------------------------------------------===//
// Custom operations
//===----------------------------------------------------------------------===//

namespace {
/// The OpAsmParser handed to OpInfo::parse.
class CustomOpAsmParser final : public AsmParserImpl<OpAsmParser> {
public:
  CustomOpAsmParser(SMLoc nameLoc,
                    llvm::ArrayRef<OperationParser::ResultGroup> results,
                    OperationParser &parser, StringRef opName)
      : AsmParserImpl<OpAsmParser>(nameLoc, parser), results(results),
        opParser(parser), opName(opName), plain(nameLoc, parser) {}

  /// Errors raised by the op's own parser read `custom op 'NAME' message`,
  /// as mlir-opt words them; those of the token-level parser do not.
  InFlightDiagnostic emitError(SMLoc loc,
                               const llvm::Twine &message = {}) override {
    emittedError = true;
    return parser.emitError(loc, "custom op '" + opName + "' " + message);
  }

  // The AsmParser-level checks (keywords, strings, symbol names) report at
  // the current token, with the prefix.
  InFlightDiagnostic emitWrongTokenError(const llvm::Twine &message) override {
    return emitError(parser.getToken().getLoc(), message);
  }

  // Punctuation is checked by the token-level parser: no prefix, reported
  // right after the previous token.
#define ASSAY_CUSTOM_PUNCT(Name, Kind, Text)                                   \
  ParseResult parse##Name() override {                                         \
    return noteError(parser.parseToken(Token::Kind, "expected '" Text "'"));   \
  }
  ASSAY_FOR_EACH_ASM_PUNCTUATION(ASSAY_CUSTOM_PUNCT)
#undef ASSAY_CUSTOM_PUNCT

  using AsmParserImpl<OpAsmParser>::parseOptionalAttrDict;
  using AsmParserImpl<OpAsmParser>::parseFloat;

  // The token-level parser instantiates these for AsmParser only; forward.
  // An optional symbol that is absent is not an error.
  ParseResult parseOptionalSymbolName(StringAttr &result) override {
    return plain.parseOptionalSymbolName(result);
  }
  ParseResult parseFloat(double &result) override {
    return noteError(plain.parseFloat(result));
  }
  ParseResult parseFloat(const llvm::fltSemantics &semantics,
                         llvm::APFloat &result) override {
    return noteError(plain.parseFloat(semantics, result));
  }

  ParseResult parseOperand(UnresolvedOperand &result,
                           bool allowResultNumber) override {
    return noteError(opParser.parseSSAUse(result, allowResultNumber));
  }
  OptionalParseResult parseOptionalOperand(UnresolvedOperand &result,
                                           bool allowResultNumber) override {
    if (parser.getToken().isNot(Token::percent_identifier))
      return std::nullopt;
    return parseOperand(result, allowResultNumber);
  }
  ParseResult parseOperandList(llvm::SmallVectorImpl<UnresolvedOperand> &result,
                               Delimiter delimiter, bool allowResultNumber,
                               int requiredOperandCount) override {
    SMLoc startLoc = parser.getToken().getLoc();
    // With no delimiter, an empty list is fine when none is next.
    if (delimiter == Delimiter::None &&
        parser.getToken().isNot(Token::percent_identifier)) {
      if (requiredOperandCount <= 0)
        return success();
      return emitError(startLoc, "expected SSA operand");
    }
    size_t before = result.size();
    auto parseOne = [&]() -> ParseResult {
      UnresolvedOperand operand;
      if (parseOperand(operand, allowResultNumber))
        return failure();
      result.push_back(operand);
      return success();
    };
    if (parser.parseCommaSeparatedList(delimiter, parseOne, " in operand list"))
      return noteError(failure());
    if (requiredOperandCount != -1 &&
        result.size() - before != size_t(requiredOperandCount))
      return emitError(startLoc, "expected ")
             << requiredOperandCount << " operands";
    return success();
  }
  ParseResult resolveOperand(const UnresolvedOperand &operand, Type type,
                             llvm::SmallVectorImpl<Value> &result) override {
    Value value = opParser.resolveSSAUse(operand, type);
    if (!value)
      return noteError(failure());
    result.push_back(value);
    return success();
  }

  ParseResult parseArgument(Argument &result, bool allowType,
                            bool allowAttrs) override {
    return noteError(opParser.parseArgument(result, allowType, allowAttrs));
  }
  OptionalParseResult parseOptionalArgument(Argument &result, bool allowType,
                                            bool allowAttrs) override {
    if (parser.getToken().isNot(Token::percent_identifier))
      return std::nullopt;
    return parseArgument(result, allowType, allowAttrs);
  }
  ParseResult parseArgumentList(llvm::SmallVectorImpl<Argument> &result,
                                Delimiter delimiter, bool allowType,
                                bool allowAttrs) override {
    if (delimiter == Delimiter::None &&
        parser.getToken().isNot(Token::percent_identifier))
      return success();
    auto parseOne = [&]() -> ParseResult {
      Argument arg;
      if (parseArgument(arg, allowType, allowAttrs))
        return failure();
      result.push_back(arg);
      return success();
    };
    return noteError(parser.parseCommaSeparatedList(delimiter, parseOne,
                                                    " in argument list"));
  }

  ParseResult parseRegion(Region &region, llvm::ArrayRef<Argument> arguments,
                          bool enableNameShadowing) override {
    return noteError(
        opParser.parseRegion(region, arguments, enableNameShadowing));
  }
  OptionalParseResult parseOptionalRegion(Region &region,
                                          llvm::ArrayRef<Argument> arguments,
                                          bool enableNameShadowing) override {
    if (parser.getToken().isNot(Token::l_brace))
      return std::nullopt;
    return parseRegion(region, arguments, enableNameShadowing);
  }

  ParseResult parseSuccessor(Block *&dest) override {
    return noteError(opParser.parseSuccessor(dest));
  }
  OptionalParseResult parseOptionalSuccessor(Block *&dest) override {
    if (parser.getToken().isNot(Token::caret_identifier))
      return std::nullopt;
    return parseSuccessor(dest);
  }
  ParseResult
  parseSuccessorAndUseList(Block *&dest,
                           llvm::SmallVectorImpl<Value> &operands) override {
    if (parseSuccessor(dest))
      return failure();
    if (!parser.consumeIf(Token::l_paren))
      return success();
    // `(%a, %b : t1, t2)`: the operands may be none, but the colon and the
    // types are always read, so `^bb()` is refused as mlir-opt refuses it.
    SMLoc loc = parser.getToken().getLoc();
    llvm::SmallVector<UnresolvedOperand, 4> uses;
    llvm::SmallVector<Type, 4> types;
    if (parseOperandList(uses, Delimiter::None, /*allowResultNumber=*/true,
                         /*requiredOperandCount=*/-1) ||
        parseColonTypeList(types) || parseRParen())
      return noteError(failure());
    return resolveOperands(uses, types, loc, operands);
  }

  ParseResult parseOptionalAttrDictWithKeyword(NamedAttrList &result) override {
    if (failed(parseOptionalKeyword("attributes")))
      return success();
    return noteError(parser.parseAttributeDict(result));
  }
  ParseResult
  parseOptionalLocationSpecifier(std::optional<Location> &result) override {
    return noteError(opParser.parseOptionalLocationSpecifier(result));
  }

  ParseResult parseFunctionType(Type &result) override {
    result = parser.parseFunctionType();
    return noteError(success(bool(result)));
  }
  ParseResult
  parseColonFunctionalType(llvm::SmallVectorImpl<Type> &inputs,
                           llvm::SmallVectorImpl<Type> &resultTypes) override {
    if (parseColon())
      return failure();
    return noteError(parser.parseFunctionTypeLists(inputs, resultTypes));
  }

  Operation *parseGenericOperation(Block *block, Block::iterator pos) override {
    if (parser.getToken().isNot(Token::string)) {
      emittedError = true;
      parser.emitWrongTokenError("expected operation name in quotes");
      return nullptr;
    }
    Operation *op = opParser.parseGenericOperation();
    if (!op) {
      emittedError = true;
      return nullptr;
    }
    if (block)
      block->insert(pos, op);
    return op;
  }
  ParseResult parseGenericOperationAfterOpName(OperationState &state) override {
    return noteError(opParser.parseGenericOperationAfterOpName(state));
  }

  size_t getNumResults() const override {
    size_t n = 0;
    for (const auto &group : results)
      n += group.count;
    return n;
  }
  std::pair<StringRef, unsigned> getResultName(unsigned index) const override {
    return {results[index].name, results[index].count};
  }
  unsigned getNumResultGroups() const override { return results.size(); }

private:
  ParseResult noteError(ParseResult result) {
    if (failed(result))
      emittedError = true;
    return result;
  }

  llvm::ArrayRef<OperationParser::ResultGroup> results;
  OperationParser &opParser;
  StringRef opName;
  AsmParserImpl<AsmParser> plain;
};
} // namespace

Operation *
OperationParser::parseCustomOperation(llvm::ArrayRef<ResultGroup> results) {
  SMLoc nameLoc = getToken().getLoc();
  StringRef opName = getTokenSpelling();
  // The name is consumed first, as mlir-opt does: a lexer error right after
  // it is then the one reported.
  consumeToken();
  Context *ctx = getContext();
  OpInfo *info = ctx->lookupRegisteredOperation(opName);
  std::string tried;
  if (!info && !opName.contains('.')) {
    StringRef defaultDialect = getDefaultDialect();
    if (!defaultDialect.empty()) {
      tried = (defaultDialect + "." + opName).str();
      info = ctx->lookupRegisteredOperation(tried);
    }
  }
  if (!info) {
    if (opName.contains('.')) {
      StringRef ns = opName.split('.').first;
      if (!ctx->getOrLoadDialect(ns)) {
        InFlightDiagnostic diag = emitError(nameLoc);
        diag << "Dialect `" << ns << "' not found for custom op '" << opName
             << "' ";
        std::string names;
        for (StringRef available : ctx->getAvailableDialects()) {
          if (!names.empty())
            names += ", ";
          names += available.str();
        }
        diag.attachNote() << "Registered dialects: " << names;
        return nullptr;
      }
      info = ctx->lookupRegisteredOperation(opName);
    }
    if (!info) {
      InFlightDiagnostic diag = emitError(nameLoc);
      diag << "custom op '" << opName << "' is unknown";
      if (!tried.empty())
        diag << " (tried '" << tried << "' as well)";
      return nullptr;
    }
  }
  if (!info->parse) {
    emitError(nameLoc) << "custom op '" << opName
                       << "' has no custom assembly form";
    return nullptr;
  }

  StringRef defaultDialect;
  if (auto *iface = info->getInterface<OpAsmOpInterface>())
    if (iface->getDefaultDialect)
      defaultDialect = iface->getDefaultDialect();
  defaultDialectStack.push_back(defaultDialect);

  // The hooks of ops with regions give the state's location to the
  // terminators they add; the others never look at it, so their ops get
  // a deferred location once created.
  bool mayHaveRegions = info->numRegions.orMore || info->numRegions.count;
  NamePosition namePos = getNamePosition(nameLoc);
  OperationState opState(mayHaveRegions ? getEncodedSourceLocation(nameLoc)
                                        : *impl->unknownLoc,
                         OperationName(info));
  CustomOpAsmParser opAsmParser(nameLoc, results, *this, info->name);
  ParseResult parsed = info->parse(opAsmParser, opState);
  defaultDialectStack.pop_back();
  // A hook that fails has reported why (mlir-opt adds nothing either).
  if (failed(parsed) || opAsmParser.didEmitError())
    return nullptr;
  Operation *op = Operation::create(opState);
  if (!mayHaveRegions)
    setOpLocation(op, namePos);
  if (parseTrailingLocationSpecifier(op)) {
    op->dropAllReferences();
    op->destroy();
    return nullptr;
  }
  return op;
}

//===----------------------------------------------------------------------===//
// Regions and blocks
//===----------------------------------------------------------------------===//

ParseResult OperationParser::parseArgument(Argument &arg, bool allowType,
                                           bool allowAttrs) {
  if (parseSSAUse(arg.ssaName, /*allowResultNumber=*/false))
    return failure();
  if (allowType) {
    if (parseToken(Token::colon, "expected ':'"))
      return failure();
    arg.type = parseType();
    if (!arg.type)
      return failure();
  }
  if (allowAttrs && getToken().is(Token::l_brace)) {
    NamedAttrList attrs;
    if (parseAttributeDict(attrs))
      return failure();
    arg.attrs = attrs.getDictionary(getContext());
  }
  return parseOptionalLocationSpecifier(arg.sourceLoc);
}

ParseResult OperationParser::parseSuccessor(Block *&dest) {
  if (getToken().isNot(Token::caret_identifier))
    return emitWrongTokenError("expected block name");
  StringRef name = getTokenSpelling();
  SMLoc loc = getToken().getLoc();
  consumeToken();
  BlockScope &scope = impl->blockScope();
  auto [it, inserted] = scope.blocks.try_emplace(name);
  if (inserted)
    it->second = BlockDef{new Block(), loc, false};
  dest = it->second.block;
  return success();
}

ParseResult
OperationParser::parseSuccessors(llvm::SmallVectorImpl<Block *> &dests) {
  if (parseToken(Token::l_square, "expected '['"))
    return failure();
  return parseCommaSeparatedListUntil(
      Token::r_square,
      [&]() -> ParseResult {
        Block *dest;
        if (parseSuccessor(dest))
          return failure();
        dests.push_back(dest);
        return success();
      },
      /*allowEmptyList=*/false);
}

ParseResult OperationParser::parseRegion(Region &region,
                                         llvm::ArrayRef<Argument> entryArgs,
                                         bool enableNameShadowing) {
  SMLoc lBraceLoc = getToken().getLoc();
  if (parseToken(Token::l_brace, "expected '{' to begin a region"))
    return failure();
  if (impl->regionDepth >= kMaxRegionDepth)
    return emitError(lBraceLoc, "nesting too deep");

  // `{}`: an empty region, or an empty entry block with the arguments.
  if (getToken().is(Token::r_brace) && entryArgs.empty()) {
    consumeToken();
    return success();
  }

  ++impl->regionDepth;
  impl->pushNameScope();
  impl->pushBlockScope(&region);
  ParseResult result = parseRegionBody(region, entryArgs, enableNameShadowing);
  result = closeBlockScope(*this, impl->blockScope(), result);
  --impl->numBlockScopes;
  impl->popNameScope();
  --impl->regionDepth;
  return result;
}

ParseResult OperationParser::defineEntryArgument(Block *block,
                                                 const Argument &arg,
                                                 bool enableNameShadowing) {
  StringRef name = arg.ssaName.name;
  ValueDef *prior = impl->lookup(name);
  if (enableNameShadowing && prior) {
    impl->shadowed.push_back({impl->scopeStack.back(), name, *prior});
    prior->count = 0;
  } else if (!enableNameShadowing) {
    // A name defined or used already cannot name an entry argument.
    std::optional<SMLoc> priorLoc;
    if (prior) {
      priorLoc = prior->loc;
    } else if (!impl->names.forwardRefs.empty()) {
      auto it = impl->names.forwardRefs.find(name);
      if (it != impl->names.forwardRefs.end() && !it->second.empty())
        priorLoc = it->second.front().loc;
    }
    if (priorLoc) {
      InFlightDiagnostic diag = emitError(arg.ssaName.location);
      diag << "region entry argument '%" << name << "' is already in use";
      diag.attachNote(getEncodedSourceLocation(*priorLoc))
          << "previously referenced here";
      return failure();
    }
  }
  BlockArgument value;
  if (arg.sourceLoc) {
    value = block->addArgument(arg.type, *arg.sourceLoc);
  } else {
    value = block->addArgument(arg.type, *impl->unknownLoc);
    setArgLocation(value, getNamePosition(arg.ssaName.location));
  }
  return defineValues(name, arg.ssaName.location, value, 1);
}

ParseResult OperationParser::parseRegionBody(Region &region,
                                             llvm::ArrayRef<Argument> entryArgs,
                                             bool enableNameShadowing) {
  Block *block = nullptr;
  if (!entryArgs.empty()) {
    block = new Block();
    region.push_back(block);
    block->reserveArguments(entryArgs.size());
    for (const Argument &arg : entryArgs)
      if (defineEntryArgument(block, arg, enableNameShadowing))
        return failure();
    if (getToken().is(Token::caret_identifier))
      return emitError("invalid block name in region with named arguments");
  } else if (getToken().isNot(Token::caret_identifier)) {
    block = new Block();
    region.push_back(block);
  } else {
    if (parseBlockLabel(block))
      return failure();
  }

  while (true) {
    if (parseBlockBody(block))
      return failure();
    if (getToken().isNot(Token::caret_identifier))
      break;
    if (parseBlockLabel(block))
      return failure();
  }
  return parseToken(Token::r_brace, "expected '}' to end region");
}

ParseResult OperationParser::parseBlockLabel(Block *&block) {
  StringRef name = getTokenSpelling();
  SMLoc loc = getToken().getLoc();
  consumeToken(Token::caret_identifier);
  BlockScope &scope = impl->blockScope();
  auto [it, inserted] = scope.blocks.try_emplace(name);
  if (inserted) {
    it->second = BlockDef{new Block(), loc, true};
  } else if (it->second.defined) {
    return emitError(loc) << "redefinition of block '" << name << "'";
  } else {
    it->second.defined = true;
    it->second.loc = loc;
  }
  block = it->second.block;
  scope.region->push_back(block);

  if (consumeIf(Token::l_paren)) {
    if (getToken().isNot(Token::r_paren)) {
      do {
        UnresolvedOperand use;
        NamePosition argPos = getNamePosition(getToken().getLoc());
        if (parseSSAUse(use, /*allowResultNumber=*/false))
          return failure();
        if (parseToken(Token::colon, "expected ':' and type for SSA operand"))
          return failure();
        Type type = parseType();
        if (!type)
          return failure();
        std::optional<Location> argLocation;
        if (parseOptionalLocationSpecifier(argLocation))
          return failure();
        BlockArgument arg = block->addArgument(
            type, argLocation ? *argLocation : *impl->unknownLoc);
        if (!argLocation)
          setArgLocation(arg, argPos);
        if (defineValues(use.name, use.location, arg, 1))
          return failure();
      } while (consumeIf(Token::comma));
    }
    if (parseToken(Token::r_paren, "expected ')'"))
      return failure();
  }
  return parseToken(Token::colon, "expected ':' after block name");
}

ParseResult OperationParser::parseBlockBody(Block *block) {
  Block *saved = impl->insertBlock;
  impl->insertBlock = block;
  while (getToken().isNot(Token::caret_identifier) &&
         getToken().isNot(Token::r_brace)) {
    if (parseOperation()) {
      impl->insertBlock = saved;
      return failure();
    }
  }
  impl->insertBlock = saved;
  return success();
}

//===----------------------------------------------------------------------===//
// File metadata
//===----------------------------------------------------------------------===//

ResourceGroup &ExternalResourceStore::getOrCreate(StringRef owner) {
  for (ResourceGroup &group : groups)
    if (group.owner == owner)
      return group;
  groups.push_back(ResourceGroup{owner.str(), {}});
  return groups.back();
}

namespace {
/// Parses the entries of `{-# ... #-}`.
class MetadataParser {
public:
  explicit MetadataParser(OperationParser &p) : p(p) {}

  ParseResult parse() {
    p.consumeToken(Token::file_metadata_begin);
    return p.parseCommaSeparatedListUntil(
        Token::file_metadata_end, [&]() -> ParseResult {
          SMLoc keyLoc = p.getToken().getLoc();
          StringRef key;
          if (failed(p.parseOptionalKeyword(&key)))
            return p.emitError(
                "expected identifier key in file metadata dictionary");
          if (p.parseToken(Token::colon, "expected ':'"))
            return failure();
          if (key == "dialect_resources")
            return parseSection(/*isDialect=*/true);
          if (key == "external_resources")
            return parseSection(/*isDialect=*/false);
          return p.emitError(keyLoc)
                 << "unknown key '" << key << "' in file metadata dictionary";
        });
  }

private:
  ParseResult parseSection(bool isDialect) {
    if (p.parseToken(Token::l_brace, "expected '{'"))
      return failure();
    return p.parseCommaSeparatedListUntil(Token::r_brace, [&]() -> ParseResult {
      SMLoc nameLoc = p.getToken().getLoc();
      StringRef name;
      if (failed(p.parseOptionalKeyword(&name)))
        return ParseResult(
            p.emitError("expected identifier key for 'resource' entry"));
      if (p.parseToken(Token::colon, "expected ':'") ||
          p.parseToken(Token::l_brace, "expected '{'"))
        return failure();
      Context *ctx = p.getContext();
      ResourceGroup *group = nullptr;
      if (isDialect) {
        Dialect *dialect = ctx->getOrLoadDialect(name);
        if (!dialect)
          return ParseResult(p.emitError(nameLoc)
                             << "dialect '" << name << "' is unknown");
        if (name != "builtin")
          return ParseResult(p.emitError(nameLoc)
                             << "unexpected 'resource' section for dialect '"
                             << name << "'");
      } else {
        group = &ctx->getOrCreateExtension<ExternalResourceStore>().getOrCreate(
            name);
      }
      return p.parseCommaSeparatedListUntil(
          Token::r_brace, [&]() { return parseEntry(group); });
    });
  }

  /// Parses `key: value`; builtin blobs go to the builtin handler, others
  /// into `group`.
  ParseResult parseEntry(ResourceGroup *group) {
    std::string key;
    StringRef keyword;
    if (failed(p.parseOptionalKeyword(&keyword)))
      return p.emitError(group ? "expected identifier key for "
                                 "'external_resources' entry"
                               : "expected identifier key for 'resource' "
                                 "entry");
    key = keyword.str();
    if (p.parseToken(Token::colon, "expected ':'"))
      return failure();
    // The value token is consumed before it is looked at, as mlir-opt does:
    // a lexer error just after it is then the one reported. The end of the
    // input (or a lexer error) is not consumed and fails below.
    Token value = p.getToken();
    SMLoc valueLoc = value.getLoc();
    if (value.isNot(Token::eof) && value.isNot(Token::error))
      p.consumeToken();
    // mlir-opt steps over a value the lexer rejected too, so the complaint
    // about it follows the lexer's instead of being dropped.
    auto valueError = [&]() {
      if (value.is(Token::error))
        return emitError(p.getEncodedSourceLocation(valueLoc));
      return p.emitError(valueLoc);
    };
    ResourceEntry entry;
    entry.key = key;
    if (value.isAny(Token::kw_true, Token::kw_false)) {
      if (!group)
        return valueError()
               << "expected hex string blob for key '" << key << "'";
      entry.kind = ResourceEntry::Kind::Bool;
      entry.boolValue = value.is(Token::kw_true);
      group->entries.push_back(std::move(entry));
      return success();
    }
    if (value.isNot(Token::string)) {
      if (!group)
        return valueError()
               << "expected hex string blob for key '" << key << "'";
      return valueError() << "expected string value for key '" << key << "'";
    }
    bool isBlob = value.getSpelling().starts_with("\"0x");
    if (!isBlob) {
      if (!group)
        return valueError()
               << "expected hex string blob for key '" << key << "'";
      entry.kind = ResourceEntry::Kind::String;
      entry.data = value.getStringValue();
      group->entries.push_back(std::move(entry));
      return success();
    }
    std::optional<std::string> bytes = value.getHexStringValue();
    if (!bytes)
      return valueError() << "expected hex string blob for key '" << key << "'";
    if (bytes->size() < 4)
      return valueError() << "expected hex string blob for key '" << key
                          << "' to encode alignment in first 4 bytes";
    uint32_t alignment = uint32_t(uint8_t((*bytes)[0])) |
                         uint32_t(uint8_t((*bytes)[1])) << 8 |
                         uint32_t(uint8_t((*bytes)[2])) << 16 |
                         uint32_t(uint8_t((*bytes)[3])) << 24;
    if (!llvm::isPowerOf2_32(alignment))
      return valueError() << "expected hex string blob for key '" << key
                          << "' to encode alignment in first 4 bytes, but got "
                             "non-power-of-2 value: "
                          << alignment;
    StringRef data = StringRef(*bytes).drop_front(4);
    if (!group) {
      ResourceBlob blob;
      blob.alignment = alignment;
      blob.data.assign(data.begin(), data.end());
      BuiltinResourceManager::get(p.getContext()).insert(key, std::move(blob));
      return success();
    }
    entry.kind = ResourceEntry::Kind::Blob;
    entry.alignment = alignment;
    entry.data = data.str();
    group->entries.push_back(std::move(entry));
    return success();
  }

  OperationParser &p;
};
} // namespace

ParseResult OperationParser::parseFileMetadata() {
  return MetadataParser(*this).parse();
}
