// RUN: assay-opt %s --split-input-file --verify-diagnostics

// Verifier errors of the irdl ops themselves, as mlir-opt reports them.

// expected-error @+1 {{'irdl.operation' op expects parent op 'irdl.dialect'}}
irdl.operation @a {
}

// -----

irdl.dialect @d {
  // expected-error @+1 {{'irdl.any' op expects parent op to be one of 'irdl.type, irdl.attribute, irdl.operation'}}
  %0 = irdl.any
}

// -----

irdl.dialect @d {
  irdl.type @t {
    // expected-error @+1 {{'irdl.region' op expects parent op 'irdl.operation'}}
    %0 = "irdl.region"() : () -> !irdl.region
  }
}

// -----

irdl.dialect @d {
  // expected-error @+1 {{failed to verify AtMostOneChildOf trait: the operation contains at least two operations of type irdl.operands}}
  irdl.operation @a {
    irdl.operands()
    irdl.operands()
  }
}

// -----

irdl.dialect @d {
  // expected-error @+1 {{failed to verify AtMostOneChildOf trait: the operation contains at least two operations of type irdl.parameters}}
  irdl.type @a {
    irdl.parameters()
    irdl.parameters()
  }
}

// -----

irdl.dialect @d {
  // expected-note @+1 {{see existing symbol definition here}}
  irdl.operation @a {
  }
  // expected-error @+1 {{redefinition of symbol named 'a'}}
  irdl.operation @a {
  }
}

// -----

// expected-error @+1 {{'irdl.dialect' op requires attribute 'sym_name'}}
"irdl.dialect"() ({
}) : () -> ()

// -----

irdl.dialect @d {
  irdl.operation @a {
    %0 = irdl.any
    // expected-error @+1 {{'irdl.operands' op the number of operands and their variadicities must be the same, but got 1 and 0 respectively}}
    "irdl.operands"(%0) <{variadicity = #irdl<variadicity_array[]>}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    %0 = irdl.any
    // expected-error @+1 {{'irdl.results' op the number of operands and their variadicities must be the same, but got 1 and 2 respectively}}
    "irdl.results"(%0) <{variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    %0 = irdl.any
    // expected-error @+1 {{'irdl.operands' op requires attribute 'variadicity'}}
    "irdl.operands"(%0) : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    %0 = irdl.any
    // expected-error @+1 {{'irdl.attributes' op the number of attribute names and their constraints must be the same but got 0 and 1 respectively}}
    "irdl.attributes"(%0) <{attributeValueNames = []}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    %0 = irdl.any
    // expected-error @+1 {{'irdl.regions' op operand #0 must be variadic of IRDL handle to a region definition, but got '!irdl.attribute'}}
    "irdl.regions"(%0) : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    // expected-error @+1 {{'irdl.is' op result #0 must be IRDL handle to an `mlir::Attribute`, but got 'i32'}}
    %0 = "irdl.is"() <{expected = i32}> : () -> i32
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    // expected-error @+1 {{'irdl.is' op requires attribute 'expected'}}
    %0 = "irdl.is"() : () -> !irdl.attribute
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    // expected-error @+1 {{'irdl.any_of' op expected 1 or more operands, but found 0}}
    %0 = irdl.any_of()
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    // expected-error @+1 {{'irdl.base' op the base type or attribute should be specified by either a name or a reference}}
    %0 = "irdl.base"() : () -> !irdl.attribute
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    // expected-error @+1 {{'irdl.base' op the base type or attribute should be specified by either a name or a reference}}
    %0 = "irdl.base"() <{base_name = "!builtin.integer", base_ref = @d::@a}> : () -> !irdl.attribute
  }
}

// -----

irdl.dialect @d {
  irdl.type @t {
    // expected-error @+1 {{'irdl.base' op the base type or attribute name should start with '!' or '#'}}
    %0 = irdl.base "i32"
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    // expected-error @+1 {{'irdl.base' op symbol '@d::@nope' not found}}
    %0 = irdl.base @d::@nope
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    // expected-error @+1 {{'irdl.parametric' op symbol '@e::@t' not found}}
    %0 = irdl.parametric @e::@t<>
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    // expected-error @+1 {{'irdl.parametric' op symbol '@d::@a' does not refer to a type or attribute definition (refers to 'irdl.operation')}}
    %0 = irdl.parametric @d::@a<>
  }
}

// -----

irdl.dialect @d {
  irdl.type @a {
    %0 = irdl.any
    // expected-note @+1 {{prior use here}}
    %1 = irdl.region(%0)
    // expected-error @+1 {{use of value '%1' expects different type than prior uses: '!irdl.attribute' vs '!irdl.region'}}
    irdl.parameters(%1)
  }
}

// -----

irdl.dialect @d {
  irdl.operation @a {
    // expected-error @+1 {{expected attribute value}}
    irdl.attributes {}
  }
}
