// RUN: assay-opt %s | FileCheck %s
// RUN: assay-opt %s | assay-opt | FileCheck %s
// RUN: assay-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --strict-whitespace

// The irdl dialect's own custom forms, as mlir-opt prints them: most
// constraint ops keep a space after their body.

// CHECK-LABEL: irdl.dialect @cmath {
// CHECK-NEXT:    irdl.type @complex {
// CHECK-NEXT:      %0 = irdl.is f32 {{$}}
// CHECK-NEXT:      %1 = irdl.is f64 {{$}}
// CHECK-NEXT:      %2 = irdl.any_of(%0, %1) {{$}}
// CHECK-NEXT:      irdl.parameters(%2){{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    irdl.operation @norm {
// CHECK-NEXT:      %0 = irdl.any{{$}}
// CHECK-NEXT:      %1 = irdl.parametric @cmath::@complex<%0> {{$}}
// CHECK-NEXT:      irdl.operands(%1){{$}}
// CHECK-NEXT:      irdl.results(%0){{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:  }
irdl.dialect @cmath {
  irdl.type @complex {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(%2)
  }
  irdl.operation @norm {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(%1)
    irdl.results(%0)
  }
}

// CHECK-LABEL: irdl.dialect @every attributes {x.y = 1 : i64} {
// CHECK-NEXT:    irdl.type @empty {{$}}
// CHECK-NEXT:    irdl.attribute @attr {
// CHECK-NEXT:      %0 = irdl.is 4 : i32  {x.y = 2 : i64}
// CHECK-NEXT:      %1 = irdl.is "s" {{$}}
// CHECK-NEXT:      %2 = irdl.base "!builtin.integer" {{$}}
// CHECK-NEXT:      %3 = irdl.base @every::@empty {{$}}
// CHECK-NEXT:      %4 = irdl.all_of(%2, %3) {{$}}
// CHECK-NEXT:      %5 = irdl.c_pred "$_self" {{$}}
// CHECK-NEXT:      irdl.parameters(%0, %1, %4, %5){{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    irdl.operation @op {
// CHECK-NEXT:      %0 = irdl.any {x.y = 3 : i64}
// CHECK-NEXT:      %1 = irdl.region{{$}}
// CHECK-NEXT:      %2 = irdl.region(%0, %0){{$}}
// CHECK-NEXT:      %3 = irdl.region with size 3{{$}}
// CHECK-NEXT:      %4 = irdl.region() with size 1{{$}}
// CHECK-NEXT:      irdl.operands(variadic %0, %0, %0){{$}}
// CHECK-NEXT:      irdl.results(){{$}}
// CHECK-NEXT:      irdl.attributes {"a" = %0, "b c" = %0}{{$}}
// CHECK-NEXT:      irdl.regions(%1, %2, %3, %4){{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    irdl.operation @noattrs {
// CHECK-NEXT:      irdl.attributes {{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:  }
irdl.dialect @every attributes {x.y = 1} {
  irdl.type @empty
  irdl.attribute @attr {
    %0 = irdl.is 4 : i32 {x.y = 2}
    %1 = irdl.is "s"
    %2 = irdl.base "!builtin.integer"
    %3 = irdl.base @every::@empty
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.c_pred "$_self"
    irdl.parameters(%0, %1, %4, %5)
  }
  irdl.operation @op {
    %0 = irdl.any {x.y = 3}
    %1 = irdl.region
    %2 = irdl.region(%0, %0)
    %3 = irdl.region with size 3
    %4 = irdl.region() with size 1
    irdl.operands(variadic %0, single %0, %0)
    irdl.results()
    irdl.attributes {"a" = %0, "b c" = %0}
    irdl.regions(%1, %2, %3, %4)
  }
  irdl.operation @noattrs {
    irdl.attributes
  }
}

// GENERIC: "irdl.type"() <{sym_name = "empty"}> ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC: "irdl.region"(%{{.*}}, %{{.*}}) <{constrainedArguments}> : (!irdl.attribute, !irdl.attribute) -> !irdl.region
// GENERIC-NEXT: "irdl.region"() <{numberOfBlocks = 3 : i32}> : () -> !irdl.region
// GENERIC-NEXT: "irdl.region"() <{constrainedArguments, numberOfBlocks = 1 : i32}> : () -> !irdl.region
// GENERIC-NEXT: "irdl.operands"(%{{.*}}, %{{.*}}, %{{.*}}) <{variadicity = #irdl<variadicity_array[ variadic,  single,  single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
// GENERIC-NEXT: "irdl.results"() <{variadicity = #irdl<variadicity_array[]>}> : () -> ()
// GENERIC-NEXT: "irdl.attributes"(%{{.*}}, %{{.*}}) <{attributeValueNames = ["a", "b c"]}>
