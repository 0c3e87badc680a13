#!/usr/bin/env python3
"""Prints one function holding a chain of N arith.addi: gen-addi-chain.py N"""
import sys

n = int(sys.argv[1])
print("func.func @chain(%a: i32) -> i32 {")
print("  %0 = arith.addi %a, %a : i32")
for i in range(1, n):
    print(f"  %{i} = arith.addi %{i - 1}, %a : i32")
print(f"  return %{n - 1} : i32")
print("}")
