#!/usr/bin/env python3
"""bench/lowering/run.py - lowering to LLVM, translation and JIT runs beside MLIR 19.

Three tables, each tool beside its MLIR 19 peer in the same run, runs
alternated (assay, mlir, assay, mlir, ... --reps times) so that load from
other users of the machine hits both alike. Workloads are the reference
programs of ../shared/bench/gen_ir.py (seed 1), cached under build/bench/.

1. Lowering: modes flat and loops at each --sizes, with
     assay-opt   PIPELINE --mlir-disable-threading FILE -o OUT
     mlir-opt-19 PIPELINE --mlir-disable-threading FILE -o OUT
   PIPELINE = --arith-expand --convert-scf-to-cf --convert-arith-to-llvm
   --convert-func-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm
   --reconcile-unrealized-casts. Reported: median wall time, throughput
   assay/mlir (above 1: Assay is faster), CPU time mlir/assay, peak RSS
   assay/mlir (below 1: Assay uses less) and the ops in each output.
2. Translation: mlir-opt-19's lowered output of each workload through
     assay-translate --mlir-to-llvmir and mlir-translate-19 --mlir-to-llvmir
   (the same input for both).
3. Running: the loops run workload (gen_ir.py --mode loops --size 1048576
   --rows 512 --cols 512 --reps 64; --run-args overrides), lowered by
   mlir-opt-19, run with
     assay-run -e main --entry-point-result=void -OL FILE
     mlir-cpu-runner-19 -e main --entry-point-result=void -OL
       -shared-libs=libmlir_c_runner_utils.so FILE
   at -O0 and -O2; both must print the same (checked).

The report is Markdown on stdout; --write-results also puts it in
bench/RESULTS.md between <!-- BEGIN lowering --> and <!-- END lowering -->.

  bench/lowering/run.py --sizes 100k --reps 1 --no-run     # quick
  bench/lowering/run.py --sizes 1M --reps 3 --write-results
"""

import argparse
import datetime
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchlib import ROOT, count_ops, human, parse_size, timed  # noqa: E402
from benchlib import runner_lib, workload, write_results  # noqa: E402

PIPELINE = ["--arith-expand", "--convert-scf-to-cf", "--convert-arith-to-llvm",
            "--convert-func-to-llvm", "--finalize-memref-to-llvm",
            "--convert-cf-to-llvm", "--reconcile-unrealized-casts"]
RUN_ARGS = "--size 1048576 --rows 512 --cols 512 --reps 64"


def alternate(reps, ca, cm, out_a=None, out_m=None):
    """Runs the two commands alternately; medians of (wall, rss, cpu) each.
    `out_a`/`out_m`: files that take each command's stdout (the last
    run's)."""
    a, m = [], []
    for _ in range(reps):
        with open(out_a or os.devnull, "wb") as fa:
            a.append(timed(ca, stdout=fa))
        with open(out_m or os.devnull, "wb") as fm:
            m.append(timed(cm, stdout=fm))

    def med(xs):
        return [statistics.median(x[i] for x in xs) for i in range(3)]
    return med(a), med(m)


def main():
    bindir = ROOT / "build" / "bench" / "bin"
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--assay-opt", default=str(bindir / "assay-opt"))
    ap.add_argument("--assay-translate",
                    default=str(bindir / "assay-translate"))
    ap.add_argument("--assay-run", default=str(bindir / "assay-run"))
    ap.add_argument("--mlir-opt", default="mlir-opt-19")
    ap.add_argument("--mlir-translate", default="mlir-translate-19")
    ap.add_argument("--mlir-cpu-runner", default="mlir-cpu-runner-19")
    ap.add_argument("--sizes", default="100k,1M")
    ap.add_argument("--modes", default="flat,loops")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--run-args", default=RUN_ARGS)
    ap.add_argument("--no-run", action="store_true",
                    help="skip the third table")
    ap.add_argument("--write-results", action="store_true")
    args = ap.parse_args()

    cache = ROOT / "build" / "bench"
    cache.mkdir(parents=True, exist_ok=True)
    single = ["--mlir-disable-threading"]
    lower_rows, translate_rows, run_rows = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        out_a, out_m = tmp / "assay.mlir", tmp / "mlir.mlir"
        ll_a, ll_m = tmp / "assay.ll", tmp / "mlir.ll"
        for size in [parse_size(s) for s in args.sizes.split(",")]:
            for mode in args.modes.split(","):
                path = workload("lower", mode, size, cache)
                name = "%s %s" % (mode, human(size))
                before = count_ops(args.assay_opt, path)
                (wa, ra, ua), (wm, rm, um) = alternate(
                    args.reps,
                    [args.assay_opt] + PIPELINE + single +
                    [str(path), "-o", str(out_a)],
                    [args.mlir_opt] + PIPELINE + single +
                    [str(path), "-o", str(out_m)])
                left_a = count_ops(args.assay_opt, out_a)
                left_m = count_ops(args.assay_opt, out_m)
                lower_rows.append((name, before, wa, wm, wm / wa, um / ua,
                                   ra / rm, ra / 1024, rm / 1024, left_a,
                                   left_m))
                print("lower %-10s assay %.2fs mlir %.2fs x%.2f rss x%.2f "
                      "ops %d/%d" % (name, wa, wm, wm / wa, ra / rm, left_a,
                                     left_m), file=sys.stderr)
                # The same input for both translators: mlir-opt-19's output.
                (wa, ra, ua), (wm, rm, um) = alternate(
                    args.reps,
                    [args.assay_translate, "--mlir-to-llvmir", str(out_m),
                     "-o", str(ll_a)],
                    [args.mlir_translate, "--mlir-to-llvmir", str(out_m),
                     "-o", str(ll_m)])
                translate_rows.append((name, left_m, wa, wm, wm / wa,
                                       um / ua, ra / rm))
                print("translate %-10s assay %.2fs mlir %.2fs x%.2f rss "
                      "x%.2f" % (name, wa, wm, wm / wa, ra / rm),
                      file=sys.stderr)

        if not args.no_run:
            extra = args.run_args.split()
            src = workload("run", "loops", 0, cache, extra)
            lowered = tmp / "run.llvm.mlir"
            subprocess.run([args.mlir_opt] + PIPELINE +
                           [str(src), "-o", str(lowered)], check=True)
            for level in ("-O0", "-O2"):
                pa, pm = tmp / "run-a.txt", tmp / "run-m.txt"
                (wa, ra, ua), (wm, rm, um) = alternate(
                    args.reps,
                    [args.assay_run, "-e", "main",
                     "--entry-point-result=void", level, str(lowered)],
                    [args.mlir_cpu_runner, "-e", "main",
                     "--entry-point-result=void", level,
                     "-shared-libs=" + runner_lib(), str(lowered)],
                    out_a=pa, out_m=pm)
                same = pa.read_bytes() == pm.read_bytes()
                run_rows.append((level, wa, wm, wm / wa, um / ua, ra / rm,
                                 "yes" if same else "NO"))
                print("run %s assay %.2fs mlir %.2fs x%.2f same %s" % (
                    level, wa, wm, wm / wa, same), file=sys.stderr)

    lines = ["Lowering to LLVM (`bench/lowering/run.py --sizes %s --reps "
             "%d`), %s, %s, %d cores, load average before the run %.1f; "
             "single-threaded." % (args.sizes, args.reps,
                                   datetime.date.today().isoformat(),
                                   platform.machine(), os.cpu_count(),
                                   os.getloadavg()[0]),
             "",
             "| workload | ops | assay s | mlir s | throughput assay/mlir | "
             "CPU time mlir/assay | peak RSS assay/mlir | assay MiB | "
             "mlir MiB | ops out assay | ops out mlir |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
             "| ---: | ---: |"]
    for r in lower_rows:
        lines.append("| %s | %d | %.3f | %.3f | %.2f | %.2f | %.2f | %.0f | "
                     "%.0f | %d | %d |" % r)
    lines += ["", "`--mlir-to-llvmir` of mlir-opt-19's lowered output:", "",
              "| workload | ops in | assay s | mlir s | throughput "
              "assay/mlir | CPU time mlir/assay | peak RSS assay/mlir |",
              "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for r in translate_rows:
        lines.append("| %s | %d | %.3f | %.3f | %.2f | %.2f | %.2f |" % r)
    if run_rows:
        lines += ["", "The loops run workload (`gen_ir.py --mode loops %s`) "
                  "lowered by mlir-opt-19, run whole (start-up, compile, "
                  "run):" % args.run_args, "",
                  "| level | assay-run s | mlir-cpu-runner s | speed "
                  "assay/mlir | CPU time mlir/assay | peak RSS assay/mlir | "
                  "same output |",
                  "| --- | ---: | ---: | ---: | ---: | ---: | --- |"]
        for r in run_rows:
            lines.append("| %s | %.3f | %.3f | %.2f | %.2f | %.2f | %s |" % r)
    report = "\n".join(lines) + "\n"
    print(report)
    if args.write_results:
        write_results("lowering", "lowering to LLVM, translation, JIT runs",
                      report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
