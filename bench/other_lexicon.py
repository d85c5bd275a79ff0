"""Wording and date forms of the fourth held-out generator (bench/gen_other.py).

Written from what supplier paperwork prints in each language, without sight of the finder.
"""

from __future__ import annotations

import datetime as dt
import random

MONTHS = {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre "
    "dicembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre "
    "diciembre",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
}
WEEKDAYS = {
    "en": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday",
    "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag",
    "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche",
    "it": "lunedì martedì mercoledì giovedì venerdì sabato domenica",
    "es": "lunes martes miércoles jueves viernes sábado domingo",
    "nl": "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag",
}

# Per language: labels as printed. Lists give the variants a template picks from.
LEX: dict[str, dict[str, list[str]]] = {
    "en": {
        "dn": ["DELIVERY NOTE", "Delivery Docket", "DESPATCH NOTE", "Packing Slip", "DELIVERY"],
        "inv": ["TAX INVOICE", "Invoice"],
        "credit": ["RETURNS NOTE", "CREDIT NOTE", "Goods Return"],
        "no": ["Delivery Note No.", "Docket No", "Despatch No:", "Note #", "Doc. Ref", "No."],
        "date": ["Date", "Delivery Date", "Date Delivered", "Despatch Date", "Dated"],
        "odate": ["Order Date", "Ordered", "Date Ordered"],
        "due": ["Print Date", "Printed", "Due Date"],
        "po": ["Your Order No.", "Customer PO", "P/O Ref", "Order Ref.", "Purchase Order", "PO#"],
        "acct": ["Account No.", "Cust. A/C", "Customer No", "Acct"],
        "to": ["Deliver To", "Delivery Address", "Ship To", "Consignee"],
        "bill": ["Invoice To", "Bill To", "Sold To", "Customer"],
        "page": ["Page {i} of {n}", "Sheet {i}/{n}"],
        "cont": ["continued overleaf", "Continued on next page", "... continued"],
        "qty": ["Qty", "Quantity"],
        "desc": ["Description", "Product"],
        "code": ["Code", "Item", "SKU"],
        "batch": ["Lot", "Batch"],
        "bbe": ["Best Before", "Exp", "Use By"],
        "bo": ["B/O", "Back Order", "To Follow"],
        "sign": ["Received by", "Signature", "Customer signature", "Print name"],
        "recv": ["Received in good order and condition", "Goods received as above"],
        "behalf": ["on behalf of", "for and on behalf of", "distributed for"],
        "carrier": ["Carrier", "Haulier", "Driver"],
        "total": ["Total", "Total Items", "Total Qty"],
        "store": ["Store No.", "Branch", "Depot"],
        "orig": ["Original Delivery", "Orig. Docket"],
        "tel": ["Tel", "Ph", "Phone"],
    },
    "de": {
        "dn": ["LIEFERSCHEIN", "Lieferschein", "Warenbegleitschein", "Lieferschein / Packliste"],
        "inv": ["RECHNUNG", "Rechnung"],
        "credit": ["Rücksendeschein", "GUTSCHRIFT", "Retourenschein"],
        "no": ["Lieferschein-Nr.", "Lieferscheinnr.", "Beleg-Nr.", "Nummer", "LS-Nr."],
        "date": ["Datum", "Lieferdatum", "Belegdatum", "Liefertag"],
        "odate": ["Bestelldatum", "Auftragsdatum", "vom"],
        "due": ["Druckdatum", "Fällig am"],
        "po": ["Ihre Bestellung", "Ihre Bestell-Nr.", "Bestellnummer", "Ihr Zeichen", "Best.-Nr."],
        "acct": ["Kunden-Nr.", "Kundennummer", "Debitor"],
        "to": ["Lieferanschrift", "Warenempfänger", "Lieferadresse"],
        "bill": ["Rechnungsempfänger", "Auftraggeber", "Kunde"],
        "page": ["Seite {i} von {n}", "Blatt {i}/{n}"],
        "cont": ["Fortsetzung auf Seite 2", "Übertrag"],
        "qty": ["Menge", "Anz."],
        "desc": ["Bezeichnung", "Artikelbezeichnung"],
        "code": ["Art.-Nr.", "Artikel"],
        "batch": ["Charge", "Ch.-B."],
        "bbe": ["MHD", "verw. bis"],
        "bo": ["Rückstand", "wird nachgeliefert"],
        "sign": ["Ware erhalten", "Unterschrift", "Empfänger"],
        "recv": ["Ware in einwandfreiem Zustand erhalten"],
        "behalf": ["für", "im Auftrag von", "i.A. der"],
        "carrier": ["Spediteur", "Fahrer", "Frachtführer"],
        "total": ["Summe", "Gesamt"],
        "store": ["Filiale", "Markt-Nr.", "Lager"],
        "orig": ["Ursprünglicher Lieferschein", "zu Lieferschein"],
        "tel": ["Tel.", "Telefon", "Fon"],
    },
    "fr": {
        "dn": [
            "BON DE LIVRAISON",
            "Bon de livraison",
            "BORDEREAU DE LIVRAISON",
            "Bon de livraison",
        ],
        "inv": ["FACTURE", "Facture"],
        "credit": ["BON DE RETOUR", "AVOIR"],
        "no": ["N° BL", "Numéro", "BL n°", "N° de bon", "Réf. BL"],
        "date": ["Date", "Date de livraison", "Livré le", "Date d'expédition"],
        "odate": ["Date de commande", "Commandé le"],
        "due": ["Imprimé le", "Échéance"],
        "po": ["Votre commande", "Réf. commande client", "N° commande", "Vos réf.", "Bon de cde"],
        "acct": ["Code client", "N° client", "Compte"],
        "to": ["Adresse de livraison", "Livrer à", "Destinataire"],
        "bill": ["Facturer à", "Client"],
        "page": ["Page {i}/{n}", "Page {i} sur {n}"],
        "cont": ["suite page suivante", "à reporter"],
        "qty": ["Qté", "Quantité"],
        "desc": ["Désignation", "Libellé"],
        "code": ["Réf.", "Code article"],
        "batch": ["Lot", "N° lot"],
        "bbe": ["DLC", "DDM", "À consommer avant"],
        "bo": ["Reliquat", "En attente"],
        "sign": ["Signature du client", "Reçu par", "Nom et signature"],
        "recv": ["Marchandise reçue en bon état", "Bon pour réception"],
        "behalf": ["pour le compte de", "pour"],
        "carrier": ["Transporteur", "Chauffeur"],
        "total": ["Total", "Total colis"],
        "store": ["Magasin n°", "Dépôt"],
        "orig": ["BL d'origine", "Sur BL"],
        "tel": ["Tél.", "Tel"],
    },
    "it": {
        "dn": ["DOCUMENTO DI TRASPORTO", "D.D.T.", "Documento di trasporto", "BOLLA DI CONSEGNA"],
        "inv": ["FATTURA", "Fattura"],
        "credit": ["NOTA DI CREDITO", "DDT DI RESO"],
        "no": ["Numero", "N. DDT", "DDT n.", "Nr. documento", "N°"],
        "date": ["Data", "Data documento", "Data consegna", "Data inizio trasporto"],
        "odate": ["Data ordine", "del"],
        "due": ["Data stampa", "Scadenza"],
        "po": [
            "Vs. ordine",
            "Vostro ordine n.",
            "Rif. ordine cliente",
            "Ordine cliente",
            "Vs. rif.",
        ],
        "acct": ["Cod. cliente", "Codice cliente", "Conto"],
        "to": ["Destinazione merce", "Luogo di consegna", "Destinatario"],
        "bill": ["Spett.le", "Cliente", "Intestatario"],
        "page": ["Pag. {i} di {n}", "Pagina {i}/{n}"],
        "cont": ["segue", "continua alla pagina successiva"],
        "qty": ["Q.tà", "Quantità"],
        "desc": ["Descrizione", "Descrizione articolo"],
        "code": ["Codice", "Cod. art."],
        "batch": ["Lotto", "Lotto n."],
        "bbe": ["Scad.", "TMC"],
        "bo": ["Residuo", "Da evadere"],
        "sign": ["Firma destinatario", "Firma conducente", "Firma vettore"],
        "recv": ["Merce ricevuta in buono stato"],
        "behalf": ["per conto di", "c/o"],
        "carrier": ["Vettore", "Trasporto a cura del"],
        "total": ["Totale", "Tot. colli"],
        "store": ["Punto vendita", "PV n."],
        "orig": ["Rif. DDT", "DDT originale"],
        "tel": ["Tel.", "Telefono"],
    },
    "es": {
        "dn": ["ALBARÁN", "Albarán de entrega", "ALBARAN DE SUMINISTRO", "Nota de entrega"],
        "inv": ["FACTURA", "Factura"],
        "credit": ["ALBARÁN DE DEVOLUCIÓN", "ABONO"],
        "no": ["Nº albarán", "Número", "Albarán nº", "Núm.", "Nº documento"],
        "date": ["Fecha", "Fecha de entrega", "Fecha albarán", "Fecha suministro"],
        "odate": ["Fecha pedido", "Fecha de pedido"],
        "due": ["Fecha impresión", "Vencimiento"],
        "po": ["Su pedido", "Su ref.", "Nº pedido cliente", "Pedido", "Ref. cliente"],
        "acct": ["Cód. cliente", "Nº cliente", "Cliente nº"],
        "to": ["Dirección de entrega", "Entregar en", "Destinatario"],
        "bill": ["Cliente", "Facturar a"],
        "page": ["Página {i} de {n}", "Hoja {i}/{n}"],
        "cont": ["sigue en la página siguiente", "suma y sigue"],
        "qty": ["Cant.", "Cantidad"],
        "desc": ["Descripción", "Concepto"],
        "code": ["Código", "Ref."],
        "batch": ["Lote", "Nº lote"],
        "bbe": ["Cad.", "Consumo pref."],
        "bo": ["Pendiente", "Pte. servir"],
        "sign": ["Firma y sello", "Recibí", "Conforme cliente"],
        "recv": ["Recibí la mercancía en buen estado", "Conforme"],
        "behalf": ["por cuenta de", "en nombre de"],
        "carrier": ["Transportista", "Conductor"],
        "total": ["Total", "Total bultos"],
        "store": ["Tienda nº", "Centro"],
        "orig": ["Albarán original", "S/albarán"],
        "tel": ["Tel.", "Tfno."],
    },
    "nl": {
        "dn": ["PAKBON", "Afleverbon", "Leverbon", "Pakbon", "AFLEVERBEWIJS"],
        "inv": ["FACTUUR", "Factuur"],
        "credit": ["RETOURBON", "CREDITNOTA"],
        "no": ["Pakbonnummer", "Bonnr.", "Nummer", "Afleverbon nr.", "Nr."],
        "date": ["Datum", "Leverdatum", "Afleverdatum", "Datum levering"],
        "odate": ["Orderdatum", "Besteldatum"],
        "due": ["Printdatum", "Vervaldatum"],
        "po": ["Uw order", "Uw ordernummer", "Uw referentie", "Inkoopordernr.", "Uw kenmerk"],
        "acct": ["Klantnummer", "Debiteurnr.", "Klantnr."],
        "to": ["Afleveradres", "Leveradres", "Bezorgadres"],
        "bill": ["Factuuradres", "Klant"],
        "page": ["Pagina {i} van {n}", "Blad {i}/{n}"],
        "cont": ["zie volgende pagina", "vervolg"],
        "qty": ["Aantal", "Aant."],
        "desc": ["Omschrijving", "Artikelomschrijving"],
        "code": ["Artikelnr.", "Art.nr."],
        "batch": ["Partij", "Lotnr."],
        "bbe": ["THT", "TGT"],
        "bo": ["Nalevering", "Backorder"],
        "sign": ["Handtekening ontvanger", "Voor ontvangst", "Naam ontvanger"],
        "recv": ["Goederen in goede staat ontvangen"],
        "behalf": ["namens", "in opdracht van"],
        "carrier": ["Vervoerder", "Chauffeur"],
        "total": ["Totaal", "Totaal colli"],
        "store": ["Filiaal", "Winkelnr."],
        "orig": ["Oorspronkelijke pakbon", "Ref. pakbon"],
        "tel": ["Tel.", "Telefoon"],
    },
}


def pick(rng: random.Random, lang: str, key: str) -> str:
    return rng.choice(LEX[lang][key])


def format_date(day: dt.date, lang: str, style: int, order: str = "dmy") -> str:
    """``day`` in one of seven printed forms of ``lang`` (0-6); ``order`` "mdy" for the US."""
    month = MONTHS[lang].split()[day.month - 1]
    weekday = WEEKDAYS[lang].split()[day.weekday()]
    d, m, y, yy = day.day, day.month, day.year, day.year % 100
    if order == "mdy":
        forms = [
            f"{m:02d}/{d:02d}/{y}",
            f"{month[:3]} {d}, {y}",
            f"{weekday[:3]} {m:02d}/{d:02d}/{yy:02d}",
            f"{month} {d}, {y}",
            f"{m}/{d}/{y}",
            f"{weekday}, {month} {d}, {y}",
            f"{y}-{m:02d}-{d:02d}",
        ]
        return forms[style % len(forms)]
    sep = {"en": "/", "de": ".", "fr": "/", "it": "/", "es": "/", "nl": "-"}[lang]
    named = {
        "en": f"{d} {month} {y}",
        "de": f"{d}. {month} {y}",
        "fr": f"{d} {month} {y}",
        "it": f"{d} {month} {y}",
        "es": f"{d} de {month} de {y}",
        "nl": f"{d} {month} {y}",
    }[lang]
    short = {
        "en": f"{d:02d}-{month[:3]}-{yy:02d}",
        "de": f"{d:02d}. {month[:3]}. {y}",
        "fr": f"{d:02d} {month[:4].rstrip('.')}. {y}",
        "it": f"{d:02d}-{month[:3]}-{y}",
        "es": f"{d:02d}-{month[:3]}-{y}",
        "nl": f"{d}-{month[:3]}-{y}",
    }[lang]
    with_weekday = {
        "en": f"{weekday}, {d} {month} {y}",
        "de": f"{weekday[:2]}, {d:02d}.{m:02d}.{yy:02d}",
        "fr": f"{weekday} {d} {month} {y}",
        "it": f"{weekday} {d} {month} {y}",
        "es": f"{weekday}, {d} de {month} de {y}",
        "nl": f"{weekday} {d} {month} {y}",
    }[lang]
    forms = [
        f"{d:02d}{sep}{m:02d}{sep}{y}",
        named,
        with_weekday,
        f"{d:02d}{sep}{m:02d}{sep}{yy:02d}",
        short,
        f"{d}{sep}{m}{sep}{y}",
        f"{y}-{m:02d}-{d:02d}",
    ]
    if lang == "en":
        suffix = "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
        forms[5] = f"{d}{suffix} {month} {y}"
    return forms[style % len(forms)]
