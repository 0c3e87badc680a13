#!/usr/bin/env python3
"""Runs generated programs on the interpreter and on a second engine.

    fuzz-differential.py --seeds A:B [--gen-args ARGS] [-j N] -- CMD...

For each seed in [A, B), writes `assay-fuzz gen --seed S ARGS` to a scratch
file, runs `assay-run --interp -e main --entry-point-result=void FILE` and
`CMD... FILE`, and compares what they print on standard output. Either
failing to run is a difference too. Prints one line per difference (the
seed, the first differing line of each) and `N of M programs agree`; exits
1 when any differs. The generated file of each difference is kept in the
scratch directory named by --keep (default: none kept).
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def check(seed, args, tmp):
    path = os.path.join(tmp, "gen-%d.mlir" % seed)
    rc, out, err = run(["assay-fuzz", "gen", "--seed", str(seed), "-o",
                        tmp] + args.gen_args.split())
    if rc:
        return seed, "assay-fuzz gen failed: " + err.strip(), path
    rc_a, out_a, err_a = run(["assay-run", "--interp", "-e", "main",
                              "--entry-point-result=void", path])
    if rc_a:
        return seed, "the interpreter failed: " + err_a.strip(), path
    rc_b, out_b, err_b = run(args.cmd + [path])
    if rc_b:
        return seed, "the reference failed: " + err_b.strip()[-400:], path
    if out_a != out_b:
        la, lb = out_a.splitlines(), out_b.splitlines()
        for i in range(max(len(la), len(lb))):
            a = la[i] if i < len(la) else "<end>"
            b = lb[i] if i < len(lb) else "<end>"
            if a != b:
                return seed, "line %d: interpreter %s, reference %s" % (
                    i + 1, a, b), path
    return seed, None, path


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", required=True, help="A:B")
    ap.add_argument("--gen-args", default="")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--keep", help="a directory for the differing programs")
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    if args.cmd and args.cmd[0] == "--":
        args.cmd = args.cmd[1:]
    if not args.cmd:
        ap.error("a reference command is needed after --")
    a, b = (int(x) for x in args.seeds.split(":"))
    differing = 0
    with tempfile.TemporaryDirectory() as tmp:
        with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
            for seed, why, path in pool.map(lambda s: check(s, args, tmp),
                                            range(a, b)):
                if why is None:
                    continue
                differing += 1
                print("seed %d: %s" % (seed, why))
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    shutil.copy(path, args.keep)
    print("%d of %d programs agree" % (b - a - differing, b - a))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
