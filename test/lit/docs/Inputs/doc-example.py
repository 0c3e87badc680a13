#!/usr/bin/env python3
"""Prints one code block of an example in a documentation page.

Examples whose output cannot be compared byte for byte (an address, a time)
are marked in the page with an HTML comment naming the lit test that checks
them, followed by two fenced code blocks, the input and the documented
output:

    <!-- checked by test/lit/docs/NAME -->
    ```mlir
    ...input...
    ```
    ...
    ```
    ...documented output...
    ```

`doc-example.py PAGE NAME input|output` prints the first or the second
block, so the test runs the page's own input and checks both the real
output and the documented one against the same CHECK lines. Exits 1 if the
page has no such example.
"""
import re
import sys


def main():
    if len(sys.argv) != 4 or sys.argv[3] not in ("input", "output"):
        sys.exit("usage: doc-example.py PAGE NAME input|output")
    page, name, which = sys.argv[1:]
    with open(page) as f:
        text = f.read()
    marker = "<!-- checked by test/lit/docs/%s -->" % name
    at = text.find(marker)
    if at < 0:
        sys.exit("%s: no example checked by %s" % (page, name))
    blocks = re.findall(r"^```[^\n]*\n(.*?)^```", text[at:], re.S | re.M)
    if len(blocks) < 2:
        sys.exit("%s: the example checked by %s needs two code blocks" % (page, name))
    sys.stdout.write(blocks[0 if which == "input" else 1])


if __name__ == "__main__":
    main()
