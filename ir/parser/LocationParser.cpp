//===- LocationParser.cpp - The grammar of locations
//-----------------------===//
//
// What goes inside `loc(...)`: `unknown`, `"file":line:col`, `"name"`,
// `"name"(child)`, `callsite(callee at caller)`, `fused<meta>?[...]`, or an
// already defined `#alias`.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/Parser.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Location.h"

using namespace assay;

ParseResult Parser::parseLocationInstance(LocationAttr &loc) {
  NestingGuard guard(*this);
  if (guard.tooDeep())
    return failure();
  const Token &tok = getToken();
  if (tok.is(Token::hash_identifier)) {
    llvm::SMLoc aliasLoc = tok.getLoc();
    Attribute attr = parseExtendedAttr(Type());
    if (!attr)
      return failure();
    loc = llvm::dyn_cast<LocationAttr>(attr);
    if (!loc)
      return emitError(aliasLoc, "expected location, but found '")
             << attr << "'";
    return success();
  }
  if (tok.is(Token::string))
    return parseNameOrFileLineColLocation(loc);
  if (tok.is(Token::bare_identifier)) {
    llvm::StringRef spelling = tok.getSpelling();
    if (spelling == "callsite")
      return parseCallSiteLocation(loc);
    if (spelling == "fused")
      return parseFusedLocation(loc);
    if (spelling == "unknown") {
      consumeToken(Token::bare_identifier);
      loc = UnknownLoc::get(getContext());
      return success();
    }
  }
  return emitWrongTokenError("expected location instance");
}

ParseResult Parser::parseNameOrFileLineColLocation(LocationAttr &loc) {
  Context *ctx = getContext();
  std::string str = getToken().getStringValue();
  consumeToken(Token::string);

  if (consumeIf(Token::colon)) {
    if (getToken().isNot(Token::integer))
      return emitWrongTokenError(
          "expected integer line number in FileLineColLoc");
    std::optional<unsigned> line = getToken().getUnsignedIntegerValue();
    if (!line)
      return emitWrongTokenError(
          "expected integer line number in FileLineColLoc");
    consumeToken(Token::integer);
    if (parseToken(Token::colon, "expected ':' in FileLineColLoc"))
      return failure();
    if (getToken().isNot(Token::integer))
      return emitWrongTokenError(
          "expected integer column number in FileLineColLoc");
    std::optional<unsigned> column = getToken().getUnsignedIntegerValue();
    if (!column)
      return emitError("expected integer column number in FileLineColLoc");
    consumeToken(Token::integer);
    loc = FileLineColLoc::get(ctx, str, *line, *column);
    return success();
  }

  StringAttr name = StringAttr::get(ctx, str);
  if (consumeIf(Token::l_paren)) {
    // Any location may be the child, another NameLoc included.
    LocationAttr child;
    if (parseLocationInstance(child))
      return failure();
    loc = NameLoc::get(name, child);
    return parseToken(Token::r_paren,
                      "expected ')' after child location of NameLoc");
  }
  loc = NameLoc::get(name);
  return success();
}

ParseResult Parser::parseCallSiteLocation(LocationAttr &loc) {
  consumeToken(Token::bare_identifier);
  LocationAttr callee, caller;
  if (parseToken(Token::l_paren, "expected '(' in callsite location") ||
      parseLocationInstance(callee))
    return failure();
  if (getToken().isNot(Token::bare_identifier) || getTokenSpelling() != "at")
    return emitWrongTokenError("expected 'at' in callsite location");
  consumeToken(Token::bare_identifier);
  if (parseLocationInstance(caller) ||
      parseToken(Token::r_paren, "expected ')' in callsite location"))
    return failure();
  loc = CallSiteLoc::get(callee, caller);
  return success();
}

ParseResult Parser::parseFusedLocation(LocationAttr &loc) {
  consumeToken(Token::bare_identifier);
  Attribute metadata;
  if (consumeIf(Token::less)) {
    metadata = parseAttribute();
    if (!metadata || parseToken(Token::greater,
                                "expected '>' after fused location metadata"))
      return failure();
  }
  llvm::SmallVector<Location, 4> locations;
  auto parseElement = [&]() -> ParseResult {
    LocationAttr element;
    if (parseLocationInstance(element))
      return failure();
    locations.push_back(element);
    return success();
  };
  if (parseToken(Token::l_square, "expected '[' in fused location"))
    return failure();
  if (!consumeIf(Token::r_square)) {
    if (parseElement())
      return failure();
    while (consumeIf(Token::comma))
      if (parseElement())
        return failure();
    if (parseToken(Token::r_square, "expected ']' in fused location"))
      return failure();
  }
  loc = FusedLoc::get(getContext(), locations, metadata);
  return success();
}
