"""The titles of the documents that are not deliveries (ff-16: apart from ``lexicon.py``):
credit notes, quotations, statements and order confirmations in every language. No goods came
with them; their own numbers are read by ``lexicon.OTHER_NUMBER_LABELS``."""

from __future__ import annotations

# An order confirmation's titles in every language (ff-16: named apart, its own number may
# be the order it confirms)
CONFIRMATION_TITLES: tuple[tuple[str, ...], ...] = (
    ("order", "confirmation"), ("auftragsbestatigung",), ("bestellbestatigung",),
    ("bestell", "bestatigung"), ("confirmation", "de", "commande"), ("conferma", "d", "ordine"),
    ("conferma", "ordine"), ("conferma", "di", "ordine"), ("confirmacion", "de", "pedido"),
    ("orderbevestiging",), ("opdrachtbevestiging",), ("order", "acknowledgement"),
    ("order", "acknowledgment"), ("accuse", "de", "commande"),
    ("accuse", "de", "reception", "de", "commande"),
)  # fmt: skip
OTHER_TITLES: tuple[tuple[str, ...], ...] = (
    ("statement",), ("remittance",), ("quotation",), ("quote",), ("angebot",), ("devis",),
    ("offerte",), ("preventivo",), ("presupuesto",), ("credit", "note"), ("gutschrift",),
    ("avoir",), ("creditnota",), ("credit", "memo"),
    # a credit note in every language (no goods came with it)
    ("note", "de", "credit"), ("nota", "di", "credito"), ("nota", "de", "credito"),
    ("nota", "de", "abono"), ("factura", "de", "abono"), ("creditfactuur",),
    # a statement of account in every language
    ("kontoauszug",), ("releve", "de", "compte"), ("estratto", "conto"),
    ("extracto", "de", "cuenta"), ("rekeningoverzicht",),
    # ff-16: Spain's credit note by its own word ("Abono", "Factura rectificativa")
    ("abono",), ("factura", "rectificativa"),
    *CONFIRMATION_TITLES,
)  # fmt: skip
