// up-08: folds and patterns mlir-opt-19 applies were missing or differed:
// cmpi ne(extsi(b : i1), 0) stayed (only extui folded); bitcast to the same
// type stayed; cmpf with a NaN constant on the left stayed; subi(subi(a, b),
// a) -> subi(0, b) dropped the nsw/nuw both subtractions carry; select with
// a constant condition and a poison operand picked the other operand
// instead of the poison; extf(truncf(x)) with `contract` on both stayed.
// Each now folds as mlir-opt-19 folds it.
// RUN: assay-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @cmpi_of_extsi(
// CHECK-NEXT:    return %arg0 : i1
func.func @cmpi_of_extsi(%b: i1) -> i1 {
  %ext = arith.extsi %b : i1 to i64
  %c0 = arith.constant 0 : i64
  %res = arith.cmpi ne, %ext, %c0 : i64
  return %res : i1
}

// CHECK-LABEL: func.func @bitcast_same_type(
// CHECK-NEXT:    return %arg0 : f32
func.func @bitcast_same_type(%x: f32) -> f32 {
  %res = arith.bitcast %x : f32 to f32
  return %res : f32
}

// CHECK-LABEL: func.func @cmpf_nan_left(
// CHECK-DAG:     %[[T:.+]] = arith.constant true
// CHECK-DAG:     %[[F:.+]] = arith.constant false
// CHECK:         return %[[F]], %[[T]] : i1, i1
func.func @cmpf_nan_left(%x: f32) -> (i1, i1) {
  %nan = arith.constant 0x7fffffff : f32
  %0 = arith.cmpf olt, %nan, %x : f32
  %1 = arith.cmpf ugt, %nan, %x : f32
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @sub_sub_flags(
// CHECK-NEXT:    %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[R:.+]] = arith.subi %[[C0]], %arg1 overflow<nsw, nuw> : index
// CHECK-NEXT:    return %[[R]] : index
func.func @sub_sub_flags(%a: index, %b: index) -> index {
  %s = arith.subi %a, %b overflow<nsw, nuw> : index
  %r = arith.subi %s, %a overflow<nsw, nuw> : index
  return %r : index
}

// CHECK-LABEL: func.func @select_constant_condition_poison(
// CHECK-NEXT:    %[[P:.+]] = ub.poison : i32
// CHECK-NEXT:    return %[[P]], %arg0 : i32, i32
func.func @select_constant_condition_poison(%x: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %true, %p, %x : i32
  %1 = arith.select %false, %p, %x : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @extf_of_truncf_contract(
// CHECK-NEXT:    %[[E:.+]] = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %[[A:.+]] = math.absf %[[E]] : f32
// CHECK-NEXT:    %[[S:.+]] = math.sin %[[A]] : f32
// CHECK-NEXT:    %[[T:.+]] = arith.truncf %[[S]] fastmath<contract> : f32 to bf16
// CHECK-NEXT:    return %[[T]] : bf16
func.func @extf_of_truncf_contract(%x: bf16) -> bf16 {
  %0 = arith.extf %x fastmath<contract> : bf16 to f32
  %1 = math.absf %0 : f32
  %2 = arith.truncf %1 fastmath<contract> : f32 to bf16
  %3 = arith.extf %2 fastmath<contract> : bf16 to f32
  %4 = math.sin %3 : f32
  %5 = arith.truncf %4 fastmath<contract> : f32 to bf16
  return %5 : bf16
}
