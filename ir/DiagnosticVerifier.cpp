//===- DiagnosticVerifier.cpp - Check diagnostics against expectations ----===//
//
// SourceMgrDiagnosticVerifierHandler (declared in ir/Diagnostics.h) reads
// every buffer of the source manager for expectations written as
//
//   expected-(error|warning|note|remark)[-re] [@+N|@-N|@above|@below] {{msg}}
//
// (the line, with trailing blanks removed, must end with the `}}`; the
// message runs from the first `{{` to that last `}}`). An expectation names
// a line: its own, N lines away (N is octal after a leading 0, as in
// mlir-opt; a line outside the file is an error, reported at the `@`), the
// last line above that holds no expectation (`@above`) or the next such
// line below (`@below`). A diagnostic, and each of its notes, is matched on
// its first file location by file, line and message substring (with `-re`,
// the `{{...}}` parts of the message are regular expressions, the rest
// literal text). Whatever matches nothing is reported as
// `unexpected <kind>: <message>`; verify() reports the expectations that
// were never met. Output and messages are the ones of mlir-opt 19 with
// -verify-diagnostics (which, like it, has no `@unknown`: diagnostics
// without a file location are always unexpected).
//
//===----------------------------------------------------------------------===//
#include "ir/Diagnostics.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Location.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <limits>
#include <optional>

using namespace assay;

namespace {
/// One `expected-*` comment.
struct ExpectedDiag {
  DiagnosticSeverity kind;
  /// The line the diagnostic is expected on (1-based; 0 for an `@above`
  /// with no line above).
  int64_t lineNo;
  /// Where `expected-` starts in the buffer.
  llvm::SMLoc fileLoc;
  /// The text between the outer braces.
  llvm::StringRef substring;
  /// For `-re` expectations, the compiled pattern.
  std::unique_ptr<llvm::Regex> regex;
  bool matched = false;

  bool match(llvm::StringRef message) const {
    if (regex)
      return regex->match(message);
    return message.contains(substring);
  }
};

/// Parses the designator and message of an expectation at `text`, which
/// starts with "expected-"; the line has its trailing blanks removed.
struct ParsedExpectation {
  DiagnosticSeverity kind;
  bool isRegex = false;
  enum class Where { Here, Offset, Above, Below } where = Where::Here;
  /// For Where::Offset: the signed offset, nullopt when its magnitude does
  /// not fit in 63 bits (then no line of any file is meant).
  std::optional<int64_t> offset;
  /// For Where::Offset: digits that do not form a number (an octal offset
  /// with a digit 8 or 9).
  bool isInvalidOffset = false;
  /// The designator as written (`@+2`), for diagnostics.
  llvm::StringRef designator;
  llvm::StringRef message;
};
} // namespace

static std::optional<ParsedExpectation> parseExpectation(llvm::StringRef text) {
  ParsedExpectation result;
  if (!text.consume_front("expected-"))
    return std::nullopt;
  if (text.consume_front("error"))
    result.kind = DiagnosticSeverity::Error;
  else if (text.consume_front("note"))
    result.kind = DiagnosticSeverity::Note;
  else if (text.consume_front("remark"))
    result.kind = DiagnosticSeverity::Remark;
  else if (text.consume_front("warning"))
    result.kind = DiagnosticSeverity::Warning;
  else
    return std::nullopt;
  result.isRegex = text.consume_front("-re");
  text = text.ltrim(' ');

  if (text.starts_with("@")) {
    llvm::StringRef rest = text.drop_front();
    if (rest.consume_front("above")) {
      result.where = ParsedExpectation::Where::Above;
      text = rest;
    } else if (rest.consume_front("below")) {
      result.where = ParsedExpectation::Where::Below;
      text = rest;
    } else if (!rest.empty() && (rest[0] == '+' || rest[0] == '-')) {
      bool negative = rest[0] == '-';
      llvm::StringRef digits =
          rest.drop_front().take_while([](char c) { return llvm::isDigit(c); });
      // Without digits the `@` stays in place, and the line then fails to
      // match below, as an expectation with no designator would.
      if (!digits.empty()) {
        result.where = ParsedExpectation::Where::Offset;
        result.designator = text.take_front(2 + digits.size());
        // As in mlir-opt, a leading 0 makes the offset octal.
        unsigned radix = digits.size() > 1 && digits[0] == '0' ? 8 : 10;
        result.isInvalidOffset =
            radix == 8 && !llvm::all_of(digits, [](char c) { return c < '8'; });
        uint64_t magnitude = 0;
        if (!result.isInvalidOffset && !digits.getAsInteger(radix, magnitude) &&
            magnitude <= uint64_t(std::numeric_limits<int64_t>::max()))
          result.offset = negative ? -int64_t(magnitude) : int64_t(magnitude);
        text = rest.drop_front(1 + digits.size());
      }
    }
  }
  text = text.ltrim(' ');

  if (text.size() < 4 || !text.starts_with("{{") || !text.ends_with("}}"))
    return std::nullopt;
  result.message = text.drop_front(2).drop_back(2);
  return result;
}

/// Turns a `-re` message into a pattern: `{{...}}` parts verbatim, the rest
/// escaped. Returns the error text on failure.
static std::optional<std::string> buildRegex(llvm::StringRef message,
                                             std::string &pattern) {
  while (!message.empty()) {
    size_t open = message.find("{{");
    if (open == llvm::StringRef::npos) {
      pattern += llvm::Regex::escape(message);
      break;
    }
    pattern += llvm::Regex::escape(message.take_front(open));
    message = message.drop_front(open + 2);
    size_t close = message.find("}}");
    if (close == llvm::StringRef::npos)
      return std::string("found start of regex with no end '}}'");
    pattern += '(';
    pattern += message.take_front(close);
    pattern += ')';
    message = message.drop_front(close + 2);
  }
  return std::nullopt;
}

/// The first file location in `loc`, looking through names, call sites
/// (callee first), fused and opaque locations.
static std::optional<FileLineColLoc> findFileLoc(LocationAttr loc) {
  llvm::SmallVector<LocationAttr, 4> worklist{loc};
  while (!worklist.empty()) {
    LocationAttr l = worklist.pop_back_val();
    if (!l)
      continue;
    if (auto file = llvm::dyn_cast<FileLineColLoc>(l))
      return file;
    if (auto name = llvm::dyn_cast<NameLoc>(l)) {
      worklist.push_back(name.getChildLoc());
    } else if (auto call = llvm::dyn_cast<CallSiteLoc>(l)) {
      worklist.push_back(call.getCaller());
      worklist.push_back(call.getCallee());
    } else if (auto fused = llvm::dyn_cast<FusedLoc>(l)) {
      for (Location sub : llvm::reverse(fused.getLocations()))
        worklist.push_back(sub);
    } else if (auto opaque = llvm::dyn_cast<OpaqueLoc>(l)) {
      worklist.push_back(opaque.getFallbackLocation());
    }
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Impl
//===----------------------------------------------------------------------===//

struct SourceMgrDiagnosticVerifierHandler::Impl {
  /// Expectations per buffer identifier, in source order.
  llvm::StringMap<std::vector<ExpectedDiag>> expectations;
  /// Buffer identifiers in the order they were read.
  std::vector<std::string> files;
  LogicalResult status = success();

  void collect(llvm::raw_ostream &os, llvm::SourceMgr &mgr, unsigned bufferID);
};

void SourceMgrDiagnosticVerifierHandler::Impl::collect(llvm::raw_ostream &os,
                                                       llvm::SourceMgr &mgr,
                                                       unsigned bufferID) {
  const llvm::MemoryBuffer *buffer = mgr.getMemoryBuffer(bufferID);
  llvm::StringRef identifier = buffer->getBufferIdentifier();
  auto [it, inserted] = expectations.try_emplace(identifier);
  if (!inserted)
    return;
  files.push_back(identifier.str());
  std::vector<ExpectedDiag> &diags = it->second;

  llvm::SmallVector<llvm::StringRef, 128> lines;
  buffer->getBuffer().split(lines, '\n');
  llvm::SmallVector<size_t, 2> waitingForNextLine;
  int64_t lastPlainLine = 0;
  // The empty piece after a final newline is no line of its own: an error
  // at the end of the file is reported at the end of the last line.
  int64_t numLines = int64_t(lines.size());
  if (numLines > 1 && lines.back().empty())
    --numLines;
  for (size_t i = 0, e = lines.size(); i < e; ++i) {
    int64_t lineNo = int64_t(i) + 1;
    llvm::StringRef line = lines[i].rtrim();

    // The leftmost `expected-` that forms a whole expectation.
    std::optional<ParsedExpectation> parsed;
    size_t column = 0;
    for (size_t pos = line.find("expected-"); pos != llvm::StringRef::npos;
         pos = line.find("expected-", pos + 1)) {
      if ((parsed = parseExpectation(line.drop_front(pos)))) {
        column = pos;
        break;
      }
    }
    if (!parsed) {
      for (size_t index : waitingForNextLine)
        diags[index].lineNo = lineNo;
      waitingForNextLine.clear();
      lastPlainLine = lineNo;
      continue;
    }

    ExpectedDiag diag;
    diag.kind = parsed->kind;
    diag.fileLoc = llvm::SMLoc::getFromPointer(line.data() + column);
    diag.substring = parsed->message;
    diag.lineNo = lineNo;

    if (parsed->isRegex) {
      std::string pattern;
      std::optional<std::string> error = buildRegex(parsed->message, pattern);
      if (!error) {
        auto regex = std::make_unique<llvm::Regex>(pattern);
        std::string regexError;
        if (regex->isValid(regexError))
          diag.regex = std::move(regex);
        else
          error = "invalid regex: " + regexError;
      }
      if (error) {
        llvm::SMRange range(diag.fileLoc, llvm::SMLoc::getFromPointer(
                                              diag.fileLoc.getPointer() +
                                              diag.substring.size()));
        mgr.PrintMessage(os, diag.fileLoc, llvm::SourceMgr::DK_Error, *error,
                         range);
        status = failure();
        continue;
      }
    }

    switch (parsed->where) {
    case ParsedExpectation::Where::Here:
      break;
    case ParsedExpectation::Where::Offset: {
      // An offset that leaves the file names a line no diagnostic can be
      // on: an error, rather than an expectation that silently never
      // matches (or, wrapped around, matches another line).
      std::optional<int64_t> target;
      if (parsed->offset &&
          (*parsed->offset >= 0 ? *parsed->offset <= numLines - lineNo
                                : -*parsed->offset < lineNo))
        target = lineNo + *parsed->offset;
      if (!target) {
        llvm::SMLoc at = llvm::SMLoc::getFromPointer(parsed->designator.data());
        std::string message =
            parsed->isInvalidOffset
                ? ("invalid line offset '" + parsed->designator +
                   "' (a leading 0 makes it octal)")
                      .str()
                : ("line offset '" + parsed->designator +
                   "' points outside the file (lines 1 to " +
                   llvm::Twine(numLines) + ")")
                      .str();
        mgr.PrintMessage(os, at, llvm::SourceMgr::DK_Error, message,
                         llvm::SMRange(at, llvm::SMLoc::getFromPointer(
                                               parsed->designator.end())));
        status = failure();
        continue;
      }
      diag.lineNo = *target;
      break;
    }
    case ParsedExpectation::Where::Above:
      diag.lineNo = lastPlainLine;
      break;
    case ParsedExpectation::Where::Below:
      waitingForNextLine.push_back(diags.size());
      break;
    }
    diags.push_back(std::move(diag));
  }
}

//===----------------------------------------------------------------------===//
// SourceMgrDiagnosticVerifierHandler
//===----------------------------------------------------------------------===//

SourceMgrDiagnosticVerifierHandler::SourceMgrDiagnosticVerifierHandler(
    llvm::SourceMgr &mgr, Context *ctx, llvm::raw_ostream &os)
    : SourceMgrDiagnosticHandler(mgr, ctx, os), impl(std::make_unique<Impl>()) {
  for (unsigned i = 1, e = mgr.getNumBuffers(); i <= e; ++i)
    impl->collect(os, mgr, i);
  setHandler([this](Diagnostic &diag) {
    process(diag);
    for (auto &note : diag.getNotes())
      process(*note);
    return success();
  });
}

SourceMgrDiagnosticVerifierHandler::SourceMgrDiagnosticVerifierHandler(
    llvm::SourceMgr &mgr, Context *ctx)
    : SourceMgrDiagnosticVerifierHandler(mgr, ctx, llvm::errs()) {}

SourceMgrDiagnosticVerifierHandler::~SourceMgrDiagnosticVerifierHandler() {
  // Expectations left unchecked are reported, as by verify().
  (void)verify();
}

void SourceMgrDiagnosticVerifierHandler::process(Diagnostic &diag) {
  llvm::StringRef message = diag.getMessage();
  DiagnosticSeverity kind = diag.getSeverity();
  std::optional<FileLineColLoc> fileLoc = findFileLoc(diag.getLocation());

  // An expectation on the same line whose message matches takes the
  // diagnostic; one that differs only in kind is a near miss. (A met
  // expectation still takes later identical diagnostics.)
  ExpectedDiag *nearMiss = nullptr;
  if (fileLoc) {
    auto it = impl->expectations.find(fileLoc->getFilename().getValue());
    if (it != impl->expectations.end()) {
      int64_t line = fileLoc->getLine();
      for (ExpectedDiag &expected : it->second) {
        if (expected.lineNo != line || !expected.match(message))
          continue;
        if (expected.kind == kind) {
          expected.matched = true;
          return;
        }
        nearMiss = &expected;
      }
    }
  }

  impl->status = failure();
  if (nearMiss) {
    mgr.PrintMessage(os, nearMiss->fileLoc, llvm::SourceMgr::DK_Error,
                     "'" + getSeverityName(kind) +
                         "' diagnostic emitted when expecting a '" +
                         getSeverityName(nearMiss->kind) + "'");
    os.flush();
    return;
  }

  std::string unexpected =
      ("unexpected " + getSeverityName(kind) + ": " + message).str();
  if (fileLoc) {
    emitDiagnostic(*fileLoc, unexpected, DiagnosticSeverity::Error);
    return;
  }
  // No file position: printed as mlir-opt does, on an unknown line, with the
  // location spelled out unless it is unknown.
  std::string text;
  llvm::raw_string_ostream textOs(text);
  if (!llvm::isa<UnknownLoc>(LocationAttr(diag.getLocation())))
    textOs << diag.getLocation() << ": ";
  textOs << unexpected;
  mgr.PrintMessage(os, llvm::SMLoc(), llvm::SourceMgr::DK_Error, text);
  os.flush();
}

LogicalResult SourceMgrDiagnosticVerifierHandler::verify() {
  for (const std::string &file : impl->files) {
    for (ExpectedDiag &expected : impl->expectations[file]) {
      if (expected.matched)
        continue;
      llvm::SMRange range(expected.fileLoc, llvm::SMLoc::getFromPointer(
                                                expected.fileLoc.getPointer() +
                                                expected.substring.size()));
      mgr.PrintMessage(os, expected.fileLoc, llvm::SourceMgr::DK_Error,
                       "expected " + getSeverityName(expected.kind) + " \"" +
                           expected.substring + "\" was not produced",
                       range);
      impl->status = failure();
    }
  }
  impl->expectations.clear();
  impl->files.clear();
  os.flush();
  return impl->status;
}
