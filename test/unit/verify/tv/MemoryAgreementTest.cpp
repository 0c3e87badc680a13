//===- MemoryAgreementTest.cpp - Encoded memory agrees with the interpreter
//===//
//
// Decision 2 for memory: the interpreter (verify/interp/MemRefOps.cpp) and
// the encoding (verify/tv/MemRefOps.cpp) are two implementations of the
// rules of docs/semantics.md, so a property holds them together. RapidCheck
// writes small functions that allocate buffers (alloc, alloca, a dynamic
// alloc), store, load, take subviews, copy, free (double frees included),
// store under scf.if and allocate in an scf.for or an alloca_scope,
// reallocate, reshape, view bytes (views of views and casts of them too),
// read metadata, prefetch and update elements with atomic_rmw, with
// constant and
// argument indices in and out of bounds, and draws concrete arguments
// (poison included). Each function runs in the interpreter and is encoded
// over Z3; the encoding, evaluated with the same arguments, must give the
// interpreter's outcome: undefined behaviour or not and, where defined,
// each result's poison bit and, where not poison, its bits.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "dialects/func/FuncOps.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/SymbolTable.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "verify/interp/Interpreter.h"
#include "verify/tv/Encoder.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>
#include <string>

using namespace assay;

namespace {

/// One drawn program: its text, and its arguments (%v0, %v1: i8; %i0, %i1:
/// index) with their poison bits.
struct Program {
  std::string text;
  int64_t v[2], i[2];
  bool vPoison[2], iPoison[2];
  unsigned numResults = 0;
};

/// Writes a random function @f from RapidCheck's choices.
Program drawProgram() {
  Program p;
  std::string body;
  llvm::raw_string_ostream os(body);
  unsigned next = 0;
  auto fresh = [&] { return "%t" + std::to_string(next++); };
  // i8 values available to store and return.
  std::vector<std::string> values = {"%v0", "%v1"};
  auto value = [&] {
    return values[*rc::gen::inRange<size_t>(0, values.size())];
  };
  // An index into a dimension of `size` elements: mostly a constant in
  // range, sometimes one just outside, sometimes an argument.
  auto index = [&](int size) -> std::string {
    int k = *rc::gen::inRange(0, 10);
    if (k >= 8)
      return k == 8 ? "%i0" : "%i1";
    if (k == 7)
      return *rc::gen::inRange(0, 2) ? "%c-1" : "%c" + std::to_string(size);
    return "%c" + std::to_string(*rc::gen::inRange(0, size));
  };
  // The buffers: name, type, rank.
  struct Buffer {
    std::string name, type;
    std::vector<int> shape;
    bool heap;
  };
  std::vector<Buffer> buffers;
  // The views made (memref<2xi8>), which may be viewed again.
  std::vector<std::string> views;
  os << "  %c-1 = arith.constant -1 : index\n";
  for (int c = 0; c <= 6; ++c)
    os << "  %c" << c << " = arith.constant " << c << " : index\n";
  os << "  %a = memref.alloc() : memref<4xi8>\n";
  buffers.push_back({"%a", "memref<4xi8>", {4}, true});
  os << "  %b = memref.alloca() : memref<2x3xi8>\n";
  buffers.push_back({"%b", "memref<2x3xi8>", {2, 3}, false});
  if (*rc::gen::inRange(0, 3) == 0) {
    os << "  %d = memref.alloc(%i1) : memref<?xi8>\n";
    buffers.push_back({"%d", "memref<?xi8>", {2}, true});
  }
  // `name[i, j]`, then its type.
  auto indices = [&](const Buffer &b) {
    std::string s = b.name + "[" + index(b.shape[0]);
    if (b.shape.size() == 2)
      s += ", " + index(b.shape[1]);
    return s + "]";
  };
  auto access = [&](const Buffer &b) { return indices(b) + " : " + b.type; };
  auto buffer = [&]() -> const Buffer & {
    return buffers[*rc::gen::inRange<size_t>(0, buffers.size())];
  };
  unsigned numOps = *rc::gen::inRange(2, 12);
  for (unsigned n = 0; n < numOps; ++n) {
    // At full size: RapidCheck scales inRange by the size, which would make
    // the later kinds rare in early tests.
    switch (*rc::gen::resize(100, rc::gen::inRange(0, 17))) {
    case 0:
    case 1:
      os << "  memref.store " << value() << ", " << access(buffer()) << "\n";
      break;
    case 2:
    case 3: {
      std::string t = fresh();
      os << "  " << t << " = memref.load " << access(buffer()) << "\n";
      values.push_back(t);
      break;
    }
    case 4: {
      // A store on one path.
      std::string c = fresh();
      os << "  " << c << " = arith.cmpi slt, " << value() << ", " << value()
         << " : i8\n";
      os << "  scf.if " << c << " {\n    memref.store " << value() << ", "
         << access(buffer()) << "\n  }\n";
      break;
    }
    case 5: {
      // A view: a row of %b (row 2 is out of bounds), %b transposed or
      // collapsed, %a expanded, or %a reinterpreted (perhaps reaching past
      // its end).
      std::string s = fresh();
      Buffer b{s, "", {}, false};
      switch (*rc::gen::inRange(0, 5)) {
      case 0: {
        int row = *rc::gen::inRange(0, 5) == 0 ? 2 : *rc::gen::inRange(0, 2);
        b.type =
            "memref<3xi8, strided<[1], offset: " + std::to_string(3 * row) +
            ">>";
        b.shape = {3};
        os << "  " << s << " = memref.subview %b[" << row
           << ", 0] [1, 3] [1, 1] : memref<2x3xi8> to " << b.type << "\n";
        break;
      }
      case 1:
        b.type = "memref<3x2xi8, strided<[1, 3]>>";
        b.shape = {3, 2};
        os << "  " << s << " = memref.transpose %b (i, j) -> (j, i) : "
           << "memref<2x3xi8> to " << b.type << "\n";
        break;
      case 2:
        b.type = "memref<6xi8>";
        b.shape = {6};
        os << "  " << s << " = memref.collapse_shape %b [[0, 1]] : "
           << "memref<2x3xi8> into memref<6xi8>\n";
        break;
      case 3:
        b.type = "memref<2x2xi8>";
        b.shape = {2, 2};
        os << "  " << s << " = memref.expand_shape %a [[0, 1]] output_shape "
           << "[2, 2] : memref<4xi8> into memref<2x2xi8>\n";
        break;
      case 4: {
        int offset = *rc::gen::inRange(0, 4);
        b.type = "memref<2xi8, strided<[1], offset: " + std::to_string(offset) +
                 ">>";
        b.shape = {2};
        os << "  " << s << " = memref.reinterpret_cast %a to offset: ["
           << offset << "], sizes: [2], strides: [1] : memref<4xi8> to "
           << b.type << "\n";
        break;
      }
      }
      buffers.push_back(b);
      break;
    }
    case 6: {
      // Free a heap buffer (perhaps twice).
      std::vector<const Buffer *> heap;
      for (const Buffer &b : buffers)
        if (b.heap)
          heap.push_back(&b);
      const Buffer &b = *heap[*rc::gen::inRange<size_t>(0, heap.size())];
      os << "  memref.dealloc " << b.name << " : " << b.type << "\n";
      break;
    }
    case 7: {
      // A loop whose body allocates, stores, loads and stores out.
      std::string r = fresh(), m = fresh(), x = fresh();
      os << "  " << r
         << " = scf.for %k = %c0 to %c2 step %c1 iter_args(%s = " << value()
         << ") -> i8 {\n"
         << "    " << m << " = memref.alloca() : memref<2xi8>\n"
         << "    memref.store %s, " << m << "[%k] : memref<2xi8>\n"
         << "    " << x << " = memref.load " << m << "[%c0] : memref<2xi8>\n"
         << "    memref.store " << x << ", %a[%k] : memref<4xi8>\n"
         << "    scf.yield " << x << " : i8\n  }\n";
      values.push_back(r);
      break;
    }
    case 8:
      os << "  memref.copy %a, %a4 : memref<4xi8> to memref<4xi8>\n";
      break;
    case 9: {
      // An alloca carried out of its iteration (freed there), or %a when
      // the loop does not run.
      std::string m = fresh(), n = fresh();
      os << "  " << m << " = scf.for %k = %c0 to "
         << (*rc::gen::inRange(0, 2) ? "%c1" : "%i0")
         << " step %c1 iter_args(%p = %a) -> memref<4xi8> {\n"
         << "    " << n << " = memref.alloca() : memref<4xi8>\n"
         << "    memref.store " << value() << ", " << n
         << "[%c0] : memref<4xi8>\n"
         << "    scf.yield " << n << " : memref<4xi8>\n  }\n";
      buffers.push_back({m, "memref<4xi8>", {4}, false});
      break;
    }
    case 10: {
      // A read-modify-write of an element.
      static const char *kinds[] = {"addi", "assign", "maxs", "maxu", "mins",
                                    "minu", "muli",   "ori",  "andi"};
      const Buffer &b = buffer();
      std::string t = fresh();
      os << "  " << t << " = memref.atomic_rmw "
         << kinds[*rc::gen::inRange<size_t>(0, std::size(kinds))] << " "
         << value() << ", " << indices(b) << " : (i8, " << b.type
         << ") -> i8\n";
      values.push_back(t);
      break;
    }
    case 11: {
      // An alloca_scope whose alloca dies at its end: the scope returns a
      // value loaded from it, or the buffer itself (dead from then on).
      std::string r = fresh(), m = fresh(), x = fresh();
      bool escapes = *rc::gen::inRange(0, 3) == 0;
      os << "  " << r << " = memref.alloca_scope -> ("
         << (escapes ? "memref<2xi8>" : "i8") << ") {\n"
         << "    " << m << " = memref.alloca() : memref<2xi8>\n"
         << "    memref.store " << value() << ", " << m << "[" << index(2)
         << "] : memref<2xi8>\n"
         << "    " << x << " = memref.load " << m << "[" << index(2)
         << "] : memref<2xi8>\n"
         << "    memref.store " << x << ", " << access(buffer()) << "\n"
         << "    memref.alloca_scope.return " << (escapes ? m : x) << " : "
         << (escapes ? "memref<2xi8>" : "i8") << "\n  }\n";
      if (escapes)
        buffers.push_back({r, "memref<2xi8>", {2}, false});
      else
        values.push_back(r);
      break;
    }
    case 12: {
      // The metadata of a buffer or view, as i8, and the element at the
      // start of its base buffer.
      const Buffer &b = buffer();
      std::string base = fresh(), rest = fresh(), x = fresh(), y = fresh();
      unsigned count = 1 + 2 * b.shape.size();
      os << "  " << base << ", " << rest << ":" << count
         << " = memref.extract_strided_metadata " << b.name << " : " << b.type
         << " -> memref<i8>";
      for (unsigned k = 0; k < count; ++k)
        os << ", index";
      os << "\n  " << x << " = arith.index_cast " << rest << "#"
         << *rc::gen::inRange(0u, count) << " : index to i8\n";
      os << "  " << y << " = memref.load " << base << "[] : memref<i8>\n";
      values.push_back(x);
      values.push_back(y);
      break;
    }
    case 13: {
      // %a reshaped by a shape held in memory (sizes that may not multiply
      // to 4, or be negative, or poison).
      std::string shape = fresh(), r = fresh();
      os << "  " << shape << " = memref.alloca() : memref<2xindex>\n";
      const char *sizes[] = {"%c1", "%c2", "%c4", "%i0", "%i1", "%c-1"};
      int first = *rc::gen::inRange(0, 6), second = *rc::gen::inRange(0, 6);
      os << "  memref.store " << sizes[first] << ", " << shape
         << "[%c0] : memref<2xindex>\n";
      if (*rc::gen::inRange(0, 8))
        os << "  memref.store " << sizes[second] << ", " << shape
           << "[%c1] : memref<2xindex>\n";
      os << "  " << r << " = memref.reshape %a(" << shape
         << ") : (memref<4xi8>, memref<2xindex>) -> memref<?x?xi8>\n";
      buffers.push_back({r, "memref<?x?xi8>", {2, 2}, false});
      break;
    }
    case 14: {
      // %a or %a4 grown or shrunk (and freed), or an alloca (undefined).
      std::string source = *rc::gen::inRange(0, 2) ? "%a" : "%a4";
      if (*rc::gen::inRange(0, 4) == 0) {
        source = fresh();
        os << "  " << source << " = memref.alloca() : memref<4xi8>\n";
      }
      int size = *rc::gen::inRange(0, 2) ? 2 : 6;
      std::string r = fresh();
      os << "  " << r << " = memref.realloc " << source
         << " : memref<4xi8> to memref<" << size << "xi8>\n";
      buffers.push_back(
          {r, "memref<" + std::to_string(size) + "xi8>", {size}, true});
      break;
    }
    case 16: {
      // A view of %a, %a4 or an earlier view at a byte shift (perhaps
      // reaching past the end), perhaps cast to a dynamic size: its offset
      // stays 0, the shift moves its base.
      std::string t = fresh();
      std::string source = *rc::gen::inRange(0, 2) ? "%a" : "%a4";
      int available = 4;
      if (!views.empty() && *rc::gen::inRange(0, 3) == 0) {
        source = views[*rc::gen::inRange<size_t>(0, views.size())];
        available = 2;
      }
      const char *shifts[] = {"%c0", "%c1", "%c2", "%c3", "%i0", "%c-1"};
      // A value where a shift of 1 puts the view's element 0, read back.
      os << "  memref.store " << value() << ", " << source << "[%c1] : memref<"
         << available << "xi8>\n";
      os << "  " << t << " = memref.view " << source << "["
         << shifts[*rc::gen::inRange(0, 6)] << "][] : memref<" << available
         << "xi8> to memref<2xi8>\n";
      views.push_back(t);
      std::string x = fresh();
      os << "  " << x << " = memref.load " << t << "[%c0] : memref<2xi8>\n";
      values.push_back(x);
      if (*rc::gen::inRange(0, 2)) {
        std::string c = fresh();
        os << "  " << c << " = memref.cast " << t
           << " : memref<2xi8> to memref<?xi8>\n";
        buffers.push_back({c, "memref<?xi8>", {2}, false});
      } else {
        buffers.push_back({t, "memref<2xi8>", {2}, false});
      }
      break;
    }
    case 15: {
      const Buffer &b = buffer();
      os << "  memref.prefetch " << indices(b)
         << ", read, locality<3>, data : " << b.type << "\n";
      break;
    }
    }
  }
  // Return up to three values.
  unsigned numResults = std::min<size_t>(values.size(), 3);
  std::string results, types;
  for (unsigned r = 0; r < numResults; ++r) {
    results += (r ? ", " : "") + values[values.size() - 1 - r];
    types += (r ? ", " : "") + std::string("i8");
  }
  os << "  return " << results << " : " << types << "\n";
  p.numResults = numResults;
  p.text = "func.func @f(%v0: i8, %v1: i8, %i0: index, %i1: index) -> (" +
           types + ") {\n  %a4 = memref.alloc() : memref<4xi8>\n" + os.str() +
           "}\n";
  for (int k = 0; k < 2; ++k) {
    p.v[k] = *rc::gen::inRange(-128, 128);
    p.vPoison[k] = *rc::gen::inRange(0, 10) == 0;
    p.i[k] = *rc::gen::inRange(0, 10) == 0 ? *rc::gen::inRange(-1, 6)
                                           : *rc::gen::inRange(0, 3);
    p.iPoison[k] = *rc::gen::inRange(0, 20) == 0;
  }
  return p;
}

struct Outcome {
  bool ub = false;
  llvm::SmallVector<llvm::APInt, 3> bits;
  llvm::SmallVector<bool, 3> poison;
};

void checkAgreement(const Program &p) {
  DialectRegistry registry;
  registerAllDialects(registry);
  Context ctx(registry);
  ctx.loadAllAvailableDialects();
  std::string diagnostics;
  ctx.getDiagEngine().registerHandler([&](Diagnostic &d) {
    diagnostics += d.str() + "\n";
    return success();
  });
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(p.text, "f"),
                        llvm::SMLoc());
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<Operation *> module = parseSourceFileForTool(sm, config, true);
  if (!module)
    RC_FAIL("the drawn program does not parse: " + diagnostics + "\n" + p.text);
  RC_ASSERT(succeeded(verify(module.get())));
  Operation *fn = SymbolTable::lookupSymbolIn(module.get(), "f");
  RC_ASSERT(fn);

  Type i8 = IntegerType::get(&ctx, 8), index = IndexType::get(&ctx);
  // The interpreter.
  Outcome run;
  std::string runDiagnostics;
  {
    interp::Interpreter interpreter(module.get());
    RC_ASSERT(succeeded(interpreter.initialize()));
    llvm::SmallVector<interp::ScalarValue, 4> args = {
        {i8, llvm::APInt(8, uint64_t(p.v[0]), true), p.vPoison[0]},
        {i8, llvm::APInt(8, uint64_t(p.v[1]), true), p.vPoison[1]},
        {index, llvm::APInt(64, uint64_t(p.i[0]), true), p.iPoison[0]},
        {index, llvm::APInt(64, uint64_t(p.i[1]), true), p.iPoison[1]}};
    llvm::SmallVector<interp::ScalarValue, 3> results;
    diagnostics.clear();
    run.ub = failed(interpreter.run("f", args, results));
    runDiagnostics = diagnostics;
    for (const interp::ScalarValue &r : results) {
      run.bits.push_back(r.bits);
      run.poison.push_back(r.poison);
    }
  }

  // The encoding, evaluated with the same arguments.
  smt::SmtDomain d;
  tv::EncoderOptions options;
  options.indexWidth = 64;
  tv::FunctionEncoder encoder(d, options);
  llvm::SmallVector<tv::SymValue, 4> args;
  const char *names[] = {"%v0", "%v1", "%i0", "%i1"};
  for (unsigned k = 0; k < 4; ++k) {
    FailureOr<tv::SymValue> v = encoder.makeInput(k < 2 ? i8 : index, names[k]);
    RC_ASSERT(succeeded(v));
    args.push_back(*v);
  }
  for (unsigned k = 0; k < 2; ++k) {
    d.assign(args[k].lanes[0].bits, llvm::APInt(8, uint64_t(p.v[k]), true));
    d.assign(args[k].lanes[0].poison, p.vPoison[k]);
    d.assign(args[2 + k].lanes[0].bits,
             llvm::APInt(64, uint64_t(p.i[k]), true));
    d.assign(args[2 + k].lanes[0].poison, p.iPoison[k]);
  }
  diagnostics.clear();
  FailureOr<tv::FunctionEncoding> e = encoder.encode(fn, args);
  if (failed(e))
    RC_FAIL("encoding failed: " + diagnostics + "\n" + p.text);
  // Two iterations of the loop at most: no bound is reached.
  RC_ASSERT(!d.evaluate(e->beyondBound));
  bool ub = d.evaluate(e->ub);
  RC_LOG() << p.text << "args " << p.v[0] << (p.vPoison[0] ? "p" : "") << " "
           << p.v[1] << (p.vPoison[1] ? "p" : "") << " " << p.i[0]
           << (p.iPoison[0] ? "p" : "") << " " << p.i[1]
           << (p.iPoison[1] ? "p" : "") << "\ninterpreter "
           << (run.ub ? "UB: " + runDiagnostics : "defined") << "\n";
  RC_CLASSIFY(run.ub, "undefined behaviour");

  RC_ASSERT(ub == run.ub);
  if (ub)
    return;
  RC_ASSERT(run.bits.size() == p.numResults);
  for (unsigned r = 0; r < p.numResults; ++r) {
    const tv::SymLane &lane = e->results[r].lanes[0];
    bool poison = d.evaluate(lane.poison);
    RC_ASSERT(poison == bool(run.poison[r]));
    if (!poison)
      RC_ASSERT(d.evaluate(lane.bits) == run.bits[r]);
  }
}

} // namespace

RC_GTEST_PROP(MemoryAgreementTest, EncodingMatchesInterpreter, ()) {
  checkAgreement(drawProgram());
}
