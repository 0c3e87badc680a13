// Alive2-style peephole pairs (InstCombine-like identities, i8 to i64),
// some correct and some not: the integer set of bench/tv/solvers.sh.
// Each pair's name says what it is; `_wrong` and the nsw/nuw-adding
// pairs do not verify.

func.func @src_add_sub(%x0: i32, %x1: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %a = arith.addi %x0, %x1 : i32
  %r = arith.subi %a, %x1 : i32
  return %r : i32
}
func.func @tgt_add_sub(%x0: i32, %x1: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %r = arith.addi %x0, %c0 : i32
  return %r : i32
}

func.func @src_xor_self(%x0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %r = arith.xori %x0, %x0 : i64
  return %r : i64
}
func.func @tgt_xor_self(%x0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %r = arith.constant 0 : i64
  return %r : i64
}

func.func @src_mul_pow2_shl(%x0: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %c8 = arith.constant 8 : i16
  %r = arith.muli %x0, %c8 : i16
  return %r : i16
}
func.func @tgt_mul_pow2_shl(%x0: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %c3 = arith.constant 3 : i16
  %r = arith.shli %x0, %c3 : i16
  return %r : i16
}

func.func @src_mul_pow2_shl_nsw(%x0: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %c8 = arith.constant 8 : i16
  %r = arith.muli %x0, %c8 : i16
  return %r : i16
}
func.func @tgt_mul_pow2_shl_nsw(%x0: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %c3 = arith.constant 3 : i16
  %r = arith.shli %x0, %c3 overflow<nsw> : i16
  return %r : i16
}

func.func @src_udiv_pow2(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c16 = arith.constant 16 : i32
  %r = arith.divui %x0, %c16 : i32
  return %r : i32
}
func.func @tgt_udiv_pow2(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c4 = arith.constant 4 : i32
  %r = arith.shrui %x0, %c4 : i32
  return %r : i32
}

func.func @src_sdiv_pow2_wrong(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c16 = arith.constant 16 : i32
  %r = arith.divsi %x0, %c16 : i32
  return %r : i32
}
func.func @tgt_sdiv_pow2_wrong(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c4 = arith.constant 4 : i32
  %r = arith.shrsi %x0, %c4 : i32
  return %r : i32
}

func.func @src_urem_pow2(%x0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %c8 = arith.constant 8 : i64
  %r = arith.remui %x0, %c8 : i64
  return %r : i64
}
func.func @tgt_urem_pow2(%x0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %c7 = arith.constant 7 : i64
  %r = arith.andi %x0, %c7 : i64
  return %r : i64
}

func.func @src_srem_pow2_wrong(%x0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %c8 = arith.constant 8 : i64
  %r = arith.remsi %x0, %c8 : i64
  return %r : i64
}
func.func @tgt_srem_pow2_wrong(%x0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %c7 = arith.constant 7 : i64
  %r = arith.andi %x0, %c7 : i64
  return %r : i64
}

func.func @src_demorgan(%x0: i8, %x1: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %n0 = arith.xori %x0, %cm1 : i8
  %n1 = arith.xori %x1, %cm1 : i8
  %r = arith.andi %n0, %n1 : i8
  return %r : i8
}
func.func @tgt_demorgan(%x0: i8, %x1: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %o = arith.ori %x0, %x1 : i8
  %r = arith.xori %o, %cm1 : i8
  return %r : i8
}

func.func @src_demorgan_wrong(%x0: i8, %x1: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %n0 = arith.xori %x0, %cm1 : i8
  %n1 = arith.xori %x1, %cm1 : i8
  %r = arith.andi %n0, %n1 : i8
  return %r : i8
}
func.func @tgt_demorgan_wrong(%x0: i8, %x1: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %o = arith.andi %x0, %x1 : i8
  %r = arith.xori %o, %cm1 : i8
  return %r : i8
}

func.func @src_neg_neg(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %n = arith.subi %c0, %x0 : i32
  %r = arith.subi %c0, %n : i32
  return %r : i32
}
func.func @tgt_neg_neg(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %r = arith.addi %x0, %c0 : i32
  return %r : i32
}

func.func @src_add_not_neg(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %n = arith.xori %x0, %cm1 : i32
  %r = arith.addi %n, %c1 : i32
  return %r : i32
}
func.func @tgt_add_not_neg(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %r = arith.subi %c0, %x0 : i32
  return %r : i32
}

func.func @src_and_or_absorb(%x0: i16, %x1: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %o = arith.ori %x0, %x1 : i16
  %r = arith.andi %x0, %o : i16
  return %r : i16
}
func.func @tgt_and_or_absorb(%x0: i16, %x1: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %r = arith.addi %x0, %c0 : i16
  return %r : i16
}

func.func @src_xor_or_and(%x0: i64, %x1: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %o = arith.ori %x0, %x1 : i64
  %a = arith.andi %x0, %x1 : i64
  %r = arith.subi %o, %a : i64
  return %r : i64
}
func.func @tgt_xor_or_and(%x0: i64, %x1: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %r = arith.xori %x0, %x1 : i64
  return %r : i64
}

func.func @src_add_xor_and(%x0: i32, %x1: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %r = arith.addi %x0, %x1 : i32
  return %r : i32
}
func.func @tgt_add_xor_and(%x0: i32, %x1: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %x = arith.xori %x0, %x1 : i32
  %a = arith.andi %x0, %x1 : i32
  %s = arith.shli %a, %c1 : i32
  %r = arith.addi %x, %s : i32
  return %r : i32
}

func.func @src_add_nsw_commute(%x0: i32, %x1: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %r = arith.addi %x0, %x1 overflow<nsw> : i32
  return %r : i32
}
func.func @tgt_add_nsw_commute(%x0: i32, %x1: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %r = arith.addi %x1, %x0 overflow<nsw> : i32
  return %r : i32
}

func.func @src_add_nuw_added(%x0: i8, %x1: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %r = arith.addi %x0, %x1 : i8
  return %r : i8
}
func.func @tgt_add_nuw_added(%x0: i8, %x1: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %r = arith.addi %x0, %x1 overflow<nuw> : i8
  return %r : i8
}

func.func @src_shl_lshr_mask(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c24 = arith.constant 24 : i32
  %s = arith.shli %x0, %c24 : i32
  %r = arith.shrui %s, %c24 : i32
  return %r : i32
}
func.func @tgt_shl_lshr_mask(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %m = arith.constant 255 : i32
  %r = arith.andi %x0, %m : i32
  return %r : i32
}

func.func @src_shl_ashr_wrong(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c24 = arith.constant 24 : i32
  %s = arith.shli %x0, %c24 : i32
  %r = arith.shrsi %s, %c24 : i32
  return %r : i32
}
func.func @tgt_shl_ashr_wrong(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %m = arith.constant 255 : i32
  %r = arith.andi %x0, %m : i32
  return %r : i32
}

func.func @src_shift_too_far(%x0: i16, %x1: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %r = arith.shli %x0, %x1 : i16
  return %r : i16
}
func.func @tgt_shift_too_far(%x0: i16, %x1: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %m = arith.constant 15 : i16
  %a = arith.andi %x1, %m : i16
  %r = arith.shli %x0, %a : i16
  return %r : i16
}

func.func @src_mul_distribute(%x0: i64, %x1: i64, %x2: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %a = arith.addi %x1, %x2 : i64
  %r = arith.muli %x0, %a : i64
  return %r : i64
}
func.func @tgt_mul_distribute(%x0: i64, %x1: i64, %x2: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %p = arith.muli %x0, %x1 : i64
  %q = arith.muli %x0, %x2 : i64
  %r = arith.addi %p, %q : i64
  return %r : i64
}

func.func @src_mul_assoc(%x0: i32, %x1: i32, %x2: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %a = arith.muli %x0, %x1 : i32
  %r = arith.muli %a, %x2 : i32
  return %r : i32
}
func.func @tgt_mul_assoc(%x0: i32, %x1: i32, %x2: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %a = arith.muli %x1, %x2 : i32
  %r = arith.muli %x0, %a : i32
  return %r : i32
}

func.func @src_udiv_urem(%x0: i32, %x1: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %q = arith.divui %x0, %x1 : i32
  %m = arith.muli %q, %x1 : i32
  %r0 = arith.remui %x0, %x1 : i32
  %r = arith.addi %m, %r0 : i32
  return %r : i32
}
func.func @tgt_udiv_urem(%x0: i32, %x1: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %r = arith.addi %x0, %c0 : i32
  return %r : i32
}

func.func @src_udiv_mul_wrong(%x0: i16, %x1: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %q = arith.divui %x0, %x1 : i16
  %r = arith.muli %q, %x1 : i16
  return %r : i16
}
func.func @tgt_udiv_mul_wrong(%x0: i16, %x1: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %r = arith.addi %x0, %c0 : i16
  return %r : i16
}

func.func @src_sdiv_neg_wrong(%x0: i32, %x1: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %n = arith.subi %c0, %x0 : i32
  %r = arith.divsi %n, %x1 : i32
  return %r : i32
}
func.func @tgt_sdiv_neg_wrong(%x0: i32, %x1: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %q = arith.divsi %x0, %x1 : i32
  %r = arith.subi %c0, %q : i32
  return %r : i32
}

func.func @src_smax_via_cmp(%x0: i64, %x1: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %r = arith.maxsi %x0, %x1 : i64
  return %r : i64
}
func.func @tgt_smax_via_cmp(%x0: i64, %x1: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %c = arith.cmpi sgt, %x0, %x1 : i64
  %r = arith.select %c, %x0, %x1 : i64
  return %r : i64
}

func.func @src_umin_via_signed_wrong(%x0: i8, %x1: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %r = arith.minui %x0, %x1 : i8
  return %r : i8
}
func.func @tgt_umin_via_signed_wrong(%x0: i8, %x1: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %r = arith.minsi %x0, %x1 : i8
  return %r : i8
}

func.func @src_abs_sub(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %n = arith.subi %c0, %x0 : i32
  %r = arith.maxsi %x0, %n : i32
  return %r : i32
}
func.func @tgt_abs_sub(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %s = arith.constant 31 : i32
  %m = arith.shrsi %x0, %s : i32
  %x = arith.xori %x0, %m : i32
  %r = arith.subi %x, %m : i32
  return %r : i32
}

func.func @src_sub_self_plus(%x0: i16, %x1: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %a = arith.addi %x0, %x1 : i16
  %r = arith.subi %a, %x0 : i16
  return %r : i16
}
func.func @tgt_sub_self_plus(%x0: i16, %x1: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %cm1 = arith.constant -1 : i16
  %r = arith.addi %x1, %c0 : i16
  return %r : i16
}

func.func @src_cmp_ult_zero(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c = arith.cmpi ult, %x0, %c0 : i32
  %r = arith.extui %c : i1 to i32
  return %r : i32
}
func.func @tgt_cmp_ult_zero(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %r = arith.addi %c0, %c0 : i32
  return %r : i32
}

func.func @src_cmp_sle_max(%x0: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %m = arith.constant 127 : i8
  %c = arith.cmpi slt, %x0, %m : i8
  %r = arith.extui %c : i1 to i8
  return %r : i8
}
func.func @tgt_cmp_sle_max(%x0: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %r = arith.addi %c1, %c0 : i8
  return %r : i8
}

func.func @src_trunc_ext(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %t = arith.trunci %x0 : i32 to i8
  %r = arith.extui %t : i8 to i32
  return %r : i32
}
func.func @tgt_trunc_ext(%x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %m = arith.constant 255 : i32
  %r = arith.andi %x0, %m : i32
  return %r : i32
}

func.func @src_sext_zext_wrong(%x0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %t = arith.trunci %x0 : i64 to i16
  %r = arith.extsi %t : i16 to i64
  return %r : i64
}
func.func @tgt_sext_zext_wrong(%x0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %m = arith.constant 65535 : i64
  %r = arith.andi %x0, %m : i64
  return %r : i64
}
