//===- ProgramGenerator.cpp - UB-free random programs ---------------------===//
//
// The generator writes MLIR text directly, one line per op, while it keeps
// a model of every value it made: its type, the signed interval its value
// lies in (integers and index), whether a float may be a NaN whose bits are
// not the canonical ones, and how often it was used. Scopes follow the
// regions and blocks being written, so a value is only used where it
// dominates. See ProgramGenerator.h for the rules that keep @main defined.
//
//===----------------------------------------------------------------------===//
#include "fuzz/gen/ProgramGenerator.h"
#include "fuzz/gen/Random.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cassert>
#include <vector>

using namespace assay::fuzz;

namespace {

//===----------------------------------------------------------------------===//
// Types and values
//===----------------------------------------------------------------------===//

enum class Kind { Int, Index, Float };

struct Ty {
  Kind kind = Kind::Int;
  unsigned width = 32;
  bool brain = false; // bf16

  static Ty i(unsigned w) { return {Kind::Int, w, false}; }
  static Ty index() { return {Kind::Index, 64, false}; }
  static Ty f(unsigned w, bool bf = false) { return {Kind::Float, w, bf}; }
  bool isInteger() const { return kind != Kind::Float; }
  bool isFloat() const { return kind == Kind::Float; }
  bool operator==(const Ty &o) const {
    return kind == o.kind && width == o.width && brain == o.brain;
  }
  bool operator!=(const Ty &o) const { return !(*this == o); }
  std::string str() const {
    if (kind == Kind::Index)
      return "index";
    if (kind == Kind::Int)
      return "i" + std::to_string(width);
    return brain ? "bf16" : "f" + std::to_string(width);
  }
  // Float layout: mantissa bits (without the implicit one).
  unsigned mantissa() const {
    return brain ? 7 : width == 16 ? 10 : width == 32 ? 23 : 52;
  }
  unsigned exponentBits() const { return width - 1 - mantissa(); }
};

using i128 = __int128;

/// A closed signed interval.
struct Range {
  i128 lo = 0, hi = 0;
};

i128 smin(unsigned w) { return -(i128(1) << (w - 1)); }
i128 smax(unsigned w) { return (i128(1) << (w - 1)) - 1; }
i128 umax(unsigned w) { return (i128(1) << w) - 1; }
Range full(unsigned w) { return {smin(w), smax(w)}; }
Range point(i128 v) { return {v, v}; }
bool fits(const Range &r, unsigned w) {
  return r.lo >= smin(w) && r.hi <= smax(w);
}
bool contains(const Range &r, i128 v) { return r.lo <= v && v <= r.hi; }
Range hull(const Range &a, const Range &b) {
  return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
}
/// `v` wrapped to `w` bits, read as signed.
i128 wrapSigned(i128 v, unsigned w) {
  i128 m = i128(1) << w;
  v %= m;
  if (v < 0)
    v += m;
  if (v > smax(w))
    v -= m;
  return v;
}

struct Value {
  std::string name;
  Ty ty;
  Range range;  // integers and index
  bool nanBits; // floats: may be a NaN other than the canonical one
  unsigned uses = 0;
};

struct Buffer {
  std::string name;
  Ty elem;
  int64_t size;
  bool dynamic;
  bool heap; // memref.alloc (deallocated at the end) or alloca
  std::string type() const {
    return "memref<" + (dynamic ? std::string("?") : std::to_string(size)) +
           "x" + elem.str() + ">";
  }
};

struct Signature {
  std::string name;
  std::vector<Ty> args, results;
};

std::string toString(i128 v) {
  if (v == 0)
    return "0";
  bool neg = v < 0;
  // |v| fits: every value here is within 65 bits.
  unsigned __int128 u = neg ? (unsigned __int128)(-v) : (unsigned __int128)v;
  std::string s;
  while (u) {
    s.push_back(char('0' + u % 10));
    u /= 10;
  }
  if (neg)
    s.push_back('-');
  std::reverse(s.begin(), s.end());
  return s;
}

//===----------------------------------------------------------------------===//
// The generator
//===----------------------------------------------------------------------===//

class Generator {
public:
  Generator(uint64_t seed, const GeneratorOptions &options)
      : rng(seed * 0x2545F4914F6CDD1Dull + 1), seed(seed), opts(options) {}

  std::string run();

private:
  // Output.
  void line(const std::string &text) {
    out.append(indent * 2, ' ');
    out += text;
    out += '\n';
  }
  std::string fresh() { return "%v" + std::to_string(nextValue++); }
  /// Records a new value in the innermost scope.
  Value &define(const std::string &name, Ty ty, Range range = {},
                bool nanBits = false) {
    values.push_back(Value{name, ty, range, nanBits, 0});
    scopes.back().push_back(values.size() - 1);
    ++opsEmitted;
    return values.back();
  }
  /// Marks a value used and returns its name.
  std::string use(size_t v) {
    ++values[v].uses;
    return values[v].name;
  }

  // Types.
  Ty randomType(bool allowFloat = true);
  Ty randomIntType();
  Ty randomFloatType();

  // Values.
  size_t constant(Ty ty);
  size_t constantInt(Ty ty, i128 v);
  size_t constantFloatBits(Ty ty, uint64_t bits);
  size_t getValue(Ty ty);
  size_t getCondition();
  /// Makes a value of `ty` from one of another type, if there is one.
  std::optional<size_t> convertInto(Ty ty);
  std::vector<size_t> visible(Ty ty) const;
  std::vector<size_t> visibleOfKind(bool floats) const;
  size_t canonicalNaN(size_t v);
  size_t quietNaN(size_t v) { return canonicalNaN(v); }

  // Float bits.
  uint64_t floatInf(Ty ty, bool neg) const;
  uint64_t floatNaN(Ty ty) const;
  uint64_t floatPow2(Ty ty, int k, bool neg) const;
  bool pow2Representable(Ty ty, int k) const;
  bool isNaNBits(Ty ty, uint64_t bits) const;
  std::string floatLiteral(Ty ty, uint64_t bits) const;

  // Statements.
  void genBody(unsigned budget, unsigned depth, bool topLevelOfFunction);
  void genStatement(unsigned depth, bool topLevelOfFunction);
  void genIntBinary();
  void genIntUnary();
  void genCmpi();
  void genSelect();
  void genIntCast();
  void genFloatBinary();
  void genFloatUnary();
  void genCmpf();
  void genFloatCast();
  void genCall();
  void genStore();
  void genLoad();
  void genIf(unsigned depth);
  void genFor(unsigned depth);
  void genSwitch(unsigned depth);
  void genDiamond();
  size_t guardDivisor(size_t b, bool isSigned, const Range &dividend);
  std::optional<size_t> inBoundsIndex(const Buffer &buf);
  void genBuffers();
  void freeBuffers();

  // Functions.
  void genHelper(unsigned index);
  void genMain();
  void printValue(size_t v);

  Rng rng;
  uint64_t seed;
  GeneratorOptions opts;
  std::string out;
  unsigned indent = 0;

  std::vector<Value> values;
  std::vector<std::vector<size_t>> scopes;
  std::vector<Buffer> buffers;
  std::vector<Signature> helpers;
  unsigned currentHelper = 0; // helpers below this index may be called
  unsigned nextValue = 0, nextBlock = 0;
  unsigned opsEmitted = 0, opsTarget = 0;
  bool usesPrintI64 = false, usesNewline = false;
};

Ty Generator::randomIntType() {
  static const unsigned widths[] = {1, 8, 16, 32, 64, 3, 7, 13, 33};
  size_t i = rng.weighted({3, 3, 2, 6, 5, 1, 1, 1, 1});
  return Ty::i(widths[i]);
}

Ty Generator::randomFloatType() {
  switch (rng.weighted({1, 1, 4, 3})) {
  case 0:
    return Ty::f(16);
  case 1:
    return Ty::f(16, /*bf=*/true);
  case 2:
    return Ty::f(32);
  default:
    return Ty::f(64);
  }
}

Ty Generator::randomType(bool allowFloat) {
  size_t k = rng.weighted({6, 2, allowFloat && opts.floats ? 3u : 0u});
  if (k == 0)
    return randomIntType();
  if (k == 1)
    return Ty::index();
  return randomFloatType();
}

//===----------------------------------------------------------------------===//
// Constants and value lookup
//===----------------------------------------------------------------------===//

size_t Generator::constantInt(Ty ty, i128 v) {
  v = wrapSigned(v, ty.width);
  std::string name = fresh();
  if (ty.kind == Kind::Int && ty.width == 1)
    line(name + " = arith.constant " + (v ? "true" : "false"));
  else
    line(name + " = arith.constant " + toString(v) + " : " + ty.str());
  define(name, ty, point(v));
  return values.size() - 1;
}

std::string Generator::floatLiteral(Ty ty, uint64_t bits) const {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "0x" << llvm::format_hex_no_prefix(bits, ty.width / 4, /*Upper=*/true);
  return s;
}

size_t Generator::constantFloatBits(Ty ty, uint64_t bits) {
  std::string name = fresh();
  line(name + " = arith.constant " + floatLiteral(ty, bits) + " : " + ty.str());
  define(name, ty, {}, /*nanBits=*/false);
  return values.size() - 1;
}

uint64_t Generator::floatInf(Ty ty, bool neg) const {
  uint64_t e = ((uint64_t(1) << ty.exponentBits()) - 1) << ty.mantissa();
  return e | (neg ? uint64_t(1) << (ty.width - 1) : 0);
}

uint64_t Generator::floatNaN(Ty ty) const {
  return floatInf(ty, false) | (uint64_t(1) << (ty.mantissa() - 1));
}

bool Generator::pow2Representable(Ty ty, int k) const {
  int bias = (1 << (ty.exponentBits() - 1)) - 1;
  return k <= bias && k >= 1 - bias;
}

uint64_t Generator::floatPow2(Ty ty, int k, bool neg) const {
  int bias = (1 << (ty.exponentBits() - 1)) - 1;
  uint64_t bits = uint64_t(k + bias) << ty.mantissa();
  return bits | (neg ? uint64_t(1) << (ty.width - 1) : 0);
}

bool Generator::isNaNBits(Ty ty, uint64_t bits) const {
  uint64_t inf = floatInf(ty, false);
  uint64_t mag = bits & ((uint64_t(1) << (ty.width - 1)) - 1);
  return (mag & inf) == inf && (mag & ~inf) != 0;
}

size_t Generator::constant(Ty ty) {
  if (ty.isInteger()) {
    unsigned w = ty.width;
    i128 v;
    switch (rng.below(10)) {
    case 0:
      v = 0;
      break;
    case 1:
      v = 1;
      break;
    case 2:
      v = -1;
      break;
    case 3:
      v = smin(w);
      break;
    case 4:
      v = smax(w);
      break;
    case 5:
      v = i128(1) << rng.below(w);
      break;
    case 6:
      v = (i128(1) << rng.below(w)) - 1;
      break;
    case 7:
      v = i128(rng.below(17)) - 8;
      break;
    default:
      v = i128(rng.next());
      break;
    }
    return constantInt(ty, v);
  }
  uint64_t sign = uint64_t(1) << (ty.width - 1);
  uint64_t bits;
  switch (rng.below(12)) {
  case 0:
    bits = 0;
    break;
  case 1:
    bits = sign;
    break;
  case 2:
    bits = floatInf(ty, rng.chance(1, 2));
    break;
  case 3:
    bits = floatNaN(ty);
    break;
  case 4: // the largest finite
    bits = (floatInf(ty, false) - 1) | (rng.chance(1, 2) ? sign : 0);
    break;
  case 5: // the smallest normal
    bits = (uint64_t(1) << ty.mantissa()) | (rng.chance(1, 2) ? sign : 0);
    break;
  case 6: // subnormals
    bits = 1 + rng.below(uint64_t(1) << ty.mantissa());
    break;
  case 7:
  case 8: // small powers of two and their negations
  {
    // Two draws: named, since arguments are evaluated in no fixed order.
    int k = int(rng.below(8)) - 2;
    bool neg = rng.chance(1, 3);
    bits = floatPow2(ty, k, neg);
  } break;
  default:
    bits = rng.next() &
           (ty.width == 64 ? ~uint64_t(0) : (uint64_t(1) << ty.width) - 1);
    if (isNaNBits(ty, bits))
      bits = floatNaN(ty);
    break;
  }
  return constantFloatBits(ty, bits);
}

std::vector<size_t> Generator::visible(Ty ty) const {
  std::vector<size_t> r;
  for (const auto &scope : scopes)
    for (size_t v : scope)
      if (values[v].ty == ty)
        r.push_back(v);
  return r;
}

std::vector<size_t> Generator::visibleOfKind(bool floats) const {
  std::vector<size_t> r;
  for (const auto &scope : scopes)
    for (size_t v : scope)
      if (values[v].ty.isFloat() == floats)
        r.push_back(v);
  return r;
}

size_t Generator::getValue(Ty ty) {
  std::vector<size_t> cands = visible(ty);
  if (!cands.empty() && rng.chance(17, 20)) {
    // Prefer values nobody uses yet, so that little is dead.
    std::vector<size_t> unused;
    for (size_t v : cands)
      if (!values[v].uses)
        unused.push_back(v);
    if (!unused.empty() && rng.chance(1, 2))
      return rng.pick(unused);
    return rng.pick(cands);
  }
  if (rng.chance(1, 2))
    if (std::optional<size_t> v = convertInto(ty))
      return *v;
  return constant(ty);
}

std::optional<size_t> Generator::convertInto(Ty ty) {
  std::vector<size_t> from =
      visibleOfKind(ty.isFloat() ? rng.chance(3, 4) : rng.chance(1, 5));
  // arith's int-float casts take signless integers, not index.
  llvm::erase_if(from, [&](size_t v) {
    Ty t = values[v].ty;
    return t == ty || (t.isFloat() != ty.isFloat() &&
                       (t.kind == Kind::Index || ty.kind == Kind::Index));
  });
  if (from.empty())
    return std::nullopt;
  size_t src = rng.pick(from);
  Ty st = values[src].ty;
  std::string name = fresh();
  if (ty.isInteger() && st.isInteger()) {
    Range r = values[src].range;
    if (ty.kind == Kind::Index || st.kind == Kind::Index) {
      bool unsignedCast = rng.chance(1, 3);
      line(name + " = arith." +
           (unsignedCast ? "index_castui " : "index_cast ") + use(src) + " : " +
           st.str() + " to " + ty.str());
      Range out = full(ty.width);
      if (!unsignedCast && fits(r, ty.width))
        out = r;
      else if (unsignedCast && r.lo >= 0 && fits(r, ty.width))
        out = r;
      define(name, ty, out);
    } else if (st.width < ty.width) {
      bool sext = rng.chance(1, 2);
      line(name + " = arith." + (sext ? "extsi " : "extui ") + use(src) +
           " : " + st.str() + " to " + ty.str());
      Range out = sext ? r : r.lo >= 0 ? r : Range{0, umax(st.width)};
      define(name, ty, out);
    } else {
      line(name + " = arith.trunci " + use(src) + " : " + st.str() + " to " +
           ty.str());
      define(name, ty, fits(r, ty.width) ? r : full(ty.width));
    }
    return values.size() - 1;
  }
  if (ty.isFloat() && st.isFloat()) {
    bool wider = ty.width > st.width || (ty.width == st.width && st.brain);
    if (ty.width == st.width) // f16 <-> bf16: through f32
      return std::nullopt;
    line(name + " = arith." + (wider ? "extf " : "truncf ") + use(src) + " : " +
         st.str() + " to " + ty.str());
    define(name, ty, {}, /*nanBits=*/true);
    return values.size() - 1;
  }
  if (ty.isFloat()) { // from an integer
    bool isSigned = rng.chance(1, 2);
    line(name + " = arith." + (isSigned ? "sitofp " : "uitofp ") + use(src) +
         " : " + st.str() + " to " + ty.str());
    define(name, ty, {}, /*nanBits=*/false);
    return values.size() - 1;
  }
  // A float to an integer: in range, or 0.
  bool isSigned = rng.chance(1, 2);
  unsigned w = ty.width;
  size_t x = src;
  // x >= -2^(w-1) (signed) or x > -1.0 (unsigned), and x < 2^(w-1) or
  // 2^w; a bound the type cannot hold is an infinity (every finite value
  // is then inside).
  bool exactLo = isSigned && pow2Representable(st, int(w) - 1);
  size_t loBound = exactLo
                       ? constantFloatBits(st, floatPow2(st, int(w) - 1, true))
                   : isSigned ? constantFloatBits(st, floatInf(st, true))
                              : constantFloatBits(st, floatPow2(st, 0, true));
  std::string lo = fresh();
  line(lo + " = arith.cmpf " + (exactLo ? "oge, " : "ogt, ") + values[x].name +
       ", " + use(loBound) + " : " + st.str());
  define(lo, Ty::i(1), {-1, 0});
  size_t loOk = values.size() - 1;
  int hiExp = isSigned ? int(w) - 1 : int(w);
  size_t hiBound = pow2Representable(st, hiExp)
                       ? constantFloatBits(st, floatPow2(st, hiExp, false))
                       : constantFloatBits(st, floatInf(st, false));
  std::string hi = fresh();
  line(hi + " = arith.cmpf olt, " + use(x) + ", " + use(hiBound) + " : " +
       st.str());
  define(hi, Ty::i(1), {-1, 0});
  size_t hiOk = values.size() - 1;
  std::string ok = fresh();
  line(ok + " = arith.andi " + use(loOk) + ", " + use(hiOk) + " : i1");
  define(ok, Ty::i(1), {-1, 0});
  size_t okv = values.size() - 1;
  size_t zero = constantFloatBits(st, 0);
  std::string safe = fresh();
  line(safe + " = arith.select " + use(okv) + ", " + values[x].name + ", " +
       use(zero) + " : " + st.str());
  define(safe, st, {}, false);
  size_t s = values.size() - 1;
  std::string conv = fresh();
  line(conv + " = arith." + (isSigned ? "fptosi " : "fptoui ") + use(s) +
       " : " + st.str() + " to " + ty.str());
  // Unsigned results above the signed maximum read as negative: the full
  // range either way.
  define(conv, ty, full(w));
  return values.size() - 1;
}

size_t Generator::getCondition() {
  std::vector<size_t> conds = visible(Ty::i(1));
  if (!conds.empty() && rng.chance(2, 3))
    return rng.pick(conds);
  genCmpi();
  return values.size() - 1;
}

size_t Generator::canonicalNaN(size_t v) {
  if (!values[v].nanBits)
    return v;
  Ty ty = values[v].ty;
  std::string isNaN = fresh();
  line(isNaN + " = arith.cmpf uno, " + values[v].name + ", " + values[v].name +
       " : " + ty.str());
  define(isNaN, Ty::i(1), {-1, 0});
  size_t c = values.size() - 1;
  size_t nan = constantFloatBits(ty, floatNaN(ty));
  std::string name = fresh();
  line(name + " = arith.select " + use(c) + ", " + use(nan) + ", " + use(v) +
       " : " + ty.str());
  define(name, ty, {}, /*nanBits=*/false);
  return values.size() - 1;
}

//===----------------------------------------------------------------------===//
// Integer statements
//===----------------------------------------------------------------------===//

size_t Generator::guardDivisor(size_t b, bool isSigned, const Range &dividend) {
  Ty ty = values[b].ty;
  Range r = values[b].range;
  bool zero = contains(r, 0);
  bool minusOne =
      isSigned && contains(r, -1) && contains(dividend, smin(ty.width));
  if (!zero && !minusOne)
    return b;
  size_t one = constantInt(ty, 1);
  auto replace = [&](size_t x, i128 bad) {
    size_t c = constantInt(ty, bad);
    std::string cmp = fresh();
    line(cmp + " = arith.cmpi eq, " + values[x].name + ", " + use(c) + " : " +
         ty.str());
    define(cmp, Ty::i(1), {-1, 0});
    size_t cv = values.size() - 1;
    std::string sel = fresh();
    line(sel + " = arith.select " + use(cv) + ", " + values[one].name + ", " +
         use(x) + " : " + ty.str());
    ++values[one].uses;
    Range out = values[x].range;
    if (out.lo == bad)
      ++out.lo;
    else if (out.hi == bad)
      --out.hi;
    define(sel, ty, hull(out, point(1)));
    return values.size() - 1;
  };
  if (zero)
    b = replace(b, 0);
  if (minusOne)
    b = replace(b, -1);
  // The interval may still hold 0 or -1 inside it (an interval cannot
  // have holes); the selects exclude them all the same.
  return b;
}

void Generator::genIntBinary() {
  Ty ty = rng.chance(1, 4) ? Ty::index() : randomIntType();
  unsigned w = ty.width;
  static const char *const ops[] = {
      "addi",      "subi",       "muli",  "andi",  "ori",
      "xori",      "maxsi",      "maxui", "minsi", "minui",
      "divsi",     "divui",      "remsi", "remui", "ceildivsi",
      "ceildivui", "floordivsi", "shli",  "shrsi", "shrui"};
  size_t op = rng.weighted(
      {6, 6, 5, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2});
  llvm::StringRef name = ops[op];
  bool signedDiv = name == "divsi" || name == "remsi" || name == "ceildivsi" ||
                   name == "floordivsi";
  if (signedDiv && w == 1)
    name = "divui", signedDiv = false;
  size_t a = getValue(ty);
  size_t b = getValue(ty);
  Range ra = values[a].range, rb = values[b].range;
  if (opts.avoidMLIR19Bugs && name == "ceildivsi" && contains(ra, smin(w)))
    name = "divsi";
  std::string flags;
  Range out = full(w);

  if (name == "addi" || name == "subi" || name == "muli") {
    Range exact;
    if (name == "addi")
      exact = {ra.lo + rb.lo, ra.hi + rb.hi};
    else if (name == "subi")
      exact = {ra.lo - rb.hi, ra.hi - rb.lo};
    else {
      i128 p[] = {ra.lo * rb.lo, ra.lo * rb.hi, ra.hi * rb.lo, ra.hi * rb.hi};
      exact = {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
    }
    bool noSigned = fits(exact, w);
    bool nonNeg = ra.lo >= 0 && rb.lo >= 0;
    bool noUnsigned = nonNeg && exact.lo >= 0 && exact.hi <= umax(w);
    if (name == "subi")
      noUnsigned = nonNeg && ra.lo >= rb.hi;
    if (noSigned)
      out = exact;
    llvm::SmallVector<const char *, 2> fl;
    if (noSigned && rng.chance(1, 2))
      fl.push_back("nsw");
    if (noUnsigned && rng.chance(1, 2))
      fl.push_back("nuw");
    if (!fl.empty())
      flags = std::string(" overflow<") + llvm::join(fl, ", ") + ">";
  } else if (name == "andi") {
    if (ra.lo >= 0 && rb.lo >= 0)
      out = {0, std::min(ra.hi, rb.hi)};
    else if (ra.lo >= 0 || rb.lo >= 0)
      out = {0, ra.lo >= 0 ? ra.hi : rb.hi};
  } else if (name == "ori" || name == "xori") {
    if (ra.lo >= 0 && rb.lo >= 0) {
      i128 m = std::max(ra.hi, rb.hi), p = 1;
      while (p <= m)
        p <<= 1;
      out = {0, p - 1};
    }
  } else if (name == "maxsi") {
    out = {std::max(ra.lo, rb.lo), std::max(ra.hi, rb.hi)};
  } else if (name == "minsi") {
    out = {std::min(ra.lo, rb.lo), std::min(ra.hi, rb.hi)};
  } else if (name == "maxui" || name == "minui") {
    if (ra.lo >= 0 && rb.lo >= 0)
      out = name == "maxui"
                ? Range{std::max(ra.lo, rb.lo), std::max(ra.hi, rb.hi)}
                : Range{std::min(ra.lo, rb.lo), std::min(ra.hi, rb.hi)};
  } else if (name.contains("div") || name.contains("rem")) {
    b = guardDivisor(b, signedDiv, ra);
    if ((name == "divui" || name == "divsi") && ra.lo >= 0 &&
        values[b].range.lo >= 0)
      out = {0, ra.hi};
    if (name == "remui" && ra.lo >= 0 && values[b].range.lo > 0)
      out = {0, values[b].range.hi - 1};
  } else { // shifts: the amount modulo the width
    if (!(rb.lo >= 0 && rb.hi < i128(w))) {
      size_t wc = constantInt(ty, w);
      std::string m = fresh();
      line(m + " = arith.remui " + use(b) + ", " + use(wc) + " : " + ty.str());
      define(m, ty, {0, i128(w) - 1});
      if (w == 1 || i128(w) - 1 > smax(w))
        values.back().range = full(w);
      b = values.size() - 1;
    }
    if (name == "shrui" && ra.lo >= 0)
      out = {0, ra.hi};
    if (name == "shrsi")
      out = {std::min<i128>(ra.lo, 0), std::max<i128>(ra.hi, 0)};
  }
  if (!fits(out, w))
    out = full(w);
  std::string res = fresh();
  line(res + " = arith." + name.str() + " " + use(a) + ", " + use(b) + flags +
       " : " + ty.str());
  define(res, ty, out);
}

void Generator::genIntUnary() {
  Ty ty = randomIntType();
  size_t a = getValue(ty);
  static const char *const ops[] = {"absi", "ctlz", "cttz", "ctpop"};
  const char *op = ops[rng.below(4)];
  std::string res = fresh();
  line(res + " = math." + op + " " + use(a) + " : " + ty.str());
  Range out = llvm::StringRef(op) == "absi"
                  ? full(ty.width)
                  : Range{0, std::min<i128>(ty.width, smax(ty.width))};
  if (ty.width <= 1 ||
      (llvm::StringRef(op) != "absi" && i128(ty.width) > smax(ty.width)))
    out = full(ty.width);
  define(res, ty, out);
}

void Generator::genCmpi() {
  Ty ty = rng.chance(1, 4) ? Ty::index() : randomIntType();
  static const char *const preds[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                      "sge", "ult", "ule", "ugt", "uge"};
  size_t a = getValue(ty), b = getValue(ty);
  std::string res = fresh();
  line(res + " = arith.cmpi " + preds[rng.below(10)] + ", " + use(a) + ", " +
       use(b) + " : " + ty.str());
  define(res, Ty::i(1), {-1, 0});
}

void Generator::genSelect() {
  Ty ty = randomType();
  size_t c = getCondition();
  size_t a = getValue(ty), b = getValue(ty);
  std::string res = fresh();
  line(res + " = arith.select " + use(c) + ", " + use(a) + ", " + use(b) +
       " : " + ty.str());
  define(res, ty, hull(values[a].range, values[b].range),
         values[a].nanBits || values[b].nanBits);
}

void Generator::genIntCast() {
  Ty ty = rng.chance(1, 4) ? Ty::index() : randomIntType();
  if (!convertInto(ty))
    constant(ty);
}

//===----------------------------------------------------------------------===//
// Float statements
//===----------------------------------------------------------------------===//

void Generator::genFloatBinary() {
  Ty ty = randomFloatType();
  static const char *const ops[] = {
      "arith.addf",    "arith.subf",     "arith.mulf",     "arith.divf",
      "arith.remf",    "arith.maximumf", "arith.minimumf", "arith.maxnumf",
      "arith.minnumf", "math.copysign",  "math.fma"};
  size_t op = rng.weighted({4, 4, 4, 3, 1, 1, 1, 1, 1, 1, 1});
  llvm::StringRef name = ops[op];
  // A half-precision fma is computed in single precision by some targets
  // and rounded twice; keep to the types where it is one rounding.
  if (name == "math.fma" && ty.width == 16)
    name = "arith.mulf";
  size_t a = getValue(ty), b = getValue(ty);
  if (name == "math.copysign")
    b = canonicalNaN(b); // its sign becomes visible
  std::string res = fresh();
  if (name == "math.fma") {
    size_t c = getValue(ty);
    line(res + " = math.fma " + use(a) + ", " + use(b) + ", " + use(c) + " : " +
         ty.str());
  } else {
    line(res + " = " + name.str() + " " + use(a) + ", " + use(b) + " : " +
         ty.str());
  }
  define(res, ty, {}, /*nanBits=*/true);
}

void Generator::genFloatUnary() {
  Ty ty = randomFloatType();
  static const char *const ops[] = {
      "arith.negf", "math.absf",  "math.sqrt",      "math.ceil",
      "math.floor", "math.round", "math.roundeven", "math.trunc"};
  const char *op = ops[rng.below(8)];
  size_t a = getValue(ty);
  std::string res = fresh();
  line(res + " = " + op + " " + use(a) + " : " + ty.str());
  define(res, ty, {}, /*nanBits=*/true);
}

void Generator::genCmpf() {
  Ty ty = randomFloatType();
  static const char *const preds[] = {
      "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
      "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
  size_t a = getValue(ty), b = getValue(ty);
  std::string res = fresh();
  line(res + " = arith.cmpf " + preds[rng.below(16)] + ", " + use(a) + ", " +
       use(b) + " : " + ty.str());
  define(res, Ty::i(1), {-1, 0});
}

void Generator::genFloatCast() {
  if (rng.chance(1, 3)) {
    // A bitcast: integer bits in (quieted), float bits out (canonical).
    Ty fty = randomFloatType();
    Ty ity = Ty::i(fty.width);
    if (rng.chance(1, 2)) {
      size_t a = getValue(ity);
      std::string res = fresh();
      line(res + " = arith.bitcast " + use(a) + " : " + ity.str() + " to " +
           fty.str());
      define(res, fty, {}, /*nanBits=*/true);
      // The raw bits may be a signalling NaN, which ops treat differently
      // from target to target: only the canonicalized value stays in scope.
      size_t raw = values.size() - 1;
      canonicalNaN(raw);
      ++values[raw].uses;
      llvm::erase(scopes.back(), raw);
    } else {
      size_t a = canonicalNaN(getValue(fty));
      std::string res = fresh();
      line(res + " = arith.bitcast " + use(a) + " : " + fty.str() + " to " +
           ity.str());
      define(res, ity, full(ity.width));
    }
    return;
  }
  Ty ty = rng.chance(1, 2) ? randomFloatType() : randomIntType();
  if (!convertInto(ty))
    constant(ty);
}

//===----------------------------------------------------------------------===//
// Calls and memory
//===----------------------------------------------------------------------===//

void Generator::genCall() {
  if (currentHelper == 0)
    return genIntBinary();
  const Signature &sig = helpers[rng.below(currentHelper)];
  std::vector<std::string> args;
  std::vector<std::string> argTypes, resTypes;
  for (Ty t : sig.args) {
    args.push_back(use(getValue(t)));
    argTypes.push_back(t.str());
  }
  for (Ty t : sig.results)
    resTypes.push_back(t.str());
  std::string res = fresh();
  std::string lhs =
      sig.results.size() == 1 ? res + " = "
      : sig.results.empty()
          ? ""
          : res + ":" + std::to_string(sig.results.size()) + " = ";
  std::string resText = sig.results.size() == 1
                            ? resTypes[0]
                            : "(" + llvm::join(resTypes, ", ") + ")";
  line(lhs + "func.call @" + sig.name + "(" + llvm::join(args, ", ") + ") : (" +
       llvm::join(argTypes, ", ") + ") -> " + resText);
  for (size_t i = 0; i < sig.results.size(); ++i) {
    Ty t = sig.results[i];
    std::string name =
        sig.results.size() == 1 ? res : res + "#" + std::to_string(i);
    define(name, t, t.isInteger() ? full(t.width) : Range{}, true);
    if (i)
      --opsEmitted;
  }
}

void Generator::genBuffers() {
  if (!opts.memrefs)
    return;
  unsigned n = rng.below(3);
  for (unsigned i = 0; i < n; ++i) {
    Buffer buf;
    buf.elem = randomType();
    buf.size = 1 + rng.below(8);
    buf.dynamic = rng.chance(1, 3);
    buf.heap = buf.dynamic || rng.chance(1, 2);
    buf.name = "%m" + std::to_string(nextValue++);
    if (buf.dynamic) {
      size_t n = constantInt(Ty::index(), buf.size);
      line(buf.name + " = memref.alloc(" + use(n) + ") : " + buf.type());
    } else {
      line(buf.name + " = memref." + (buf.heap ? "alloc" : "alloca") +
           "() : " + buf.type());
    }
    ++opsEmitted;
    // Every element gets a value before anything can read it.
    size_t fill = getValue(buf.elem);
    size_t lo = constantInt(Ty::index(), 0);
    size_t hi = constantInt(Ty::index(), buf.size);
    size_t step = constantInt(Ty::index(), 1);
    std::string iv = "%i" + std::to_string(nextValue++);
    line("scf.for " + iv + " = " + use(lo) + " to " + use(hi) + " step " +
         use(step) + " {");
    ++indent;
    line("memref.store " + use(fill) + ", " + buf.name + "[" + iv +
         "] : " + buf.type());
    --indent;
    line("}");
    opsEmitted += 2;
    buffers.push_back(buf);
  }
}

void Generator::freeBuffers() {
  for (const Buffer &buf : buffers)
    if (buf.heap) {
      line("memref.dealloc " + buf.name + " : " + buf.type());
      ++opsEmitted;
    }
}

std::optional<size_t> Generator::inBoundsIndex(const Buffer &buf) {
  std::vector<size_t> ok;
  for (size_t v : visible(Ty::index()))
    if (values[v].range.lo >= 0 && values[v].range.hi < buf.size)
      ok.push_back(v);
  if (!ok.empty() && rng.chance(3, 4))
    return rng.pick(ok);
  return constantInt(Ty::index(), rng.below(buf.size));
}

void Generator::genStore() {
  if (buffers.empty())
    return genIntBinary();
  const Buffer &buf = buffers[rng.below(buffers.size())];
  size_t v = getValue(buf.elem);
  size_t i = *inBoundsIndex(buf);
  line("memref.store " + use(v) + ", " + buf.name + "[" + use(i) +
       "] : " + buf.type());
  ++opsEmitted;
}

void Generator::genLoad() {
  if (buffers.empty())
    return genIntBinary();
  const Buffer &buf = buffers[rng.below(buffers.size())];
  size_t i = *inBoundsIndex(buf);
  std::string res = fresh();
  line(res + " = memref.load " + buf.name + "[" + use(i) + "] : " + buf.type());
  // Stores later in a loop may reach this load: any value of the type.
  define(res, buf.elem, buf.elem.isInteger() ? full(buf.elem.width) : Range{},
         true);
}

//===----------------------------------------------------------------------===//
// Regions and blocks
//===----------------------------------------------------------------------===//

void Generator::genIf(unsigned depth) {
  size_t c = getCondition();
  std::vector<Ty> tys(rng.below(3));
  for (Ty &t : tys)
    t = randomType();
  std::vector<std::string> tyStr;
  for (Ty t : tys)
    tyStr.push_back(t.str());
  std::string res = fresh();
  std::string lhs = tys.empty()       ? ""
                    : tys.size() == 1 ? res + " = "
                                      : res + ":2 = ";
  line(lhs + "scf.if " + use(c) +
       (tys.empty() ? "" : " -> (" + llvm::join(tyStr, ", ") + ")") + " {");
  ++opsEmitted;
  std::vector<Range> ranges(tys.size());
  std::vector<bool> nan(tys.size(), false);
  bool hasElse = !tys.empty() || rng.chance(1, 2);
  for (int side = 0; side < (hasElse ? 2 : 1); ++side) {
    if (side)
      line("} else {");
    ++indent;
    scopes.emplace_back();
    genBody(2 + rng.below(5), depth + 1, false);
    std::vector<std::string> ys;
    for (size_t i = 0; i < tys.size(); ++i) {
      size_t y = getValue(tys[i]);
      ys.push_back(use(y));
      ranges[i] = side ? hull(ranges[i], values[y].range) : values[y].range;
      nan[i] = nan[i] || values[y].nanBits;
    }
    if (!tys.empty())
      line("scf.yield " + llvm::join(ys, ", ") + " : " +
           llvm::join(tyStr, ", "));
    scopes.pop_back();
    --indent;
  }
  line("}");
  for (size_t i = 0; i < tys.size(); ++i) {
    define(tys.size() == 1 ? res : res + "#" + std::to_string(i), tys[i],
           ranges[i], nan[i]);
    --opsEmitted;
  }
}

void Generator::genFor(unsigned depth) {
  int64_t lb = rng.below(3), step = 1 + rng.below(2), trips = rng.below(5);
  int64_t ub = lb + step * trips - (trips && rng.chance(1, 3) ? 1 : 0);
  size_t l = constantInt(Ty::index(), lb), u = constantInt(Ty::index(), ub),
         s = constantInt(Ty::index(), step);
  std::vector<Ty> tys(rng.below(3));
  std::vector<std::string> tyStr, inits, args;
  for (Ty &t : tys) {
    t = randomType();
    tyStr.push_back(t.str());
    inits.push_back(use(getValue(t)));
  }
  std::string res = fresh();
  std::string iv = "%i" + std::to_string(nextValue++);
  std::string lhs = tys.empty()       ? ""
                    : tys.size() == 1 ? res + " = "
                                      : res + ":2 = ";
  std::string iter;
  for (size_t i = 0; i < tys.size(); ++i) {
    args.push_back("%a" + std::to_string(nextValue++));
    iter += (i ? ", " : "") + args[i] + " = " + inits[i];
  }
  line(lhs + "scf.for " + iv + " = " + use(l) + " to " + use(u) + " step " +
       use(s) +
       (tys.empty()
            ? ""
            : " iter_args(" + iter + ") -> (" + llvm::join(tyStr, ", ") + ")") +
       " {");
  ++indent;
  scopes.emplace_back();
  int64_t last = trips ? lb + step * ((ub - lb + step - 1) / step - 1) : lb;
  define(iv, Ty::index(), {lb, std::max(lb, last)});
  --opsEmitted;
  for (size_t i = 0; i < tys.size(); ++i) {
    define(args[i], tys[i], tys[i].isInteger() ? full(tys[i].width) : Range{},
           true);
    --opsEmitted;
  }
  ++opsEmitted;
  genBody(2 + rng.below(6), depth + 1, false);
  std::vector<std::string> ys;
  for (Ty t : tys)
    ys.push_back(use(getValue(t)));
  if (!tys.empty())
    line("scf.yield " + llvm::join(ys, ", ") + " : " + llvm::join(tyStr, ", "));
  scopes.pop_back();
  --indent;
  line("}");
  for (size_t i = 0; i < tys.size(); ++i) {
    define(tys.size() == 1 ? res : res + "#" + std::to_string(i), tys[i],
           tys[i].isInteger() ? full(tys[i].width) : Range{}, true);
    --opsEmitted;
  }
}

void Generator::genSwitch(unsigned depth) {
  size_t sel = getValue(Ty::index());
  if (opts.avoidMLIR19Bugs && !fits(values[sel].range, 32)) {
    size_t four = constantInt(Ty::index(), 4);
    std::string m = fresh();
    line(m + " = arith.remui " + use(sel) + ", " + use(four) + " : index");
    define(m, Ty::index(), {0, 3});
    sel = values.size() - 1;
  }
  Ty ty = randomType();
  unsigned cases = 1 + rng.below(3);
  std::vector<int64_t> caseValues;
  for (int64_t v = rng.below(2); caseValues.size() < cases;
       v += 1 + rng.below(2))
    caseValues.push_back(v);
  std::string res = fresh();
  line(res + " = scf.index_switch " + use(sel) + " -> " + ty.str());
  ++opsEmitted;
  Range r;
  bool nan = false;
  for (unsigned i = 0; i <= cases; ++i) {
    line(i < cases ? "case " + std::to_string(caseValues[i]) + " {"
                   : std::string("default {"));
    ++indent;
    scopes.emplace_back();
    genBody(1 + rng.below(4), depth + 1, false);
    size_t y = getValue(ty);
    line("scf.yield " + use(y) + " : " + ty.str());
    r = i ? hull(r, values[y].range) : values[y].range;
    nan = nan || values[y].nanBits;
    scopes.pop_back();
    --indent;
    line("}");
  }
  define(res, ty, r, nan);
  --opsEmitted;
}

void Generator::genDiamond() {
  // Only at a function's top level, where a block may end: the entry (or
  // current) block branches to two blocks that meet in a third.
  size_t c = getCondition();
  std::string t = "^bb" + std::to_string(++nextBlock);
  std::string f = "^bb" + std::to_string(++nextBlock);
  std::string m = "^bb" + std::to_string(++nextBlock);
  Ty ty = randomType();
  line("cf.cond_br " + use(c) + ", " + t + ", " + f);
  ++opsEmitted;
  Range r;
  bool nan = false;
  for (int side = 0; side < 2; ++side) {
    --indent;
    line((side ? f : t) + ":");
    ++indent;
    scopes.emplace_back();
    genBody(1 + rng.below(4), 1, false);
    size_t y = getValue(ty);
    line("cf.br " + m + "(" + use(y) + " : " + ty.str() + ")");
    ++opsEmitted;
    r = side ? hull(r, values[y].range) : values[y].range;
    nan = nan || values[y].nanBits;
    scopes.pop_back();
  }
  std::string arg = "%b" + std::to_string(nextValue++);
  --indent;
  line(m + "(" + arg + ": " + ty.str() + "):");
  ++indent;
  define(arg, ty, r, nan);
  --opsEmitted;
}

void Generator::genStatement(unsigned depth, bool topLevelOfFunction) {
  bool cf = opts.controlFlow && depth < opts.maxRegionDepth;
  bool fl = opts.floats;
  bool mem = opts.memrefs && !buffers.empty();
  unsigned weights[] = {
      2,                                  // constant
      8,                                  // integer binary
      1,                                  // integer unary (math)
      2,                                  // cmpi
      2,                                  // select
      2,                                  // integer casts
      fl ? 5u : 0u,                       // float binary
      fl ? 2u : 0u,                       // float unary
      fl ? 1u : 0u,                       // cmpf
      fl ? 2u : 0u,                       // float casts
      currentHelper ? 2u : 0u,            // call
      mem ? 2u : 0u,                      // store
      mem ? 2u : 0u,                      // load
      cf ? 1u : 0u,                       // scf.if
      cf ? 1u : 0u,                       // scf.for
      cf ? 1u : 0u,                       // scf.index_switch
      cf && topLevelOfFunction ? 1u : 0u, // cf diamond
  };
  switch (rng.weighted(weights)) {
  case 0:
    constant(randomType());
    break;
  case 1:
    genIntBinary();
    break;
  case 2:
    genIntUnary();
    break;
  case 3:
    genCmpi();
    break;
  case 4:
    genSelect();
    break;
  case 5:
    genIntCast();
    break;
  case 6:
    genFloatBinary();
    break;
  case 7:
    genFloatUnary();
    break;
  case 8:
    genCmpf();
    break;
  case 9:
    genFloatCast();
    break;
  case 10:
    genCall();
    break;
  case 11:
    genStore();
    break;
  case 12:
    genLoad();
    break;
  case 13:
    genIf(depth);
    break;
  case 14:
    genFor(depth);
    break;
  case 15:
    genSwitch(depth);
    break;
  default:
    genDiamond();
    break;
  }
}

void Generator::genBody(unsigned budget, unsigned depth,
                        bool topLevelOfFunction) {
  // Nested bodies stop too once the function is twice its target.
  unsigned end = opsEmitted + budget;
  while (opsEmitted < end && opsEmitted < 2 * opsTarget)
    genStatement(depth, topLevelOfFunction);
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

void Generator::genHelper(unsigned index) {
  Signature sig;
  sig.name = "f" + std::to_string(index);
  sig.args.resize(1 + rng.below(3));
  for (Ty &t : sig.args)
    t = randomType();
  sig.results.resize(1 + rng.below(2));
  for (Ty &t : sig.results)
    t = randomType();

  values.clear();
  scopes.assign(1, {});
  buffers.clear();
  nextValue = nextBlock = 0;
  std::vector<std::string> params, results;
  for (Ty t : sig.args) {
    std::string name = "%arg" + std::to_string(params.size());
    params.push_back(name + ": " + t.str());
    define(name, t, t.isInteger() ? full(t.width) : Range{}, true);
  }
  for (Ty t : sig.results)
    results.push_back(t.str());
  line("func.func @" + sig.name + "(" + llvm::join(params, ", ") + ") -> " +
       (results.size() == 1 ? results[0]
                            : "(" + llvm::join(results, ", ") + ")") +
       " {");
  ++indent;
  opsEmitted = 0;
  opsTarget = opts.opsPerFunction;
  genBuffers();
  genBody(opsTarget, 0, true);
  std::vector<std::string> rets;
  for (Ty t : sig.results)
    rets.push_back(use(getValue(t)));
  freeBuffers();
  line("return " + llvm::join(rets, ", ") + " : " + llvm::join(results, ", "));
  --indent;
  line("}");
  helpers.push_back(sig);
}

void Generator::printValue(size_t v) {
  Ty ty = values[v].ty;
  size_t x = v;
  if (ty.isFloat()) {
    x = canonicalNaN(v);
    std::string bits = fresh();
    line(bits + " = arith.bitcast " + use(x) + " : " + ty.str() + " to i" +
         std::to_string(ty.width));
    define(bits, Ty::i(ty.width), full(ty.width));
    x = values.size() - 1;
    ty = values[x].ty;
  }
  if (ty.kind == Kind::Index) {
    std::string w = fresh();
    line(w + " = arith.index_cast " + use(x) + " : index to i64");
    define(w, Ty::i(64), values[x].range);
    x = values.size() - 1;
  } else if (ty.width < 64) {
    std::string w = fresh();
    bool sext = ty.width > 1 && v == x; // float bits: unsigned
    line(w + " = arith." + (sext ? "extsi " : "extui ") + use(x) + " : " +
         ty.str() + " to i64");
    define(w, Ty::i(64), full(64));
    x = values.size() - 1;
  }
  line("func.call @printI64(" + use(x) + ") : (i64) -> ()");
  line("func.call @printNewline() : () -> ()");
  usesPrintI64 = usesNewline = true;
}

void Generator::genMain() {
  values.clear();
  scopes.assign(1, {});
  buffers.clear();
  nextValue = nextBlock = 0;
  line("func.func @main() {");
  ++indent;
  opsEmitted = 0;
  opsTarget = opts.opsPerFunction;
  genBuffers();
  // No cf diamonds in @main: what it prints is at its top level.
  genBody(opsTarget, 0, false);
  // Print what nothing else used (every result of main's top level that
  // is not consumed) and the buffers' contents.
  std::vector<size_t> sinks;
  for (size_t v : scopes.front())
    if (!values[v].uses)
      sinks.push_back(v);
  // Something is always printed, so that a program is never silent.
  if (sinks.empty() && buffers.empty() && !scopes.front().empty())
    sinks.push_back(scopes.front().back());
  for (size_t v : sinks)
    printValue(v);
  for (const Buffer &buf : buffers)
    for (int64_t i = 0; i < buf.size; ++i) {
      size_t idx = constantInt(Ty::index(), i);
      std::string res = fresh();
      line(res + " = memref.load " + buf.name + "[" + use(idx) +
           "] : " + buf.type());
      define(res, buf.elem,
             buf.elem.isInteger() ? full(buf.elem.width) : Range{}, true);
      printValue(values.size() - 1);
    }
  freeBuffers();
  line("return");
  --indent;
  line("}");
}

std::string Generator::run() {
  std::string body;
  std::swap(out, body);
  indent = 1;
  for (unsigned i = 0; i < opts.helperFunctions; ++i) {
    currentHelper = i;
    genHelper(i);
  }
  currentHelper = helpers.size();
  genMain();
  std::swap(out, body);
  out = "// Generated by assay-fuzz gen --seed " + std::to_string(seed) + "\n";
  out += "module {\n";
  if (usesPrintI64)
    out += "  func.func private @printI64(i64)\n";
  if (usesNewline)
    out += "  func.func private @printNewline()\n";
  out += body;
  out += "}\n";
  return out;
}

} // namespace

std::string assay::fuzz::generateProgram(uint64_t seed,
                                         const GeneratorOptions &options) {
  return Generator(seed, options).run();
}
