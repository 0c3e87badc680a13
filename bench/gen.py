#!/usr/bin/env python3
"""gen.py - seeded generator of large generic-form IR made of unregistered ops.

Writes MLIR 19 generic-form text in which every operation except the top-level
`builtin.module` belongs to an unregistered dialect (`bench` by default), so
that a parser, verifier and printer can be benchmarked without any dialect
support: assay-opt and mlir-opt-19 both read the files with
`--allow-unregistered-dialect`. The text only uses builtin types and builtin
attributes.

The default dialect is `bench`, not `test`: Debian's mlir-opt-19 registers
MLIR's own `test` dialect, in which names such as `test.br` are real ops with
verifiers, so `test.*` ops would not all be unregistered there.

Modes
  flat    straight-line ops in `bench.func` bodies: 0-4 operands, 0-3 results
          (`%7:2`, used as `%7#1`), a wide palette of builtin types, and
          discardable attributes `{...}` and properties `<{...}>` holding
          integers, floats (hex NaN/Inf too), escaped strings, arrays,
          dictionaries, unit, symbol references, types, dense elements and
          dense arrays.
  nested  ops with regions nested several levels deep (`--max-depth`): one or
          two regions per op, entry blocks with and without arguments, some
          two-block regions joined by a branch, a few empty regions.
  cfg     multi-block `bench.func` bodies: blocks with arguments joined by
          `bench.br` / `bench.cond_br` / `bench.switch` (forward edges, back
          edges, self loops), blocks printed out of creation order so that
          both blocks and values are referenced before their definition.

Every file is accepted by `mlir-opt-19 --allow-unregistered-dialect`. Uses are
dominated by their definitions in every mode (mlir-opt only checks dominance
across blocks for unregistered ops, but the generator does not rely on that).

--ops N is the exact number of operations in the file, counting the
`builtin.module`, every `bench.func` and every op nested in them; the count is
written in the header comment and on stderr. The output depends only on the
arguments: the same arguments give the same bytes.

Examples
  gen.py --mode flat --ops 100000 --seed 1 -o /tmp/flat_100k.mlir
  gen.py --mode nested --ops 10000 --max-depth 8 -o /tmp/nested.mlir
  gen.py --mode cfg --ops 1000000 -o /tmp/cfg_1m.mlir
"""

import argparse
import random
import sys

# ---------------------------------------------------------------------------
# Palettes. Weighted lists: an entry appears as often as it should be drawn.

# Types of op results and block arguments.
VALUE_TYPES = (
    ["i32"] * 6 + ["i64"] * 4 + ["f32"] * 4 + ["index"] * 3 + ["i1"] * 2 +
    ["i8", "i16", "f16", "bf16", "f64", "i128", "ui8", "si16"] +
    ["tensor<4x?xf32>", "tensor<*xi8>", "tensor<2x3xi32>", "vector<4xi32>",
     "vector<2x4xf16>", "memref<8x?xf32>", "memref<4xi32, 1>",
     "complex<f32>", "tuple<i32, f32>", "none"])

# Types every function passes as arguments, so that a value of each of them
# dominates every block of the function (cfg block arguments use them).
BASIC_TYPES = ("i1", "i32", "i64", "f32", "index")

# Integer attribute types with their value ranges.
INT_ATTR_TYPES = (("i64", -(1 << 63), (1 << 63) - 1), ("i32", -(1 << 31), (1 << 31) - 1),
                  ("i8", -128, 127), ("i16", -32768, 32767), ("index", 0, 1 << 20),
                  ("ui8", 0, 255), ("si32", -1000, 1000), ("i1", 0, 1))

# Float literals, all exactly or approximately representable in every type
# they are used with (f16/bf16 only take the small ones).
SMALL_FLOATS = ("0.0", "-0.0", "1.0", "-1.5", "2.5", "0.1", "0.125", "3.75",
                "1.0e-3", "-42.0", "6.5e+02")
BIG_FLOATS = ("1.0e+10", "-2.5e+20", "3.4028234663852886e+38", "1.0e-30",
              "0.333333333333", "123456.789")
HEX_FLOATS = {"f32": ("0x7FC00000", "0x7F800000", "0xFF800000"),
              "f64": ("0x7FF8000000000000", "0x7FF0000000000000"),
              "f16": ("0x7E00", "0x7C00"), "bf16": ("0x7FC0",)}

# String attribute contents, written as MLIR string literals (escapes kept).
STRINGS = ('"hello"', '"with space"', '""', '"q\\"uote"', '"line\\nbreak"',
           '"back\\\\slash"', '"tab\\tchar"', '"\\00\\FF bytes"', '"caf\\C3\\A9"',
           '"a longer string attribute used as a note"')

ATTR_KEYS = ("value", "axis", "name", "predicate", "flags", "kind", "count",
             "offset", "stride", "mode", "perm", "tag", "bias", "scale",
             "bench.hint", "bench.level", "fastmath", "alignment", "lower",
             "upper", "step", "dims")

SYMBOLS = ('@foo', '@bar_1', '@"quoted sym"', '@outer::@inner', '@a::@b::@c')

TYPE_ATTRS = ("i32", "f64", "index", "tensor<2xf32>", "memref<?xi8>",
              "(i32, f32) -> i64", "() -> ()", "vector<4xi1>", "complex<f64>",
              "tuple<>", "none")

DENSE_ATTRS = ("dense<[1, 2, 3]> : tensor<3xi32>",
               "dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>",
               "dense<2.5> : tensor<2x2xf32>",
               "dense<[1.0, -0.5, 0.25, 8.0]> : vector<4xf32>",
               "dense<true> : vector<4xi1>",
               "dense<[true, false]> : tensor<2xi1>",
               "dense<7> : tensor<i8>",
               "dense<> : tensor<0xi32>")

DENSE_ARRAYS = ("array<i32: 1, 2, 3>", "array<i64>", "array<i1: true, false>",
                "array<f32: 1.5, -2.0>", "array<i8: -1>", "array<f64: 0.1>")

FLAT_OPS = ("add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl",
            "cmp", "select", "cast", "bitcast", "extend", "truncate", "load",
            "store", "constant", "call", "shuffle", "pack", "unpack", "reduce",
            "broadcast", "splat", "extract", "insert", "print", "assert",
            "vec.fma", "mem.copy", "mem.alloc", "sink")

REGION_OPS = ("for", "if", "while", "parallel", "scope", "region", "launch",
              "atomic", "switch_region", "execute")


def int_literal(rng, lo, hi):
    """A value from [lo, hi], mostly small, sometimes at the extremes."""
    r = rng.random()
    if r < 0.7:
        return max(lo, min(hi, rng.randint(-20, 100)))
    if r < 0.85:
        return rng.choice((lo, hi))
    return rng.randint(lo, hi)


class AttrGen:
    """Random builtin attributes in MLIR 19 syntax."""

    def __init__(self, rng):
        self.rng = rng

    def integer(self):
        rng = self.rng
        ty, lo, hi = rng.choice(INT_ATTR_TYPES)
        v = int_literal(rng, lo, hi)
        if ty == "i1":
            return "true" if v else "false"
        if ty == "i64" and rng.random() < 0.5:
            return str(v)  # no type: the parser assumes i64
        return "%d : %s" % (v, ty)

    def floating(self):
        rng = self.rng
        r = rng.random()
        if r < 0.1:
            ty = rng.choice(("f32", "f64", "f16", "bf16"))
            return "%s : %s" % (rng.choice(HEX_FLOATS[ty]), ty)
        if r < 0.3:
            ty = rng.choice(("f16", "bf16"))
            return "%s : %s" % (rng.choice(SMALL_FLOATS), ty)
        lit = rng.choice(SMALL_FLOATS + BIG_FLOATS)
        ty = rng.choice(("f32", "f64"))
        if ty == "f64" and rng.random() < 0.5:
            return lit  # no type: the parser assumes f64
        return "%s : %s" % (lit, ty)

    def scalar(self):
        """A non-container attribute."""
        rng = self.rng
        r = rng.random()
        if r < 0.35:
            return self.integer()
        if r < 0.55:
            return self.floating()
        if r < 0.7:
            return rng.choice(STRINGS)
        if r < 0.76:
            return rng.choice(SYMBOLS)
        if r < 0.82:
            return rng.choice(TYPE_ATTRS)
        if r < 0.89:
            return rng.choice(DENSE_ATTRS)
        if r < 0.95:
            return rng.choice(DENSE_ARRAYS)
        return "unit"

    def any(self, depth=0):
        """Any attribute; containers nest at most two levels."""
        r = self.rng.random()
        if depth < 2 and r < 0.1:
            n = self.rng.randint(0, 4)
            return "[" + ", ".join(self.any(depth + 1) for _ in range(n)) + "]"
        if depth < 2 and r < 0.15:
            return self.dictionary(depth + 1, self.rng.randint(0, 3))
        return self.scalar()

    def entries(self, depth, n):
        """n `key = value` entries with distinct keys, unsorted."""
        rng = self.rng
        keys = rng.sample(ATTR_KEYS, min(n, len(ATTR_KEYS)))
        out = []
        weird = False
        for k in keys:
            r = rng.random()
            if r < 0.03 and not weird:
                k = '"weird key"'  # a key that needs quotes, once at most
                weird = True
            if r < 0.12:
                out.append(k)  # a unit attribute
            else:
                out.append("%s = %s" % (k, self.any(depth)))
        return out

    def dictionary(self, depth, n):
        return "{" + ", ".join(self.entries(depth, n)) + "}"


class Scope:
    """Values visible in one block: those of the enclosing scope plus its own.

    Lookups favour the innermost, most recent values (as real code does) but
    reach into every enclosing scope now and then."""

    def __init__(self, parent=None):
        self.parent = parent
        self.values = []   # (ref, type)
        self.by_type = {}  # type -> [ref]

    def add(self, ref, ty):
        self.values.append((ref, ty))
        self.by_type.setdefault(ty, []).append(ref)

    def pick(self, rng):
        """Any visible value, or None if there is none."""
        s = self
        while s is not None:
            if s.values and (s.parent is None or rng.random() < 0.75):
                vals = s.values
                if rng.random() < 0.8:
                    return vals[-1 - min(len(vals) - 1, int(rng.expovariate(0.15)))]
                return rng.choice(vals)
            s = s.parent
        return None

    def pick_typed(self, rng, ty):
        """A visible value of type ty, or None if there is none."""
        s = self
        while s is not None:
            refs = s.by_type.get(ty)
            if refs and (s.parent is None or rng.random() < 0.6):
                return refs[-1 - min(len(refs) - 1, int(rng.expovariate(0.3)))]
            s = s.parent
        return None


class Generator:
    """Writes one module; counts ops as it goes."""

    def __init__(self, args, out):
        self.args = args
        self.rng = random.Random("%s:%d" % (args.mode, args.seed))
        self.attrs = AttrGen(self.rng)
        self.out = out      # list of text chunks
        self.nops = 0
        self.next_value = 0  # value and block-argument numbers, per function
        self.next_arg = 0
        self.d = args.dialect

    # -- names ------------------------------------------------------------

    def new_value(self):
        n = self.next_value
        self.next_value += 1
        return "%" + str(n)

    def new_arg(self):
        n = self.next_arg
        self.next_arg += 1
        return "%arg" + str(n)

    # -- pieces of an op --------------------------------------------------

    def attr_suffixes(self, p_props, p_attrs):
        """The ` <{...}>` properties and ` {...}` attributes, maybe empty."""
        rng = self.rng
        props = attrs = ""
        if rng.random() < p_props:
            props = " <" + self.attrs.dictionary(0, rng.randint(1, 3)) + ">"
        if rng.random() < p_attrs:
            attrs = " " + self.attrs.dictionary(0, rng.randint(1, 4))
        return props, attrs

    def operands(self, scope, n):
        refs, tys = [], []
        for _ in range(n):
            v = scope.pick(self.rng)
            if v is None:
                break
            refs.append(v[0])
            tys.append(v[1])
        return refs, tys

    def results(self, scope, tys):
        """Defines results of the given types; returns the `%n = ` prefix."""
        if not tys:
            return ""
        name = self.new_value()
        if len(tys) == 1:
            scope.add(name, tys[0])
            return name + " = "
        for i, t in enumerate(tys):
            scope.add("%s#%d" % (name, i), t)
        return "%s:%d = " % (name, len(tys))

    def random_result_types(self):
        rng = self.rng
        r = rng.random()
        n = 0 if r < 0.12 else 1 if r < 0.85 else rng.randint(2, 3)
        return [rng.choice(VALUE_TYPES) for _ in range(n)]

    @staticmethod
    def fn_type(ins, outs):
        res = outs[0] if len(outs) == 1 else "(" + ", ".join(outs) + ")"
        return "(%s) -> %s" % (", ".join(ins), res)

    def emit(self, ind, text):
        self.out.append("  " * ind + text + "\n")

    def simple_op(self, scope, ind):
        """One straight-line op with random operands, results, attributes."""
        rng = self.rng
        refs, tys = self.operands(scope, rng.choice((0, 1, 1, 2, 2, 2, 3, 4)))
        res_tys = self.random_result_types()
        props, attrs = self.attr_suffixes(0.1, 0.25)
        lhs = self.results(scope, res_tys)
        self.emit(ind, '%s"%s.%s"(%s)%s%s : %s' % (
            lhs, self.d, rng.choice(FLAT_OPS), ", ".join(refs), props, attrs,
            self.fn_type(tys, res_tys)))
        self.nops += 1

    def terminator(self, scope, ind, name):
        refs, tys = self.operands(scope, self.rng.randint(0, 2))
        self.emit(ind, '"%s.%s"(%s) : %s' % (self.d, name, ", ".join(refs),
                                             self.fn_type(tys, [])))
        self.nops += 1

    # -- functions --------------------------------------------------------

    def func(self, index, body_ops, body):
        """A `bench.func` with body_ops ops inside, made by body(scope)."""
        rng = self.rng
        self.next_value = self.next_arg = 0
        scope = Scope()
        arg_tys = list(BASIC_TYPES) + [rng.choice(VALUE_TYPES)
                                       for _ in range(rng.randint(0, 2))]
        args = []
        for t in arg_tys:
            a = self.new_arg()
            scope.add(a, t)
            args.append("%s: %s" % (a, t))
        res_tys = [rng.choice(BASIC_TYPES) for _ in range(rng.randint(0, 2))]
        # Sometimes write a single result in parentheses: the printer drops them.
        res = ("(" + ", ".join(res_tys) + ")") if len(res_tys) != 1 or rng.random() < 0.3 \
            else res_tys[0]
        ftype = "(%s) -> %s" % (", ".join(arg_tys), res)
        vis = ', sym_visibility = "private"' if rng.random() < 0.2 else ""
        self.emit(1, '"%s.func"() <{sym_name = "f%d", function_type = %s%s}> ({'
                  % (self.d, index, ftype, vis))
        self.nops += 1
        body(scope, body_ops, "^bb0(%s):" % ", ".join(args))
        self.emit(1, "}) : () -> ()")

    def module(self, total):
        """The whole module with exactly `total` ops (at least 3)."""
        per = max(2, self.args.ops_per_func)
        body = {"flat": self.flat_body, "nested": self.nested_body,
                "cfg": self.cfg_body}[self.args.mode]
        self.emit(0, '"builtin.module"() ({')
        self.nops += 1
        left = total - 1
        index = 0
        while left > 0:
            # A function is its own op plus at least one op (its terminator).
            n = min(per, left)
            if left - n == 1:
                n += 1  # never leave a single op over
            self.func(index, n - 1, body)
            left -= n
            index += 1
        self.emit(0, "}) : () -> ()")

    # -- flat -------------------------------------------------------------

    def flat_body(self, scope, n, header):
        self.emit(1, "%s" % header)
        for _ in range(n - 1):
            self.simple_op(scope, 2)
        self.terminator(scope, 2, "return")

    # -- nested -----------------------------------------------------------

    def nested_body(self, scope, n, header):
        self.emit(1, "%s" % header)
        self.nested_block(scope, n, 2, 0, "return")

    def nested_block(self, scope, n, ind, depth, term):
        """Emits n ops (n >= 1) into the current block, the last a terminator.

        Recursion is bounded by --max-depth."""
        rng = self.rng
        left = n - 1
        while left > 0:
            if depth < self.args.max_depth and left >= 3 and rng.random() < 0.2:
                left -= self.region_op(scope, ind, depth, left)
            else:
                self.simple_op(scope, ind)
                left -= 1
        self.terminator(scope, ind, term)

    def region_op(self, scope, ind, depth, left):
        """An op with one or two regions using at most `left` ops; returns
        how many it used."""
        rng = self.rng
        nregions = 1 if rng.random() < 0.7 else 2
        # Ops for the regions: shrinking with depth so that the tree stays
        # bushy rather than one long chain.
        cap = max(2, min(left - 1, int(rng.expovariate(1.0 / (60.0 / (depth + 1))))
                         + 2))
        sizes = []
        budget = cap
        for i in range(nregions):
            if i == nregions - 1:
                s = budget
            else:
                s = rng.randint(1, max(1, budget - 1))
            sizes.append(s)
            budget -= s
        if nregions == 2 and sizes[1] < 1:
            sizes = [cap]
            nregions = 1
        # An empty second region now and then (its ops go to the first).
        if nregions == 2 and sizes[1] <= 2 and rng.random() < 0.5:
            sizes = [sizes[0] + sizes[1], 0]
        refs, tys = self.operands(scope, rng.randint(0, 3))
        res_tys = [rng.choice(BASIC_TYPES) for _ in range(rng.randint(0, 2))]
        props, attrs = self.attr_suffixes(0.3, 0.2)
        # Results are defined after the regions: inner ops must not use them.
        lhs_scope = Scope()
        lhs = self.results(lhs_scope, res_tys)
        self.emit(ind, '%s"%s.%s"(%s)%s ({' % (lhs, self.d, rng.choice(REGION_OPS),
                                                ", ".join(refs), props))
        self.nops += 1
        for i, s in enumerate(sizes):
            if i:
                self.emit(ind, "}, {")
            if s:
                self.region(scope, s, ind, depth + 1)
        self.emit(ind, "})%s : %s" % (attrs, self.fn_type(tys, res_tys)))
        for ref, ty in lhs_scope.values:
            scope.add(ref, ty)
        return 1 + sum(sizes)

    def region(self, outer, n, ind, depth):
        """A region of n >= 1 ops: one block, or two joined by a branch."""
        rng = self.rng
        inner = Scope(outer)
        args = []
        if rng.random() < 0.6:
            for _ in range(rng.randint(1, 3)):
                a, t = self.new_arg(), rng.choice(BASIC_TYPES)
                inner.add(a, t)
                args.append("%s: %s" % (a, t))
        if args or rng.random() < 0.1:
            # An entry block with no arguments may still be written `^bb0:`.
            self.emit(ind, "^bb0%s:" % ("(" + ", ".join(args) + ")" if args else ""))
        if n < 3 or rng.random() < 0.85:
            self.nested_block(inner, n, ind + 1, depth, "yield")
            return
        # Two blocks: the entry block branches to the second, passing values.
        first = rng.randint(1, n - 2)
        left = first - 1
        while left > 0:
            if depth < self.args.max_depth and left >= 3 and rng.random() < 0.2:
                left -= self.region_op(inner, ind + 1, depth, left)
            else:
                self.simple_op(inner, ind + 1)
                left -= 1
        second = Scope(inner)
        bargs, refs, tys = [], [], []
        for _ in range(rng.randint(0, 2)):
            t = rng.choice(BASIC_TYPES)
            v = inner.pick_typed(rng, t)
            if v is None:
                continue
            a = self.new_arg()
            second.add(a, t)
            bargs.append("%s: %s" % (a, t))
            refs.append(v)
            tys.append(t)
        self.emit(ind + 1, '"%s.br"(%s)[^bb1] : %s' % (self.d, ", ".join(refs),
                                                      self.fn_type(tys, [])))
        self.nops += 1
        self.emit(ind, "^bb1%s:" % ("(" + ", ".join(bargs) + ")" if bargs else ""))
        self.nested_block(second, n - first, ind + 1, depth, "yield")

    # -- cfg --------------------------------------------------------------

    def cfg_body(self, scope, n, header):
        """n ops spread over about n / --ops-per-block blocks."""
        rng = self.rng
        nblocks = max(1, min(n, n // max(1, self.args.ops_per_block)))
        sizes = [1] * nblocks  # each block needs its terminator
        for _ in range(n - nblocks):
            sizes[rng.randrange(nblocks)] += 1

        # Spanning tree: every block but the entry has a parent just before it,
        # so every block is reachable and all its dominators come before it.
        succs = [[] for _ in range(nblocks)]
        for b in range(1, nblocks):
            p = b - 1 if rng.random() < 0.5 else rng.randrange(max(0, b - 6), b)
            succs[p].append(b)
        # Extra edges: forward, backward or to itself, never to the entry.
        for b in range(nblocks):
            if nblocks > 1 and (rng.random() < 0.35 or (not succs[b] and rng.random() < 0.3)):
                succs[b].append(rng.randrange(1, nblocks))
            rng.shuffle(succs[b])
        idom = immediate_dominators(succs)

        # Block arguments (the entry block's are the function's).
        block_args = [[] for _ in range(nblocks)]
        for b in range(1, nblocks):
            block_args[b] = [rng.choice(BASIC_TYPES) for _ in range(rng.choice((0, 0, 1, 1, 2, 3)))]

        # Contents, in creation order: a block's dominators are all earlier.
        scopes = [None] * nblocks
        texts = [None] * nblocks
        for b in range(nblocks):
            chunks = []
            saved, self.out = self.out, chunks
            if b == 0:
                s = Scope(scope)
                self.emit(1, header)
            else:
                s = Scope(scopes[idom[b]])
                names = []
                for t in block_args[b]:
                    a = self.new_arg()
                    s.add(a, t)
                    names.append("%s: %s" % (a, t))
                self.emit(1, "^bb%d%s:" % (b, "(" + ", ".join(names) + ")" if names else ""))
            for _ in range(sizes[b] - 1):
                self.simple_op(s, 2)
            self.cfg_terminator(s, succs[b], block_args)
            self.out = saved
            scopes[b] = s
            texts[b] = "".join(chunks)

        # Print order: the entry first, then the others with some runs reversed,
        # so that some blocks and values are used before they are written.
        order = list(range(1, nblocks))
        i = 0
        while i < len(order):
            w = rng.randint(2, 5)
            if rng.random() < 0.3:
                order[i:i + w] = order[i:i + w][::-1]
            i += w
        self.out.append(texts[0])
        for b in order:
            self.out.append(texts[b])

    def cfg_terminator(self, scope, targets, block_args):
        rng = self.rng
        d = self.d
        if not targets:
            self.terminator(scope, 2, "return")
            return
        refs, tys = [], []
        props = ""
        if len(targets) == 1:
            name = "br"
        elif len(targets) == 2:
            name = "cond_br"
            refs.append(scope.pick_typed(rng, "i1"))
            tys.append("i1")
        else:
            name = "switch"
            refs.append(scope.pick_typed(rng, "i32"))
            tys.append("i32")
            props = " <{case_values = array<i32: %s>}>" % ", ".join(
                str(v) for v in range(len(targets) - 1))
        for t in targets:
            for ty in block_args[t]:
                refs.append(scope.pick_typed(rng, ty))
                tys.append(ty)
        labels = ", ".join("^bb%d" % t for t in targets)
        self.emit(2, '"%s.%s"(%s)[%s]%s : %s' % (d, name, ", ".join(refs), labels,
                                                 props, self.fn_type(tys, [])))
        self.nops += 1


def immediate_dominators(succs):
    """Immediate dominator of each block (entry 0, all reachable), by the
    iterative algorithm of Cooper, Harvey and Kennedy over reverse post-order."""
    n = len(succs)
    preds = [[] for _ in range(n)]
    for b, ss in enumerate(succs):
        for s in ss:
            preds[s].append(b)
    # Reverse post-order with an explicit stack.
    post, seen = [], [False] * n
    seen[0] = True
    stack = [(0, 0)]
    while stack:
        b, i = stack[-1]
        if i < len(succs[b]):
            stack[-1] = (b, i + 1)
            s = succs[b][i]
            if not seen[s]:
                seen[s] = True
                stack.append((s, 0))
        else:
            stack.pop()
            post.append(b)
    rpo_index = [0] * n
    for i, b in enumerate(reversed(post)):
        rpo_index[b] = i
    idom = [-1] * n
    idom[0] = 0
    changed = True
    rpo = post[::-1]
    while changed:
        changed = False
        for b in rpo[1:]:
            new = -1
            for p in preds[b]:
                if idom[p] == -1:
                    continue
                if new == -1:
                    new = p
                    continue
                x, y = p, new
                while x != y:
                    while rpo_index[x] > rpo_index[y]:
                        x = idom[x]
                    while rpo_index[y] > rpo_index[x]:
                        y = idom[y]
                new = x
            if idom[b] != new:
                idom[b] = new
                changed = True
    return idom


def main():
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--mode", choices=("flat", "nested", "cfg"), default="flat")
    p.add_argument("--ops", type=int, default=10000,
                   help="exact number of ops in the module (default 10000, at least 3)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("-o", "--output", default="-")
    p.add_argument("--ops-per-func", type=int, default=5000,
                   help="ops per bench.func, the func op included (default 5000)")
    p.add_argument("--ops-per-block", type=int, default=8,
                   help="cfg: average ops per block (default 8)")
    p.add_argument("--max-depth", type=int, default=6,
                   help="nested: deepest region nesting below a function (default 6)")
    p.add_argument("--dialect", default="bench",
                   help="namespace of the generated ops; must be unregistered (default bench)")
    args = p.parse_args()
    total = max(3, args.ops)

    chunks = []
    g = Generator(args, chunks)
    g.module(total)
    assert g.nops == total, (g.nops, total)
    cmd = "gen.py --mode %s --ops %d --seed %d" % (args.mode, args.ops, args.seed)
    if args.ops_per_func != 5000:
        cmd += " --ops-per-func %d" % args.ops_per_func
    if args.mode == "cfg" and args.ops_per_block != 8:
        cmd += " --ops-per-block %d" % args.ops_per_block
    if args.mode == "nested" and args.max_depth != 6:
        cmd += " --max-depth %d" % args.max_depth
    if args.dialect != "bench":
        cmd += " --dialect %s" % args.dialect
    header = "// generated by %s\n// ops: %d\n" % (cmd, g.nops)
    data = (header + "".join(chunks)).encode()
    if args.output == "-":
        sys.stdout.buffer.write(data)
    else:
        with open(args.output, "wb") as f:
            f.write(data)
    sys.stderr.write("mode=%s ops=%d bytes=%d lines=%d\n"
                     % (args.mode, g.nops, len(data), data.count(b"\n")))


if __name__ == "__main__":
    main()
