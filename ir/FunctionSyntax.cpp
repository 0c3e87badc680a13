//===- FunctionSyntax.cpp - Signatures of function-like ops ---------------===//
#include "ir/FunctionSyntax.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Operation.h"

using namespace assay;

ParseResult assay::parseFunctionArgumentList(
    OpAsmParser &parser, llvm::SmallVectorImpl<OpAsmParser::Argument> &args,
    bool *isVariadic) {
  bool sawEllipsis = false;
  auto parseOne = [&]() -> ParseResult {
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (sawEllipsis)
      return parser.emitError(loc, "expected ')'");
    if (isVariadic && succeeded(parser.parseOptionalEllipsis())) {
      sawEllipsis = *isVariadic = true;
      return success();
    }
    OpAsmParser::Argument arg;
    OptionalParseResult named = parser.parseOptionalArgument(
        arg, /*allowType=*/true, /*allowAttrs=*/true);
    if (named.has_value()) {
      if (failed(*named))
        return failure();
      if (!args.empty() && args.back().ssaName.name.empty())
        return parser.emitError(loc, "expected type instead of SSA identifier");
      args.push_back(arg);
      return success();
    }
    if (!args.empty() && !args.back().ssaName.name.empty())
      return parser.emitError(loc, "expected SSA identifier");
    arg.ssaName.location = loc;
    NamedAttrList attrs;
    if (parser.parseType(arg.type) || parser.parseOptionalAttrDict(attrs) ||
        parser.parseOptionalLocationSpecifier(arg.sourceLoc))
      return failure();
    arg.attrs = attrs.getDictionary(parser.getContext());
    args.push_back(arg);
    return success();
  };
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Paren, parseOne);
}

ArrayAttr assay::buildArgAttrArray(Context *ctx,
                                   llvm::ArrayRef<DictionaryAttr> dicts) {
  if (llvm::all_of(dicts, [](DictionaryAttr d) { return !d || d.empty(); }))
    return ArrayAttr();
  llvm::SmallVector<Attribute, 4> elements;
  for (DictionaryAttr d : dicts)
    elements.push_back(d ? Attribute(d) : DictionaryAttr::get(ctx));
  return ArrayAttr::get(ctx, elements);
}
