"""The page arrangements of ``gen_held``: where the issuer, the customer, the title and the
references go. A layout is (issuer placement, references arrangement, customer side,
title placement); ``LAYOUTS`` lists the 36 used."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from held_blocks import Pair, address, items, kv, letterhead, strip
from held_canvas import Canvas
from held_lexicon import LABELS, RECEIPT, SCRAWLS, STAMPS, TABLE_HEAD, TOTALS
from held_names import Party


@dataclass
class Doc:
    """Everything a page prints; the layout decides where."""

    lang: str
    title: str
    sup: Party
    cust: Party
    pairs: list[Pair]
    date_line: str = ""  # "Kassel, den 03.03.2026": the document date with no label
    site: Party | None = None  # a separate deliver-to address
    carrier: Party | None = None
    show_brand: bool = False  # letterhead prints the brand, the legal name elsewhere
    tax_in_footer: bool = True
    cust_vat: bool = False
    page: str = ""
    printed: str = ""
    iban: str = ""
    stamp: str = ""
    labels: dict[str, str] = field(default_factory=dict)


# (issuer, references, customer side, title)
LAYOUTS: list[tuple[str, str, str, str]] = [
    ("lh_left", "colon", "left", "fields"), ("lh_left", "grid", "left", "center"),
    ("lh_left", "far", "right", "top"), ("lh_left", "boxed", "left", "fields"),
    ("lh_left", "titlenum", "left", "top"), ("lh_left", "strip", "right", "center"),
    ("lh_right", "colon", "left", "fields"), ("lh_right", "stacked", "left", "top"),
    ("lh_right", "twocol", "left", "center"), ("lh_right", "nocolon", "right", "fields"),
    ("lh_center", "inline", "left", "center"), ("lh_center", "boxed", "right", "top"),
    ("lh_center", "titlenum", "right", "top"), ("lh_center", "far", "left", "fields"),
    ("brand_footer", "colon", "left", "top"), ("brand_footer", "grid", "right", "fields"),
    ("brand_footer", "titlenum", "left", "center"), ("brand_footer", "strip", "left", "top"),
    ("sender_line", "colon", "left", "top"), ("sender_line", "far", "left", "fields"),
    ("sender_line", "boxed", "left", "center"), ("sender_line", "stacked", "left", "top"),
    ("email_only", "inline", "right", "top"), ("email_only", "twocol", "left", "fields"),
    ("email_only", "grid", "left", "top"), ("below_cust", "colon", "left", "top"),
    ("below_cust", "nocolon", "left", "center"), ("below_cust", "titlenum", "left", "top"),
    ("parties", "boxed", "left", "top"), ("parties", "colon", "left", "center"),
    ("parties", "strip", "left", "top"), ("sidebar", "stacked", "left", "top"),
    ("sidebar", "colon", "left", "fields"), ("sidebar", "far", "left", "center"),
    ("lh_right", "inline", "right", "center"), ("lh_left", "twocol", "right", "top"),
]  # fmt: skip


# Company-register lines and bank codes as each country's footers print them.
_REGISTRY = {"GB": "Registered in England No. 0881234", "IE": "CRO No. 481273",
             "US": "", "AU": "ACN 604 118 273", "MY": "Co. Reg. No. 201901004412 (1312345-K)",
             "DE": "HRB 4471, AG Kassel", "AT": "FN 284711 s, LG Linz",
             "CH": "Handelsregister Luzern",
             "FR": "RCS Lyon B 512 004 118", "BE": "RPM Gent 0712.334.118",
             "IT": "REA BS-45120 · Cap. soc. € 50.000 i.v.",
             "ES": "Reg. Merc. Valencia T. 812, F. 44",
             "NL": "KvK 51234871"}  # fmt: skip
_BIC = {"DE": "COBADEFFXXX", "AT": "RZOOAT2L", "FR": "BNPAFRPP", "BE": "GEBABEBB", "NL": "INGBNL2A",
        "IT": "BCITITMM", "ES": "CAIXESBBXXX", "CH": "UBSWCHZH80A", "IE": "AIBKIE2D"}  # fmt: skip


def _footer(cv: Canvas, doc: Doc, rng: random.Random, legal: bool) -> None:
    s, y = doc.sup, cv.h - 110.0
    cols: list[list[str]] = [[], [], []]
    if legal or rng.random() < 0.6:
        cols[0] += [s.name, s.street, s.city]
    if rng.random() < 0.5 and _REGISTRY[s.country]:
        cols[1].append(_REGISTRY[s.country])
    if doc.tax_in_footer and s.tax_id:
        cols[1].append(f"{s.tax_label}: {s.tax_id}")
    cols[1].append(f"Tel. {s.phone}")
    if doc.iban:
        cols[2] += [
            f"IBAN {doc.iban}",
            f"BIC {_BIC.get(s.country, 'BARCGB22')}",
        ]
    if rng.random() < 0.4 and all(len(c) <= 3 for c in cols):
        # some footers are one long legal line instead of columns
        line = " · ".join(t for c in cols for t in c)
        cv.put(line, cv.w / 2, y, 11, "c")
    else:
        for i, col in enumerate(cols):
            yy = y
            for t in col:
                yy = cv.put(t, 50 + i * (cv.w - 100) / 3, yy, 12)
    if doc.page:
        cv.put(doc.page, cv.w - 50, cv.h - 40, 13, "r")


def _issuer(cv: Canvas, doc: Doc, style: str, rng: random.Random) -> tuple[float, bool]:
    """Prints the issuer's top-of-page part; returns (y below it, legal name needed in footer)."""
    s = doc.sup
    big = s.brand if doc.show_brand else s.name
    tax = not doc.tax_in_footer
    if style == "lh_left":
        return letterhead(cv, 60, 50, s, rng, "l", big, tax) + 30, big != s.name
    if style == "lh_right":
        return letterhead(cv, cv.w - 60, 50, s, rng, "r", big, tax) + 30, big != s.name
    if style == "lh_center":
        return letterhead(cv, cv.w / 2, 45, s, rng, "c", big, tax) + 30, big != s.name
    if style in ("brand_footer", "email_only"):
        x, align = rng.choice(((60.0, "l"), (cv.w / 2, "c")))
        y = cv.put(s.brand, x, 50 if align == "l" else 90, 52, align)
        if style == "email_only":
            cv.put(f"{s.email} · {s.phone}", cv.w - 60, 60, 14, "r")
        return y + 40, True
    if style == "sender_line":
        cv.put(f"{s.name} · {s.street} · {s.city}", 60, 230, 11)
        return 120.0, False
    return 60.0, True  # below_cust / parties / sidebar print the issuer with the customer


def render(doc: Doc, layout: tuple[str, str, str, str], cv: Canvas, rng: random.Random,
           kind: str) -> None:  # fmt: skip
    issuer, refs, side, title_at = layout
    lab = LABELS[doc.lang]
    y, legal = _issuer(cv, doc, issuer, rng)
    pairs = list(doc.pairs)
    title = doc.title
    if refs == "titlenum":
        num = next(p for p in pairs if p.key in ("num", "inv"))
        pairs.remove(num)
        title = f"{title} {rng.choice(('Nr.', 'No.', 'n°', 'nº', '#', ''))} {num.value}"
    left, right = 60.0, cv.w / 2 + 40
    cust_x, ref_x = (left, right) if side == "left" else (right, left)
    sidebar_end = 0.0
    if issuer == "sidebar":  # the issuer's details run down the right; all else on the left
        sidebar_end = letterhead(cv, cv.w - 60, 50, doc.sup, rng, "r", doc.sup.name,
                                 not doc.tax_in_footer, size=26.0)  # fmt: skip
        cust_x = ref_x = left
        if title_at == "top":
            y = cv.put(title, left, 50, 30) + 10
    elif title_at == "top":
        short = len(title) + len(doc.sup.name) < 44
        if issuer in ("lh_left", "sender_line") and short:
            cv.put(title, cv.w - 60, 50, 30, "r")
        else:
            y = cv.put(title, cv.w - 60, y, 30, "r") + 10
    if doc.date_line and issuer == "sidebar":
        y = cv.put(doc.date_line, left, y, 17) + 10
    elif doc.date_line:
        y = cv.put(doc.date_line, cv.w - 60, y, 17, "r") + 10
    if doc.printed:
        cv.put(doc.printed, cv.w - 60, 20, 11, "r")
    if issuer == "sender_line":
        y = max(y, 250.0)
    if issuer == "parties":
        third = (cv.w - 120) / 3
        parts = [
            (rng.choice(lab["sender"]), doc.sup),
            (rng.choice(lab["ship"]), doc.site or doc.cust),
        ]
        if doc.carrier:
            parts.append((rng.choice(lab["carrier"]), doc.carrier))
        bottom = y
        for i, (label, party) in enumerate(parts):
            yy = address(cv, 60 + i * third, y, party, label, rng, 14, vat=party is doc.sup)
            bottom = max(bottom, yy)
        y, cust_x, ref_x = bottom + 20, left, right
        legal = False
    top = y
    if issuer == "below_cust":
        yc = address(cv, cust_x, y, doc.cust, "", rng)
        yc = letterhead(cv, cust_x, yc + 40, doc.sup, rng, "l", doc.sup.name, True, size=24.0)
    elif issuer != "parties":
        label = rng.choice(lab["bill"] + ("",)) if doc.site else rng.choice(lab["ship"] + ("",))
        yc = address(cv, cust_x, y, doc.cust, label, rng, vat=doc.cust_vat)
        if doc.site:
            yc = address(cv, cust_x, yc + 14, doc.site, rng.choice(lab["ship"]), rng)
    else:
        yc = y
    if issuer == "sidebar":
        top = yc + 20
    if title_at == "fields":
        top = cv.put(title, ref_x, top, 28)
    y = max(yc, top)
    if refs == "strip":
        y = strip(cv, y + 20, pairs)
    elif refs == "twocol" or (refs in ("boxed", "grid") and rng.random() < 0.5):
        y = kv(cv, 50, y + 20, cv.w - 100, pairs, refs, rng)
    else:
        style = "colon" if refs == "titlenum" else refs
        y = max(yc, kv(cv, ref_x, top, cv.w / 2 - 100, pairs, style, rng))
    y = max(y, sidebar_end)
    if title_at == "center":
        y = cv.put(title, cv.w / 2, y + 20, 32, "c") + 10
    if doc.carrier and issuer != "parties":
        y = cv.put(f"{doc.labels['carrier']}: {doc.carrier.name}", 50, y + 10, 16)
    y = items(cv, y + 30, TABLE_HEAD[doc.lang], rng)
    y = cv.put(f"{rng.choice(TOTALS[doc.lang])}: {rng.randint(2, 40)}", cv.w - 300, y, 16)
    cv.put(rng.choice(RECEIPT[doc.lang]), 60, y + 40, 15)
    cv.put("_" * 24, cv.w - 420, y + 60, 15)
    _footer(cv, doc, rng, legal)
    if doc.stamp:
        cv.put(f"{STAMPS[doc.lang]} {doc.stamp}", rng.uniform(400, 800), y + 100, 22)
    if kind == "photo":  # pen marks anywhere on the body, over the print or not
        for _ in range(rng.randint(1, 3)):
            cv.put(rng.choice(SCRAWLS), rng.uniform(80, cv.w - 200), rng.uniform(300, y + 80), 26)
