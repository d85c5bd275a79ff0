"""Page normaliser speed, size and memory against the practical limits (run on demand).

    .venv/bin/python bench/normalise.py [--digital 6] [--scans 3] [--rounds 2]

Generates digital PDFs (fpdf2, 8 pages each) and image-only scan PDFs (5 JPEG pages each),
then measures, in the same run and each in its own process: our normaliser as shipped
(200 dpi, long edge capped at 2000 px), the same in the worker's render child under its
memory and CPU budget (``ours-caged``, child start-up included), our normaliser uncapped
(same pixels as the bare loop), a bare loop of pypdfium2 render + Pillow PNG save at 200 dpi, and
``pdftoppm -png -r 200`` as a user would run it. Prints pages/s (best of the rounds), PNG
bytes/page and peak RSS, with ratios; targets: within 1.3x of the bare loop's pages/s and
fewer bytes/page than pdftoppm.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DPI = 200
CONTENDERS = ("ours", "ours-caged", "ours-uncapped", "bare", "pdftoppm")


def generate(folder: Path, digital: int, scans: int) -> None:
    """Write the test PDFs into ``folder`` (in a worker, so the parent stays small)."""
    from fpdf import FPDF
    from PIL import Image, ImageChops, ImageDraw

    rng = random.Random(7)
    for n in range(digital):
        pdf = FPDF(unit="pt", format="A4")
        pdf.set_font("Helvetica", size=9)
        for page in range(8):
            pdf.add_page()
            pdf.set_font("Helvetica", "B", 16)
            pdf.text(40, 60, f"DELIVERY NOTE DN-{n:03d}{page:02d}   Page {page + 1} of 8")
            pdf.set_font("Helvetica", size=9)
            pdf.rect(36, 80, 523, 700)
            for row in range(55):
                y = 100 + row * 12.5
                item = rng.choice(["Rebar B500B 16mm", "Ready-mix C30/37", "Aggregate 20mm"])
                pdf.text(44, y, f"{row + 1:3d}  {item:<22} qty {rng.randint(1, 900):>5}  t")
                pdf.text(360, y, f"PO-{rng.randint(1000, 9999)}   {rng.random() * 1e4:10.2f} EUR")
        (folder / f"digital-{n}.pdf").write_bytes(bytes(pdf.output()))
    for n in range(scans):
        pdf = FPDF(unit="pt", format="A4")
        for page in range(5):
            image = Image.new("L", (1654, 2339), 236)
            draw = ImageDraw.Draw(image)
            for line in range(50):
                draw.text((90, 90 + 42 * line), f"{n}-{page}-{line:02d} Gravel 20mm x 12", fill=30)
            speckle = Image.effect_noise(image.size, 10).point(lambda v: v // 8)
            jpeg = io.BytesIO()
            ImageChops.subtract(image, speckle).convert("RGB").save(jpeg, "JPEG", quality=80)
            pdf.add_page()
            pdf.image(jpeg, x=0, y=0, w=595.28, h=841.89)
        (folder / f"scan-{n}.pdf").write_bytes(bytes(pdf.output()))


def run_worker(contender: str, folder: Path) -> dict[str, float]:
    """Normalise every PDF in ``folder`` one way; report pages, seconds, bytes, peak RSS."""
    sources = sorted(folder.glob("*.pdf"))
    pages = size = 0
    if contender == "pdftoppm":
        out = folder / "ppm"
        out.mkdir(exist_ok=True)
        start = time.perf_counter()
        for source in sources:
            subprocess.run(
                ["pdftoppm", "-png", "-r", str(DPI), source, out / source.stem], check=True
            )
        seconds = time.perf_counter() - start
        pngs = list(out.glob("*.png"))
        pages, size = len(pngs), sum(p.stat().st_size for p in pngs)
        shutil.rmtree(out)
        rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        return {"pages": pages, "seconds": seconds, "bytes": size, "rss_kib": rss}
    datas = [source.read_bytes() for source in sources]
    if contender == "bare":
        import pypdfium2 as pdfium

        start = time.perf_counter()
        for data in datas:
            doc = pdfium.PdfDocument(data)
            for page in doc:
                buffer = io.BytesIO()
                page.render(scale=DPI / 72).to_pil().save(buffer, format="PNG")
                pages, size = pages + 1, size + buffer.tell()
            doc.close()
        seconds = time.perf_counter() - start
    elif contender == "ours-caged":  # as the worker runs it: one render child per pass
        from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions
        from dn_pipeline.stages.rendercage import Cage, RenderLimits

        start = time.perf_counter()
        with Cage(NormaliseOptions(dpi=DPI), RenderLimits()) as cage:
            for data in datas:
                cage.open(data)
                for result in cage.pages():
                    assert isinstance(result, NormalisedPage)
                    pages, size = pages + 1, size + len(result.png)
        seconds = time.perf_counter() - start
    else:
        from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions, iter_pages

        options = NormaliseOptions(
            dpi=DPI, max_long_edge=10**6 if contender == "ours-uncapped" else 2000
        )
        start = time.perf_counter()
        for data in datas:
            for result in iter_pages(data, options):
                assert isinstance(result, NormalisedPage)
                pages, size = pages + 1, size + len(result.png)
        seconds = time.perf_counter() - start
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"pages": pages, "seconds": seconds, "bytes": size, "rss_kib": rss}


def measure(contender: str, folder: Path) -> dict[str, float]:
    worker = [sys.executable, __file__, "--worker", contender, str(folder)]
    return dict(json.loads(subprocess.run(worker, check=True, capture_output=True).stdout))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--digital", type=int, default=6, help="digital PDFs of 8 pages")
    parser.add_argument("--scans", type=int, default=3, help="scan PDFs of 5 image pages")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds; best time wins")
    parser.add_argument("--worker", nargs=2, metavar=("CONTENDER", "DIR"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        contender, folder = args.worker
        if contender == "generate":
            generate(Path(folder), args.digital, args.scans)
        else:
            print(json.dumps(run_worker(contender, Path(folder))))
        return

    contenders = [c for c in CONTENDERS if c != "pdftoppm" or shutil.which("pdftoppm")]
    if "pdftoppm" not in contenders:
        print("pdftoppm not found (apt-get install -y poppler-utils): its row is left out")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        gen = [sys.executable, __file__, "--worker", "generate", tmp]
        subprocess.run(
            [*gen, "--digital", str(args.digital), "--scans", str(args.scans)], check=True
        )
        best: dict[str, dict[str, float]] = {}
        for _ in range(args.rounds):  # interleaved, so machine load hits every contender alike
            for contender in contenders:
                result = measure(contender, folder)
                if contender not in best or result["seconds"] < best[contender]["seconds"]:
                    best[contender] = result
    report(best)


def report(best: dict[str, dict[str, float]]) -> None:
    bare, ppm = best["bare"], best.get("pdftoppm")
    print(f"{'contender':<14} {'pages':>5} {'pages/s':>8} {'KiB/page':>9} {'peak RSS MiB':>12}"
          f" {'speed vs bare':>13} {'bytes vs pdftoppm':>17}")  # fmt: skip
    for name, r in best.items():
        rate = r["pages"] / r["seconds"]
        per_page = r["bytes"] / r["pages"]
        speed = rate / (bare["pages"] / bare["seconds"])
        vs_ppm = f"{per_page / (ppm['bytes'] / ppm['pages']):.2f}x" if ppm else "n/a"
        print(f"{name:<14} {r['pages']:>5.0f} {rate:>8.1f} {per_page / 1024:>9.0f}"
              f" {r['rss_kib'] / 1024:>12.0f} {speed:>12.2f}x {vs_ppm:>17}")  # fmt: skip


if __name__ == "__main__":
    main()
