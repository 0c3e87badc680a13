#!/bin/sh
# Regenerates the pattern table in docs/verification.md (or prints the
# document with the new table to stdout with --stdout).
# Usage: bench/tv/update-doc.sh [BUILD_DIR] [--stdout]
set -eu
build=${1:-build/release}
# A build folder without the tool (e.g. "-"): the assay-tv on PATH.
tv=$build/bin/assay-tv
[ -x "$tv" ] || tv=assay-tv
root=$(cd "$(dirname "$0")/../.." && pwd)
table=$(mktemp)
trap 'rm -f "$table"' EXIT
# A generous solver limit: a loaded machine (CI, the sanitizer build) must
# not turn a slow float proof into an unknown row.
"$tv" --patterns --smt-to=60000 --widths=1,8,64 --impl-widths=8 --impl-index=false --impl-samples=4 >"$table" || true
python3 - "$root/docs/verification.md" "$table" "${2:-}" <<'PY'
import sys
doc, table, mode = open(sys.argv[1]).read(), open(sys.argv[2]).read(), sys.argv[3]
begin, end = "<!-- BEGIN PATTERN TABLE -->\n", "<!-- END PATTERN TABLE -->"
head, rest = doc.split(begin)
_, tail = rest.split(end)
out = head + begin + table + end + tail
if mode == "--stdout":
    sys.stdout.write(out)
else:
    open(sys.argv[1], "w").write(out)
PY
