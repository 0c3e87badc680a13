#!/usr/bin/env python3
"""Generates the semantics conformance programs.

Each program applies many arith, math, index and cast ops to inputs where
the op's result is defined (no undefined behaviour, no poison), prints every
result as 64-bit words through printU64, and is run twice: by Assay's
reference interpreter and by mlir-cpu-runner-19 on the lowering of the same
file. `compare.py` matches the two outputs line by line using the manifest
this script writes beside the program (which op, which inputs, which type
each printed line belongs to).

Operands are read from a memref.global at run time, so neither side can
fold the op away. With `--constants` they are arith.constant ops instead:
that program checks the constant folders (run it after `assay-opt
--canonicalize`, which folds every application it can, and compare the
printed results with the same manifest). Widths run from 1 to 128 bits, odd ones included; float
operands include NaN, infinities, signed zeros, subnormals and extremes.

Where MLIR 19's lowering is known to compute something other than the
op's documented result (docs/semantics.md, "Where MLIR's lowering differs"),
the manifest also carries the exact result computed here (`ref`) and the
reason (`why`); compare.py checks Assay against that result there, and
counts how often the lowering differed from it.

  gen.py --seed 1 --count 2500 -o prog.mlir   (writes prog.mlir.json too)
"""

import argparse
import json
import math
import random
import struct
from fractions import Fraction

# Widths: every small width, the usual ones, odd large ones, up to 128.
WIDTHS = list(range(1, 17)) + [31, 32, 33, 37, 48, 63, 64, 65, 77, 96, 127, 128]
FLOATS = ["f16", "bf16", "f32", "f64"]
FBITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}

INT_BIN = ["addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi",
           "floordivsi", "remui", "remsi", "andi", "ori", "xori", "shli",
           "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui"]
OVERFLOW_OPS = {"addi", "subi", "muli", "shli"}
INT_PRED = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
FLOAT_BIN = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf",
             "maxnumf", "minnumf"]
FLOAT_PRED = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
              "ugt", "uge", "ult", "ule", "une", "uno", "true"]
MATH_UNARY = ["sqrt", "absf", "floor", "ceil", "round", "roundeven", "trunc",
              "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin",
              "cos", "tan", "tanh", "atan", "cbrt", "rsqrt"]
MATH_BINARY = ["copysign", "atan2", "powf"]
MATH_INT_UNARY = ["absi", "ctlz", "cttz", "ctpop"]
INDEX_BIN = ["add", "sub", "mul", "divs", "divu", "ceildivs", "ceildivu",
             "floordivs", "rems", "remu", "maxs", "maxu", "mins", "minu",
             "shl", "shrs", "shru", "and", "or", "xor"]
ROUNDING = ["to_nearest_even", "downward", "upward", "toward_zero",
            "to_nearest_away"]


def signed(x, w):
    return x - (1 << w) if x >> (w - 1) else x


def unsigned(x, w):
    return x & ((1 << w) - 1)


def rand_int(rng, w):
    """An integer of width w, biased towards edge values."""
    m = (1 << w) - 1
    r = rng.random()
    if r < 0.35:
        return rng.choice([0, 1, 2, m, m - 1, 1 << (w - 1), (1 << (w - 1)) - 1,
                           (1 << (w - 1)) + 1]) & m
    if r < 0.55:
        return rng.getrandbits(min(w, rng.randint(1, 8)))
    if r < 0.65:
        return (-rng.getrandbits(min(w, rng.randint(1, 8)))) & m
    return rng.getrandbits(w)


def float_from_bits(t, b):
    if t == "f64":
        return struct.unpack("<d", struct.pack("<Q", b))[0]
    if t == "f32":
        return struct.unpack("<f", struct.pack("<I", b))[0]
    if t == "bf16":
        return struct.unpack("<f", struct.pack("<I", b << 16))[0]
    return struct.unpack("<e", struct.pack("<H", b))[0]


def float_layout(t):
    """(exponent bits, mantissa bits) of a float type."""
    return {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23), "f64": (11, 52)}[t]


def rand_float(rng, t):
    """Bits of a float of type t: specials, small integers, random values."""
    e, m = float_layout(t)
    w = 1 + e + m
    sign = rng.getrandbits(1) << (w - 1)
    exp_all = ((1 << e) - 1) << m
    bias = (1 << (e - 1)) - 1
    r = rng.random()
    if r < 0.25:
        special = rng.choice([
            0,                                  # zero
            exp_all,                            # infinity
            exp_all | (1 << (m - 1)),           # quiet NaN
            1,                                  # smallest subnormal
            (1 << m) - 1,                       # largest subnormal
            1 << m,                             # smallest normal
            exp_all - 1,                        # largest finite
            bias << m,                          # 1.0
            (bias - 1) << m,                    # 0.5
            (bias << m) | (1 << (m - 1)),       # 1.5
        ])
        return sign | special
    if r < 0.5:
        # A small integer or half-integer value.
        v = rng.randint(-40, 40) / rng.choice([1, 2, 4])
        return encode_float(t, v)
    if r < 0.7:
        # Exponents near 1.0.
        ex = bias + rng.randint(-10, 10)
        return sign | (ex << m) | rng.getrandbits(m)
    return rng.getrandbits(w)


def encode_float(t, v):
    if t == "f64":
        return struct.unpack("<Q", struct.pack("<d", v))[0]
    if t == "f32":
        return struct.unpack("<I", struct.pack("<f", v))[0]
    if t == "bf16":
        return struct.unpack("<I", struct.pack("<f", v))[0] >> 16
    return struct.unpack("<H", struct.pack("<e", v))[0]


def float_value(t, b):
    """The exact value of finite float bits b of type t (None for NaN/inf)."""
    e, m = float_layout(t)
    ex = (b >> m) & ((1 << e) - 1)
    if ex == (1 << e) - 1:
        return None
    bias = (1 << (e - 1)) - 1
    man = b & ((1 << m) - 1)
    if ex == 0:
        v = Fraction(man) * Fraction(2) ** (1 - bias - m)
    else:
        v = Fraction(man + (1 << m)) * Fraction(2) ** (ex - bias - m)
    return -v if b >> (e + m) else v


def round_to(t, q, mode="to_nearest_even"):
    """The bits of the non-zero rational q rounded to type t by `mode`
    (IEEE 754: gradual underflow, overflow to inf or the largest finite)."""
    e, m = float_layout(t)
    bias = (1 << (e - 1)) - 1
    neg = q < 0
    a = -q if neg else q
    ex = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** ex > a:
        ex -= 1
    if a >= Fraction(2) ** (ex + 1):
        ex += 1
    ex = max(ex, 1 - bias)
    n = a / Fraction(2) ** (ex - m)
    fl = n.numerator // n.denominator
    rest = n - fl
    half = Fraction(1, 2)
    up = {"to_nearest_even": rest > half or (rest == half and fl & 1 == 1),
          "to_nearest_away": rest >= half,
          "toward_zero": False,
          "upward": rest > 0 and not neg,
          "downward": rest > 0 and neg}[mode]
    if up:
        fl += 1
    if fl == 1 << (m + 1):
        fl >>= 1
        ex += 1
    sign = (1 << (e + m)) if neg else 0
    if ex > bias:
        to_inf = mode in ("to_nearest_even", "to_nearest_away") or (
            mode == "upward" and not neg) or (mode == "downward" and neg)
        if to_inf:
            return sign | (((1 << e) - 1) << m)
        return sign | (((1 << e) - 2) << m) | ((1 << m) - 1)
    if fl < 1 << m:
        return sign | fl
    return sign | ((ex + bias) << m) | (fl - (1 << m))


def is_subnormal(t, b):
    e, m = float_layout(t)
    return (b >> m) & ((1 << e) - 1) == 0 and b & ((1 << m) - 1) != 0


def exact_float_op(op, vals):
    """The exact rational result of an arith float op on finite operands,
    or None when it is not a non-zero rational."""
    if any(v is None for v in vals):
        return None
    a = vals[0]
    b = vals[1] if len(vals) > 1 else None
    if op == "addf":
        q = a + b
    elif op == "subf":
        q = a - b
    elif op == "mulf":
        q = a * b
    elif op == "divf":
        if b == 0:
            return None
        q = a / b
    elif op == "remf":
        if b == 0:
            return None
        q = a - b * int(a / b)
    elif op == "fma":
        q = a * b + vals[2]
    else:
        return None
    return q if q != 0 else None


def libm_value(op, vals):
    """A math function of finite operands computed in double by the host
    libm, as an exact rational; None where it is not finite and non-zero."""
    fns = {"exp": math.exp, "exp2": lambda x: 2.0 ** x, "expm1": math.expm1,
           "log": math.log, "log2": math.log2, "log10": math.log10,
           "log1p": math.log1p, "sin": math.sin, "cos": math.cos,
           "tan": math.tan, "tanh": math.tanh, "atan": math.atan,
           "cbrt": lambda x: math.copysign(abs(x) ** (1.0 / 3.0), x),
           "rsqrt": lambda x: 1.0 / math.sqrt(x), "sqrt": math.sqrt,
           "atan2": math.atan2, "powf": math.pow}
    if op not in fns or any(v is None for v in vals):
        return None
    try:
        r = fns[op](*[float(v) for v in vals])
    except (ValueError, OverflowError, ZeroDivisionError):
        return None
    if not math.isfinite(r) or r == 0:
        return None
    return Fraction(r)


# Why the generator gives its own result for an application: MLIR 19's
# lowering is known to differ from the documented result there.
WHY_DIVS = "arith-expand's ceildivsi/floordivsi (wide types, MIN dividend)"
WHY_ROUNDING = "truncf with a rounding mode (constrained intrinsic)"
WHY_BF16 = "bf16 subnormal results flushed to zero (x86-64 codegen)"
WHY_LOG1P = "math-to-llvm's expm1/log1p (exp(x) - 1, log(1 + x))"
WHY_INDEX_DIVS = "index-to-llvm's ceildivs/floordivs (MIN dividend)"
WHY_FMA = "f16/bf16 fma computed in f32, then rounded again"


class Program:
    """Builds the text of one program and its manifest."""

    def __init__(self, constants=False):
        self.constants = constants
        self.words = []       # the input memref's contents (u64 each)
        self.body = []        # lines of @main
        self.manifest = []    # per printed line: {"app": i, "type": ...}
        self.apps = []        # per application: {"op": text, "inputs": [...]}
        self.n = 0

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def emit(self, text):
        self.body.append("  " + text)

    def index_const(self, i):
        name = "%%c%d" % i
        return name

    def load_word(self, value):
        self.words.append(value & ((1 << 64) - 1))
        v = self.fresh()
        if self.constants:
            self.emit("%s = arith.constant %d : i64" %
                      (v, signed(self.words[-1], 64)))
            return v
        self.emit("%s = memref.load %%in[%s] : memref<?xi64>" %
                  (v, self.index_const(len(self.words) - 1)))
        return v

    def load_int(self, value, w):
        """An SSA value of type iw holding `value`."""
        if w <= 64:
            v = self.load_word(value)
            if w == 64:
                return v
            t = self.fresh()
            self.emit("%s = arith.trunci %s : i64 to i%d" % (t, v, w))
            return t
        lo = self.load_word(value)
        hi = self.load_word(value >> 64)
        lox, hix, sh, comb = (self.fresh() for _ in range(4))
        self.emit("%s = arith.extui %s : i64 to i128" % (lox, lo))
        self.emit("%s = arith.extui %s : i64 to i128" % (hix, hi))
        self.emit("%s = arith.shli %s, %%c64_i128 : i128" % (sh, hix))
        self.emit("%s = arith.ori %s, %s : i128" % (comb, sh, lox))
        if w == 128:
            return comb
        t = self.fresh()
        self.emit("%s = arith.trunci %s : i128 to i%d" % (t, comb, w))
        return t

    def load_float(self, bits, t):
        w = FBITS[t]
        iv = self.load_int(bits, w)
        f = self.fresh()
        self.emit("%s = arith.bitcast %s : i%d to %s" % (f, iv, w, t))
        return f

    def load_index(self, value):
        v = self.load_word(value)
        i = self.fresh()
        self.emit("%s = arith.index_cast %s : i64 to index" % (i, v))
        return i

    def print_int(self, v, w, app, kind="int", ref=None, why=None):
        """Prints an iw value as one or two u64 lines; `ref` is the exact
        result where MLIR's lowering is known to differ (`why`)."""
        first = len(self.manifest)
        self.print_int_lines(v, w, app, kind)
        if ref is not None:
            self.manifest[first]["ref"] = ref
            self.manifest[first]["why"] = why

    def print_int_lines(self, v, w, app, kind):
        if w < 64:
            x = self.fresh()
            self.emit("%s = arith.extui %s : i%d to i64" % (x, v, w))
            v = x
        if w <= 64:
            self.emit("func.call @printU64(%s) : (i64) -> ()" % v)
            self.emit("func.call @printNewline() : () -> ()")
            self.manifest.append({"app": app, "type": kind, "width": w,
                                  "part": 0})
            return
        if w < 128:
            x = self.fresh()
            self.emit("%s = arith.extui %s : i%d to i128" % (x, v, w))
            v = x
        lo, sh, hi = self.fresh(), self.fresh(), self.fresh()
        self.emit("%s = arith.trunci %s : i128 to i64" % (lo, v))
        self.emit("%s = arith.shrui %s, %%c64_i128 : i128" % (sh, v))
        self.emit("%s = arith.trunci %s : i128 to i64" % (hi, sh))
        for part, x in ((0, lo), (1, hi)):
            self.emit("func.call @printU64(%s) : (i64) -> ()" % x)
            self.emit("func.call @printNewline() : () -> ()")
            self.manifest.append({"app": app, "type": kind, "width": w,
                                  "part": part})

    def print_float(self, v, t, app, tolerance=0, ref=None, why=None):
        w = FBITS[t]
        b = self.fresh()
        self.emit("%s = arith.bitcast %s : %s to i%d" % (b, v, t, w))
        self.print_int(b, w, app, kind=t, ref=ref, why=why)
        self.manifest[-1]["ulps"] = tolerance

    def print_index(self, v, app, ref=None):
        x = self.fresh()
        self.emit("%s = arith.index_cast %s : index to i64" % (x, v))
        self.print_int(x, 64, app, kind="index", ref=ref, why=WHY_INDEX_DIVS)

    def text(self):
        n = len(self.words)
        consts = sorted({int(l.split("%c")[1].split("]")[0])
                         for l in self.body if "memref.load" in l})
        out = ["// Generated by test/conformance/gen.py; do not edit."]
        if not self.constants:
            out.append("memref.global \"private\" @inputs : memref<%dxi64> = "
                       "dense<[%s]>" % (n, ", ".join(str(signed(x, 64))
                                                    for x in self.words)))
        out += ["func.func private @printU64(i64)",
                "func.func private @printNewline()",
                "func.func @main() {"]
        if not self.constants:
            out += ["  %%g = memref.get_global @inputs : memref<%dxi64>" % n,
                    "  %%in = memref.cast %%g : memref<%dxi64> to "
                    "memref<?xi64>" % n]
        out.append("  %c64_i128 = arith.constant 64 : i128")
        out += ["  %%c%d = arith.constant %d : index" % (c, c) for c in consts]
        out += self.body
        out += ["  return", "}"]
        return "\n".join(out) + "\n"


def bf16_ref(t, q):
    """The generator's result for a bf16 op whose exact result q lies below
    f32's smallest normal: the lowering computes in f32 and flushes such
    values to zero when it rounds them to bf16."""
    if t != "bf16" or q is None or abs(q) >= Fraction(2) ** -126:
        return {}
    return {"ref": round_to(t, q), "why": WHY_BF16}


def gen_app(p, rng, app):
    """Appends one application of a random op with defined inputs."""
    kind = rng.choices(["intbin", "cmpi", "select", "ext", "intcast",
                        "extended", "floatbin", "cmpf", "negf", "fcast",
                        "fptoint", "inttofp", "bitcast", "math", "mathint",
                        "fma", "fpowi", "index"],
                       weights=[20, 6, 3, 5, 3, 3, 10, 6, 1, 4, 4, 4, 2, 10,
                                3, 1, 1, 10])[0]
    rec = {"inputs": []}

    def ints(w, k):
        vals = [rand_int(rng, w) for _ in range(k)]
        rec["inputs"] += ["%d : i%d" % (v, w) for v in vals]
        return vals

    def flts(t, k):
        vals = [rand_float(rng, t) for _ in range(k)]
        rec["inputs"] += ["0x%X : %s" % (v, t) for v in vals]
        return vals

    r = p.fresh()
    if kind == "intbin":
        op = rng.choice(INT_BIN)
        w = rng.choice(WIDTHS)
        while True:
            a, b = ints(w, 2)
            sa, sb = signed(a, w), signed(b, w)
            lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
            flags = []
            if op in OVERFLOW_OPS and rng.random() < 0.4:
                flags = rng.choice([["nsw"], ["nuw"], ["nsw", "nuw"]])
            ok = True
            if op in ("divui", "ceildivui", "remui") and b == 0:
                ok = False
            if op in ("divsi", "ceildivsi", "floordivsi", "remsi") and (
                    b == 0 or (sa == lo and sb == -1)):
                ok = False
            if op in ("shli", "shrui", "shrsi") and b >= w:
                ok = False
            # Defined (the result is -MAX), but MLIR 19's expansion divides
            # MAX + 1 (wrapped to MIN) by -1, which traps on x86-64 where
            # the width is a machine one, so the lowered program cannot run
            # (docs/semantics.md).
            if (op == "ceildivsi" and w in (8, 16, 32, 64) and sa == hi
                    and sb == -1):
                ok = False
            if "nsw" in flags:
                exact = {"addi": sa + sb, "subi": sa - sb, "muli": sa * sb,
                         "shli": sa * (1 << b) if b < w else 0}[op]
                ok = ok and lo <= exact <= hi
            if "nuw" in flags:
                exact = {"addi": a + b, "subi": a - b, "muli": a * b,
                         "shli": a << b if b < w else 0}[op]
                ok = ok and 0 <= exact < (1 << w)
            if ok:
                break
            rec["inputs"] = []
        x, y = p.load_int(a, w), p.load_int(b, w)
        fl = (" overflow<%s>" % ", ".join(flags)) if flags else ""
        rec["op"] = "arith.%s%s : i%d" % (op, fl, w)
        p.emit("%s = arith.%s %s, %s%s : i%d" % (r, op, x, y, fl, w))
        ref = None
        if op == "ceildivsi":
            ref = unsigned(-((-sa) // sb), w)
        elif op == "floordivsi":
            ref = unsigned(sa // sb, w)
        p.print_int(r, w, app, ref=ref, why=WHY_DIVS)
    elif kind == "cmpi":
        pred, w = rng.choice(INT_PRED), rng.choice(WIDTHS)
        a, b = ints(w, 2)
        if rng.random() < 0.3:
            b = a
        x, y = p.load_int(a, w), p.load_int(b, w)
        rec["op"] = "arith.cmpi %s : i%d" % (pred, w)
        p.emit("%s = arith.cmpi %s, %s, %s : i%d" % (r, pred, x, y, w))
        p.print_int(r, 1, app)
    elif kind == "select":
        w = rng.choice(WIDTHS)
        c, = ints(1, 1)
        a, b = ints(w, 2)
        cv, x, y = p.load_int(c, 1), p.load_int(a, w), p.load_int(b, w)
        rec["op"] = "arith.select : i%d" % w
        p.emit("%s = arith.select %s, %s, %s : i%d" % (r, cv, x, y, w))
        p.print_int(r, w, app)
    elif kind == "ext":
        w1, w2 = sorted(rng.sample(WIDTHS, 2))
        op = rng.choice(["extui", "extsi", "trunci"])
        src, dst = (w1, w2) if op != "trunci" else (w2, w1)
        a, = ints(src, 1)
        x = p.load_int(a, src)
        rec["op"] = "arith.%s : i%d to i%d" % (op, src, dst)
        p.emit("%s = arith.%s %s : i%d to i%d" % (r, op, x, src, dst))
        p.print_int(r, dst, app)
    elif kind == "intcast":
        op = rng.choice(["index_cast", "index_castui"])
        w = rng.choice(WIDTHS)
        a, = ints(w, 1)
        if rng.random() < 0.5:
            x = p.load_int(a, w)
            rec["op"] = "arith.%s : i%d to index" % (op, w)
            p.emit("%s = arith.%s %s : i%d to index" % (r, op, x, w))
            p.print_index(r, app)
        else:
            a = rand_int(rng, 64)
            rec["inputs"] = ["%d : index" % a]
            x = p.load_index(a)
            rec["op"] = "arith.%s : index to i%d" % (op, w)
            p.emit("%s = arith.%s %s : index to i%d" % (r, op, x, w))
            p.print_int(r, w, app)
    elif kind == "extended":
        op = rng.choice(["mulsi_extended", "mului_extended", "addui_extended"])
        w = rng.choice(WIDTHS)
        a, b = ints(w, 2)
        x, y = p.load_int(a, w), p.load_int(b, w)
        second = p.fresh()
        rec["op"] = "arith.%s : i%d" % (op, w)
        if op == "addui_extended":
            p.emit("%s, %s = arith.addui_extended %s, %s : i%d, i1" %
                   (r, second, x, y, w))
            p.print_int(r, w, app)
            p.print_int(second, 1, app)
        else:
            p.emit("%s, %s = arith.%s %s, %s : i%d" % (r, second, op, x, y, w))
            p.print_int(r, w, app)
            p.print_int(second, w, app)
    elif kind == "floatbin":
        op, t = rng.choice(FLOAT_BIN), rng.choice(FLOATS)
        a, b = flts(t, 2)
        x, y = p.load_float(a, t), p.load_float(b, t)
        rec["op"] = "arith.%s : %s" % (op, t)
        p.emit("%s = arith.%s %s, %s : %s" % (r, op, x, y, t))
        p.print_float(r, t, app, **bf16_ref(t, exact_float_op(
            op, [float_value(t, a), float_value(t, b)])))
    elif kind == "cmpf":
        pred, t = rng.choice(FLOAT_PRED), rng.choice(FLOATS)
        a, b = flts(t, 2)
        if rng.random() < 0.3:
            b = a
        x, y = p.load_float(a, t), p.load_float(b, t)
        rec["op"] = "arith.cmpf %s : %s" % (pred, t)
        p.emit("%s = arith.cmpf %s, %s, %s : %s" % (r, pred, x, y, t))
        p.print_int(r, 1, app)
    elif kind == "negf":
        t = rng.choice(FLOATS)
        a, = flts(t, 1)
        x = p.load_float(a, t)
        rec["op"] = "arith.negf : %s" % t
        p.emit("%s = arith.negf %s : %s" % (r, x, t))
        p.print_float(r, t, app)
    elif kind == "fcast":
        src, dst = rng.choice([("f16", "f32"), ("bf16", "f32"), ("f32", "f64"),
                               ("f16", "f64"), ("f64", "f32"), ("f32", "f16"),
                               ("f32", "bf16"), ("f64", "f16"), ("f64", "bf16")])
        a, = flts(src, 1)
        x = p.load_float(a, src)
        if FBITS[dst] > FBITS[src] or (src, dst) in (("bf16", "f32"),):
            rec["op"] = "arith.extf : %s to %s" % (src, dst)
            p.emit("%s = arith.extf %s : %s to %s" % (r, x, src, dst))
        else:
            mode = rng.choice([""] * 3 + [" " + m for m in ROUNDING])
            rec["op"] = "arith.truncf%s : %s to %s" % (mode, src, dst)
            p.emit("%s = arith.truncf %s%s : %s to %s" % (r, x, mode, src, dst))
            v = float_value(src, a)
            if mode and v:
                p.print_float(r, dst, app, ref=round_to(dst, v, mode.strip()),
                              why=WHY_ROUNDING)
                p.apps.append(rec)
                return
            p.print_float(r, dst, app, **bf16_ref(dst, v or None))
            p.apps.append(rec)
            return
        p.print_float(r, dst, app)
    elif kind == "fptoint":
        op, t, w = rng.choice(["fptosi", "fptoui"]), rng.choice(FLOATS), \
            rng.choice(WIDTHS)
        lo, hi = ((-(1 << (w - 1)), (1 << (w - 1)) - 1) if op == "fptosi"
                  else (0, (1 << w) - 1))
        while True:
            a, = flts(t, 1)
            v = float_from_bits(t, a)
            if math.isfinite(v) and lo <= math.trunc(v) <= hi:
                break
            rec["inputs"] = []
        x = p.load_float(a, t)
        rec["op"] = "arith.%s : %s to i%d" % (op, t, w)
        p.emit("%s = arith.%s %s : %s to i%d" % (r, op, x, t, w))
        p.print_int(r, w, app)
    elif kind == "inttofp":
        op, t, w = rng.choice(["sitofp", "uitofp"]), rng.choice(FLOATS), \
            rng.choice(WIDTHS)
        a, = ints(w, 1)
        x = p.load_int(a, w)
        rec["op"] = "arith.%s : i%d to %s" % (op, w, t)
        p.emit("%s = arith.%s %s : i%d to %s" % (r, op, x, w, t))
        p.print_float(r, t, app)
    elif kind == "bitcast":
        t = rng.choice(FLOATS)
        w = FBITS[t]
        if rng.random() < 0.5:
            a, = ints(w, 1)
            x = p.load_int(a, w)
            rec["op"] = "arith.bitcast : i%d to %s" % (w, t)
            p.emit("%s = arith.bitcast %s : i%d to %s" % (r, x, w, t))
            p.print_float(r, t, app)
        else:
            a, = flts(t, 1)
            x = p.load_float(a, t)
            rec["op"] = "arith.bitcast : %s to i%d" % (t, w)
            p.emit("%s = arith.bitcast %s : %s to i%d" % (r, x, t, w))
            p.print_int(r, w, app)
    elif kind == "math":
        t = rng.choice(FLOATS)
        if rng.random() < 0.75:
            op = rng.choice(MATH_UNARY)
            a, = flts(t, 1)
            x = p.load_float(a, t)
            p.emit("%s = math.%s %s : %s" % (r, op, x, t))
        else:
            op = rng.choice(MATH_BINARY)
            a, b = flts(t, 2)
            x, y = p.load_float(a, t), p.load_float(b, t)
            p.emit("%s = math.%s %s, %s : %s" % (r, op, x, y, t))
        rec["op"] = "math.%s : %s" % (op, t)
        exact = op in ("sqrt", "absf", "floor", "ceil", "round", "roundeven",
                       "trunc", "copysign")
        operands = [float_value(t, v) for v in ([a] if op in MATH_UNARY
                                                else [a, b])]
        value = libm_value(op, operands)
        extra = {}
        if op in ("expm1", "log1p") and value is not None:
            extra = {"ref": round_to(t, value), "why": WHY_LOG1P}
        else:
            extra = bf16_ref(t, value)
        p.print_float(r, t, app, tolerance=0 if exact else 1, **extra)
    elif kind == "mathint":
        op, w = rng.choice(MATH_INT_UNARY), rng.choice(WIDTHS)
        a, = ints(w, 1)
        x = p.load_int(a, w)
        rec["op"] = "math.%s : i%d" % (op, w)
        p.emit("%s = math.%s %s : i%d" % (r, op, x, w))
        p.print_int(r, w, app)
    elif kind == "fma":
        t = rng.choice(FLOATS)
        a, b, c = flts(t, 3)
        x, y, z = (p.load_float(v, t) for v in (a, b, c))
        rec["op"] = "math.fma : %s" % t
        p.emit("%s = math.fma %s, %s, %s : %s" % (r, x, y, z, t))
        q = exact_float_op("fma", [float_value(t, v) for v in (a, b, c)])
        extra = {}
        if t in ("f16", "bf16") and q is not None:
            extra = {"ref": round_to(t, q), "why": WHY_FMA}
        p.print_float(r, t, app, **extra)
    elif kind == "fpowi":
        t, w = rng.choice(["f32", "f64"]), 32
        a, = flts(t, 1)
        e = rng.randint(-6, 12)
        rec["inputs"].append("%d : i%d" % (e, w))
        x, y = p.load_float(a, t), p.load_int(unsigned(e, w), w)
        rec["op"] = "math.fpowi : %s, i%d" % (t, w)
        p.emit("%s = math.fpowi %s, %s : %s, i%d" % (r, x, y, t, w))
        # The lowering multiplies repeatedly (one rounding per product), so
        # its result is within |e| ulps of x^e; ours is rounded once.
        p.print_float(r, t, app, tolerance=abs(e) + 1)
    else:  # index
        op = rng.choice(INDEX_BIN + ["cmp"])
        while True:
            a, b = rand_int(rng, 64), rand_int(rng, 64)
            sa, sb = signed(a, 64), signed(b, 64)
            if op in ("divu", "ceildivu", "remu") and b == 0:
                continue
            if op in ("divs", "ceildivs", "floordivs", "rems") and (
                    b == 0 or (sa == -(1 << 63) and sb == -1)):
                continue
            if op in ("shl", "shrs", "shru") and b >= 64:
                continue
            # Defined, but the lowering traps (see ceildivsi above).
            if op == "ceildivs" and sa == (1 << 63) - 1 and sb == -1:
                continue
            if op == "floordivs" and sa == -(1 << 63) + 1 and sb == -1:
                continue
            break
        rec["inputs"] = ["%d : index" % a, "%d : index" % b]
        x, y = p.load_index(a), p.load_index(b)
        if op == "cmp":
            pred = rng.choice(INT_PRED)
            rec["op"] = "index.cmp %s" % pred
            p.emit("%s = index.cmp %s(%s, %s)" % (r, pred, x, y))
            p.print_int(r, 1, app)
        else:
            rec["op"] = "index.%s" % op
            p.emit("%s = index.%s %s, %s" % (r, op, x, y))
            ref = None
            if op == "ceildivs":
                ref = unsigned(-((-sa) // sb), 64)
            elif op == "floordivs":
                ref = unsigned(sa // sb, 64)
            p.print_index(r, app, ref=ref)
    p.apps.append(rec)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=2500)
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--constants", action="store_true",
                    help="operands are constants (checks the folders)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    p = Program(constants=args.constants)
    for i in range(args.count):
        gen_app(p, rng, i)
    with open(args.output, "w") as f:
        f.write(p.text())
    with open(args.output + ".json", "w") as f:
        json.dump({"apps": p.apps, "lines": p.manifest}, f)


if __name__ == "__main__":
    main()
