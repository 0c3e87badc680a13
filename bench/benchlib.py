"""bench/benchlib.py - what the benchmark scripts share.

Sizes on the command line, the cached reference workloads of
../shared/bench/gen_ir.py, one timed child process (wall time, peak RSS and
CPU time), op counts through a tool's --print-op-stats, and the rewriting
of one section of bench/RESULTS.md between its markers.
"""

import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GEN_IR = ROOT.parent / "shared" / "bench" / "gen_ir.py"


def parse_size(text):
    """`1000`, `10k` or `1M` as an integer."""
    text = text.strip().lower()
    scale = {"k": 1000, "m": 1000000}.get(text[-1], 1)
    return int(float(text.rstrip("km")) * scale)


def human(n):
    return "%gM" % (n / 1e6) if n >= 1000000 else "%gk" % (n / 1e3)


def workload(prefix, mode, ops, cache, extra=()):
    """The gen_ir.py program of `mode` with `ops` ops (seed 1), generated
    once into `cache`; `extra` are more gen_ir.py arguments, part of the
    file's name."""
    tag = "".join("-" + a.lstrip("-") for a in extra)
    path = Path(cache) / ("%s-%s-%d%s.mlir" % (prefix, mode, ops, tag))
    if not path.exists():
        subprocess.run([sys.executable, str(GEN_IR), "--mode", mode,
                        "--ops", str(ops), "--seed", "1", *extra,
                        "-o", str(path)],
                       check=True, stderr=subprocess.DEVNULL)
    return path


def timed(cmd, stdout=subprocess.DEVNULL):
    """Wall seconds, peak RSS (KiB) and CPU seconds (user + system) of one
    run of `cmd`; raises on failure."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=stdout, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    err = proc.stderr.read().decode()
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError("%s failed:\n%s" % (" ".join(map(str, cmd)), err))
    return wall, usage.ru_maxrss, usage.ru_utime + usage.ru_stime


def count_ops(tool, path):
    """Every op of the file, from the tool's --print-op-stats table."""
    p = subprocess.run([tool, "--print-op-stats", str(path), "-o",
                        os.devnull], capture_output=True, text=True,
                       check=True)
    return sum(int(m.group(1)) for m in
               re.finditer(r"^\s*\S+\s*,\s*(\d+)\s*$",
                           p.stdout + p.stderr, re.M))


def write_results(section, title, report):
    """Puts `report` in bench/RESULTS.md between the markers of `section`,
    adding a `## title` section at the end the first time."""
    results = ROOT / "bench" / "RESULTS.md"
    text = results.read_text()
    begin, end = "<!-- BEGIN %s -->" % section, "<!-- END %s -->" % section
    block = begin + "\n" + report + end
    if begin in text:
        text = re.sub(re.escape(begin) + ".*?" + re.escape(end),
                      lambda _: block, text, flags=re.S)
    else:
        text = text.rstrip("\n") + "\n\n## %s\n\n" % title + block + "\n"
    results.write_text(text)


def runner_lib():
    """MLIR 19's libmlir_c_runner_utils.so."""
    for name in ("libmlir_c_runner_utils.so",
                 "libmlir_c_runner_utils.so.19.1"):
        path = Path("/usr/lib/llvm-19/lib") / name
        if path.is_file():
            return str(path)
    sys.exit("MLIR 19's libmlir_c_runner_utils.so is not installed")
