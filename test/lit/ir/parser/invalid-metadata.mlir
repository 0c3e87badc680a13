// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Malformed file metadata `{-# ... #-}` and resources.

"foo.op"() : () -> ()
// expected-error @+1 {{unknown key 'other_section' in file metadata dictionary}}
{-# other_section: {} #-}

// -----

"foo.op"() : () -> ()
// expected-error @+1 {{expected '{'}}
{-# dialect_resources: [] #-}

// -----

"foo.op"() : () -> ()
// expected-error @+1 {{expected ':'}}
{-# dialect_resources {} #-}

// -----

"foo.op"() : () -> ()
// expected-error @+1 {{expected ':'}}
{-# dialect_resources: { builtin { } } #-}

// -----

"foo.op"() : () -> ()
// expected-error @+1 {{expected identifier key in file metadata dictionary}}
{-# dialect_resources: { builtin: { x: "0x04000000" } }, #-}

// -----

// The closing `#-}` is one token.
"foo.op"() : () -> ()
// expected-error @+1 {{invalid attribute name}}
{-# dialect_resources: { builtin: { x: "0x04000000" } } #}

// -----

// Resource keys are bare identifiers.
"foo.op"() : () -> ()
// expected-error @+1 {{expected identifier key for 'resource' entry}}
{-# dialect_resources: { builtin: { "x": "0x04000000" } } #-}

// -----

// Resources of unregistered dialects are rejected even with
// // --allow-unregistered-dialect.
"foo.op"() : () -> ()
// expected-error @+1 {{dialect 'foo' is unknown}}
{-# dialect_resources: { foo: { x: "0x0400000001" } } #-}

// -----

// Resource blobs are hexadecimal strings whose first 4 bytes are the alignment.
"foo.op"() : () -> ()
// expected-error @+1 {{expected hex string blob for key 'x'}}
{-# dialect_resources: { builtin: { x: "notHex" } } #-}

// -----

"foo.op"() : () -> ()
// expected-error @+1 {{expected hex string blob for key 'x'}}
{-# dialect_resources: { builtin: { x: true } } #-}

// -----

"foo.op"() : () -> ()
// expected-error @+1 {{expected hex string blob for key 'x' to encode alignment in first 4 bytes}}
{-# dialect_resources: { builtin: { x: "0x01" } } #-}

// -----

"foo.op"() : () -> ()
// expected-error @+1 {{expected hex string blob for key 'x' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
{-# dialect_resources: { builtin: { x: "0x030000000102" } } #-}

// -----

// External resources hold strings and booleans.
"foo.op"() : () -> ()
// expected-error @+1 {{expected string value for key 'k'}}
{-# external_resources: { t: { k: 1 } } #-}
