//===- Generators.h - RapidCheck generators of types, attributes and IR ---===//
//
// Random builtin types (every kind, nested), attributes (every builtin kind,
// with hostile strings and float specials), locations and well-formed IR for
// the property tests of assay-prop-ir.
//
// The pick*() functions draw their random choices with RapidCheck's `*gen`
// operator, so they may only be called while RapidCheck generates a value:
// inside a property body or inside rc::gen::exec. That lets one generator
// call another freely while RapidCheck still records (and shrinks) every
// choice. The gen*() functions wrap them as rc::Gen values.
//
// IR is generated in two steps: a recipe (plain data, shown when a property
// fails) and then the IR built from it. The recipe names operands by index
// into the values visible at the use; buildIR() resolves them so that every
// operand dominates its use (or sits in a graph region), which keeps the
// generated IR valid by construction.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TEST_UNIT_IR_RAPIDCHECK_GENERATORS_H
#define ASSAY_TEST_UNIT_IR_RAPIDCHECK_GENERATORS_H

#include "ir/Attributes.h"
#include "ir/Operation.h"
#include "ir/Types.h"
#include <cstdint>
#include <iosfwd>
#include <rapidcheck.h>
#include <string>
#include <utility>
#include <vector>

namespace assay {
class AffineExpr;
class AffineMap;
struct OpPrintingFlags;

namespace proptest {

//===----------------------------------------------------------------------===//
// Types, attributes, locations
//===----------------------------------------------------------------------===//

/// Any builtin type; aggregates nest at most `depth` levels.
Type pickType(Context *ctx, unsigned depth = 2);
/// An integer type of random width and signedness.
Type pickIntegerType(Context *ctx);
/// One of the builtin float types.
Type pickFloatType(Context *ctx);
/// An integer, index or float type.
Type pickScalarType(Context *ctx);
/// A type usable as the element of a vector, tensor or memref.
Type pickVectorElementType(Context *ctx);
Type pickTensorElementType(Context *ctx, unsigned depth);
Type pickMemRefElementType(Context *ctx, unsigned depth);

/// Any builtin attribute except locations and distinct attributes (neither
/// round-trips by pointer through the attribute parser).
Attribute pickAttribute(Context *ctx, unsigned depth = 2);
/// A pure affine expression over `numDims` dims and `numSymbols` symbols,
/// built through AffineExpr's simplifying operators, nesting at most `depth`
/// levels. With `symbolicOnly`, no dimension occurs (usable as a multiplier
/// or divisor).
AffineExpr pickAffineExpr(Context *ctx, unsigned numDims, unsigned numSymbols,
                          unsigned depth, bool symbolicOnly = false);
/// An affine map of `numDims` dims and `numSymbols` symbols (pure affine,
/// so that the parser accepts it).
AffineMap pickAffineMap(Context *ctx, unsigned numDims, unsigned numSymbols);
/// A location: unknown, file:line:col, name, call site or fused.
LocationAttr pickLocation(Context *ctx, unsigned depth = 2);

/// Random bytes, quotes, backslashes and non-printables included.
std::string pickByteString(unsigned maxLength = 12);
/// A non-empty attribute or symbol name: usually an identifier, sometimes
/// random bytes that must be quoted.
std::string pickName();

rc::Gen<Type> genType(Context *ctx, unsigned depth = 2);
rc::Gen<Attribute> genAttribute(Context *ctx, unsigned depth = 2);
rc::Gen<LocationAttr> genLocation(Context *ctx, unsigned depth = 2);

//===----------------------------------------------------------------------===//
// IR
//===----------------------------------------------------------------------===//

struct OpRecipe;

/// A block: arguments, ops, and (unless it is the last block of its region)
/// a terminator with successors.
struct BlockRecipe {
  std::vector<std::pair<Type, LocationAttr>> arguments;
  std::vector<OpRecipe> ops;
  /// Successors of the terminator, as block indices in the region; empty
  /// means the block has no terminator with successors.
  std::vector<unsigned> successors;
  /// Operand picks of that terminator.
  std::vector<uint32_t> terminatorOperands;
};

/// A region: zero or more blocks. Blocks of a region of an unregistered op
/// follow SSA dominance; the body of builtin.module is a graph region.
struct RegionRecipe {
  std::vector<BlockRecipe> blocks;
};

/// One unregistered operation.
struct OpRecipe {
  std::string name;
  /// Each pick selects, modulo their number, one of the values visible at
  /// the op (none are used when none is visible).
  std::vector<uint32_t> operands;
  std::vector<Type> resultTypes;
  std::vector<std::pair<std::string, Attribute>> attributes;
  /// Null: no properties.
  Attribute properties;
  LocationAttr location;
  std::vector<RegionRecipe> regions;
};

/// A builtin.module holding generated ops.
struct IRRecipe {
  LocationAttr moduleLocation;
  std::vector<OpRecipe> ops;
};

/// Draws a recipe; nesting is bounded by `maxDepth` regions and the whole
/// recipe by about `maxOps` operations.
IRRecipe pickIR(Context *ctx, unsigned maxDepth = 3, unsigned maxOps = 24);
rc::Gen<IRRecipe> genIR(Context *ctx, unsigned maxDepth = 3,
                        unsigned maxOps = 24);

/// Builds the module of `recipe` in `ctx` (which must allow unregistered
/// dialects and have the builtin ops registered).
OwningOpRef<Operation *> buildIR(Context *ctx, const IRRecipe &recipe);

//===----------------------------------------------------------------------===//
// Printing helpers
//===----------------------------------------------------------------------===//

std::string printToString(Type type);
std::string printToString(Attribute attr);
std::string printToString(Operation *op, const OpPrintingFlags &flags);

} // namespace proptest

/// How RapidCheck shows generated values in a counterexample.
void showValue(Type type, std::ostream &os);
void showValue(Attribute attr, std::ostream &os);
void showValue(LocationAttr loc, std::ostream &os);
namespace proptest {
void showValue(const IRRecipe &recipe, std::ostream &os);
} // namespace proptest

} // namespace assay

#endif // ASSAY_TEST_UNIT_IR_RAPIDCHECK_GENERATORS_H
