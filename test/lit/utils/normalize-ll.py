#!/usr/bin/env python3
"""Prints the LLVM IR modules of a file (or stdin) the way opt-19 prints them
after `-passes=verify`, one after another, without the `; preds = ...`
comments (whose order follows each tool's use lists, not the IR) or the
module header. A module that does not verify fails the script, so a
differential test checks both that Assay's LLVM IR is valid and that it is
the reference's.

  normalize-ll.py [FILE] [--opt opt-19]
"""
import argparse
import re
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file", nargs="?", default="-")
    parser.add_argument("--opt", default="opt-19")
    args = parser.parse_args()
    text = sys.stdin.read() if args.file == "-" else open(args.file).read()
    modules = [m for m in re.split(r"(?m)^(?=; ModuleID)", text) if m.strip()]
    for module in modules:
        result = subprocess.run(
            [args.opt, "-S", "-passes=verify"],
            input=module,
            capture_output=True,
            text=True,
        )
        if result.returncode != 0:
            sys.stderr.write(result.stderr)
            return 1
        for line in result.stdout.splitlines():
            if line.startswith("; ModuleID") or line.startswith("source_filename"):
                continue
            print(re.sub(r"\s*; preds = .*$", "", line))
        print("; -----")
    return 0


if __name__ == "__main__":
    sys.exit(main())
