//===- Diagnostics.h - Errors, warnings, remarks and notes ----------------===//
//
// A Diagnostic is a located message with a severity and attached notes.
// Emitting one hands it to the Context's DiagnosticEngine, which offers it to
// the registered handlers, newest first, until one takes it; with no handler
// taking it, errors are printed to stderr. InFlightDiagnostic is the
// streaming builder returned by emitError() and friends: it reports when it
// dies and converts to failure() so `return emitError(loc) << "...";` works.
//
// SourceMgrDiagnosticHandler prints in the format compiler engineers expect:
//   file:line:col: error: message
//   <the source line>
//       ^
// followed by each note in the same form.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_DIAGNOSTICS_H
#define ASSAY_IR_DIAGNOSTICS_H

#include "ir/Attributes.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Twine.h"
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class SourceMgr;
class SMLoc;
class raw_ostream;
} // namespace llvm

namespace assay {
class Context;
class DiagnosticEngine;
class Operation;
class OperationName;
class Value;

enum class DiagnosticSeverity { Note, Warning, Error, Remark };

/// "note", "warning", "error" or "remark".
llvm::StringRef getSeverityName(DiagnosticSeverity severity);

/// A located message with notes.
class Diagnostic {
public:
  Diagnostic(Location loc, DiagnosticSeverity severity)
      : loc(loc), severity(severity) {}
  Diagnostic(Diagnostic &&) = default;
  Diagnostic &operator=(Diagnostic &&) = default;

  Location getLocation() const { return loc; }
  DiagnosticSeverity getSeverity() const { return severity; }
  const std::string &getMessage() const { return message; }
  std::string str() const { return message; }

  Diagnostic &operator<<(const llvm::Twine &t);
  Diagnostic &operator<<(const char *s) { return *this << llvm::Twine(s); }
  Diagnostic &operator<<(llvm::StringRef s) { return *this << llvm::Twine(s); }
  Diagnostic &operator<<(const std::string &s) {
    return *this << llvm::Twine(s);
  }
  Diagnostic &operator<<(char c);
  Diagnostic &operator<<(int64_t v);
  Diagnostic &operator<<(uint64_t v);
  Diagnostic &operator<<(int v) { return *this << int64_t(v); }
  Diagnostic &operator<<(unsigned v) { return *this << uint64_t(v); }
  Diagnostic &operator<<(long long v) { return *this << int64_t(v); }
  Diagnostic &operator<<(unsigned long long v) { return *this << uint64_t(v); }
  Diagnostic &operator<<(double v);
  /// Types and attributes are printed without quotes.
  Diagnostic &operator<<(Type t);
  Diagnostic &operator<<(Attribute a);
  Diagnostic &operator<<(OperationName n);
  /// An op is printed in generic form, local scope.
  Diagnostic &operator<<(Operation &op);
  Diagnostic &operator<<(Operation *op) { return *this << *op; }
  Diagnostic &operator<<(Value v);

  /// Attaches a note at `loc` (this diagnostic's location if none).
  Diagnostic &attachNote(std::optional<Location> loc = std::nullopt);
  llvm::ArrayRef<std::unique_ptr<Diagnostic>> getNotes() const { return notes; }

private:
  Location loc;
  DiagnosticSeverity severity;
  std::string message;
  std::vector<std::unique_ptr<Diagnostic>> notes;
};

/// Streams into a Diagnostic and reports it on destruction.
class InFlightDiagnostic {
public:
  InFlightDiagnostic() = default;
  InFlightDiagnostic(DiagnosticEngine *owner, Diagnostic &&diag)
      : owner(owner), diag(std::move(diag)) {}
  InFlightDiagnostic(InFlightDiagnostic &&other)
      : owner(other.owner), diag(std::move(other.diag)) {
    other.owner = nullptr;
    other.diag.reset();
  }
  ~InFlightDiagnostic() { report(); }

  template <class T> InFlightDiagnostic &operator<<(T &&v) & {
    if (diag)
      *diag << std::forward<T>(v);
    return *this;
  }
  template <class T> InFlightDiagnostic &&operator<<(T &&v) && {
    return std::move(*this << std::forward<T>(v));
  }

  Diagnostic &attachNote(std::optional<Location> loc = std::nullopt) {
    return diag->attachNote(loc);
  }
  Diagnostic *getUnderlyingDiagnostic() { return diag ? &*diag : nullptr; }

  /// Emits now.
  void report();
  /// Drops without emitting. The diagnostic stays usable (streaming and
  /// notes go nowhere) until this object dies.
  void abandon() { owner = nullptr; }

  operator LogicalResult() const { return failure(); }
  operator ParseResult() const { return failure(); }
  template <class T> operator FailureOr<T>() const { return failure(); }

private:
  DiagnosticEngine *owner = nullptr;
  std::optional<Diagnostic> diag;
};

/// Routes diagnostics to handlers.
class DiagnosticEngine {
public:
  using HandlerID = uint64_t;
  /// A handler returns success when it took the diagnostic.
  using Handler = std::function<LogicalResult(Diagnostic &)>;

  /// Registers a handler; newer handlers are asked first.
  HandlerID registerHandler(Handler handler);
  void eraseHandler(HandlerID id);

  /// Offers `diag` to the handlers, newest first.
  void emit(Diagnostic &&diag);

  InFlightDiagnostic emit(Location loc, DiagnosticSeverity severity) {
    return InFlightDiagnostic(this, Diagnostic(loc, severity));
  }

private:
  std::vector<std::pair<HandlerID, Handler>> handlers;
  HandlerID nextID = 1;
};

/// Emits an error, warning or remark at `loc`.
InFlightDiagnostic emitError(Location loc, const llvm::Twine &message = {});
InFlightDiagnostic emitWarning(Location loc, const llvm::Twine &message = {});
InFlightDiagnostic emitRemark(Location loc, const llvm::Twine &message = {});

/// Registers a handler for as long as it lives.
class ScopedDiagnosticHandler {
public:
  ScopedDiagnosticHandler(Context *ctx, DiagnosticEngine::Handler handler);
  virtual ~ScopedDiagnosticHandler();

protected:
  explicit ScopedDiagnosticHandler(Context *ctx) : ctx(ctx) {}
  void setHandler(DiagnosticEngine::Handler handler);
  Context *ctx;

private:
  DiagnosticEngine::HandlerID id = 0;
};

/// Prints diagnostics with the source line they point into, as
/// `file:line:col: error: message` plus the line and a caret.
class SourceMgrDiagnosticHandler : public ScopedDiagnosticHandler {
public:
  SourceMgrDiagnosticHandler(llvm::SourceMgr &mgr, Context *ctx,
                             llvm::raw_ostream &os);
  SourceMgrDiagnosticHandler(llvm::SourceMgr &mgr, Context *ctx);
  ~SourceMgrDiagnosticHandler() override;

  /// Prints `diag` and its notes.
  void emitDiagnostic(Diagnostic &diag);
  /// Prints one message at `loc` without notes.
  void emitDiagnostic(Location loc, llvm::Twine message,
                      DiagnosticSeverity kind, bool displaySourceLine = true);

protected:
  /// The part of `loc` worth showing: the first file:line:col location
  /// found through names, fused parts and call sites (callee before
  /// caller); none when `loc` holds no file position.
  std::optional<Location> findLocToShow(Location loc);
  llvm::SMLoc convertLocToSMLoc(Location loc);

  llvm::SourceMgr &mgr;
  llvm::raw_ostream &os;
};

/// Checks emitted diagnostics against `expected-error`, `expected-warning`,
/// `expected-note` and `expected-remark` comments in the source buffers, as
/// mlir-opt's -verify-diagnostics does. Defined with the verifier.
class SourceMgrDiagnosticVerifierHandler : public SourceMgrDiagnosticHandler {
public:
  SourceMgrDiagnosticVerifierHandler(llvm::SourceMgr &mgr, Context *ctx,
                                     llvm::raw_ostream &os);
  SourceMgrDiagnosticVerifierHandler(llvm::SourceMgr &mgr, Context *ctx);
  ~SourceMgrDiagnosticVerifierHandler() override;

  /// Reports expectations that were not met; failure if any was missed or
  /// any unexpected diagnostic was seen.
  LogicalResult verify();

private:
  void process(Diagnostic &diag);
  struct Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace assay

#endif // ASSAY_IR_DIAGNOSTICS_H
