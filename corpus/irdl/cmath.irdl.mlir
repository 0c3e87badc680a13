// The cmath dialect of the IRDL documentation: complex numbers over f32 or
// f64, with a norm and a multiplication. Load it with
//   assay-opt --irdl-file=corpus/irdl/cmath.irdl.mlir input.mlir
// (cmath.mlir beside this file uses it).
irdl.dialect @cmath {
  // !cmath.complex<f32> or !cmath.complex<f64>.
  irdl.type @complex {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(%2)
  }

  // The norm of a complex number has its element type.
  irdl.operation @norm {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(%1)
    irdl.results(%0)
  }

  // Both operands and the result are the same complex type.
  irdl.operation @mul {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.parametric @cmath::@complex<%2>
    irdl.operands(%3, %3)
    irdl.results(%3)
  }
}
