//===- Report.cpp - Checking function pairs and printing verdicts ---------===//
//
// The layout is alive-tv's, which compiler engineers' eyes and scripts
// already read: docs/assay-tv.md shows every part of it.
//
//===----------------------------------------------------------------------===//
#include "verify/tv/Report.h"
#include "ir/BuiltinTypes.h"
#include "ir/Operation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;
using namespace assay::tv;

std::optional<llvm::SmallVector<unsigned, 2>>
tv::parseIndexWidths(llvm::StringRef value) {
  if (value == "32")
    return llvm::SmallVector<unsigned, 2>{32};
  if (value == "64")
    return llvm::SmallVector<unsigned, 2>{64};
  if (value == "both")
    return llvm::SmallVector<unsigned, 2>{64, 32};
  return std::nullopt;
}

PairVerdict tv::checkPair(const FunctionPair &pair, CheckOptions options,
                          llvm::ArrayRef<unsigned> widths) {
  bool index = usesIndex(pair.src) || usesIndex(pair.tgt);
  // Check each index width in turn; the first that is not correct gives the
  // verdict, and a correct verdict names every width checked.
  PairVerdict result;
  llvm::SmallVector<unsigned, 2> checked;
  for (unsigned width : widths) {
    options.encoder.indexWidth = width;
    options.queryName = pair.name;
    if (index)
      options.queryName += ".index" + std::to_string(width);
    result.verdict = checkRefinement(pair.src, pair.tgt, options);
    checked.push_back(width);
    if (result.verdict.status != Status::Correct || !index)
      break;
  }
  // A correct verdict holds for every width checked; any other is about the
  // last one.
  if (index)
    result.indexWidths = result.verdict.status == Status::Correct
                             ? checked
                             : llvm::SmallVector<unsigned, 2>{checked.back()};
  return result;
}

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

/// `#x04 (4)`, `#xff (255, -1)`, `#b101 (5, -3)`, or `poison`.
static std::string formatLane(const llvm::APInt &bits, bool poison) {
  if (poison)
    return "poison";
  std::string s;
  llvm::raw_string_ostream os(s);
  unsigned w = bits.getBitWidth();
  if (w % 4 == 0) {
    llvm::SmallString<32> hex;
    bits.toStringUnsigned(hex, 16);
    os << "#x";
    for (unsigned i = hex.size(); i < w / 4; ++i)
      os << '0';
    os << llvm::StringRef(hex).lower();
  } else {
    os << "#b";
    for (int i = int(w) - 1; i >= 0; --i)
      os << (bits[i] ? '1' : '0');
  }
  os << " (" << llvm::toString(bits, 10, false);
  if (bits.isNegative() && w > 1)
    os << ", " << llvm::toString(bits, 10, true);
  os << ")";
  return os.str();
}

static std::string formatValue(const ConcreteValue &v) {
  if (v.lanes.size() == 1 && !llvm::isa<VectorType>(v.type))
    return formatLane(v.lanes[0], v.poison[0]);
  std::string s = "< ";
  for (unsigned i = 0; i < v.lanes.size(); ++i) {
    if (i)
      s += ", ";
    s += formatLane(v.lanes[i], v.poison[i]);
  }
  return s + " >";
}

static std::string typeString(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return os.str();
}

/// What the verdict line adds in parentheses: the index width, the bound,
/// the approximations.
static std::string verdictNotes(const Verdict &v,
                                llvm::ArrayRef<unsigned> indexWidths) {
  llvm::SmallVector<std::string, 4> notes;
  if (!indexWidths.empty()) {
    llvm::SmallVector<std::string, 2> ws;
    for (unsigned w : indexWidths)
      ws.push_back(std::to_string(w));
    notes.push_back("index is " + llvm::join(ws, " and ") + " bits");
  }
  if (v.boundHit)
    notes.push_back("loops unrolled to " + std::to_string(v.unroll));
  if (!v.approximations.empty())
    notes.push_back("approximations: " + llvm::join(v.approximations, "; "));
  if (notes.empty())
    return "";
  return " (" + llvm::join(notes, "; ") + ")";
}

void tv::printExample(llvm::raw_ostream &os, const Verdict &v) {
  os << "Example:\n";
  for (unsigned i = 0; i < v.inputs.size(); ++i)
    os << typeString(v.inputs[i].type) << " " << v.inputNames[i] << " = "
       << formatValue(v.inputs[i]) << "\n";
  auto printSide = [&](llvm::StringRef title, bool ub, llvm::StringRef why,
                       llvm::ArrayRef<ConcreteValue> results) {
    os << "\n" << title << ":\n";
    if (ub) {
      os << "undefined behavior";
      if (!why.empty())
        os << ": " << why;
      os << "\n";
      return;
    }
    for (unsigned r = 0; r < results.size(); ++r)
      os << "result " << r << ": " << typeString(results[r].type) << " "
         << formatValue(results[r]) << "\n";
  };
  printSide("Source", v.sourceUB, v.sourceUBReason, v.sourceResults);
  printSide("Target", v.targetUB, v.targetUBReason, v.targetResults);
  if (v.result >= 0) {
    os << "Source value: " << formatValue(v.sourceResults[v.result]) << "\n";
    os << "Target value: " << formatValue(v.targetResults[v.result]) << "\n";
  }
  // A witness the interpreter did not run is the solver's alone: say so.
  if (!v.replayed)
    os << "\n(" << v.replayNote << ")\n";
}

void tv::printVerdict(llvm::raw_ostream &os, const FunctionPair &pair,
                      const PairVerdict &result) {
  const Verdict &v = result.verdict;
  os << "\n----------------------------------------\n";
  pair.src->print(os);
  os << "\n=>\n";
  pair.tgt->print(os);
  os << "\n";
  switch (v.status) {
  case Status::Correct:
    os << "Transformation seems to be correct!"
       << verdictNotes(v, result.indexWidths) << "\n";
    return;
  case Status::Incorrect:
    os << "Transformation doesn't verify!"
       << verdictNotes(v, result.indexWidths) << "\n\n";
    os << "ERROR: " << getFailureMessage(v.failure) << "\n\n";
    printExample(os, v);
    return;
  case Status::Unknown:
    os << "Transformation could not be verified!"
       << verdictNotes(v, result.indexWidths) << "\n\nERROR: " << v.reason
       << "\n";
    return;
  case Status::Error:
    os << "ERROR: " << v.reason << "\n";
    return;
  }
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

static llvm::json::Value toJSON(const ConcreteValue &v) {
  llvm::json::Array lanes;
  for (unsigned i = 0; i < v.lanes.size(); ++i)
    lanes.push_back(
        v.poison[i] ? llvm::json::Value(nullptr)
                    : llvm::json::Value(llvm::toString(v.lanes[i], 10, false)));
  return llvm::json::Object{{"type", typeString(v.type)},
                            {"lanes", std::move(lanes)}};
}

llvm::json::Value tv::toJSON(const FunctionPair &pair,
                             const PairVerdict &result) {
  static const char *statusNames[] = {"correct", "incorrect", "unknown",
                                      "error"};
  const Verdict &v = result.verdict;
  llvm::json::Object o{{"name", pair.name},
                       {"status", statusNames[int(v.status)]},
                       {"seconds", v.seconds},
                       {"solver_seconds", v.solverSeconds},
                       {"queries", int64_t(v.queries)}};
  if (!result.indexWidths.empty()) {
    llvm::json::Array bits;
    for (unsigned w : result.indexWidths)
      bits.push_back(int64_t(w));
    o["index_bits"] = std::move(bits);
  }
  o["unroll"] = int64_t(v.unroll);
  o["bound_hit"] = v.boundHit;
  llvm::json::Array approx;
  for (const std::string &a : v.approximations)
    approx.push_back(a);
  o["approximations"] = std::move(approx);
  if (!v.reason.empty())
    o["reason"] = v.reason;
  if (v.status == Status::Incorrect) {
    o["error"] = getFailureMessage(v.failure);
    llvm::json::Object inputs;
    for (unsigned i = 0; i < v.inputs.size(); ++i)
      inputs[v.inputNames[i]] = ::toJSON(v.inputs[i]);
    o["inputs"] = std::move(inputs);
    auto side = [&](bool ub, llvm::StringRef why,
                    llvm::ArrayRef<ConcreteValue> results) {
      llvm::json::Object s{{"ub", ub}};
      if (ub && !why.empty())
        s["ub_reason"] = why;
      llvm::json::Array rs;
      for (const ConcreteValue &r : results)
        rs.push_back(::toJSON(r));
      s["results"] = std::move(rs);
      return s;
    };
    o["source"] = side(v.sourceUB, v.sourceUBReason, v.sourceResults);
    o["target"] = side(v.targetUB, v.targetUBReason, v.targetResults);
    if (v.result >= 0)
      o["result"] = int64_t(v.result);
    o["replayed"] = v.replayed;
    if (!v.replayed)
      o["replay_note"] = v.replayNote;
  }
  return o;
}

//===----------------------------------------------------------------------===//
// Summary
//===----------------------------------------------------------------------===//

void Summary::add(Status status) {
  switch (status) {
  case Status::Correct:
    ++correct;
    return;
  case Status::Incorrect:
    ++incorrect;
    return;
  case Status::Unknown:
    ++unknown;
    return;
  case Status::Error:
    ++errors;
    return;
  }
}

void Summary::print(llvm::raw_ostream &os, bool json) const {
  if (json) {
    llvm::json::Object counts{{"correct", int64_t(correct)},
                              {"incorrect", int64_t(incorrect)},
                              {"failed_to_prove", int64_t(unknown)},
                              {"errors", int64_t(errors)}};
    if (notChecked)
      counts["not_checked"] = int64_t(notChecked);
    os << llvm::json::Value(llvm::json::Object{{"summary", std::move(counts)}})
       << "\n";
    return;
  }
  os << "\nSummary:\n"
     << "  " << correct << " correct transformations\n"
     << "  " << incorrect << " incorrect transformations\n"
     << "  " << unknown << " failed-to-prove transformations\n"
     << "  " << errors << " errors\n";
  // Only pass and tool runs leave functions unpaired; the line is not there
  // otherwise, so the block stays alive-tv's.
  if (notChecked)
    os << "  " << notChecked << " functions not checked\n";
}

int Summary::getExitCode() const {
  if (unknown || errors)
    return 2;
  return incorrect ? 1 : 0;
}
