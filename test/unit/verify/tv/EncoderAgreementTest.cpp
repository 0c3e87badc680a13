//===- EncoderAgreementTest.cpp - The encoding runs like the interpreter --===//
//
// Decision 2 of the design for control flow and calls: the interpreter
// defines what cf, scf and func mean (docs/semantics.md), and the SMT
// encoding of verify/tv/ must mean the same. This property test generates
// random functions (integer, index and f32 values, every integer op of arith,
// float arithmetic, comparisons and conversions,
// overflow flags, divisions that may be undefined, shifts that may be
// poison, scf.if/for/while/index_switch/execute_region, cf branches and
// loops inside execute_region, calls), encodes each over free variables,
// and for random inputs (poison ones included) evaluates the encoding with
// the inputs substituted and requires the interpreter's exact outcome:
// undefined behaviour in both or in neither, and where defined the same
// poison bit per result and, where not poison, the same bits.
//
// Seeds are fixed, so CI is reproducible; ASSAY_TV_AGREEMENT_SEED and
// ASSAY_TV_AGREEMENT_PROGRAMS explore further by hand, and
// ASSAY_TV_AGREEMENT_DUMP=1 prints every program and the outcome counts.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "dialects/func/FuncOps.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "verify/interp/Interpreter.h"
#include "verify/tv/Encoder.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

using namespace assay;

namespace {

//===----------------------------------------------------------------------===//
// A generator of random, valid, bounded functions
//===----------------------------------------------------------------------===//

/// The value types the generator uses: two integer widths (one odd), i1
/// and index.
const char *const kTypes[] = {"i8", "i5", "i1", "index"};

class Generator {
public:
  explicit Generator(uint64_t seed) : rng(seed) {}

  std::string generate() {
    out.clear();
    counter = 0;
    // A callee for func.call.
    out += "func.func private @callee(%p0: i8, %p1: i8) -> i8 {\n";
    scopes.assign(1, {{"%p0", "i8"}, {"%p1", "i8"}});
    // No calls in the callee: it would call itself forever.
    inCallee = true;
    for (int i = 0; i < 3; ++i)
      emitSimple("  ");
    inCallee = false;
    flush("  ", "return " + pick("i8") + " : i8");
    out += "}\n";

    // The body first: the function returns every value of its top scope,
    // so no computation is dead and every one is compared.
    std::string header = std::move(out);
    out.clear();
    scopes.assign(1, {{"%a0", "i8"},
                      {"%a1", "i8"},
                      {"%a2", "i5"},
                      {"%a3", "i1"},
                      {"%a4", "index"},
                      {"%a5", "f32"}});
    emitBlock("  ", 0, 8);
    std::vector<std::string> names, types;
    for (auto &[name, type] : scopes.front()) {
      names.push_back(name);
      types.push_back(type);
    }
    std::string typeList = llvm::join(types, ", ");
    flush("  ", "return " + llvm::join(names, ", ") + " : " + typeList);
    out = header +
          "func.func @f(%a0: i8, %a1: i8, %a2: i5, %a3: i1, %a4: index, %a5: "
          "f32) -> (" +
          typeList + ") {\n" + out + "}\n";
    return out;
  }

private:
  std::mt19937_64 rng;
  std::string out;
  unsigned counter = 0;
  bool inCallee = false;
  /// Values visible in each nested scope: (name, type).
  std::vector<std::vector<std::pair<std::string, std::string>>> scopes;

  unsigned below(unsigned n) { return unsigned(rng() % n); }

  std::string fresh() { return "%v" + std::to_string(counter++); }

  void define(const std::string &name, const std::string &type) {
    scopes.back().push_back({name, type});
  }

  /// A visible value of `type` (a new constant when there is none, or
  /// sometimes anyway).
  std::string pick(const std::string &type) {
    std::vector<std::string> candidates;
    // Half the time, only the innermost scope that has one: values computed
    // in a region then flow out of it.
    if (below(2))
      for (auto scope = scopes.rbegin(); scope != scopes.rend(); ++scope) {
        for (auto &[name, t] : *scope)
          if (t == type)
            candidates.push_back(name);
        if (!candidates.empty())
          return candidates[below(candidates.size())];
      }
    for (auto &scope : scopes)
      for (auto &[name, t] : scope)
        if (t == type)
          candidates.push_back(name);
    if (candidates.empty() || below(6) == 0)
      return constant(type);
    return candidates[below(candidates.size())];
  }

  std::string constant(const std::string &type) {
    if (type == "f32") {
      // Zeros, infinities, a NaN, subnormals, extremes and plain values.
      static const char *const floats[] = {
          "0.0",        "-0.0",       "1.0",        "-1.5",
          "2.5",        "0x7F800000", "0xFF800000", "0x7FC00000",
          "0x00000001", "0x7F7FFFFF", "3.0e+38",    "-7.0"};
      std::string name = fresh();
      pending += "  " + name + " = arith.constant " +
                 floats[below(std::size(floats))] + " : f32\n";
      return name;
    }
    static const int64_t edges[] = {0, 1, -1, 2, 3, 7, -128, 127, 16, -8, 5};
    int64_t v =
        below(3) ? edges[below(std::size(edges))] : int64_t(rng() % 300) - 150;
    std::string name = fresh();
    if (type == "i1")
      v &= 1;
    pending += "  " + name + " = arith.constant " +
               (type == "i1" ? std::string(v ? "true" : "false")
                             : std::to_string(normalize(v, type))) +
               (type == "i1" ? "" : " : " + type) + "\n";
    return name;
  }

  /// `v` as a literal the type accepts.
  int64_t normalize(int64_t v, const std::string &type) {
    if (type == "i5")
      return ((v % 32) + 32) % 32 - 16;
    if (type == "i8")
      return ((v % 256) + 256) % 256 - 128;
    return v;
  }

  /// Constants made while picking operands, emitted before the op that
  /// uses them.
  std::string pending;

  void flush(const std::string &indent, std::string line) {
    // Pending constants were written with two spaces; re-indent them.
    std::string fixed;
    for (llvm::StringRef l : llvm::split(pending, '\n'))
      if (!l.trim().empty())
        fixed += indent + l.trim().str() + "\n";
    out += fixed + indent + line + "\n";
    pending.clear();
  }

  std::string intType() {
    static const char *const t[] = {"i8", "i5", "index", "i8"};
    return t[below(4)];
  }

  /// One straight-line op.
  void emitSimple(const std::string &indent) {
    std::string type = intType();
    std::string r = fresh();
    switch (below(inCallee ? 10 : 11)) {
    case 0:
    case 1:
    case 2: {
      static const char *const ops[] = {
          "addi",  "subi",  "muli",      "divui",      "divsi",
          "remui", "remsi", "ceildivsi", "floordivsi", "ceildivui",
          "andi",  "ori",   "xori",      "shli",       "shrui",
          "shrsi", "maxsi", "minsi",     "maxui",      "minui"};
      std::string op = ops[below(std::size(ops))];
      std::string flags;
      if ((op == "addi" || op == "subi" || op == "muli" || op == "shli") &&
          below(3) == 0) {
        static const char *const f[] = {" overflow<nsw>", " overflow<nuw>",
                                        " overflow<nsw, nuw>"};
        flags = f[below(3)];
      }
      std::string a = pick(type), b = pick(type);
      flush(indent,
            r + " = arith." + op + " " + a + ", " + b + flags + " : " + type);
      define(r, type);
      return;
    }
    case 3: {
      static const char *const preds[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                          "sge", "ult", "ule", "ugt", "uge"};
      std::string a = pick(type), b = pick(type);
      flush(indent, r + " = arith.cmpi " + preds[below(10)] + ", " + a + ", " +
                        b + " : " + type);
      define(r, "i1");
      return;
    }
    case 4: {
      std::string c = pick("i1"), a = pick(type), b = pick(type);
      flush(indent,
            r + " = arith.select " + c + ", " + a + ", " + b + " : " + type);
      define(r, type);
      return;
    }
    case 5: {
      switch (below(5)) {
      case 0:
        flush(indent, r + " = arith.extsi " + pick("i5") + " : i5 to i8");
        define(r, "i8");
        return;
      case 1:
        flush(indent, r + " = arith.extui " + pick("i1") + " : i1 to i8");
        define(r, "i8");
        return;
      case 2:
        flush(indent, r + " = arith.trunci " + pick("i8") + " : i8 to i5");
        define(r, "i5");
        return;
      case 3:
        flush(indent,
              r + " = arith.index_cast " + pick("i8") + " : i8 to index");
        define(r, "index");
        return;
      default:
        flush(indent,
              r + " = arith.index_castui " + pick("index") + " : index to i5");
        define(r, "i5");
        return;
      }
    }
    case 6: {
      static const char *const ops[] = {"add",  "sub",  "mul",     "divs",
                                        "remu", "maxs", "shl",     "shru",
                                        "and",  "xor",  "ceildivs"};
      std::string a = pick("index"), b = pick("index");
      flush(indent, r + " = index." + std::string(ops[below(std::size(ops))]) +
                        " " + a + ", " + b);
      define(r, "index");
      return;
    }
    case 7:
    case 8:
    case 9:
      emitFloat(indent, r);
      return;
    default: {
      std::string a = pick("i8"), b = pick("i8");
      flush(indent,
            r + " = func.call @callee(" + a + ", " + b + ") : (i8, i8) -> i8");
      define(r, "i8");
      return;
    }
    }
  }

  /// One float op (f32): arithmetic with NaN- and infinity-sensitive
  /// flags, min/max of both kinds, comparisons, selects, conversions.
  void emitFloat(const std::string &indent, const std::string &r) {
    switch (below(6)) {
    case 0:
    case 1: {
      static const char *const ops[] = {"addf",     "subf",    "mulf",
                                        "divf",     "remf",    "maximumf",
                                        "minimumf", "maxnumf", "minnumf"};
      static const char *const flags[] = {"", "", "", " fastmath<nnan>",
                                          " fastmath<ninf>"};
      std::string a = pick("f32"), b = pick("f32");
      flush(indent, r + " = arith." + ops[below(std::size(ops))] + " " + a +
                        ", " + b + flags[below(std::size(flags))] + " : f32");
      define(r, "f32");
      return;
    }
    case 2: {
      static const char *const preds[] = {
          "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
          "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
      std::string a = pick("f32"), b = pick("f32");
      flush(indent, r + " = arith.cmpf " + preds[below(16)] + ", " + a + ", " +
                        b + " : f32");
      define(r, "i1");
      return;
    }
    case 3: {
      std::string c = pick("i1"), a = pick("f32"), b = pick("f32");
      flush(indent,
            r + " = arith.select " + c + ", " + a + ", " + b + " : f32");
      define(r, "f32");
      return;
    }
    case 4:
      if (below(2)) {
        flush(indent, r + " = arith.sitofp " + pick("i8") + " : i8 to f32");
        define(r, "f32");
      } else {
        flush(indent, r + " = arith.fptosi " + pick("f32") + " : f32 to i8");
        define(r, "i8");
      }
      return;
    default: {
      static const char *const ops[] = {"arith.negf", "math.absf", "math.floor",
                                        "math.roundeven", "math.sqrt"};
      flush(indent, r + " = " + ops[below(std::size(ops))] + " " + pick("f32") +
                        " : f32");
      define(r, "f32");
      return;
    }
    }
  }

  /// A small non-negative bound (0..n-1) computed from a visible index:
  /// remui by a constant keeps every loop within the encoder's bound.
  std::string bound(const std::string &indent, unsigned n) {
    std::string x = pick("index");
    std::string c = fresh(), r = fresh();
    flush(indent, c + " = arith.constant " + std::to_string(n) + " : index");
    flush(indent, r + " = arith.remui " + x + ", " + c + " : index");
    return r;
  }

  /// Ops of one block (no terminator): `n` statements, nesting below
  /// `depth` 3.
  void emitBlock(const std::string &indent, unsigned depth, unsigned n) {
    for (unsigned i = 0; i < n; ++i) {
      if (depth >= 2 || below(4) != 0) {
        emitSimple(indent);
        continue;
      }
      switch (below(7)) {
      case 6:
        emitParallel(indent, depth);
        break;
      case 0:
        emitIf(indent, depth);
        break;
      case 1:
        emitFor(indent, depth);
        break;
      case 2:
        emitWhile(indent, depth);
        break;
      case 3:
        emitSwitch(indent, depth);
        break;
      case 4:
        emitDiamond(indent, depth);
        break;
      default:
        emitCFLoop(indent, depth);
        break;
      }
    }
  }

  /// A nested region's body yielding one value of `type`.
  void emitRegion(const std::string &indent, unsigned depth,
                  const std::string &type, const std::string &terminator,
                  std::vector<std::pair<std::string, std::string>> args = {}) {
    // A loop's carried value (the last argument) is combined into what the
    // body yields, so the result depends on the number of iterations.
    std::string carried = args.empty() ? "" : args.back().first;
    scopes.push_back(std::move(args));
    emitBlock(indent, depth + 1, 1 + below(3));
    std::string v = pick(type);
    if (!carried.empty() && type != "i1") {
      std::string mixed = fresh();
      flush(indent,
            mixed + " = arith.addi " + carried + ", " + v + " : " + type);
      v = mixed;
    }
    flush(indent, terminator + " " + v + " : " + type);
    scopes.pop_back();
  }

  void emitIf(const std::string &indent, unsigned depth) {
    std::string type = below(4) ? intType() : "f32", r = fresh();
    std::string c = pick("i1");
    flush(indent, r + " = scf.if " + c + " -> (" + type + ") {");
    emitRegion(indent + "  ", depth, type, "scf.yield");
    out += indent + "} else {\n";
    emitRegion(indent + "  ", depth, type, "scf.yield");
    out += indent + "}\n";
    define(r, type);
  }

  void emitFor(const std::string &indent, unsigned depth) {
    std::string type = intType(), r = fresh();
    std::string ub = bound(indent, 5);
    std::string lb = fresh(), step = fresh();
    flush(indent,
          lb + " = arith.constant " + std::to_string(below(2)) + " : index");
    flush(indent, step + " = arith.constant " + std::to_string(1 + below(2)) +
                      " : index");
    std::string init = pick(type);
    std::string iv = fresh(), acc = fresh();
    flush(indent, r + " = scf.for " + iv + " = " + lb + " to " + ub + " step " +
                      step + " iter_args(" + acc + " = " + init + ") -> (" +
                      type + ") {");
    emitRegion(indent + "  ", depth, type, "scf.yield",
               {{iv, "index"}, {acc, type}});
    out += indent + "}\n";
    define(r, type);
  }

  /// A two-dimensional scf.parallel reducing one value per iteration with
  /// an integer op (subi too, whose result depends on the order).
  void emitParallel(const std::string &indent, unsigned depth) {
    std::string type = intType(), r = fresh();
    std::string ub0 = bound(indent, 4), ub1 = bound(indent, 3);
    std::string lb = fresh(), step = fresh();
    flush(indent,
          lb + " = arith.constant " + std::to_string(below(2)) + " : index");
    flush(indent, step + " = arith.constant " + std::to_string(1 + below(2)) +
                      " : index");
    std::string init = pick(type);
    std::string i = fresh(), j = fresh();
    flush(indent, r + " = scf.parallel (" + i + ", " + j + ") = (" + lb + ", " +
                      lb + ") to (" + ub0 + ", " + ub1 + ") step (" + step +
                      ", " + step + ") init (" + init + ") -> " + type + " {");
    scopes.push_back({{i, "index"}, {j, "index"}});
    emitBlock(indent + "  ", depth + 1, 1 + below(3));
    std::string v = pick(type);
    static const char *combiners[] = {"addi", "subi", "muli", "xori", "maxsi"};
    std::string l = fresh(), rr = fresh(), t = fresh();
    flush(indent + "  ", "scf.reduce(" + v + " : " + type + ") {");
    out +=
        indent + "  ^bb0(" + l + ": " + type + ", " + rr + ": " + type + "):\n";
    flush(indent + "    ", t + " = arith." + combiners[below(5)] + " " + l +
                               ", " + rr + " : " + type);
    flush(indent + "    ", "scf.reduce.return " + t + " : " + type);
    out += indent + "  }\n";
    scopes.pop_back();
    out += indent + "}\n";
    define(r, type);
  }

  void emitWhile(const std::string &indent, unsigned depth) {
    std::string type = intType();
    std::string n = bound(indent, 4);
    std::string zero = fresh(), one = fresh();
    flush(indent, zero + " = arith.constant 0 : index");
    flush(indent, one + " = arith.constant 1 : index");
    std::string init = pick(type);
    std::string r = fresh(), i = fresh(), acc = fresh(), c = fresh();
    flush(indent, r + ":2 = scf.while (" + i + " = " + zero + ", " + acc +
                      " = " + init + ") : (index, " + type + ") -> (index, " +
                      type + ") {");
    flush(indent + "  ", c + " = arith.cmpi ult, " + i + ", " + n + " : index");
    flush(indent + "  ",
          "scf.condition(" + c + ") " + i + ", " + acc + " : index, " + type);
    std::string i2 = fresh(), acc2 = fresh();
    out += indent + "} do {\n" + indent + "^bb0(" + i2 + ": index, " + acc2 +
           ": " + type + "):\n";
    scopes.push_back({{i2, "index"}, {acc2, type}});
    emitBlock(indent + "  ", depth + 1, 1 + below(3));
    std::string next = fresh(), v = pick(type);
    flush(indent + "  ",
          next + " = arith.addi " + i2 + ", " + one + " : index");
    flush(indent + "  ", "scf.yield " + next + ", " + v + " : index, " + type);
    scopes.pop_back();
    out += indent + "}\n";
    define(r + "#1", type);
  }

  void emitSwitch(const std::string &indent, unsigned depth) {
    std::string type = intType(), r = fresh();
    std::string flag = bound(indent, 4);
    flush(indent, r + " = scf.index_switch " + flag + " -> " + type);
    for (int c : {1, 2}) {
      out += indent + "case " + std::to_string(c) + " {\n";
      emitRegion(indent + "  ", depth, type, "scf.yield");
      out += indent + "}\n";
    }
    out += indent + "default {\n";
    emitRegion(indent + "  ", depth, type, "scf.yield");
    out += indent + "}\n";
    define(r, type);
  }

  /// An execute_region with a cf diamond.
  void emitDiamond(const std::string &indent, unsigned depth) {
    std::string type = intType(), r = fresh();
    std::string c = pick("i1"), v = pick(type);
    flush(indent, r + " = scf.execute_region -> " + type + " {");
    std::string p = fresh();
    flush(indent + "  ",
          "cf.cond_br " + c + ", ^bb1, ^bb2(" + v + " : " + type + ")");
    out += indent + "^bb1:\n";
    scopes.push_back({});
    emitBlock(indent + "  ", depth + 1, 1 + below(2));
    std::string w = pick(type);
    flush(indent + "  ", "cf.br ^bb2(" + w + " : " + type + ")");
    scopes.pop_back();
    out += indent + "^bb2(" + p + ": " + type + "):\n";
    flush(indent + "  ", "scf.yield " + p + " : " + type);
    out += indent + "}\n";
    define(r, type);
  }

  /// An execute_region with a cf loop of at most 3 iterations.
  void emitCFLoop(const std::string &indent, unsigned depth) {
    std::string type = intType(), r = fresh();
    std::string n = bound(indent, 4);
    std::string init = pick(type);
    std::string zero = fresh(), one = fresh();
    flush(indent, zero + " = arith.constant 0 : index");
    flush(indent, one + " = arith.constant 1 : index");
    flush(indent, r + " = scf.execute_region -> " + type + " {");
    flush(indent + "  ",
          "cf.br ^bb1(" + zero + ", " + init + " : index, " + type + ")");
    std::string i = fresh(), acc = fresh(), c = fresh();
    out += indent + "^bb1(" + i + ": index, " + acc + ": " + type + "):\n";
    flush(indent + "  ", c + " = arith.cmpi ult, " + i + ", " + n + " : index");
    flush(indent + "  ", "cf.cond_br " + c + ", ^bb2, ^bb3");
    out += indent + "^bb2:\n";
    scopes.push_back({{i, "index"}, {acc, type}});
    emitBlock(indent + "  ", depth + 1, 1 + below(2));
    std::string next = fresh(), v = pick(type);
    flush(indent + "  ", next + " = arith.addi " + i + ", " + one + " : index");
    flush(indent + "  ",
          "cf.br ^bb1(" + next + ", " + v + " : index, " + type + ")");
    scopes.pop_back();
    out += indent + "^bb3:\n";
    flush(indent + "  ", "scf.yield " + acc + " : " + type);
    out += indent + "}\n";
    define(r, type);
  }
};

//===----------------------------------------------------------------------===//
// The property
//===----------------------------------------------------------------------===//

uint64_t envOr(const char *name, uint64_t fallback) {
  const char *v = std::getenv(name);
  return v ? std::strtoull(v, nullptr, 10) : fallback;
}

TEST(EncoderAgreement, RandomFunctionsRunAsTheInterpreterRunsThem) {
  uint64_t seed = envOr("ASSAY_TV_AGREEMENT_SEED", 20261127);
  unsigned programs = unsigned(envOr("ASSAY_TV_AGREEMENT_PROGRAMS", 400));
  const unsigned inputsPerProgram = 24;

  DialectRegistry registry;
  registerAllDialects(registry);
  Context ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.printOpOnDiagnostic(false);
  // Undefined behaviour is an expected outcome here; keep its reports in
  // memory.
  std::string lastDiagnostic;
  ScopedDiagnosticHandler quiet(&ctx, [&](Diagnostic &d) {
    lastDiagnostic = d.str();
    return success();
  });

  std::mt19937_64 inputRng(seed ^ 0x5eed);
  unsigned ubSeen = 0, poisonSeen = 0, definedSeen = 0;
  for (unsigned p = 0; p < programs; ++p) {
    Generator gen(seed + p);
    std::string text = gen.generate();
    SCOPED_TRACE("program " + std::to_string(p) + ":\n" + text);
    if (std::getenv("ASSAY_TV_AGREEMENT_DUMP"))
      llvm::errs() << text << "// ----\n";
    ParserConfig config(&ctx);
    llvm::SourceMgr sm;
    sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text),
                          llvm::SMLoc());
    OwningOpRef<Operation *> module =
        parseSourceFileForTool(sm, config, /*insertImplicitModule=*/true);
    ASSERT_TRUE(module) << lastDiagnostic;
    ASSERT_TRUE(succeeded(verify(module.get()))) << lastDiagnostic;
    Operation *f = nullptr;
    for (Operation &op : module->getRegion(0).front())
      if (auto fn = llvm::dyn_cast<func::FuncOp>(&op))
        if (fn.getSymName() == "f")
          f = &op;
    ASSERT_TRUE(f);

    smt::SmtDomain d;
    tv::EncoderOptions options;
    tv::FunctionEncoder encoder(d, options);
    llvm::SmallVector<tv::SymValue, 5> args;
    func::FuncOp fn(f);
    for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
      FailureOr<tv::SymValue> v =
          encoder.makeInput(fn.getArgumentTypes()[i], "a" + std::to_string(i));
      ASSERT_TRUE(succeeded(v));
      args.push_back(*v);
    }
    FailureOr<tv::FunctionEncoding> enc = encoder.encode(f, args);
    ASSERT_TRUE(succeeded(enc)) << lastDiagnostic;

    interp::Interpreter interpreter(module.get());
    ASSERT_TRUE(succeeded(interpreter.initialize())) << lastDiagnostic;
    for (unsigned k = 0; k < inputsPerProgram; ++k) {
      llvm::SmallVector<interp::ScalarValue, 5> inputs;
      std::string inputText;
      d.clearAssignment();
      for (unsigned i = 0; i < args.size(); ++i) {
        unsigned width = args[i].lanes[0].bits.getWidth();
        static const int64_t edges[] = {0, 1, -1, 2, 127, -128, 4, 3};
        // f32 edges: +-0, 1.0, +-inf, NaNs with payloads and signs, a
        // subnormal, the largest finite.
        static const int64_t floatEdges[] = {
            0,          int64_t(0x80000000), 0x3f800000, 0x7f800000,
            0xff800000, 0x7fc00000,          0x7fa00001, 0xffc00123,
            0x00000001, 0x7f7fffff,          0x40490fdb};
        bool isFloat = llvm::isa<FloatType>(fn.getArgumentTypes()[i]);
        int64_t raw =
            (inputRng() % 2)
                ? (isFloat ? floatEdges[inputRng() % std::size(floatEdges)]
                           : edges[inputRng() % std::size(edges)])
                : int64_t(inputRng());
        llvm::APInt bits = llvm::APInt(64, uint64_t(raw)).trunc(width);
        bool poison = inputRng() % 10 == 0;
        d.assign(args[i].lanes[0].bits, bits);
        d.assign(args[i].lanes[0].poison, poison);
        inputs.push_back({fn.getArgumentTypes()[i], bits, poison});
        inputText +=
            (poison ? std::string("poison") : llvm::toString(bits, 10, true)) +
            " ";
      }
      SCOPED_TRACE("inputs: " + inputText);
      ASSERT_FALSE(d.evaluate(enc->beyondBound))
          << "the generator must stay within the encoder's bounds";
      llvm::SmallVector<interp::ScalarValue, 3> results;
      lastDiagnostic.clear();
      bool interpUB = failed(interpreter.run("f", inputs, results));
      if (interpUB)
        ASSERT_NE(lastDiagnostic.find("undefined behavior"), std::string::npos)
            << "the run failed for another reason: " << lastDiagnostic;
      bool smtUB = d.evaluate(enc->ub);
      ASSERT_EQ(interpUB, smtUB) << "interpreter: " << lastDiagnostic;
      if (interpUB) {
        ++ubSeen;
        continue;
      }
      ++definedSeen;
      ASSERT_EQ(results.size(), enc->results.size());
      for (unsigned r = 0; r < results.size(); ++r) {
        bool poison = d.evaluate(enc->results[r].lanes[0].poison);
        ASSERT_EQ(results[r].poison, poison) << "result " << r;
        if (poison) {
          ++poisonSeen;
          continue;
        }
        if (auto ft = llvm::dyn_cast<FloatType>(results[r].type)) {
          // Floats: the same datum; any NaN is any NaN (the model has one).
          llvm::APFloat smt = d.evaluate(enc->results[r].lanes[0].fp);
          llvm::APFloat interp(ft.getFloatSemantics(), results[r].bits);
          if (smt.isNaN() && interp.isNaN())
            continue;
          ASSERT_EQ(interp.bitcastToAPInt(), smt.bitcastToAPInt())
              << "result " << r;
          continue;
        }
        llvm::APInt bits = d.evaluate(enc->results[r].lanes[0].bits);
        ASSERT_EQ(results[r].bits, bits) << "result " << r;
      }
    }
  }
  // The generator must exercise all three outcomes, or the property says
  // little.
  EXPECT_GT(ubSeen, 0u);
  EXPECT_GT(poisonSeen, 0u);
  EXPECT_GT(definedSeen, programs);
  if (std::getenv("ASSAY_TV_AGREEMENT_DUMP"))
    llvm::errs() << "ub " << ubSeen << " poison " << poisonSeen << " defined "
                 << definedSeen << "\n";
}

} // namespace
