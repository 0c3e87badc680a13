// up-11: a distinct ID too large for 64 bits was reported as "expected
// distinct ID", as if no integer were there; it is "expected an unsigned
// 64-bit integer", where reading it stopped.
// RUN: assay-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected an unsigned 64-bit integer}}
#attr = distinct[0xAAAABBBBEEEEFFFF1]<1>

// -----

// expected-error@+1 {{expected an unsigned 64-bit integer}}
#attr = distinct[18446744073709551616]<1>

// -----

// expected-error@+1 {{expected distinct ID}}
#attr = distinct[i8

// -----

// The largest ID is fine.
#attr = distinct[18446744073709551615]<1>
func.func private @f() attributes {a = #attr}
