"""Word lists of the thirteenth held-out generator (``bench/gen_thirteenth.py``): the labels,
titles, month names, trades, names and item words of glazing, joinery, HVAC and plumbing,
roofing, nurseries, furniture and fit-out, IT equipment, print and signage and equipment hire
paperwork, in six languages. Written from what such paperwork prints, not from any finder."""

from __future__ import annotations

LANGS = ("en", "de", "fr", "it", "es", "nl")

TRADES = (
    "glazing",
    "joinery",
    "hvac",
    "roofing",
    "nursery",
    "furniture",
    "it",
    "signage",
    "rental",
)

# The delivery note's own title, per language (each supplier template picks one).
DN_TITLES: dict[str, tuple[str, ...]] = {
    "en": ("Delivery Note", "Advice Note", "Delivery Docket", "Despatch Note", "Goods Delivery"),
    "de": ("Lieferschein", "Lieferavis", "Warenbegleitschein", "Lieferschein / Packliste"),
    "fr": ("Bon de livraison", "Bordereau de livraison", "Avis de livraison", "Bon de remise"),
    "it": ("Documento di trasporto", "Bolla di consegna", "DDT", "Nota di consegna"),
    "es": ("Albarán", "Albarán de entrega", "Nota de entrega", "Albarán de salida"),
    "nl": ("Leveringsbon", "Afleverbon", "Pakbon", "Vrachtbrief / leverbon"),
}

# Labels of the note's own number.
NUM_LABELS: dict[str, tuple[str, ...]] = {
    "en": (
        "Delivery ref",
        "Advice note no.",
        "Docket No.",
        "Delivery note number",
        "Our ref.",
        "Despatch no.",
        "DN No.",
    ),
    "de": (
        "Lieferschein-Nr.",
        "Lieferschein Nr.",
        "Avis-Nr.",
        "Beleg-Nr.",
        "Lieferscheinnummer",
        "LS-Nr.",
    ),
    "fr": ("N° BL", "Bon de livraison n°", "Numéro", "N° de bordereau", "Réf. livraison"),
    "it": ("DDT n.", "Numero documento", "Bolla n.", "N. doc.", "Num. DDT"),
    "es": ("Nº albarán", "Albarán nº", "Número", "Nº de entrega", "Ref. albarán"),
    "nl": ("Bonnummer", "Leverbon nr.", "Pakbon nr.", "Afleverbonnr.", "Nummer"),
}

DATE_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Date", "Delivery date", "Despatch date", "Date of delivery", "Delivered"),
    "de": ("Datum", "Lieferdatum", "Liefertag", "Versanddatum", "Belegdatum"),
    "fr": ("Date", "Date de livraison", "Livré le", "Date d'expédition"),
    "it": ("Data", "Data consegna", "Data documento", "Data DDT"),
    "es": ("Fecha", "Fecha de entrega", "Fecha albarán", "Entregado el"),
    "nl": ("Datum", "Leverdatum", "Afleverdatum", "Verzenddatum"),
}

PO_LABELS: dict[str, tuple[str, ...]] = {
    "en": (
        "Your order no.",
        "Customer PO",
        "PO Number",
        "Your ref.",
        "Purchase order",
        "Order ref.",
    ),
    "de": ("Ihre Bestellung", "Bestell-Nr.", "Ihre Bestell-Nr.", "Ihr Zeichen", "Auftrag Kunde"),
    "fr": ("Votre commande", "Réf. commande client", "N° de commande", "Votre réf."),
    "it": ("Vs. ordine", "Rif. ordine cliente", "Ordine n.", "Vostro riferimento"),
    "es": ("Su pedido", "Nº pedido cliente", "Pedido", "Su referencia"),
    "nl": ("Uw order", "Uw bestelnummer", "Inkoopordernr.", "Uw referentie"),
}

CUST_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Account no.", "Customer no.", "Acct"),
    "de": ("Kunden-Nr.", "Kundennummer", "Debitor"),
    "fr": ("N° client", "Code client", "Compte"),
    "it": ("Cod. cliente", "Cliente n.", "Codice cliente"),
    "es": ("Nº cliente", "Código cliente", "Cliente"),
    "nl": ("Klantnr.", "Debiteurnr.", "Klantnummer"),
}

# The supplier's own order confirmation / sales order number (never the note's number).
SO_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Sales order", "Our order no.", "Job no."),
    "de": ("Auftrags-Nr.", "Unser Auftrag", "AB-Nr."),
    "fr": ("N° commande interne", "Notre commande", "N° d'affaire"),
    "it": ("Ns. ordine", "Conferma n.", "Commessa"),
    "es": ("Nuestro pedido", "Nº de obra", "Orden interna"),
    "nl": ("Ons ordernr.", "Projectnr.", "Werkbon"),
}

ORDER_DATE: dict[str, tuple[str, ...]] = {
    "en": ("Order date", "Ordered"),
    "de": ("Bestelldatum", "Auftragsdatum"),
    "fr": ("Date de commande", "Commandé le"),
    "it": ("Data ordine", "Ordinato il"),
    "es": ("Fecha pedido", "Fecha de pedido"),
    "nl": ("Orderdatum", "Besteldatum"),
}

INSTALL_DATE: dict[str, tuple[str, ...]] = {
    "en": ("Expected install date", "Installation booked"),
    "de": ("Montagetermin", "Geplante Montage"),
    "fr": ("Pose prévue le", "Date de pose"),
    "it": ("Montaggio previsto", "Data posa"),
    "es": ("Montaje previsto", "Fecha de instalación"),
    "nl": ("Montage gepland", "Plaatsingsdatum"),
}

WARRANTY: dict[str, tuple[str, ...]] = {
    "en": ("Warranty until", "Warranty expires"),
    "de": ("Garantie bis", "Gewährleistung bis"),
    "fr": ("Garantie jusqu'au", "Fin de garantie"),
    "it": ("Garanzia fino al", "Scadenza garanzia"),
    "es": ("Garantía hasta", "Fin de garantía"),
    "nl": ("Garantie tot", "Garantie t/m"),
}

RENT_FROM: dict[str, tuple[str, ...]] = {
    "en": ("Hire from", "Rental period from"),
    "de": ("Mietbeginn", "Mietzeitraum von"),
    "fr": ("Location du", "Début de location"),
    "it": ("Noleggio dal", "Inizio noleggio"),
    "es": ("Alquiler desde", "Inicio alquiler"),
    "nl": ("Huur vanaf", "Huurperiode van"),
}

# What joins a hire period's two dates ("from 19/06/2026 to 03/07/2026").
RENT_TO: dict[str, tuple[str, ...]] = {
    "en": ("to", "until", "-"),
    "de": ("bis", "-"),
    "fr": ("au", "jusqu'au"),
    "it": ("al", "fino al"),
    "es": ("hasta", "al"),
    "nl": ("tot", "t/m"),
}

FLEET: dict[str, str] = {
    "en": "Fleet no.",
    "de": "Inventar-Nr.",
    "fr": "N° parc",
    "it": "Matricola",
    "es": "Nº flota",
    "nl": "Vlootnr.",
}

SHIP_BY: dict[str, tuple[str, ...]] = {
    "en": ("Required by", "Ship by"),
    "de": ("Wunschtermin", "Liefertermin gewünscht"),
    "fr": ("Livraison souhaitée", "À livrer avant"),
    "it": ("Consegna richiesta", "Da consegnare entro"),
    "es": ("Entrega solicitada", "Entregar antes de"),
    "nl": ("Gewenste leverdatum", "Leveren voor"),
}

# A portal or marketplace print names the seller by one of these.
VENDOR_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Supplier:", "Vendor:", "Sold by:", "Supplier name:"),
    "de": ("Lieferant:", "Verkäufer:", "Lieferant / Kreditor:"),
    "fr": ("Fournisseur :", "Vendu par :", "Fournisseur:"),
    "it": ("Fornitore:", "Venduto da:", "Fornitore :"),
    "es": ("Proveedor:", "Vendido por:", "Proveedor :"),
    "nl": ("Leverancier:", "Verkocht door:", "Leverancier :"),
}

PORTAL_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("Supplier Portal", "eProcurement - goods receipt advice", "ProcureDesk"),
    "de": ("Lieferantenportal", "Beschaffungsportal - Lieferavis", "Einkaufsplattform"),
    "fr": ("Portail fournisseurs", "Plateforme achats - avis de livraison"),
    "it": ("Portale fornitori", "Piattaforma acquisti - avviso di consegna"),
    "es": ("Portal de proveedores", "Plataforma de compras - aviso de entrega"),
    "nl": ("Leveranciersportaal", "Inkoopplatform - leveringsbericht"),
}

MARKETPLACES = (
    "TradeBay Business",
    "Buildmart Marketplace",
    "OfficeHub Pro",
    "ProMarkt24",
    "Mercato Pro",
    "Zakelijk.Plaza",
)

PORTAL_ID_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Portal document ID", "ASN no.", "Marketplace order"),
    "de": ("Portal-Beleg-ID", "ASN-Nr.", "Marktplatz-Bestellung"),
    "fr": ("ID document portail", "N° ASN", "Commande marketplace"),
    "it": ("ID documento portale", "N. ASN", "Ordine marketplace"),
    "es": ("ID documento portal", "Nº ASN", "Pedido marketplace"),
    "nl": ("Portaal document-ID", "ASN-nr.", "Marktplaatsorder"),
}

SUPPLIER_DN_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Supplier delivery note no.", "Seller's packing slip #", "Vendor delivery ref"),
    "de": ("Lieferschein-Nr. Lieferant", "Lieferschein des Verkäufers"),
    "fr": ("N° BL fournisseur", "Bon de livraison vendeur"),
    "it": ("N. DDT fornitore", "DDT venditore n."),
    "es": ("Nº albarán proveedor", "Albarán del vendedor"),
    "nl": ("Pakbonnr. leverancier", "Leverbon verkoper"),
}

CONT_MARKERS: dict[str, tuple[str, ...]] = {
    "en": ("Continued overleaf", "Continued on page 2", "cont./"),
    "de": ("Fortsetzung auf Seite 2", "Übertrag", "./."),
    "fr": ("Suite page 2", "À reporter", "suite au verso"),
    "it": ("Segue", "Continua a pagina 2", "A riportare"),
    "es": ("Continúa en página 2", "Suma y sigue", "sigue"),
    "nl": ("Vervolg op pagina 2", "Zie ommezijde", "Transport"),
}

CONT_TOP: dict[str, tuple[str, ...]] = {
    "en": ("Continuation", "continued"),
    "de": ("Fortsetzung", "Übertrag"),
    "fr": ("Suite", "Report"),
    "it": ("Seguito", "Riporto"),
    "es": ("Continuación", "Suma anterior"),
    "nl": ("Vervolg", "Transport"),
}

PAGE_OF: dict[str, str] = {
    "en": "Page {a} of {b}",
    "de": "Seite {a} von {b}",
    "fr": "Page {a} / {b}",
    "it": "Pagina {a} di {b}",
    "es": "Página {a} de {b}",
    "nl": "Pagina {a} van {b}",
}

COLS: dict[str, tuple[str, str, str, str]] = {
    "en": ("Item", "Description", "Qty", "Unit"),
    "de": ("Art.-Nr.", "Bezeichnung", "Menge", "ME"),
    "fr": ("Réf.", "Désignation", "Qté", "U"),
    "it": ("Codice", "Descrizione", "Q.tà", "UM"),
    "es": ("Código", "Descripción", "Cant.", "Ud"),
    "nl": ("Artikel", "Omschrijving", "Aantal", "Eh"),
}

DELIVER_TO: dict[str, tuple[str, ...]] = {
    "en": ("Deliver to:", "Delivery address", "Ship to"),
    "de": ("Lieferanschrift", "Warenempfänger", "Lieferadresse"),
    "fr": ("Adresse de livraison", "Livrer à", "Destinataire"),
    "it": ("Destinazione merce", "Luogo di consegna", "Destinatario"),
    "es": ("Dirección de entrega", "Entregar en", "Destinatario"),
    "nl": ("Afleveradres", "Leveradres", "Geadresseerde"),
}

RECEIVED: dict[str, tuple[str, ...]] = {
    "en": ("Received in good condition", "Signature", "Print name"),
    "de": ("Ware erhalten", "Unterschrift", "Name in Druckbuchstaben"),
    "fr": ("Reçu en bon état", "Signature", "Nom"),
    "it": ("Firma del destinatario", "Firma vettore", "Ricevuto"),
    "es": ("Recibí conforme", "Firma", "Nombre y DNI"),
    "nl": ("Goederen ontvangen", "Handtekening", "Naam"),
}

TAX_LABEL: dict[str, str] = {
    "en": "VAT Reg. No.",
    "de": "USt-IdNr.",
    "fr": "N° TVA",
    "it": "P.IVA",
    "es": "CIF",
    "nl": "Btw-nr.",
}

PHONE: dict[str, str] = {
    "en": "Tel",
    "de": "Tel.",
    "fr": "Tél.",
    "it": "Tel.",
    "es": "Tel.",
    "nl": "Tel.",
}

# Other documents (distractors): their titles and their own number's labels.
OTHER_TITLES: dict[str, dict[str, tuple[str, ...]]] = {
    "invoice": {
        "en": ("Invoice", "Tax Invoice"),
        "de": ("Rechnung",),
        "fr": ("Facture",),
        "it": ("Fattura",),
        "es": ("Factura",),
        "nl": ("Factuur",),
    },
    "order_confirmation": {
        "en": ("Order Confirmation", "Order Acknowledgement"),
        "de": ("Auftragsbestätigung",),
        "fr": ("Confirmation de commande", "Accusé de réception de commande"),
        "it": ("Conferma d'ordine",),
        "es": ("Confirmación de pedido",),
        "nl": ("Orderbevestiging",),
    },
    "credit_note": {
        "en": ("Credit Note",),
        "de": ("Gutschrift",),
        "fr": ("Avoir",),
        "it": ("Nota di credito",),
        "es": ("Factura rectificativa", "Abono"),
        "nl": ("Creditnota",),
    },
    "quotation": {
        "en": ("Quotation", "Quote"),
        "de": ("Angebot",),
        "fr": ("Devis",),
        "it": ("Preventivo", "Offerta"),
        "es": ("Presupuesto",),
        "nl": ("Offerte",),
    },
    "statement": {
        "en": ("Statement of Account",),
        "de": ("Kontoauszug", "Saldenbestätigung"),
        "fr": ("Relevé de compte",),
        "it": ("Estratto conto",),
        "es": ("Extracto de cuenta",),
        "nl": ("Rekeningoverzicht",),
    },
    "collection_note": {
        "en": ("Collection Note", "Off-Hire Collection"),
        "de": ("Abholschein",),
        "fr": ("Bon d'enlèvement",),
        "it": ("Bolla di ritiro",),
        "es": ("Albarán de recogida",),
        "nl": ("Ophaalbon",),
    },
    "return_note": {
        "en": ("Returns Note", "Hire Return Note"),
        "de": ("Rücklieferschein", "Rücknahmeschein"),
        "fr": ("Bon de retour",),
        "it": ("Documento di reso",),
        "es": ("Albarán de devolución",),
        "nl": ("Retourbon",),
    },
}

OTHER_NUM: dict[str, dict[str, str]] = {
    "invoice": {
        "en": "Invoice no.",
        "de": "Rechnungs-Nr.",
        "fr": "Facture n°",
        "it": "Fattura n.",
        "es": "Factura nº",
        "nl": "Factuurnr.",
    },
    "order_confirmation": {
        "en": "Confirmation no.",
        "de": "AB-Nr.",
        "fr": "N° de confirmation",
        "it": "Conferma n.",
        "es": "Nº confirmación",
        "nl": "Bevestigingsnr.",
    },
    "credit_note": {
        "en": "Credit note no.",
        "de": "Gutschrift-Nr.",
        "fr": "Avoir n°",
        "it": "Nota n.",
        "es": "Abono nº",
        "nl": "Creditnotanr.",
    },
    "quotation": {
        "en": "Quote no.",
        "de": "Angebots-Nr.",
        "fr": "Devis n°",
        "it": "Preventivo n.",
        "es": "Presupuesto nº",
        "nl": "Offertenr.",
    },
    "statement": {
        "en": "Statement no.",
        "de": "Auszug Nr.",
        "fr": "Relevé n°",
        "it": "Estratto n.",
        "es": "Extracto nº",
        "nl": "Overzicht nr.",
    },
    "collection_note": {
        "en": "Collection no.",
        "de": "Abhol-Nr.",
        "fr": "Enlèvement n°",
        "it": "Ritiro n.",
        "es": "Recogida nº",
        "nl": "Ophaalnr.",
    },
    "return_note": {
        "en": "Return no.",
        "de": "Rücknahme-Nr.",
        "fr": "Retour n°",
        "it": "Reso n.",
        "es": "Devolución nº",
        "nl": "Retournr.",
    },
}

# A document that refers to a delivery note it is not.
DN_REF: dict[str, str] = {
    "en": "Re delivery note",
    "de": "Zu Lieferschein",
    "fr": "Réf. BL",
    "it": "Rif. DDT",
    "es": "Ref. albarán",
    "nl": "Ref. pakbon",
}

MONTHS: dict[str, tuple[str, ...]] = {
    "en": (
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ),
    "de": (
        "Januar",
        "Februar",
        "März",
        "April",
        "Mai",
        "Juni",
        "Juli",
        "August",
        "September",
        "Oktober",
        "November",
        "Dezember",
    ),
    "fr": (
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ),
    "it": (
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
    ),
    "es": (
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ),
    "nl": (
        "januari",
        "februari",
        "maart",
        "april",
        "mei",
        "juni",
        "juli",
        "augustus",
        "september",
        "oktober",
        "november",
        "december",
    ),
}

WEEKDAYS: dict[str, tuple[str, ...]] = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "de": ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"),
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    "it": ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "nl": ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
}

SURNAMES: dict[str, tuple[str, ...]] = {
    "en": (
        "Hartley",
        "Pemberton",
        "Ashworth",
        "Calloway",
        "Fennimore",
        "Drummond",
        "Kessler",
        "Whitcombe",
        "Ormerod",
        "Bradshaw",
        "Linton",
        "Mayhew",
    ),
    "de": (
        "Krüger",
        "Hollmann",
        "Brandstetter",
        "Wiesner",
        "Oberle",
        "Kastner",
        "Lindemann",
        "Sauerbrey",
        "Haberl",
        "Vogelsang",
        "Reinhold",
        "Stangl",
    ),
    "fr": (
        "Marchand",
        "Delorme",
        "Fauvel",
        "Lemaire",
        "Roussel",
        "Chevalier",
        "Barthe",
        "Guérin",
        "Vasseur",
        "Poulain",
        "Texier",
        "Mallet",
    ),
    "it": (
        "Bernardi",
        "Colombo",
        "Ferraresi",
        "Galli",
        "Marchetti",
        "Pellegrini",
        "Rinaldi",
        "Sartori",
        "Testa",
        "Villa",
        "Zanetti",
        "Benedetti",
    ),
    "es": (
        "Aranda",
        "Barrios",
        "Cabrera",
        "Echeverría",
        "Fuentes",
        "Garrido",
        "Herrera",
        "Iglesias",
        "Lozano",
        "Medina",
        "Navarro",
        "Ortega",
    ),
    "nl": (
        "de Graaf",
        "van Dijk",
        "Bosman",
        "Verhoeven",
        "Kuipers",
        "van Leeuwen",
        "Mulder",
        "Hendriks",
        "Brouwer",
        "Dekker",
        "Smeets",
        "van der Veen",
    ),
}

PLACES: dict[str, tuple[str, ...]] = {
    "en": ("Leeds", "Swindon", "Norwich", "Preston", "Exeter", "Derby", "Bolton", "Reading"),
    "de": ("Kassel", "Bamberg", "Würzburg", "Rosenheim", "Paderborn", "Ulm", "Görlitz", "Trier"),
    "fr": ("Angers", "Besançon", "Nîmes", "Poitiers", "Tours", "Valence", "Colmar", "Rouen"),
    "it": ("Treviso", "Brescia", "Modena", "Lecco", "Pesaro", "Cuneo", "Udine", "Rimini"),
    "es": ("Zaragoza", "Valladolid", "Alicante", "Burgos", "Lleida", "Murcia", "León", "Vigo"),
    "nl": ("Zwolle", "Breda", "Apeldoorn", "Tilburg", "Amersfoort", "Deventer", "Delft", "Venlo"),
}

US_PLACES = (
    "Columbus, OH 43215",
    "Boise, ID 83702",
    "Raleigh, NC 27601",
    "Tulsa, OK 74103",
    "Madison, WI 53703",
    "Spokane, WA 99201",
)
US_SURNAMES = (
    "Whitfield",
    "Castellano",
    "Brennan",
    "Okafor",
    "Lindqvist",
    "Delgado",
    "Harrington",
    "Pruitt",
)

STREETS: dict[str, tuple[str, ...]] = {
    "en": ("Mill Lane", "Station Road", "Unit 4 Parkway Ind. Est.", "Canal Street"),
    "de": ("Industriestraße", "Gewerbepark Süd", "Am Hafen", "Robert-Bosch-Str."),
    "fr": ("rue des Artisans", "ZA des Landes", "avenue de la Gare", "chemin du Moulin"),
    "it": ("Via dell'Industria", "Zona Artigianale", "Via Roma", "Viale Europa"),
    "es": ("Polígono Industrial Norte", "Calle Mayor", "Avenida de la Constitución", "Camino Real"),
    "nl": ("Industrieweg", "Havenstraat", "Nijverheidsweg", "Bedrijvenpark Oost"),
}

LEGAL: dict[str, tuple[str, ...]] = {
    "en": ("Ltd", "Limited", "plc"),
    "de": ("GmbH", "GmbH & Co. KG", "KG"),
    "fr": ("SARL", "SAS", "S.A."),
    "it": ("S.r.l.", "S.p.A.", "S.n.c."),
    "es": ("S.L.", "S.A.", "S.L.U."),
    "nl": ("B.V.", "V.O.F.", "B.V."),
}

US_LEGAL = ("Inc.", "LLC", "Corp.")

# Trade words of supplier names, per trade and language; {n} is a surname, {p} a place.
TRADE_NAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "glazing": {
        "en": ("{n} Glazing", "{p} Window Systems"),
        "de": ("{n} Fensterbau", "Glas {n}"),
        "fr": ("Miroiterie {n}", "Menuiseries Alu {p}"),
        "it": ("Vetreria {n}", "Serramenti {n}"),
        "es": ("Cristalería {n}", "Ventanas {p}"),
        "nl": ("Glashandel {n}", "Kozijnen {p}"),
    },
    "joinery": {
        "en": ("{n} Joinery", "{p} Door Company"),
        "de": ("Schreinerei {n}", "Türenwerk {p}"),
        "fr": ("Menuiserie {n}", "Portes {p}"),
        "it": ("Falegnameria {n}", "Porte {p}"),
        "es": ("Carpintería {n}", "Puertas {p}"),
        "nl": ("Timmerfabriek {n}", "Deuren {p}"),
    },
    "hvac": {
        "en": ("{n} Plumbing & Heating", "{p} HVAC Supplies"),
        "de": ("Haustechnik {n}", "SHK-Großhandel {p}"),
        "fr": ("Sanitaire Chauffage {n}", "Climatisation {p}"),
        "it": ("Termoidraulica {n}", "Clima {p}"),
        "es": ("Fontanería {n}", "Climatización {p}"),
        "nl": ("Installatietechniek {n}", "Sanitair {p}"),
    },
    "roofing": {
        "en": ("{n} Roofing Supplies", "{p} Slate & Tile"),
        "de": ("Bedachungen {n}", "Dachbaustoffe {p}"),
        "fr": ("Couverture {n}", "Toitures {p}"),
        "it": ("Coperture {n}", "Tetti {p}"),
        "es": ("Cubiertas {n}", "Tejados {p}"),
        "nl": ("Dakmaterialen {n}", "Dakhandel {p}"),
    },
    "nursery": {
        "en": ("{n} Nurseries", "{p} Landscape Plants"),
        "de": ("Baumschule {n}", "Gartenbau {p}"),
        "fr": ("Pépinières {n}", "Paysages {p}"),
        "it": ("Vivai {n}", "Florovivaismo {p}"),
        "es": ("Viveros {n}", "Jardinería {p}"),
        "nl": ("Boomkwekerij {n}", "Hoveniers {p}"),
    },
    "furniture": {
        "en": ("{n} Office Interiors", "{p} Workspace"),
        "de": ("Büromöbel {n}", "Objekteinrichtung {p}"),
        "fr": ("Mobilier {n}", "Agencement {p}"),
        "it": ("Arredo Ufficio {n}", "Arredi {p}"),
        "es": ("Mobiliario {n}", "Oficinas {p}"),
        "nl": ("Kantoorinrichting {n}", "Interieur {p}"),
    },
    "it": {
        "en": ("{n} Computer Systems", "{p} IT Solutions"),
        "de": ("{n} IT-Systemhaus", "EDV {p}"),
        "fr": ("Informatique {n}", "{p} Systèmes"),
        "it": ("Informatica {n}", "{p} Sistemi"),
        "es": ("Informática {n}", "Sistemas {p}"),
        "nl": ("{n} ICT", "Automatisering {p}"),
    },
    "signage": {
        "en": ("{n} Print & Signs", "{p} Signage"),
        "de": ("Druckerei {n}", "Werbetechnik {p}"),
        "fr": ("Imprimerie {n}", "Signalétique {p}"),
        "it": ("Tipografia {n}", "Insegne {p}"),
        "es": ("Imprenta {n}", "Rótulos {p}"),
        "nl": ("Drukkerij {n}", "Reclame {p}"),
    },
    "rental": {
        "en": ("{n} Plant Hire", "{p} Tool Hire"),
        "de": ("Mietpark {n}", "Baumaschinen {p}"),
        "fr": ("Location {n}", "Loc'Matériel {p}"),
        "it": ("Noleggi {n}", "Nolo {p}"),
        "es": ("Alquileres {n}", "Maquinaria {p}"),
        "nl": ("Verhuur {n}", "Materieelverhuur {p}"),
    },
}

US_TRADE_NAMES: dict[str, tuple[str, ...]] = {
    "glazing": ("{n} Glass & Mirror",),
    "joinery": ("{n} Millwork",),
    "hvac": ("{n} Mechanical Supply",),
    "roofing": ("{n} Roofing Supply",),
    "nursery": ("{n} Wholesale Nursery",),
    "furniture": ("{n} Contract Furniture",),
    "it": ("{n} Technology Partners",),
    "signage": ("{n} Sign & Graphics",),
    "rental": ("{n} Equipment Rentals",),
}

CUSTOMERS: dict[str, tuple[str, ...]] = {
    "en": (
        "Northgate Academy Trust",
        "Brindley Construction Ltd",
        "Halcyon Offices Ltd",
        "St Anne's Hospice",
        "Corrie Homes Ltd",
    ),
    "de": (
        "Stadtwerke Lindenau",
        "Bauunternehmung Pfister GmbH",
        "Klinikum Am Weinberg",
        "Gymnasium Nordstadt",
        "Immobilien Kessel AG",
    ),
    "fr": (
        "Mairie de Saint-Rémy",
        "Bâtiments Lacroix SA",
        "Lycée Jules Ferry",
        "Clinique du Parc",
        "Habitat Loire SEM",
    ),
    "it": (
        "Comune di Castelvetro",
        "Edilnord S.p.A.",
        "Istituto Comprensivo Dante",
        "Ospedale San Gerardo",
        "Immobiliare Lario S.r.l.",
    ),
    "es": (
        "Ayuntamiento de Villalba",
        "Construcciones Peña S.A.",
        "Colegio San Roque",
        "Hospital del Río",
        "Promociones Altamira S.L.",
    ),
    "nl": (
        "Gemeente Heerhugoland",
        "Bouwbedrijf Jansen B.V.",
        "Scholengroep De Linde",
        "Zorggroep Oosterhof",
        "Woonstichting Eemland",
    ),
}

US_CUSTOMERS = (
    "Riverside Unified School District",
    "Keystone Builders LLC",
    "Maple Street Medical Group",
    "Harbor View Apartments",
)

# Item nouns per trade and language.
ITEMS: dict[str, dict[str, tuple[str, ...]]] = {
    "glazing": {
        "en": ("Double glazed unit", "uPVC casement window", "Toughened glass panel"),
        "de": ("Isolierglas", "Kunststofffenster Dreh-Kipp", "ESG-Scheibe"),
        "fr": ("Double vitrage", "Fenêtre PVC oscillo-battante", "Verre trempé"),
        "it": ("Vetrocamera", "Finestra PVC anta-ribalta", "Vetro temperato"),
        "es": ("Doble acristalamiento", "Ventana PVC oscilobatiente", "Vidrio templado"),
        "nl": ("Isolatieglas", "Kunststof draaikiepraam", "Gehard glas"),
    },
    "joinery": {
        "en": ("FD30 fire door blank", "Oak door lining set", "Door frame softwood"),
        "de": ("T30 Brandschutztür", "Zarge Eiche", "Innentür Weißlack"),
        "fr": ("Bloc-porte coupe-feu EI30", "Huisserie chêne", "Porte intérieure laquée"),
        "it": ("Porta tagliafuoco REI 30", "Telaio rovere", "Porta interna laccata"),
        "es": ("Puerta cortafuegos EI30", "Cerco de roble", "Puerta interior lacada"),
        "nl": ("Brandwerende deur 30 min", "Eiken kozijn", "Binnendeur wit gelakt"),
    },
    "hvac": {
        "en": ("Combi boiler", "Copper tube 15mm x 3m", "Thermostatic radiator valve"),
        "de": ("Gas-Brennwerttherme", "Kupferrohr 15 mm", "Thermostatventil"),
        "fr": ("Chaudière condensation", "Tube cuivre 15 mm", "Robinet thermostatique"),
        "it": ("Caldaia a condensazione", "Tubo rame 15 mm", "Valvola termostatica"),
        "es": ("Caldera de condensación", "Tubo cobre 15 mm", "Válvula termostática"),
        "nl": ("HR-combiketel", "Koperbuis 15 mm", "Thermostaatkraan"),
    },
    "roofing": {
        "en": ("Natural slate 500x250", "Breathable membrane", "Ridge tile"),
        "de": ("Naturschiefer 50x25", "Unterspannbahn", "Firstziegel"),
        "fr": ("Ardoise naturelle 50x25", "Écran sous-toiture", "Faîtière"),
        "it": ("Coppo", "Guaina traspirante", "Colmo"),
        "es": ("Pizarra natural 50x25", "Lámina transpirable", "Teja de cumbrera"),
        "nl": ("Natuurleien 50x25", "Dampopen folie", "Nokvorst"),
    },
    "furniture": {
        "en": ("Height adjustable desk", "Task chair mesh back", "Pedestal 3 drawer"),
        "de": ("Sitz-Steh-Tisch", "Bürodrehstuhl", "Rollcontainer"),
        "fr": ("Bureau réglable", "Siège de bureau", "Caisson 3 tiroirs"),
        "it": ("Scrivania regolabile", "Seduta operativa", "Cassettiera 3 cassetti"),
        "es": ("Mesa regulable", "Silla operativa", "Buc 3 cajones"),
        "nl": ("Zit-sta bureau", "Bureaustoel", "Ladeblok"),
    },
    "it": {
        "en": ("Laptop 14in", "Docking station", "Managed switch 24-port"),
        "de": ("Notebook 14 Zoll", "Dockingstation", "Switch 24 Port"),
        "fr": ('Ordinateur portable 14"', "Station d'accueil", "Commutateur 24 ports"),
        "it": ('Notebook 14"', "Docking station", "Switch 24 porte"),
        "es": ('Portátil 14"', "Base de conexión", "Switch 24 puertos"),
        "nl": ("Laptop 14 inch", "Dockingstation", "Switch 24 poorten"),
    },
    "signage": {
        "en": ("Dibond panel printed", "Vinyl banner", "A1 poster silk 170gsm"),
        "de": ("Alu-Verbundplatte bedruckt", "PVC-Banner", "Plakat A1"),
        "fr": ("Panneau Dibond imprimé", "Bâche PVC", "Affiche A1"),
        "it": ("Pannello Dibond stampato", "Striscione PVC", "Manifesto A1"),
        "es": ("Panel Dibond impreso", "Lona PVC", "Cartel A1"),
        "nl": ("Dibond paneel bedrukt", "Spandoek PVC", "Poster A1"),
    },
    "rental": {
        "en": ("Mini excavator 1.5t", "Scissor lift 8m", "Site heater 15kW"),
        "de": ("Minibagger 1,5 t", "Scherenbühne 8 m", "Bauheizer 15 kW"),
        "fr": ("Mini-pelle 1,5 t", "Nacelle ciseaux 8 m", "Chauffage de chantier"),
        "it": ("Miniescavatore 1,5 t", "Piattaforma a pantografo", "Generatore aria calda"),
        "es": ("Miniexcavadora 1,5 t", "Plataforma tijera 8 m", "Calefactor de obra"),
        "nl": ("Minigraver 1,5 t", "Schaarhoogwerker 8 m", "Bouwkachel 15 kW"),
    },
}

PLANTS = (
    "Prunus laurocerasus 'Rotundifolia'",
    "Buxus sempervirens",
    "Lavandula angustifolia 'Hidcote'",
    "Carpinus betulus",
    "Hydrangea paniculata 'Limelight'",
    "Taxus baccata",
    "Acer campestre",
    "Pennisetum alopecuroides",
    "Viburnum tinus",
    "Photinia x fraseri 'Red Robin'",
    "Ilex crenata",
    "Geranium 'Rozanne'",
    "Betula utilis var. jacquemontii",
)

POTS = ("P9", "C2", "C3", "C5", "C10", "C15", "2L", "RB 60-80", "12-14 cm", "40-60 cm")
