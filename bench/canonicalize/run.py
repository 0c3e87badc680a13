#!/usr/bin/env python3
"""bench/canonicalize/run.py - canonicalize and cse beside mlir-opt-19.

Workloads are the reference programs of ../shared/bench/gen_ir.py (modes
flat, cfg and loops, custom form) at the sizes given, generated once and
cached under build/bench/. Each pipeline runs on each file with both tools,
alternately (assay, mlir, assay, mlir, ... --reps times), so that load from
other users of the machine hits both alike:

  assay-opt   PIPELINE FILE -o OUT            (threads as configured)
  mlir-opt-19 PIPELINE FILE -o OUT

with PIPELINE one of `--canonicalize --cse` and `--canonicalize`, once
single-threaded (--mlir-disable-threading for both) and once with threads
(each tool's default thread pool). Reported: median wall time, the
throughput ratio assay/mlir (above 1: assay is faster), the ratio of CPU
time (user + system; steadier than wall time on a shared, loaded machine,
though cache and memory contention still weigh on it), the peak-RSS ratio
assay/mlir (below 1: assay uses less), and the ops left in each output
(every op, builtin.module included, counted by `--print-op-stats`): Assay
must not leave more than mlir-opt.

The report is Markdown on stdout; --write-results also puts it in
bench/RESULTS.md between <!-- BEGIN canonicalize --> and
<!-- END canonicalize -->.

  bench/canonicalize/run.py --sizes 100k --reps 1        # quick
  bench/canonicalize/run.py --sizes 1M --reps 3 --write-results
"""

import argparse
import datetime
import os
import platform
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchlib import ROOT, count_ops, human, parse_size, timed  # noqa: E402
from benchlib import workload as cached_workload  # noqa: E402
from benchlib import write_results  # noqa: E402

PIPELINES = (["--canonicalize", "--cse"], ["--canonicalize"])


def workload(mode, ops, cache):
    return cached_workload("canon", mode, ops, cache)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--assay-opt", default=str(ROOT / "build" / "bench" /
                                               "bin" / "assay-opt"))
    ap.add_argument("--mlir-opt", default="mlir-opt-19")
    ap.add_argument("--sizes", default="100k,1M")
    ap.add_argument("--modes", default="flat,cfg,loops")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--write-results", action="store_true")
    args = ap.parse_args()

    cache = ROOT / "build" / "bench"
    cache.mkdir(parents=True, exist_ok=True)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        out_a = Path(tmp) / "assay.mlir"
        out_m = Path(tmp) / "mlir.mlir"
        for size in [parse_size(s) for s in args.sizes.split(",")]:
            for mode in args.modes.split(","):
                path = workload(mode, size, cache)
                before = count_ops(args.assay_opt, path)
                for pipeline in PIPELINES:
                    for threads in (False, True):
                        extra = [] if threads else ["--mlir-disable-threading"]
                        ca = [args.assay_opt] + pipeline + extra + \
                            [str(path), "-o", str(out_a)]
                        cm = [args.mlir_opt] + pipeline + extra + \
                            [str(path), "-o", str(out_m)]
                        ta, tm, ra, rm, ua, um = [], [], [], [], [], []
                        for _ in range(args.reps):
                            w, r, u = timed(ca)
                            ta.append(w)
                            ra.append(r)
                            ua.append(u)
                            w, r, u = timed(cm)
                            tm.append(w)
                            rm.append(r)
                            um.append(u)
                        left_a = count_ops(args.assay_opt, out_a)
                        left_m = count_ops(args.assay_opt, out_m)
                        ma, mm = statistics.median(ta), statistics.median(tm)
                        ca_, cm_ = statistics.median(ua), statistics.median(um)
                        rows.append((
                            "%s %s" % (mode, human(size)), before,
                            " ".join(p.lstrip("-") for p in pipeline),
                            "threads" if threads else "1 thread",
                            ma, mm, mm / ma, cm_ / ca_,
                            statistics.median(ra) / statistics.median(rm),
                            left_a, left_m))
                        print("%-10s %-22s %-8s assay %.2fs mlir %.2fs "
                              "x%.2f (cpu x%.2f) left %d/%d" % (
                                  rows[-1][0], rows[-1][2], rows[-1][3], ma,
                                  mm, mm / ma, cm_ / ca_, left_a, left_m),
                              file=sys.stderr)

    lines = ["Canonicalization (`bench/canonicalize/run.py --sizes %s "
             "--reps %d`), %s, %s, %d cores, load average before the run "
             "%.1f." % (args.sizes, args.reps,
                        datetime.date.today().isoformat(),
                        platform.machine(), os.cpu_count(),
                        os.getloadavg()[0]),
             "",
             "| workload | ops | pipeline | threads | assay s | mlir s | "
             "throughput assay/mlir | CPU time mlir/assay | peak RSS "
             "assay/mlir | ops left assay | ops left mlir |",
             "| --- | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: "
             "| ---: | ---: |"]
    for r in rows:
        lines.append("| %s | %d | %s | %s | %.3f | %.3f | %.2f | %.2f | %.2f "
                     "| %d | %d |" % r)
    report = "\n".join(lines) + "\n"
    print(report)
    if args.write_results:
        write_results("canonicalize", "canonicalize and cse", report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
