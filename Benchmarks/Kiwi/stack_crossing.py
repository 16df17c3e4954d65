"""Kiwi's side of layout-bench's `stack_crossing` workload (Benchmarks/WORKLOADS.md).

    python3 Benchmarks/Kiwi/stack_crossing.py N EDITS [WARMUP] [BUILDS]

A row of N labels: per label, in order, the chain link (required), width_i >= 0 (required),
width_i == iw(i) (medium), width_i <= iw(i) and width_i >= iw(i) (weak x 2, weak for the last
label); then left_{N-1} + width_{N-1} + 8 == W (required); W is a strong edit variable. Edits
alternate across the kink: S(N) + 100 for odd k, S(N) - 15 for even k. layout-bench builds the
same constraints in the same order for PadLayout's Solver and runs this script right before
its own side (`layout-bench --only crossing --kiwi`), so both are measured in one run.

Prints one JSON line: the median build time (constraints added, edit added, first suggestion
solved) and the median, 10th and 90th percentile re-solve time in microseconds (suggestValue
plus updateVariables, perf_counter around each), after checking the solution against its
closed form every 97 edits and at the end. Needs kiwisolver (`pip install kiwisolver`).
"""
import json
import sys
import time

import kiwisolver
from kiwisolver import Solver, Variable, strength

SPACING = 8.0


def iw(i):
    return float(20 + (37 * i) % 61)


def stack_s(n):
    return sum(iw(i) for i in range(n)) + 8 * (n + 1)


def target(n, k):
    return stack_s(n) + (100 if k % 2 == 1 else -15)


def build(n):
    s = Solver()
    W = Variable("W")
    left = [Variable(f"left{i}") for i in range(n)]
    width = [Variable(f"width{i}") for i in range(n)]
    weak2 = strength.create(0, 0, 2)
    cons = []
    for i in range(n):
        w = iw(i)
        last = i == n - 1
        cons.append(left[i] == SPACING if i == 0 else left[i] == left[i - 1] + width[i - 1] + SPACING)
        cons.append(width[i] >= 0)
        cons.append((width[i] == w) | strength.medium)
        cons.append((width[i] <= w) | (strength.weak if last else weak2))
        cons.append((width[i] >= w) | (strength.weak if last else weak2))
    cons.append(left[n - 1] + width[n - 1] + SPACING == W)
    t0 = time.perf_counter()
    for c in cons:
        s.addConstraint(c)
    s.addEditVariable(W, strength.strong)
    s.suggestValue(W, target(n, 0))
    s.updateVariables()
    return s, W, left, width, (time.perf_counter() - t0) * 1e3


def check(n, k, left, width):
    w = target(n, k)
    extra = w - stack_s(n)
    if abs(width[n - 1].value() - (iw(n - 1) + extra)) > 1e-6 * max(1, abs(w)):
        sys.exit(f"stack_crossing {n} k={k}: last width {width[n - 1].value()}")
    for i in (0, n // 2, n - 2):
        if 0 <= i < n - 1 and abs(width[i].value() - iw(i)) > 1e-6 * max(1, abs(w)):
            sys.exit(f"stack_crossing {n} k={k}: width{i} {width[i].value()}")
    if abs(left[n - 1].value() + width[n - 1].value() + 8 - w) > 1e-6 * max(1, abs(w)):
        sys.exit(f"stack_crossing {n} k={k}: right edge")


def percentile(values, p):
    return values[min(len(values) - 1, int(p * (len(values) - 1) + 0.5))]


def main():
    n = int(sys.argv[1])
    edits = int(sys.argv[2])
    warmup = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    builds = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    build_ms = []
    built = None
    for _ in range(builds):
        built = build(n)
        build_ms.append(built[4])
    s, W, left, width, _ = built
    check(n, 0, left, width)
    samples = []
    for k in range(1, warmup + edits + 1):
        value = target(n, k)
        t0 = time.perf_counter()
        s.suggestValue(W, value)
        s.updateVariables()
        dt = (time.perf_counter() - t0) * 1e6
        if k > warmup:
            samples.append(dt)
        if k % 97 == 0:
            check(n, k, left, width)
    check(n, warmup + edits, left, width)
    samples.sort()
    build_ms.sort()
    print(json.dumps({"workload": "stack_crossing", "engine": "kiwi", "version": kiwisolver.__version__, "n": n,
                      "builds": builds, "build_first_solve_ms": round(build_ms[len(build_ms) // 2], 3),
                      "edits": len(samples), "resolve_us_median": round(samples[len(samples) // 2], 2),
                      "resolve_us_p10": round(percentile(samples, 0.10), 2),
                      "resolve_us_p90": round(percentile(samples, 0.90), 2)}))


if __name__ == "__main__":
    main()
