//===- RegisterPasses.cpp - Registration of the passes of pass/ -----------===//
//
// registerCorePasses() adds this library's passes to the registry; tools
// call it (through their registerAllPasses()) before parsing flags.
//
//===----------------------------------------------------------------------===//
#include "pass/PassRegistry.h"
#include "pass/transforms/Passes.h"

using namespace assay;

void assay::registerCorePasses() {
  // Registration is idempotent per process.
  static bool registered = [] {
    registerPass(createCSEPass);
    registerPass(createSymbolDCEPass);
    registerPass(createSymbolPrivatizePass);
    registerPass(createStripDebugInfoPass);
    registerPass(createPrintOpStatsPass);
    registerPass(createViewOpGraphPass);
    registerPass(createTestFailurePass);
    registerPass(createTestCrashPass);
    registerPass(createTestOptionsPass);
    registerPass(createTestRemarkPass);
    registerPass(createTestNullOperandPass);
    registerPass(createTestSwapOperandsPass);
    return true;
  }();
  (void)registered;
}
