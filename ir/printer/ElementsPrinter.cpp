//===- ElementsPrinter.cpp - Textual form of the elements attributes ------===//
//
// Prints dense, dense_resource, sparse and array attributes as mlir-opt 19
// does:
//   - a splat prints its one value: `dense<1> : tensor<4xi32>`;
//   - other data prints as nested lists following the shape, or, for more
//     than 100 int/float/complex elements, as the raw little-endian bytes in
//     hex: `dense<"0x0100000002000000">` (sparse indices never use hex);
//   - zero elements print as `dense<>`;
//   - with elideElementsAttrsIfLarger = N, non-splat dense and sparse
//     attributes of more than N elements print as
//     `dense_resource<__elided__>`, followed by the type.
//
//===----------------------------------------------------------------------===//
#include "ir/ElementsAttributes.h"

#include "ir/BuiltinTypes.h"
#include "ir/printer/AttrTypePrinter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;

/// Above this many elements, non-splat int/float data prints in hex.
static constexpr int64_t kHexElementThreshold = 100;

/// Prints the elements of `type` row-major, nested in brackets by the shape;
/// a splat prints `printElement(0)` alone and zero elements print nothing.
static void printNested(llvm::raw_ostream &os, bool isSplat, ShapedType type,
                        llvm::function_ref<void(uint64_t)> printElement) {
  if (isSplat) {
    printElement(0);
    return;
  }
  int64_t numElements = type.getNumElements();
  if (numElements == 0)
    return;
  llvm::ArrayRef<int64_t> shape = type.getShape();
  size_t rank = shape.size();
  // spans[k] is the number of elements one index of dimension k covers,
  // times the dimension's size: an element starting (ending) a multiple of
  // it opens (closes) a bracket of that dimension.
  llvm::SmallVector<uint64_t, 4> spans(rank);
  uint64_t span = 1;
  for (size_t k = rank; k-- > 0;) {
    span *= uint64_t(shape[k]);
    spans[k] = span;
  }
  for (uint64_t idx = 0; idx < uint64_t(numElements); ++idx) {
    if (idx)
      os << ", ";
    for (uint64_t s : spans)
      if (idx % s == 0)
        os << '[';
    printElement(idx);
    for (uint64_t s : spans)
      if ((idx + 1) % s == 0)
        os << ']';
  }
}

/// Whether `attr` prints its one value alone. Elements of zero width (`i0`,
/// `complex<i0>`) have no data, so their attribute is stored as a splat, but
/// they print one by one (or as `"0x"` past the hex threshold), as mlir-opt
/// prints them.
static bool printsAsSplat(DenseElementsAttr attr) {
  if (!attr.isSplat())
    return false;
  return !llvm::isa<DenseIntOrFPElementsAttr>(attr) ||
         !attr.getRawData().empty();
}

/// Prints one integer element of `type` (true/false for i1).
static void printIntElement(llvm::raw_ostream &os, const llvm::APInt &value,
                            Type type) {
  if (type.isInteger(1)) {
    os << (value.isZero() ? "false" : "true");
    return;
  }
  bool isUnsigned =
      type.isInteger() && llvm::cast<IntegerType>(type).isUnsigned();
  value.print(os, !isUnsigned);
}

/// Prints the body of a dense int/float attribute (what goes in `dense<>`).
static void printIntOrFPBody(llvm::raw_ostream &os, DenseElementsAttr attr,
                             bool allowHex) {
  ShapedType type = attr.getType();
  Type elementType = type.getElementType();
  bool isSplat = printsAsSplat(attr);
  if (!isSplat && allowHex && type.getNumElements() > kHexElementThreshold) {
    llvm::ArrayRef<char> data = attr.getRawData();
    os << "\"0x" << llvm::toHex(llvm::StringRef(data.data(), data.size()))
       << '"';
    return;
  }
  Type scalarType = elementType;
  bool isComplex = false;
  if (auto complex = llvm::dyn_cast<ComplexType>(elementType)) {
    scalarType = complex.getElementType();
    isComplex = true;
  }
  auto printScalar = [&](uint64_t index) {
    if (llvm::isa<FloatType>(scalarType))
      AttrTypePrinter::printFloatValue(attr.getAPFloatValue(index), os);
    else
      printIntElement(os, attr.getAPIntValue(index), scalarType);
  };
  printNested(os, isSplat, type, [&](uint64_t index) {
    if (!isComplex) {
      printScalar(index);
      return;
    }
    os << '(';
    printScalar(2 * index);
    os << ',';
    printScalar(2 * index + 1);
    os << ')';
  });
}

/// Prints the body of any dense attribute.
static void printDenseBody(llvm::raw_ostream &os, DenseElementsAttr attr,
                           bool allowHex) {
  if (llvm::isa<DenseIntOrFPElementsAttr>(attr)) {
    printIntOrFPBody(os, attr, allowHex);
    return;
  }
  llvm::ArrayRef<llvm::StringRef> strings = attr.getRawStringData();
  printNested(os, attr.isSplat(), attr.getType(), [&](uint64_t index) {
    AttrTypePrinter::printEscapedString(strings[index], os);
  });
}

/// Whether the elision flag hides `attr` (never a splat).
static bool shouldElide(const OpPrintingFlags &flags, DenseElementsAttr attr) {
  return !printsAsSplat(attr) &&
         flags.shouldElideElementsAttr(attr.getNumElements());
}

/// Prints the elements of a DenseArrayAttr, comma separated.
static void printDenseArrayElements(llvm::raw_ostream &os,
                                    DenseArrayAttr attr) {
  Type elementType = attr.getElementType();
  bool isFloat = llvm::isa<FloatType>(elementType);
  for (int64_t i = 0, e = attr.getSize(); i < e; ++i) {
    if (i)
      os << ", ";
    if (isFloat)
      AttrTypePrinter::printFloatValue(attr.getAPFloatValue(i), os);
    else
      printIntElement(os, attr.getAPIntValue(i), elementType);
  }
}

bool assay::printElementsAttr(AttrTypePrinter &printer, Attribute attr,
                              AttrTypeElision elision) {
  llvm::raw_ostream &os = printer.getStream();
  const OpPrintingFlags &flags = printer.getFlags();

  if (auto array = llvm::dyn_cast<DenseArrayAttr>(attr)) {
    // The element type is inside the brackets: there is never a `: type`.
    os << "array<";
    printer.printType(array.getElementType());
    if (!array.empty()) {
      os << ": ";
      printDenseArrayElements(os, array);
    }
    os << '>';
    return true;
  }

  ShapedType type;
  if (auto dense = llvm::dyn_cast<DenseElementsAttr>(attr)) {
    type = dense.getType();
    if (shouldElide(flags, dense)) {
      os << "dense_resource<__elided__>";
    } else {
      os << "dense<";
      printDenseBody(os, dense, /*allowHex=*/true);
      os << '>';
    }
  } else if (auto sparse = llvm::dyn_cast<SparseElementsAttr>(attr)) {
    type = sparse.getType();
    DenseIntElementsAttr indices = sparse.getIndices();
    DenseElementsAttr values = sparse.getValues();
    if (shouldElide(flags, indices) || shouldElide(flags, values)) {
      os << "dense_resource<__elided__>";
    } else {
      os << "sparse<";
      if (indices.getNumElements() != 0) {
        printDenseBody(os, indices, /*allowHex=*/false);
        os << ", ";
        printDenseBody(os, values, /*allowHex=*/true);
      }
      os << '>';
    }
  } else if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(attr)) {
    type = resource.getType();
    os << "dense_resource<";
    AttrTypePrinter::printKeywordOrString(resource.getKey(), os);
    os << '>';
  } else {
    return false;
  }

  if (elision != AttrTypeElision::Must) {
    os << " : ";
    printer.printType(type);
  }
  return true;
}

bool assay::walkElementsAttrSubElements(
    Attribute attr, llvm::function_ref<void(Attribute)> walkAttr,
    llvm::function_ref<void(Type)> walkType) {
  if (auto array = llvm::dyn_cast<DenseArrayAttr>(attr)) {
    walkType(array.getElementType());
    return true;
  }
  if (auto sparse = llvm::dyn_cast<SparseElementsAttr>(attr)) {
    walkType(sparse.getType());
    walkAttr(sparse.getIndices());
    walkAttr(sparse.getValues());
    return true;
  }
  if (auto elements = llvm::dyn_cast<ElementsAttr>(attr)) {
    walkType(elements.getType());
    return true;
  }
  return false;
}

Attribute assay::replaceElementsAttrSubElements(Attribute attr,
                                                llvm::ArrayRef<Attribute> attrs,
                                                llvm::ArrayRef<Type> types) {
  if (auto array = llvm::dyn_cast<DenseArrayAttr>(attr)) {
    assert(types.size() == 1 && attrs.empty() && "expected one type");
    return DenseArrayAttr::get(types[0], array.getSize(), array.getRawData());
  }
  if (llvm::isa<SparseElementsAttr>(attr)) {
    assert(types.size() == 1 && attrs.size() == 2 &&
           "expected a type, indices and values");
    return SparseElementsAttr::get(llvm::cast<ShapedType>(types[0]),
                                   llvm::cast<DenseIntElementsAttr>(attrs[0]),
                                   llvm::cast<DenseElementsAttr>(attrs[1]));
  }
  if (!llvm::isa<ElementsAttr>(attr))
    return {};
  assert(types.size() == 1 && attrs.empty() && "expected one type");
  auto type = llvm::cast<ShapedType>(types[0]);
  assert(type.getShape() ==
             llvm::cast<ElementsAttr>(attr).getType().getShape() &&
         "the new type of elements must keep their shape");
  if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr))
    return DenseIntOrFPElementsAttr::getRaw(type, dense.getRawData(),
                                            dense.isSplat());
  if (auto dense = llvm::dyn_cast<DenseStringElementsAttr>(attr))
    return DenseStringElementsAttr::getRaw(type, dense.getRawStringData(),
                                           dense.isSplat());
  if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(attr))
    return DenseResourceElementsAttr::get(type, resource.getKey());
  return {};
}
