//===- OperationState.cpp - Ingredients of an operation -------------------===//
//
// Region ownership helpers of OperationState.
//
//===----------------------------------------------------------------------===//
#include "ir/OperationState.h"

#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"

using namespace assay;

OperationState::OperationState(Location loc, llvm::StringRef opName)
    : location(loc), name(loc.getContext()->getOperationName(opName)) {}

OperationState::~OperationState() {
  // Regions still here were never handed to an op: a parse failed after
  // filling them. A forward reference from outside may have been resolved to
  // one of their values, and that user outlives them; drop such uses first.
  for (std::unique_ptr<Region> &region : regions)
    if (region)
      for (Block &block : *region)
        block.dropAllDefinedValueUses();
}

Region *OperationState::addRegion() {
  regions.push_back(std::make_unique<Region>());
  return regions.back().get();
}

void OperationState::addRegion(std::unique_ptr<Region> &&region) {
  regions.push_back(std::move(region));
}
