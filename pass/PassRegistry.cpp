//===- PassRegistry.cpp - Named passes and textual pipelines --------------===//
//
// The registry, the textual pipeline parser and the command-line parser of
// pass flags. Pipeline errors carry mlir-opt's wording; syntax errors are
// rendered against a buffer named "MLIR Textual PassPipeline Parser" holding
// the text inside the outer anchor, as mlir-opt shows them.
//
//===----------------------------------------------------------------------===//
#include "pass/PassRegistry.h"
#include "pass/PassManager.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ManagedStatic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include <map>
#include <mutex>

using namespace assay;
using llvm::StringRef;

//===----------------------------------------------------------------------===//
// Registry
//===----------------------------------------------------------------------===//

namespace {
struct Registry {
  std::mutex mutex;
  std::map<std::string, std::unique_ptr<PassRegistryEntry>, std::less<>>
      entries;
};
} // namespace

static Registry &getRegistry() {
  static Registry registry;
  return registry;
}

static void addEntry(std::unique_ptr<PassRegistryEntry> entry) {
  Registry &r = getRegistry();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::string arg = entry->getArgument().str();
  auto [it, inserted] = r.entries.try_emplace(arg, std::move(entry));
  if (!inserted && it->second->getDescription() != "")
    llvm::report_fatal_error("pass or pipeline '" + llvm::Twine(arg) +
                             "' registered twice");
}

void assay::registerPass(const PassRegistryEntry::PassFactory &factory) {
  std::unique_ptr<Pass> sample = factory();
  StringRef arg = sample->getArgument();
  if (arg.empty())
    llvm::report_fatal_error("a registered pass needs an argument");
  addEntry(std::make_unique<PassRegistryEntry>(
      arg.str(), sample->getDescription().str(), factory, nullptr));
}

void assay::registerPassPipeline(
    StringRef argument, StringRef description,
    const PassRegistryEntry::PipelineBuilder &builder) {
  addEntry(std::make_unique<PassRegistryEntry>(
      argument.str(), description.str(), nullptr, builder));
}

const PassRegistryEntry *assay::lookupPassInfo(StringRef argument) {
  Registry &r = getRegistry();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.entries.find(argument);
  return it == r.entries.end() ? nullptr : it->second.get();
}

std::vector<const PassRegistryEntry *> assay::getRegisteredPasses() {
  Registry &r = getRegistry();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::vector<const PassRegistryEntry *> result;
  for (auto &[name, entry] : r.entries)
    result.push_back(entry.get());
  return result;
}

LogicalResult
PassRegistryEntry::addToPipeline(OpPassManager &pm, StringRef options,
                                 PipelineErrorHandler errorHandler) const {
  if (builder)
    return builder(pm, options, errorHandler);
  std::unique_ptr<Pass> pass = factory();
  std::string errors;
  if (failed(pass->initializeOptions(options, errors))) {
    errorHandler(errors + "\nfailed to add `" + argument + "` with options `" +
                 options + "`");
    return failure();
  }
  if (std::optional<StringRef> anchor = pass->getOpName()) {
    if (pm.getOpName() && *pm.getOpName() != *anchor &&
        pm.getNesting() == OpPassManager::Nesting::Explicit) {
      errorHandler("Can't add pass '" + pass->getName() + "' restricted to '" +
                   *anchor + "' on a PassManager intended to run on '" +
                   pm.getOpAnchorName() + "', did you intend to nest?\n" +
                   "failed to add `" + argument + "` with options `" + options +
                   "`");
      return failure();
    }
  }
  pm.addPass(std::move(pass));
  return success();
}

void PassRegistryEntry::printHelpOptions(llvm::raw_ostream &os, size_t indent,
                                         size_t descIndent) const {
  if (!factory)
    return;
  std::unique_ptr<Pass> pass = factory();
  pass->getPassOptions().printHelp(os, indent, descIndent);
}

//===----------------------------------------------------------------------===//
// Textual pipelines
//===----------------------------------------------------------------------===//

namespace {
/// One element of a textual pipeline.
struct PipelineElement {
  StringRef name;
  StringRef options;
  const PassRegistryEntry *entry = nullptr;
  bool nested = false;
  std::vector<PipelineElement> inner;
};

/// Parses the text inside an anchor into elements, then resolves and adds
/// them.
class PipelineParser {
public:
  PipelineParser(StringRef text, PipelineErrorHandler errorHandler)
      : text(text), errorHandler(errorHandler) {
    sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(
                              text, "MLIR Textual PassPipeline Parser",
                              /*RequiresNullTerminator=*/false),
                          llvm::SMLoc());
  }

  LogicalResult parse(std::vector<PipelineElement> &elements);
  LogicalResult resolve(std::vector<PipelineElement> &elements);
  LogicalResult add(llvm::ArrayRef<PipelineElement> elements,
                    OpPassManager &pm);

private:
  LogicalResult error(const char *loc, const llvm::Twine &message) {
    std::string rendered;
    llvm::raw_string_ostream os(rendered);
    sm.PrintMessage(os, llvm::SMLoc::getFromPointer(loc),
                    llvm::SourceMgr::DK_Error, message);
    errorHandler(rendered);
    return failure();
  }

  StringRef text;
  PipelineErrorHandler errorHandler;
  llvm::SourceMgr sm;
};
} // namespace

LogicalResult PipelineParser::parse(std::vector<PipelineElement> &elements) {
  // The element lists being filled, innermost last.
  llvm::SmallVector<std::vector<PipelineElement> *, 4> stack{&elements};
  StringRef rest = text;
  while (true) {
    size_t sep = rest.find_first_of(",(){");
    StringRef name = rest.take_front(sep).trim();
    PipelineElement element;
    // An empty name points where the name should have been.
    element.name = name.empty()
                       ? StringRef(rest.data() + std::min(sep, rest.size()), 0)
                       : name;
    if (sep == StringRef::npos) {
      stack.back()->push_back(element);
      break;
    }
    rest = rest.drop_front(sep);
    if (rest.front() == '{') {
      // Options run to the matching brace.
      int depth = 0;
      size_t i = 0;
      for (; i < rest.size(); ++i) {
        if (rest[i] == '{')
          ++depth;
        else if (rest[i] == '}' && --depth == 0)
          break;
      }
      if (i == rest.size())
        return error(rest.data(), "missing closing '}' while processing pass "
                                  "options");
      element.options = rest.slice(1, i);
      rest = rest.drop_front(i + 1).ltrim();
    }
    if (!rest.empty() && rest.front() == '(') {
      element.nested = true;
      stack.back()->push_back(element);
      stack.push_back(&stack.back()->back().inner);
      rest = rest.drop_front();
      continue;
    }
    // `anchor()` is an empty nested pipeline, not an unnamed pass.
    bool emptyNest = element.name.empty() && element.options.empty() &&
                     rest.front() == ')' && stack.back()->empty() &&
                     stack.size() > 1;
    if (!emptyNest)
      stack.back()->push_back(element);
    while (!rest.empty() && rest.front() == ')') {
      if (stack.size() == 1)
        return error(rest.data(), "encountered extra closing ')' creating "
                                  "unbalanced parentheses while parsing "
                                  "pipeline");
      stack.pop_back();
      rest = rest.drop_front().ltrim();
    }
    if (rest.empty())
      break;
    if (rest.front() != ',')
      return error(rest.data(), "expected ',' after parsing pipeline");
    rest = rest.drop_front();
  }
  if (stack.size() != 1)
    return error(text.end(),
                 "encountered unbalanced parentheses while parsing pipeline");
  return success();
}

LogicalResult PipelineParser::resolve(std::vector<PipelineElement> &elements) {
  // Worklist over nested element lists.
  llvm::SmallVector<std::vector<PipelineElement> *, 4> worklist{&elements};
  while (!worklist.empty()) {
    std::vector<PipelineElement> *list = worklist.pop_back_val();
    for (PipelineElement &element : *list) {
      if (element.nested) {
        worklist.push_back(&element.inner);
        continue;
      }
      element.entry = lookupPassInfo(element.name);
      if (!element.entry)
        return error(element.name.data(),
                     "'" + element.name +
                         "' does not refer to a registered pass or pass "
                         "pipeline");
    }
  }
  return success();
}

LogicalResult PipelineParser::add(llvm::ArrayRef<PipelineElement> elements,
                                  OpPassManager &pm) {
  for (const PipelineElement &element : elements) {
    if (element.nested) {
      if (failed(add(element.inner, pm.nest(element.name))))
        return failure();
      continue;
    }
    if (failed(element.entry->addToPipeline(pm, element.options, errorHandler)))
      return failure();
  }
  return success();
}

LogicalResult assay::parsePassPipeline(StringRef pipeline, OpPassManager &pm,
                                       PipelineErrorHandler errorHandler) {
  if (pipeline.trim().empty())
    return success();
  PipelineParser parser(pipeline, errorHandler);
  std::vector<PipelineElement> elements;
  if (failed(parser.parse(elements)) || failed(parser.resolve(elements)))
    return failure();
  return parser.add(elements, pm);
}

FailureOr<OpPassManager>
assay::parsePassPipeline(StringRef pipeline,
                         PipelineErrorHandler errorHandler) {
  size_t open = pipeline.find('(');
  if (open == StringRef::npos || !pipeline.ends_with(")")) {
    errorHandler("expected pass pipeline to be wrapped with the anchor "
                 "operation type, e.g. 'builtin.module(...)'");
    return failure();
  }
  StringRef anchor = pipeline.take_front(open).trim();
  OpPassManager pm(anchor);
  if (failed(parsePassPipeline(pipeline.slice(open + 1, pipeline.size() - 1),
                               pm, errorHandler)))
    return failure();
  return pm;
}

//===----------------------------------------------------------------------===//
// Command line
//===----------------------------------------------------------------------===//

namespace {
/// A pass flag as given: the pass and the text after `=`.
struct PassArgData {
  const PassRegistryEntry *entry = nullptr;
  std::string options;
};

/// Recognises one flag per registered pass.
class PassNameParser : public llvm::cl::parser<PassArgData> {
public:
  explicit PassNameParser(llvm::cl::Option &opt) : parser(opt) {}

  void initialize() {
    parser::initialize();
    for (const PassRegistryEntry *entry : getRegisteredPasses())
      addLiteralOption(entry->getArgument(), PassArgData{entry, ""},
                       entry->getDescription());
  }

  bool parse(llvm::cl::Option &opt, StringRef argName, StringRef arg,
             PassArgData &value) {
    const PassRegistryEntry *entry = lookupPassInfo(argName);
    if (!entry)
      return opt.error("unknown pass '" + argName + "'");
    value.entry = entry;
    value.options = arg.str();
    return false;
  }

  size_t getOptionWidth(const llvm::cl::Option &opt) const override {
    size_t width = parser::getOptionWidth(opt);
    return std::max<size_t>(width, 58);
  }

  void printOptionInfo(const llvm::cl::Option &opt,
                       size_t globalWidth) const override {
    llvm::outs() << "  " << opt.HelpStr << "\n";
    for (const PassRegistryEntry *entry : getRegisteredPasses()) {
      std::string flag = "--" + entry->getArgument().str();
      llvm::outs().indent(6) << flag;
      size_t used = 6 + flag.size();
      llvm::outs().indent(used < globalWidth ? globalWidth - used : 1)
          << " -   " << entry->getDescription() << "\n";
      entry->printHelpOptions(llvm::outs(), 8, globalWidth + 1);
    }
  }
};
} // namespace

struct PassPipelineCLParser::Impl {
  // llvm::cl keeps the names and descriptions it is given as StringRefs for
  // the life of the options (`--help-hidden` reads them at the end): they
  // are owned here, declared before the options that point into them.
  Impl(StringRef arg, StringRef description, StringRef alias)
      : argName(arg.str()), description(description.str()),
        aliasName(alias.str()), aliasDescription("Alias for --" + argName),
        passList(llvm::cl::desc(this->description)),
        pipeline(StringRef(argName),
                 llvm::cl::desc("Textual description of the pass "
                                "pipeline to run"),
                 llvm::cl::init("")) {
    passList.setValueExpectedFlag(llvm::cl::ValueOptional);
    if (!aliasName.empty())
      aliasOpt = std::make_unique<llvm::cl::alias>(
          StringRef(aliasName), llvm::cl::desc(aliasDescription),
          llvm::cl::aliasopt(pipeline));
  }

  const std::string argName;
  const std::string description;
  const std::string aliasName;
  const std::string aliasDescription;
  llvm::cl::list<PassArgData, bool, PassNameParser> passList;
  llvm::cl::opt<std::string> pipeline;
  std::unique_ptr<llvm::cl::alias> aliasOpt;
};

PassPipelineCLParser::PassPipelineCLParser(StringRef arg, StringRef description,
                                           StringRef alias)
    : impl(std::make_unique<Impl>(arg, description, alias)) {}

PassPipelineCLParser::~PassPipelineCLParser() = default;

bool PassPipelineCLParser::hasAnyOccurrences() const {
  return impl->passList.getNumOccurrences() ||
         impl->pipeline.getNumOccurrences();
}

LogicalResult
PassPipelineCLParser::addToPipeline(OpPassManager &pm,
                                    PipelineErrorHandler errorHandler) const {
  if (impl->pipeline.getNumOccurrences()) {
    if (impl->passList.getNumOccurrences()) {
      errorHandler("'-" + impl->pipeline.ArgStr +
                   "' option can't be used with individual pass options");
      return failure();
    }
    FailureOr<OpPassManager> parsed =
        parsePassPipeline(impl->pipeline.getValue(), errorHandler);
    if (failed(parsed))
      return failure();
    // The tool's pass manager takes the parsed anchor.
    pm = std::move(*parsed);
    return success();
  }
  for (const PassArgData &data : impl->passList)
    if (failed(data.entry->addToPipeline(pm, data.options, errorHandler)))
      return failure();
  return success();
}
