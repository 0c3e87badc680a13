#!/bin/sh
# The whole pattern table (every identity at integer widths 1-64, index 32
# and 64; part (b) at i1, i8, i64 and index, at most 16 constant assignments
# per identity and type), split over JOBS processes (default: the number of
# cores), with the time of each row, then the slowest 10 and the unknown
# rows by reason. Usage: bench/tv/pattern-table.sh [BUILD_DIR] [--widths=...]
set -eu
build=${1:-build/release}
# A build folder without the tool (e.g. "-"): the assay-tv on PATH.
tv=$build/bin/assay-tv
[ -x "$tv" ] || tv=assay-tv
[ $# -gt 0 ] && shift
widths=${1:---widths=all}
jobs=${JOBS:-$(nproc)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
start=$(date +%s)
status=0
k=0
pids=
while [ "$k" -lt "$jobs" ]; do
  "$tv" --patterns "$widths" --json --times --shard="$k/$jobs" \
    >"$dir/$k.json" 2>"$dir/$k.err" &
  pids="$pids $!"
  k=$((k + 1))
done
for pid in $pids; do
  wait "$pid" || status=$?
done
end=$(date +%s)
cat "$dir"/*.err >&2
python3 - "$dir" "$((end - start))" "$jobs" <<'PY'
import json, sys, collections, glob
rows, summary = [], collections.Counter()
for path in sorted(glob.glob(sys.argv[1] + "/*.json")):
    part = [json.loads(l) for l in open(path) if l.strip()]
    summary.update(part.pop()["summary"])
    rows += part
print("whole table: %s s wall over %s processes, %d entries, %.0f s of rows"
      % (sys.argv[2], sys.argv[3], len(rows), sum(r["seconds"] for r in rows)))
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
        and "f16" not in r["detail"] and "f32" not in r["detail"]
        and "sitofp" not in r["detail"]]
print("\nunknown among integer-only identities: %d" % len(ints))
for r in rows:
    if r["status"] == "refuted":
        print("REFUTED: %s  %s: %s" % (r["pattern"], r["identity"], r["detail"]))
PY
exit $status
