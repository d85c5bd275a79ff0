"""The words of carriage (ff-8), in six languages (en, de, fr, it, es, nl), as folded token
phrases: the carrier's own numbers, the shipper's reference that names the supplier's note
on a carrier's paper, packing slips and lists, and multilingual box captions.

A carrier numbers its transport (CMR, waybill, tracking, shipment, bill of lading, track &
trace); the supplier numbers its delivery. The site reconciles a delivery with the supplier's
invoice, which quotes the supplier's note, so a carrier's number is taken only when the page
prints no number under a delivery-note, title or shipper's-reference label: never banned (a
carrier's own paper with nothing else is filed by it), and the English "Consignment No."
stays a note's number (a haulier's or waste carrier's own note). ``lexicon.py`` adds these
words to its labels, ``core.py`` ranks them.
"""

from __future__ import annotations

# A carrier's number by its head word ("CMR-Nr.", "Frachtbrief-Nr.", "Sendungsnummer",
# "N° de suivi", "Lettera di vettura n.", "Nº de seguimiento", "Zendingnummer", "AWB").
# Not the English "Consignment No.": a haulier's, a quarry's or a waste carrier's own note
# is numbered by it (a hazardous-waste consignment note); it stays a delivery note's label.
CARRIER_HEADS: tuple[tuple[str, ...], ...] = (
    ("cmr",), ("awb",), ("air", "waybill"), ("waybill",), ("way", "bill"),
    ("bill", "of", "lading"), ("bol",), ("lading",), ("tracking",), ("track", "trace"),
    ("track", "and", "trace"), ("shipment",), ("parcel",),
    ("frachtbrief",), ("ladeschein",), ("sendung",), ("sendungsverfolgung",),
    ("lettre", "de", "voiture"), ("ldv",), ("suivi",), ("colis",),
    ("lettera", "di", "vettura"), ("spedizione",), ("tracciamento",),
    ("polizza", "di", "carico"), ("carta", "de", "porte"), ("seguimiento",),
    ("conocimiento", "de", "embarque"), ("vrachtbrief",), ("zending",),
)  # fmt: skip
# ff-17: India's e-way bill (the transport's tax permit, "E-Way Bill No."): a carrier's
# number on any page (its "Bill No." is no invoice's)
PERMIT_HEADS: tuple[tuple[str, ...], ...] = (("e", "way", "bill"), ("eway", "bill"))

# The shipper's own reference on a carrier's paper ("Shipper's ref.", "Réf. expéditeur",
# "Absender-Ref.", "Rif. mittente", "Ref. remitente", "Ref. verlader"): the supplier's note.
_SHIPPERS: tuple[tuple[str, ...], ...] = (
    ("shipper",), ("shipper", "s"), ("shippers",), ("sender",), ("sender", "s"), ("senders",),
    ("consignor",), ("consignor", "s"), ("absender",), ("versender",), ("expediteur",),
    ("l", "expediteur"), ("chargeur",), ("mittente",), ("speditore",), ("remitente",),
    ("expedidor",), ("cargador",), ("afzender",), ("verlader",), ("verzender",),
)  # fmt: skip
_REFS: tuple[tuple[str, ...], ...] = (
    ("ref",), ("reference",), ("referenz",), ("rif",), ("riferimento",), ("referencia",),
    ("referentie",), ("kenmerk",),
)  # fmt: skip
# "Réf. de l'expéditeur", "Rif. del mittente", "Ref. del remitente", "Kenmerk van afzender"
_OF = ((), ("de", "l"), ("del",), ("van",))
SHIPPER_REFS: tuple[tuple[str, ...], ...] = tuple(
    dict.fromkeys(
        [(*who, *ref) for who in _SHIPPERS for ref in _REFS]
        + [(*ref, *of, *who) for who in _SHIPPERS for ref in _REFS for of in _OF]
        + [("absenderreferenz",), ("versenderreferenz",), ("verladerreferentie",)]
    )
)
# The first of a parcel carrier's numbered references ("Reference 1", "Referenz 1",
# "Référence 1", "Riferimento 1", "Referencia 1", "Referentie 1"): the shipper's reference,
# on a page titled as a carrier's paper only.
FIRST_REFERENCE: dict[tuple[str, ...], str] = {
    (word, "1"): "shipper_ref"
    for word in ("reference", "ref", "referenz", "rif", "riferimento", "referencia", "referentie")
}

# Packing slips and lists ("Packzettel", "Bordereau de colisage", "Distinta di imballaggio",
# "Lista de empaque", "Paklijst"): the document's own title, numbered as a delivery note.
PACKING_TITLES: tuple[tuple[str, ...], ...] = (
    ("packing", "slip"), ("packing", "list"), ("pack", "list"), ("packzettel",),
    ("packliste",), ("bordereau", "de", "colisage"),
    ("liste", "de", "colisage"), ("fiche", "de", "colisage"), ("bon", "de", "colisage"),
    ("distinta", "di", "imballaggio"), ("distinta", "imballaggio"), ("distinta", "colli"),
    ("lista", "de", "empaque"), ("lista", "de", "embalaje"), ("albaran", "de", "embalaje"),
    ("paklijst",),  # not "Pakbon": the Dutch word for any delivery note
)  # fmt: skip

# "PO / Reference", "PO / Referenz", "PO / Referencia": one label for the buyer's reference.
PO_REFERENCES: tuple[tuple[str, ...], ...] = tuple(
    ("po", word)
    for word in ("ref", "reference", "referenz", "rif", "riferimento",
                 "referencia", "referentie", "kenmerk")
)  # fmt: skip

# When the goods arrived ("Delivered:", "Zugestellt am", "Livré le", "Consegnato il",
# "Entregado el", "Afgeleverd op"): above a dispatch or ship date on the same page (a
# carrier's receipt prints both; the delivery is the arrival).
ARRIVAL_DATES: dict[tuple[str, ...], str] = {
    k: "arrival"
    for k in (
        ("delivered",), ("delivered", "on"), ("date", "delivered"), ("delivered", "at"),
        ("zugestellt",), ("zugestellt", "am"), ("ausgeliefert",), ("ausgeliefert", "am"),
        ("geliefert", "am"), ("livre",), ("livre", "le"), ("consegnato",),
        ("consegnato", "il"), ("entregado",), ("entregado", "el"), ("afgeleverd",),
        ("afgeleverd", "op"), ("geleverd", "op"),
    )
}  # fmt: skip
# When a carrier collected or took over the goods ("Collection date", "Abholdatum",
# "Übernahme", "Date d'enlèvement", "Prise en charge", "Data di ritiro", "Presa in carico",
# "Fecha de recogida", "Ophaaldatum", "Datum van inontvangstneming"): below every other
# date, the page's date when it prints no other (a CMR's box 4 is its date).
COLLECTION_DATES: dict[tuple[str, ...], str] = {
    k: "collection"
    for k in (
        ("collected",), ("collected", "on"), ("collection", "date"), ("date", "collected"),
        ("collection",), ("pick", "up", "date"), ("pickup", "date"), ("picked", "up"),
        ("taking", "over"), ("date", "of", "taking", "over"),
        ("abgeholt",), ("abgeholt", "am"), ("abhol", "datum"), ("abholung", "am"),
        ("abholdatum",), ("ubernahme",), ("tag", "der", "ubernahme"),
        ("ubernahme", "datum"), ("ubernommen", "am"),
        ("date", "d", "enlevement"), ("enleve", "le"), ("enleve",), ("date", "de", "ramasse"),
        ("ramasse", "le"), ("prise", "en", "charge"), ("date", "de", "prise", "en", "charge"),
        ("data", "ritiro"), ("data", "di", "ritiro"), ("ritirato", "il"), ("ritirato",),
        ("presa", "in", "carico"), ("data", "di", "presa", "in", "carico"),
        ("fecha", "de", "recogida"), ("fecha", "recogida"), ("recogido", "el"),
        ("recogido",), ("fecha", "de", "carga"),
        ("opgehaald",), ("opgehaald", "op"), ("ophaal", "datum"), ("ophaaldatum",),
        ("inontvangstneming",), ("datum", "van", "inontvangstneming"),
    )
}  # fmt: skip
