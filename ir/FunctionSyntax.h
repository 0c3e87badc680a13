//===- FunctionSyntax.h - Signatures of function-like ops ------*- C++ -*-===//
//
// The pieces of custom syntax that function-like ops share (func.func,
// llvm.func): the argument list `(%a: i32 {attrs} loc(...), ...)` or
// `(i32 {attrs}, ...)` of a declaration, optionally ending in `...`, and
// the `arg_attrs`/`res_attrs` arrays built from per-argument dictionaries.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_FUNCTIONSYNTAX_H
#define ASSAY_IR_FUNCTIONSYNTAX_H

#include "ir/OpAsm.h"

namespace assay {

/// Parses a parenthesized argument list: every argument named (a
/// definition) or none (a declaration). When `isVariadic` is given, a final
/// `...` is accepted and sets it.
ParseResult
parseFunctionArgumentList(OpAsmParser &parser,
                          llvm::SmallVectorImpl<OpAsmParser::Argument> &args,
                          bool *isVariadic = nullptr);

/// An ArrayAttr of one dictionary per argument or result when any is
/// non-empty, else null (the property is then left out).
ArrayAttr buildArgAttrArray(Context *ctx, llvm::ArrayRef<DictionaryAttr> dicts);

} // namespace assay

#endif // ASSAY_IR_FUNCTIONSYNTAX_H
