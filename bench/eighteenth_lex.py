"""Vocabulary of the eighteenth held-out sample: labels, titles, regions, names and goods.

Tables are compact strings: ``"a|b|c"`` lists variants; ``TERMS`` rows list one word per
language in the order of ``LANGS``. Placeholders in patterns: ``#`` a digit, ``@`` a capital
letter, ``{yy}``/``{yyyy}`` the year, ``{I}`` a site's initials. The few functions at the end
read these tables: a town without its postcode, a date in a pattern's words, a printer's
choice of date pattern.
"""

from __future__ import annotations

import random
import re
from datetime import date

LANGS = ("en", "de", "fr", "it", "es", "nl")


def split(text: str) -> list[str]:
    """The variants of a ``"a|b|c"`` cell."""
    return [part.strip() for part in text.split("|") if part.strip()]


def per_lang(row: str) -> dict[str, str]:
    """A ``TERMS`` row as a language → word map."""
    return dict(zip(LANGS, split(row), strict=True))


MONTHS = {
    "en": "January|February|March|April|May|June|July|August|September|October|November|December",
    "de": "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
    "fr": "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
    "it": "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre"
    "|dicembre",
    "es": "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre"
    "|diciembre",
    "nl": "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december",
}
MONTHS_ABBR = {
    "en": "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec",
    "de": "Jan.|Feb.|März|Apr.|Mai|Juni|Juli|Aug.|Sep.|Okt.|Nov.|Dez.",
    "fr": "janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc.",
    "it": "gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic",
    "es": "ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic",
    "nl": "jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec",
}
WEEKDAYS = {
    "en": "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday",
    "de": "Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag",
    "fr": "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche",
    "it": "lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica",
    "es": "lunes|martes|miércoles|jueves|viernes|sábado|domingo",
    "nl": "maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag",
}
WEEKDAYS_ABBR = {
    "en": "Mon|Tue|Wed|Thu|Fri|Sat|Sun",
    "de": "Mo|Di|Mi|Do|Fr|Sa|So",
    "fr": "lun.|mar.|mer.|jeu.|ven.|sam.|dim.",
    "it": "lun|mar|mer|gio|ven|sab|dom",
    "es": "lun|mar|mié|jue|vie|sáb|dom",
    "nl": "ma|di|wo|do|vr|za|zo",
}

# Numeric date patterns per region style; named ones per language ({D} day, {D2} padded,
# {M}/{M2} month, {Y}/{Y2} year, {Mon} month abbreviation, {Month}, {Wd}/{Wday} weekday).
NUMERIC_DMY = {
    "slash": "{D2}/{M2}/{Y}|{D2}/{M2}/{Y}|{D}/{M}/{Y}|{D2}/{M2}/{Y2}|{D}/{M}/{Y2}",
    "dot": "{D2}.{M2}.{Y}|{D2}.{M2}.{Y}|{D}.{M}.{Y}|{D2}.{M2}.{Y2}|{D}.{M}.{Y2}",
    "dash": "{D2}-{M2}-{Y}|{D2}-{M2}-{Y}|{D}-{M}-{Y}|{D2}-{M2}-{Y2}",
}
NUMERIC_MDY = "{M2}/{D2}/{Y}|{M2}/{D2}/{Y}|{M}/{D}/{Y}|{M2}/{D2}/{Y2}|{M}/{D}/{Y2}|{M2}-{D2}-{Y}"
ISO = "{Y}-{M2}-{D2}"
NAMED = {
    ("en", "dmy"): "{D} {Month} {Y}|{D2} {Mon} {Y}|{Wday}, {D} {Month} {Y}|{Wd} {D2}/{M2}/{Y}"
    "|{D}{ord} {Month} {Y}|{D2} {Mon} {Y2}",
    ("en", "mdy"): "{Month} {D}, {Y}|{Mon} {D}, {Y}|{Wday}, {Month} {D}, {Y}|{Wd} {M2}/{D2}/{Y}"
    "|{MON} {D2}, {Y}",
    ("de", "dmy"): "{D}. {Month} {Y}|{Wday}, {D}. {Month} {Y}|{D2}. {Mon} {Y}|{Wd} {D2}.{M2}.{Y}"
    "|{Wday}, {D2}.{M2}.{Y}",
    ("fr", "dmy"): "{D} {Month} {Y}|{Wday} {D} {Month} {Y}|{D2} {Mon} {Y}|{Wd} {D2}/{M2}/{Y}",
    ("it", "dmy"): "{D} {Month} {Y}|{Wday} {D} {Month} {Y}|{D2}-{Mon}-{Y}|{D2} {Mon} {Y}",
    ("es", "dmy"): "{D} de {Month} de {Y}|{Wday}, {D} de {Month} de {Y}|{D2}-{Mon}-{Y}"
    "|{D2}/{Mon}/{Y}|{D} {Mon} {Y}",
    ("nl", "dmy"): "{D} {Month} {Y}|{Wday} {D} {Month} {Y}|{D2}-{Mon}-{Y}|{D} {Mon} {Y}"
    "|{Wd} {D2}-{M2}-{Y}",
}
CAPS_NAMED = "{D2}-{MON}-{Y2}|{D2} {MON} {Y}|{D2}-{MON}-{Y}"
CAPS_NAMED_MDY = "{MON} {D2} {Y}|{D2}-{MON}-{Y2}|{MON}-{D2}-{Y}"

TITLES = {
    "delivery_note": {
        "en": "Delivery Note|Delivery Note|Despatch Note|Dispatch Note|Packing Slip|Packing List"
        "|Goods Received Note|Consignment Note|Delivery Ticket",
        "de": "Lieferschein|Lieferschein|Lieferschein|Warenbegleitschein|Versandschein|Packliste"
        "|Lieferschein / Packliste",
        "fr": "Bon de livraison|Bon de livraison|Bordereau de livraison|Bon d'expédition"
        "|Liste de colisage|Bordereau de livraison",
        "it": "Documento di trasporto|DDT|Bolla di consegna|Documento di trasporto|Bolla di "
        "accompagnamento|Documento di consegna",
        "es": "Albarán|Albarán de entrega|Nota de entrega|Albarán de salida|Lista de empaque"
        "|Albarán",
        "nl": "Pakbon|Afleverbon|Leveringsbon|Pakbon|Paklijst|Verzendbon",
    },
    "invoice": {
        "en": "Invoice|Tax Invoice|Sales Invoice",
        "de": "Rechnung|Rechnung|Ausgangsrechnung",
        "fr": "Facture|Facture",
        "it": "Fattura|Fattura differita",
        "es": "Factura|Factura",
        "nl": "Factuur|Factuur",
    },
    "order_confirmation": {
        "en": "Order Confirmation|Order Acknowledgement|Sales Order Acknowledgement",
        "de": "Auftragsbestätigung|Auftragsbestätigung",
        "fr": "Confirmation de commande|Accusé de réception de commande",
        "it": "Conferma d'ordine|Conferma ordine",
        "es": "Confirmación de pedido|Confirmación de pedido",
        "nl": "Orderbevestiging|Opdrachtbevestiging",
    },
    "credit_note": {
        "en": "Credit Note|Credit Memo",
        "de": "Gutschrift|Rechnungskorrektur",
        "fr": "Avoir|Facture d'avoir",
        "it": "Nota di credito|Nota di accredito",
        "es": "Nota de crédito|Factura rectificativa",
        "nl": "Creditnota|Creditfactuur",
    },
    "quotation": {
        "en": "Quotation|Quote",
        "de": "Angebot|Kostenvoranschlag",
        "fr": "Devis|Offre de prix",
        "it": "Preventivo|Offerta",
        "es": "Presupuesto|Oferta",
        "nl": "Offerte|Prijsopgave",
    },
    "statement": {
        "en": "Statement|Statement of Account",
        "de": "Kontoauszug|Offene-Posten-Liste",
        "fr": "Relevé de compte|Relevé de factures",
        "it": "Estratto conto|Estratto conto",
        "es": "Extracto de cuenta|Estado de cuenta",
        "nl": "Rekeningoverzicht|Openstaande posten",
    },
}
REGION_TITLES = {
    "ie": "Delivery Docket|Delivery Docket|Delivery Note",
    "nz": "Delivery Docket|Packing Slip|Delivery Note",
    "za": "Delivery Note|Delivery Note|Goods Delivery Note",
    "us": "Packing Slip|Delivery Ticket|Delivery Receipt|Packing List",
    "ca_en": "Packing Slip|Delivery Receipt|Delivery Slip",
    "ar": "Remito|Remito|Remito R",
    "cl": "Guía de Despacho|Guía de Despacho Electrónica",
    "mx": "Remisión|Nota de Remisión|Nota de entrega",
    "be_nl": "Leveringsbon|Leveringsbon|Afleverbon",
    "ca_fr": "Bon de livraison|Bordereau de livraison",
}
TRADE_TITLES = {
    "waste": {
        "en": "Waste Transfer Note|Skip Collection Ticket|Waste Transfer Note",
        "de": "Übernahmeschein|Entsorgungsnachweis|Wiegeschein Entsorgung",
        "fr": "Bordereau de suivi des déchets|Bon d'enlèvement|Bon de benne",
        "it": "Formulario rifiuti|Formulario identificazione rifiuti|Bolla ritiro cassone",
        "es": "Documento de identificación de residuos|Albarán de retirada|Albarán de contenedor",
        "nl": "Begeleidingsbrief afvalstoffen|Afvalstroombon|Containerbon",
    },
    "pallets": {
        "en": "Pallet Exchange Slip|Pallet Note|Returnable Packaging Note",
        "de": "Palettenschein|Lademittelschein|Paletten-Tauschschein",
        "fr": "Bon d'échange palettes|Bon de palettes",
        "it": "Buono pallet|Bolla scambio pallet",
        "es": "Vale de palets|Albarán de palets",
        "nl": "Palletbon|Emballagebon",
    },
    "fuel": {
        "en": "Fuel Delivery Ticket|Delivery Ticket|Metered Delivery Note",
        "de": "Tankschein|Lieferschein Kraftstoff|Zählerschein",
        "fr": "Bon de livraison carburant|Ticket de livraison",
        "it": "Buono di consegna carburante|DDT gasolio",
        "es": "Albarán de gasóleo|Ticket de suministro",
        "nl": "Afleverbon brandstof|Tankbon",
    },
    "tool_hire": {
        "en": "Hire Delivery Note|On-Hire Note|Hire Delivery Note",
        "de": "Mietlieferschein|Mietschein",
        "fr": "Bon de livraison location|Bon de mise à disposition",
        "it": "DDT noleggio|Bolla di noleggio",
        "es": "Albarán de alquiler|Nota de entrega alquiler",
        "nl": "Huurafleverbon|Verhuurbon",
    },
    "gas": {
        "en": "Cylinder Delivery Note|Gas Delivery Note",
        "de": "Flaschenlieferschein|Gasflaschen-Lieferschein",
        "fr": "Bon de livraison bouteilles|Bon de livraison gaz",
        "it": "DDT bombole|Bolla bombole",
        "es": "Albarán de botellas|Albarán de gases",
        "nl": "Cilinderbon|Pakbon gasflessen",
    },
}

# Labels: key → language → variants. ``*_abbr`` are the capital, clipped ones of carbon forms.
LABELS: dict[str, dict[str, str]] = {
    "number_delivery_note": {
        "en": "Delivery Note No.|Delivery No.|Docket No.|Note No.|Despatch No.|Document No.",
        "de": "Lieferschein-Nr.|Lieferscheinnummer|Lieferschein Nr.|Beleg-Nr.|Nummer",
        "fr": "N° de bon|N° BL|Numéro|Bon n°|N° de livraison",
        "it": "DDT n.|Numero documento|N. documento|Bolla n.|Numero",
        "es": "Nº albarán|Albarán nº|Número|Nº documento|Nº de entrega",
        "nl": "Pakbonnummer|Afleverbon nr.|Bonnummer|Nummer|Leveringsbon nr.",
    },
    "number_invoice": {
        "en": "Invoice No.|Invoice Number|Tax Invoice No.",
        "de": "Rechnungs-Nr.|Rechnungsnummer|Rechnung Nr.",
        "fr": "Facture n°|N° de facture|Numéro de facture",
        "it": "Fattura n.|Numero fattura|N. fattura",
        "es": "Factura nº|Nº factura|Número de factura",
        "nl": "Factuurnummer|Factuurnr.|Factuur nr.",
    },
    "number_order_confirmation": {
        "en": "Acknowledgement No.|Confirmation No.|Sales Order No.",
        "de": "AB-Nr.|Auftragsbestätigung Nr.|Auftrags-Nr.",
        "fr": "N° ARC|Confirmation n°|N° de confirmation",
        "it": "Conferma n.|N. conferma|Ordine n.",
        "es": "Confirmación nº|Nº confirmación|Pedido nº",
        "nl": "Bevestigingsnr.|Ordernummer|Orderbevestiging nr.",
    },
    "number_credit_note": {
        "en": "Credit Note No.|Credit No.|Credit Memo No.",
        "de": "Gutschrift-Nr.|Gutschriftsnummer|Beleg-Nr.",
        "fr": "Avoir n°|N° d'avoir|Numéro d'avoir",
        "it": "Nota di credito n.|N. nota credito|Numero",
        "es": "Nota de crédito nº|Nº abono|Número",
        "nl": "Creditnota nr.|Creditnummer|Nummer",
    },
    "number_quotation": {
        "en": "Quotation No.|Quote No.|Quote Ref.",
        "de": "Angebots-Nr.|Angebotsnummer|Angebot Nr.",
        "fr": "Devis n°|N° de devis|Offre n°",
        "it": "Preventivo n.|Offerta n.|N. offerta",
        "es": "Presupuesto nº|Nº presupuesto|Oferta nº",
        "nl": "Offertenummer|Offerte nr.|Ons kenmerk",
    },
    "number_statement": {
        "en": "Statement No.|Statement Ref.",
        "de": "Auszug Nr.|Beleg-Nr.",
        "fr": "Relevé n°|N° de relevé",
        "it": "Estratto n.|Numero estratto",
        "es": "Extracto nº|Nº extracto",
        "nl": "Overzicht nr.|Afschrift nr.",
    },
    "number_abbr": {
        "en": "DEL NOTE NO|DN NO|DOC NO|DEL NO|D/NOTE NO",
        "de": "LS-NR|LIEFERSCH.NR|BELEG-NR|LS NR",
        "fr": "N° BL|NO BL|BL N°|NO BON",
        "it": "DDT N.|N. DOC|NUM.DOC|BOLLA N.",
        "es": "N° ALB|ALBARAN N°|NUM ALB|NRO ALB",
        "nl": "PAKBON NR|BONNR|AFL.NR",
    },
    "date": {
        "en": "Date|Date|Document Date|Date of Issue|Note Date",
        "de": "Datum|Datum|Belegdatum|Ausstellungsdatum",
        "fr": "Date|Date|Date du document|Date d'émission",
        "it": "Data|Data|Data documento|Data emissione",
        "es": "Fecha|Fecha|Fecha documento|Fecha de emisión",
        "nl": "Datum|Datum|Documentdatum|Bondatum",
    },
    "date_abbr": {
        "en": "DTE|DATE|DT|DOC DATE",
        "de": "DAT|DATUM|BEL.DAT",
        "fr": "DATE|DTE",
        "it": "DATA|DT",
        "es": "FECHA|FEC",
        "nl": "DATUM|DAT",
    },
    "delivery_date": {
        "en": "Delivery Date|Date of Delivery|Delivered On|Del. Date",
        "de": "Lieferdatum|Liefertag|Anlieferung am",
        "fr": "Date de livraison|Livré le|Livraison le",
        "it": "Data consegna|Data di consegna|Consegnato il",
        "es": "Fecha de entrega|Entregado el|Fecha entrega",
        "nl": "Leverdatum|Afleverdatum|Geleverd op",
    },
    "delivery_date_abbr": {
        "en": "DEL DATE|DEL DTE|DELIVERED",
        "de": "LIEF.DAT|LIEFERTAG",
        "fr": "DATE LIVR|LIVRE LE",
        "it": "DATA CONS|CONSEGNA",
        "es": "F.ENTREGA|FEC ENTR",
        "nl": "LEV.DATUM|AFL.DAT",
    },
    "order_date": {
        "en": "Order Date|Date Ordered|Your Order Date",
        "de": "Bestelldatum|Auftragsdatum|Ihre Bestellung vom",
        "fr": "Date de commande|Commande du",
        "it": "Data ordine|Ordine del",
        "es": "Fecha pedido|Fecha de pedido",
        "nl": "Orderdatum|Besteldatum",
    },
    "dispatch_date": {
        "en": "Despatch Date|Dispatch Date|Ship Date|Shipped",
        "de": "Versanddatum|Versandtag|Warenausgang",
        "fr": "Date d'expédition|Expédié le",
        "it": "Data spedizione|Data inizio trasporto",
        "es": "Fecha de envío|Fecha de salida|Fecha despacho",
        "nl": "Verzenddatum|Verzonden op",
    },
    "due_date": {
        "en": "Due Date|Payment Due",
        "de": "Fällig am|Zahlbar bis",
        "fr": "Échéance|Date d'échéance",
        "it": "Scadenza|Data scadenza",
        "es": "Vencimiento|Fecha de vencimiento",
        "nl": "Vervaldatum|Te betalen voor",
    },
    "valid_until": {
        "en": "Valid Until|Quote Valid To",
        "de": "Gültig bis|Bindefrist bis",
        "fr": "Valable jusqu'au|Validité",
        "it": "Valido fino al|Validità offerta",
        "es": "Válido hasta|Validez",
        "nl": "Geldig tot|Geldig t/m",
    },
    "expected": {
        "en": "Expected Delivery|Est. Delivery|Delivery Due",
        "de": "Voraussichtliche Lieferung|Liefertermin",
        "fr": "Livraison prévue|Date de livraison prévue",
        "it": "Consegna prevista|Data consegna prevista",
        "es": "Entrega prevista|Fecha prevista",
        "nl": "Verwachte levering|Geplande leverdatum",
    },
    "print": {
        "en": "Printed|Print Date|Run Date",
        "de": "Gedruckt|Druckdatum",
        "fr": "Imprimé le|Édité le",
        "it": "Stampato il|Data stampa",
        "es": "Impreso|Fecha impresión",
        "nl": "Afgedrukt|Printdatum",
    },
    "po": {
        "en": "Your Order No.|Your Ref.|Customer PO|Purchase Order|P.O. No.|Cust. Order No.",
        "de": "Ihre Bestell-Nr.|Ihre Bestellung|Bestellnummer Kunde|Ihr Zeichen|Kd.-Bestell-Nr.",
        "fr": "Votre commande|Votre réf.|N° commande client|Bon de commande|Réf. client",
        "it": "Vs. ordine|Vostro ordine n.|Rif. ordine cliente|Ordine cliente|Vs. rif.",
        "es": "Su pedido|Su referencia|Pedido cliente|Nº pedido cliente|Orden de compra",
        "nl": "Uw bestelnummer|Uw referentie|Uw order|Inkoopordernummer|Klantreferentie",
    },
    "po_abbr": {
        "en": "CUST ORD|CUST ORD NO|YR ORD|CUST P/O|YOUR REF",
        "de": "IHR ZEICHEN|BEST.NR KD|IHRE BEST",
        "fr": "V/CDE|VOTRE CDE|REF CLIENT",
        "it": "VS ORD|VS.RIF|ORD.CLI",
        "es": "SU PED|PED.CLI|SU REF",
        "nl": "UW REF|UW ORDER|INK.NR",
    },
    "po_nav": {
        "en": "External Document No.",
        "de": "Externe Belegnummer",
        "fr": "N° doc. externe",
        "it": "N. documento esterno",
        "es": "Nº documento externo",
        "nl": "Extern documentnr.",
    },
    "our_order": {
        "en": "Our Ref.|Sales Order|S/O No.|Our Order No.|Order No.",
        "de": "Unsere Auftrags-Nr.|Auftrag|Auftragsnummer|Unser Zeichen",
        "fr": "Notre réf.|N° de commande|Commande n°|Notre commande",
        "it": "Ns. rif.|Ordine n.|Conferma n.|Ns. ordine",
        "es": "Nuestra ref.|Pedido nº|Nº pedido|Nuestro pedido",
        "nl": "Onze ref.|Ordernummer|Order nr.|Verkooporder",
    },
    "our_order_abbr": {
        "en": "OUR REF|S/O|ORD NO|SO NO",
        "de": "AUFTR|AUFTR.NR|UNS.ZEICH",
        "fr": "N/REF|CDE N°",
        "it": "NS RIF|ORD N.",
        "es": "N/REF|PED N°",
        "nl": "ONZE REF|ORDERNR",
    },
    "account": {
        "en": "Account No.|Acc No.|Customer No.|Cust. A/C",
        "de": "Kunden-Nr.|Kundennummer|Debitor",
        "fr": "N° client|Code client|Compte",
        "it": "Cod. cliente|Codice cliente|Cliente n.",
        "es": "Nº cliente|Código cliente|Cuenta",
        "nl": "Klantnummer|Debiteurnr.|Klantnr.",
    },
    "account_abbr": {
        "en": "A/C|ACC NO|CUST NO",
        "de": "KD-NR|KDNR",
        "fr": "CLIENT|CPTE",
        "it": "COD.CLI|CLI",
        "es": "CLIENTE|CTA",
        "nl": "KLANT|DEB.NR",
    },
    "job": {
        "en": "Job No.|Site Ref.|Project|Contract",
        "de": "Baustelle|Projekt|Kommission|Bauvorhaben",
        "fr": "Chantier|Affaire|Projet",
        "it": "Cantiere|Commessa|Progetto",
        "es": "Obra|Proyecto|Expediente",
        "nl": "Project|Werk|Bouwplaats",
    },
    "invoice_ref": {
        "en": "Invoice No.|Inv. Ref.",
        "de": "Rechnungs-Nr.|Rechnung",
        "fr": "Facture n°|N° facture",
        "it": "Fattura n.|Rif. fattura",
        "es": "Factura nº|Nº factura",
        "nl": "Factuurnr.|Factuurnummer",
    },
    "dn_ref": {
        "en": "Delivery Note|Del. Note Ref.|Docket",
        "de": "Lieferschein|Ihr Lieferschein|LS-Nr.",
        "fr": "Bon de livraison|Réf. BL",
        "it": "Rif. DDT|DDT",
        "es": "Albarán|Ref. albarán",
        "nl": "Pakbon|Afleverbon",
    },
    "vehicle": {
        "en": "Vehicle Reg.|Vehicle|Truck|Reg. No.",
        "de": "Kennzeichen|Fahrzeug|LKW",
        "fr": "Immatriculation|Véhicule|Camion",
        "it": "Targa|Automezzo|Mezzo",
        "es": "Matrícula|Vehículo|Patente",
        "nl": "Kenteken|Voertuig|Wagen",
    },
    "driver": {
        "en": "Driver|Delivered By",
        "de": "Fahrer|Fahrer/in",
        "fr": "Chauffeur|Livreur",
        "it": "Autista|Conducente",
        "es": "Conductor|Chofer",
        "nl": "Chauffeur|Bezorger",
    },
    "tracking": {
        "en": "Tracking No.|Tracking|Consignment No.",
        "de": "Sendungsnummer|Paketnummer|Tracking-Nr.",
        "fr": "N° de suivi|N° colis|Suivi",
        "it": "N. tracking|Tracking|N. spedizione",
        "es": "Nº seguimiento|Nº de envío|Guía",
        "nl": "Track & Trace|Zendingnummer|Trackingcode",
    },
    "deliver_to": {
        "en": "Deliver To|Delivery Address|Ship To|Site Address",
        "de": "Lieferanschrift|Lieferadresse|Warenempfänger|Anlieferung",
        "fr": "Adresse de livraison|Livrer à|Destinataire",
        "it": "Destinazione|Luogo di consegna|Destinatario",
        "es": "Dirección de entrega|Entregar en|Destinatario|Consignatario",
        "nl": "Afleveradres|Leveradres|Aflevering",
    },
    "invoice_to": {
        "en": "Invoice To|Bill To|Sold To|Invoice Address",
        "de": "Rechnungsanschrift|Rechnungsempfänger|Auftraggeber",
        "fr": "Adresse de facturation|Facturer à|Client",
        "it": "Intestatario|Cliente|Fatturare a",
        "es": "Facturar a|Cliente|Dirección de facturación",
        "nl": "Factuuradres|Klant|Besteller",
    },
    "page": {
        "en": "Page {n} of {m}|Page {n}/{m}|Sheet {n} of {m}",
        "de": "Seite {n}/{m}|Seite {n} von {m}|Blatt {n}/{m}",
        "fr": "Page {n} sur {m}|Page {n}/{m}|Feuillet {n}/{m}",
        "it": "Pagina {n} di {m}|Pag. {n}/{m}|Foglio {n} di {m}",
        "es": "Página {n} de {m}|Pág. {n}/{m}|Hoja {n} de {m}",
        "nl": "Blad {n} van {m}|Pagina {n} van {m}|Pag. {n}/{m}",
    },
    "copy": {
        "en": "CUSTOMER COPY|DRIVER COPY|OFFICE COPY|DUPLICATE|POD COPY",
        "de": "KUNDENEXEMPLAR|DURCHSCHRIFT|ORIGINAL|KOPIE FAHRER",
        "fr": "DUPLICATA|EXEMPLAIRE CLIENT|COPIE CHAUFFEUR|ORIGINAL",
        "it": "COPIA CLIENTE|COPIA VETTORE|COPIA MITTENTE|ORIGINALE",
        "es": "COPIA CLIENTE|DUPLICADO|ORIGINAL|COPIA TRANSPORTISTA",
        "nl": "KLANTEXEMPLAAR|KOPIE|DUPLICAAT|EXEMPLAAR CHAUFFEUR",
    },
    "continued": {
        "en": "Continued|Continued overleaf|continued on next page",
        "de": "Fortsetzung|Übertrag|Fortsetzung folgt",
        "fr": "Suite|À reporter|Suite page suivante",
        "it": "Segue|Continua|A riportare",
        "es": "Continúa|Suma y sigue|Sigue en la página siguiente",
        "nl": "Vervolg|Zie volgend blad|Transport",
    },
    "received": {
        "en": "Received in good condition|Goods received by|Signature",
        "de": "Ware vollständig und unbeschädigt erhalten|Unterschrift Empfänger|Ware erhalten",
        "fr": "Reçu en bon état|Signature du client|Marchandise reçue",
        "it": "Firma destinatario|Ricevuto in buono stato|Firma del vettore",
        "es": "Recibí conforme|Firma y sello|Recibido",
        "nl": "Voor ontvangst getekend|Handtekening ontvanger|Goederen ontvangen",
    },
}

# One word per language (en|de|fr|it|es|nl).
TERMS: dict[str, str] = {
    "qty": "Qty|Menge|Qté|Q.tà|Cant.|Aantal",
    "desc": "Description|Bezeichnung|Désignation|Descrizione|Descripción|Omschrijving",
    "code": "Item|Artikel|Réf.|Codice|Código|Artikel",
    "unit": "Unit|ME|Unité|U.M.|Ud.|Eenh.",
    "pos": "Ln|Pos.|Lig.|Riga|Lín.|Pos.",
    "pcs": "pcs|Stk|pce|pz|ud|st",
    "total": "Total|Summe|Total|Totale|Total|Totaal",
    "total_items": "Total items|Positionen gesamt|Total articles|Totale colli|Total bultos"
    "|Totaal artikelen",
    "weight": "Weight|Gewicht|Poids|Peso|Peso|Gewicht",
    "gross": "Gross|Brutto|Brut|Lordo|Bruto|Bruto",
    "tare": "Tare|Tara|Tare|Tara|Tara|Tarra",
    "net": "Net|Netto|Net|Netto|Neto|Netto",
    "tel": "Tel|Tel.|Tél.|Tel.|Tel.|Tel.",
    "time": "Time|Uhrzeit|Heure|Ora|Hora|Tijd",
    "bank": "Bank|Bank|Banque|Banca|Banco|Bank",
    "thanks": "Thank you for your order!|Vielen Dank für Ihre Bestellung!|Merci pour votre "
    "commande !|Grazie per il vostro ordine!|¡Gracias por su compra!|Bedankt voor uw bestelling!",
    "litres": "Litres|Liter|Litres|Litri|Litros|Liter",
    "meter_start": "Meter start|Zählerstand Beginn|Compteur début|Contalitri inizio"
    "|Contador inicial|Meterstand begin",
    "meter_end": "Meter end|Zählerstand Ende|Compteur fin|Contalitri fine|Contador final"
    "|Meterstand eind",
    "product": "Product|Produkt|Produit|Prodotto|Producto|Product",
    "temp": "Temp.|Temp.|Temp.|Temp.|Temp.|Temp.",
    "ewc": "EWC Code|AVV-Schlüssel|Code déchet|Codice CER|Código LER|Euralcode",
    "carrier_lic": "Carrier Licence No.|Beförderernummer|Récépissé transporteur|Iscrizione Albo"
    "|Nº autorización transportista|VIHB-nummer",
    "waste_desc": "Description of waste|Abfallbezeichnung|Dénomination du déchet"
    "|Descrizione rifiuto|Descripción del residuo|Omschrijving afvalstof",
    "holder": "Transferor (current holder)|Abfallerzeuger|Producteur du déchet"
    "|Produttore/Detentore|Productor del residuo|Ontdoener",
    "collector": "Transferee (carrier)|Beförderer|Transporteur|Trasportatore|Transportista"
    "|Vervoerder",
    "container": "Skip|Mulde|Benne|Cassone|Contenedor|Container",
    "pallets_given": "Pallets delivered|Paletten geliefert|Palettes livrées|Pallet consegnati"
    "|Palets entregados|Pallets geleverd",
    "pallets_taken": "Pallets returned|Paletten zurück|Palettes reprises|Pallet resi"
    "|Palets devueltos|Pallets retour",
    "balance": "Balance|Saldo|Solde|Saldo|Saldo|Saldo",
    "full": "Full|Voll|Pleines|Piene|Llenas|Vol",
    "empty": "Empty|Leer|Vides|Vuote|Vacías|Leeg",
    "serial": "Serial No.|Serien-Nr.|N° de série|Matricola|Nº de serie|Serienummer",
    "off_hire": "Expected off-hire|Voraussichtl. Mietende|Fin de location prévue"
    "|Fine noleggio prevista|Fin de alquiler previsto|Huur tot (verwacht)",
    "deposit": "Deposit|Kaution|Caution|Deposito|Fianza|Borg",
    "contract": "Contract No.|Mietvertrag|Contrat n°|Contratto n.|Contrato nº|Contract nr.",
    "load": "Load|Ladung|Chargement|Carico|Carga|Lading",
    "of": "of|von|sur|di|de|van",
    "unit_mark": "Unit mark|Element-Nr.|Repère|Sigla elemento|Marca|Elementnr.",
    "heat": "Heat No.|Schmelze|Coulée|Colata|Colada|Charge",
    "bundle": "Bundle|Bund|Botte|Fascio|Paquete|Bundel",
    "time_in": "Time in|Einfahrt|Entrée|Ingresso|Entrada|Binnen",
    "time_out": "Time out|Ausfahrt|Sortie|Uscita|Salida|Buiten",
    "shipping_point": "Shipping Point|Versandstelle|Point d'expédition|Punto di spedizione"
    "|Punto de expedición|Verzendpunt",
    "carrier": "Carrier|Spediteur|Transporteur|Vettore|Transportista|Vervoerder",
    "packages": "Packages|Packstücke|Colis|Colli|Bultos|Colli",
    "order_web": "Order #|Bestellung #|Commande n°|Ordine n.|Pedido n.º|Bestelling #",
    "ship_method": "Shipping method|Versandart|Mode d'expédition|Modalità di spedizione"
    "|Método de envío|Verzendmethode",
    "dear": "Dear Sir or Madam,|Sehr geehrte Damen und Herren,|Madame, Monsieur,|Spettabile ditta,"
    "|Estimados señores:|Geachte heer, mevrouw,",
    "body": "Please find below the goods delivered as ordered.|wir liefern Ihnen gemäß Ihrer "
    "Bestellung:|Veuillez trouver ci-dessous les marchandises livrées.|Vi consegniamo quanto "
    "segue:|Les entregamos la siguiente mercancía:|Hierbij leveren wij u het volgende:",
    "regards": "Yours faithfully|Mit freundlichen Grüßen|Salutations distinguées"
    "|Distinti saluti|Atentamente|Met vriendelijke groet",
    "subject": "Re:|Betreff:|Objet :|Oggetto:|Asunto:|Betreft:",
    "opening": "Balance brought forward|Vortrag|Solde précédent|Saldo iniziale|Saldo anterior"
    "|Beginsaldo",
    "amount_due": "Amount due|Offener Betrag|Montant dû|Importo dovuto|Importe pendiente"
    "|Openstaand bedrag",
    "invoice": "Invoice|Rechnung|Facture|Fattura|Factura|Factuur",
    "payment": "Payment - thank you|Zahlung|Paiement reçu|Pagamento|Pago recibido|Betaling",
    "current": "Current|Aktuell|Non échu|Corrente|Corriente|Lopend",
    "days30": "30 days|30 Tage|30 jours|30 giorni|30 días|30 dagen",
    "days60": "60 days+|über 60 Tage|60 jours et +|oltre 60 gg|más de 60 días|60+ dagen",
    "reason": "Reason: goods returned|Grund: Warenrücksendung|Motif : retour marchandise"
    "|Causale: reso merce|Motivo: devolución de mercancía|Reden: retourzending",
    "original": "Original invoice|Ursprüngliche Rechnung|Facture d'origine|Fattura originale"
    "|Factura original|Oorspronkelijke factuur",
    "terms": "Terms: 30 days net|Zahlbar innerhalb 30 Tagen netto|Paiement à 30 jours net"
    "|Pagamento: bonifico 30 gg d.f.|Forma de pago: transferencia 30 días"
    "|Betaling binnen 30 dagen",
    "net_amount": "Net|Netto|Total HT|Imponibile|Base imponible|Excl. btw",
    "vat_amount": "VAT|MwSt.|TVA|IVA|IVA|Btw",
    "gross_amount": "Total|Gesamtbetrag|Total TTC|Totale documento|Total factura|Totaal incl.",
    "fax_from": "From|Von|De|Da|De|Van",
    "fax_to": "To|An|À|A|Para|Aan",
    "fax_pages": "Pages|Seiten|Pages|Pagine|Páginas|Pagina's",
    "lot": "Lot|Charge|Lot|Lotto|Lote|Partij",
    "attn": "Attn:|z. Hd.|À l'att. de|c.a.|Att.:|T.a.v.",
    "cont_of": "continued|Fortsetzung|suite|segue|continuación|vervolg",
    "pod": "POD captured electronically|Zustellnachweis elektronisch erfasst"
    "|Preuve de livraison enregistrée|Prova di consegna registrata|Entrega registrada"
    "|Afleverbewijs digitaal vastgelegd",
    "items_label": "Items|Positionen|Articles|Articoli|Artículos|Artikelen",
    "consignor": "Consignor|Absender|Expéditeur|Mittente|Remitente|Afzender",
    "consignee": "Consignee|Empfänger|Destinataire|Destinatario|Destinatario|Geadresseerde",
    "place": "Place of delivery|Auslieferungsort|Lieu de livraison|Luogo di consegna"
    "|Lugar de entrega|Plaats van aflevering",
    "transport": "Transport by: sender|Transport: Absender|Transport : expéditeur"
    "|Trasporto a cura del: mittente|Transporte a cargo de: remitente|Vervoer door: afzender",
}

# Goods per trade: description per language (en|de|fr|it|es|nl).
ITEMS: dict[str, list[str]] = {
    "timber": [
        "Sawn C24 carcassing 47x150|KVH C24 Nadelholz 60x160|Bois de charpente C24 63x175"
        "|Travi abete C24 80x160|Madera aserrada C24 50x150|Vuren balk C24 46x146",
        "OSB3 board 18mm 2440x1220|OSB/3 Platte 18 mm 2500x1250|Panneau OSB3 18 mm 2500x1250"
        "|Pannello OSB3 18 mm 2500x1250|Tablero OSB3 18 mm 2440x1220|OSB3 plaat 18 mm 2440x1220",
        "Treated batten 25x50 4.8m|Dachlatte imprägniert 30x50 4 m|Liteau traité 27x38 4 m"
        "|Listello impregnato 30x50 4 m|Listón tratado 25x50 4 m|Panlat geïmpregneerd 22x50 4 m",
        "Plywood WBP 12mm|Sperrholz BFU 12 mm|Contreplaqué CTBX 12 mm|Multistrato marino 12 mm"
        "|Contrachapado fenólico 12 mm|Betonplex 12 mm",
    ],
    "roofing": [
        "Concrete roof tile Double Roman|Betondachstein Frankfurter Pfanne|Tuile béton double "
        "romane|Tegola cemento portoghese|Teja de hormigón mixta|Betonpan Romaans",
        "Breathable membrane 1.5x50m|Unterspannbahn 1,5x50 m|Écran sous-toiture HPV 1,5x50 m"
        "|Telo traspirante 1,5x50 m|Lámina transpirable 1,5x50 m|Dampopen folie 1,5x50 m",
        "Lead flashing code 4 300mm|Walzblei 1,5 mm 300 mm|Plomb laminé 300 mm"
        "|Lastra piombo 300 mm|Plancha de plomo 300 mm|Lood code 18 300 mm",
        "Dry ridge kit 6m|Firstrolle 5 m|Closoir faîtage 5 m|Colmo ventilato 5 m"
        "|Cumbrera ventilada 5 m|Nokvorst rol 5 m",
    ],
    "insulation": [
        "PIR board 100mm 2400x1200|PIR Dämmplatte 100 mm|Panneau PIR 100 mm|Pannello PIR 100 mm"
        "|Panel PIR 100 mm|PIR isolatieplaat 100 mm",
        "Glass mineral wool roll 200mm|Glaswolle Rolle 200 mm|Laine de verre rouleau 200 mm"
        "|Lana di vetro rotolo 200 mm|Lana de vidrio rollo 200 mm|Glaswol rol 200 mm",
        "EPS 70 sheet 50mm|EPS 035 Platte 50 mm|Polystyrène PSE 50 mm|EPS 100 lastra 50 mm"
        "|Poliestireno EPS 50 mm|EPS plaat 50 mm",
        "Rockwool slab 50mm|Steinwolle Platte 50 mm|Laine de roche 50 mm|Lana di roccia 50 mm"
        "|Lana de roca 50 mm|Steenwol plaat 50 mm",
    ],
    "drylining": [
        "Plasterboard 12.5mm 2400x1200 TE|Gipskartonplatte GKB 12,5 mm|Plaque de plâtre BA13"
        "|Lastra cartongesso 12,5 mm|Placa de yeso laminado 12,5 mm|Gipsplaat 12,5 mm",
        "C-stud 70mm 3000|CW-Profil 75 3000 mm|Montant M70 3 m|Montante C75 3 m"
        "|Montante 70 mm 3 m|Metalstud C70 3 m",
        "Jointing compound 25kg|Fugenspachtel 25 kg|Enduit joint 25 kg|Stucco per giunti 25 kg"
        "|Pasta de juntas 25 kg|Voegmiddel 25 kg",
        "Drywall screws 3.5x25 (1000)|Schnellbauschrauben 3,5x25 (1000)|Vis plaque 3,5x25 (1000)"
        "|Viti cartongesso 3,5x25 (1000)|Tornillos placa 3,5x25 (1000)|Gipsplaatschroeven (1000)",
    ],
    "precast": [
        "Hollowcore slab 150 L=6.40m|Hohldiele 200 L=6,40 m|Prédalle 5 cm L=6,40 m"
        "|Lastra alveolare H20 L=6,40 m|Placa alveolar 20 L=6,40 m|Kanaalplaat 200 L=6,40 m",
        "Precast lintel 150x215 2.1m|Fertigteilsturz 2,1 m|Linteau préfabriqué 2,1 m"
        "|Architrave prefabbricato 2,1 m|Dintel prefabricado 2,1 m|Prefab latei 2,1 m",
        "Precast stair flight ST-02|Fertigteiltreppe T-02|Escalier préfabriqué E-02"
        "|Scala prefabbricata S-02|Escalera prefabricada E-02|Prefab trap T-02",
        "Manhole ring 1200x500|Schachtring DN 1000|Élément regard DN 1000|Anello pozzetto DN 1000"
        "|Anillo pozo DN 1000|Putring DN 1000",
    ],
    "doors_windows": [
        "Fire door FD30 926x2040|Brandschutztür T30 1000x2125|Bloc-porte coupe-feu EI30"
        "|Porta tagliafuoco REI 30|Puerta cortafuegos EI30|Branddeur 30 min",
        "uPVC window 1200x1050|Kunststofffenster 1230x1480|Fenêtre PVC 1250x1150"
        "|Finestra PVC 1200x1400|Ventana PVC 1200x1200|Kunststof kozijn 1200x1400",
        "Door frame set softwood|Stahlzarge 875x2000|Huisserie bois 83x2040|Telaio porta 80x210"
        "|Premarco puerta 82,5x203|Deurkozijn hout",
    ],
    "ironmongery": [
        "Lever handle on rose SSS|Drückergarnitur Edelstahl|Béquille sur rosace inox"
        "|Maniglia su rosetta inox|Manilla con roseta inox|Deurkruk op rozet RVS",
        "Euro cylinder 35/35|Profilzylinder 30/30|Cylindre européen 30/30|Cilindro europeo 30/30"
        "|Cilindro europeo 30/30|Cilinder 30/30",
        "Butt hinge 100mm (pair)|Band 100 mm (Paar)|Paumelle 100 mm (paire)"
        "|Cerniera 100 mm (coppia)|Bisagra 100 mm (par)|Scharnier 100 mm (paar)",
        "Overhead door closer|Obentürschließer|Ferme-porte|Chiudiporta aereo|Cierrapuertas"
        "|Deurdranger",
    ],
    "steel": [
        "UB 203x133x25 12m|HEA 200 S235 12 m|Poutrelle IPE 200 12 m|Trave HEA 200 S275 12 m"
        "|Viga IPE 200 12 m|HEA 200 S235 12 m",
        "Rebar B500B 12mm 6m|Betonstahl B500B 12 mm 6 m|Acier HA 12 mm 6 m|Tondino B450C 12 mm"
        "|Corrugado B500S 12 mm 6 m|Betonstaal B500B 12 mm",
        "Mesh A393 4.8x2.4|Matte Q335A|Treillis soudé ST25C|Rete elettrosaldata 20x20"
        "|Malla electrosoldada 15x15|Wapeningsnet 8-150",
        "Flat bar 100x10 6m|Flachstahl 100x10 6 m|Fer plat 100x10 6 m|Piatto 100x10 6 m"
        "|Pletina 100x10 6 m|Strip 100x10 6 m",
    ],
    "pallets": [
        "Euro pallet EPAL 1200x800|Europalette EPAL 1200x800|Palette Europe EPAL"
        "|Pallet EPAL 1200x800|Palet europeo EPAL|Europallet EPAL",
        "CHEP pallet 1200x1000|CHEP Palette|Palette CHEP|Pallet CHEP|Palet CHEP|CHEP pallet",
        "Gitterbox|Gitterbox|Caisse-palette grillagée|Cassa in rete|Contenedor de rejilla"
        "|Gitterbox",
        "Block pallet (returnable)|Einwegpalette|Palette perdue|Pallet a perdere"
        "|Palet retornable|Wegwerppallet",
    ],
    "tool_hire": [
        "Breaker 110V 15kg|Abbruchhammer 15 kg|Marteau piqueur 15 kg"
        "|Martello demolitore 15 kg|Martillo demoledor 15 kg|Breekhamer 15 kg",
        "Mini excavator 1.5t|Minibagger 1,5 t|Mini-pelle 1,5 t|Miniescavatore 1,5 t"
        "|Miniexcavadora 1,5 t|Minigraver 1,5 t",
        "Site transformer 3kVA|Baustromverteiler|Coffret de chantier|Quadro elettrico cantiere"
        "|Cuadro eléctrico obra|Bouwstroomkast",
        "Scaffold tower 5.2m|Rollgerüst 5,2 m|Échafaudage roulant 5,2 m|Trabattello 5,2 m"
        "|Torre andamio 5,2 m|Rolsteiger 5,2 m",
    ],
    "office_it": [
        "Laptop 14in i5 16GB|Notebook 14 Zoll i5 16 GB|Ordinateur portable 14 pouces"
        "|Notebook 14 pollici|Portátil 14 pulgadas|Laptop 14 inch",
        "Monitor 24in|Monitor 24 Zoll|Écran 24 pouces|Monitor 24 pollici|Monitor 24 pulgadas"
        "|Beeldscherm 24 inch",
        "Multifunction printer A3|Multifunktionsdrucker A3|Imprimante multifonction A3"
        "|Stampante multifunzione A3|Impresora multifunción A3|Multifunctionele printer A3",
        "Copier paper A4 80g (box)|Kopierpapier A4 80 g (Karton)|Papier A4 80 g (carton)"
        "|Carta A4 80 g (scatola)|Papel A4 80 g (caja)|Kopieerpapier A4 80 g (doos)",
    ],
    "furniture": [
        "Desk 1600x800|Schreibtisch 1600x800|Bureau 160x80|Scrivania 160x80|Mesa de oficina 160x80"
        "|Bureau 160x80",
        "Task chair|Bürodrehstuhl|Siège de bureau|Sedia operativa|Silla de oficina|Bureaustoel",
        "Plan chest A0|Planschrank A0|Meuble à plans A0|Cassettiera A0|Planero A0"
        "|Tekeningenkast A0",
        "Locker 4-door|Spind 4-türig|Vestiaire 4 portes|Armadietto 4 ante|Taquilla 4 puertas"
        "|Lockerkast 4 deurs",
    ],
    "fuel": [
        "Gas oil (red diesel)|Diesel EN 590|Gazole non routier (GNR)|Gasolio agricolo|Gasóleo B"
        "|Diesel EN 590",
        "AdBlue|AdBlue|AdBlue|AdBlue|AdBlue|AdBlue",
        "HVO biofuel|HVO Diesel|Carburant HVO|Gasolio HVO|Diésel HVO|HVO diesel",
    ],
    "gas": [
        "Propane 47kg cylinder|Propan 33 kg Flasche|Propane 35 kg bouteille|Propano 25 kg bombola"
        "|Propano 35 kg botella|Propaan 33 kg fles",
        "Oxygen cylinder W|Sauerstoff 50 l|Oxygène B50|Ossigeno 40 l|Oxígeno 50 l|Zuurstof 50 l",
        "Acetylene cylinder|Acetylen 40 l|Acétylène B40|Acetilene 40 l|Acetileno 40 l"
        "|Acetyleen 40 l",
        "Argon/CO2 mix 20L|Argon/CO2 20 l|Arcal 20 l|Miscela argon 20 l|Argón/CO2 20 l"
        "|Argon/CO2 20 l",
    ],
    "waste": [
        "Mixed C&D waste 8yd skip|Bauschutt gemischt 7 m³|Déchets de chantier mélangés 8 m³"
        "|Rifiuti misti da costruzione 8 m³|Residuos mixtos de obra 8 m³"
        "|Bouw- en sloopafval 8 m³",
        "Plasterboard waste|Gipsabfälle|Déchets de plâtre|Rifiuti in gesso|Residuos de yeso"
        "|Gipsafval",
        "Timber waste grade B|Altholz A II|Bois de classe B|Legno da demolizione"
        "|Madera residual|Houtafval B",
        "Soil and stones|Boden und Steine|Terres et cailloux|Terre e rocce|Tierra y piedras"
        "|Grond en stenen",
    ],
    "sanitary": [
        "WC pan close coupled|Wand-WC spülrandlos|Cuvette WC suspendue|Vaso sospeso"
        "|Inodoro suspendido|Hangtoilet randloos",
        "Basin 550mm with pedestal|Waschtisch 60 cm|Lavabo 60 cm|Lavabo 60 cm|Lavabo 60 cm"
        "|Wastafel 60 cm",
        "Concealed cistern frame|Vorwandelement WC|Bâti-support WC|Telaio WC incasso"
        "|Cisterna empotrada|Inbouwreservoir",
        "Shower tray 900x900|Duschwanne 90x90|Receveur de douche 90x90|Piatto doccia 90x90"
        "|Plato de ducha 90x90|Douchebak 90x90",
    ],
    "kitchens": [
        "Base unit 600 white gloss|Unterschrank 60 cm weiß|Meuble bas 60 cm blanc"
        "|Base cucina 60 cm bianco|Módulo bajo 60 cm blanco|Onderkast 60 cm wit",
        "Worktop oak 3000x600|Arbeitsplatte Eiche 3000 mm|Plan de travail chêne 3 m"
        "|Top cucina rovere 3 m|Encimera roble 3 m|Werkblad eiken 3 m",
        "Wall unit 600|Hängeschrank 60 cm|Meuble haut 60 cm|Pensile 60 cm|Módulo alto 60 cm"
        "|Bovenkast 60 cm",
        "Sink 1.5 bowl stainless|Spüle Edelstahl 1,5 Becken|Évier inox 1,5 bac"
        "|Lavello inox 1,5 vasche|Fregadero inox 1,5 senos|Spoelbak RVS 1,5",
    ],
}
UNITS = {
    "timber": "m|m³|pcs", "steel": "kg|t|pcs", "fuel": "L", "waste": "t", "precast": "pcs|t",
    "drylining": "pcs|m²|bag", "insulation": "m²|pack|pcs", "roofing": "pcs|roll|m",
}  # fmt: skip
TRACKING = "1Z@@@###########|JJD##########|00340434########|CZ#########@@"
# What an OCR engine reads one character as.
CONFUSE = {
    "0": "O", "O": "0", "o": "0", "1": "l", "l": "1", "I": "1", "5": "S", "S": "5", "8": "B",
    "B": "8", "2": "Z", "Z": "2", "6": "G", "G": "6", "ß": "B",
}  # fmt: skip
EWC_CODES = ("17 09 04", "17 08 02", "17 02 01", "17 05 04")

# The words a supplier of a trade puts after its family name, per language.
TRADE_WORDS: dict[str, dict[str, str]] = {
    "timber": {
        "en": "Timber|Sawmills|Timber Supplies",
        "de": "Holz|Holzhandel|Sägewerk",
        "fr": "Bois|Bois et Panneaux",
        "it": "Legnami|Legno",
        "es": "Maderas|Madera",
        "nl": "Hout|Houthandel",
    },
    "roofing": {
        "en": "Roofing|Roofing Supplies",
        "de": "Bedachung|Dachbaustoffe",
        "fr": "Couverture|Toitures",
        "it": "Coperture|Tetti",
        "es": "Cubiertas|Tejados",
        "nl": "Dakmaterialen|Dakbedekking",
    },
    "insulation": {
        "en": "Insulation|Insulation Supplies",
        "de": "Dämmstoffe|Isoliertechnik",
        "fr": "Isolation",
        "it": "Isolanti|Isolamenti",
        "es": "Aislamientos",
        "nl": "Isolatie",
    },
    "drylining": {
        "en": "Drylining|Interiors",
        "de": "Trockenbau|Innenausbau",
        "fr": "Plâtrerie|Cloisons",
        "it": "Cartongesso",
        "es": "Yesos|Tabiquería",
        "nl": "Afbouw|Gipsplaten",
    },
    "precast": {
        "en": "Precast|Concrete Products",
        "de": "Betonfertigteile|Betonwerk",
        "fr": "Préfabrication|Béton",
        "it": "Prefabbricati",
        "es": "Prefabricados",
        "nl": "Prefab Beton|Betonindustrie",
    },
    "doors_windows": {
        "en": "Doors & Windows|Joinery",
        "de": "Fenster & Türen|Fensterbau",
        "fr": "Menuiseries|Fermetures",
        "it": "Serramenti|Infissi",
        "es": "Carpintería|Puertas y Ventanas",
        "nl": "Kozijnen|Deuren",
    },
    "ironmongery": {
        "en": "Ironmongery|Architectural Hardware",
        "de": "Beschläge|Baubeschläge",
        "fr": "Quincaillerie",
        "it": "Ferramenta",
        "es": "Ferretería|Herrajes",
        "nl": "IJzerwaren|Beslag",
    },
    "steel": {
        "en": "Steel|Steel Stockholders|Fabrications",
        "de": "Stahlhandel|Stahlbau",
        "fr": "Aciers|Métallerie",
        "it": "Acciai|Carpenteria",
        "es": "Aceros|Hierros",
        "nl": "Staalhandel|Staalbouw",
    },
    "pallets": {
        "en": "Pallets|Packaging",
        "de": "Paletten|Palettenservice",
        "fr": "Palettes",
        "it": "Pallet|Imballaggi",
        "es": "Palets|Embalajes",
        "nl": "Pallets|Emballage",
    },
    "tool_hire": {
        "en": "Hire|Tool Hire|Plant Hire",
        "de": "Mietservice|Baumaschinen",
        "fr": "Location",
        "it": "Noleggi",
        "es": "Alquiler|Alquileres",
        "nl": "Verhuur",
    },
    "office_it": {
        "en": "Office Solutions|IT",
        "de": "Bürotechnik|IT-Systeme",
        "fr": "Bureautique|Informatique",
        "it": "Ufficio|Informatica",
        "es": "Informática|Ofimática",
        "nl": "Kantoortechniek|ICT",
    },
    "furniture": {
        "en": "Office Furniture|Furniture",
        "de": "Büromöbel|Objekteinrichtung",
        "fr": "Mobilier",
        "it": "Arredi|Arredamenti",
        "es": "Mobiliario",
        "nl": "Kantoormeubelen|Interieur",
    },
    "fuel": {
        "en": "Fuels|Oil",
        "de": "Mineralöl|Energie",
        "fr": "Carburants|Énergies",
        "it": "Petroli|Carburanti",
        "es": "Combustibles|Gasóleos",
        "nl": "Brandstoffen|Olie",
    },
    "gas": {
        "en": "Gases|Gas Supplies",
        "de": "Gase|Flaschengas",
        "fr": "Gaz",
        "it": "Gas Tecnici",
        "es": "Gases",
        "nl": "Gassen",
    },
    "waste": {
        "en": "Waste Management|Skip Hire|Recycling",
        "de": "Entsorgung|Recycling|Containerdienst",
        "fr": "Environnement|Recyclage",
        "it": "Ecologia|Servizi Ambientali",
        "es": "Reciclajes|Medio Ambiente",
        "nl": "Afvalservice|Recycling|Containerservice",
    },
    "sanitary": {
        "en": "Bathrooms|Sanitaryware",
        "de": "Sanitär|Haustechnik",
        "fr": "Sanitaire",
        "it": "Idrosanitari|Termoidraulica",
        "es": "Saneamientos|Sanitarios",
        "nl": "Sanitair",
    },
    "kitchens": {
        "en": "Kitchens",
        "de": "Küchen|Küchenstudio",
        "fr": "Cuisines",
        "it": "Cucine",
        "es": "Cocinas",
        "nl": "Keukens",
    },
}
TRADES = tuple(TRADE_WORDS)
TLD = {
    "ie": "ie", "sco": "co.uk", "eng": "co.uk", "za": "co.za", "nz": "co.nz", "ca_en": "ca",
    "us": "com", "de": "de", "at": "at", "ch_de": "ch", "fr": "fr", "be_fr": "be", "ch_fr": "ch",
    "lu": "lu", "ca_fr": "ca", "it": "it", "ch_it": "ch", "es": "es", "mx": "com.mx",
    "ar": "com.ar", "cl": "cl", "nl": "nl", "be_nl": "be",
}  # fmt: skip

# Regions: language, date order, paper, legal forms, tax id pattern and label, registry,
# phone, bank, towns (as printed), streets, vehicle plates, family names of suppliers.
REGIONS: dict[str, dict[str, str]] = {
    "ie": {
        "lang": "en",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "7",
        "legal": "Ltd|Limited|Ltd|DAC",
        "tax": "IE#######@",
        "tax_label": "VAT No.|VAT Reg. No.",
        "registry": "Registered in Ireland No. ######|CRO No. ######",
        "phone": "+353 1 ### ####|(0##) ### ####|+353 ## ### ####",
        "bank": "IBAN IE## AIBK #### #### #### ## BIC AIBKIE2D"
        "|IBAN IE## BOFI #### #### #### ## BIC BOFIIE2D",
        "towns": "Athlone N37 R6F8|Naas, Co. Kildare W91 X2P4|Portlaoise R32 K8T1"
        "|Ennis, Co. Clare V95 H2E3|Dundalk A91 F4K7|Tullamore R35 T6Y2",
        "streets": "Unit #, Ballymount Ind. Est.|# Dublin Road|Unit # Monread Business Park"
        "|# Mullingar Road|# Quarry Lane",
        "vehicle": "###-D-#####|##-KE-####|###-WH-###",
        "stems": "Brennan|Kavanagh|Doyle|Fitzgerald|Moran|Quinlan|Carroll|Hegarty",
    },
    "sco": {
        "lang": "en",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "4",
        "legal": "Ltd|Limited",
        "tax": "GB#########",
        "tax_label": "VAT Reg No|VAT No.",
        "registry": "Registered in Scotland No. SC######|Company No. SC######",
        "phone": "0141 ### ####|01224 ######|+44 131 ### ####",
        "bank": "Sort code ##-##-## Acc ########|IBAN GB## BOFS #### #### #### ##",
        "towns": "Inverness IV2 3JB|Paisley PA3 2RJ|Perth PH1 3EE|Stirling FK7 7XE"
        "|Aberdeen AB12 3LR|Dundee DD2 4UH",
        "streets": "# Harbour Road|Unit #, Kirkhill Ind. Est.|# Carsebridge Road|# Longman Drive",
        "vehicle": "SF## @@@|SY## @@@|SK## @@@",
        "stems": "MacLeod|Fraser|Lennox|Buchanan|Munro|Drummond|Galbraith",
    },
    "eng": {
        "lang": "en",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "3",
        "legal": "Ltd|Limited",
        "tax": "GB#########",
        "tax_label": "VAT Reg. No.|VAT No",
        "registry": "Registered in England & Wales No. ########|Company Reg. No. ########",
        "phone": "0113 ### ####|01772 ######|+44 1603 ######",
        "bank": "Sort code ##-##-## Account ########|IBAN GB## NWBK #### #### #### ##",
        "towns": "Leeds LS11 5QN|Wakefield WF2 7AN|Preston PR2 5AJ|Stoke-on-Trent ST4 2RR"
        "|Norwich NR6 6EE",
        "streets": "Unit # Stourton Link|# Canal Road|# Bridge Street|Unit #, Riverside Park",
        "vehicle": "YX## @@@|PN## @@@|AK## @@@",
        "stems": "Hartley|Pemberton|Ashworth|Whitfield|Thornbury|Cowell",
    },
    "za": {
        "lang": "en",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "3",
        "legal": "(Pty) Ltd",
        "tax": "4#########",
        "tax_label": "VAT No.|VAT Reg No",
        "registry": "Reg. No. 20##/######/07|Co. Reg. 19##/######/07",
        "phone": "+27 11 ### ####|(021) ### ####|+27 31 ### ####",
        "bank": "Standard Bank Acc ########## Branch 051001|FNB Acc ########### Branch 250655",
        "towns": "Germiston 1401|Bellville 7530|Pinetown 3610|Polokwane 0699|Midrand 1685",
        "streets": "# Industry Road|# Voortrekker Road|# Old Main Road|Unit #, Linbro Park",
        "vehicle": "CA ###-###|GP ## @@ @@|ND ###-###",
        "stems": "Pretorius|Naidoo|Botha|Mokoena|Steyn|Kruger",
    },
    "nz": {
        "lang": "en",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "3",
        "legal": "Limited|Ltd",
        "tax": "###-###-###",
        "tax_label": "GST No.|GST Reg",
        "registry": "NZBN 94290########|NZBN 94291########",
        "phone": "+64 9 ### ####|(03) ### ####|(07) ### ####",
        "bank": "ANZ ##-####-#######-00|BNZ ##-####-#######-000",
        "towns": "Penrose, Auckland 1061|Hornby, Christchurch 8042|Te Rapa, Hamilton 3200"
        "|Seaview, Lower Hutt 5010|Mount Maunganui 3116",
        "streets": "# Great South Road|# Kerrs Road|# Te Rapa Road|# Hutt Park Road",
        "vehicle": "@@@###|@@@###",
        "stems": "Tasman|Kauri|Whitcombe|Harcourt|Ruapehu",
    },
    "ca_en": {
        "lang": "en",
        "order": "mdy",
        "paper": "letter",
        "num": "mdy",
        "weight": "3",
        "legal": "Inc.|Ltd.|Corp.",
        "tax": "#########RT0001",
        "tax_label": "GST/HST No.|BN",
        "registry": "",
        "phone": "(905) ###-####|(604) ###-####|(204) ###-####",
        "bank": "Transit ##### Inst. 004 Acct #######|Transit ##### Inst. 003 Acct #######",
        "towns": "Hamilton, ON L8N 3T1|Burnaby, BC V5J 5J3|Winnipeg, MB R3H 0T2"
        "|Mississauga, ON L5T 2N7|Dartmouth, NS B3B 1A2",
        "streets": "# Industrial Pkwy|# Eastport Blvd|# Kenaston Ave|# Wheeler St",
        "vehicle": "@@@@ ###|###-@@@",
        "stems": "Laurentian|Hargrove|McAllister|Brockton|Northwood",
    },
    "us": {
        "lang": "en",
        "order": "mdy",
        "paper": "letter",
        "num": "mdy",
        "weight": "4",
        "legal": "Inc.|LLC|Co.",
        "tax": "##-#######",
        "tax_label": "EIN|Fed. Tax ID",
        "registry": "",
        "phone": "(614) ###-####|(713) ###-####|(503) ###-####|(610) ###-####",
        "bank": "ABA 0######## Acct ##########",
        "towns": "Columbus, OH 43215|Houston, TX 77020|Portland, OR 97217|Allentown, PA 18109"
        "|Joliet, IL 60436",
        "streets": "# Industrial Dr|# W Commerce St|# Route 22|# Lumber Ln",
        "vehicle": "TRK ###|Truck ##|@@@ ####",
        "stems": "Keystone|Redwood|Hollister|Garrison|Bradford|Lakeshore",
    },
    "de": {
        "lang": "de",
        "order": "dmy",
        "paper": "a4",
        "num": "dot",
        "weight": "8",
        "legal": "GmbH|GmbH & Co. KG|AG|e.K.|GmbH",
        "tax": "DE#########",
        "tax_label": "USt-IdNr.|USt-ID",
        "registry": "Amtsgericht München HRB ######|AG Stuttgart HRB ######"
        "|Registergericht Hamm HRA ####",
        "phone": "+49 89 #######|0711 ######|+49 2381 #####|0421 ######",
        "bank": "IBAN DE## #### #### #### #### ## BIC COBADEFFXXX"
        "|IBAN DE## #### #### #### #### ## BIC GENODEF1S02",
        "towns": "85748 Garching|70565 Stuttgart|59067 Hamm|90431 Nürnberg|04129 Leipzig"
        "|28197 Bremen",
        "streets": "Industriestraße #|Am Gewerbepark #|Robert-Bosch-Str. #|Hafenstraße #"
        "|Siemensring #",
        "vehicle": "M-@@ ####|S-@ ###|HAM-@@ ##|HB-@@ ###",
        "stems": "Huber|Brandl|Kaltenbach|Nordbau|Weidinger|Oberle|Lindner",
    },
    "at": {
        "lang": "de",
        "order": "dmy",
        "paper": "a4",
        "num": "dot",
        "weight": "4",
        "legal": "GmbH|Ges.m.b.H.|KG",
        "tax": "ATU########",
        "tax_label": "UID-Nr.|UID",
        "registry": "FN ######@ Landesgericht Linz|FN ######@ HG Wien",
        "phone": "+43 732 ######|+43 1 #######|+43 316 ######",
        "bank": "IBAN AT## #### #### #### #### BIC RZOOAT2L|IBAN AT## #### #### #### #### BIC "
        "BKAUATWW",
        "towns": "4030 Linz|1230 Wien|8054 Graz|6020 Innsbruck|5020 Salzburg",
        "streets": "Industriezeile #|Gewerbestraße #|Brunner Straße #|Salzburger Straße #",
        "vehicle": "L-#####@|W-####@|G-###@@",
        "stems": "Pichler|Gruber|Leitner|Moser|Hofer",
    },
    "ch_de": {
        "lang": "de",
        "order": "dmy",
        "paper": "a4",
        "num": "dot",
        "weight": "3",
        "legal": "AG|GmbH",
        "tax": "CHE-###.###.###",
        "tax_label": "MWST|UID",
        "registry": "Handelsregister Kanton Zürich|Handelsregister Kanton Bern",
        "phone": "+41 44 ### ## ##|+41 31 ### ## ##|+41 41 ### ## ##",
        "bank": "IBAN CH## #### #### #### #### # BIC UBSWCHZH80A"
        "|IBAN CH## #### #### #### #### # BIC ZKBKCHZZ80A",
        "towns": "8404 Winterthur|3014 Bern|6010 Kriens|9015 St. Gallen|4142 Münchenstein",
        "streets": "Industriestrasse #|Zürcherstrasse #|Bernstrasse #|Gewerbestrasse #",
        "vehicle": "ZH ######|BE ######|LU #####",
        "stems": "Ammann|Brunner|Baumgartner|Rüegg|Zollinger",
    },
    "fr": {
        "lang": "fr",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "7",
        "legal": "SARL|SAS|SA",
        "tax": "FR###########",
        "tax_label": "N° TVA intracom.|TVA",
        "registry": "SIRET ### ### ### #####|RCS Lyon B ### ### ###|RCS Nantes ### ### ###",
        "phone": "+33 4 ## ## ## ##|02 ## ## ## ##|05 ## ## ## ##",
        "bank": "IBAN FR76 #### #### #### #### #### ### BIC BNPAFRPPXXX"
        "|IBAN FR76 #### #### #### #### #### ### BIC AGRIFRPP881",
        "towns": "69007 Lyon|44300 Nantes|31200 Toulouse|67100 Strasbourg"
        "|59650 Villeneuve-d'Ascq|13015 Marseille",
        "streets": "# rue des Artisans|# avenue de l'Industrie|ZI des Bruyères, # rue Gutenberg"
        "|# chemin du Moulin",
        "vehicle": "@@-###-@@",
        "stems": "Morel|Garnier|Lefèvre|Rousseau|Chevalier|Barbier",
    },
    "be_fr": {
        "lang": "fr",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "3",
        "legal": "SRL|SA",
        "tax": "BE0###.###.###",
        "tax_label": "TVA|N° d'entreprise",
        "registry": "RPM Liège|RPM Charleroi|RPM Namur",
        "phone": "+32 4 ### ## ##|+32 71 ## ## ##|081 ## ## ##",
        "bank": "IBAN BE## #### #### #### BIC GEBABEBB|IBAN BE## #### #### #### BIC BBRUBEBB",
        "towns": "4040 Herstal|6041 Gosselies|5100 Namur|7000 Mons|1300 Wavre",
        "streets": "Rue de l'Industrie #|Avenue Jean Mermoz #|Rue du Parc Industriel #",
        "vehicle": "#-@@@-###",
        "stems": "Dubois|Lambert|Renard|Wauters|Collard",
    },
    "ch_fr": {
        "lang": "fr",
        "order": "dmy",
        "paper": "a4",
        "num": "dot",
        "weight": "2",
        "legal": "SA|Sàrl",
        "tax": "CHE-###.###.###",
        "tax_label": "TVA|IDE",
        "registry": "Registre du commerce du canton de Vaud|RC Genève",
        "phone": "+41 21 ### ## ##|+41 22 ### ## ##|+41 27 ### ## ##",
        "bank": "IBAN CH## #### #### #### #### # BIC BCVLCH2LXXX",
        "towns": "1020 Renens|1227 Carouge|2000 Neuchâtel|1950 Sion|1700 Fribourg",
        "streets": "Chemin de la Gravière #|Route de Genève #|Rue de l'Industrie #",
        "vehicle": "VD ######|GE ######|VS ######",
        "stems": "Favre|Rochat|Jaquet|Pittet",
    },
    "lu": {
        "lang": "fr",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "2",
        "legal": "S.à r.l.|SA",
        "tax": "LU########",
        "tax_label": "TVA|N° TVA",
        "registry": "RCS Luxembourg B######",
        "phone": "+352 ## ## ##|+352 ## ## ## ##",
        "bank": "IBAN LU## #### #### #### #### BIC BCEELULL",
        "towns": "L-3378 Livange|L-4940 Bascharage|L-8399 Windhof|L-9530 Wiltz|L-1273 Luxembourg",
        "streets": "# rue de Bettembourg|# Zone Industrielle|# route d'Arlon",
        "vehicle": "@@ ####",
        "stems": "Kieffer|Schmit|Wagner|Reding",
    },
    "ca_fr": {
        "lang": "fr",
        "order": "dmy",
        "paper": "letter",
        "num": "slash",
        "weight": "2",
        "legal": "Inc.|Ltée",
        "tax": "##########TQ0001",
        "tax_label": "TVQ|No TVQ",
        "registry": "NEQ ##########",
        "phone": "(514) ###-####|(418) ###-####|(819) ###-####",
        "bank": "Transit ##### Inst. 815 Folio #######",
        "towns": "Laval (Québec) H7L 4S3|Lévis (Québec) G6V 6N6|Sherbrooke (Québec) J1L 2V9"
        "|Boucherville (Québec) J4B 5E4",
        "streets": "# boul. Industriel|# rue Armand-Frappier|# chemin du Lac",
        "vehicle": "### @@@|@## @@@",
        "stems": "Tremblay|Gagnon|Bouchard|Lavoie",
    },
    "it": {
        "lang": "it",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "6",
        "legal": "S.r.l.|S.p.A.|S.n.c.|S.r.l.",
        "tax": "###########",
        "tax_label": "P.IVA|Partita IVA",
        "registry": "REA MI-#######|REA BS-######|Cap. Soc. € 100.000 i.v. - REA BO-######",
        "phone": "+39 02 ########|+39 030 #######|051 ######",
        "bank": "IBAN IT## @ ##### ##### ############|Banca: IT## @ ##### ##### ############",
        "towns": "20090 Segrate (MI)|25124 Brescia|40132 Bologna|37135 Verona|10156 Torino"
        "|35127 Padova",
        "streets": "Via dell'Industria #|Via Emilia Ovest #|Viale dell'Artigianato #"
        "|Via dei Mestieri #",
        "vehicle": "@@ ### @@",
        "stems": "Rossi|Brambilla|Colombo|Ferrari|Galli|Marchetti",
    },
    "ch_it": {
        "lang": "it",
        "order": "dmy",
        "paper": "a4",
        "num": "dot",
        "weight": "2",
        "legal": "SA|Sagl",
        "tax": "CHE-###.###.###",
        "tax_label": "IVA|IDI",
        "registry": "Registro di commercio del Cantone Ticino",
        "phone": "+41 91 ### ## ##",
        "bank": "IBAN CH## #### #### #### #### # BIC BSCTCH22",
        "towns": "6900 Lugano|6500 Bellinzona|6850 Mendrisio|6600 Locarno|6814 Lamone",
        "streets": "Via Cantonale #|Via Industria #|Via San Gottardo #",
        "vehicle": "TI ######",
        "stems": "Bernasconi|Pedrazzini|Lepori|Cattaneo",
    },
    "es": {
        "lang": "es",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "5",
        "legal": "S.L.|S.A.|S.L.U.",
        "tax": "B########",
        "tax_label": "CIF|NIF",
        "registry": "Reg. Merc. Madrid, Tomo #####, Folio ###, Hoja M-######"
        "|Inscrita en el R.M. de Valencia, Tomo ####",
        "phone": "+34 91 ### ## ##|93 ### ## ##|96 ### ## ##",
        "bank": "IBAN ES## #### #### ## ##########|IBAN ES## #### #### ## ########## BIC "
        "CAIXESBBXXX",
        "towns": "28906 Getafe (Madrid)|08040 Barcelona|46980 Paterna (Valencia)"
        "|48150 Sondika (Bizkaia)|50197 Zaragoza|41016 Sevilla",
        "streets": "C/ Mayor, #|Polígono Industrial Los Olivos, nave #|Avda. de la Industria, #"
        "|C/ Hierro, #",
        "vehicle": "#### @@@",
        "stems": "Olmedo|Iturbe|Sanz|Carrasco|Ugarte|Vidal",
    },
    "mx": {
        "lang": "es",
        "order": "dmy",
        "paper": "letter",
        "num": "slash",
        "weight": "3",
        "legal": "S.A. de C.V.|S. de R.L. de C.V.",
        "tax": "@@@######@@#",
        "tax_label": "RFC",
        "registry": "",
        "phone": "+52 81 #### ####|(55) #### ####|+52 33 #### ####",
        "bank": "CLABE ### ### ########### #",
        "towns": "Monterrey, N.L. C.P. 64000|Guadalajara, Jal. C.P. 44940"
        "|Querétaro, Qro. C.P. 76120|Tlalnepantla, Edo. Méx. C.P. 54030",
        "streets": "Av. Industrial #|Calle Acero #|Blvd. Díaz Ordaz #|Av. Ruiz Cortines #",
        "vehicle": "@@@-##-##",
        "stems": "Treviño|Garza|Villarreal|Salinas",
    },
    "ar": {
        "lang": "es",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "2",
        "legal": "S.R.L.|S.A.",
        "tax": "30-########-#",
        "tax_label": "CUIT|C.U.I.T.",
        "registry": "Ing. Brutos ###-######-#|IIBB ###-######-#",
        "phone": "+54 11 ####-####|(0341) ###-####|(0351) ###-####",
        "bank": "CBU ######################",
        "towns": "(B1636) Olivos, Buenos Aires|(S2000) Rosario, Santa Fe|(X5000) Córdoba"
        "|(M5500) Mendoza",
        "streets": "Av. San Martín #|Ruta 8 km #|Calle Belgrano #",
        "vehicle": "@@ ### @@",
        "stems": "Giménez|Paz|Ferreyra|Bustos",
    },
    "cl": {
        "lang": "es",
        "order": "dmy",
        "paper": "a4",
        "num": "dash",
        "weight": "2",
        "legal": "SpA|Ltda.|S.A.",
        "tax": "##.###.###-#",
        "tax_label": "RUT|R.U.T.",
        "registry": "",
        "phone": "+56 2 #### ####|(41) ### ####",
        "bank": "Cta. Cte. Banco de Chile ##-###-#####-##",
        "towns": "Quilicura, Santiago|Concepción|Antofagasta|Puerto Montt|Rancagua",
        "streets": "Av. Américo Vespucio #|Camino a Melipilla #|Los Carrera #",
        "vehicle": "@@@@-##",
        "stems": "Errázuriz|Soto|Valdés|Contreras",
    },
    "nl": {
        "lang": "nl",
        "order": "dmy",
        "paper": "a4",
        "num": "dash",
        "weight": "6",
        "legal": "B.V.|B.V.|V.O.F.",
        "tax": "NL#########B01",
        "tax_label": "BTW-nr.|Btw-id",
        "registry": "KvK ########|KvK-nummer ########",
        "phone": "+31 30 ### ####|010 ### ####|+31 40 ### ####",
        "bank": "IBAN NL## RABO #### #### ## BIC RABONL2U|IBAN NL## INGB #### #### ## BIC INGBNL2A",
        "towns": "3542 AB Utrecht|3044 HA Rotterdam|5651 GH Eindhoven|9723 JA Groningen"
        "|7418 BH Deventer",
        "streets": "Industrieweg #|Nijverheidsstraat #|Havenweg #|Ambachtsweg #",
        "vehicle": "##-@@@-#|@@-###-@|#-@@@-##",
        "stems": "Bakker|Visser|Smit|Mulder|Kuipers|Dijkstra",
    },
    "be_nl": {
        "lang": "nl",
        "order": "dmy",
        "paper": "a4",
        "num": "slash",
        "weight": "3",
        "legal": "BV|NV",
        "tax": "BE0###.###.###",
        "tax_label": "BTW|Ondernemingsnr.",
        "registry": "RPR Antwerpen|RPR Gent|RPR Hasselt",
        "phone": "+32 3 ### ## ##|+32 9 ### ## ##|011 ## ## ##",
        "bank": "IBAN BE## #### #### #### BIC KREDBEBB|IBAN BE## #### #### #### BIC GEBABEBB",
        "towns": "2030 Antwerpen|9052 Zwijnaarde|3500 Hasselt|8500 Kortrijk|2800 Mechelen",
        "streets": "Nijverheidsstraat #|Industrieweg #|Kanaalstraat #",
        "vehicle": "#-@@@-###",
        "stems": "Peeters|Janssens|Maes|Claes|Wouters",
    },
}

# The site's side: contractors (with a {s} for a name), their projects, and people.
CONTRACTORS = {
    "en": "{s} Construction|{s} Builders|{s} Contracting|{s} Developments",
    "de": "{s} Bau|Bauunternehmung {s}|{s} Hoch- und Tiefbau",
    "fr": "{s} Construction|Entreprise {s}|{s} BTP|{s} Bâtiment",
    "it": "{s} Costruzioni|Impresa Edile {s}|Edil {s}",
    "es": "Construcciones {s}|{s} Obras|Edificaciones {s}",
    "nl": "Bouwbedrijf {s}|{s} Bouw|Aannemersbedrijf {s}",
}
CONTRACTOR_STEMS = {
    "en": "Kilbride|Ardmore|Castlegate|Redbrook|Summit|Harbourside|Millbank|Ravenscroft",
    "de": "Kessler|Hausmann|Steinbach|Wörner|Albrecht|Forster",
    "fr": "Delorme|Fontaine|Perrin|Marchand|Vidal|Boyer",
    "it": "Corradi|Fontana|Mariani|Pellegrini|Santoro",
    "es": "Ortega|Navarro|Ibarra|Montoya|Quiroga",
    "nl": "Van Dam|Hendriks|Verbeek|Kramer|Brouwer",
}
PROJECTS = {
    "en": "New Primary School|Riverside Apartments Block B|Leisure Centre Extension"
    "|Retail Park Unit 4|Community Hospital Phase 2|Student Residence",
    "de": "Neubau Wohnanlage Am Park|Erweiterung Grundschule|Bürogebäude Nord BA 2"
    "|Kita Sonnenschein|Sporthalle Neubau",
    "fr": "Résidence Les Tilleuls|Groupe scolaire Jean Moulin|Extension EHPAD"
    "|Immeuble de bureaux Lot 3|Gymnase municipal",
    "it": "Residenza Le Querce|Nuova scuola primaria|Ampliamento capannone"
    "|Palazzina uffici lotto B|Centro sportivo",
    "es": "Residencial Los Pinos|Nuevo colegio|Ampliación nave industrial"
    "|Edificio de oficinas fase 2|Polideportivo municipal",
    "nl": "Nieuwbouw appartementen De Linde|Uitbreiding basisschool|Kantoorgebouw fase 2"
    "|Sporthal De Wissel|Zorgcentrum De Hoven",
}
SITE_WORD = "Site:|Baustelle:|Chantier :|Cantiere:|Obra:|Bouwplaats:"
FIRST_NAMES = {
    "en": "Seán|Declan|Gary|Niamh|Craig|Wayne|Thabo|Brett|Kevin|Dwayne|Liam|Aroha",
    "de": "Jürgen|Stefan|Markus|Andrea|Thomas|Sabine|Lukas|Reto|Urs",
    "fr": "Jean-Luc|Mathieu|Nathalie|Karim|Sébastien|Olivier|Luc",
    "it": "Giuseppe|Marco|Luca|Francesca|Davide|Alessandro",
    "es": "José|Javier|Carlos|Mónica|Diego|Gonzalo|Rodrigo",
    "nl": "Jan|Pieter|Bram|Sanne|Wim|Koen|Dirk",
}
LAST_NAMES = {
    "en": "Murphy|Walsh|Sutherland|Jacobs|Patel|Campbell|Hughes|Dlamini|Reilly",
    "de": "Schmidt|Maier|Fischer|Kramer|Zimmermann|Keller",
    "fr": "Martin|Bernard|Petit|Girard|Mercier|Blanc",
    "it": "Esposito|Romano|Ricci|Greco|Conti",
    "es": "López|Pérez|Gómez|Díaz|Herrera|Torres",
    "nl": "Jansen|de Jong|van Leeuwen|Meijer|Bos",
}

# Customers' purchase-order shapes ({I} the site's initials) and suppliers' number shapes.
PO_FORMATS = (
    "PO-{yy}-####|4500######|{I}/{yyyy}/####|S####-###|P0#####|{yyyy}-PO-####|K-####|SITE##/####"
    "|CO-#####-@|BST-{yy}-#####|CMD{yy}#####|ORD.{yy}/####|PED-{yy}-####|OC-#####|BE####/{yy}"
    "|INK{yy}-####|ODA {yy}/#####|PR-######|J###-PO-##|{I}-####"
)
NUMBER_FORMATS: dict[str, str] = {
    "delivery_note": "LS-{yy}-#####|80######|DN######|D/######|0######|{yyyy}/#####|L######"
    "|BL{yy}#####|#####/{yy}|ALB-{yy}-#####|PB{yy}-#####|WD-######|{yy}-######|#######",
    "invoice": "INV-{yy}-#####|RE{yyyy}-####|FA{yy}#####|#####/{yyyy}|90######|SI######",
    "order_confirmation": "OC-{yy}-####|AB{yy}-#####|SO######|ARC-######|CO{yy}####",
    "credit_note": "CN-######|GS-{yyyy}-###|AV{yy}-####|NC-#####|CR#####",
    "quotation": "Q-{yyyy}-####|ANG-{yy}-###|DEV-{yy}####|PREV-####/{yy}|QT#####",
    "statement": "ST-{yy}##-####|KA-######|RC-{yy}-####|EC-#####",
}


def city(town: str) -> str:
    """The town of an address line without its postcode: "Naas, Co. Kildare W91 X2P4" →
    "Naas", "3542 AB Utrecht" → "Utrecht"."""
    words = re.sub(r"\([^)]*\)", " ", town.split(",")[0]).split()
    keep = [w for w in words if not any(ch.isdigit() for ch in w)]
    keep = [w for w in keep if not (len(w) == 2 and w.isupper())] or keep
    return " ".join(keep) or town


def fmt_date(day: date, pattern: str, lang: str) -> str:
    """``day`` printed by a date pattern of this module in ``lang``'s words."""
    months = split(MONTHS[lang])
    abbr = split(MONTHS_ABBR[lang])
    wdays = split(WEEKDAYS[lang])
    wd_abbr = split(WEEKDAYS_ABBR[lang])
    d = day.day
    ordinal = "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    day_text = "1er" if lang == "fr" and d == 1 and "{Month}" in pattern else str(d)
    values = {
        "{D2}": f"{d:02d}", "{D}": day_text, "{M2}": f"{day.month:02d}", "{M}": str(day.month),
        "{Y2}": f"{day.year % 100:02d}", "{Y}": str(day.year), "{Month}": months[day.month - 1],
        "{Mon}": abbr[day.month - 1], "{Wday}": wdays[day.weekday()],
        "{Wd}": wd_abbr[day.weekday()], "{ord}": ordinal,
        "{MON}": abbr[day.month - 1].rstrip(".")[: 4 if lang == "fr" else 3].upper(),
    }  # fmt: skip
    return re.sub(r"\{[A-Za-z0-9]+\}", lambda m: values[m.group(0)], pattern)


def choose_style(rng: random.Random, region: str, family: str, caps: bool) -> str:
    """A date pattern a printer of ``family`` in ``region`` would use: numeric in the region's
    order and separators, ISO now and then, or with month or weekday names (capitals on a
    dot-matrix form)."""
    info = REGIONS[region]
    lang, order = info["lang"], info["order"]
    named = {"letter": 0.65, "web": 0.45, "receipt": 0.15, "carbon": 0.35, "ledger": 0.3}
    if rng.random() < named.get(family, 0.3):
        if caps:
            return rng.choice(split(CAPS_NAMED_MDY if order == "mdy" else CAPS_NAMED))
        return rng.choice(split(NAMED[(lang, order)]))
    if rng.random() < 0.07:
        return ISO
    if order == "mdy":
        return rng.choice(split(NUMERIC_MDY))
    sep = info["num"] if rng.random() < 0.8 else rng.choice(("slash", "dot", "dash"))
    return rng.choice(split(NUMERIC_DMY[sep]))
