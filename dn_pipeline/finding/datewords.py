"""The date labels of the field lexicon in eight languages (en, de, fr, it, es, nl; pl and pt
since ff-12), as folded token phrases, by kind: the delivery's ("delivery"; an arrival, ff-8,
above a dispatch date), the document's own ("document"), a carrier's collection (ff-8, below
both) and dates that are nobody's delivery ("other": order, due, print, expiry dates).
``lexicon.DATE_LABELS`` is this table (moved out of ``lexicon.py`` in ff-8, for its size).
"""

from __future__ import annotations

from dn_pipeline.finding.abbrev import DATE_ABBREVIATIONS
from dn_pipeline.finding.carriage import ARRIVAL_DATES, COLLECTION_DATES
from dn_pipeline.finding.paperwork import HIRE_DATE_LABELS, OTHER_DATE_LABELS

DATE_LABELS: dict[tuple[str, ...], str] = {
    # delivery / dispatch: the date a delivery note is about
    ("delivery", "date"): "delivery", ("date", "of", "delivery"): "delivery",
    ("delivered",): "delivery", ("delivered", "on"): "delivery", ("dispatch", "date"): "delivery",
    ("despatch", "date"): "delivery", ("ship", "date"): "delivery",
    ("shipping", "date"): "delivery", ("date", "shipped"): "delivery",
    ("del", "date"): "delivery",  # ff-13: "Del. Date", a delivery date's abbreviation
    ("liefer", "datum"): "delivery", ("leistung", "datum"): "delivery",
    ("versand", "datum"): "delivery",
    ("date", "de", "livraison"): "delivery", ("date", "livraison"): "delivery",
    ("livre", "le"): "delivery", ("data", "consegna"): "delivery",
    ("data", "di", "consegna"): "delivery", ("data", "spedizione"): "delivery",
    ("data", "ddt"): "delivery", ("fecha", "de", "entrega"): "delivery",
    ("fecha", "entrega"): "delivery", ("fecha", "de", "envio"): "delivery",
    ("lever", "datum"): "delivery", ("aflever", "datum"): "delivery",
    ("verzend", "datum"): "delivery", ("leverdatum",): "delivery",
    # the document's own date
    ("date",): "document", ("datum",): "document", ("dated",): "document",
    ("data",): "document", ("fecha",): "document", ("issued",): "document",
    ("issue", "date"): "document", ("issued", "at"): "document",
    ("invoice", "date"): "document", ("document", "date"): "document",
    ("rechnung", "datum"): "document", ("beleg", "datum"): "document",
    # ff-15: the note's own date, below a "Lieferdatum" the note also prints
    ("lieferschein", "datum"): "document",
    ("factuur", "datum"): "document", ("date", "de", "facture"): "document",
    ("date", "facture"): "document", ("data", "fattura"): "document",
    ("data", "documento"): "document", ("fecha", "factura"): "document",
    ("fecha", "de", "factura"): "document",
    # dates that are not the delivery's
    ("order", "date"): "other", ("bestell", "datum"): "other", ("bestel", "datum"): "other",
    ("order", "datum"): "other", ("auftrag", "datum"): "other", ("due", "date"): "other",
    ("due",): "other", ("verval", "datum"): "other", ("fallig",): "other",
    ("falligkeit",): "other", ("falligkeitsdatum",): "other", ("echeance",): "other",
    ("date", "d", "echeance"): "other", ("date", "limite"): "other",
    ("date", "de", "commande"): "other", ("scadenza",): "other", ("data", "ordine"): "other",
    ("vencimiento",): "other", ("fecha", "de", "pedido"): "other", ("print", "date"): "other",
    ("printed",): "other", ("expiry",): "other", ("expires",): "other",
    ("payment", "date"): "other", ("paid", "on"): "other", ("period",): "other",
    ("valid", "until"): "other", ("birth",): "other", ("check", "out"): "other",
    ("date", "ordered"): "other", ("ordered",): "other", ("besteld", "op"): "other",
    ("commande", "le"): "other", ("druck", "datum"): "other", ("gedruckt",): "other",
    ("impreso",): "other", ("imprime", "le"): "other", ("stampato",): "other",
    ("afgedrukt",): "other",
    # ff-16: a date asked for or promised, not when the goods left or came ("Requested
    # Delivery", "Wunschtermin", "Date souhaitée", "Fecha solicitada", "Gewenste leverdatum")
    ("requested", "date"): "other", ("requested", "delivery"): "other",
    ("requested", "delivery", "date"): "other", ("promised", "date"): "other",
    ("promised", "delivery"): "other", ("wunschtermin",): "other", ("wunschdatum",): "other",
    ("wunsch", "liefertermin"): "other", ("date", "souhaitee"): "other",
    ("livraison", "souhaitee"): "other", ("date", "de", "livraison", "souhaitee"): "other",
    ("fecha", "solicitada"): "other", ("entrega", "solicitada"): "other",
    ("fecha", "deseada"): "other", ("data", "richiesta"): "other",
    ("consegna", "richiesta"): "other", ("data", "consegna", "richiesta"): "other",
    ("gewenste", "leverdatum"): "other", ("gewenste", "datum"): "other",
    ("gewenste", "levering"): "other",
    # more ways to say when the goods left or arrived
    ("geliefert", "am"): "delivery", ("geliefert",): "delivery", ("lieferung", "am"): "delivery",
    ("livraison", "le"): "delivery", ("expedie", "le"): "delivery",
    ("date", "d", "expedition"): "delivery", ("date", "expedition"): "delivery",
    ("data", "inizio", "trasporto"): "delivery", ("data", "trasporto"): "delivery",
    ("consegnato", "il"): "delivery", ("entregado", "el"): "delivery",
    ("fecha", "de", "salida"): "delivery", ("fecha", "salida"): "delivery",
    ("fecha", "de", "expedicion"): "delivery", ("fecha", "envio"): "delivery",
    ("geleverd", "op"): "delivery", ("afgeleverd", "op"): "delivery",
    ("levering", "datum"): "delivery", ("verzonden", "op"): "delivery",
    ("shipped",): "delivery", ("shipped", "on"): "delivery", ("date", "delivered"): "delivery",
    ("dispatched",): "delivery", ("dispatched", "on"): "delivery", ("despatched",): "delivery",
    ("liefertermin",): "delivery", ("versandtag",): "delivery", ("liefertag",): "delivery",
    ("date", "of", "supply"): "delivery", ("supply", "date"): "delivery",
    # ff-15: "Anlieferung am: 15.4.23", "Anlieferdatum"
    ("anlieferung", "am"): "delivery", ("anliefer", "datum"): "delivery",
    # ff-15: Chile's "Guía de despacho" forms: "F.ENTREGA:", "FECHA DESPACHO:"
    ("f", "entrega"): "delivery", ("fecha", "despacho"): "delivery",
    ("fecha", "de", "despacho"): "delivery",
    # print dates: when the page came off the printer, not when the goods moved
    ("fecha", "impresion"): "other", ("fecha", "de", "impresion"): "other",
    ("data", "stampa"): "other", ("data", "di", "stampa"): "other", ("edite", "le"): "other",
    ("date", "d", "impression"): "other", ("date", "impression"): "other",
    ("print", "datum"): "other", ("afdruk", "datum"): "other", ("printed", "on"): "other",
    # order dates written as "ordered on ..."
    ("bestellung", "vom"): "other", ("auftrag", "vom"): "other", ("ordine", "del"): "other",
    ("fecha", "pedido"): "other", ("pedido", "del"): "other", ("order", "placed"): "other",
    ("commande", "du"): "other", ("bestelling", "van"): "other",
    # ff-12: Polish and Portuguese
    ("data", "dostawy"): "delivery", ("data", "wydania"): "delivery",
    ("data", "wysylki"): "delivery", ("data", "de", "entrega"): "delivery",
    ("data", "de", "expedicao"): "delivery", ("data", "de", "envio"): "delivery",
    ("data", "zamowienia"): "other", ("data", "wydruku"): "other", ("termin", "platnosci"): "other",
    ("data", "da", "encomenda"): "other", ("data", "de", "encomenda"): "other",
    ("data", "de", "vencimento"): "other", ("vencimento",): "other", ("impresso", "em"): "other",
    **OTHER_DATE_LABELS,
    **HIRE_DATE_LABELS,  # ff-9
    **ARRIVAL_DATES,  # ff-8
    **COLLECTION_DATES,
    **DATE_ABBREVIATIONS,  # ff-11: "dt", "fch.", "Date commande"
}  # fmt: skip

# ff-14: when the goods left, not when they came: below a delivery date the page also prints
# ("Despatch Date 29 Jan", "Del. Date 30 Jan"; "Verzenddatum", "Leverdatum"), still a
# delivery note's date when it prints no other
_DISPATCH: tuple[tuple[str, ...], ...] = (
    ("dispatch", "date"), ("despatch", "date"), ("ship", "date"), ("shipping", "date"),
    ("date", "shipped"), ("shipped",), ("shipped", "on"), ("dispatched",), ("dispatched", "on"),
    ("despatched",), ("versand", "datum"), ("versandtag",), ("expedie", "le"),
    ("date", "d", "expedition"), ("date", "expedition"), ("data", "spedizione"),
    ("fecha", "de", "envio"), ("fecha", "envio"), ("fecha", "de", "salida"), ("fecha", "salida"),
    ("fecha", "despacho"), ("fecha", "de", "despacho"),  # ff-15
    ("fecha", "de", "expedicion"), ("verzend", "datum"), ("verzonden", "op"),
    ("data", "wysylki"), ("data", "de", "expedicao"), ("data", "de", "envio"),
)  # fmt: skip
DATE_LABELS.update({phrase: "dispatch" for phrase in _DISPATCH if phrase in DATE_LABELS})
