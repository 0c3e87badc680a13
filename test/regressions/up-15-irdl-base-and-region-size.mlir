// up-15 (irdl): `irdl.base` with neither a name nor a reference failed to
// parse ("expected attribute value"), where both are optional in the syntax
// and the verifier says that exactly one is needed; `irdl.region with size N`
// accepted N < 1, which no region can satisfy, where it must be rejected.
// RUN: assay-opt %s -split-input-file -verify-diagnostics

irdl.dialect @d {
  irdl.type @t {
    // expected-error @+1 {{'irdl.base' op the base type or attribute should be specified by either a name or a reference}}
    %0 = irdl.base
    irdl.parameters(%0)
  }
}

// -----

irdl.dialect @d {
  irdl.type @t {
    // expected-error @+1 {{'irdl.base' op the base type or attribute should be specified by either a name or a reference}}
    %0 = irdl.base {note = "an attribute dictionary, not a base"}
    irdl.parameters(%0)
  }
}

// -----

irdl.dialect @d {
  irdl.type @t
  irdl.type @u {
    // expected-error @+1 {{'irdl.base' op the base type or attribute should be specified by either a name or a reference}}
    %0 = irdl.base @d::@t "!builtin.integer"
    irdl.parameters(%0)
  }
}

// -----

irdl.dialect @d {
  irdl.operation @op {
    // expected-error @+1 {{'irdl.region' op the number of blocks is expected to be >= 1 but got 0}}
    %r = irdl.region with size 0
    irdl.regions(%r)
  }
}

// -----

irdl.dialect @d {
  irdl.operation @op {
    // expected-error @+1 {{'irdl.region' op the number of blocks is expected to be >= 1 but got -3}}
    %r = "irdl.region"() <{numberOfBlocks = -3 : i32}> : () -> !irdl.region
    irdl.regions(%r)
  }
}
