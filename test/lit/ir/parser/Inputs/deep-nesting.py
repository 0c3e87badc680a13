"""Writes an op whose attribute nests `depth` arrays around a tensor type,
after an op that spells the same type at the top level (with --reuse)."""
import sys

depth = int(sys.argv[1])
if "--reuse" in sys.argv:
    print('"t.a"() : () -> tensor<4xf32>')
print('"t.b"() {a = ' + "[" * depth + "tensor<4xf32>" + "]" * depth + "} : () -> ()")
