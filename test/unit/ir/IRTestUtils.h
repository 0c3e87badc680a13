//===- IRTestUtils.h - A test dialect and IR builders for unit tests ------===//
//
// The `test` dialect registers one small op per structural trait the core
// understands, so that unit tests can build IR with exactly the traits they
// exercise; DiagnosticCollector records every diagnostic (with its notes)
// that the code under test emits.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TEST_UNIT_IR_IRTESTUTILS_H
#define ASSAY_TEST_UNIT_IR_IRTESTUTILS_H

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/OperationState.h"
#include <string>
#include <vector>

// Tests describe ops with designated initializers naming only the fields
// they need (`{.numRegions = 1}`); GCC would warn about every omitted one.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

namespace assay::test {

/// Ops with one trait each (see the constructor).
class TestDialect : public Dialect {
public:
  explicit TestDialect(Context *ctx)
      : Dialect("test", ctx, TypeID::get<TestDialect>()) {
    addOperation("test.term").addTrait(OpTrait::Terminator);
    addOperation("test.br").addTrait(OpTrait::Terminator);
    OpInfo &ret = addOperation("test.ret");
    ret.addTrait(OpTrait::Terminator);
    ret.addTrait(OpTrait::ReturnLike);
    addOperation("test.plain");
    addOperation("test.isolated").addTrait(OpTrait::IsolatedFromAbove);

    OpInfo &graph = addOperation("test.graph");
    graph.addTrait(OpTrait::NoTerminator);
    graph.regionKind = [](Operation *, unsigned) { return RegionKind::Graph; };
    // A graph region that still needs terminators.
    addOperation("test.graph_term").regionKind = [](Operation *, unsigned) {
      return RegionKind::Graph;
    };

    addOperation("test.parent");
    addOperation("test.other");
    OpInfo &child = addOperation("test.child");
    child.addTrait(OpTrait::HasParent);
    child.parentNames = {"test.parent"};
    OpInfo &child2 = addOperation("test.child2");
    child2.addTrait(OpTrait::HasParent);
    child2.parentNames = {"test.parent", "test.other"};

    addOperation("test.single").addTrait(OpTrait::SingleBlock);
    OpInfo &implicit = addOperation("test.implicit");
    implicit.addTrait(OpTrait::SingleBlockImplicitTerminator);
    implicit.addTrait(OpTrait::SingleBlock);
    implicit.implicitTerminatorName = "test.yield";
    addOperation("test.yield").addTrait(OpTrait::Terminator);
    addOperation("test.no_term").addTrait(OpTrait::NoTerminator);

    addOperation("test.same").addTrait(OpTrait::SameOperandsAndResultType);
    addOperation("test.same_operands").addTrait(OpTrait::SameTypeOperands);
    addOperation("test.symbol").addTrait(OpTrait::Symbol);

    OpInfo &table = addOperation("test.table");
    for (OpTrait t :
         {OpTrait::SymbolTable, OpTrait::Symbol, OpTrait::OptionalSymbol,
          OpTrait::NoTerminator, OpTrait::SingleBlock})
      table.addTrait(t);
    OpInfo &isoTable = addOperation("test.iso_table");
    for (OpTrait t : {OpTrait::SymbolTable, OpTrait::NoTerminator,
                      OpTrait::SingleBlock, OpTrait::IsolatedFromAbove})
      isoTable.addTrait(t);

    addOperation("test.verify_fails").verify = [](Operation *op) {
      return LogicalResult(op->emitOpError("custom verifier failed"));
    };
    addOperation("test.regions_fail").verifyRegions = [](Operation *op) {
      return LogicalResult(op->emitOpError("custom region verifier failed"));
    };
  }
  static llvm::StringRef getDialectNamespace() { return "test"; }

  /// `test.def`, `test.use` and friends stay unregistered.
  bool allowsUnknownOperations() const override { return true; }

  /// Rejects discardable attributes named `test.bad`.
  LogicalResult verifyOperationAttribute(Operation *op,
                                         NamedAttribute attr) const override {
    if (attr.getNameStr() == "test.bad")
      return op->emitOpError("has a bad test attribute");
    return success();
  }
};

/// A dialect that does not allow unknown ops.
class StrictDialect : public Dialect {
public:
  explicit StrictDialect(Context *ctx)
      : Dialect("strict", ctx, TypeID::get<StrictDialect>()) {}
  static llvm::StringRef getDialectNamespace() { return "strict"; }
};

/// A dialect that allows unknown ops.
class LaxDialect : public Dialect {
public:
  explicit LaxDialect(Context *ctx)
      : Dialect("lax", ctx, TypeID::get<LaxDialect>()) {}
  static llvm::StringRef getDialectNamespace() { return "lax"; }
  bool allowsUnknownOperations() const override { return true; }
};

/// A context with the test dialect loaded, unregistered ops allowed and the
/// `see current operation` note off.
struct TestContext {
  TestContext() {
    ctx.getOrLoadDialect<TestDialect>();
    ctx.allowUnregisteredDialects();
    ctx.printOpOnDiagnostic(false);
  }
  Context ctx;
};

/// What create() needs beyond the name.
struct OpSpec {
  llvm::SmallVector<Value, 4> operands;
  llvm::SmallVector<Type, 2> results;
  unsigned numRegions = 0;
  llvm::SmallVector<Block *, 2> successors;
  llvm::SmallVector<NamedAttribute, 2> attrs;
};

/// Creates a detached op.
inline Operation *create(Context &ctx, llvm::StringRef name,
                         const OpSpec &spec = {}) {
  OperationState state(UnknownLoc::get(&ctx), name);
  state.addOperands(spec.operands);
  state.addTypes(spec.results);
  for (unsigned i = 0; i < spec.numRegions; ++i)
    state.addRegion();
  state.addSuccessors(spec.successors);
  state.addAttributes(spec.attrs);
  return Operation::create(state);
}

/// Creates an op at the end of `block`.
inline Operation *append(Context &ctx, Block *block, llvm::StringRef name,
                         const OpSpec &spec = {}) {
  Operation *op = create(ctx, name, spec);
  block->push_back(op);
  return op;
}

/// Appends a new block to region `i` of `op`.
inline Block *addBlock(Operation *op, unsigned i = 0) {
  Block *block = new Block();
  op->getRegion(i).push_back(block);
  return block;
}

/// Records diagnostics as "severity: message" lines, notes indented.
class DiagnosticCollector {
public:
  explicit DiagnosticCollector(Context &ctx)
      : handler(&ctx, [this](Diagnostic &diag) {
          record(diag, "");
          for (auto &note : diag.getNotes())
            record(*note, "  ");
          return success();
        }) {}

  std::vector<std::string> lines;
  /// The first message, or "" if none.
  std::string first() const { return lines.empty() ? "" : lines.front(); }
  std::string joined() const {
    std::string out;
    for (const std::string &l : lines)
      out += l + "\n";
    return out;
  }

private:
  void record(Diagnostic &diag, const char *indent) {
    const char *kind = "error";
    switch (diag.getSeverity()) {
    case DiagnosticSeverity::Note:
      kind = "note";
      break;
    case DiagnosticSeverity::Warning:
      kind = "warning";
      break;
    case DiagnosticSeverity::Remark:
      kind = "remark";
      break;
    case DiagnosticSeverity::Error:
      break;
    }
    lines.push_back(std::string(indent) + kind + ": " + diag.getMessage());
  }
  ScopedDiagnosticHandler handler;
};

} // namespace assay::test

#endif // ASSAY_TEST_UNIT_IR_IRTESTUTILS_H
