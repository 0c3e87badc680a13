#!/usr/bin/env python3
"""Counts passed and failed tests in JUnit XML files (CTest's and lit's).

Prints one line per file and, last, `N passed, N failed`. Exits 1 when any
test failed, when a file is missing, or when no test ran at all.
"""
import sys
import xml.etree.ElementTree as ET


def count(path):
    passed = failed = skipped = 0
    for case in ET.parse(path).getroot().iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.find("skipped") is not None or case.get("status") in ("notrun", "disabled"):
            skipped += 1
        else:
            passed += 1
    return passed, failed, skipped


def main(paths):
    total_passed = total_failed = total_skipped = 0
    missing = False
    for path in paths:
        try:
            p, f, s = count(path)
        except (OSError, ET.ParseError) as e:
            print(f"{path}: no results ({e})")
            missing = True
            continue
        print(f"{path}: {p} passed, {f} failed, {s} skipped")
        total_passed += p
        total_failed += f
        total_skipped += s
    if missing:
        total_failed += 1
    print(f"{total_passed} passed, {total_failed} failed, {total_skipped} skipped")
    return 1 if total_failed or total_passed == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
