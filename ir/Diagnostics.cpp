//===- Diagnostics.cpp - Diagnostic engine and source-manager printing ----===//
//
// The engine offers each diagnostic to handlers newest first; the source
// manager handler prints it with the line it points into.
//
//===----------------------------------------------------------------------===//
#include "ir/Diagnostics.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/printer/PrintingFlags.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;

//===----------------------------------------------------------------------===//
// Diagnostic
//===----------------------------------------------------------------------===//

Diagnostic &Diagnostic::operator<<(const llvm::Twine &t) {
  llvm::raw_string_ostream os(message);
  os << t;
  return *this;
}
Diagnostic &Diagnostic::operator<<(char c) {
  message.push_back(c);
  return *this;
}
Diagnostic &Diagnostic::operator<<(int64_t v) {
  message += std::to_string(v);
  return *this;
}
Diagnostic &Diagnostic::operator<<(uint64_t v) {
  message += std::to_string(v);
  return *this;
}
Diagnostic &Diagnostic::operator<<(double v) {
  llvm::raw_string_ostream os(message);
  os << v;
  return *this;
}
Diagnostic &Diagnostic::operator<<(Type t) {
  llvm::raw_string_ostream os(message);
  t.print(os);
  return *this;
}
Diagnostic &Diagnostic::operator<<(Attribute a) {
  llvm::raw_string_ostream os(message);
  a.print(os);
  return *this;
}
Diagnostic &Diagnostic::operator<<(OperationName n) {
  message += "'";
  message += n.getStringRef();
  message += "'";
  return *this;
}
Diagnostic &Diagnostic::operator<<(Operation &op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags = op.getContext()->getDiagnosticPrintingFlags();
  flags.useLocalScope = true;
  flags.printGenericOpForm = true;
  flags.elideElementsAttrsIfLarger = 16;
  op.print(os, flags);
  os.flush();
  // An op spanning several lines starts on a line of its own.
  if (llvm::StringRef(text).contains('\n'))
    message.push_back('\n');
  message += text;
  return *this;
}
Diagnostic &Diagnostic::operator<<(Value v) {
  llvm::raw_string_ostream os(message);
  v.print(os);
  return *this;
}

Diagnostic &Diagnostic::attachNote(std::optional<Location> noteLoc) {
  notes.push_back(std::make_unique<Diagnostic>(noteLoc ? *noteLoc : loc,
                                               DiagnosticSeverity::Note));
  return *notes.back();
}

//===----------------------------------------------------------------------===//
// InFlightDiagnostic and the engine
//===----------------------------------------------------------------------===//

void InFlightDiagnostic::report() {
  if (owner && diag)
    owner->emit(std::move(*diag));
  owner = nullptr;
  diag.reset();
}

DiagnosticEngine::HandlerID DiagnosticEngine::registerHandler(Handler h) {
  HandlerID id = nextID++;
  handlers.emplace_back(id, std::move(h));
  return id;
}

void DiagnosticEngine::eraseHandler(HandlerID id) {
  llvm::erase_if(handlers, [&](auto &entry) { return entry.first == id; });
}

llvm::StringRef assay::getSeverityName(DiagnosticSeverity s) {
  switch (s) {
  case DiagnosticSeverity::Note:
    return "note";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Remark:
    return "remark";
  }
  llvm_unreachable("unknown severity");
}

void DiagnosticEngine::emit(Diagnostic &&diag) {
  for (auto it = handlers.rbegin(); it != handlers.rend(); ++it)
    if (succeeded(it->second(diag)))
      return;
  // Nobody took it: errors go to stderr, the rest is dropped.
  if (diag.getSeverity() != DiagnosticSeverity::Error)
    return;
  llvm::raw_ostream &os = llvm::errs();
  os << diag.getLocation() << ": error: " << diag.getMessage() << "\n";
  for (auto &note : diag.getNotes())
    os << note->getLocation() << ": note: " << note->getMessage() << "\n";
  os.flush();
}

static InFlightDiagnostic emitDiag(Location loc, DiagnosticSeverity severity,
                                   const llvm::Twine &message) {
  InFlightDiagnostic diag =
      loc.getContext()->getDiagEngine().emit(loc, severity);
  if (!message.isTriviallyEmpty())
    diag << message;
  return diag;
}

InFlightDiagnostic assay::emitError(Location loc, const llvm::Twine &message) {
  return emitDiag(loc, DiagnosticSeverity::Error, message);
}
InFlightDiagnostic assay::emitWarning(Location loc,
                                      const llvm::Twine &message) {
  return emitDiag(loc, DiagnosticSeverity::Warning, message);
}
InFlightDiagnostic assay::emitRemark(Location loc, const llvm::Twine &message) {
  return emitDiag(loc, DiagnosticSeverity::Remark, message);
}

//===----------------------------------------------------------------------===//
// ScopedDiagnosticHandler
//===----------------------------------------------------------------------===//

ScopedDiagnosticHandler::ScopedDiagnosticHandler(
    Context *ctx, DiagnosticEngine::Handler handler)
    : ctx(ctx) {
  setHandler(std::move(handler));
}

ScopedDiagnosticHandler::~ScopedDiagnosticHandler() {
  if (id)
    ctx->getDiagEngine().eraseHandler(id);
}

void ScopedDiagnosticHandler::setHandler(DiagnosticEngine::Handler handler) {
  if (id)
    ctx->getDiagEngine().eraseHandler(id);
  id = ctx->getDiagEngine().registerHandler(std::move(handler));
}

//===----------------------------------------------------------------------===//
// SourceMgrDiagnosticHandler
//===----------------------------------------------------------------------===//

static llvm::SourceMgr::DiagKind getDiagKind(DiagnosticSeverity s) {
  switch (s) {
  case DiagnosticSeverity::Note:
    return llvm::SourceMgr::DK_Note;
  case DiagnosticSeverity::Warning:
    return llvm::SourceMgr::DK_Warning;
  case DiagnosticSeverity::Error:
    return llvm::SourceMgr::DK_Error;
  case DiagnosticSeverity::Remark:
    return llvm::SourceMgr::DK_Remark;
  }
  llvm_unreachable("unknown severity");
}

SourceMgrDiagnosticHandler::SourceMgrDiagnosticHandler(llvm::SourceMgr &mgr,
                                                       Context *ctx,
                                                       llvm::raw_ostream &os)
    : ScopedDiagnosticHandler(ctx), mgr(mgr), os(os) {
  setHandler([this](Diagnostic &diag) {
    emitDiagnostic(diag);
    return success();
  });
}

SourceMgrDiagnosticHandler::SourceMgrDiagnosticHandler(llvm::SourceMgr &mgr,
                                                       Context *ctx)
    : SourceMgrDiagnosticHandler(mgr, ctx, llvm::errs()) {}

SourceMgrDiagnosticHandler::~SourceMgrDiagnosticHandler() = default;

/// Visits `root` and the locations nested in it, depth first (a call site's
/// callee before its caller, which is entered only with `intoCallers`),
/// until `visit` returns a location. Iterative: fused locations nest
/// deeply.
static std::optional<LocationAttr> findInLocation(
    LocationAttr root, bool intoCallers,
    llvm::function_ref<std::optional<LocationAttr>(LocationAttr)> visit) {
  llvm::SmallVector<LocationAttr, 4> worklist{root};
  while (!worklist.empty()) {
    LocationAttr l = worklist.pop_back_val();
    if (std::optional<LocationAttr> found = visit(l))
      return found;
    if (auto name = llvm::dyn_cast<NameLoc>(l)) {
      worklist.push_back(name.getChildLoc());
    } else if (auto call = llvm::dyn_cast<CallSiteLoc>(l)) {
      if (intoCallers)
        worklist.push_back(call.getCaller());
      worklist.push_back(call.getCallee());
    } else if (auto fused = llvm::dyn_cast<FusedLoc>(l)) {
      auto locs = fused.getLocations();
      for (auto it = locs.rbegin(); it != locs.rend(); ++it)
        worklist.push_back(*it);
    } else if (auto opaque = llvm::dyn_cast<OpaqueLoc>(l)) {
      worklist.push_back(opaque.getFallbackLocation());
    }
  }
  return std::nullopt;
}

/// The first location of kind LocT nested in `loc`.
template <class LocT>
static std::optional<LocT> findFirst(LocationAttr loc, bool intoCallers) {
  std::optional<LocationAttr> found = findInLocation(
      loc, intoCallers, [](LocationAttr l) -> std::optional<LocationAttr> {
        if (llvm::isa<LocT>(l))
          return l;
        return std::nullopt;
      });
  if (!found)
    return std::nullopt;
  return llvm::cast<LocT>(*found);
}

/// The first call site a location holds.
static std::optional<CallSiteLoc> getCallSiteLoc(LocationAttr loc) {
  return findFirst<CallSiteLoc>(loc, /*intoCallers=*/false);
}

/// The first file:line:col location nested in `loc`, callers included.
static std::optional<FileLineColLoc> findFileLineColLoc(LocationAttr loc) {
  return findFirst<FileLineColLoc>(loc, /*intoCallers=*/true);
}

void SourceMgrDiagnosticHandler::emitDiagnostic(Diagnostic &diag) {
  // The diagnostic's own position, then the callers of a call-site location
  // as `called from` notes.
  llvm::SmallVector<std::pair<Location, llvm::StringRef>, 4> stack;
  auto pushShowable = [&](Location l, llvm::StringRef context) {
    if (std::optional<Location> shown = findLocToShow(l))
      stack.emplace_back(*shown, context);
  };
  Location loc = diag.getLocation();
  pushShowable(loc, {});
  for (std::optional<CallSiteLoc> call = getCallSiteLoc(loc); call;
       call = getCallSiteLoc(call->getCaller())) {
    loc = call->getCaller();
    pushShowable(loc, "called from");
  }

  if (stack.empty()) {
    emitDiagnostic(diag.getLocation(), diag.getMessage(), diag.getSeverity());
  } else {
    emitDiagnostic(stack.front().first, diag.getMessage(), diag.getSeverity());
    for (auto &[where, context] : llvm::drop_begin(stack))
      emitDiagnostic(where, context, DiagnosticSeverity::Note);
  }
  // A note at the location printed just before it does not repeat the
  // source line.
  for (auto &note : diag.getNotes()) {
    emitDiagnostic(note->getLocation(), note->getMessage(), note->getSeverity(),
                   /*displaySourceLine=*/note->getLocation() != loc);
    loc = note->getLocation();
  }
  os.flush();
}

void SourceMgrDiagnosticHandler::emitDiagnostic(Location loc,
                                                llvm::Twine message,
                                                DiagnosticSeverity kind,
                                                bool displaySourceLine) {
  std::optional<FileLineColLoc> fileLoc = findFileLineColLoc(loc);
  if (!fileLoc) {
    // No file position: an unknown line, with the location spelled out
    // unless it is unknown.
    std::string text;
    llvm::raw_string_ostream textOs(text);
    if (!llvm::isa<UnknownLoc>(LocationAttr(loc)))
      textOs << loc << ": ";
    textOs << message;
    mgr.PrintMessage(os, llvm::SMLoc(), getDiagKind(kind), textOs.str(), {}, {},
                     /*ShowColors=*/false);
    return;
  }
  if (displaySourceLine) {
    llvm::SMLoc smloc = convertLocToSMLoc(*fileLoc);
    if (smloc.isValid()) {
      mgr.PrintMessage(os, smloc, getDiagKind(kind), message, {}, {},
                       /*ShowColors=*/false);
      return;
    }
  }
  // A file that is not one of the buffers: its position without the line.
  std::string position = (fileLoc->getFilename().getValue() + ":" +
                          llvm::Twine(fileLoc->getLine()) + ":" +
                          llvm::Twine(fileLoc->getColumn()))
                             .str();
  llvm::SMDiagnostic smDiag(position, getDiagKind(kind), message.str());
  smDiag.print(nullptr, os, /*ShowColors=*/false);
}

std::optional<Location>
SourceMgrDiagnosticHandler::findLocToShow(Location loc) {
  // Only a file position is worth showing, wherever it sits: a name or a
  // fused part before it must not hide it. A location without one is
  // spelled out whole by emitDiagnostic.
  if (std::optional<FileLineColLoc> fileLoc = findFileLineColLoc(loc))
    return Location(*fileLoc);
  return std::nullopt;
}

llvm::SMLoc SourceMgrDiagnosticHandler::convertLocToSMLoc(Location loc) {
  auto fileLoc = llvm::dyn_cast<FileLineColLoc>(LocationAttr(loc));
  if (!fileLoc)
    return {};
  llvm::StringRef name = fileLoc.getFilename().getValue();
  for (unsigned i = 1, e = mgr.getNumBuffers(); i <= e; ++i) {
    const llvm::MemoryBuffer *buf = mgr.getMemoryBuffer(i);
    if (buf->getBufferIdentifier() != name)
      continue;
    unsigned line = fileLoc.getLine(), col = fileLoc.getColumn();
    if (line == 0)
      return {};
    return mgr.FindLocForLineAndColumn(i, line, col ? col : 1);
  }
  return {};
}
