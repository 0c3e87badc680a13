#!/usr/bin/env python3
"""Runs the examples of a documentation page and checks their output.

An example in a Markdown page is an HTML comment naming the command line,
followed by two fenced code blocks: the input file and the expected output.

    <!-- example: assay-opt --mlir-print-op-generic input.mlir -->
    ```mlir
    ...input...
    ```
    ```mlir
    ...expected stdout (stderr too when the comment says `2>&1`)...
    ```

The input is written to `input.mlir` in a scratch directory where the
command runs; `2>&1` at the end merges stderr into what is compared, and
`exit=N` before the command states the expected exit status (default 0).
Each tool name is looked up in --tools-dir first. Prints one line per
example and exits 1 if any differs.
"""
import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

EXAMPLE = re.compile(
    r"<!-- example:(?P<cmd>.*?)-->\s*\n```[^\n]*\n(?P<input>.*?)```\s*\n```[^\n]*\n(?P<output>.*?)```",
    re.S,
)


def run_example(cmd, text, tools_dir):
    words = shlex.split(cmd)
    expected_rc = 0
    if words and words[0].startswith("exit="):
        expected_rc = int(words.pop(0)[5:])
    merge = False
    if words and words[-1] == "2>&1":
        merge = True
        words.pop()
    tool = os.path.abspath(os.path.join(tools_dir, words[0])) if tools_dir else words[0]
    if os.path.exists(tool):
        words[0] = tool
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "input.mlir"), "w") as f:
            f.write(text)
        proc = subprocess.run(
            words,
            cwd=tmp,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT if merge else subprocess.PIPE,
            text=True,
            timeout=60,
        )
    return proc.returncode, expected_rc, proc.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages", nargs="+")
    parser.add_argument("--tools-dir", default="")
    args = parser.parse_args()
    failures = count = 0
    for page in args.pages:
        with open(page) as f:
            content = f.read()
        for m in EXAMPLE.finditer(content):
            count += 1
            line = content.count("\n", 0, m.start()) + 1
            rc, expected_rc, out = run_example(
                m.group("cmd").strip(), m.group("input"), args.tools_dir
            )
            want = m.group("output")
            if rc == expected_rc and out == want:
                print(f"PASS {page}:{line}")
                continue
            failures += 1
            print(f"FAIL {page}:{line}: exit {rc} (expected {expected_rc})")
            sys.stdout.writelines(
                difflib.unified_diff(
                    want.splitlines(True), out.splitlines(True), "expected", "actual"
                )
            )
    if count == 0:
        print("no examples found")
        return 1
    print(f"{count - failures} of {count} examples match")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
