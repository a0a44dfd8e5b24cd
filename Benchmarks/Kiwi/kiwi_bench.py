#!/usr/bin/env python3
"""kiwisolver (PyPI) side of the UI-layout solver workloads in SolverWorkloads.md.

Usage:
    pip install kiwisolver          # tested with 1.5.1 (solver core 1.5.1)
    python3 Benchmarks/Kiwi/kiwi_bench.py                       # default: N = 100, 1000 (about 1-2 min)
    python3 Benchmarks/Kiwi/kiwi_bench.py --sizes 100,1000,10000   # + N = 10000 (about 10 min; nested skipped)
    python3 Benchmarks/Kiwi/kiwi_bench.py --families flat,stack --ops build,resize
    python3 Benchmarks/Kiwi/kiwi_bench.py --quick               # N = 100 only, few reps

Prints one JSON object per line (stdout), e.g.
  {"impl": "kiwisolver-py", "workload": "build_flat", "n": 100, "unit": "ms_per_build",
   "median": ..., "min": ..., "max": ..., "reps": 21, "inner": 1,
   "checksum": 58500.0, "expected": 58500.0, "ok": true}

Workloads are specified exactly in SolverWorkloads.md beside this script. The C++ kiwi
measurements and the framework's Swift solver run the same workloads, so a
ratio can be taken in one run. Summary:
  families  flat | stack | nested, N views, 4 variables per view: L (left), T (top), W (width), H (height)
  ops       build   : fresh solver -> add edit vars -> suggest -> add all constraints -> updateVariables
            toggle  : add X, remove X (one required constraint), per add+remove pair
            resize  : suggestValue(winW, 1192 - 8*(k % 100)) + updateVariables, per iteration
            suggest : same sequence, suggestValue only
"""
import argparse
import json
import math
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:  # pragma: no cover
    sys.exit("kiwisolver is not installed: pip install kiwisolver")

REQUIRED, STRONG, WEAK = "required", "strong", "weak"


class Sys:
    def __init__(self, n):
        self.n = n
        self.solver = kiwi.Solver()
        self.winW = kiwi.Variable("winW")
        self.winH = kiwi.Variable("winH")
        self.L = [kiwi.Variable() for _ in range(n)]
        self.T = [kiwi.Variable() for _ in range(n)]
        self.W = [kiwi.Variable() for _ in range(n)]
        self.H = [kiwi.Variable() for _ in range(n)]


def build(fam, n):
    y = Sys(n)
    s, L, T, W, H, winW, winH = y.solver, y.L, y.T, y.W, y.H, y.winW, y.winH
    add = s.addConstraint
    s.addEditVariable(winW, STRONG)
    s.addEditVariable(winH, STRONG)
    s.suggestValue(winW, 800.0)
    s.suggestValue(winH, 600.0)
    if fam == "flat":
        for i in range(n):
            c, r = i % 10, i // 10
            f = c / 10.0
            if c == 0:
                add((L[i] == 2.0) | REQUIRED)
            else:
                add((L[i] == f * winW + 2.0) | REQUIRED)
            add((T[i] == 30.0 * r + 2.0) | REQUIRED)
            add((W[i] <= 0.1 * winW - 4.0) | REQUIRED)
            add((W[i] == 60.0) | WEAK)
            add((H[i] == 26.0) | STRONG)
    elif fam == "stack":
        for i in range(n):
            add((L[i] == 8.0) | REQUIRED)
            add((L[i] + W[i] == winW - 8.0) | REQUIRED)
            if i == 0:
                add((T[i] == 8.0) | REQUIRED)
            else:
                add((T[i] == T[i - 1] + H[i - 1] + 8.0) | REQUIRED)
            add((H[i] == 44.0) | STRONG)
    elif fam == "nested":
        for i in range(n):
            if i == 0:
                add((L[0] == 1.0) | REQUIRED)
                add((T[0] == 1.0) | REQUIRED)
                add((L[0] + W[0] == winW - 1.0) | REQUIRED)
                add((T[0] + H[0] == winH - 1.0) | REQUIRED)
            else:
                add((L[i] == L[i - 1] + 1.0) | REQUIRED)
                add((T[i] == T[i - 1] + 1.0) | REQUIRED)
                add((L[i] + W[i] == L[i - 1] + W[i - 1] - 1.0) | REQUIRED)
                add((T[i] + H[i] == T[i - 1] + H[i - 1] - 1.0) | REQUIRED)
    else:
        raise ValueError(fam)
    s.updateVariables()
    return y


def toggle_constraint(y, fam):
    m = y.n // 2
    if fam == "flat":
        return (y.W[m] == 30.0) | REQUIRED
    if fam == "stack":
        return (y.H[m] == 88.0) | REQUIRED
    return (y.W[m] == 100.0) | REQUIRED


def checksum(y):
    return sum(y.L[i].value() + y.T[i].value() + y.W[i].value() + y.H[i].value() for i in range(y.n))


def expected(fam, n, win_w, toggled=False):
    """Closed-form solution checksum (sum of L+T+W+H over all views); winH is always 600."""
    m = n // 2
    tot = 0.0
    if fam == "flat":
        for i in range(n):
            c, r = i % 10, i // 10
            w = 30.0 if (toggled and i == m) else min(60.0, 0.1 * win_w - 4.0)
            tot += (c / 10.0) * win_w + 2.0 + 30.0 * r + 2.0 + w + 26.0
    elif fam == "stack":
        for i in range(n):
            t = 8.0 + 52.0 * i + (44.0 if (toggled and i > m) else 0.0)
            h = 88.0 if (toggled and i == m) else 44.0
            tot += 8.0 + (win_w - 16.0) + t + h
    else:
        if toggled:
            win_w = 100.0 + 2.0 * (m + 1)
        for i in range(n):
            tot += 2.0 * (i + 1) + (win_w - 2.0 * (i + 1)) + (600.0 - 2.0 * (i + 1))
    return tot


def emit(workload, fam, n, samples, inner, unit, cks, exp):
    ok = abs(cks - exp) <= 1e-6 * max(1.0, abs(exp))
    rec = {
        "impl": "kiwisolver-py", "kiwisolver": kiwi.__version__, "workload": f"{workload}_{fam}", "n": n,
        "unit": unit, "median": round(statistics.median(samples), 4), "min": round(min(samples), 4),
        "max": round(max(samples), 4), "reps": len(samples), "inner": inner,
        "checksum": cks, "expected": exp, "ok": ok,
    }
    print(json.dumps(rec), flush=True)
    return ok


def run(fam, n, build_reps, op_reps, ops):
    pc = time.perf_counter
    all_ok = True
    times = []
    y = None
    for _ in range(build_reps):
        y = None  # drop the previous system outside the timed region
        t0 = pc()
        y = build(fam, n)
        times.append((pc() - t0) * 1e3)
    base = checksum(y)
    if "build" in ops:
        all_ok &= emit("build", fam, n, times, 1, "ms_per_build", base, expected(fam, n, 800.0))
    s = y.solver
    if "toggle" in ops:
        x = toggle_constraint(y, fam)
        t0 = pc()
        s.addConstraint(x)
        s.updateVariables()
        ck = checksum(y)
        s.removeConstraint(x)
        s.updateVariables()
        single = pc() - t0
        cycles = int(max(1, min(200, 0.1 / max(single, 1e-9))))
        times = []
        for _ in range(op_reps):
            t0 = pc()
            for _ in range(cycles):
                s.addConstraint(x)
                s.removeConstraint(x)
            times.append((pc() - t0) * 1e6 / cycles)
        s.updateVariables()
        if abs(checksum(y) - base) > 1e-6 * max(1.0, abs(base)):
            print(f"# toggle did not restore the state for {fam} {n}", file=sys.stderr)
            all_ok = False
        all_ok &= emit("toggle", fam, n, times, cycles, "us_per_add_remove_pair", ck, expected(fam, n, 800.0, True))
    if "resize" in ops or "suggest" in ops:
        w = y.winW
        t0 = pc()
        for k in range(100):  # untimed warm-up period
            s.suggestValue(w, 1192.0 - 8.0 * (k % 100))
            s.updateVariables()
        period = pc() - t0
        P = int(max(1, min(10, 0.2 / max(period, 1e-9))))
        seq = [1192.0 - 8.0 * (k % 100) for k in range(100 * P)]
        if "resize" in ops:
            times = []
            for _ in range(op_reps):
                t0 = pc()
                for v in seq:
                    s.suggestValue(w, v)
                    s.updateVariables()
                times.append((pc() - t0) * 1e6 / len(seq))
            all_ok &= emit("resize", fam, n, times, len(seq), "us_per_suggest_plus_update", checksum(y), expected(fam, n, 400.0))
        if "suggest" in ops:
            times = []
            for _ in range(op_reps):
                t0 = pc()
                for v in seq:
                    s.suggestValue(w, v)
                times.append((pc() - t0) * 1e6 / len(seq))
            s.updateVariables()
            all_ok &= emit("suggest", fam, n, times, len(seq), "us_per_suggest", checksum(y), expected(fam, n, 400.0))
    return all_ok


# (build_reps, op_reps) per N; nested at N >= 10000 is skipped by default (kiwi's build is ~N^2.7 there).
PLAN = {100: (21, 7), 1000: (7, 5), 10000: (3, 3)}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--families", default="flat,stack,nested")
    ap.add_argument("--sizes", default="100,1000")
    ap.add_argument("--ops", default="build,toggle,resize,suggest")
    ap.add_argument("--build-reps", type=int, default=None)
    ap.add_argument("--op-reps", type=int, default=None)
    ap.add_argument("--include-nested-10k", action="store_true")
    ap.add_argument("--quick", action="store_true", help="N=100 only, 5 reps")
    a = ap.parse_args()
    sizes = [100] if a.quick else [int(x) for x in a.sizes.split(",")]
    ops = set(a.ops.split(","))
    ok = True
    for n in sizes:
        for fam in a.families.split(","):
            if fam == "nested" and n >= 10000 and not a.include_nested_10k:
                print(json.dumps({"impl": "kiwisolver-py", "workload": f"*_{fam}", "n": n, "skipped": "too slow; pass --include-nested-10k"}), flush=True)
                continue
            br, orr = PLAN.get(n, (3, 3))
            if a.quick:
                br, orr = 5, 3
            br = a.build_reps or br
            orr = a.op_reps or orr
            ok &= run(fam, n, br, orr, ops)
    print(json.dumps({"impl": "kiwisolver-py", "all_ok": bool(ok)}), flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
