"""Kiwi's side of layout-bench's `weak_chain` workload (issue 15's probe).

    python3 Benchmarks/Kiwi/weak_chain.py N [BUILDS]

n variables v[0..n-1]; first the required links v[i] >= v[i-1] + 10 for i = 1..n-1, in
order, then a weak v[i] == 0 for each i, in order; then updateVariables(). layout-bench adds
the same constraints in the same order to PadLayout's Solver and runs this script between its
own builds (`layout-bench --only weakchain --kiwi`), so both sides are measured in one run.

Prints one JSON line: wall and CPU milliseconds (median over BUILDS, default 1) from the
first addConstraint to the end of updateVariables(). The solution is checked against its
closed form first (every gap exactly 10, the middle straddling 0); a wrong value exits 1.
Needs kiwisolver (`pip install kiwisolver`).
"""
import json
import sys
import time

import kiwisolver
from kiwisolver import Solver, Variable


def build(n):
    v = [Variable(f"v{i}") for i in range(n)]
    links = [v[i] >= v[i - 1] + 10 for i in range(1, n)]
    weak = [(v[i] == 0) | "weak" for i in range(n)]
    s = Solver()
    wall, cpu = time.perf_counter(), time.process_time()
    for c in links:
        s.addConstraint(c)
    for c in weak:
        s.addConstraint(c)
    s.updateVariables()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    values = [x.value() for x in v]
    for i in range(1, n):
        if abs(values[i] - values[i - 1] - 10) > 1e-6 * 10 * n:
            sys.exit(f"weak_chain {n}: gap {i} is {values[i] - values[i - 1]}")
    low = values[(n - 1) // 2]
    if not (-10 - 1e-6 <= low <= 1e-6) or (n % 2 == 1 and abs(low) > 1e-6):
        sys.exit(f"weak_chain {n}: v[{(n - 1) // 2}] = {low}")
    return wall * 1e3, cpu * 1e3


def main():
    n = int(sys.argv[1])
    builds = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    runs = sorted(build(n) for _ in range(builds))
    wall, cpu = runs[len(runs) // 2]
    print(json.dumps({"workload": "weak_chain", "engine": "kiwi", "version": kiwisolver.__version__,
                      "n": n, "builds": builds, "build_first_solve_ms": round(wall, 3),
                      "cpu_ms": round(cpu, 3)}))


if __name__ == "__main__":
    main()
