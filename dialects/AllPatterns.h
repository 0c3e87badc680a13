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

/// Attaches every dialect's canonicalization patterns when it loads.
void registerAllDialectPatterns(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_ALLPATTERNS_H
