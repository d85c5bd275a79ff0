"""The words of hire, returns and site paperwork (ff-6), in six languages (en, de, fr, it,
es, nl), as folded token phrases: the own number of hire and returns notes, hire contracts,
the supplier's own order and its confirmation, the customer's account with the supplier,
order confirmation and collection dates. ``lexicon.py`` adds them to its labels.
"""

from __future__ import annotations

# The paperwork of hire and returns — an on-hire / off-hire note, a collection or
# returns note, a rental delivery slip, a supply sheet — named by its own words, numbered by
# them with a number word ("Off-hire No.", "Mietschein-Nr.", "Nº Hoja", "N° bon de retour",
# "Buono di reso n.", "Retourbonnummer"): the document's own number, as a delivery note's.
HIRE_HEADS: tuple[tuple[str, ...], ...] = (
    ("off", "hire"), ("on", "hire"), ("off", "hire", "note"), ("on", "hire", "note"),
    ("hire", "note"), ("offhire",), ("onhire",), ("collection", "note"), ("return", "note"),
    ("returns", "note"), ("goods", "return", "note"), ("returns",), ("return",),
    ("mietschein",), ("mietlieferschein",), ("rucklieferschein",), ("ruckgabeschein",),
    ("rucknahmeschein",), ("abholschein",), ("retourenschein",), ("ruckschein",),
    ("retouren",), ("retoure",), ("rucksendeschein",), ("rucksendung",), ("rucksende",),
    ("rucklieferung",),
    ("bon", "de", "retour"), ("bon", "d", "enlevement"), ("bon", "de", "reprise"),
    ("bon", "de", "location"), ("bon", "de", "restitution"), ("bon", "de", "retrait"),
    ("buono", "di", "reso"), ("bolla", "di", "reso"), ("ddt", "di", "reso"),
    ("documento", "di", "reso"), ("buono", "di", "ritiro"), ("bolla", "di", "noleggio"),
    ("buono", "di", "consegna"), ("reso",),
    ("hoja",), ("hoja", "de", "suministro"), ("hoja", "de", "entrega"),
    ("hoja", "de", "recogida"), ("albaran", "de", "devolucion"), ("albaran", "de", "alquiler"),
    ("albaran", "de", "recogida"), ("nota", "de", "devolucion"), ("devolucion",),
    ("vale", "de", "entrega"), ("vale", "de", "devolucion"),
    ("retourbon",), ("huurbon",), ("afhaalbon",), ("ophaalbon",), ("leverbon",),
    ("verhuurbon",), ("retour",),
)  # fmt: skip
# A hire contract's number ("Hire Contract No.", "Mietvertrag-Nr.", "N° contrat de
# location", "Contratto di noleggio n.", "Contrato de alquiler nº", "Huurcontractnr."): the
# number a hire note is filed by when it prints no number of its own; below the note's own.
HIRE_CONTRACT_HEADS: tuple[tuple[str, ...], ...] = (
    ("hire", "contract"), ("hire", "agreement"), ("rental", "contract"),
    ("rental", "agreement"), ("mietvertrag",), ("contrat", "de", "location"),
    ("contratto", "di", "noleggio"), ("contratto", "noleggio"), ("contrato", "de", "alquiler"),
    ("huurcontract",), ("huurovereenkomst",),
)  # fmt: skip
# The supplier's own order and its confirmation ("Auftrags-Nr.", "Auftragsbestätigung",
# "Order Confirmation No.", "Conferma d'ordine", "Ns. conferma", "Confirmación de pedido",
# "Orderbevestiging", "ons ordernummer", "Pedido interno", a webshop's "Web Order"): never
# the customer's PO.
OWN_ORDER_HEADS: tuple[tuple[str, ...], ...] = (
    ("auftrag",), ("auftragsbestatigung",), ("auftrags", "bestatigung"),
    ("order", "confirmation"), ("sales", "order", "confirmation"), ("our", "order", "ref"),
    ("confirmation", "de", "commande"), ("accuse", "de", "commande"), ("ar", "commande"),
    ("conferma", "d", "ordine"), ("conferma", "ordine"), ("ns", "conferma"),
    ("nostra", "conferma"), ("conferma",), ("confirmacion", "de", "pedido"),
    ("confirmacion", "pedido"), ("pedido", "interno"), ("orderbevestiging",),
    ("ons", "ordernummer"), ("ons", "order"), ("onze", "ordernummer"), ("verkooporder",),
    ("web", "order"), ("webshop", "order"), ("online", "order"), ("shop", "order"),
)  # fmt: skip

# ff-7: the customer's reference under the customer's name or "your" (six languages); not
# the English "Client Ref": a warehouse's client is the supplier it ships for.
CUSTOMER_REFS: tuple[tuple[str, ...], ...] = (
    ("your", "ref", "no"),
    ("kunden", "ref"), ("kunde", "ref"), ("ref", "kunde"), ("ihre", "ref"), ("ihr", "ref"),
    ("ihre", "zeichen"), ("ihr", "zeichen", "nr"),
    ("rif", "cliente"), ("rif", "cl"), ("vostro", "rif"), ("vostra", "rif"), ("vs", "ref"),
    ("vostro", "riferimento"), ("vs", "rif", "cliente"),
    ("ref", "del", "cliente"), ("su", "ref", "no"), ("vuestra", "ref"),
    ("vuestra", "referencia"), ("referencia", "de", "cliente"),
    ("votre", "ref", "no"), ("ref", "de", "client"), ("reference", "de", "client"),
    ("klant", "ref"), ("ref", "klant"), ("uw", "referentie", "nr"), ("uw", "kenmerk", "nr"),
    # ff-15: "Réf. commande: 24-4096" on a French delivery slip: the order it delivers
    ("ref", "commande"), ("reference", "commande"), ("ref", "cde"),
)  # fmt: skip
# ff-7: more of the supplier's own references ("Ntra. ref.", "Ns. riferimento", "Pedido de
# venta"): never the customer's PO.
OWN_REF_HEADS: tuple[tuple[str, ...], ...] = (
    ("ntra", "ref"), ("ntra", "referencia"), ("nuestra", "ref"), ("nuestro", "ref"),
    ("ns", "riferimento"), ("nostro", "rif"), ("nostra", "rif"), ("nostro", "ref"),
    ("unsere", "zeichen"), ("unser", "ref"), ("unsere", "ref"), ("unsere", "referenz"),
    ("ons", "ref"), ("onze", "kenmerk"), ("our", "ref", "no"), ("notre", "ref", "no"),
    ("pedido", "de", "venta"), ("pedido", "venta"), ("ordine", "di", "vendita"),
    ("ordine", "vendita"), ("commande", "de", "vente"), ("commande", "vente"),
    ("verkaufsauftrag",), ("verkooporder",), ("verkoop", "order"),
)  # fmt: skip

# Who the customer is to the supplier ("Account No", "Kunden-Nr.", "Code client",
# "Cod. cliente", "Nº cliente", "Debiteurnr."): labels of their own, so a value under or after
# one is never taken for the PO of an empty PO cell beside it.
_ACCOUNT_HEADS: tuple[tuple[str, ...], ...] = (
    ("account",), ("acct",), ("acc",), ("customer",), ("cust",), ("client",), ("kunden",),
    ("kunde",), ("konto",), ("code", "client"), ("cod", "cliente"), ("cod", "cli"),
    ("codice", "cliente"), ("codigo", "cliente"), ("cliente",), ("klant",), ("debiteur",),
    ("deb",), ("compte", "client"), ("conto",),
)  # fmt: skip
_ACCOUNT_WORDS: tuple[tuple[str, ...], ...] = (
    ("no",), ("nr",), ("n",), ("num",), ("number",), ("nummer",), ("numero",), ("#",),
    ("nro",), ("code",), ("n", "o"),
)  # fmt: skip
ACCOUNT_LABELS: dict[tuple[str, ...], str] = {
    **{(*head, *word): "account" for head in _ACCOUNT_HEADS for word in _ACCOUNT_WORDS},
    **{(*word, *head): "account" for head in _ACCOUNT_HEADS for word in _ACCOUNT_WORDS},
    ("account",): "account", ("code", "client"): "account", ("cod", "cliente"): "account",
    ("cod", "cli"): "account", ("codice", "cliente"): "account",
    ("codigo", "cliente"): "account", ("kundennr",): "account", ("klantnr",): "account",
    ("debiteurnr",): "account", ("kdnr",): "account", ("kd", "nr"): "account",
    # the supplier's branch or depot a header row may print beside the PO
    ("branch",): "account", ("depot",): "account", ("filiale",): "account",
    ("niederlassung",): "account", ("agence",): "account", ("sucursal",): "account",
    ("delegacion",): "account", ("vestiging",): "account",
}  # fmt: skip

# An order confirmation's date, a collection's (a courier's pick-up) and a hire's start or
# end are not the delivery's.
OTHER_DATE_LABELS: dict[tuple[str, ...], str] = {
    ("data", "conferma"): "other", ("data", "conferma", "ordine"): "other",
    ("confirmation", "date"): "other", ("date", "de", "confirmation"): "other",
    ("date", "confirmation"): "other", ("auftragsbestatigung", "vom"): "other",
    ("bestatigung", "datum"): "other",
    ("fecha", "confirmacion"): "other", ("fecha", "de", "confirmacion"): "other",
    ("bevestiging", "datum"): "other", ("orderbevestiging", "datum"): "other",
    ("collected",): "other", ("collected", "on"): "other", ("collection", "date"): "other",
    ("date", "collected"): "other", ("pick", "up", "date"): "other",
    ("pickup", "date"): "other", ("picked", "up"): "other", ("abgeholt",): "other",
    ("abgeholt", "am"): "other", ("abhol", "datum"): "other", ("abholung", "am"): "other",
    ("date", "d", "enlevement"): "other",
    ("enleve", "le"): "other", ("date", "de", "ramasse"): "other",
    ("ramasse", "le"): "other", ("data", "ritiro"): "other", ("data", "di", "ritiro"): "other",
    ("ritirato", "il"): "other", ("fecha", "de", "recogida"): "other",
    ("fecha", "recogida"): "other", ("recogido", "el"): "other", ("opgehaald",): "other",
    ("opgehaald", "op"): "other", ("ophaal", "datum"): "other", ("ophaaldatum",): "other",
    # ff-8: a batch's expiry or best-before date on a line of goods
    ("expiry", "date"): "other", ("exp",): "other", ("use", "by"): "other",
    ("best", "before"): "other", ("verfall",): "other", ("verfallsdatum",): "other",
    ("verfalldatum",): "other", ("haltbar", "bis"): "other", ("mhd",): "other",
    ("peremption",): "other", ("date", "de", "peremption"): "other", ("dlc",): "other",
    ("dluo",): "other", ("scad",): "other", ("data", "di", "scadenza"): "other",
    ("cad",): "other", ("caducidad",): "other", ("fecha", "de", "caducidad"): "other",
    ("houdbaar", "tot"): "other", ("tht",): "other", ("vervaldatum",): "other",
}  # fmt: skip

# ff-9: when a hire began or ended (on-hire / off-hire, "Mietbeginn" / "Mietende", "début" /
# "fin de location", "inizio" / "fine noleggio", "inicio" / "fin de alquiler", "huur vanaf" /
# "huur tot"): the note's date when the page prints no delivery or document date; on an
# off-hire (collection / return) note the end, on a delivery note the start.
HIRE_DATE_LABELS: dict[tuple[str, ...], str] = {
    **{k: "hire_start" for k in (
        ("on", "hire"), ("onhire",), ("on", "hire", "from"), ("onhire", "from"),
        ("on", "hire", "date"), ("hire", "start"), ("hire", "from"), ("hire", "start", "date"),
        ("hire", "begins"), ("start", "of", "hire"), ("hire", "date"),
        ("mietbeginn",), ("miete", "ab"), ("mietbeginn", "am"), ("miet", "beginn"),
        ("mietdauer", "von"), ("mietdauer", "ab"), ("gemietet", "ab"),
        ("debut", "de", "location"), ("debut", "location"), ("location", "du"),
        ("date", "de", "debut"), ("debut", "de", "la", "location"),
        ("inizio", "noleggio"), ("data", "inizio", "noleggio"), ("inizio", "del", "noleggio"),
        ("noleggio", "dal"),
        ("inicio", "alquiler"), ("inicio", "del", "alquiler"), ("inicio", "de", "alquiler"),
        ("fecha", "de", "inicio"), ("alquiler", "desde"),
        ("huur", "vanaf"), ("begin", "huur"), ("huurdatum",), ("start", "huur"),
        ("aanvang", "huur"), ("in", "huur"),
    )},
    **{k: "hire_end" for k in (
        ("off", "hire"), ("offhire",), ("off", "hire", "date"), ("hire", "end"),
        ("hire", "end", "date"), ("end", "of", "hire"), ("hire", "to"), ("hire", "until"),
        ("mietende",), ("miet", "ende"), ("mietende", "am"), ("mietdauer", "bis"),
        ("miete", "bis"), ("gemietet", "bis"),
        ("fin", "de", "location"), ("fin", "location"), ("fin", "de", "la", "location"),
        ("fine", "noleggio"), ("fine", "del", "noleggio"), ("data", "fine", "noleggio"),
        ("noleggio", "al"),
        ("fin", "alquiler"), ("fin", "del", "alquiler"), ("fin", "de", "alquiler"),
        ("alquiler", "hasta"),
        ("huur", "tot"), ("einde", "huur"), ("huur", "tot", "en", "met"), ("uit", "huur"),
        ("eind", "huur"), ("einddatum", "huur"),
    )},
    # an expected end is a plan: nobody's date
    ("expected", "return"): "other", ("return", "by"): "other", ("fin", "previsto"): "other",
}  # fmt: skip
# ff-9: an off-hire, collection or returns note's own title: its hire date is the end's.
OFF_HIRE_TITLES: dict[tuple[str, ...], str] = {
    k: "off_hire"
    for k in (
        ("off", "hire", "note"), ("offhire", "note"), ("off", "hire", "collection"),
        ("collection", "note"), ("return", "note"), ("returns", "note"),
        ("goods", "return", "note"), ("off", "hire", "ticket"), ("collection", "ticket"),
        ("rucknahmeschein",), ("ruckgabeschein",), ("abholschein",), ("rucklieferschein",),
        ("ruckschein",), ("retourenschein",), ("rucknahme",), ("ruckgabe",), ("abholung",),
        ("bon", "de", "retour"), ("bon", "d", "enlevement"), ("bon", "de", "reprise"),
        ("bon", "de", "restitution"), ("bon", "de", "retrait"), ("retour", "location"),
        ("buono", "di", "reso"), ("bolla", "di", "reso"), ("ddt", "di", "reso"),
        ("documento", "di", "reso"), ("buono", "di", "ritiro"), ("bolla", "di", "ritiro"),
        ("verbale", "di", "ritiro"), ("reso", "noleggio"), ("ritiro", "noleggio"),
        ("albaran", "de", "devolucion"), ("albaran", "de", "recogida"),
        ("hoja", "de", "recogida"), ("nota", "de", "devolucion"), ("vale", "de", "devolucion"),
        ("devolucion", "alquiler"),
        ("retourbon",), ("afhaalbon",), ("ophaalbon",), ("retourbon", "verhuur"),
        ("retournota",), ("afmeldbon",),
    )
}  # fmt: skip
# ff-9: a ticket's own short word before its number, with no number word ("TKT 655824",
# "Ticket: 004512", "Bon 88231", a meter slip's or a fuel ticket's): a note's number, taken
# at the start of its column, right of it, below every labelled one ("Beleg" is generic).
TICKET_LABELS: dict[tuple[str, ...], str] = {
    ("tkt",): "ticket", ("ticket",): "ticket", ("bon",): "ticket", ("tckt",): "ticket",
}  # fmt: skip
