#!/bin/sh
# The whole pattern table (every identity at integer widths 1-64, index 32
# and 64), with the time of each row, then the slowest 10 and the unknown
# rows by reason. Usage: bench/tv/pattern-table.sh [BUILD_DIR] [--widths=...]
set -eu
build=${1:-build/release}
# A build folder without the tool (e.g. "-"): the assay-tv on PATH.
tv=$build/bin/assay-tv
[ -x "$tv" ] || tv=assay-tv
[ $# -gt 0 ] && shift
widths=${1:---widths=all}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
start=$(date +%s)
status=0
"$tv" --patterns "$widths" --json --times >"$out" || status=$?
end=$(date +%s)
python3 - "$out" "$((end - start))" <<'PY'
import json, sys, collections
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
summary = rows.pop()["summary"]
print("whole table: %s s wall, %d entries" % (sys.argv[2], len(rows)))
print("counts:", ", ".join("%d %s" % (v, k) for k, v in summary.items()))
print("\nslowest 10:")
for r in sorted(rows, key=lambda r: -r["seconds"])[:10]:
    print("  %7.2f s  %s  %s" % (r["seconds"], r["pattern"], r["identity"]))
print("\nunknown by reason:")
reasons = collections.Counter(r["detail"].split(" at ")[0] for r in rows
                              if r["status"] == "unknown")
for reason, n in reasons.most_common():
    print("  %3d  %s" % (n, reason))
ints = [r for r in rows if r["status"] == "unknown" and "float" not in r["detail"]
        and "f16" not in r["detail"] and "sitofp" not in r["detail"]]
print("\nunknown among integer-only identities: %d" % len(ints))
PY
exit $status
