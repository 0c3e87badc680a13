#!/usr/bin/env python3
"""Compares two runs of a conformance program line by line.

  compare.py PROGRAM.mlir.json EXPECTED.out ACTUAL.out

EXPECTED is what mlir-cpu-runner-19 printed for the lowered program, ACTUAL
what Assay's interpreter printed. Integers must agree bit for bit. Floats
must agree bit for bit too, except that any NaN matches any NaN (payloads
and signs of NaNs are not specified) and results of the transcendental math
ops may differ by the number of units in the last place the manifest allows.
Where the manifest carries the generator's exact result (`ref`: MLIR 19's
lowering is known to differ from the documented result there, for the
reason in `why`; see docs/semantics.md), ACTUAL is checked against that
result instead, with the same rules, and the summary counts how often
EXPECTED differed from it.

Prints one line per mismatch with the op and its inputs, then a summary;
exits 1 if anything disagrees.
"""

import json
import sys

LAYOUT = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23), "f64": (11, 52)}


def is_nan(t, bits):
    e, m = LAYOUT[t]
    exp = (bits >> m) & ((1 << e) - 1)
    return exp == (1 << e) - 1 and bits & ((1 << m) - 1) != 0


def ordered(t, bits):
    """Maps float bits to integers whose order is the floats' order."""
    w = 1 + sum(LAYOUT[t])
    if bits >> (w - 1):
        return -(bits & ((1 << (w - 1)) - 1))
    return bits


def values(lines, path):
    """Groups the printed words of each result (two words for wide ints)."""
    out, i = [], 0
    with open(path) as f:
        words = [int(l) for l in f.read().split()]
    for entry in lines:
        if entry["part"] == 0:
            out.append([entry, 0])
        if i >= len(words):
            return out, False
        out[-1][1] |= words[i] << (64 * entry["part"])
        i += 1
    return out, i == len(words)


def agree(entry, e, a):
    """Whether results e and a of the manifest line `entry` agree."""
    t = entry["type"]
    if e == a:
        return True
    if t not in LAYOUT:
        return False
    if is_nan(t, e) and is_nan(t, a):
        return True
    if is_nan(t, e) or is_nan(t, a):
        return False
    return abs(ordered(t, e) - ordered(t, a)) <= entry.get("ulps", 0)


def main():
    manifest_path, expected_path, actual_path = sys.argv[1:4]
    with open(manifest_path) as f:
        manifest = json.load(f)
    expected, exp_complete = values(manifest["lines"], expected_path)
    actual, act_complete = values(manifest["lines"], actual_path)
    mismatches = 0
    refs, lowering = 0, {}
    for (entry, e), (_, a) in zip(expected, actual):
        if "ref" in entry:
            refs += 1
            if not agree(entry, entry["ref"], e):
                lowering[entry["why"]] = lowering.get(entry["why"], 0) + 1
            e = entry["ref"]
        if not agree(entry, e, a):
            mismatches += 1
            app = manifest["apps"][entry["app"]]
            print("mismatch: %s (%s): expected 0x%X, got 0x%X" %
                  (app["op"], ", ".join(app["inputs"]), e, a))
    if not exp_complete or not act_complete or len(actual) != len(expected):
        print("error: the outputs do not have the %d results the manifest lists"
              " (expected run: %d, actual run: %d)" %
              (len(expected), len(expected), len(actual)))
        mismatches += 1
    if refs:
        print("%d results checked against the generator's exact result; MLIR's"
              " lowering differed from it on %d" % (refs, sum(lowering.values())))
        for why, n in sorted(lowering.items()):
            print("  %d: %s" % (n, why))
    print("%d applications, %d results, %d mismatches" %
          (len(manifest["apps"]), len(expected), mismatches))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
