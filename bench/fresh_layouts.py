"""The templates of the ``fresh`` generator (bench/gen_fresh.py).

Each layout draws one document on a ``Canvas`` the way a kind of supplier paperwork does:
builders' merchant dockets, weighbridge and ready-mix tickets, hire notes, CMR and bills of
lading, courier proofs of delivery, packing lists, pre-printed forms filled by hand, two-up
copies, country templates (DIN 5008 letter, DDT, albarán, pakbon) and invoices. Every
layout prints the truth values (number, date, PO when there is one, the supplier's legal
name) somewhere on the page, among the distractors real pages carry."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from fresh_canvas import Canvas
from fresh_lexicon import ITEMS, word
from fresh_names import Party, Supplier, format_date


@dataclass
class Doc:
    rng: random.Random
    sup: Supplier
    doc_type: str  # delivery_note / invoice
    number: str
    po: str | None
    po_filler: str  # what the order-reference field says when there is no PO
    date: dt.date
    customer: Party
    site: Party
    carrier: Party
    numbers: dict[str, str]  # distractor numbers: confirmation, account, route, vehicle, ...
    accept_dates: list[str] = field(default_factory=list)
    tax_printed: bool = False
    item_rows: dict[int, list[tuple[str, str, str]]] = field(default_factory=dict)

    @property
    def lang(self) -> str:
        return self.sup.language

    @property
    def date_raw(self) -> str:
        return self.d(self.date)

    def w(self, key: str, shift: int = 0) -> str:
        return word(self.lang, key, self.sup.label_pick + shift)

    def d(self, day: dt.date) -> str:
        return format_date(day, self.lang, self.sup.date_form, self.sup.mdy)

    def other_date(self, key: str) -> str:
        offset = {
            "order_date": -self.rng.randint(2, 21),
            "due_date": 30,
            "valid": 28,
            "print_date": self.rng.randint(1, 3),
            "received": 1,
        }[key]
        return self.d(self.date + dt.timedelta(days=offset))

    def dispatch(self) -> str:
        """The dispatch date, a day before delivery or the same day (also right)."""
        day = self.date - dt.timedelta(days=self.rng.choice((0, 1)))
        self.accept_dates.append(day.isoformat())
        return self.d(day)

    def po_value(self) -> str | None:
        return self.po if self.po else (self.po_filler or None)

    def number_label(self, key: str = "number") -> str:
        return self.w("inv_number" if self.doc_type == "invoice" else key)

    def title(self, key: str = "delivery") -> str:
        return self.w("invoice" if self.doc_type == "invoice" else key)

    def pairs(self, *keys: str) -> list[tuple[str, str]]:
        """(label, value) of ``keys``; the PO when there is none prints its filler or nothing."""
        out: list[tuple[str, str]] = []
        for key in keys:
            if key == "number":
                out.append((self.number_label(), self.number))
            elif key == "date":
                label = "inv_date" if self.doc_type == "invoice" else "date"
                out.append((self.w(label), self.date_raw))
            elif key == "po":
                if (value := self.po_value()) is not None:
                    out.append((self.w("po"), value))
            elif key == "dispatch_date":
                out.append((self.w(key), self.dispatch()))
            elif key in ("order_date", "due_date", "print_date", "valid"):
                out.append((self.w(key), self.other_date(key)))
            elif key == "dn_ref":
                out.append((self.w("dn_ref"), self.numbers["dn_ref"]))
            else:
                out.append((self.w(key), self.numbers[key]))
        return out

    def items(self, count: int) -> list[tuple[str, str, str]]:
        """The note's item lines (the same ones each time it is asked: two-up copies)."""
        if count not in self.item_rows:
            self.item_rows[count] = self._items(count)
        return self.item_rows[count]

    def _items(self, count: int) -> list[tuple[str, str, str]]:
        pool = ITEMS[self.sup.trade][self.lang]
        rows = []
        for i in range(count):
            desc, unit = pool[(i + self.sup.label_pick) % len(pool)]
            qty = self.rng.choice((1, 2, 4, 5, 10, 12, 20, 24, 40))
            if unit in ("t", "m³"):
                rows.append((f"{self.rng.uniform(8, 28):.2f}".replace(".", ","), desc, unit))
            else:
                rows.append((str(qty), desc, unit))
        return rows


Layout = Callable[[Doc, Canvas], None]
# name -> (trade, doc type, page size, draw)
LAYOUTS: dict[str, tuple[str, str, tuple[int, int], Layout]] = {}


def layout(
    name: str, trade: str, doc_type: str = "delivery_note", size: tuple[int, int] = (1240, 1754)
) -> Callable[[Layout], Layout]:
    def register(draw: Layout) -> Layout:
        LAYOUTS[name] = (trade, doc_type, size, draw)
        return draw

    return register


# --- pieces ---------------------------------------------------------------------------------


def letterhead(c: Canvas, doc: Doc, x: float, y: float, size: float = 26) -> float:
    c.text(x, y, doc.sup.legal, size)
    p = doc.sup.party
    y = c.lines(x, y + size * 1.5, [p.street, f"{p.postcode} {p.town}"], 13)
    c.text(x, y, f"{doc.w('tel')} {p.phone} · {doc.sup.email}", 12)
    return y + 24


def logo(c: Canvas, doc: Doc, x: float, y: float, size: float = 44) -> None:
    c.text(x, y, doc.sup.brand, size)


def address(c: Canvas, p: Party, x: float, y: float, label: str = "", size: float = 14) -> float:
    if label:
        c.text(x, y, label, 11)
        y += 18
    return c.lines(x, y, p.lines(), size)


def meta(
    c: Canvas,
    x: float,
    y: float,
    pairs: list[tuple[str, str]],
    style: str = "colon",
    tab: float = 190,
    size: float = 14,
) -> float:
    """Label / value pairs: ``colon`` (one segment), ``tab`` (value in a column), ``below``
    (value right-aligned on the next line), ``glued`` (no space after the colon)."""
    for label, value in pairs:
        if style == "colon":
            c.text(x, y, f"{label}: {value}", size)
        elif style == "glued":
            c.text(x, y, f"{label}:{value}", size)
        elif style == "tab":
            c.text(x, y, label, size)
            c.text(x + tab, y, value, size)
        else:  # below
            c.text(x, y, label, size - 2)
            y += size * 1.3
            c.right(x + tab + 120, y, value, size)
        y += size * 1.6
    return y


def header_table(
    c: Canvas, x: float, y: float, pairs: list[tuple[str, str]], width: float, size: float = 13
) -> float:
    """Labels in a header row, values in the row under them."""
    col = width / max(len(pairs), 1)
    for i, (label, value) in enumerate(pairs):
        c.text(x + i * col + 4, y, label, size - 1)
        c.text(x + i * col + 4, y + size * 2, value, size)
    return y + size * 4


def items(c: Canvas, doc: Doc, x: float, y: float, count: int, size: float = 13) -> float:
    c.text(x, y, doc.w("qty"), size)
    c.text(x + 90, y, doc.w("description"), size)
    c.text(x + 560, y, doc.w("unit"), size)
    y += size * 2
    for qty, desc, unit in doc.items(count):
        c.right(x + 60, y, qty, size)
        c.text(x + 90, y, desc, size)
        c.text(x + 560, y, unit, size)
        y += size * 1.7
    return y + 10


def footer(c: Canvas, doc: Doc, y: float, legal: bool = True, size: float = 10) -> None:
    p = doc.sup.party
    head = f"{doc.sup.legal} · {p.street} · {p.postcode} {p.town}" if legal else doc.sup.web
    c.text(60, y, head, size)
    reg = f"{doc.w('reg')} {doc.rng.randint(1000000, 9999999)}"
    c.text(60, y + size * 1.6, f"{reg} · {doc.w('vat')}: {doc.sup.tax_id}", size)
    iban = f"IBAN {doc.sup.tax_id[:2] if doc.sup.tax_id[:2].isalpha() else 'ES'}"
    c.text(
        60,
        y + size * 3.2,
        f"{iban}{doc.rng.randint(10, 99)} {doc.rng.randint(1000, 9999)} "
        f"{doc.rng.randint(1000, 9999)} {doc.rng.randint(1000, 9999)}",
        size,
    )
    doc.tax_printed = True


def signature(c: Canvas, doc: Doc, y: float, x: float = 60) -> None:
    c.text(x, y, f"{doc.w('received')}: ____________________", 12)
    c.text(x + 520, y, f"{doc.w('date', 1)}: ________", 12)


# --- layouts --------------------------------------------------------------------------------


@layout("letter_window", "merchant")
def _letter_window(doc: Doc, c: Canvas) -> None:
    y = letterhead(c, doc, 60, 50)
    address(c, doc.customer, 60, y + 60)
    c.text(700, 200, doc.title(), 22)
    meta(c, 700, 250, doc.pairs("number", "date", "po", "account", "order_date"), "colon")
    y = items(c, doc, 60, 520, 5)
    signature(c, doc, y + 60)
    footer(c, doc, 1640)


@layout("meta_header_row", "merchant")
def _meta_header_row(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 50, 22)
    c.right(1180, 60, doc.title(), 24)
    address(c, doc.customer, 60, 220, doc.w("customer"))
    address(c, doc.site, 640, 220, doc.w("deliver_to"))
    pairs = doc.pairs("number", "date", "po", "account", "confirmation")
    y = header_table(c, 60, 400, pairs, 1120)
    items(c, doc, 60, y + 30, 4)
    footer(c, doc, 1650)


@layout("logo_only", "merchant")
def _logo_only(doc: Doc, c: Canvas) -> None:
    logo(c, doc, 60, 50)
    c.text(60, 110, doc.sup.web, 12)
    c.text(760, 60, doc.title(), 22)
    meta(c, 760, 110, doc.pairs("number", "date", "po", "route"), "tab", 170)
    address(c, doc.site, 60, 220, doc.w("deliver_to"))
    y = items(c, doc, 60, 420, 6)
    signature(c, doc, y + 40)
    footer(c, doc, 1640)


@layout("customer_big", "merchant")
def _customer_big(doc: Doc, c: Canvas) -> None:
    c.text(60, 60, doc.customer.name.upper(), 34)
    c.text(60, 110, f"{doc.site.street}, {doc.site.postcode} {doc.site.town}", 14)
    c.text(60, 180, doc.title(), 20)
    meta(c, 60, 220, doc.pairs("number", "date", "po", "job"), "tab", 200)
    c.text(780, 200, doc.sup.legal, 14)
    c.lines(780, 222, [doc.sup.party.street, f"{doc.sup.party.postcode} {doc.sup.party.town}"], 12)
    items(c, doc, 60, 420, 5)
    footer(c, doc, 1650, legal=False)


@layout("cmr", "bulk", size=(1240, 1754))
def _cmr(doc: Doc, c: Canvas) -> None:
    c.text(60, 40, doc.title("cmr"), 20)
    c.right(1180, 40, f"Nr. {doc.number}", 18)
    c.text(60, 90, f"1 {doc.w('sender')}", 10)
    address(c, doc.sup.party, 70, 108)
    c.text(60, 210, f"2 {doc.w('consignee')}", 10)
    address(c, doc.customer, 70, 228)
    c.text(60, 330, f"3 {doc.w('deliver_to')}", 10)
    c.text(70, 348, f"{doc.site.street}, {doc.site.postcode} {doc.site.town}", 14)
    c.text(60, 400, "4", 10)
    c.text(70, 418, f"{doc.sup.party.town}, {doc.d(doc.date)}", 14)
    c.text(640, 90, f"16 {doc.w('carrier')}", 10)
    address(c, doc.carrier, 650, 108)
    c.text(640, 210, f"17 {doc.w('vehicle')}: {doc.numbers['vehicle']}", 13)
    c.text(640, 330, "5", 10)
    if (po := doc.po_value()) is not None:
        c.text(650, 348, f"{doc.w('po')} {po}", 14)
    y = items(c, doc, 60, 480, 3)
    c.text(60, y + 40, f"21 {doc.sup.party.town} {doc.date_raw}", 13)
    c.text(60, 1500, "22", 10)
    c.text(80, 1520, doc.sup.legal, 12)
    c.text(440, 1500, "23", 10)
    c.text(460, 1520, doc.carrier.name, 12)
    c.text(820, 1500, "24", 10)
    c.text(840, 1520, doc.w("received"), 10)


@layout("weighbridge", "bulk", size=(1240, 877))
def _weighbridge(doc: Doc, c: Canvas) -> None:
    c.centre(620, 30, doc.sup.legal, 20)
    c.centre(620, 62, f"{doc.sup.party.street} · {doc.sup.party.town} · {doc.sup.party.phone}", 11)
    c.text(60, 110, doc.w("weigh"), 18)
    c.right(1180, 110, f"{doc.w('ticket_number')} {doc.number}", 18)
    gross = doc.rng.randint(30000, 44000)
    tare = doc.rng.randint(12000, 16000)
    t_in = f"{doc.rng.randint(6, 15):02d}:{doc.rng.randint(0, 59):02d}"
    rows = [
        (doc.w("date"), f"{doc.date_raw} {t_in}"),
        (doc.w("vehicle"), doc.numbers["vehicle"]),
        (doc.w("customer"), doc.customer.name),
        (doc.w("job"), doc.site.street),
    ]
    rows += doc.pairs("po")
    meta(c, 60, 170, rows, "tab", 180)
    weights = [
        (doc.w("time_in"), t_in),
        (doc.w("gross"), f"{gross} kg"),
        (doc.w("tare"), f"{tare} kg"),
        (doc.w("net"), f"{gross - tare} kg"),
    ]
    meta(c, 720, 170, weights, "tab", 160)
    desc = doc.items(1)[0][1]
    c.text(60, 480, f"{doc.w('product')}: {desc}", 15)
    c.text(60, 760, f"{doc.w('vat')} {doc.sup.tax_id}", 10)
    doc.tax_printed = True


@layout("ready_mix", "bulk")
def _ready_mix(doc: Doc, c: Canvas) -> None:
    logo(c, doc, 60, 40, 36)
    c.text(60, 95, doc.sup.legal, 13)
    c.right(1180, 50, doc.title("concrete"), 18)
    c.right(1180, 80, f"{doc.w('ticket_number', 2)} {doc.number}", 16)
    pairs = doc.pairs("date", "po", "vehicle", "route", "account")
    header_table(c, 60, 170, pairs, 1120)
    rows = [
        (doc.w("mix"), "C30/37 XC4 S3 16mm"),
        (doc.w("load"), f"{doc.rng.randint(4, 9)},0 m³"),
        (doc.w("batched"), f"{doc.rng.randint(6, 11):02d}:{doc.rng.randint(10, 59)}"),
        (doc.w("arrived"), "____"),
    ]
    meta(c, 60, 300, rows, "tab", 220)
    address(c, doc.site, 700, 300, doc.w("deliver_to"))
    signature(c, doc, 700)
    footer(c, doc, 1640)


@layout("aggregate_table", "bulk")
def _aggregate_table(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40, 20)
    c.text(760, 40, doc.title("weigh"), 20)
    pairs = doc.pairs("number", "date", "vehicle", "po")
    header_table(c, 60, 200, pairs, 1120)
    c.text(60, 300, f"{doc.w('customer')}: {doc.customer.name}", 14)
    c.text(60, 330, f"{doc.w('job')}: {doc.site.street}, {doc.site.town}", 14)
    y = items(c, doc, 60, 400, 2)
    c.text(
        60, y + 20, f"{doc.w('gross')} 38.240  {doc.w('tare')} 14.120  {doc.w('net')} 24.120", 14
    )
    footer(c, doc, 1640)


@layout("scaffold_hire", "hire")
def _scaffold_hire(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40, 22)
    c.right(1180, 40, doc.title("hire"), 20)
    c.text(700, 100, f"[X] {doc.w('delivery_box')}   [ ] {doc.w('collection_box')}", 14)
    meta(c, 700, 150, doc.pairs("number", "contract", "date", "po"), "colon")
    address(c, doc.site, 60, 220, doc.w("deliver_to"))
    y = items(c, doc, 60, 430, 5)
    signature(c, doc, y + 40)
    footer(c, doc, 1640)


@layout("plant_on_hire", "hire")
def _plant_on_hire(doc: Doc, c: Canvas) -> None:
    logo(c, doc, 900, 40, 34)
    c.text(60, 50, doc.title("hire"), 24)
    pairs = doc.pairs("contract", "number", "date", "valid", "po", "account")
    meta(c, 60, 110, pairs, "tab", 220)
    address(c, doc.customer, 700, 130, doc.w("customer"))
    address(c, doc.site, 700, 260, doc.w("deliver_to"))
    items(c, doc, 60, 480, 3)
    c.text(60, 1580, doc.sup.legal, 11)
    c.text(60, 1600, f"{doc.w('vat')} {doc.sup.tax_id}", 10)
    doc.tax_printed = True


@layout("courier_pod", "parcel", size=(1240, 877))
def _courier_pod(doc: Doc, c: Canvas) -> None:
    c.text(60, 30, doc.carrier.name, 22)
    c.right(1180, 30, doc.title("pod"), 20)
    meta(
        c,
        60,
        90,
        [(doc.w("tracking"), doc.number), (doc.w("date"), doc.date_raw + " 14:07")],
        "tab",
        220,
    )
    c.text(60, 180, doc.w("sender"), 11)
    c.text(60, 198, doc.sup.legal, 14)
    c.text(60, 220, f"{doc.sup.party.postcode} {doc.sup.party.town}", 13)
    address(c, doc.customer, 640, 180, doc.w("consignee"))
    pairs = [(doc.w("pieces"), str(doc.rng.randint(1, 6))), *doc.pairs("po")]
    meta(c, 60, 320, pairs, "colon")
    c.text(60, 430, f"{doc.w('received')}: M. {doc.rng.choice(('Kerr', 'Vidal', 'Brun'))}", 14)


@layout("packing_list", "parcel")
def _packing_list(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40)
    c.right(1180, 180, doc.title("packing"), 22)
    meta(c, 760, 230, doc.pairs("number", "date", "po", "confirmation"), "tab", 190)
    address(c, doc.site, 60, 220, doc.w("deliver_to"))
    y = 470.0
    for i in range(1, doc.rng.randint(3, 6)):
        c.text(60, y, f"{doc.w('cartons')} {i}", 13)
        c.text(260, y, f"{doc.rng.randint(2, 18)},{doc.rng.randint(0, 9)} kg", 13)
        c.text(
            420,
            y,
            f"{doc.rng.randint(30, 60)}x{doc.rng.randint(20, 40)}x{doc.rng.randint(20, 40)} cm",
            13,
        )
        y += 26
    c.text(60, y + 20, f"{doc.w('weight')}: {doc.rng.randint(20, 90)} kg", 13)
    footer(c, doc, 1640)


@layout("grn_stamp", "merchant")
def _grn_stamp(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40)
    c.text(760, 60, doc.title(), 22)
    meta(c, 760, 110, doc.pairs("number", "date", "po"), "colon")
    address(c, doc.customer, 60, 220)
    items(c, doc, 60, 420, 4)
    # the customer's goods-received stamp, with its own date and number
    c.text(700, 900, doc.w("goods_received"), 20, hand=True)
    c.text(700, 935, doc.other_date("received"), 18, hand=True)
    c.text(700, 965, f"{doc.w('grn')} {doc.numbers['grn']}", 16, hand=True)
    footer(c, doc, 1640)


@layout("handwritten_form", "merchant")
def _handwritten_form(doc: Doc, c: Canvas) -> None:
    c.text(60, 40, doc.sup.legal, 22)
    c.text(60, 75, f"{doc.sup.party.street} · {doc.sup.party.town}", 12)
    c.right(1180, 40, doc.title(), 20)
    y = 150.0
    for label, value in doc.pairs("number", "date", "po"):
        c.text(60, y, f"{label} ________________", 13)
        c.text(60 + len(label) * 7.2 + 30, y - 9, value, 19, hand=True)
        y += 50
    c.text(60, y + 20, f"{doc.w('customer')} ____________________________", 13)
    c.text(210, y + 8, doc.customer.name, 18, hand=True)
    for i in range(2):
        c.text(80, y + 90 + i * 40, doc.items(2)[i][1], 17, hand=True)
    c.text(60, 1600, f"{doc.w('vat')} {doc.sup.tax_id}", 10)
    doc.tax_printed = True


@layout("two_up", "merchant", size=(1754, 1240))
def _two_up(doc: Doc, c: Canvas) -> None:
    for half, copy_shift in ((0, 0), (877, 1)):
        x = half + 40
        c.text(x, 40, doc.sup.legal, 18)
        c.text(x, 66, f"{doc.sup.party.street}, {doc.sup.party.town}", 11)
        c.text(x + 520, 40, doc.w("copy", copy_shift), 11)
        c.text(x, 110, doc.title(), 18)
        meta(c, x, 150, doc.pairs("number", "date", "po"), "colon", size=13)
        address(c, doc.customer, x, 270, doc.w("customer"), 12)
        items(c, doc, x, 400, 3, 12)
        c.text(x, 1150, f"{doc.w('vat')} {doc.sup.tax_id}", 9)
    doc.tax_printed = True


@layout("invoice_letter", "merchant", doc_type="invoice")
def _invoice_letter(doc: Doc, c: Canvas) -> None:
    y = letterhead(c, doc, 60, 50)
    address(c, doc.customer, 60, y + 60)
    c.text(700, 200, doc.title(), 26)
    pairs = doc.pairs("number", "date", "po", "dn_ref", "due_date", "account")
    meta(c, 700, 250, pairs, "colon")
    y = items(c, doc, 60, 560, 4)
    c.right(
        1180,
        y + 20,
        f"{doc.w('total')}: {doc.rng.randint(100, 9000)},{doc.rng.randint(10, 99)} EUR",
        15,
    )
    footer(c, doc, 1640)


@layout("invoice_table", "parcel", doc_type="invoice")
def _invoice_table(doc: Doc, c: Canvas) -> None:
    logo(c, doc, 60, 40)
    c.right(1180, 50, doc.title(), 28)
    address(c, doc.customer, 60, 200, doc.w("customer"))
    header_table(c, 60, 380, doc.pairs("number", "date", "due_date", "po", "dn_ref"), 1120)
    items(c, doc, 60, 480, 3)
    footer(c, doc, 1640)


@layout("merchant_docket", "merchant", size=(700, 1500))
def _merchant_docket(doc: Doc, c: Canvas) -> None:
    c.centre(350, 30, doc.sup.brand, 30)
    c.centre(350, 75, doc.sup.legal, 12)
    c.centre(350, 95, f"{doc.sup.party.town} · {doc.sup.party.phone}", 11)
    c.centre(350, 140, doc.title(), 18)
    meta(c, 40, 190, doc.pairs("number", "date", "account", "po", "print_date"), "glued", size=13)
    y = 330.0
    for qty, desc, _unit in doc.items(4):
        c.text(40, y, f"{qty} x {desc}", 12)
        y += 24
    c.text(40, y + 30, f"{doc.w('vat')}: {doc.sup.tax_id}", 11)
    doc.tax_printed = True


@layout("label_then_value_below", "merchant")
def _label_below(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40)
    c.text(60, 200, doc.title(), 24)
    meta(c, 820, 60, doc.pairs("number", "date", "po", "confirmation"), "below", 220)
    address(c, doc.site, 60, 260, doc.w("deliver_to"))
    items(c, doc, 60, 460, 5)
    footer(c, doc, 1640)


@layout("boxed_grid", "hire")
def _boxed_grid(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40, 22)
    c.right(1180, 40, doc.title("hire"), 20)
    pairs = doc.pairs("number", "date", "po", "contract", "vehicle", "job")
    for i, (label, value) in enumerate(pairs):
        x, y = 60 + (i % 3) * 380, 200 + (i // 3) * 80
        c.text(x + 4, y + 2, label, 9)
        c.text(x + 20, y + 30, value, 16)
    items(c, doc, 60, 420, 4)
    footer(c, doc, 1640)


@layout("legal_footer_only", "parcel")
def _legal_footer_only(doc: Doc, c: Canvas) -> None:
    logo(c, doc, 60, 40, 40)
    c.text(60, 95, f"{doc.sup.web} · {doc.sup.email}", 12)
    c.text(60, 180, doc.title(), 22)
    meta(c, 60, 230, doc.pairs("number", "date", "po"), "tab", 200)
    address(c, doc.customer, 700, 200, doc.w("customer"))
    items(c, doc, 60, 420, 4)
    footer(c, doc, 1650, legal=True, size=8)


@layout("din_letter", "merchant")
def _din_letter(doc: Doc, c: Canvas) -> None:
    c.right(1180, 50, doc.sup.legal, 22)
    c.right(1180, 80, f"{doc.sup.party.street} · {doc.sup.party.postcode} {doc.sup.party.town}", 11)
    c.text(100, 230, f"{doc.sup.legal} · {doc.sup.party.street} · {doc.sup.party.town}", 8)
    address(c, doc.customer, 100, 250)
    pairs = [*doc.pairs("po", "confirmation", "account"), (doc.w("doc_date"), doc.date_raw)]
    meta(c, 780, 230, pairs, "tab", 170, size=12)
    c.text(100, 460, f"{doc.title()} {doc.number}", 18)
    items(c, doc, 100, 520, 5)
    footer(c, doc, 1640)


@layout("title_line_number_date", "merchant")
def _title_line(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40)
    c.text(60, 220, f"{doc.title()} N° {doc.number} - {doc.date_raw}", 20)
    if (po := doc.po_value()) is not None:
        c.text(60, 260, f"{doc.w('po')} {po} - {doc.other_date('order_date')}", 14)
    address(c, doc.customer, 700, 320, doc.w("customer"))
    items(c, doc, 60, 470, 4)
    footer(c, doc, 1640)


@layout("ddt_form", "merchant")
def _ddt_form(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40, 20)
    c.text(60, 170, f"{doc.w('vat')} {doc.sup.tax_id}", 12)
    doc.tax_printed = True
    c.text(700, 40, doc.title(), 18)
    c.text(700, 70, "(D.P.R. 472/96)" if doc.lang == "it" else doc.w("page"), 10)
    address(c, doc.customer, 700, 110, doc.w("customer"))
    address(c, doc.site, 700, 230, doc.w("deliver_to"))
    pairs = doc.pairs("number", "date", "po", "dispatch_date", "account")
    header_table(c, 60, 380, pairs, 1120)
    c.text(60, 460, f"{doc.w('carrier')}: {doc.carrier.name}", 12)
    items(c, doc, 60, 520, 4)
    signature(c, doc, 1500)


@layout("albaran_box", "merchant")
def _albaran_box(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40, 22)
    c.text(60, 175, f"{doc.w('vat')}: {doc.sup.tax_id}", 12)
    doc.tax_printed = True
    c.text(760, 40, doc.title(), 22)
    c.text(760, 80, doc.w("number"), 11)
    c.text(960, 80, doc.w("date"), 11)
    c.text(760, 100, doc.number, 16)
    c.text(960, 100, doc.date_raw, 16)
    address(c, doc.customer, 760, 160, doc.w("customer"))
    meta(c, 60, 300, doc.pairs("po", "job", "account"), "colon")
    items(c, doc, 60, 460, 5)
    signature(c, doc, 1500)


@layout("pakbon_split", "parcel")
def _pakbon_split(doc: Doc, c: Canvas) -> None:
    logo(c, doc, 60, 40, 36)
    c.text(60, 90, doc.sup.legal, 12)
    c.text(
        60, 108, f"KvK {doc.rng.randint(10000000, 99999999)} · {doc.w('vat')} {doc.sup.tax_id}", 10
    )
    doc.tax_printed = True
    c.right(1180, 40, doc.title(), 24)
    address(c, doc.customer, 60, 200, doc.w("customer"))
    address(c, doc.site, 640, 200, doc.w("deliver_to"))
    meta(c, 60, 360, doc.pairs("number", "date", "po", "print_date", "route"), "tab", 200)
    items(c, doc, 60, 560, 4)


@layout("spaced_title", "merchant")
def _spaced_title(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40)
    c.centre(620, 210, " ".join(doc.title().upper().replace(" ", "")), 20)
    meta(c, 60, 270, [(lbl.upper(), v) for lbl, v in doc.pairs("number", "date", "po")], "glued")
    address(c, doc.customer, 700, 270)
    items(c, doc, 60, 440, 4)
    footer(c, doc, 1640)


@layout("many_numbers", "merchant")
def _many_numbers(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40, 22)
    c.right(1180, 40, doc.title(), 20)
    pairs = doc.pairs(
        "confirmation", "account", "route", "vehicle", "job", "number", "date", "order_date", "po"
    )
    meta(c, 640, 100, pairs[:5], "tab", 200, size=12)
    meta(c, 60, 240, pairs[5:], "tab", 200, size=12)
    address(c, doc.site, 640, 320, doc.w("deliver_to"))
    items(c, doc, 60, 520, 4)
    footer(c, doc, 1640)


@layout("sidebar", "parcel")
def _sidebar(doc: Doc, c: Canvas) -> None:
    logo(c, doc, 40, 40, 30)
    meta(
        c,
        40,
        150,
        doc.pairs("number", "date", "po", "account", "dispatch_date"),
        "below",
        120,
        size=12,
    )
    c.text(400, 40, doc.title(), 22)
    address(c, doc.customer, 400, 100, doc.w("customer"))
    items(c, doc, 400, 300, 5)
    c.text(40, 1600, doc.sup.legal, 11)
    c.text(40, 1620, f"{doc.w('vat')} {doc.sup.tax_id}", 10)
    doc.tax_printed = True


@layout("bottom_meta", "merchant")
def _bottom_meta(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40)
    c.text(700, 60, doc.title(), 22)
    address(c, doc.site, 60, 220, doc.w("deliver_to"))
    items(c, doc, 60, 400, 6)
    meta(c, 60, 1280, doc.pairs("number", "date", "po", "print_date"), "tab", 200)
    signature(c, doc, 1480)
    footer(c, doc, 1640)


@layout("us_bol", "parcel")
def _us_bol(doc: Doc, c: Canvas) -> None:
    c.text(60, 40, doc.title("bol"), 22)
    c.right(1180, 40, f"B/L No. {doc.number}", 16)
    c.right(1180, 66, f"Ship Date: {doc.date_raw}", 14)
    address(c, doc.sup.party, 60, 110, "SHIP FROM")
    address(c, doc.customer, 640, 110, "SHIP TO")
    c.text(60, 260, f"Carrier Name: {doc.carrier.name}", 13)
    if (po := doc.po_value()) is not None:
        c.text(60, 290, f"Customer PO #: {po}", 13)
    c.text(640, 260, f"Freight Charge Terms: Prepaid   Due: {doc.other_date('due_date')}", 12)
    items(c, doc, 60, 360, 3)
    c.text(60, 1600, f"Shipper: {doc.sup.legal}   EIN {doc.sup.tax_id}", 11)
    doc.tax_printed = True


@layout("portal_print", "parcel")
def _portal_print(doc: Doc, c: Canvas) -> None:
    c.text(30, 20, f"https://portal.{doc.sup.web[4:]}/orders/{doc.numbers['confirmation']}", 9)
    c.right(1210, 20, f"{doc.other_date('print_date')} 09:14", 9)
    logo(c, doc, 60, 70, 28)
    c.text(60, 140, doc.title(), 20)
    pairs = doc.pairs("confirmation", "number", "date", "po", "order_date")
    header_table(c, 60, 190, pairs, 1120, 12)
    address(c, doc.site, 60, 300, doc.w("deliver_to"))
    items(c, doc, 60, 460, 3)
    c.text(60, 1700, f"© {doc.date.year} {doc.sup.legal}", 9)
    c.right(1210, 1720, "1/1", 9)


@layout("collection_note", "hire")
def _collection_note(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40)
    c.right(1180, 40, doc.title("hire"), 18)
    c.text(700, 90, f"[ ] {doc.w('delivery_box')}   [X] {doc.w('collection_box')}", 14)
    meta(c, 700, 140, doc.pairs("number", "date", "po", "contract", "valid"), "colon", size=13)
    address(c, doc.site, 60, 230, doc.w("deliver_to"))
    items(c, doc, 60, 430, 4)
    signature(c, doc, 1400)
    footer(c, doc, 1640)


@layout("value_over_label", "merchant")
def _value_over_label(doc: Doc, c: Canvas) -> None:
    letterhead(c, doc, 60, 40)
    c.right(1180, 40, doc.title(), 22)
    address(c, doc.customer, 60, 220)
    x = 60.0
    for label, value in doc.pairs("number", "date", "po", "account"):
        c.text(x, 420, value, 15)
        c.text(x, 445, "_" * 18, 10)
        c.text(x, 462, label, 9)
        x += 280
    items(c, doc, 60, 540, 4)
    footer(c, doc, 1640)


@layout("two_column_parties", "bulk")
def _two_column_parties(doc: Doc, c: Canvas) -> None:
    c.text(60, 40, doc.title(), 24)
    c.right(1180, 40, doc.number, 24)
    address(c, doc.sup.party, 60, 110, doc.w("sender"))
    address(c, doc.customer, 440, 110, doc.w("customer"))
    address(c, doc.carrier, 820, 110, doc.w("carrier"))
    meta(c, 60, 290, doc.pairs("date", "dispatch_date", "po", "vehicle"), "colon")
    items(c, doc, 60, 470, 2)
    footer(c, doc, 1640)


def draw(name: str, doc: Doc) -> Canvas:
    _trade, _kind, (width, height), fn = LAYOUTS[name]
    canvas = Canvas(width, height)
    fn(doc, canvas)
    return canvas
