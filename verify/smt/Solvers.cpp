//===- Solvers.cpp - Z3, cvc5 or both racing, for one query ---------------===//
//
// cvc5 reads the script from a temporary file and writes its answers to
// another; the caller polls the process every millisecond, so that the
// portfolio notices Z3's answer (or a deadline) and kills cvc5 at once.
// cvc5's own limit (--tlimit-per) is coarse, so the deadline is enforced
// here as well.
//
//===----------------------------------------------------------------------===//
#include "verify/smt/Solvers.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <chrono>
#include <csignal>
#include <thread>

using namespace assay;
using namespace assay::smt;

llvm::StringRef smt::getSolverName(SolverKind kind) {
  switch (kind) {
  case SolverKind::Z3:
    return "z3";
  case SolverKind::Cvc5:
    return "cvc5";
  case SolverKind::Portfolio:
    return "portfolio";
  }
  return "";
}

std::optional<SolverKind> smt::parseSolverKind(llvm::StringRef name) {
  for (SolverKind kind :
       {SolverKind::Z3, SolverKind::Cvc5, SolverKind::Portfolio})
    if (name == getSolverName(kind))
      return kind;
  return std::nullopt;
}

const std::string &smt::getCvc5Path() {
  static const std::string path = [] {
    llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName("cvc5");
    return found ? *found : std::string();
  }();
  return path;
}

bool smt::isSolverAvailable(SolverKind kind, std::string &why) {
  if (kind == SolverKind::Z3 || !getCvc5Path().empty())
    return true;
  why = "--solver=" + getSolverName(kind).str() +
        " needs the cvc5 program, which is not on PATH (Debian package "
        "'cvc5'; scripts/setup installs it)";
  return false;
}

namespace {

using Clock = std::chrono::steady_clock;

/// The top-level items of an S-expression text: atoms and balanced lists
/// (`|quoted symbols|` and `"strings"` may hold parentheses).
llvm::SmallVector<llvm::StringRef, 8> splitItems(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 8> items;
  size_t i = 0, n = text.size();
  // Moves `i` past the quoted text that starts there.
  auto skipQuoted = [&] {
    size_t close = text.find(text[i], i + 1);
    i = close == llvm::StringRef::npos ? n : close + 1;
  };
  while (i < n) {
    if (llvm::isSpace(text[i])) {
      ++i;
      continue;
    }
    size_t start = i;
    if (text[i] == '(') {
      for (int depth = 0; i < n;) {
        char c = text[i];
        if (c == '|' || c == '"') {
          skipQuoted();
          continue;
        }
        ++i;
        if (c == '(')
          ++depth;
        else if (c == ')' && --depth == 0)
          break;
      }
    } else {
      while (i < n && !llvm::isSpace(text[i]) && text[i] != '(' &&
             text[i] != ')') {
        if (text[i] == '|' || text[i] == '"')
          skipQuoted();
        else
          ++i;
      }
      if (i == start) // A stray ')'.
        ++i;
    }
    items.push_back(text.slice(start, i));
  }
  return items;
}

/// The inside of the list `item` (without its parentheses).
llvm::StringRef listBody(llvm::StringRef item) {
  if (item.size() >= 2 && item.front() == '(' && item.back() == ')')
    return item.drop_front().drop_back();
  return "";
}

/// What a cvc5 run said.
struct Cvc5Result {
  SatResult result = SatResult::Unknown;
  std::string reason;
  /// After sat: `(assert (= name value))` for every value it gave.
  std::string values;
};

/// Reads cvc5's output: the answer, then `(:reason-unknown R)` (or an error
/// after a definite answer), then the values (or an error after unsat).
Cvc5Result parseCvc5Output(llvm::StringRef output) {
  Cvc5Result r;
  llvm::SmallVector<llvm::StringRef, 8> items = splitItems(output);
  llvm::StringRef answer = items.empty() ? "" : items.front();
  if (answer == "unsat") {
    r.result = SatResult::Unsat;
    return r;
  }
  for (llvm::StringRef item : llvm::ArrayRef(items).drop_front()) {
    llvm::StringRef body = listBody(item);
    if (body.consume_front(":reason-unknown"))
      r.reason = body.trim().str();
    else if (body.starts_with("error") && r.reason.empty() && answer != "sat")
      r.reason = body.drop_front(5).trim().trim('"').str();
    else if (body.starts_with("("))
      for (llvm::StringRef pair : splitItems(body)) {
        llvm::SmallVector<llvm::StringRef, 2> parts =
            splitItems(listBody(pair));
        if (parts.size() != 2)
          continue;
        r.values += ("(assert (= " + parts[0] + " " + parts[1] + "))\n").str();
      }
  }
  if (answer == "sat") {
    r.result = SatResult::Sat;
    return r;
  }
  if (answer != "unknown" && r.reason.empty()) {
    llvm::StringRef first = output.trim().split('\n').first;
    r.reason = first.empty() ? "no answer" : first.str();
  }
  if (r.reason.empty())
    r.reason = "unknown";
  return r;
}

/// A file that is removed when this goes out of scope.
struct TempFile {
  llvm::SmallString<128> path;
  std::error_code ec;
  std::optional<llvm::FileRemover> remover;
  explicit TempFile(llvm::StringRef suffix) {
    ec = llvm::sys::fs::createTemporaryFile("assay-cvc5", suffix, path);
    if (!ec)
      remover.emplace(path);
  }
};

/// Runs cvc5 on `script` until it answers, `timeoutMs` passes (0: no
/// limit) or `stop` becomes true (then the result is Unknown, "canceled").
Cvc5Result runCvc5(llvm::StringRef script, unsigned timeoutMs,
                   const std::atomic<bool> *stop) {
  Cvc5Result r;
  const std::string &cvc5 = getCvc5Path();
  if (cvc5.empty()) {
    r.reason = "cvc5 is not installed";
    return r;
  }
  TempFile input("smt2"), output("out");
  if (input.ec || output.ec) {
    r.reason = "cannot create a temporary file: " +
               (input.ec ? input.ec : output.ec).message();
    return r;
  }
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(input.path, ec);
    os << script;
    if (ec) {
      r.reason =
          "cannot write '" + input.path.str().str() + "': " + ec.message();
      return r;
    }
  }
  std::string tlimit = "--tlimit-per=" + std::to_string(timeoutMs);
  llvm::SmallVector<llvm::StringRef, 8> args = {
      cvc5, "--lang=smt2", "--produce-models", "--fp-exp", "--quiet"};
  if (timeoutMs)
    args.push_back(tlimit);
  args.push_back(input.path);
  std::optional<llvm::StringRef> redirects[] = {llvm::StringRef(""),
                                                llvm::StringRef(output.path),
                                                llvm::StringRef(output.path)};
  std::string error;
  bool failedToRun = false;
  llvm::sys::ProcessInfo process = llvm::sys::ExecuteNoWait(
      cvc5, args, std::nullopt, redirects, 0, &error, &failedToRun);
  if (failedToRun || process.Pid <= 0) {
    r.reason = "cannot run cvc5: " + error;
    return r;
  }
  // cvc5 answers `unknown` at its own limit a little late at times; the
  // grace lets that (and its reason) through before the process is killed.
  auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs + 200);
  llvm::sys::ProcessInfo done;
  for (;;) {
    done = llvm::sys::Wait(process, /*SecondsToWait=*/0, &error);
    if (done.Pid != 0)
      break;
    bool canceled = stop && stop->load();
    if (canceled || (timeoutMs && Clock::now() > deadline)) {
      ::kill(process.Pid, SIGKILL);
      llvm::sys::Wait(process, std::nullopt);
      r.reason = canceled ? "canceled" : "timeout";
      return r;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> text =
      llvm::MemoryBuffer::getFile(output.path);
  if (!text) {
    r.reason = "cannot read cvc5's answer: " + text.getError().message();
    return r;
  }
  r = parseCvc5Output((*text)->getBuffer());
  if (r.result == SatResult::Unknown && done.ReturnCode != 0)
    r.reason = "cvc5 exited with status " + std::to_string(done.ReturnCode) +
               ": " + r.reason;
  return r;
}

/// The script cvc5 runs: the query, then why it gave up or the values of
/// the free constants.
std::string getCvc5Script(SmtDomain &d, const SmtBool &formula) {
  std::string script = d.toSmtLib(formula);
  script += "(get-info :reason-unknown)\n";
  std::vector<std::string> names = d.getFreeConstants(formula);
  if (!names.empty())
    script += "(get-value (" + llvm::join(names, " ") + "))\n";
  return script;
}

/// Z3's reason for giving up, spelled as cvc5's.
std::string z3Reason(std::string reason) {
  if (reason.empty() || reason == "canceled")
    return "timeout";
  return reason;
}

SolverAnswer checkZ3(SmtDomain &d, const SmtBool &formula, unsigned timeoutMs) {
  SolverAnswer a;
  a.answeredBy = SolverKind::Z3;
  a.result = d.check(formula, timeoutMs);
  if (a.result == SatResult::Unknown)
    a.reason = z3Reason(d.getUnknownReason());
  return a;
}

/// cvc5 said sat: Z3 makes the model, from cvc5's values where it can.
SolverAnswer completeModel(SmtDomain &d, const SmtBool &formula,
                           const Cvc5Result &cvc5, unsigned timeoutMs) {
  SolverAnswer a;
  a.answeredBy = SolverKind::Cvc5;
  a.result = d.checkWithAssertions(formula, cvc5.values, timeoutMs);
  if (a.result == SatResult::Sat)
    return a;
  std::string why = a.result == SatResult::Unsat
                        ? "z3 finds them inconsistent with the query"
                        : "z3: " + d.getUnknownReason();
  SolverAnswer alone = checkZ3(d, formula, timeoutMs);
  if (alone.result == SatResult::Sat) {
    alone.answeredBy = SolverKind::Cvc5;
    alone.reason = "z3 solved the query for the model: cvc5's values did "
                   "not complete one (" +
                   why + ")";
    return alone;
  }
  a.result = SatResult::Unknown;
  a.reason = "cvc5 answered sat, but z3 cannot build a model (" + why +
             "; alone, z3 answered " +
             (alone.result == SatResult::Unsat ? "unsat" : alone.reason) + ")";
  return a;
}

SolverAnswer checkCvc5(SmtDomain &d, const SmtBool &formula,
                       unsigned timeoutMs) {
  Cvc5Result r = runCvc5(getCvc5Script(d, formula), timeoutMs, nullptr);
  if (r.result == SatResult::Sat)
    return completeModel(d, formula, r, timeoutMs);
  SolverAnswer a;
  a.answeredBy = SolverKind::Cvc5;
  a.result = r.result;
  a.reason = r.reason;
  return a;
}

/// How long Z3 runs alone before the portfolio starts the race. Most
/// queries end well within it, and then neither a second Z3 context nor a
/// cvc5 process is paid for (about 40 ms a query together).
constexpr unsigned kZ3HeadStartMs = 100;

/// Z3 alone for a moment, then Z3 on a thread and cvc5 in its process; the
/// first definite answer wins.
SolverAnswer checkPortfolio(SmtDomain &d, const SmtBool &formula,
                            unsigned timeoutMs) {
  if (timeoutMs == 0 || timeoutMs > kZ3HeadStartMs) {
    SolverAnswer first = checkZ3(d, formula, kZ3HeadStartMs);
    if (first.result != SatResult::Unknown)
      return first;
    if (timeoutMs)
      timeoutMs -= kZ3HeadStartMs;
  }
  // Z3's thread works on a copy of the query in a context of its own, so
  // that stopping it leaves the domain's context usable.
  std::string script = getCvc5Script(d, formula);
  std::unique_ptr<SmtDomain::DetachedQuery> query = d.detach(formula);
  std::atomic<bool> z3Definite{false}, z3Done{false};
  SolverAnswer z3;
  std::thread z3Thread([&] {
    z3.result = query->check(timeoutMs);
    if (z3.result == SatResult::Unknown)
      z3.reason = z3Reason(query->getUnknownReason());
    z3Definite = z3.result != SatResult::Unknown;
    z3Done = true;
  });
  Cvc5Result cvc5 = runCvc5(script, timeoutMs, &z3Definite);
  if (cvc5.result != SatResult::Unknown) {
    // An interrupt that comes before Z3's check starts is lost: repeat it.
    while (!z3Done) {
      query->interrupt();
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
  z3Thread.join();
  if (z3.result != SatResult::Unknown) {
    if (z3.result == SatResult::Sat)
      d.adoptModel(*query);
    return z3;
  }
  SolverAnswer a;
  a.answeredBy = SolverKind::Cvc5;
  if (cvc5.result == SatResult::Sat)
    return completeModel(d, formula, cvc5, timeoutMs);
  if (cvc5.result == SatResult::Unsat) {
    a.result = SatResult::Unsat;
    return a;
  }
  a.answeredBy = SolverKind::Portfolio;
  a.reason = z3.reason == cvc5.reason
                 ? z3.reason
                 : "z3: " + z3.reason + "; cvc5: " + cvc5.reason;
  return a;
}

} // namespace

SolverAnswer smt::checkWith(SmtDomain &d, const SmtBool &formula,
                            SolverKind kind, unsigned timeoutMs) {
  switch (kind) {
  case SolverKind::Z3:
    return checkZ3(d, formula, timeoutMs);
  case SolverKind::Cvc5:
    return checkCvc5(d, formula, timeoutMs);
  case SolverKind::Portfolio:
    return checkPortfolio(d, formula, timeoutMs);
  }
  return {};
}
