"""The field lexicon in six languages (en, de, fr, it, es, nl): titles, labels, legal forms
and address words, as folded token phrases. How a line's tokens are matched against them
(folding, compounds, OCR tolerance, column breaks) is ``phrases.py``.
"""

from __future__ import annotations

from dn_pipeline.finding.abbrev import OWN_ABBREVIATIONS, PO_ABBREVIATIONS
from dn_pipeline.finding.carriage import (
    CARRIER_HEADS,
    PACKING_TITLES,
    PERMIT_HEADS,
    PO_REFERENCES,
    SHIPPER_REFS,
)
from dn_pipeline.finding.datewords import DATE_LABELS as DATE_LABELS  # ff-8: moved there
from dn_pipeline.finding.nameshapes import COMPANY_SUFFIX as COMPANY_SUFFIX  # moved there
from dn_pipeline.finding.nameshapes import POSTCODE as POSTCODE
from dn_pipeline.finding.nameshapes import STREET_WORDS as STREET_WORDS
from dn_pipeline.finding.otherdocs import CONFIRMATION_TITLES as CONFIRMATION_TITLES  # ff-16
from dn_pipeline.finding.otherdocs import OTHER_TITLES as OTHER_TITLES  # ff-16: moved there
from dn_pipeline.finding.paperwork import (
    CUSTOMER_REFS,
    HIRE_CONTRACT_HEADS,
    HIRE_HEADS,
    OWN_ORDER_HEADS,
    OWN_REF_HEADS,
)

# --- document words -------------------------------------------------------------------------

DN_TITLES: tuple[tuple[str, ...], ...] = (
    ("delivery", "note"), ("delivery", "docket"), ("delivery", "slip"), ("delivery", "receipt"),
    ("docket",), ("dispatch", "note"), ("despatch", "note"), ("dispatch", "docket"),
    ("despatch", "docket"), ("packing", "slip"), ("packing", "list"), ("packing", "note"),
    ("consignment", "note"), ("goods", "received", "note"), ("goods", "receipt", "note"),
    ("grn",), ("bill", "of", "lading"), ("waybill",), ("lieferschein",), ("warenbegleitschein",),
    ("bon", "de", "livraison"), ("bordereau", "de", "livraison"), ("bulletin", "de", "livraison"),
    ("ddt",), ("documento", "di", "trasporto"), ("bolla", "di", "consegna"), ("albaran",),
    ("albaran", "de", "entrega"), ("nota", "de", "entrega"), ("guia", "de", "remision"),
    ("pakbon",), ("afleverbon",), ("leveringsbon",), ("leverbon",), ("vrachtbrief",), ("dn",),
    # ff-17: India's and Latin America's ("Remisión" in Mexico and Colombia, "Remito" in
    # Argentina, "Guía de despacho" in Chile)
    ("delivery", "challan"), ("remision",), ("remito",), ("guia", "de", "despacho"),
    ("bl",),
    ("d", "d", "t"),  # "D.D.T."
    # consignment notes / waybills and dispatch notes in the other languages
    ("carta", "de", "porte"), ("lettre", "de", "voiture"),
    ("lettera", "di", "vettura"), ("bon", "d", "expedition"), ("bordereau", "d", "expedition"),
    ("avis", "d", "expedition"), ("nota", "di", "consegna"), ("documento", "de", "transporte"),
    ("note", "d", "envoi"), ("bordereau", "d", "envoi"),
    ("delivery", "ticket"), ("packliste",), ("versandschein",), ("verzendbon",),
    # ff-12: Polish and Portuguese ("Dowód wydania WZ", "Nr WZ"; "Guia de remessa")
    ("dowod", "wydania"), ("wz",), ("guia", "de", "remessa"), ("guia", "de", "transporte"),
    # ff-14: Latin America's: Mexico's and Colombia's "Remisión" / "Nota de remisión",
    # Argentina's and Uruguay's "Remito"
    ("remision",), ("nota", "de", "remision"), ("remito",),
    *PACKING_TITLES,  # ff-8
)  # fmt: skip
_NEW_TITLES = frozenset(PACKING_TITLES) - {
    ("packing", "slip"),
    ("packing", "list"),
    ("packliste",),
    ("pakbon",),
}
INVOICE_TITLES: tuple[tuple[str, ...], ...] = (
    ("invoice",), ("tax", "invoice"), ("inv",), ("rechnung",), ("warenrechnung",),
    ("facture",), ("factuur",), ("fattura",), ("factura",), ("receipt",), ("quittung",),
    ("recu",), ("ricevuta",), ("recibo",), ("kassabon",),
    # a pro-forma invoice: no delivery (SPEC §10: an open page, like any invoice)
    ("proforma",), ("pro", "forma"), ("proformarechnung",), ("proformafactuur",),
)  # fmt: skip
GENERIC_DOCS: tuple[tuple[str, ...], ...] = (
    ("beleg",),
    ("document",),
    ("doc",),
    ("documento",),
    ("bill",),
    ("dokument",),
)
NUMBER_WORDS: tuple[tuple[str, ...], ...] = (
    ("no",), ("nr",), ("n",), ("num",), ("number",), ("nummer",), ("numero",), ("#",),
    ("nbr",), ("nro",), ("id",), ("ref",), ("n", "o"),  # "N.º"
)  # fmt: skip
# The first word of each: after a document word, it makes that word a label ("Invoice No").
NUMBER_WORD_SET = frozenset(w[0] for w in NUMBER_WORDS)
# Words that, after a document word, make it a date label ("Lieferschein Datum").
DATE_WORD_SET = frozenset({"date", "datum", "data", "fecha", "dated", "du", "le", "del"})
DOC_STEMS = frozenset(
    [
        "rechnung",
        "lieferschein",
        "leistung",
        "beleg",
        "bestell",
        "bestellung",
        "auftrag",
        "kunde",
        "kunden",
        "factuur",
        "pakbon",
        "afleverbon",
        "order",
        "lever",
        "aflever",
        "verzend",
        "verval",
        "liefer",
        "versand",
        "rechnungs",
        "dokument",
        "artikel",
        "konto",
        "bestel",
        "klant",
        "document",
    ]
)

# --- labels ---------------------------------------------------------------------------------


def with_numbers(
    heads: tuple[tuple[str, ...], ...], kind: str, *, before: bool = True
) -> dict[tuple[str, ...], str]:
    out: dict[tuple[str, ...], str] = {}
    for head in heads:
        for number in NUMBER_WORDS:
            out[head + number] = kind
            if before:
                out[number + head] = kind
                out[(*number, "de", *head)] = kind
                out[(*number, "di", *head)] = kind
                out[(*number, "du", *head)] = kind
    return out


# ff-17: words that title a delivery only standing alone in their segment: an ERP's "Sales -
# Shipment", "Shipment" or "Entrega" print, or an info block's cell heading the delivery's
# number ("Lieferung" over "84248204"); elsewhere they label ("Shipment No.", "Delivery Date").
ALONE_TITLES = frozenset(
    {("shipment",), ("sales", "shipment"), ("posted", "sales", "shipment"), ("shipment", "note"),
     ("lieferung",), ("levering",), ("entrega",), ("livraison",), ("consegna",), ("delivery",),
     # the same print of Business Central in Dutch, German, French, Spanish and Italian
     ("verkoopverzending",), ("verkaufslieferung",), ("expedition", "vente"),
     ("envio", "venta"), ("spedizione", "vendita")}
)  # fmt: skip
# Words that name a delivery only with a number word: "Delivery #", "Lieferung Nr."
DELIVERY_HEADS: tuple[tuple[str, ...], ...] = (
    ("delivery",), ("shipment",), ("despatch",), ("dispatch",), ("lieferung",),
    ("livraison",), ("consegna",), ("entrega",), ("levering",), ("zending",), ("note",),
    # Delivery documents named by a short word: "N° de bon", "Bolla n°", "Slip No.",
    # "Ticket #" (a weighbridge or delivery ticket), "LS-Nr." (Lieferschein), "Remito N°".
    ("bon",), ("bolla",), ("slip",), ("ticket",), ("tkt",), ("ls",), ("liefersch",), ("remito",),
    ("guia",), ("consignment",), ("shipping",), ("bordereau",),
    ("schein",),  # "Schein-Nr." on a Lieferschein: the slip's own number
    ("liefer",), ("verzend",),  # ff-17: "Liefer-Nr.", "Verzendnr.": the delivery's number
    ("bulletin",),  # ff-17: "Bulletin n°" on a Swiss bulletin de livraison
    # ff-5: a waste transfer note's and an Indian delivery challan's own number
    ("wtn",), ("waste", "transfer", "note"), ("transfer", "note"), ("challan",),
    ("d", "n"),  # ff-13: "D/N No." (a delivery note's abbreviation with its slash)
    ("d", "c"), ("dc",),  # ff-17: "D.C. No." (an Indian delivery challan's)
)  # fmt: skip
NUMBER_LABELS: dict[tuple[str, ...], str] = {
    **with_numbers(DN_TITLES + DELIVERY_HEADS, "delivery_note"),
    **with_numbers(INVOICE_TITLES, "invoice"),
    **with_numbers(GENERIC_DOCS, "document"),
    **with_numbers(HIRE_HEADS, "hire"),
    **with_numbers(HIRE_CONTRACT_HEADS, "hire_contract"),
    ("bonnr",): "delivery_note",
    ("bonnummer",): "delivery_note",
}
# ff-8: a carrier's word that labelled a delivery note's number ("Waybill No.", "Lettre de
# voiture N°", "Shipment No.") labels a carrier's (the others, "Tracking no.", "CMR-Nr.",
# only on a carrier's paper: ``transport.FAMILY_LABELS``); the shipper's reference is the
# supplier's note.
NUMBER_LABELS.update(
    {k: "carrier" for k in with_numbers(CARRIER_HEADS, "carrier") if k in NUMBER_LABELS}
)
NUMBER_LABELS.update({phrase: "shipper_ref" for phrase in SHIPPER_REFS})
NUMBER_LABELS.update(with_numbers(PERMIT_HEADS, "carrier"))
# ff-15: a credit note's, quotation's, order confirmation's or statement's own number label
# ("Gutschrift-Nr.", "Devis n°", "Conferma n.", "Credit Note No."): read on such a page only
OTHER_NUMBER_LABELS: dict[tuple[str, ...], str] = with_numbers(
    (*OTHER_TITLES, ("conferma",), ("confirmation",), ("bestatigung",)), "other"
)
# ff-16: a statement's or confirmation's own number by its first word ("Relevé n°",
# "Estratto n.", "Acknowledgement No.", "AB-Nr." (Auftragsbestätigung))
OTHER_NUMBER_LABELS.update(
    with_numbers(
        (("releve",), ("estratto",), ("extracto",), ("acknowledgement",), ("acknowledgment",),
         ("ab",)),
        "other",
    )
)  # fmt: skip
# ff-16: on an order confirmation that labels no number of its own, the order's number
# ("SO No.", "Ordernummer", "N° de commande"); read on such a page only
CONFIRMED_ORDER_LABELS: dict[tuple[str, ...], str] = with_numbers(
    (("so",), ("sales", "order"), ("order",), ("commande",), ("ordine",), ("pedido",),
     ("auftrag",), ("auftrags",), ("opdracht",)),
    "confirmed",
)  # fmt: skip
# ff-15: "N° ALB........: PB23-09877", "NRO ALB:": a Spanish form's abbreviation of albarán,
# a delivery note's number label only with its colon ("Número ALB 858263" is a code)
ALB_LABELS: dict[tuple[str, ...], str] = with_numbers((("alb",),), "delivery_note")
# A number word alone ("Nr.: 4471", "Nummer LS-2024-1", "No. 004512"): the weakest number
# label, taken only at the start of its column and only with its value right after it.
# Not a label anywhere else (a supplier's name may hold "No").
BARE_NUMBER_LABELS: dict[tuple[str, ...], str] = {
    word: "bare" for word in NUMBER_WORDS if word not in {("#",), ("id",), ("ref",)}
}
# A document word alone ("Documento A101153", "Beleg" over its value in a grid): weaker than
# "Documento n°", stronger than a number word alone.
GENERIC_LABELS: dict[tuple[str, ...], str] = {
    word: "generic"
    for word in (("documento",), ("document",), ("dokument",), ("beleg",), ("folio",))
}  # ff-14: "Folio" numbers a Mexican document (a remisión's, an invoice's "Serie y folio")
# A document word alone labels the number to its right ("Invoice INV/2024/05/0117") or
# under it in a header row; weaker than "Invoice No".
TITLE_LABELS: dict[tuple[str, ...], str] = {
    # Not the short codes ("DN", "BL", "WZ", "INV"): they begin values ("BL-1241439").
    # ff-8: nor the packing titles new in ff-8 ("Lieferschein / Packzettel" is no header row)
    **{t: "delivery_note" for t in DN_TITLES if t not in {("dn",), ("bl",), ("wz",), *_NEW_TITLES}},
    **{t: "invoice" for t in INVOICE_TITLES if t not in {("bon",), ("receipt",), ("inv",)}},
    **{t: "carrier" for t in DN_TITLES if t in CARRIER_HEADS},  # ff-8: "Lettre de voiture"
}

# A purchase order is the buyer's by name; "Bestellung" / "bestelling" are the buyer's order.
_PO_HEADS: tuple[tuple[str, ...], ...] = (
    ("purchase", "order"), ("po",), ("p", "o"), ("p", "o", "s", "o"), ("customer", "order"),
    ("bon", "de", "commande"), ("ordine", "d", "acquisto"), ("orden", "de", "compra"),
    ("inkooporder",), ("purchase",),
    ("bestelbon",),  # ff-17: Flemish, the customer's order form ("Bestelbon nr.")
)  # fmt: skip
# ff-17: Latin America's orden de compra ("O.C. N°", "No. de O.C."); never "N.º O.C.": that
# is "N.º: C-234473" read as a label
_OC: tuple[tuple[str, ...], ...] = (("o", "c"), ("oc",))
# ff-6: an order number by the buyer's word ("Bestellnummer", "Best.-Nr."): the customer's
# order, unless the page also prints a label that says so ("Ihre Bestell-Nr."): then it is a
# webshop's own order number.
_BUYER_HEADS: tuple[tuple[str, ...], ...] = (
    ("bestellung",), ("bestell",), ("bestel",),
    ("best",),  # ff-5: "Best.-Nr." (Bestellnummer), "Best.-Nr. Kunde"
)  # fmt: skip
# An order word alone ("Order No.", "Commande n°", "Pedido nº") may be either side's order:
# weaker than a label that says it is the customer's.
_ORDER_HEADS: tuple[tuple[str, ...], ...] = (
    ("commande",), ("ordine",), ("pedido",), ("order",),
    ("zamowienie",), ("zamowienia",), ("encomenda",),  # ff-12: Polish, Portuguese
)  # fmt: skip
# ff-12: "Zamówienie klienta nr", "V/ encomenda n.º", "Requisição n.º" (the buyer's)
_CUSTOMER_HEADS_PL_PT: tuple[tuple[str, ...], ...] = (
    ("zamowienie", "klienta"), ("zamowienia", "klienta"), ("v", "encomenda"),
    ("vossa", "encomenda"), ("sua", "encomenda"), ("encomenda", "cliente"), ("requisicao",),
)  # fmt: skip
# Labels that say the reference is the customer's ("Your Order No.", "Vostro ordine n.",
# "Réf. client", "Bestellnummer Kunde", "Cust. Order Ref").
_CUSTOMER_HEADS: tuple[tuple[str, ...], ...] = (
    ("your", "order"), ("your", "po"), ("your", "ref"), ("your", "reference"),
    ("customer", "order"), ("customer", "po"), ("cust", "order"), ("cust", "po"),
    ("client", "order"), ("ihre", "bestellung"), ("ihr", "auftrag"), ("ihre", "auftrag"),
    ("ihre", "bestell"), ("kunden", "bestell"), ("kundenbestell",), ("votre", "commande"),
    ("v", "commande"), ("votre", "cde"), ("v", "cde"), ("commande", "client"),
    ("vs", "ordine"), ("vostro", "ordine"), ("rif", "ordine"), ("ordine", "cliente"),
    ("su", "pedido"), ("vuestro", "pedido"), ("pedido", "cliente"), ("pedido", "de", "cliente"),
    ("uw", "order"), ("uw", "bestelling"), ("uw", "bestel"), ("klant", "order"),
    *_CUSTOMER_HEADS_PL_PT,
    ("cust", "ord"), ("kd", "bestell"), ("kd", "bestellung"),  # ff-15: "CUST ORD NO...:"
)  # fmt: skip
# ff-15: an ERP's external document number, the customer's order the note was entered
# against ("N° doc. externe", "Externe Belegnr.", "External Document No.": Navision / Business
# Central in each language)
_EXTERNAL_DOC: tuple[tuple[str, ...], ...] = (
    ("external", "document"), ("external", "doc"), ("doc", "externe"), ("document", "externe"),
    ("externe", "beleg"), ("extern", "document"), ("externe", "document"),
    ("documento", "externo"), ("documento", "esterno"), ("doc", "esterno"),
)  # fmt: skip
_CUSTOMER_WORDS: tuple[tuple[str, ...], ...] = (
    ("kunde",), ("customer",), ("client",), ("cliente",), ("klant",),
)  # fmt: skip
_REF_WORDS: tuple[tuple[str, ...], ...] = (("ref",), ("reference",))
_OWN_HEADS: tuple[tuple[str, ...], ...] = (
    ("our", "order"), ("our", "ref"), ("our", "reference"), ("sales", "order"),
    ("unser", "auftrag"), ("unsere", "auftrag"), ("unser", "zeichen"), ("unsere", "referenz"),
    ("notre", "commande"), ("notre", "reference"), ("notre", "ref"),
    ("ns", "ordine"), ("nostro", "ordine"), ("ns", "rif"), ("nostro", "riferimento"),
    ("nuestro", "pedido"), ("nuestra", "referencia"),
    ("onze", "order"), ("onze", "ref"), ("onze", "referentie"), ("ons", "kenmerk"),
    *OWN_REF_HEADS,
    *OWN_ORDER_HEADS,
)  # fmt: skip
PO_LABELS: dict[tuple[str, ...], str] = {
    **with_numbers(_OC, "po", before=False),
    **{(*number, "de", *oc): "po" for number in NUMBER_WORDS for oc in _OC},
    ("o", "c"): "po",  # "O.C.: 4500118909", "N° O.C.: 918420" (not "OC" alone: "OC-59258")
    **with_numbers(_ORDER_HEADS, "order_no"),
    **with_numbers(_BUYER_HEADS, "buyer_order"),
    **with_numbers(_PO_HEADS, "po"),
    **with_numbers(_CUSTOMER_HEADS, "po", before=False),
    # "Bestellnummer Kunde", "Order No. Customer": the customer's order number
    **{
        (*head, *number, *who): "po"
        for head in (*_PO_HEADS, *_BUYER_HEADS, *_ORDER_HEADS)
        for number in NUMBER_WORDS
        for who in _CUSTOMER_WORDS
    },
    **{(*head, *ref): "po" for head in _CUSTOMER_HEADS for ref in _REF_WORDS},
    # "N° commande client", "Nº de pedido cliente"
    **{
        (*number, *de, *head, *who): "po"
        for head in _ORDER_HEADS
        for number in NUMBER_WORDS
        for de in ((), ("de",), ("di",), ("du",))
        for who in _CUSTOMER_WORDS
    },
    # "Votre N° de commande", "Su nº de pedido"
    **{(your, *number, "de", head): "po" for your, head in (("votre", "commande"),
       ("su", "pedido"), ("vuestro", "pedido")) for number in NUMBER_WORDS},
    ("purchase", "order"): "po", ("po",): "po", ("p", "o"): "po",
    ("orden", "de", "compra"): "po", ("ordine", "d", "acquisto"): "po",
    ("ordine", "di", "acquisto"): "po", ("pedido", "de", "compra"): "po",
    ("your", "order"): "po", ("your", "ref"): "po", ("your", "reference"): "po",
    ("your", "po"): "po", ("customer", "po"): "po", ("customer", "order"): "po",
    ("ihre", "bestellung"): "po", ("ihr", "auftrag"): "po", ("ihre", "bestellnummer"): "po",
    ("ihre", "referenz"): "po", ("ihr", "zeichen"): "po", ("bestellung",): "buyer_order",
    ("votre", "commande"): "po", ("votre", "reference"): "po", ("votre", "ref"): "po",
    ("bon", "de", "commande"): "po", ("vs", "ordine"): "po", ("vostro", "ordine"): "po",
    ("rif", "ordine"): "po", ("vs", "rif"): "po", ("su", "pedido"): "po",
    ("su", "referencia"): "po", ("uw", "order"): "po", ("uw", "referentie"): "po",
    ("uw", "ref"): "po", ("uw", "bestelling"): "po", ("inkooporder",): "po",
    ("uw", "bestelbon"): "po",  # ff-17
    ("v", "ref"): "po", ("v", "reference"): "po", ("v", "commande"): "po",
    ("votre", "cde"): "po", ("v", "cde"): "po", ("commande", "client"): "po",
    ("s", "ref"): "po", ("s", "referencia"): "po", ("su", "ref"): "po",
    ("vuestro", "pedido"): "po", ("pedido", "cliente"): "po", ("pedido", "de", "cliente"): "po",
    ("vs", "riferimento"): "po", ("vostro", "riferimento"): "po", ("ordine", "cliente"): "po",
    ("uw", "kenmerk"): "po", ("uw", "ordernummer"): "po", ("uw", "order", "nr"): "po",
    ("ihre", "auftrag", "nr"): "po", ("ihr", "auftrag", "nr"): "po", ("ihre", "auftrag"): "po",
    ("ihre", "bestell", "nr"): "po", ("kunden", "bestell", "nr"): "po",
    ("cust", "order"): "po", ("cust", "po"): "po", ("client", "order"): "po",
    ("customer", "ref"): "po", ("customer", "reference"): "po", ("order", "reference"): "po",
    ("rif", "ordine", "cliente"): "po", ("riferimento", "ordine", "cliente"): "po",
    ("ref", "client"): "po", ("reference", "client"): "po", ("ref", "cliente"): "po",
    ("referencia", "cliente"): "po", ("referencia", "del", "cliente"): "po",
    ("riferimento", "cliente"): "po", ("klant", "referentie"): "po", ("klantreferentie",): "po",
    ("kunden", "referenz"): "po", ("kundenreferenz",): "po", ("cust", "ref"): "po",
    ("cust", "ord"): "po", ("kd", "bestellung"): "po",  # ff-15
    **with_numbers(_EXTERNAL_DOC, "po"),
    **dict.fromkeys(_EXTERNAL_DOC, "po"),
    ("order",): "order",
    # ff-12: the buyer's order in Polish and Portuguese, label first or the number word first
    **{phrase: "po" for phrase in _CUSTOMER_HEADS_PL_PT},
    **{(*number, *head): "po" for head in _CUSTOMER_HEADS_PL_PT for number in NUMBER_WORDS},
    # ff-7: the order word alone in the other languages: either side's order, so only the
    # head of a header row's cell over its value (never "Pedido: 794136" in a list of fields)
    ("pedido",): "order_word", ("commande",): "order_word", ("ordine",): "order_word",
    # ff-5: "Vos réf." is "Votre réf." (a bare "Pedido" stays a bare order word, as "Order":
    # on an albarán it is as often the supplier's own order as the customer's)
    ("vos", "ref"): "po", ("vos", "reference"): "po",
    ("vos", "references"): "po", ("vos", "refs"): "po", ("ihre", "best"): "po",
    # ff-7: the buyer's reference by the buyer's name ("Client Ref", "Kunden-Ref.", "Rif.
    # cliente", "Ihre Ref."); the supplier's own ("Ntra. ref.", "Ns. riferimento") below
    **{phrase: "po_ref" for phrase in CUSTOMER_REFS},
    **{phrase: "po" for phrase in PO_REFERENCES},  # ff-8: "PO / Referencia"
    # The supplier's own references: never the customer's PO ("Our Order No.", "N/Réf.").
    **with_numbers(_OWN_HEADS, "own", before=False),
    **{head: "own" for head in _OWN_HEADS},
    **PO_ABBREVIATIONS,  # ff-11: "yr ref", "rif.", "s/ped."
    **OWN_ABBREVIATIONS,  # ff-11: "N/ref."
}  # fmt: skip


# An attention line ("Attn: K. Vermeer", "z. Hd.", "t.a.v.") sits under a recipient's name.
ATTENTION_LABELS: tuple[tuple[str, ...], ...] = (
    ("attn",), ("attention",), ("att",), ("a", "a"), ("z", "hd"), ("zhd",), ("zu", "handen"),
    ("a", "l", "attention", "de"), ("t", "a", "v"), ("alla", "cortese", "attenzione"),
    ("a", "la", "atencion", "de"),
)  # fmt: skip
CUSTOMER_LABELS: dict[tuple[str, ...], str] = {
    k: "customer"
    for k in (
        *ATTENTION_LABELS,
        ("bill", "to"), ("billed", "to"), ("ship", "to"), ("shipped", "to"), ("sold", "to"),
        ("deliver", "to"), ("delivered", "to"), ("delivery", "address"), ("invoice", "to"),
        ("invoice", "address"), ("billing", "address"), ("shipping", "address"),
        ("customer",), ("client",), ("attn",), ("attention",), ("consignee",), ("recipient",),
        ("site", "address"), ("kunde",), ("kaufer",), ("rechnungsempfanger",),
        ("warenempfanger",), ("lieferadresse",), ("lieferanschrift",), ("empfanger",),
        ("rechnungsadresse",), ("destinataire",), ("adresse", "de", "livraison"),
        ("adresse", "de", "facturation"), ("livrer", "a"), ("facturer", "a"),
        ("destinatario",), ("cliente",), ("spett",), ("indirizzo", "di", "consegna"),
        ("direccion", "de", "entrega"), ("enviar", "a"), ("factuuradres",),
        ("afleveradres",), ("leveradres",), ("klant",), ("afnemer",), ("t", "a", "v"),
        ("guest", "name"), ("deliver", "address"),
        ("anlieferung", "an"), ("lieferung", "an"), ("entregar", "en"), ("entregar", "a"),
        ("lugar", "de", "entrega"), ("datos", "de", "facturacion"),
        ("lieu", "de", "livraison"), ("luogo", "di", "destinazione"), ("consegnare", "a"),
        ("bezorgadres",), ("afleveren", "bij"), ("att",), ("a", "a"),
        # ff-4: the receiving party of transport paperwork ("Consignatario", "Ontvanger")
        ("consignatario",), ("consignataire",), ("ontvanger",), ("geadresseerde",),
        ("receiver",), ("intestatario",), ("destinazione", "merce"),
        # ff-10: a delivery address block's caption ("LIVRÉ À", "DESTINAZIONE")
        ("livre", "a"), ("livree", "a"), ("livraison", "a"), ("destinazione",),
        ("geleverd", "aan"), ("leveren", "aan"), ("entregado", "a"), ("delivery", "to"),
    )
}  # fmt: skip
# The carrier of a shipper / consignee / carrier row ("Spedition", "Transportista:"): its
# name is never the supplier's.
CARRIER_LABELS: dict[tuple[str, ...], str] = {
    k: "carrier"
    for k in (
        ("carrier",), ("haulier",), ("courier",), ("shipped", "via"), ("ship", "via"),
        ("transport",), ("spedition",), ("spediteur",), ("frachtfuhrer",),
        ("transporteur",), ("transportista",), ("agencia", "de", "transporte"),
        ("vettore",), ("trasportatore",), ("corriere",), ("trasporto", "a", "cura", "del"),
        ("vervoerder",), ("hauler",), ("forwarder",), ("freight", "forwarder"),
        ("spedizioniere",), ("transportunternehmen",), ("expediteur", "de", "fret"),
    )
}  # fmt: skip
SUPPLIER_LABELS: dict[tuple[str, ...], str] = {
    k: "supplier"
    for k in (
        ("sold", "by"), ("supplier",), ("vendor",), ("seller",), ("from",), ("issued", "by"),
        ("lieferant",), ("verkaufer",), ("fournisseur",), ("vendeur",), ("fornitore",),
        ("proveedor",), ("leverancier",), ("service", "provider"),
        # the sender of a shipper / consignee / carrier row
        ("shipper",), ("sender",), ("consignor",), ("absender",), ("versender",),
        ("remitente",), ("mittente",), ("afzender",),
        # ff-4: more senders of transport paperwork ("Cargador", "Expéditeur", "Verlader")
        ("cargador",), ("expedidor",), ("expediteur",), ("verlader",), ("verzender",),
        ("speditore",), ("ship", "from"), ("shipped", "from"),
    )
}  # fmt: skip
