//===- PassOptions.cpp - Typed options of passes and pipelines ------------===//
//
// Parsing and printing of the text between the braces of a pipeline element.
// The tokeniser respects quotes and nested braces, brackets and parentheses
// so that list values (`{a,b}`) and nested pipelines survive as one value.
//
//===----------------------------------------------------------------------===//
#include "pass/PassOptions.h"
#include "llvm/ADT/StringExtras.h"
#include <cstdlib>

using namespace assay;
using llvm::StringRef;

LogicalResult OptionTraits<bool>::parse(StringRef text, bool &value,
                                        std::string &error) {
  if (text == "" || text == "true" || text == "TRUE" || text == "True" ||
      text == "1") {
    value = true;
    return success();
  }
  if (text == "false" || text == "FALSE" || text == "False" || text == "0") {
    value = false;
    return success();
  }
  error = ("'" + text + "' is invalid value for boolean argument! Try 0 or 1")
              .str();
  return failure();
}

LogicalResult OptionTraits<double>::parse(StringRef text, double &value,
                                          std::string &error) {
  if (!text.getAsDouble(value))
    return success();
  error = ("'" + text + "' value invalid for floating point argument!").str();
  return failure();
}

/// Whether a string value must be quoted to read back as one value.
static bool needsQuotes(StringRef value) {
  return value.find_first_of(" \t\n{}[](),=\"") != StringRef::npos;
}

void OptionTraits<std::string>::print(llvm::raw_ostream &os,
                                      const std::string &value) {
  // A value with blanks is braced so that it reads back as one value.
  if (value.find_first_of(" \t\n") != std::string::npos)
    os << '{' << value << '}';
  else
    os << value;
}

void assay::detail::printListElement(llvm::raw_ostream &os,
                                     const std::string &value) {
  if (needsQuotes(value) && value.find('"') == std::string::npos)
    os << '"' << value << '"';
  else
    os << value;
}

OptionBase::OptionBase(PassOptions &owner, StringRef argument,
                       StringRef description)
    : argument(argument.str()), description(description.str()) {
  owner.options.push_back(this);
}

/// The end of the value starting at `pos` in `text`: the first `stop`
/// character outside quotes and brackets.
static size_t findValueEnd(StringRef text, size_t pos, StringRef stops) {
  int depth = 0;
  for (size_t i = pos, e = text.size(); i < e; ++i) {
    char c = text[i];
    if (c == '"' || c == '\'') {
      size_t close = text.find(c, i + 1);
      if (close == StringRef::npos)
        return e;
      i = close;
      continue;
    }
    if (c == '{' || c == '[' || c == '(') {
      ++depth;
      continue;
    }
    if (c == '}' || c == ']' || c == ')') {
      if (depth > 0)
        --depth;
      continue;
    }
    if (depth == 0 && stops.contains(c))
      return i;
  }
  return text.size();
}

/// Strips one pair of enclosing quotes or braces.
static StringRef stripEnclosing(StringRef value) {
  value = value.trim();
  if (value.size() >= 2 && ((value.front() == '"' && value.back() == '"') ||
                            (value.front() == '\'' && value.back() == '\'') ||
                            (value.front() == '{' && value.back() == '}')))
    return value.drop_front().drop_back();
  return value;
}

llvm::SmallVector<StringRef> assay::splitOptionList(StringRef text) {
  llvm::SmallVector<StringRef> elements;
  text = text.trim();
  if (text.size() >= 2 && text.front() == '{' && text.back() == '}')
    text = text.drop_front().drop_back();
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = findValueEnd(text, pos, ",");
    StringRef element = text.slice(pos, end).trim();
    if (!element.empty())
      elements.push_back(stripEnclosing(element));
    pos = end + 1;
  }
  return elements;
}

LogicalResult PassOptions::parseFromString(StringRef text,
                                           std::string &errors) {
  size_t pos = 0;
  while (true) {
    pos = text.find_first_not_of(" \t\n\r", pos);
    if (pos == StringRef::npos)
      return success();
    size_t keyEnd = text.find_first_of("= \t\n\r", pos);
    if (keyEnd == StringRef::npos)
      keyEnd = text.size();
    StringRef key = text.slice(pos, keyEnd);
    StringRef value;
    bool hasValue = keyEnd < text.size() && text[keyEnd] == '=';
    pos = keyEnd;
    if (hasValue) {
      size_t valueEnd = findValueEnd(text, keyEnd + 1, " \t\n\r");
      value = text.slice(keyEnd + 1, valueEnd);
      pos = valueEnd;
    }
    OptionBase *option = nullptr;
    for (OptionBase *o : options)
      if (o->getArgument() == key)
        option = o;
    if (!option) {
      errors += ("<Pass-Options-Parser>: no such option " + key + "\n").str();
      return failure();
    }
    // A list keeps its braces for the list splitter; scalars lose quotes.
    StringRef given = value;
    if (option->getValueHelp().empty() && !hasValue)
      given = "";
    std::string error;
    StringRef toParse = given;
    if (!given.starts_with("{"))
      toParse = stripEnclosing(given);
    if (failed(option->parse(toParse, hasValue, error))) {
      // llvm::cl prints value errors itself, before the caller's message.
      llvm::errs() << getToolName() << ": for the --" << key
                   << " option: " << error << "\n";
      return failure();
    }
  }
}

void PassOptions::print(llvm::raw_ostream &os) const {
  if (options.empty())
    return;
  llvm::SmallVector<OptionBase *> sorted(options.begin(), options.end());
  llvm::stable_sort(sorted, [](OptionBase *a, OptionBase *b) {
    return a->getArgument() < b->getArgument();
  });
  os << '{';
  llvm::interleave(
      sorted, os, [&](OptionBase *o) { o->print(os); }, " ");
  os << '}';
}

void PassOptions::copyOptionValuesFrom(const PassOptions &other) {
  assert(options.size() == other.options.size() &&
         "copying options between different option sets");
  for (size_t i = 0, e = options.size(); i < e; ++i)
    options[i]->copyValueFrom(*other.options[i]);
}

void PassOptions::printHelp(llvm::raw_ostream &os, size_t indent,
                            size_t descIndent) const {
  llvm::SmallVector<OptionBase *> sorted(options.begin(), options.end());
  llvm::stable_sort(sorted, [](OptionBase *a, OptionBase *b) {
    return a->getArgument() < b->getArgument();
  });
  for (OptionBase *o : sorted) {
    std::string flag = "--" + o->getArgument().str();
    std::string valueHelp = o->getValueHelp();
    if (!valueHelp.empty() && o->getNamedValues().empty())
      flag += "=" + valueHelp;
    else if (!o->getNamedValues().empty())
      flag += "=<value>";
    os.indent(indent) << flag;
    size_t used = indent + flag.size();
    os.indent(used < descIndent ? descIndent - used : 1)
        << "- " << o->getDescription() << "\n";
    for (auto &[name, desc] : o->getNamedValues()) {
      std::string value = "=" + name;
      os.indent(4) << value;
      size_t u = 4 + value.size();
      os.indent(u < descIndent + 2 ? descIndent + 2 - u : 1)
          << "-   " << desc << "\n";
    }
  }
}

static std::string &toolNameStorage() {
  static std::string name = "assay";
  return name;
}

void assay::setToolName(StringRef name) { toolNameStorage() = name.str(); }
StringRef assay::getToolName() { return toolNameStorage(); }
