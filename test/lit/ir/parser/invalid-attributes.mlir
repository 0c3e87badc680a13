// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Malformed and invalid builtin attributes other than elements attributes.

// Attribute dictionaries.
// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.op"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'b' in dictionary attribute}}
"foo.op"() {a = {b = 1, b = 2}} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.op"() <{a = 1, a = 2}> : () -> ()

// -----

// A quoted key and a bare key with the same spelling are the same key.
// expected-error @+1 {{duplicate key 'x.y' in dictionary attribute}}
"foo.op"() {"x.y" = 4, x.y = 5} : () -> ()

// -----

// expected-error @+1 {{expected valid attribute name}}
"foo.op"() {"" = 1} : () -> ()

// -----

// expected-error @+1 {{expected attribute name}}
"foo.op"() {1 = 1} : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
"foo.op"() {a = } : () -> ()

// -----

// expected-error @+1 {{expected attribute name}}
"foo.op"() {a = 1,} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a b} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = {b = 1} : () -> ()

// -----

// Only one attribute dictionary.
// expected-error @+1 {{expected ':' followed by operation type}}
"foo.op"() {a = 1} {b = 2} : () -> ()

// -----

// expected-error @+1 {{expected '>' to close properties}}
"foo.op"() <{a = 1} : () -> ()

// -----

// Integers.
// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 128 : si8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = -129 : si8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 256 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = -5 : si3} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 1 : i0} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 99999999999999999999999999 : i64} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 0x1234567890ABCDEF1234 : i64} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"foo.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"foo.op"() {a = -0 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"foo.op"() {a = 1 : !foo.t} : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"foo.op"() {a = 1 : tensor<2xi32>} : () -> ()

// -----

// Booleans take no type.
// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = true : i32} : () -> ()

// -----

// Floats.
// expected-note @+2 {{add a trailing dot to make the literal a float}}
// expected-error @+1 {{unexpected decimal integer literal for a floating point value}}
"foo.op"() {a = 1 : f32} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.5 : i32} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.0 : index} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.0 : !foo.t} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"foo.op"() {a = 0x7FC000001 : f32} : () -> ()

// -----

// Symbol references.
// expected-error @+1 {{expected nested symbol reference identifier}}
"foo.op"() {a = @x::} : () -> ()

// -----

// expected-error @+1 {{expected nested symbol reference identifier}}
"foo.op"() {a = @x::y} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() {a = @"unterminated} : () -> ()

// -----

// Arrays.
// expected-error @+1 {{expected ',' or ']'}}
"foo.op"() {a = [1, 2} : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
"foo.op"() {a = [1,]} : () -> ()

// -----

// expected-error @+1 {{expected '>' to close an array attribute}}
"foo.op"() {a = array<i32: 1, 2} : () -> ()

// -----

// expected-error @+1 {{expected ':' after dense array type}}
"foo.op"() {a = array<i32 1>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"foo.op"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"foo.op"() {a = array<i32: 1.5>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'tensor<2xi32>'}}
"foo.op"() {a = array<tensor<2xi32>: 1>} : () -> ()

// -----

// Strided layouts and distinct attributes.
// expected-error @+1 {{expected ','}}
"foo.op"() {a = strided<[1, 2]} : () -> ()

// -----

// expected-error @+1 {{expected ':' after 'offset'}}
"foo.op"() {a = strided<[1], offset 2>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"foo.op"() {a = strided<[1], offset: x>} : () -> ()

// -----

// expected-error @+1 {{strides must not be zero}}
"foo.op"() {a = strided<[0]>} : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"foo.op"() {a = distinct[x]<1>} : () -> ()

// -----

// expected-error @+1 {{expected '<' after distinct ID}}
"foo.op"() {a = distinct[0]} : () -> ()

// -----

// expected-error @+1 {{referenced attribute does not match previous definition: 1 : i64}}
"foo.op"() {a = distinct[0]<1>, b = distinct[0]<2>} : () -> ()

// -----

// Affine maps and integer sets.
// expected-error @+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_map<(d0)[s0] -> (s1)>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
"foo.op"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()

// -----

// expected-error @+1 {{missing right operand of binary operator}}
"foo.op"() {a = affine_map<(d0) -> (d0 + )>} : () -> ()

// -----

// expected-error @+1 {{expected '(' in affine map range}}
"foo.op"() {a = affine_map<(d0) -> >} : () -> ()

// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"foo.op"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

// expected-error @+1 {{expected '->' or ':'}}
"foo.op"() {a = affine_set<(d0) (d0 >= 0)>} : () -> ()

// -----

// expected-error @+1 {{expected AffineMap, but got IntegerSet}}
"foo.op"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()

// -----

// Dialect attributes.
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"foo.op"() {a = #foo.bar<} : () -> ()

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"foo.op"() {a = #foo.bar<"x"} : () -> ()

// -----

// Without a dot or `<`, `#foo` is an alias.
// expected-error @+1 {{undefined symbol alias id 'foo'}}
"foo.op"() {a = #foo} : () -> ()
