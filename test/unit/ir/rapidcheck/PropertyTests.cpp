//===- PropertyTests.cpp - Property tests of printing, parsing, verifying -===//
//
// Properties over generated types, attributes, locations and IR (see
// Generators.h):
//   - types and attributes: print -> parse gives the same uniqued object,
//     and print -> parse -> print is a fixed point;
//   - IR: print -> parse -> print is a fixed point in generic and custom
//     form, with and without locations, and both forms parse to the same IR;
//   - the verifier accepts generated IR, and rejects targeted breakages with
//     mlir-opt's messages;
//   - clones print like their originals;
//   - erasing generated IR piece by piece is clean (under the asan preset
//     the sanitizers check it).
//
// Each property builds a fresh Context so that a shrinking run replays the
// generation from scratch.
//
//===----------------------------------------------------------------------===//
#include "test/unit/ir/rapidcheck/Generators.h"

#include "dialects/builtin/BuiltinOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/IRMapping.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "ir/parser/Parser.h"
#include "ir/printer/PrintingFlags.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

using namespace assay;
using namespace assay::proptest;

namespace {

/// Registers two ops whose regions need terminators, to break.
class PropTestDialect : public Dialect {
public:
  explicit PropTestDialect(Context *ctx)
      : Dialect(getDialectNamespace(), ctx, TypeID::get<PropTestDialect>()) {
    // Regions of registered ops without a region kind are SSACFG regions
    // that must end in a terminator (those of unregistered ops may be graph
    // regions, where uses may precede definitions).
    addOperation("proptest.needs_terminator");
    // A plain registered op: not a terminator.
    addOperation("proptest.plain");
    addOperation("proptest.yield").addTrait(OpTrait::Terminator);
  }
  static llvm::StringRef getDialectNamespace() { return "proptest"; }
};

/// A Context with the builtin ops and the proptest dialect, unregistered
/// dialects allowed, and every diagnostic captured as text.
class TestContext {
public:
  TestContext() : ctx(makeRegistry()) {
    ctx.allowUnregisteredDialects();
    ctx.getOrLoadDialect<PropTestDialect>();
    handler = ctx.getDiagEngine().registerHandler([this](Diagnostic &diag) {
      diagnostics.push_back(diag.str());
      return success();
    });
  }
  ~TestContext() { ctx.getDiagEngine().eraseHandler(handler); }

  Context *get() { return &ctx; }

  /// Every diagnostic so far, one per line.
  std::string allDiagnostics() const {
    std::string s;
    for (const std::string &d : diagnostics)
      s += d + "\n";
    return s;
  }

  /// Parses `text` as a file holding exactly one top-level op (no
  /// verification); null after an error.
  OwningOpRef<Operation *> parse(llvm::StringRef text) {
    llvm::SourceMgr mgr;
    mgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(text, "roundtrip"), llvm::SMLoc());
    return parseSourceFileForTool(mgr, ParserConfig(&ctx, false), false);
  }

  Context ctx;
  std::vector<std::string> diagnostics;

private:
  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerBuiltinOps(registry);
    return registry;
  }
  DiagnosticEngine::HandlerID handler;
};

OpPrintingFlags genericFlags(bool debugInfo = false) {
  OpPrintingFlags flags;
  flags.printGenericOpForm = true;
  flags.assumeVerified = true;
  flags.enableDebugInfo(debugInfo);
  return flags;
}

OpPrintingFlags customFlags(bool debugInfo = false) {
  OpPrintingFlags flags;
  flags.enableDebugInfo(debugInfo);
  return flags;
}

/// Prints, reparses and prints again; fails the property unless the second
/// print equals the first. Returns the reparsed IR.
OwningOpRef<Operation *> checkFixedPoint(TestContext &tc, Operation *op,
                                         const OpPrintingFlags &flags,
                                         const char *form) {
  std::string first = printToString(op, flags);
  OwningOpRef<Operation *> reparsed = tc.parse(first);
  if (!reparsed)
    RC_FAIL(std::string(form) + " print does not parse:\n" + first + "\n" +
            tc.allDiagnostics());
  std::string second = printToString(reparsed.get(), flags);
  if (second != first)
    RC_FAIL(std::string(form) + " print is not a fixed point:\n" + first +
            "\n--- reprinted ---\n" + second);
  return reparsed;
}

} // namespace

//===----------------------------------------------------------------------===//
// Types, attributes, locations
//===----------------------------------------------------------------------===//

RC_GTEST_PROP(TypeRoundTrip, PrintParseIsIdentity, ()) {
  TestContext tc;
  Type type = pickType(tc.get(), 3);
  std::string text = printToString(type);
  Type parsed = parseType(text, tc.get());
  if (!parsed)
    RC_FAIL("printed type does not parse: " + text + "\n" +
            tc.allDiagnostics());
  std::string reprinted = printToString(parsed);
  if (reprinted != text)
    RC_FAIL("type print is not a fixed point: " + text + " -> " + reprinted);
  RC_ASSERT(parsed == type);
}

RC_GTEST_PROP(AttributeRoundTrip, PrintParseIsIdentity, ()) {
  TestContext tc;
  Attribute attr = pickAttribute(tc.get(), 3);
  std::string text = printToString(attr);
  Attribute parsed = parseAttribute(text, tc.get());
  if (!parsed)
    RC_FAIL("printed attribute does not parse: " + text + "\n" +
            tc.allDiagnostics());
  std::string reprinted = printToString(parsed);
  if (reprinted != text)
    RC_FAIL("attribute print is not a fixed point: " + text + " -> " +
            reprinted);
  if (parsed != attr)
    RC_FAIL("attribute parses to another object: " + text);
}

RC_GTEST_PROP(LocationRoundTrip, OpLocationSurvivesPrinting, ()) {
  TestContext tc;
  Context *ctx = tc.get();
  LocationAttr loc = pickLocation(ctx, 3);
  IRRecipe recipe;
  recipe.moduleLocation = UnknownLoc::get(ctx);
  OpRecipe op;
  op.name = "foo.op";
  op.location = loc;
  recipe.ops.push_back(op);
  OwningOpRef<Operation *> module = buildIR(ctx, recipe);
  for (bool generic : {true, false}) {
    OpPrintingFlags flags = generic ? genericFlags(true) : customFlags(true);
    OwningOpRef<Operation *> reparsed = checkFixedPoint(
        tc, module.get(), flags, generic ? "generic" : "custom");
    Operation &parsedOp = ModuleOp(reparsed.get()).getBody()->front();
    if (parsedOp.getLoc() != Location(loc))
      RC_FAIL("location changed: " + printToString(Attribute(loc)) + " -> " +
              printToString(Attribute(LocationAttr(parsedOp.getLoc()))));
  }
}

//===----------------------------------------------------------------------===//
// IR round trips
//===----------------------------------------------------------------------===//

RC_GTEST_PROP(IRRoundTrip, GenericFormIsFixedPoint, ()) {
  TestContext tc;
  IRRecipe recipe = pickIR(tc.get());
  OwningOpRef<Operation *> module = buildIR(tc.get(), recipe);
  checkFixedPoint(tc, module.get(), genericFlags(), "generic");
  checkFixedPoint(tc, module.get(), genericFlags(true), "generic located");
}

RC_GTEST_PROP(IRRoundTrip, CustomFormIsFixedPointAndAgrees, ()) {
  TestContext tc;
  IRRecipe recipe = pickIR(tc.get());
  OwningOpRef<Operation *> module = buildIR(tc.get(), recipe);
  OwningOpRef<Operation *> fromCustom =
      checkFixedPoint(tc, module.get(), customFlags(), "custom");
  checkFixedPoint(tc, module.get(), customFlags(true), "custom located");
  std::string generic = printToString(module.get(), genericFlags(true));
  std::string viaCustom = printToString(fromCustom.get(), genericFlags());
  std::string direct = printToString(module.get(), genericFlags());
  if (viaCustom != direct)
    RC_FAIL("custom form parses to other IR:\n" + direct +
            "\n--- via custom ---\n" + viaCustom);
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

RC_GTEST_PROP(Verifier, AcceptsGeneratedIR, ()) {
  TestContext tc;
  IRRecipe recipe = pickIR(tc.get());
  OwningOpRef<Operation *> module = buildIR(tc.get(), recipe);
  if (failed(verify(module.get())))
    RC_FAIL("generated IR does not verify:\n" + tc.allDiagnostics() +
            printToString(module.get(), genericFlags()));
  RC_ASSERT(tc.diagnostics.empty());
}

namespace {
/// Adds at the end of `module`'s body a registered op with `numRegions`
/// SSACFG regions, each one block ending in `proptest.yield`, and returns it.
Operation *addHolder(Context *ctx, Operation *module, unsigned numRegions) {
  Operation *holder =
      Operation::create(Location(UnknownLoc::get(ctx)),
                        OperationName("proptest.needs_terminator", ctx), {}, {},
                        DictionaryAttr(), Attribute(), {}, numRegions);
  for (unsigned i = 0; i < numRegions; ++i) {
    Block *block = new Block();
    holder->getRegion(i).push_back(block);
    block->push_back(Operation::create(
        Location(UnknownLoc::get(ctx)), OperationName("proptest.yield", ctx),
        {}, {}, DictionaryAttr(), Attribute(), {}, 0));
  }
  ModuleOp(module).getBody()->push_back(holder);
  return holder;
}

/// Inserts `op` before the terminator of `block`.
void insertBeforeTerminator(Block *block, Operation *op) {
  block->insert(std::prev(block->end()), op);
}

/// `"foo.def"() : () -> type` at `loc`.
Operation *createDef(Context *ctx, Type type, LocationAttr loc) {
  return Operation::create(Location(loc), OperationName("foo.def", ctx), {type},
                           {}, DictionaryAttr(), Attribute(), {}, 0);
}

/// `"foo.user"(...)` whose operand `index` is `value` and whose other
/// operands are the arguments of `block` (which dominate everything in it).
Operation *createUser(Context *ctx, Block *block, Value value, unsigned index,
                      unsigned numOperands) {
  llvm::SmallVector<Value> operands;
  for (unsigned i = 0; i < numOperands; ++i)
    operands.push_back(i == index ? value : Value(block->getArgument(0)));
  return Operation::create(Location(UnknownLoc::get(ctx)),
                           OperationName("foo.user", ctx), {}, operands,
                           DictionaryAttr(), Attribute(), {}, 0);
}

/// Fails the property unless verifying `module` fails with one error whose
/// message contains `expected`.
void expectVerifierError(TestContext &tc, Operation *module,
                         const std::string &expected) {
  tc.diagnostics.clear();
  if (succeeded(verify(module)))
    RC_FAIL("broken IR verifies; expected '" + expected + "'");
  if (tc.diagnostics.size() != 1 ||
      tc.diagnostics[0].find(expected) == std::string::npos)
    RC_FAIL("expected one error '" + expected + "', got:\n" +
            tc.allDiagnostics());
}
} // namespace

RC_GTEST_PROP(Verifier, RejectsUseBeforeDefinition, ()) {
  TestContext tc;
  Context *ctx = tc.get();
  OwningOpRef<Operation *> module = buildIR(ctx, pickIR(ctx, 2, 8));
  Operation *holder = addHolder(ctx, module.get(), 1);
  Block *block = &holder->getRegion(0).front();
  block->addArgument(IntegerType::get(ctx, 32), Location(UnknownLoc::get(ctx)));
  Operation *def = createDef(ctx, pickType(ctx, 1), pickLocation(ctx, 1));
  insertBeforeTerminator(block, def);
  unsigned numOperands = *rc::gen::inRange(1, 4);
  unsigned index = *rc::gen::inRange(0u, numOperands);
  Operation *user =
      createUser(ctx, block, def->getResult(0), index, numOperands);
  insertBeforeTerminator(block, user);
  RC_ASSERT(succeeded(verify(module.get())));
  user->moveBefore(def);
  expectVerifierError(tc, module.get(),
                      "operand #" + std::to_string(index) +
                          " does not dominate this use");
}

RC_GTEST_PROP(Verifier, RejectsUseFromSiblingRegion, ()) {
  TestContext tc;
  Context *ctx = tc.get();
  OwningOpRef<Operation *> module = buildIR(ctx, pickIR(ctx, 2, 8));
  Operation *holder = addHolder(ctx, module.get(), 2);
  Block *defBlock = &holder->getRegion(0).front();
  Block *useBlock = &holder->getRegion(1).front();
  useBlock->addArgument(pickType(ctx, 0), Location(UnknownLoc::get(ctx)));
  Operation *def = createDef(ctx, pickType(ctx, 1), pickLocation(ctx, 1));
  insertBeforeTerminator(defBlock, def);
  unsigned numOperands = *rc::gen::inRange(1, 4);
  unsigned index = *rc::gen::inRange(0u, numOperands);
  insertBeforeTerminator(useBlock, createUser(ctx, useBlock, def->getResult(0),
                                              index, numOperands));
  expectVerifierError(tc, module.get(),
                      "operand #" + std::to_string(index) +
                          " does not dominate this use");
}

RC_GTEST_PROP(Verifier, RejectsUseOfDetachedDefinition, ()) {
  TestContext tc;
  Context *ctx = tc.get();
  OwningOpRef<Operation *> module = buildIR(ctx, pickIR(ctx, 2, 8));
  Operation *holder = addHolder(ctx, module.get(), 1);
  Block *block = &holder->getRegion(0).front();
  block->addArgument(IntegerType::get(ctx, 32), Location(UnknownLoc::get(ctx)));
  Operation *def = createDef(ctx, pickType(ctx, 1), pickLocation(ctx, 1));
  insertBeforeTerminator(block, def);
  unsigned numOperands = *rc::gen::inRange(1, 4);
  unsigned index = *rc::gen::inRange(0u, numOperands);
  Operation *user =
      createUser(ctx, block, def->getResult(0), index, numOperands);
  insertBeforeTerminator(block, user);
  // The definition leaves the IR but stays alive: its use now dangles. The
  // first check it trips is the one that no operand names a value outside
  // the IR, made before anything reads the operands.
  def->remove();
  tc.diagnostics.clear();
  LogicalResult result = verify(module.get());
  std::string diagnostics = tc.allDiagnostics();
  user->erase();
  def->destroy();
  if (succeeded(result))
    RC_FAIL("a use of a detached definition verifies");
  std::string expected = "operand #" + std::to_string(index) +
                         " is not a value of this IR (what defined it was "
                         "erased or detached)";
  if (diagnostics.find(expected) == std::string::npos)
    RC_FAIL("expected '" + expected + "', got:\n" + diagnostics);
}

RC_GTEST_PROP(Verifier, RejectsMissingTerminator, ()) {
  TestContext tc;
  Context *ctx = tc.get();
  OwningOpRef<Operation *> module = buildIR(ctx, pickIR(ctx, 2, 8));
  Operation *op =
      Operation::create(Location(pickLocation(ctx, 1)),
                        OperationName("proptest.needs_terminator", ctx), {}, {},
                        DictionaryAttr(), Attribute(), {}, 1);
  RC_ASSERT(op->isRegistered());
  Block *block = new Block();
  op->getRegion(0).push_back(block);
  ModuleOp(module.get()).getBody()->push_back(op);
  if (*rc::gen::arbitrary<bool>()) {
    expectVerifierError(tc, module.get(),
                        "empty block: expect at least a terminator");
    return;
  }
  // Unregistered ops may be terminators; a registered non-terminator last
  // op is a missing terminator.
  for (int i = 0, e = *rc::gen::inRange(0, 3); i < e; ++i)
    block->push_back(Operation::create(Location(UnknownLoc::get(ctx)),
                                       OperationName("foo.op", ctx), {}, {},
                                       DictionaryAttr(), Attribute(), {}, 0));
  block->push_back(Operation::create(Location(UnknownLoc::get(ctx)),
                                     OperationName("proptest.plain", ctx), {},
                                     {}, DictionaryAttr(), Attribute(), {}, 0));
  expectVerifierError(tc, module.get(), "block with no terminator, has ");
}

//===----------------------------------------------------------------------===//
// Cloning and destruction
//===----------------------------------------------------------------------===//

RC_GTEST_PROP(Clone, PrintsLikeTheOriginal, ()) {
  TestContext tc;
  OwningOpRef<Operation *> module = buildIR(tc.get(), pickIR(tc.get()));
  OwningOpRef<Operation *> clone(module->clone());
  for (bool generic : {true, false}) {
    OpPrintingFlags flags = generic ? genericFlags(true) : customFlags(true);
    std::string original = printToString(module.get(), flags);
    std::string cloned = printToString(clone.get(), flags);
    if (original != cloned)
      RC_FAIL("clone prints differently:\n" + original + "\n--- clone ---\n" +
              cloned);
  }
  RC_ASSERT(succeeded(verify(clone.get())));
}

RC_GTEST_PROP(Destroy, ErasingPiecesIsClean, ()) {
  TestContext tc;
  OwningOpRef<Operation *> module = buildIR(tc.get(), pickIR(tc.get()));
  for (int step = 0, e = *rc::gen::inRange(0, 6); step < e; ++step) {
    std::vector<Operation *> ops;
    module->walk([&](Operation *op) {
      if (op != module.get())
        ops.push_back(op);
    });
    if (ops.empty())
      break;
    Operation *victim = ops[*rc::gen::inRange<size_t>(0, ops.size())];
    // Users of the victim's results keep null operands; the IR is not
    // printed or verified again, only destroyed.
    victim->dropAllUses();
    victim->erase();
  }
  module.reset();
}
