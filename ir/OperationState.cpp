//===- OperationState.cpp - Ingredients of an operation -------------------===//
//
// Region ownership helpers of OperationState.
//
//===----------------------------------------------------------------------===//
#include "ir/OperationState.h"

#include "ir/Context.h"
#include "ir/Operation.h"

using namespace assay;

OperationState::OperationState(Location loc, llvm::StringRef opName)
    : location(loc), name(loc.getContext()->getOperationName(opName)) {}

OperationState::~OperationState() = default;

Region *OperationState::addRegion() {
  regions.push_back(std::make_unique<Region>());
  return regions.back().get();
}

void OperationState::addRegion(std::unique_ptr<Region> &&region) {
  regions.push_back(std::move(region));
}
