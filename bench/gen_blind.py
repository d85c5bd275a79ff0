"""A held-out generator of delivery-note pages, for measuring the field finder (issue #13).

``generate(seed=29, count=180)`` yields ``(truth, page)`` pairs, deterministic per seed,
stdlib only. It was written without looking at the finder or at ``gen_notes`` so that the
finder is measured on paperwork it was not tuned against: 42 layouts (``blind_layout``)
in English, German, French, Italian, Spanish and Dutch from 17 countries; delivery notes,
dockets, packing slips, DDTs, albaranes, pakbonnen and some invoices; the supplier in a
letterhead (left, right, centred), only in a footer legal line, in a sender line above the
address window or behind a brand logo and an e-mail domain; the customer block left, right
or above; labels with or without colons, values in boxed header cells, far right or on
the next line, two-column and stacked blocks, the number in the title line; distractor
numbers (customer and account numbers, our order number, an invoice number on a delivery
note, IBAN, phones, the customer's VAT, page N of M, item codes, quantities, totals) and
dates (order, due, print date and time) in each country's numeric order, ISO, month
names and abbreviations, two-digit years and ordinals. Each page is ``digital`` (exact
words), ``scan`` or ``photo`` (OCR line segments with noise: ``blind_noise``).

Truth per note: ``file``, ``kind``, ``language``, ``layout``, ``document_number``,
``date`` (ISO: the delivery / dispatch date if printed, else the document date),
``po_number`` ("" when none is printed), ``supplier`` (legal name as printed),
``supplier_aliases``, ``supplier_tax_id`` ("" when none is printed), ``date_order``
(``mdy`` for a US note) and ``date_raw`` (the date as printed).
"""

from __future__ import annotations

import datetime as dt
import random
import re
import unicodedata
from collections.abc import Iterator
from typing import Any

import blind_layout as lay
from blind_lexicon import COUNTRIES, CUSTOMERS, GIVEN, ITEMS, LEX, NAME_FORMS, NAMES
from blind_noise import ocr_words

_TLD = {"GB": "co.uk", "US": "com", "AU": "com.au", "NZ": "co.nz", "MY": "com.my",
        "SG": "com.sg", "MX": "com.mx", "BN": "be"}  # fmt: skip
_REG = {"DE": "HRB ##### Amtsgericht", "AT": "FN ######a", "FR": "RCS Lyon B ### ### ###",
        "IT": "REA BS-######", "ES": "Reg. Merc. Tomo ####, Folio ##", "NL": "KvK ########",
        "GB": "Company No. ########", "BN": "RPR Antwerpen", "BE": "RPM Liège"}  # fmt: skip
# Document number shapes per language, delivery notes then invoices.
_NUMBERS = {
    "en": (["DN-#####", "######", "########", "#-######", "S######", "####/%"],
           ["INV-######", "#######", "^/#####"]),
    "de": (["LS-^-#####", "######", "########", "LS#######", "####/%"],
           ["RE^-#####", "#######", "^/#####"]),
    "fr": (["BL%#####", "######", "BL-^-####", "#-######"], ["FA%-#####", "F^/#####"]),
    "it": (["####/%", "DDT/%/#####", "######", "#####/A"], ["FT ####/%", "####/%"]),
    "es": (["ALB%-#####", "A%/#####", "######", "########"], ["FA%-#####", "F^-####"]),
    "nl": (["PB#######", "######", "AF%-#####", "########"], ["F^-#####", "#######"]),
}  # fmt: skip
_POS = ["PO-#####", "45########", "BST-####-#", "ORD/%/####", "CO-#####", "######", "P######",
        "^-####", "WO #####", "A-###-###"]  # fmt: skip
_DATE_STYLES = ["num", "num", "num2", "iso", "long", "abbr", "ordinal"]


def _shape(shape: str, rng: random.Random, year: int = 2024) -> str:
    """``#`` a digit, ``?`` a capital, ``^`` the year, ``%`` its last two digits."""
    out = []
    for ch in shape:
        if ch == "#":
            out.append(str(rng.randint(0, 9)))
        elif ch == "?":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif ch == "^":
            out.append(str(year))
        elif ch == "%":
            out.append(f"{year % 100:02d}")
        else:
            out.append(ch)
    return "".join(out)


def format_date(day: dt.date, style: str, country: str, lang: str, rng: random.Random) -> str:
    """``day`` printed the way a ``country`` document in ``style`` prints it."""
    lex, d, m, y = LEX[lang], day.day, day.month, day.year
    month, mon = lex["months"][m - 1], lex["mon"][m - 1]
    if style == "iso":
        return day.isoformat()
    if country == "US":
        return {"num": f"{m:02d}/{d:02d}/{y}", "num2": f"{m}/{d}/{y % 100:02d}",
                "long": f"{month} {d}, {y}", "abbr": f"{mon} {d}, {y}",
                "ordinal": f"{month} {d}{_th(d)}, {y}"}[style]  # fmt: skip
    sep = {"de": ".", "nl": "-", "it": rng.choice("/."), "es": rng.choice("/-")}.get(lang, "/")
    if style in ("num", "num2"):
        year = str(y) if style == "num" else f"{y % 100:02d}"
        dd = str(d) if lang == "nl" and rng.random() < 0.4 else f"{d:02d}"
        return f"{dd}{sep}{m:02d}{sep}{year}"
    if lang == "en":
        abbr = rng.choice([f"{d:02d}-{mon}-{y}", f"{d} {mon} {y % 100:02d}"])
        return {"long": f"{d} {month} {y}", "abbr": abbr, "ordinal": f"{d}{_th(d)} {month} {y}"}[
            style
        ]
    if lang == "de":
        return f"{d}. {month} {y}" if style != "abbr" else f"{d:02d}. {mon} {y}"
    if lang == "fr":
        first = "1er" if d == 1 else str(d)
        return f"{first} {month} {y}" if style != "abbr" else f"{d} {mon} {y}"
    if lang == "es":
        return f"{d} de {month} de {y}" if style != "abbr" else f"{d:02d}-{mon}-{y % 100:02d}"
    if lang == "it":
        return f"{d} {month} {y}" if style != "abbr" else f"{d:02d}-{mon}-{y}"
    return f"{d} {month} {y}" if style != "abbr" else f"{d} {mon} {y}"


def _th(day: int) -> str:
    return "th" if 10 < day < 14 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def _company(lang: str, country: str, rng: random.Random) -> tuple[str, str]:
    """An invented company: its legal name and the name without the legal form."""
    parts = NAMES[lang]
    s, s2 = rng.sample(parts["S"], 2)
    base = rng.choice(NAME_FORMS[lang]).format(S=s, S2=s2, T=rng.choice(parts["T"]),
                                               P=rng.choice(parts["P"]))  # fmt: skip
    return f"{base} {rng.choice(COUNTRIES[country]['forms'])}", base


def _slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text.casefold().replace("ß", "ss"))
    return re.sub(r"[^a-z0-9]+", "-", plain.encode("ascii", "ignore").decode()).strip("-")


def _document(rng: random.Random, index: int, known: dict[str, Any]) -> dict[str, Any]:
    """One note's content: parties, numbers, dates, labels, items, before any placement.

    A company name drawn again is the same supplier (``known``): a site's suppliers recur,
    and two suppliers never share a name with only the legal form to tell them apart."""
    country = rng.choice(list(COUNTRIES))
    name, base = _company(COUNTRIES[country]["lang"], country, rng)
    if _slug(base) in known:
        country, name = known[_slug(base)]["country"], known[_slug(base)]["name"]
    info = COUNTRIES[country]
    lang = info["lang"]
    lex = LEX[lang]
    first = base.split()[0] if base.split()[0] not in ("Établissements", "Hermanos") else base
    brand = rng.choice(["", "", first.upper(), base]) if len(first) > 3 else ""
    domain = _slug(" ".join(base.split()[:2])) + "." + _TLD.get(country, country.lower())
    tax_at = rng.choices(["head", "foot", ""], [4, 4, 1 if country != "US" else 6])[0]
    supplier = {
        "name": name, "brand": brand, "street": _shape(rng.choice(info["street"]), rng),
        "city": rng.choice(info["cities"]), "phone": _shape(info["phone"], rng),
        "email": f"{rng.choice(['orders', 'info', 'sales', 'dispatch', 'verkauf'])}@{domain}",
        "tax_label": info["tax"][0], "tax": _shape(info["tax"][1], rng), "tax_at": tax_at,
        "reg": _shape(_REG.get(country, ""), rng),
        "iban": "" if country in ("US", "AU", "NZ", "MY", "SG", "MX") else _shape(
            f"{country[:2]}## #### #### #### #### ##", rng),
        "bic": _shape("????" + country[:2] + "##", rng), "country": country,
    }  # fmt: skip
    same = ("street", "city", "phone", "email", "tax", "reg", "iban", "bic")
    supplier.update({key: known[_slug(base)][key] for key in same if _slug(base) in known})
    known.setdefault(_slug(base), supplier)
    cust_country = country if rng.random() < 0.85 else rng.choice(list(COUNTRIES))
    cust_name = rng.choice(CUSTOMERS[lang]) + " " + rng.choice(COUNTRIES[cust_country]["forms"])
    other = COUNTRIES[cust_country]
    customer = {
        "name": cust_name, "attn": rng.choice(["", f"Attn: {rng.choice(GIVEN)}"]),
        "street": _shape(rng.choice(other["street"]), rng), "city": rng.choice(other["cities"]),
        "vat": f"{other['tax'][0]} {_shape(other['tax'][1], rng)}" if rng.random() < 0.3 else "",
    }  # fmt: skip
    doc = "inv" if rng.random() < 0.15 else "dn"
    issued = dt.date(2023, 1, 1) + dt.timedelta(days=rng.randint(0, 900))
    return {
        "index": index, "country": country, "lang": lang, "lex": lex, "doc": doc,
        "supplier": supplier, "customer": customer, "items": ITEMS[lang],
        "title": rng.choice(lex[doc]), "issued": issued,
        "number": _shape(rng.choice(_NUMBERS[lang][doc == "inv"]), rng, issued.year),
        "po": "" if rng.random() < 0.2 else _shape(rng.choice(_POS), rng, issued.year),
        "style": rng.choice(_DATE_STYLES), "order": info["order"],
    }  # fmt: skip


def _pairs(d: dict[str, Any], rng: random.Random) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """The header's label-value pairs (fields and distractors) and the truth they carry."""
    lex, issued, style = d["lex"], d["issued"], d["style"]

    def date(day: dt.date) -> str:
        return format_date(day, style, d["country"], d["lang"], rng)

    delivered = issued + dt.timedelta(days=rng.choice([0, 0, 1, 2, 3]))
    shown_deliv = rng.random() < 0.5
    shown_issue = not shown_deliv or rng.random() < 0.6
    number_label = rng.choice(lex["num_" + d["doc"]])
    pairs: list[tuple[str, str]] = [(number_label, d["number"])]
    truth_date = date(delivered) if shown_deliv else date(issued)
    if shown_issue:
        pairs.append((rng.choice(lex["date"]), truth_date if not shown_deliv else date(issued)))
    if shown_deliv:
        pairs.insert(rng.randint(1, len(pairs)), (rng.choice(lex["deliv"]), truth_date))
    extras: list[tuple[str, str]] = []
    if d["po"]:
        extras.append((rng.choice(lex["po"]), d["po"]))
    if rng.random() < 0.6:
        before = issued - dt.timedelta(days=rng.randint(1, 20))
        extras.append((rng.choice(lex["order_date"]), date(before)))
    if rng.random() < 0.6:
        customer_no = _shape(rng.choice(["######", "K-#####", "####"]), rng)
        extras.append((rng.choice(lex["cust_no"]), customer_no))
    if rng.random() < 0.4:
        extras.append((rng.choice(lex["our_order"]), _shape("AB-######", rng)))
    if d["doc"] == "dn" and rng.random() < 0.2:
        extras.append((rng.choice(lex["inv_ref"]), _shape("#######", rng)))
    if d["doc"] == "inv":
        extras.append((rng.choice(lex["due"]), date(issued + dt.timedelta(days=30))))
        if rng.random() < 0.6:
            extras.append(
                (rng.choice(lex["dn_ref"]), _shape(rng.choice(_NUMBERS[d["lang"]][0]), rng))
            )
    if rng.random() < 0.3:
        extras.append((rng.choice(lex["contact"]), rng.choice(GIVEN)))
    rng.shuffle(extras)
    pairs += extras
    return pairs, {
        "date_raw": truth_date,
        "date": (delivered if shown_deliv else issued).isoformat(),
    }


def _compose(d: dict[str, Any], layout: tuple[str, str, str], rng: random.Random) -> dict[str, Any]:
    """Place one note on a page in ``layout``; returns the truth the page carries."""
    where_sup, style, where_cust = layout
    us = d["country"] == "US"
    c = lay.Canvas(1275, 1650) if us else lay.Canvas(1240, 1754)
    d["L"], d["R"] = 100, c.width - 100
    lex, sup, mid = d["lex"], d["supplier"], c.width * 0.55
    pairs, truth = _pairs(d, rng)
    if where_sup in ("footer_only", "email_only", "sender_line") and sup["tax_at"] == "head":
        sup["tax_at"] = "foot"
    y = 70.0
    if where_cust == "above":  # the deliver-to block first, the supplier's details under it
        y = lay.party(c, d, d["L"], y, rng.choice(lex["deliver_to"])) + 30
    top = y
    if where_sup.startswith("lh_"):
        side = where_sup[3:]
        y = lay.letterhead(c, d, side, y, rng)
        if side != "centre" and rng.random() < 0.5:  # the title opposite the letterhead
            size = lay.fit(d["title"], 34, c.width * 0.38)
            c.text(d["R"] if side == "left" else d["L"], top, d["title"], size,
                   "right" if side == "left" else "left")  # fmt: skip
            d["title_done"] = True
    elif sup["brand"] or where_sup == "email_only":
        logo = sup["brand"] = sup["brand"] or sup["name"].split()[0].upper()
        right = rng.random() < 0.5
        size = lay.fit(logo, 48, c.width * 0.5)
        c.text(d["R"] if right else d["L"], y, logo, size, "right" if right else "left")
        y += 66
        if where_sup == "email_only":
            web = "www." + sup["email"].split("@")[1]
            c.text(d["L"], y, f"{sup['email']} · {web} · {lex['tel'][0]} {sup['phone']}", 16)
            y += 30
    y = max(y + 30, 300.0 if where_cust != "above" else y + 30)
    inline = style == "inline"
    if inline:  # "LIEFERSCHEIN Nr. 4711" with its date on the line
        lab, num = pairs.pop(0)
        title = f"{d['title']} {lab.rstrip(':')} {num}"
        c.text(d["L"], y, title, lay.fit(title, 30, c.width * 0.5))
        if len(pairs) > 1 and pairs[0][1] == truth["date_raw"]:
            c.text(d["R"], y + 6, f"{pairs[0][0]}: {pairs.pop(0)[1]}", 20, "right")
        y += 60
    # The address zone: the customer on one side, fields (or supplier contact) on the other.
    cust_x = d["L"] if where_cust != "right" else mid
    side_x = mid if where_cust != "right" else d["L"]
    side_right = d["R"] if where_cust != "right" else mid - 40
    zone = y
    if where_cust != "above":
        if where_sup == "sender_line":
            sender = f"{sup['name']} · {sup['street']} · {sup['city']}"
            if where_cust == "right":
                sender = f"{sup['name']} · {sup['city']}"
            c.text(cust_x, y, sender, 13)
            y += 24
        label = None if rng.random() < 0.45 else rng.choice(lex["bill_to"] + lex["deliver_to"])
        y = lay.party(c, d, cust_x, y, label)
    elif where_sup == "sender_line":
        c.text(d["L"], y, f"{sup['name']} · {sup['street']} · {sup['city']}", 13)
        y += 30
    beside = style in ("colon", "nocolon", "farright", "stacked", "inline") and pairs
    if beside:
        bottom = lay.fields_block(c, pairs, side_x, zone, side_right, style, rng)
        y = max(y, bottom)
    y += 40
    if not inline and not d.get("title_done"):
        align = rng.choice(["left", "centre"])
        title = d["title"]
        if rng.random() < 0.12:
            title = " ".join(title.replace(" ", ""))  # spaced-out capitals
        c.text(d["L"] if align == "left" else c.width / 2, y, title, 32, align)
        y += 64
    if not beside and pairs:
        y = lay.fields_block(c, pairs, d["L"], y, d["R"], style, rng) + 30
    y = lay.items_table(c, d, y + 10, rng) + 40
    sign = lex["sign"]
    c.text(d["L"], y, f"{sign[0]} ____________", 17)
    c.text(mid, y, f"{sign[1]} ____________", 17)
    y += 50
    if rng.random() < 0.5:
        c.text(d["L"], y, rng.choice(lex["terms"]), 14)
    pages = rng.choice([1, 1, 1, 2])
    page_y = 40 if rng.random() < 0.5 else c.height - 60
    c.text(d["R"], page_y, lex["page"].format(p=1, n=pages), 14, "right")
    if rng.random() < 0.4:
        when = d["issued"] + dt.timedelta(days=rng.randint(0, 2))
        stamp = format_date(when, d["style"], d["country"], d["lang"], rng)
        c.text(d["L"], c.height - 60, f"{rng.choice(lex['printed'])} {stamp} "
               f"{rng.randint(6, 18):02d}:{rng.randint(0, 59):02d}", 13)  # fmt: skip
    if where_sup in ("footer_only", "email_only") or sup["tax_at"] == "foot" or rng.random() < 0.3:
        lay.footer(c, d, rng)
    d["canvas"] = c
    return truth


def _accept(number: str, po: str) -> dict[str, list[str]]:
    """A value printed with a prefix word ("FT 2220/24", "WO 47987") is right without it."""
    accept = {"document_number": number.split()[1:], "po_number": po.split()[1:]}
    return {field: values for field, values in accept.items() if values}


def generate(seed: int = 29, count: int = 180, kind: str | None = None
             ) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:  # fmt: skip
    """``count`` notes as ``(truth, page)``; ``kind`` forces every page's rendering (the
    notes are otherwise the same as without it)."""
    rng = random.Random(seed)
    known: dict[str, Any] = {}
    for index in range(count):
        layout = lay.LAYOUTS[index % len(lay.LAYOUTS)]
        d = _document(rng, index, known)
        chosen = rng.choices(["digital", "scan", "photo"], [4, 3, 3])[0]
        page_kind = kind or chosen
        found = _compose(d, layout, rng)
        c, sup = d["canvas"], d["supplier"]
        words = c.words
        width, height = c.width, c.height
        noise = random.Random(f"{seed}-{index}-noise")
        if page_kind != "digital":
            words, width, height = ocr_words(words, page_kind, noise, width, height)
        aliases = [sup["brand"]] if sup["brand"] and sup["brand"] != sup["name"] else []
        truth = {
            "file": f"blind-{seed}-{index:04d}", "kind": page_kind, "language": d["lang"],
            "layout": "/".join(layout), "document_number": d["number"], "date": found["date"],
            "po_number": d["po"], "supplier": sup["name"], "supplier_aliases": aliases,
            "supplier_tax_id": sup["tax"] if sup["tax_at"] else "", "date_order": d["order"],
            "date_raw": found["date_raw"], "country": d["country"], "doc_type": d["doc"],
            "accept": _accept(d["number"], d["po"]),
        }  # fmt: skip
        yield truth, {"words": words, "width": width, "height": height, "path": page_kind}


if __name__ == "__main__":
    for t, p in generate(count=3):
        print(t)
        print(" ".join(w["t"] for w in p["words"]))
