"""ff-11: the abbreviated lower-case labels a form prints in six languages (en, de, fr, it, es,
nl): the customer's reference ("yr ref", "v/réf.", "rif.", "s/ref.", "uw ref."), the
supplier's own ("N/ref.", "ns/rif."), the date ("dt", "dat.", "fch.", "dd"), an order date
the document's date word heads ("Date commande"), a weighbridge's stored tare date. As folded
token phrases.
"""

from __future__ import annotations

# The customer's reference by an abbreviation of "your" ("yr", "y/", "v/", "s/", "u"): the PO.
PO_ABBREVIATIONS: dict[tuple[str, ...], str] = {
    k: "po"
    for k in (
        ("yr", "ref"), ("yr", "reference"), ("yr", "order"), ("yr", "po"), ("y", "ref"),
        ("yr", "order", "no"), ("ihr", "z"), ("ihr", "zeich"), ("ihre", "z"),
        ("vtre", "ref"), ("vtre", "cde"), ("vtre", "commande"), ("v", "rif"), ("vs", "rif"),
        ("s", "ped"), ("s", "pedido"), ("su", "ped"), ("uw", "kenm"), ("u", "ref"),
        ("uw", "ref", "nr"),
    )
}  # fmt: skip
# "rif." alone: an Italian form's reference, the customer's order (weaker than a label that
# names the order; "Ns. rif." is the supplier's own)
PO_ABBREVIATIONS[("rif",)] = "po_abbr"
# The supplier's own by an abbreviation of "our" ("N/ref.", "ns/rif.", "n/réf.", "o/ref"):
# never the PO.
OWN_ABBREVIATIONS: dict[tuple[str, ...], str] = {
    k: "own"
    for k in (
        ("n", "ref"), ("n", "referencia"), ("ns", "ref"), ("o", "ref"), ("our", "rf"),
        ("uns", "z"), ("unser", "z"), ("onze", "kenm"),
    )
}  # fmt: skip
# A date by an abbreviation ("dt", "dat.", "fch.", "dd": the Dutch "de dato"): the
# document's date; an order date the date word heads ("Date commande", "Datum Bestellung").
DATE_ABBREVIATIONS: dict[tuple[str, ...], str] = {
    ("dt",): "document", ("dat",): "document", ("fch",): "document", ("fcha",): "document",
    ("dd",): "document", ("fec",): "document",  # ff-14: "FEC.....: 22/3/2023"
    ("dte",): "document",  # ff-15: a dot-matrix form's "DTE...........: 06-JUN-2023"
    # ff-15: the delivery's ("FEC ENTR......: 31-AGO-23", "Fch. entr.")
    ("fec", "entr"): "delivery", ("fch", "entr"): "delivery", ("fecha", "entr"): "delivery",
    ("date", "commande"): "other", ("date", "cde"): "other", ("datum", "bestellung"): "other",
    ("data", "ord"): "other", ("fecha", "ped"): "other", ("datum", "order"): "other",
    ("dt", "ordine"): "other", ("dt", "order"): "other", ("date", "of", "order"): "other",
    # a weighbridge's stored tare: weighed on another day
    ("stored", "tare"): "other", ("preset", "tare"): "other", ("tare", "date"): "other",
    ("gespeicherte", "tara"): "other", ("tara", "datum"): "other",
    ("tare", "enregistree"): "other", ("tare", "memorisee"): "other",
    ("tara", "memorizzata"): "other", ("data", "tara"): "other",
    ("tara", "memorizada"): "other", ("fecha", "tara"): "other",
    ("opgeslagen", "tarra"): "other", ("tarra", "datum"): "other",
}  # fmt: skip
