"""Prints a function of N nested scf.if ops, each yielding the one inside it:
   python3 nested-scf-if.py N"""
import sys

n = int(sys.argv[1])
out = ["func.func @main(%t: i1, %c: i64) -> i64 {"]
for i in range(n):
    out.append(f"  %v{i} = scf.if %t -> (i64) {{")
out.append("  scf.yield %c : i64")
for i in range(n - 1, -1, -1):
    out += ["  } else {", "  scf.yield %c : i64", "  }"]
    if i > 0:
        out.append(f"  scf.yield %v{i} : i64")
out += ["  return %v0 : i64", "}"]
print("\n".join(out))
