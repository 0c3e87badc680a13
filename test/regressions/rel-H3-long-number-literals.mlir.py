#!/usr/bin/env python3
"""Writes the inputs of rel-H3-long-number-literals.mlir: number literals of
N digits, as invalid ones (with their expected errors) or valid ones."""
import sys

n, kind = int(sys.argv[1]), sys.argv[2]
nines = "9" * n
if kind == "invalid":
    cases = [
        ("integer constant out of range for attribute", f"{nines} : i64"),
        ("integer constant out of range for attribute", f"0x{'F' * n} : i64"),
        ("integer constant out of range for attribute", f"-{nines} : si64"),
        ("integer constant out of range for type", f"dense<[1, {nines}]> : tensor<2xi64>"),
        ("integer constant out of range", f"array<i32: {nines}>"),
        ("hexadecimal float constant out of range for type", f"0x{'F' * n} : f32"),
    ]
    print("\n// -----\n".join(
        f'// expected-error @+1 {{{{{msg}}}}}\n"foo.op"() {{a = {attr}}} : () -> ()'
        for msg, attr in cases))
else:
    print(f'"foo.float"() {{a = {nines}.0 : f64, b = 0.{"0" * n}1 : f64, '
          f'c = 1.{"0" * n}1 : f64, d = 0.{nines} : f32, '
          f'e = 0.{"0" * n}1e{nines} : f64, f = 0.{"0" * n}1e{n + 1} : f64}} '
          f': () -> ()')
    # Leading zeros carry nothing, however many there are.
    zeros = "0" * n
    print(f'"foo.wide"() {{a = {zeros} : i64, b = 0x{zeros}1 : i64, '
          f'c = {zeros}255 : i8, d = -{zeros}128 : i8}} : () -> ()')
