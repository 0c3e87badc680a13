//===- PassOptions.h - Typed options of passes and pipelines --------------===//
//
// A pass declares its options as members: `Option<int64_t> maxIterations{
// *this, "max-iterations", "Max. iterations", 10};`. Each option registers
// itself with its owner's PassOptions, which parses the text between the
// braces of a textual pipeline (`{max-iterations=3 top-down=false}`, list
// values as `a,b` or `{a,b}`) and prints every option back, sorted by name and
// with its current value, the way mlir-opt's --dump-pass-pipeline does.
//
// Errors read as mlir-opt's: a value that does not parse is reported as
// `for the --max-iterations option: 'x' value invalid for long argument!`
// and an unknown name as `<Pass-Options-Parser>: no such option bogus`.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_PASS_PASSOPTIONS_H
#define ASSAY_PASS_PASSOPTIONS_H

#include "ir/Support.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace assay {

/// How an option value of type T is parsed and printed.
template <class T, class Enable = void> struct OptionTraits;

namespace detail {
/// Parses a signed or unsigned integer of type T; the name is the one
/// llvm::cl uses in its messages ("long", "uint"...).
template <class T> struct IntegerOptionTraits {
  static LogicalResult parse(llvm::StringRef text, T &value,
                             std::string &error) {
    if constexpr (std::is_signed_v<T>) {
      long long v;
      if (!text.getAsInteger(0, v) &&
          v >= (long long)std::numeric_limits<T>::min() &&
          v <= (long long)std::numeric_limits<T>::max()) {
        value = T(v);
        return success();
      }
    } else {
      unsigned long long v;
      if (!text.getAsInteger(0, v) &&
          v <= (unsigned long long)std::numeric_limits<T>::max()) {
        value = T(v);
        return success();
      }
    }
    error = ("'" + llvm::Twine(text) + "' value invalid for " + getTypeName() +
             " argument!")
                .str();
    return failure();
  }
  static void print(llvm::raw_ostream &os, const T &value) { os << value; }
  static llvm::StringRef getTypeName() {
    if constexpr (std::is_same_v<T, int>)
      return "integer";
    else if constexpr (std::is_same_v<T, unsigned>)
      return "uint";
    else if constexpr (std::is_same_v<T, long>)
      return "long";
    else if constexpr (std::is_same_v<T, unsigned long>)
      return "ulong";
    else if constexpr (std::is_same_v<T, long long>)
      return "llong";
    else
      return "ullong";
  }
};
} // namespace detail

template <class T>
struct OptionTraits<
    T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>>>
    : detail::IntegerOptionTraits<T> {};

template <> struct OptionTraits<bool> {
  static LogicalResult parse(llvm::StringRef text, bool &value,
                             std::string &error);
  static void print(llvm::raw_ostream &os, bool value) {
    os << (value ? "true" : "false");
  }
  static llvm::StringRef getTypeName() { return ""; }
};

template <> struct OptionTraits<std::string> {
  static LogicalResult parse(llvm::StringRef text, std::string &value,
                             std::string &error) {
    value = text.str();
    return success();
  }
  static void print(llvm::raw_ostream &os, const std::string &value);
  static llvm::StringRef getTypeName() { return "string"; }
};

template <> struct OptionTraits<double> {
  static LogicalResult parse(llvm::StringRef text, double &value,
                             std::string &error);
  static void print(llvm::raw_ostream &os, double value) { os << value; }
  static llvm::StringRef getTypeName() { return "number"; }
};

class PassOptions;

namespace detail {
/// Prints a string list element, quoted when it holds separators.
void printListElement(llvm::raw_ostream &os, const std::string &value);
} // namespace detail

/// One named option, type-erased.
class OptionBase {
public:
  OptionBase(PassOptions &owner, llvm::StringRef argument,
             llvm::StringRef description);
  virtual ~OptionBase() = default;
  OptionBase(const OptionBase &) = delete;
  OptionBase &operator=(const OptionBase &) = delete;

  /// The name used in pipelines and on the command line.
  llvm::StringRef getArgument() const { return argument; }
  llvm::StringRef getDescription() const { return description; }
  /// Parses `value` (the text after `=`; empty when there is none, with
  /// `hasValue` false). On failure `error` holds llvm::cl's message.
  virtual LogicalResult parse(llvm::StringRef value, bool hasValue,
                              std::string &error) = 0;
  /// Prints `name=value`; nothing for an empty list.
  virtual void print(llvm::raw_ostream &os) const = 0;
  /// The value placeholder shown by --help (`<long>`), empty for flags.
  virtual std::string getValueHelp() const = 0;
  /// For options with named values: (name, description) pairs.
  virtual std::vector<std::pair<std::string, std::string>>
  getNamedValues() const {
    return {};
  }
  /// Copies the value of an option of the same type.
  virtual void copyValueFrom(const OptionBase &other) = 0;
  /// Whether the option was given explicitly.
  bool hasValue() const { return explicitlySet; }

protected:
  bool explicitlySet = false;

private:
  std::string argument;
  std::string description;
};

/// The options of one pass (or pass pipeline), in declaration order.
class PassOptions {
public:
  PassOptions() = default;
  PassOptions(const PassOptions &) = delete;
  PassOptions &operator=(const PassOptions &) = delete;

  /// Parses `text`: whitespace-separated `name=value` (or `name` alone for
  /// flags); values may be quoted or braced. On failure, `errors` receives
  /// llvm::cl-style messages (see the file comment).
  LogicalResult parseFromString(llvm::StringRef text, std::string &errors);
  /// Prints `{a=1 b=2}` with every option sorted by name, or nothing when
  /// there are no options.
  void print(llvm::raw_ostream &os) const;
  /// Copies the values of `other`, which must declare the same options.
  void copyOptionValuesFrom(const PassOptions &other);
  llvm::ArrayRef<OptionBase *> getOptions() const { return options; }
  /// Prints the options for --help, indented by `indent`.
  void printHelp(llvm::raw_ostream &os, size_t indent, size_t descIndent) const;

private:
  friend class OptionBase;
  std::vector<OptionBase *> options;
};

/// A value with a name, for options of enumeration type.
template <class T> struct OptionValue {
  T value;
  const char *name;
  const char *description;
};

/// An option of type T: integers, bool, double, std::string, or an
/// enumeration given its named values.
template <class T> class Option : public OptionBase {
public:
  Option(PassOptions &owner, llvm::StringRef argument,
         llvm::StringRef description, T init = T())
      : OptionBase(owner, argument, description), value(init) {}
  /// An option whose values are named (enumerations).
  Option(PassOptions &owner, llvm::StringRef argument,
         llvm::StringRef description, T init,
         std::initializer_list<OptionValue<T>> namedValues)
      : OptionBase(owner, argument, description), value(init),
        names(namedValues) {}

  operator const T &() const { return value; }
  const T &getValue() const { return value; }
  Option &operator=(const T &v) {
    value = v;
    explicitlySet = true;
    return *this;
  }

  LogicalResult parse(llvm::StringRef text, bool hasValue,
                      std::string &error) override {
    if (!names.empty()) {
      for (const OptionValue<T> &named : names)
        if (text == named.name) {
          value = named.value;
          explicitlySet = true;
          return success();
        }
      error = ("Cannot find option named '" + llvm::Twine(text) + "'!").str();
      return failure();
    }
    if constexpr (std::is_same_v<T, bool>) {
      if (!hasValue) {
        value = true;
        explicitlySet = true;
        return success();
      }
    }
    if constexpr (requires { OptionTraits<T>::parse(text, value, error); }) {
      if (failed(OptionTraits<T>::parse(text, value, error)))
        return failure();
      explicitlySet = true;
      return success();
    } else {
      return failure();
    }
  }
  void print(llvm::raw_ostream &os) const override {
    os << getArgument() << '=';
    for (const OptionValue<T> &named : names)
      if (named.value == value) {
        os << named.name;
        return;
      }
    if constexpr (requires { OptionTraits<T>::print(os, value); })
      OptionTraits<T>::print(os, value);
  }
  std::string getValueHelp() const override {
    if (!names.empty())
      return "<value>";
    if constexpr (std::is_same_v<T, bool>)
      return "";
    else if constexpr (requires { OptionTraits<T>::getTypeName(); })
      return ("<" + llvm::Twine(OptionTraits<T>::getTypeName()) + ">").str();
    else
      return "<value>";
  }
  std::vector<std::pair<std::string, std::string>>
  getNamedValues() const override {
    std::vector<std::pair<std::string, std::string>> result;
    for (const OptionValue<T> &named : names)
      result.emplace_back(named.name, named.description);
    return result;
  }
  void copyValueFrom(const OptionBase &other) override {
    const auto &o = static_cast<const Option<T> &>(other);
    value = o.value;
    explicitlySet = o.explicitlySet;
  }

private:
  T value;
  std::vector<OptionValue<T>> names;
};

/// A comma-separated list option.
template <class T> class ListOption : public OptionBase {
public:
  ListOption(PassOptions &owner, llvm::StringRef argument,
             llvm::StringRef description)
      : OptionBase(owner, argument, description) {}

  llvm::ArrayRef<T> getValue() const { return values; }
  operator llvm::ArrayRef<T>() const { return values; }
  auto begin() const { return values.begin(); }
  auto end() const { return values.end(); }
  bool empty() const { return values.empty(); }
  size_t size() const { return values.size(); }
  ListOption &operator=(llvm::ArrayRef<T> v) {
    values.assign(v.begin(), v.end());
    explicitlySet = true;
    return *this;
  }

  LogicalResult parse(llvm::StringRef text, bool hasValue,
                      std::string &error) override;
  void print(llvm::raw_ostream &os) const override {
    if (values.empty())
      return;
    os << getArgument() << '=';
    llvm::interleave(
        values, os,
        [&](const T &v) {
          if constexpr (std::is_same_v<T, std::string>)
            detail::printListElement(os, v);
          else
            OptionTraits<T>::print(os, v);
        },
        ",");
  }
  std::string getValueHelp() const override {
    return ("<" + llvm::Twine(OptionTraits<T>::getTypeName()) + ">").str();
  }
  void copyValueFrom(const OptionBase &other) override {
    const auto &o = static_cast<const ListOption<T> &>(other);
    values = o.values;
    explicitlySet = o.explicitlySet;
  }

private:
  std::vector<T> values;
};

/// The program name in option errors (`assay-opt: for the --x option...`).
void setToolName(llvm::StringRef name);
llvm::StringRef getToolName();

/// Splits `text` at top-level commas (outside braces, brackets, parentheses
/// and quotes) and strips one pair of enclosing braces.
llvm::SmallVector<llvm::StringRef> splitOptionList(llvm::StringRef text);

template <class T>
LogicalResult ListOption<T>::parse(llvm::StringRef text, bool hasValue,
                                   std::string &error) {
  values.clear();
  explicitlySet = true;
  for (llvm::StringRef element : splitOptionList(text)) {
    T v{};
    if (failed(OptionTraits<T>::parse(element, v, error)))
      return failure();
    values.push_back(std::move(v));
  }
  return success();
}

} // namespace assay

#endif // ASSAY_PASS_PASSOPTIONS_H
