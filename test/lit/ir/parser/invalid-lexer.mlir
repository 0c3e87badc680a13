// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Lexer errors: malformed tokens, each reported once at its position.

// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() {a = "unterminated} : () -> ()

// -----

// A string may not span lines.
// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() {a = "line
break"} : () -> ()

// -----

// An escaped quote does not end the string.
// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() {a = "\"} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"foo.op"() {a = "bad \q escape"} : () -> ()

// -----

// A hexadecimal escape needs two hex digits.
// expected-error @+1 {{unknown escape in string literal}}
"foo.op"() {a = "bad \4 escape"} : () -> ()

// -----

// expected-error @+1 {{unexpected character}}
"foo.op"() : () -> () `

// -----

// expected-error @+1 {{invalid SSA name}}
%  = "foo.op"() : () -> i32

// -----

// A value name is an identifier or digits: `%0x` is `%0` then `x`.
// expected-error @+1 {{expected '=' after SSA name}}
%0x = "foo.op"() : () -> i32

// -----

// expected-error @+1 {{invalid block name}}
"foo.op"()[^] : () -> ()

// -----

// expected-error @+1 {{invalid type identifier}}
"foo.op"() : () -> !

// -----

// expected-error @+1 {{invalid attribute name}}
"foo.op"() {a = #} : () -> ()

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"foo.op"() {a = @} : () -> ()

// -----

// expected-error @+1 {{expected three consecutive dots for an ellipsis}}
"foo.op"() {a = .5} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"foo.op"() {a = -0x7FC00000 : f32} : () -> ()

// -----

// `0x` without digits lexes as the integer 0 followed by `x`.
// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = 0x} : () -> ()

// -----

// An exponent without digits ends the literal.
// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = 1.0e} : () -> ()

// -----

// A float literal needs a fractional part.
// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = 1e-3 : f32} : () -> ()

// -----

// Unterminated file metadata.
"foo.op"() : () -> ()
// expected-error @+1 {{expected ',' or '#-}'}}
{-# external_resources: {}

// -----

// A stray end of file metadata.
// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() : () -> () #-}

// -----

// File metadata cut off by the end of the file: the error is reported at the
// end of the last line.
"foo.op"() : () -> ()
{-# // expected-error {{expected identifier key in file metadata dictionary}}
