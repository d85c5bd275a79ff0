"""What the render child costs (run on demand): ``./dev bench rendercage``.

Renders an 8-page digital PDF five times in process and five times through ``Cage`` (one
child per pass, as the worker's preparing does: start-up, the source sent over a pipe, the
PNGs sent back), and prints the medians of wall time and of CPU time (this process plus its
children) with the difference: the fixed price of the budget per preparing pass.
"""

from __future__ import annotations

import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dn_pipeline.stages.normalise import NormaliseOptions, iter_pages
from dn_pipeline.stages.rendercage import Cage, RenderLimits
from tests import corpus

ROUNDS = 5


def cpu_s() -> float:
    own, kids = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def main() -> None:
    data = corpus.text_pdf(["REF NOTE=X PAGE={page} OF=8"], pages=8)
    options = NormaliseOptions()
    medians: dict[str, tuple[float, float]] = {}
    for name in ("in process", "caged"):
        walls, cpus = [], []
        for _ in range(ROUNDS):
            wall, cpu = time.perf_counter(), cpu_s()
            if name == "caged":
                with Cage(options, RenderLimits()) as cage:
                    cage.open(data)
                    pages = len(list(cage.pages()))
            else:
                pages = len(list(iter_pages(data, options)))
            assert pages == 8
            walls.append(time.perf_counter() - wall)
            cpus.append(cpu_s() - cpu)
        medians[name] = (statistics.median(walls), statistics.median(cpus))
    print(f"8 digital pages at 200 dpi, median of {ROUNDS}")
    print(f"{'':<12} {'wall s':>7} {'cpu s':>7}")
    for name, (wall, cpu) in medians.items():
        print(f"{name:<12} {wall:>7.2f} {cpu:>7.2f}")
    (w0, c0), (w1, c1) = medians["in process"], medians["caged"]
    print(f"{'child cost':<12} {w1 - w0:>+7.2f} {c1 - c0:>+7.2f}   (per preparing pass)")


if __name__ == "__main__":
    main()
