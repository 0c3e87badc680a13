//===- AllPatterns.h - Every dialect's canonicalization patterns ----------===//
//
// A dialect's folders and constant materialization come with the dialect
// itself; its canonicalization patterns need the rewrite layer and are
// attached to its ops by a registry extension when the dialect loads. Tools
// that run passes call registerAllDialectPatterns beside registerAllDialects.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_ALLPATTERNS_H
#define ASSAY_DIALECTS_ALLPATTERNS_H

#include "ir/PatternIdentity.h"
#include "llvm/ADT/ArrayRef.h"
#include <vector>

namespace assay {
class DialectRegistry;

namespace arith {
/// Attaches arith's canonicalization patterns when the dialect loads.
void registerCanonicalizationPatterns(DialectRegistry &registry);
} // namespace arith
namespace cf {
void registerCanonicalizationPatterns(DialectRegistry &registry);
} // namespace cf
namespace func {
void registerCanonicalizationPatterns(DialectRegistry &registry);
} // namespace func
namespace index {
void registerCanonicalizationPatterns(DialectRegistry &registry);
} // namespace index
namespace math {
void registerCanonicalizationPatterns(DialectRegistry &registry);
} // namespace math
namespace memref {
void registerCanonicalizationPatterns(DialectRegistry &registry);
} // namespace memref
namespace scf {
void registerCanonicalizationPatterns(DialectRegistry &registry);
} // namespace scf

// The identities of each dialect's canonicalization patterns (beside the
// patterns) and of its fold rules (beside the folders), as data for
// verify/patterns (ir/PatternIdentity.h).
#define ASSAY_DECLARE_IDENTITIES(NS)                                           \
  namespace NS {                                                               \
  llvm::ArrayRef<PatternIdentity> getCanonicalizationIdentities();             \
  llvm::ArrayRef<PatternIdentity> getFoldIdentities();                         \
  }
ASSAY_DECLARE_IDENTITIES(arith)
ASSAY_DECLARE_IDENTITIES(cf)
ASSAY_DECLARE_IDENTITIES(func)
ASSAY_DECLARE_IDENTITIES(index)
ASSAY_DECLARE_IDENTITIES(LLVM)
ASSAY_DECLARE_IDENTITIES(math)
ASSAY_DECLARE_IDENTITIES(memref)
ASSAY_DECLARE_IDENTITIES(scf)
ASSAY_DECLARE_IDENTITIES(ub)
ASSAY_DECLARE_IDENTITIES(builtin)
#undef ASSAY_DECLARE_IDENTITIES

/// Every identity and every stated reason, dialect by dialect.
std::vector<PatternIdentity> getAllPatternIdentities();

/// Attaches every dialect's canonicalization patterns when it loads.
void registerAllDialectPatterns(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_ALLPATTERNS_H
