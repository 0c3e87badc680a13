//===- PatternIdentity.h - What a pattern or folder claims, as data -------===//
//
// Every canonicalization pattern and algebraic fold rule states the identity
// it applies as a small MLIR template (design decision 3), registered beside
// the pattern as plain data: dialects do not depend on the validator, which
// (verify/patterns/) reads these records, instantiates them at each type and
// proves them. A record with a non-empty `notVerifiable` says, in place of a
// proof, why the identity cannot be checked yet.
//
// Template language (docs/verification.md):
//   - `args` is the function's argument list, e.g. "%x: !T, %c0: !T const".
//     An argument marked `const` stands for an arith.constant: symbolic
//     (any value) when the identity is proved, concrete values when the C++
//     pattern is run on it.
//   - `src` and `tgt` are function bodies, each ending in func.return;
//     `results` is the result type list. `pre` (optional) is a side
//     condition on the arguments: ops ending in a value %pre of type i1,
//     asserted in the source only. `decls` (optional): functions the
//     bodies call.
//   - `!T` is the type parameter (ranging over `types`: "int" integers of
//     every width, "index", "float" f16/bf16/f32/f64, comma-separated), `!W`
//     an integer type twice as wide as `!T`, `{W}` the width of `!T`.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_PATTERNIDENTITY_H
#define ASSAY_IR_PATTERNIDENTITY_H

namespace assay {

/// What an identity describes.
enum class IdentityKind {
  /// A canonicalization pattern, named by its debug name.
  Pattern,
  /// An algebraic rule of an op's folder, named by the op.
  Fold,
  /// A dialect's constant folding (named by the dialect): the interpreter's
  /// semantics run on constants; `src` lists the ops whose folder does
  /// nothing else.
  ConstantFold,
};

/// One identity, or one reason why a pattern has none.
struct PatternIdentity {
  IdentityKind kind;
  /// The pattern's debug name, or the folded op's name.
  const char *pattern;
  /// The rule in one line, e.g. "addi(x, 0) -> x".
  const char *rule;
  const char *types = "";
  const char *args = "";
  const char *results = "";
  const char *src = "";
  const char *tgt = "";
  const char *pre = "";
  /// Non-empty: why this cannot be verified yet.
  const char *notVerifiable = "";
  /// Functions the templates call (whole `func.func` ops), put in the
  /// module after `src` and `tgt`.
  const char *decls = "";
};

} // namespace assay

#endif // ASSAY_IR_PATTERNIDENTITY_H
