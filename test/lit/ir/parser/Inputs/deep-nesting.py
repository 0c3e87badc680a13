"""Writes an op whose attribute nests `depth` arrays around a tensor type
(or, with --dict, around a dictionary holding [[1]]), after an op that
spells the same type or dictionary value at the top level (with --reuse)."""
import sys

depth = int(sys.argv[1])
inner = "{b = [[1]]}" if "--dict" in sys.argv else "tensor<4xf32>"
if "--reuse" in sys.argv:
    print('"t.a"() {b = [[1]]} : () -> tensor<4xf32>')
print('"t.b"() {a = ' + "[" * depth + inner + "]" * depth + "} : () -> ()")
