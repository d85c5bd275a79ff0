"""The templates of the fourth held-out generator (bench/gen_other.py).

Each template draws one note (``Note``) on one or more pages, in the manner of a kind of
supplier paperwork: supermarket depot notes with store numbers, pharmacy and food
distributors with lots and best-before dates, steel and timber cut lists, electrical
back-orders, ready-mix dockets, waste transfer notes, fuel tickets, furniture deliveries with
a condition report, returns notes, notes printed by a logistics firm on behalf of the
supplier, numbers only under a barcode or in the footer, continuation pages. A template may
drop the PO (``n.po = ""``) or add values that also count as right (``n.accept``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from other_canvas import Canvas, Note
from other_lexicon import LEX, pick


@dataclass(frozen=True)
class Layout:
    name: str
    lang: str
    country: str
    sector: str
    draw: Callable[[Note], None]
    paper: bool = False  # carbon-copy or handwritten dockets: never a text layer
    doc_type: str = "delivery_note"
    order: str = "dmy"


def L(n: Note, key: str) -> str:
    return pick(n.rng, n.lang, key)


def letterhead(c: Canvas, n: Note, where: str = "l", size: float = 17, y: float = 40) -> float:
    s = n.sup
    x = {"l": 40.0, "r": 555.0, "c": 297.0}[where]
    c.put(s.shown, x, y, size, where)
    y += size + 6
    c.put(f"{s.street}, {s.city}", x, y, 8, where)
    y += 11
    c.put(f"{L(n, 'tel')} {s.phone} · sales@{s.domain}", x, y, 8, where)
    y += 11
    if n.tax_printed:
        c.put(f"{s.tax_label} {s.tax_id}", x, y, 8, where)
        y += 11
    return y + 8


def footer(c: Canvas, n: Note, extra: str = "") -> None:
    s = n.sup
    if s.trading:
        line = {
            "en": f"{s.trading} is a trading name of {s.legal}",
            "de": f"{s.trading} ist eine Marke der {s.legal}",
            "fr": f"{s.trading} est une marque de {s.legal}",
            "it": f"{s.trading} è un marchio di {s.legal}",
            "es": f"{s.trading} es una marca de {s.legal}",
            "nl": f"{s.trading} is een handelsnaam van {s.legal}",
        }[n.lang]
    else:
        line = f"{s.legal} · {s.street} · {s.city}"
    c.put(line, 297, 790, 6.5, "c")
    tail = f"www.{s.domain}" + (f" · {extra}" if extra else "")
    c.put(tail, 297, 800, 6.5, "c")


def address(c: Canvas, n: Note, label: str, x: float, y: float, size: float = 9) -> float:
    c.put(label, x, y, 7.5)
    c.put(n.cust.name, x, y + 11, size)
    c.put(n.cust.street, x, y + 11 + size * 1.4, size)
    c.put(n.cust.city, x, y + 11 + size * 2.8, size)
    return y + 16 + size * 4.2


def items(c: Canvas, n: Note, y: float, extra: str = "", limit: int = 99) -> float:
    head = [L(n, "code"), L(n, "desc"), L(n, "qty")]
    xs = [40.0, 120.0, 420.0, 480.0]
    rows = []
    for code, desc, qty, more in n.items[:limit]:
        rows.append([code, desc, qty] + ([more] if extra else []))
    if extra:
        head.append(extra)
    return c.table(head, rows, xs, y)


def sign(c: Canvas, n: Note, y: float, x: float = 40) -> None:
    c.put(L(n, "recv"), x, y, 8)
    c.put(f"{L(n, 'sign')}: ______________", x, y + 14, 8)


def po_or(n: Note, value: str) -> str:
    return value if n.po else ""


# --- English ---------------------------------------------------------------------------------


def uk_grocer(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("DELIVERY NOTE", 555, 40, 16, "r")
    c.put(f"{L(n, 'store')} {n.cust.store}", 555, 62, 11, "r")
    c.put(f"Depot: {n.rng.choice(['Avonmouth', 'Daventry', 'Thurrock'])} DC", 555, 76, 8, "r")
    address(c, n, "Deliver To", 40, y)
    rows = [
        ("Delivery Note No.", n.number),
        ("Delivery Date", n.date_raw),
        ("Customer Order Ref", n.po),
        ("Account No.", n.cust.account),
        ("Cages / Trays", f"{n.rng.randint(2, 9)} / {n.rng.randint(10, 60)}"),
    ]
    y = c.pairs(rows, 330, y + 4)
    y = items(c, n, y + 20, "Cases")
    c.put(f"Seal No. {n.rng.randint(100000, 999999)}   Temp 3.{n.rng.randint(0, 9)} C", 40, y + 8)
    sign(c, n, y + 40)
    footer(c, n)


def au_docket(n: Note) -> None:
    c = n.page()
    c.put("Delivery Docket", 297, 30, 13, "c")
    y = letterhead(c, n, "c", 18, 50)
    y = c.under(
        [
            ("Docket No", n.number),
            ("Date", n.date_raw),
            ("Your Order No.", n.po or "-"),
            ("Account", n.cust.account),
            ("Rep", n.rng.choice(["JT", "MK", "SB"])),
        ],
        40,
        y + 6,
        100,
    )
    address(c, n, "Deliver To:", 40, y + 6)
    c.put("Delivery Instructions: leave at gate 2, call on arrival", 300, y + 20, 8)
    y = items(c, n, y + 80, "UOM")
    sign(c, n, y + 30)
    footer(c, n, "ABN on file")


def nz_timber(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 16)
    c.put("DELIVERY DOCKET / CUT LIST", 555, 42, 12, "r")
    c.put(f"Docket {n.number}", 555, 60, 12, "r")
    c.put(f"Ordered {n.odate_raw} Delivered {n.date_raw}", 555, 78, 8.5, "r")
    address(c, n, "Site / Deliver to", 40, y)
    c.put(f"Cust Order: {n.po}" if n.po else "Cust Order: as per phone", 330, y + 10, 9)
    c.put(f"Job {n.rng.randint(1000, 9999)}  Acc {n.cust.account}", 330, y + 24, 9)
    y = c.table(
        ["Profile", "Treatment", "Cut lengths", "Pcs"],
        [
            [f"{w}x45 {g}", "H3.2", f"{n.rng.randint(3, 6)}/{m}m", str(n.rng.randint(4, 40))]
            for w, g, m in (("90", "SG8", "4.8"), ("140", "SG8", "6.0"), ("190", "MSG", "5.4"))
        ],
        [40, 160, 260, 420],
        y + 80,
    )
    c.put("Offcuts returned: nil", 40, y)
    sign(c, n, y + 30)
    footer(c, n)


def us_pharma(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("PACKING SLIP", 555, 40, 16, "r")
    c.put(f"Ship Date: {n.date_raw}", 555, 62, 9, "r")
    c.put(f"Order Date: {n.odate_raw}", 555, 74, 9, "r")
    c.put(f"Packing Slip # {n.number}", 555, 86, 9, "r")
    address(c, n, "SHIP TO", 40, y)
    c.put(f"PO# {n.po}" if n.po else "PO# N/A", 330, y + 10, 9)
    c.put(f"DEA # {n.cust.account}", 330, y + 24, 9)
    rows = []
    for code, desc, qty, _ in n.items:
        exp = f"{n.rng.randint(1, 12):02d}/{n.date.year + 1}"
        rows.append([f"NDC {code}", desc, qty, f"Lot {n.rng.randint(10000, 99999)}A", exp])
    y = c.table(
        ["Item", "Description", "Qty", "Lot", "Exp"], rows, [40, 130, 330, 380, 480], y + 80
    )
    c.put("Controlled substances shipped separately. Verify against CSOS order.", 40, y + 4, 7.5)
    sign(c, n, y + 30)
    footer(c, n)


def ie_food(n: Note) -> None:
    c = n.page()
    c.put(n.sup.shown.upper(), 40, 36, 19)
    c.put(f"{n.sup.street}, {n.sup.city} · {n.sup.phone}", 40, 60, 8)
    c.put(f"{n.sup.tax_label} {n.sup.tax_id}" if n.tax_printed else "", 40, 71, 8)
    c.put(f"Route {n.rng.randint(1, 30)} / Drop {n.rng.randint(1, 20)}", 555, 36, 10, "r")
    c.put(f"DOCKET {n.number}", 555, 52, 13, "r")
    c.put(n.date_raw, 555, 70, 10, "r")
    address(c, n, "Customer", 40, 100)
    c.put(f"{L(n, 'po')}: {n.po}" if n.po else "", 330, 110, 9)
    c.put(f"A/C {n.cust.account}", 330, 124, 9)
    rows = []
    for code, desc, qty, _ in n.items:
        bb = f"{n.rng.randint(1, 28):02d}/{n.rng.randint(1, 12):02d}"
        rows.append([code, desc, qty, f"B{n.rng.randint(1000, 9999)}", bb])
    y = c.table(
        ["Code", "Product", "Qty", "Batch", "Best Before"], rows, [40, 100, 330, 390, 470], 190
    )
    c.put("Chilled goods delivered at 2.8 C. Returns must be noted on this docket.", 40, y)
    sign(c, n, y + 30)
    footer(c, n)


def in_challan(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "c", 16)
    c.put("DELIVERY CHALLAN", 297, y, 13, "c")
    c.put("(Original for Consignee)", 297, y + 16, 7.5, "c")
    y += 40
    c.put(f"Challan No.: {n.number}", 40, y, 9)
    c.put(f"Date: {n.date_raw}", 400, y, 9)
    if n.po:
        c.put(f"P.O. No. & Date: {n.po} dt. {n.odate_raw}", 40, y + 14, 9)
    c.put(
        f"Vehicle No.: MH 12 {n.rng.choice('ABCDE')}{n.rng.choice('QRST')} "
        f"{n.rng.randint(1000, 9999)}",
        400,
        y + 14,
        9,
    )
    address(c, n, "Consignee", 40, y + 40)
    c.put(f"Party Code: {n.cust.account}", 330, y + 50, 9)
    c.put("GSTIN of consignee: 27AAACR5055K1Z7", 330, y + 64, 8)
    y = items(c, n, y + 120, "HSN")
    c.put("Goods sent for: job work / supply", 40, y)
    c.put(f"For {n.sup.shown}", 555, y + 30, 9, "r")
    c.put("Authorised Signatory", 555, y + 60, 8, "r")
    footer(c, n)


def za_steel(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 16)
    c.put("DELIVERY NOTE", 555, 40, 15, "r")
    c.put(n.number, 555, 60, 13, "r")
    y = c.under(
        [
            ("DATE", n.date_raw),
            ("ORDER REF", n.po or "VERBAL"),
            ("ACCOUNT", n.cust.account),
            ("SALES ORDER", f"SO{n.rng.randint(100000, 999999)}"),
        ],
        40,
        y + 4,
        125,
    )
    address(c, n, "DELIVER TO", 40, y + 6)
    rows = [
        [f"IPE {s}", f"{n.rng.randint(1, 8)} x {m} mm", "S355JR", f"{n.rng.randint(80, 900)} kg"]
        for s, m in (("200", "6100"), ("160", "4250"), ("100", "2980"))
    ]
    y = c.table(["Section", "Cut list", "Grade", "Mass"], rows, [40, 150, 330, 440], y + 80)
    c.put(f"Total mass {n.rng.randint(900, 3000)} kg   Mill cert. on request", 40, y)
    sign(c, n, y + 30)
    footer(c, n)


def uk_electrical(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "r", 15)
    c.put("DESPATCH NOTE", 40, 40, 16)
    c.put(f"Branch {n.cust.store}", 40, 62, 9)
    address(c, n, "Invoice To", 40, y)
    address(c, n, "Deliver To", 300, y)
    y = c.under(
        [
            ("Despatch No", n.number),
            ("Date", n.date_raw),
            ("Your Ref", n.po or "TBC"),
            ("Our Ref", f"SO/{n.rng.randint(100000, 999999)}"),
            ("Account", n.cust.account),
        ],
        40,
        y + 80,
        102,
    )
    rows = []
    for i, (code, desc, qty, _) in enumerate(n.items):
        back = "0" if i % 2 else str(n.rng.randint(1, 20))
        rows.append([code, desc, qty, back])
    y = c.table(["Product", "Description", "Sent", "B/O"], rows, [40, 130, 420, 480], y + 14)
    c.put("Items shown B/O will follow on a separate despatch note.", 40, y)
    sign(c, n, y + 30)
    footer(c, n)


def au_readymix(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("CONCRETE DELIVERY DOCKET", 555, 40, 11, "r")
    c.put(f"No {n.number}", 555, 56, 14, "r")
    rows = [
        ("Date", n.date_raw),
        ("Order No", n.po),
        ("Customer", n.cust.name),
        ("Site", n.cust.street),
        ("Truck", f"T{n.rng.randint(10, 99)}"),
        ("Batched", f"{n.rng.randint(6, 14)}:{n.rng.randint(10, 59)}"),
        (
            "Load / Cum.",
            f"{n.rng.randint(2, 8)}.{n.rng.randint(0, 9)} m3 / {n.rng.randint(9, 60)} m3",
        ),
        ("Mix", f"N{n.rng.choice([20, 25, 32, 40])}/20/80"),
        ("Slump", f"{n.rng.choice([80, 100, 120])} mm"),
        ("Water added", "______ L"),
    ]
    y = c.pairs(rows, 40, y + 4, 80, 10)
    c.put("Time on site ____  Start pour ____  Finish ____", 40, y + 10, 9)
    c.put(f"{L(n, 'sign')} ______________", 40, y + 40, 9)
    footer(c, n)


def uk_skip(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("WASTE TRANSFER NOTE", 555, 40, 13, "r")
    c.put(f"WTN No. {n.number}", 555, 58, 11, "r")
    c.put("Section A - Description of waste", 40, y, 9)
    c.put(
        f"EWC code 17 09 04  Mixed construction waste  {n.rng.randint(2, 12)} yd skip", 40, y + 13
    )
    c.put("Section B - Current holder (transferor)", 40, y + 36, 9)
    c.put(n.cust.name, 40, y + 49)
    c.put(f"{n.cust.street}, {n.cust.city}", 40, y + 61)
    c.put("Section C - Person collecting (transferee)", 40, y + 84, 9)
    c.put(f"{n.sup.shown}  Carrier licence CBDU{n.rng.randint(100000, 999999)}", 40, y + 97)
    c.put("Section D - Transfer details", 40, y + 120, 9)
    c.put(f"Date of transfer: {n.date_raw}", 40, y + 133)
    c.put(
        f"Time {n.rng.randint(7, 16)}:{n.rng.randint(10, 59)}  Skip {n.rng.randint(100, 999)}",
        300,
        y + 133,
    )
    if n.po:
        c.put(f"Customer PO: {n.po}", 40, y + 146)
    c.put(f"Job No {n.rng.randint(10000, 99999)}", 300, y + 146)
    c.put("Transferor signature ______   Transferee signature ______", 40, y + 180, 8)
    footer(c, n)


def au_fuel(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "c", 15)
    c.put("FUEL DELIVERY TICKET", 297, y, 12, "c")
    start = n.rng.randint(100000, 900000)
    litres = n.rng.randint(800, 9000)
    rows = [
        ("Ticket No", n.number),
        ("Date", n.date_raw),
        ("Cust Order", n.po),
        ("Customer", n.cust.name),
        ("Acct", n.cust.account),
        ("Product", n.rng.choice(["Diesel ULSD", "Unleaded 91", "AdBlue"])),
        ("Meter start", str(start)),
        ("Meter end", str(start + litres)),
        ("Litres @15C", f"{litres:,}"),
        ("Tank / Dip", f"T{n.rng.randint(1, 4)} / {n.rng.randint(10, 190)} cm"),
    ]
    y = c.pairs(rows, 150, y + 24, 100, 10)
    c.put(
        f"Driver {n.rng.choice(['B. Ngata', 'L. Foster', 'R. Singh'])}  "
        f"Rego {n.rng.randint(100, 999)}ABC",
        150,
        y + 10,
        9,
    )
    c.put("Customer signature ______________", 150, y + 40, 9)
    footer(c, n)


def uk_furniture(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 18)
    c.put("Delivery Note & Condition Report", 555, 40, 12, "r")
    address(c, n, "Delivery Address", 40, y)
    rows = [
        ("Delivery Note", n.number),
        ("Delivery Date", n.date_raw),
        ("Sales Order", f"{n.rng.randint(100000, 999999)}"),
        ("Your Ref", n.po),
        ("Time Slot", "AM 07:00-12:00"),
    ]
    y = c.pairs(rows, 330, y, 95)
    y = items(c, n, y + 40, "Pieces")
    c.put("Condition on delivery (tick): Good [x] Damaged [ ] Refused [ ]", 40, y + 4, 9)
    c.put("Notes: scuff on left arm of sofa, accepted by customer", 40, y + 18, 9)
    c.put("Assembly completed: Yes   Packaging removed: Yes", 40, y + 32, 9)
    sign(c, n, y + 60)
    footer(c, n)


def us_return(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("RETURN AUTHORIZATION", 555, 40, 14, "r")
    c.put(f"RMA # {n.number}", 555, 60, 11, "r")
    c.put(f"Issued {n.date_raw}", 555, 74, 9, "r")
    address(c, n, "Return From", 40, y)
    if n.po:
        c.put(f"Original PO: {n.po}", 330, y + 10, 9)
    c.put(f"Orig. Packing Slip {n.rng.randint(1000000, 9999999)} of {n.odate_raw}", 330, y + 24, 9)
    c.put(f"Customer # {n.cust.account}", 330, y + 38, 9)
    y = items(c, n, y + 80, "Reason")
    c.put("Credit will be issued on receipt and inspection. Restocking fee 15%.", 40, y)
    footer(c, n)


def uk_barcode(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("DELIVERY NOTE", 297, y + 4, 14, "c")
    c.put(f"*{n.number}*", 555, 44, 8, "r")  # under the barcode: its only print
    c.put(f"Printed {n.later_raw} {n.rng.randint(8, 17)}:{n.rng.randint(10, 59)}", 555, 56, 7, "r")
    address(c, n, "Deliver to:", 40, y + 30)
    c.put(f"Despatched: {n.date_raw}", 330, y + 40, 9)
    c.put(f"Your order: {n.po}" if n.po else "Your order: telephone", 330, y + 54, 9)
    c.put(f"Cust. A/C: {n.cust.account}", 330, y + 68, 9)
    y = items(c, n, y + 110)
    sign(c, n, y + 20)
    footer(c, n)


def en_3pl(n: Note) -> None:
    assert n.agent is not None
    c = n.page()
    a = n.agent
    c.put(a.shown, 40, 36, 18)
    c.put(f"{a.street}, {a.city} · {a.phone} · ops@{a.domain}", 40, 60, 8)
    c.put("DESPATCH NOTE", 555, 36, 14, "r")
    c.put(f"Despatched {L(n, 'behalf')} {n.sup.legal}", 40, 84, 10)
    if n.tax_printed:
        c.put(f"Supplier {n.sup.tax_label} {n.sup.tax_id}", 40, 98, 8)
    c.put(f"Consignment CN{n.rng.randint(1000000, 9999999)}", 330, 120, 9)
    c.put(f"Client Ref {n.number}", 330, 134, 9)
    c.put(f"Despatch Date {n.date_raw}", 330, 148, 9)
    c.put(f"Customer PO {n.po}" if n.po else "", 330, 162, 9)
    address(c, n, "Ship To", 40, 120)
    y = items(c, n, 220, "Cartons")
    c.put(f"Pallets 2  Weight {n.rng.randint(80, 900)} kg  Carrier {a.shown}", 40, y)
    sign(c, n, y + 30)
    c.put(f"{a.legal} - warehousing and distribution", 297, 790, 6.5, "c")
    c.put(f"Goods remain the property of {n.sup.legal} until paid in full.", 297, 800, 6.5, "c")
    if n.sup.trading:
        c.put(f"({n.sup.trading})", 297, 810, 6.5, "c")


def en_pages(n: Note) -> None:
    total = n.rng.choice([2, 3])
    for i in range(1, total + 1):
        c = n.page()
        c.put(n.sup.shown, 40, 36, 15 if i == 1 else 10)
        c.put(L(n, "page").format(i=i, n=total), 555, 36, 8, "r")
        if i == 1:
            c.put(f"{n.sup.street}, {n.sup.city} · {n.sup.phone}", 40, 56, 8)
            c.put(f"{n.sup.tax_label} {n.sup.tax_id}" if n.tax_printed else "", 40, 67, 8)
            c.put("DELIVERY NOTE", 555, 52, 14, "r")
            y = address(c, n, "Deliver To", 40, 100)
            c.pairs(
                [("Note No.", n.number), ("Date", n.date_raw), ("Order No.", n.po)], 330, 104, 80
            )
            y = items(c, n, y + 20)
            c.put("continued overleaf", 555, 760, 8, "r")
        else:
            c.put(f"Delivery note {n.number} (continued)", 40, 60, 9)
            rows = [
                [f"{n.rng.randint(10000, 99999)}", f"Sundry item {k}", str(n.rng.randint(1, 9))]
                for k in range(6)
            ]
            y = c.table(["Code", "Description", "Qty"], rows, [40, 120, 420], 90)
            if i == total:
                c.put(f"Total lines {6 * (total - 1) + len(n.items)}", 40, y)
                sign(c, n, y + 30)
        footer(c, n)


# --- German ----------------------------------------------------------------------------------


def de_din(n: Note) -> None:
    c = n.page()
    c.put(n.sup.shown, 555, 40, 16, "r")
    c.put(f"{n.sup.street} · {n.sup.city}", 555, 60, 8, "r")
    c.put(f"{n.sup.shown} · {n.sup.street} · {n.sup.city}", 40, 120, 6)
    c.put(n.cust.name, 40, 134, 11)  # the window: the recipient, no label
    c.put(n.cust.street, 40, 150, 10)
    c.put(n.cust.city, 40, 164, 10)
    rows = [
        ("Kunden-Nr.", n.cust.account),
        ("Lieferschein-Nr.", n.number),
        ("Datum", n.date_raw),
        ("Bearbeiter", n.rng.choice(["Fr. Kessler", "Hr. Brandt"])),
        (L(n, "tel"), n.sup.phone),
    ]
    c.pairs(rows, 360, 120, 90, 8.5)
    c.put(L(n, "dn").upper(), 40, 230, 14)
    if n.po:
        c.put(f"Ihre Bestellung {n.po} vom {n.odate_raw}", 40, 252, 9.5)
    y = items(c, n, 280, "Einheit")
    c.put(f"{L(n, 'carrier')}: eigener Fuhrpark  Gewicht {n.rng.randint(20, 900)} kg", 40, y)
    sign(c, n, y + 30)
    footer(c, n, f"{n.sup.tax_label} {n.sup.tax_id}" if n.tax_printed else "")


def de_3pl(n: Note) -> None:
    assert n.agent is not None
    c = n.page()
    a = n.agent
    c.put(a.shown, 40, 36, 17)
    c.put(f"{a.street} · {a.city} · {a.phone}", 40, 58, 8)
    c.put(f"LIEFERSCHEIN für {n.sup.legal}", 40, 90, 12)
    c.put(f"{n.sup.tax_label} {n.sup.tax_id}" if n.tax_printed else "", 40, 106, 8)
    c.put(f"Sendungs-Nr. {n.rng.randint(10**11, 10**12 - 1)}", 330, 130, 9)
    c.put(f"Lieferschein {n.number}", 330, 144, 9)
    c.put(f"Versanddatum {n.date_raw}", 330, 158, 9)
    if n.po:
        c.put(f"Best.-Nr. Kunde {n.po}", 330, 172, 9)
    address(c, n, "Warenempfänger", 40, 130)
    y = items(c, n, 230, "Pakete")
    sign(c, n, y + 20)
    c.put(f"{a.legal} · Logistikdienstleister im Auftrag von {n.sup.legal}", 297, 790, 6.5, "c")
    if n.sup.trading:
        c.put(f"Marke: {n.sup.trading}", 297, 800, 6.5, "c")


def de_pharma(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("Lieferschein", 555, 40, 15, "r")
    c.put(f"Apotheke / Filiale {n.cust.store}", 555, 60, 9, "r")
    y = c.under(
        [
            ("Beleg-Nr.", n.number),
            ("Belegdatum", n.date_raw),
            ("Bestellnummer", n.po or "Telefon"),
            ("Kundennummer", n.cust.account),
            ("Tour", str(n.rng.randint(1, 40))),
        ],
        40,
        y + 4,
        102,
    )
    address(c, n, "Lieferanschrift", 40, y + 6)
    rows = []
    for code, desc, qty, _ in n.items:
        rows.append(
            [
                f"PZN {code}",
                desc,
                qty,
                f"Ch.-B. {n.rng.randint(1000, 9999)}K",
                f"{n.rng.randint(1, 12):02d}/{n.date.year + 2}",
            ]
        )
    y = c.table(
        ["Artikel", "Bezeichnung", "Menge", "Charge", "verw. bis"],
        rows,
        [40, 120, 320, 370, 470],
        y + 80,
    )
    c.put("Kühlware: 2-8 °C. Betäubungsmittel gesondert.", 40, y, 8)
    footer(c, n)


def de_beton(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("BETON-LIEFERSCHEIN", 555, 40, 12, "r")
    c.put(f"Nr. {n.number}", 555, 58, 13, "r")
    rows = [
        ("Datum", n.date_raw),
        ("Bestell-Nr.", n.po),
        ("Kunde", n.cust.name),
        ("Baustelle", n.cust.street),
        ("Sorte", f"C{n.rng.choice(['25/30', '30/37', '20/25'])} XC2 F3 16"),
        ("Menge", f"{n.rng.randint(2, 9)},{n.rng.randint(0, 9)} m³"),
        ("Fahrzeug", f"FM {n.rng.randint(10, 99)}"),
        ("Beladen", f"{n.rng.randint(6, 15)}:{n.rng.randint(10, 59)} Uhr"),
        ("Ankunft", "____ Uhr"),
    ]
    y = c.pairs(rows, 40, y + 4, 80, 10)
    c.put("Wasserzugabe auf der Baustelle: ____ l  Unterschrift Abnehmer ________", 40, y + 20, 8.5)
    footer(c, n)


def de_return(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "r", 15)
    c.put("Rücksendeschein", 40, 40, 16)
    address(c, n, "Absender", 40, y)
    rows = [
        ("Retouren-Nr.", n.number),
        ("Datum", n.date_raw),
        ("zu Lieferschein", f"LS{n.rng.randint(100000, 999999)} vom {n.odate_raw}"),
        ("Ihre Bestellung", n.po),
    ]
    y = c.pairs(rows, 300, y, 100)
    y = items(c, n, y + 40, "Grund")
    c.put("Die Gutschrift erfolgt nach Prüfung der Ware.", 40, y)
    footer(c, n, f"{n.sup.tax_label} {n.sup.tax_id}" if n.tax_printed else "")


# --- French ----------------------------------------------------------------------------------


def fr_bl(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 16)
    c.put(L(n, "dn"), 555, 40, 15, "r")
    c.put(f"N° {n.number} du {n.date_raw}", 555, 60, 10, "r")
    address(c, n, "Adresse de livraison", 300, y + 4)
    c.put(f"Code client : {n.cust.account}", 40, y + 10, 9)
    if n.po:
        c.put(f"Votre commande n° {n.po} du {n.odate_raw}", 40, y + 24, 9)
    y = items(c, n, y + 90, "Colis")
    sign(c, n, y + 30)
    footer(c, n, f"SIRET {n.rng.randint(10**13, 10**14 - 1)}")


def fr_3pl(n: Note) -> None:
    assert n.agent is not None
    c = n.page()
    a = n.agent
    c.put(a.shown, 40, 36, 17)
    c.put(f"{a.street} - {a.city} - Tél. {a.phone}", 40, 58, 8)
    c.put("BON DE LIVRAISON", 555, 36, 13, "r")
    c.put(f"Expédié pour le compte de : {n.sup.legal}", 40, 86, 10)
    if n.tax_printed:
        c.put(f"{n.sup.tax_label} {n.sup.tax_id}", 40, 100, 8)
    y = c.under(
        [
            ("N° BL client", n.number),
            ("Date", n.date_raw),
            ("Votre commande", n.po or "-"),
            ("Récépissé", f"{n.rng.randint(10**7, 10**8 - 1)}"),
        ],
        40,
        124,
        130,
    )
    address(c, n, "Destinataire", 40, y + 6)
    y = items(c, n, y + 80, "Colis")
    sign(c, n, y + 20)
    c.put(f"{a.legal} - prestataire logistique", 297, 790, 6.5, "c")
    if n.sup.trading:
        c.put(f"Marque {n.sup.trading}", 297, 800, 6.5, "c")


def fr_footer(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "c", 16)
    c.put("BON DE LIVRAISON", 297, y, 13, "c")
    address(c, n, "Livrer à", 40, y + 30)
    c.put(f"Livré le {n.date_raw}", 330, y + 40, 9)
    c.put(f"Vos réf. : {n.po}" if n.po else "Vos réf. : néant", 330, y + 54, 9)
    y = items(c, n, y + 110)
    sign(c, n, y + 20)
    footer(c, n)
    c.put(f"Réf. {n.number} - page 1/1", 555, 815, 7, "r")  # the only print of its number


def fr_food(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("Bon de livraison", 555, 40, 14, "r")
    c.put(f"BL n° {n.number}", 555, 58, 10, "r")
    c.put(f"Tournée {n.rng.randint(1, 20)} - {n.date_raw}", 555, 72, 9, "r")
    address(c, n, "Client", 40, y)
    c.put(f"Compte {n.cust.account}", 330, y + 10, 9)
    if n.po:
        c.put(f"Réf. commande client {n.po}", 330, y + 24, 9)
    rows = []
    for code, desc, qty, _ in n.items:
        rows.append(
            [
                code,
                desc,
                qty,
                f"L{n.rng.randint(10000, 99999)}",
                f"DLC {n.rng.randint(1, 28):02d}/{n.rng.randint(1, 12):02d}",
            ]
        )
    y = c.table(
        ["Réf.", "Désignation", "Qté", "Lot", "DLC/DDM"], rows, [40, 100, 320, 370, 460], y + 80
    )
    c.put("Température à réception : ____ °C", 40, y)
    sign(c, n, y + 30)
    footer(c, n)


# --- Italian ---------------------------------------------------------------------------------


def it_ddt(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("DOCUMENTO DI TRASPORTO", 555, 40, 12, "r")
    c.put("(D.P.R. 472/96)", 555, 56, 7, "r")
    c.put("Spett.le", 330, y, 8)
    c.put(n.cust.name, 330, y + 11, 10)
    c.put(n.cust.street, 330, y + 25, 9)
    c.put(n.cust.city, 330, y + 37, 9)
    y = c.under(
        [
            ("DDT n.", n.number),
            ("Data", n.date_raw),
            ("Cod. cliente", n.cust.account),
            ("Pag.", "1"),
        ],
        40,
        y + 70,
        120,
    )
    if n.po:
        c.put(f"Vs. ordine n. {n.po} del {n.odate_raw}", 40, y, 9)
    c.put("Causale: vendita   Porto: franco   Aspetto: scatole", 40, y + 14, 8)
    y = items(c, n, y + 40, "U.M.")
    c.put(
        f"Vettore: {n.rng.choice(['mittente', 'destinatario', 'Trasporti Gelli'])}   "
        f"Colli {n.rng.randint(1, 30)}",
        40,
        y,
    )
    c.put("Firma conducente ______  Firma destinatario ______", 40, y + 30, 8)
    footer(c, n, f"{n.sup.tax_label} {n.sup.tax_id}" if n.tax_printed else "")


def it_acciaio(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "c", 16)
    c.put(f"D.D.T. N° {n.number}", 40, y, 11)
    c.put(f"del {n.date_raw}", 250, y, 11)
    address(c, n, "Destinazione merce", 40, y + 24)
    c.put(
        f"Rif. ordine cliente: {n.po}" if n.po else "Rif. ordine cliente: verbale", 330, y + 34, 9
    )
    c.put(f"Conto {n.cust.account}", 330, y + 48, 9)
    rows = [
        [f"HEA {s}", f"{n.rng.randint(1, 6)} x {m} mm", "S275JR", f"{n.rng.randint(100, 1500)} kg"]
        for s, m in (("160", "5200"), ("200", "7350"), ("120", "3100"))
    ]
    y = c.table(
        ["Profilo", "Lista di taglio", "Qualità", "Peso"], rows, [40, 150, 330, 440], y + 100
    )
    c.put("Certificato 3.1 allegato", 40, y)
    footer(c, n)


def it_pages(n: Note) -> None:
    for i in (1, 2):
        c = n.page()
        y = letterhead(c, n, "l", 14 if i == 1 else 10)
        c.put(f"Pag. {i} di 2", 555, 40, 8, "r")
        if i == 1:
            c.put(f"DDT n. {n.number} del {n.date_raw}", 555, 56, 11, "r")
            address(c, n, "Destinatario", 40, y)
            if n.po:
                c.put(f"Vs. rif. {n.po}", 330, y + 10, 9)
            items(c, n, y + 80)
            c.put("segue", 555, 760, 8, "r")
        else:
            c.put(f"segue DDT {n.number}", 40, y, 9)
            rows = [
                [f"A{n.rng.randint(1000, 9999)}", f"Minuteria {k}", str(n.rng.randint(1, 50))]
                for k in range(5)
            ]
            y = c.table(["Codice", "Descrizione", "Q.tà"], rows, [40, 120, 420], y + 20)
            c.put("Firma destinatario ______", 40, y + 20, 8)
        footer(c, n)


# --- Spanish ---------------------------------------------------------------------------------


def es_albaran(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 16)
    c.put("ALBARÁN", 555, 40, 16, "r")
    y = c.under(
        [
            ("Nº albarán", n.number),
            ("Fecha", n.date_raw),
            ("Su pedido", n.po or "s/p"),
            ("Cliente nº", n.cust.account),
        ],
        300,
        70,
        70,
    )
    address(c, n, "Entregar en", 40, max(y, 140))
    y = items(c, n, 230, "Lote")
    c.put("Recibí conforme ______", 40, y + 20, 9)
    footer(c, n, f"{n.sup.tax_label} {n.sup.tax_id}" if n.tax_printed else "")


def es_gasoleo(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "c", 15)
    c.put("ALBARÁN DE SUMINISTRO DE GASÓLEO", 297, y, 11, "c")
    start = n.rng.randint(10000, 90000)
    litres = n.rng.randint(500, 6000)
    rows = [
        ("Albarán nº", n.number),
        ("Fecha suministro", n.date_raw),
        ("Pedido", n.po),
        ("Cliente", n.cust.name),
        ("Producto", "Gasóleo B"),
        ("Contador inicial", str(start)),
        ("Contador final", str(start + litres)),
        ("Litros", f"{litres:,}".replace(",", ".")),
        ("Matrícula cisterna", f"{n.rng.randint(1000, 9999)} KLM"),
    ]
    y = c.pairs(rows, 120, y + 24, 110, 10)
    c.put("Firma del cliente ______", 120, y + 20, 9)
    footer(c, n)


def es_3pl(n: Note) -> None:
    assert n.agent is not None
    c = n.page()
    a = n.agent
    c.put(a.shown, 40, 36, 17)
    c.put(f"{a.street} - {a.city}", 40, 58, 8)
    c.put("NOTA DE ENTREGA", 555, 36, 13, "r")
    c.put(f"Por cuenta de {n.sup.legal}", 40, 84, 10)
    if n.tax_printed:
        c.put(f"{n.sup.tax_label} {n.sup.tax_id}", 40, 98, 8)
    rows = [
        ("Albarán", n.number),
        ("Fecha", n.date_raw),
        ("Ref. cliente", n.po),
        ("Expedición", f"EX{n.rng.randint(10**6, 10**7 - 1)}"),
    ]
    c.pairs(rows, 330, 120, 90)
    address(c, n, "Destinatario", 40, 120)
    y = items(c, n, 220, "Bultos")
    sign(c, n, y + 20)
    c.put(f"{a.legal} - operador logístico", 297, 790, 6.5, "c")
    if n.sup.trading:
        c.put(f"Marca {n.sup.trading}", 297, 800, 6.5, "c")


# --- Dutch -----------------------------------------------------------------------------------


def nl_pakbon(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "r", 15)
    c.put("PAKBON", 40, 40, 18)
    address(c, n, "Afleveradres", 40, y)
    rows = [
        ("Pakbonnummer", n.number),
        ("Datum", n.date_raw),
        ("Uw order", n.po),
        ("Klantnummer", n.cust.account),
        ("Orderdatum", n.odate_raw),
    ]
    y = c.pairs(rows, 330, y, 95)
    y = items(c, n, y + 30, "Colli")
    sign(c, n, y + 20)
    footer(
        c,
        n,
        f"{n.sup.tax_label} {n.sup.tax_id} · KvK {n.rng.randint(10**7, 10**8 - 1)}"
        if n.tax_printed
        else "",
    )


def nl_afleverbon(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 17)
    c.put("AFLEVERBON", 555, 40, 14, "r")
    c.put(f"Bonnr. {n.number}", 555, 60, 10, "r")
    c.put(n.date_raw, 555, 74, 9, "r")
    address(c, n, "Bezorgadres", 40, y)
    c.put(f"Uw kenmerk: {n.po}" if n.po else "Uw kenmerk: -", 330, y + 10, 9)
    c.put(f"Project {n.rng.randint(100, 999)}-{n.rng.randint(10, 99)}", 330, y + 24, 9)
    y = items(c, n, y + 80, "Eenheid")
    c.put("Lossen met kraan: ja   Pallets retour: 2", 40, y)
    sign(c, n, y + 30)
    footer(c, n)


def nl_retour(n: Note) -> None:
    c = n.page()
    y = letterhead(c, n, "l", 15)
    c.put("RETOURBON", 555, 40, 15, "r")
    y = c.under(
        [
            ("Retournummer", n.number),
            ("Datum", n.date_raw),
            ("Uw referentie", n.po or "-"),
            ("Ref. pakbon", f"PB{n.rng.randint(100000, 999999)}"),
        ],
        40,
        y + 4,
        125,
    )
    address(c, n, "Retour van", 40, y + 6)
    y = items(c, n, y + 80, "Reden")
    c.put("Creditering volgt na controle van de goederen.", 40, y)
    footer(c, n, f"{n.sup.tax_label} {n.sup.tax_id}" if n.tax_printed else "")


LAYOUTS: tuple[Layout, ...] = (
    Layout("uk_grocer", "en", "UK", "food", uk_grocer),
    Layout("au_docket", "en", "AU", "building", au_docket),
    Layout("nz_timber", "en", "NZ", "timber", nz_timber),
    Layout("us_pharma", "en", "US", "pharma", us_pharma, order="mdy"),
    Layout("ie_food", "en", "IE", "food", ie_food),
    Layout("in_challan", "en", "IN", "industrial", in_challan),
    Layout("za_steel", "en", "ZA", "steel", za_steel),
    Layout("uk_electrical", "en", "UK", "electrical", uk_electrical),
    Layout("au_readymix", "en", "AU", "concrete", au_readymix, paper=True),
    Layout("uk_skip", "en", "UK", "waste", uk_skip, paper=True),
    Layout("au_fuel", "en", "AU", "fuel", au_fuel, paper=True),
    Layout("uk_furniture", "en", "UK", "furniture", uk_furniture),
    Layout("us_return", "en", "US", "electrical", us_return, doc_type="return", order="mdy"),
    Layout("uk_barcode", "en", "UK", "building", uk_barcode),
    Layout("en_3pl", "en", "IE", "consumer", en_3pl),
    Layout("en_pages", "en", "AU", "industrial", en_pages),
    Layout("de_din", "de", "DE", "industrial", de_din),
    Layout("de_3pl", "de", "DE", "consumer", de_3pl),
    Layout("de_pharma", "de", "DE", "pharma", de_pharma),
    Layout("de_beton", "de", "DE", "concrete", de_beton, paper=True),
    Layout("de_return", "de", "DE", "electrical", de_return, doc_type="return"),
    Layout("fr_bl", "fr", "FR", "building", fr_bl),
    Layout("fr_3pl", "fr", "FR", "consumer", fr_3pl),
    Layout("fr_footer", "fr", "FR", "industrial", fr_footer),
    Layout("fr_food", "fr", "FR", "food", fr_food),
    Layout("it_ddt", "it", "IT", "industrial", it_ddt),
    Layout("it_acciaio", "it", "IT", "steel", it_acciaio),
    Layout("it_pages", "it", "IT", "electrical", it_pages),
    Layout("es_albaran", "es", "ES", "building", es_albaran),
    Layout("es_gasoleo", "es", "ES", "fuel", es_gasoleo, paper=True),
    Layout("es_3pl", "es", "ES", "consumer", es_3pl),
    Layout("nl_pakbon", "nl", "NL", "consumer", nl_pakbon),
    Layout("nl_afleverbon", "nl", "NL", "building", nl_afleverbon),
    Layout("nl_retour", "nl", "NL", "electrical", nl_retour, doc_type="return"),
)
assert all(layout.lang in LEX for layout in LAYOUTS)
