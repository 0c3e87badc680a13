//===- OpDefinition.h - Typed views over operations -----------------------===//
//
// A typed op class (`ModuleOp`, later `arith::AddIOp`) is a thin value type
// wrapping an Operation*; `llvm::isa/cast/dyn_cast` work on Operation* through
// classof, which compares the op's registered class id. Ops are registered in
// their dialect with `registerOp<ConcreteOp>(dialect)`, which fills the
// OpInfo from the class's static description.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_OPDEFINITION_H
#define ASSAY_IR_OPDEFINITION_H

#include "ir/Dialect.h"
#include "ir/Operation.h"

namespace assay {

/// Base of typed op views: holds the Operation*.
class OpState {
public:
  explicit operator bool() const { return state != nullptr; }
  operator Operation *() const { return state; }
  Operation *operator->() const { return state; }
  Operation *getOperation() const { return state; }

  Context *getContext() const { return state->getContext(); }
  Location getLoc() const { return state->getLoc(); }
  InFlightDiagnostic emitError(const llvm::Twine &message = {}) {
    return state->emitError(message);
  }
  InFlightDiagnostic emitOpError(const llvm::Twine &message = {}) {
    return state->emitOpError(message);
  }
  void erase() { state->erase(); }

protected:
  explicit OpState(Operation *state) : state(state) {}
  Operation *state;
};

/// CRTP base of typed ops. ConcreteOp provides
///   static llvm::StringRef getOperationName();
/// and may provide
///   static void populateInfo(OpInfo &);   // traits and hooks
template <class ConcreteOp> class Op : public OpState {
public:
  Op(std::nullptr_t = nullptr) : OpState(nullptr) {}
  explicit Op(Operation *op) : OpState(op) {}

  static bool classof(const Operation *op) {
    return op->getName().getInfo()->opClass == TypeID::get<ConcreteOp>();
  }
  bool operator==(ConcreteOp o) const { return state == o.getOperation(); }
  bool operator!=(ConcreteOp o) const { return state != o.getOperation(); }
};

/// Registers ConcreteOp in `dialect`.
template <class ConcreteOp> OpInfo &registerOp(Dialect &dialect) {
  OpInfo &info = dialect.addOperation(ConcreteOp::getOperationName());
  info.opClass = TypeID::get<ConcreteOp>();
  if constexpr (requires { ConcreteOp::populateInfo(info); })
    ConcreteOp::populateInfo(info);
  return info;
}

} // namespace assay

namespace llvm {
/// Lets isa/cast/dyn_cast go from Operation* to typed op views.
template <class To>
struct CastInfo<To, assay::Operation *,
                std::enable_if_t<std::is_base_of_v<assay::OpState, To>>>
    : NullableValueCastFailed<To>,
      DefaultDoCastIfPossible<To, assay::Operation *,
                              CastInfo<To, assay::Operation *>> {
  static bool isPossible(assay::Operation *op) { return To::classof(op); }
  static To doCast(assay::Operation *op) { return To(op); }
};
} // namespace llvm

#endif // ASSAY_IR_OPDEFINITION_H
