"""Words of the fourteenth generator (``gen_fourteenth.py``): labels, titles, month names,
legal forms, tax-id shapes, name stems, customers, carriers and the item lines of its
trades, in the languages its suppliers print in."""

from __future__ import annotations

import random

LANGS = ("en-gb", "en-us", "en-ie", "en-au", "de", "fr", "nl", "it", "es", "pl", "pt")

# The base language of each code (labels and months are shared by the English variants).
BASE = {code: code.split("-")[0] for code in LANGS}

MONTHS = {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre"
    " dicembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre"
    " diciembre",
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października"
    " listopada grudnia",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro"
    " dezembro",
}
MONTHS_SHORT = {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    "de": "Jan. Feb. Mär. Apr. Mai Jun. Jul. Aug. Sep. Okt. Nov. Dez.",
    "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.",
    "nl": "jan feb mrt apr mei jun jul aug sep okt nov dec",
    "it": "gen feb mar apr mag giu lug ago set ott nov dic",
    "es": "ene feb mar abr may jun jul ago sep oct nov dic",
    "pl": "sty lut mar kwi maj cze lip sie wrz paź lis gru",
    "pt": "jan fev mar abr mai jun jul ago set out nov dez",
}
WEEKDAYS = {
    "en": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday",
    "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag",
    "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche",
    "nl": "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag",
    "it": "lunedì martedì mercoledì giovedì venerdì sabato domenica",
    "es": "lunes martes miércoles jueves viernes sábado domingo",
    "pl": "poniedziałek wtorek środa czwartek piątek sobota niedziela",
    "pt": "segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado domingo",
}

# Titles of a delivery note, by language code (the English variants print their own).
NOTE_TITLES = {
    "en-gb": ["DELIVERY NOTE", "Delivery Note", "Despatch Note", "GOODS DESPATCH NOTE"],
    "en-us": ["PACKING SLIP", "Delivery Ticket", "Packing Slip", "DELIVERY RECEIPT"],
    "en-ie": ["Delivery Docket", "DELIVERY DOCKET", "Delivery Note"],
    "en-au": ["DELIVERY DOCKET", "Delivery Docket", "Delivery Note"],
    "de": ["Lieferschein", "LIEFERSCHEIN", "Lieferschein / Warenbegleitschein"],
    "fr": ["Bon de livraison", "BON DE LIVRAISON", "Bordereau de livraison"],
    "nl": ["Pakbon", "PAKBON", "Afleverbon", "Leveringsbon"],
    "it": ["Documento di trasporto (DDT)", "DOCUMENTO DI TRASPORTO", "D.D.T.", "Bolla di consegna"],
    "es": ["Albarán", "ALBARÁN DE ENTREGA", "Albarán de entrega", "Nota de entrega"],
    "pl": ["WZ - Wydanie zewnętrzne", "Dowód wydania WZ", "WYDANIE ZEWNĘTRZNE WZ"],
    "pt": ["Guia de Remessa", "GUIA DE TRANSPORTE", "Guia de remessa"],
}

OTHER_TITLES: dict[str, dict[str, list[str]]] = {
    "invoice": {
        "en": ["INVOICE", "Tax Invoice", "Sales Invoice"],
        "de": ["Rechnung", "RECHNUNG"],
        "fr": ["Facture", "FACTURE"],
        "nl": ["Factuur", "FACTUUR"],
        "it": ["Fattura", "FATTURA ACCOMPAGNATORIA"],
        "es": ["Factura", "FACTURA"],
        "pl": ["Faktura VAT", "FAKTURA"],
        "pt": ["Fatura", "FATURA"],
    },
    "order_confirmation": {
        "en": ["Order Acknowledgement", "ORDER CONFIRMATION", "Sales Order Confirmation"],
        "de": ["Auftragsbestätigung", "AUFTRAGSBESTÄTIGUNG"],
        "fr": ["Confirmation de commande", "Accusé de réception de commande"],
        "nl": ["Orderbevestiging", "ORDERBEVESTIGING"],
        "it": ["Conferma d'ordine", "CONFERMA ORDINE"],
        "es": ["Confirmación de pedido", "CONFIRMACIÓN DE PEDIDO"],
        "pl": ["Potwierdzenie zamówienia"],
        "pt": ["Confirmação de encomenda"],
    },
    "credit_note": {
        "en": ["CREDIT NOTE", "Credit Note", "Credit Memo"],
        "de": ["Gutschrift", "GUTSCHRIFT"],
        "fr": ["Avoir", "FACTURE D'AVOIR"],
        "nl": ["Creditnota", "CREDITFACTUUR"],
        "it": ["Nota di credito", "NOTA DI CREDITO"],
        "es": ["Abono", "Factura rectificativa"],
        "pl": ["Faktura korygująca", "KOREKTA"],
        "pt": ["Nota de crédito", "NOTA DE CRÉDITO"],
    },
    "quotation": {
        "en": ["QUOTATION", "Quotation", "Price Quote"],
        "de": ["Angebot", "ANGEBOT"],
        "fr": ["Devis", "DEVIS"],
        "nl": ["Offerte", "OFFERTE"],
        "it": ["Preventivo", "OFFERTA"],
        "es": ["Presupuesto", "OFERTA"],
        "pl": ["Oferta", "OFERTA HANDLOWA"],
        "pt": ["Orçamento", "PROPOSTA"],
    },
    "statement": {
        "en": ["STATEMENT OF ACCOUNT", "Statement", "Account Statement"],
        "de": ["Kontoauszug", "Offene-Posten-Liste"],
        "fr": ["Relevé de compte", "RELEVÉ DE FACTURES"],
        "nl": ["Rekeningoverzicht", "Openstaande posten"],
        "it": ["Estratto conto", "ESTRATTO CONTO"],
        "es": ["Extracto de cuenta", "Estado de cuenta"],
        "pl": ["Zestawienie należności", "Wyciąg rozrachunków"],
        "pt": ["Extrato de conta corrente", "EXTRATO DE CONTA"],
    },
    "proof_of_delivery": {
        "en": ["PROOF OF DELIVERY", "Proof of Delivery (POD)", "Delivery Receipt Confirmation"],
        "de": ["Abliefernachweis", "Zustellnachweis"],
        "fr": ["Preuve de livraison", "Récépissé de livraison"],
        "nl": ["Afleverbewijs", "Bewijs van aflevering"],
        "it": ["Prova di consegna", "Ricevuta di consegna"],
        "es": ["Justificante de entrega", "Prueba de entrega"],
        "pl": ["Potwierdzenie dostawy", "Dowód doręczenia"],
        "pt": ["Comprovativo de entrega", "Prova de entrega"],
    },
    "pick_list": {
        "en": ["PICK LIST", "Picking List", "Pick Ticket"],
        "de": ["Kommissionierliste", "Pickliste"],
        "fr": ["Bon de préparation", "Liste de prélèvement"],
        "nl": ["Picklijst", "Orderpicklijst"],
        "it": ["Lista di prelievo", "Picking list"],
        "es": ["Orden de preparación", "Hoja de picking"],
        "pl": ["Lista kompletacyjna", "Dokument kompletacji"],
        "pt": ["Lista de separação", "Nota de picking"],
    },
    "return_note": {
        "en": ["GOODS RETURN NOTE", "Returns Note", "Return Authorisation"],
        "de": ["Rücksendeschein", "Retourenschein"],
        "fr": ["Bon de retour", "BON DE RETOUR"],
        "nl": ["Retourbon", "RETOURBON"],
        "it": ["Documento di reso", "DDT di reso"],
        "es": ["Albarán de devolución", "Nota de devolución"],
        "pl": ["Zwrot towaru - ZW", "Dokument zwrotu"],
        "pt": ["Guia de devolução", "Nota de devolução"],
    },
}

# Labels: each entry a list of variants, keyed by base language, US English apart.
LABELS: dict[str, dict[str, list[str]]] = {
    "number": {
        "en": ["Delivery Note No.", "Note No:", "Despatch No.", "Docket No.", "DN No.", "Number"],
        "us": ["Packing Slip #", "Ticket No.", "Shipment #", "Slip No."],
        "de": ["Lieferschein-Nr.", "Lieferschein Nr.:", "LS-Nr.", "Belegnummer", "Nummer"],
        "fr": ["N° BL", "Bon de livraison n°", "Numéro", "N° de bon"],
        "nl": ["Pakbonnummer", "Pakbon nr.", "Nummer", "Afleverbonnr."],
        "it": ["DDT n.", "Numero DDT", "N. documento", "Nr."],
        "es": ["Nº albarán", "Albarán nº", "Número", "Nº Doc."],
        "pl": ["Nr WZ", "Numer dokumentu", "WZ nr"],
        "pt": ["Guia n.º", "N.º documento", "Número"],
    },
    "other_number": {
        "en": ["No.", "Number", "Ref. No.", "Document No."],
        "us": ["No.", "#", "Number"],
        "de": ["Nr.", "Nummer", "Beleg-Nr."],
        "fr": ["N°", "Numéro", "Réf."],
        "nl": ["Nr.", "Nummer", "Documentnr."],
        "it": ["N.", "Numero", "Nr."],
        "es": ["Nº", "Número", "Núm."],
        "pl": ["Nr", "Numer"],
        "pt": ["N.º", "Número"],
    },
    "date": {
        "en": ["Delivery Date", "Date", "Date of Delivery", "Delivered"],
        "us": ["Ship Date", "Date", "Delivery Date"],
        "de": ["Lieferdatum", "Datum", "Liefertag"],
        "fr": ["Date de livraison", "Date", "Livré le"],
        "nl": ["Leverdatum", "Datum", "Afleverdatum"],
        "it": ["Data consegna", "Data", "Data DDT"],
        "es": ["Fecha de entrega", "Fecha", "Fecha albarán"],
        "pl": ["Data wydania", "Data dostawy", "Data"],
        "pt": ["Data de entrega", "Data", "Data de carga"],
    },
    "other_date": {
        "en": ["Date", "Document Date", "Issue Date"],
        "us": ["Date", "Issue Date"],
        "de": ["Datum", "Belegdatum"],
        "fr": ["Date", "Date d'émission"],
        "nl": ["Datum", "Documentdatum"],
        "it": ["Data", "Data documento"],
        "es": ["Fecha", "Fecha de emisión"],
        "pl": ["Data", "Data wystawienia"],
        "pt": ["Data", "Data de emissão"],
    },
    "po": {
        "en": [
            "Your Order No.",
            "Customer PO",
            "PO Number",
            "Order Ref.",
            "Your Ref.",
            "Cust. O/N",
        ],
        "us": ["PO #", "Customer PO #", "P.O. Number", "Purchase Order"],
        "de": ["Ihre Bestellnummer", "Bestell-Nr.", "Ihre Bestellung", "Best.-Nr. Kunde"],
        "fr": ["Votre commande n°", "Réf. commande client", "N° de commande", "Votre réf."],
        "nl": ["Uw ordernummer", "Inkoopordernr.", "Uw referentie", "Bestelnummer"],
        "it": ["Vs. ordine n.", "Rif. ordine cliente", "Vs. rif."],
        "es": ["Su pedido nº", "Pedido cliente", "Su referencia"],
        "pl": ["Nr zamówienia klienta", "Zamówienie nr"],
        "pt": ["V/ encomenda n.º", "N.º encomenda cliente", "Requisição n.º"],
    },
    "our_order": {
        "en": ["Our Order No.", "Sales Order", "S/O No."],
        "us": ["Sales Order #", "Our Order #"],
        "de": ["Auftrags-Nr.", "Unsere Auftragsnr."],
        "fr": ["N/ commande", "N° commande interne"],
        "nl": ["Ons ordernummer", "Verkooporder"],
        "it": ["Ns. ordine", "Conferma n."],
        "es": ["Nuestro pedido", "Pedido interno"],
        "pl": ["Nasze zlecenie", "Zlecenie nr"],
        "pt": ["N/ encomenda", "Encomenda interna"],
    },
    "account": {
        "en": ["Account No.", "Cust. A/C", "Customer No."],
        "us": ["Account #", "Customer #"],
        "de": ["Kunden-Nr.", "Kundennummer"],
        "fr": ["Code client", "N° client"],
        "nl": ["Klantnummer", "Debiteurnr."],
        "it": ["Cod. cliente", "Codice cliente"],
        "es": ["Cód. cliente", "Nº cliente"],
        "pl": ["Nr klienta", "Kod kontrahenta"],
        "pt": ["N.º cliente", "Cód. cliente"],
    },
    "order_date": {
        "en": ["Order Date", "Ordered"],
        "us": ["Order Date"],
        "de": ["Bestelldatum", "Auftragsdatum"],
        "fr": ["Date de commande", "Commandé le"],
        "nl": ["Orderdatum", "Besteldatum"],
        "it": ["Data ordine"],
        "es": ["Fecha pedido"],
        "pl": ["Data zamówienia"],
        "pt": ["Data da encomenda"],
    },
    "print_date": {
        "en": ["Printed", "Print Date"],
        "us": ["Printed"],
        "de": ["Druckdatum", "Gedruckt"],
        "fr": ["Imprimé le", "Édité le"],
        "nl": ["Afgedrukt", "Printdatum"],
        "it": ["Stampato il", "Data stampa"],
        "es": ["Impreso", "Fecha impresión"],
        "pl": ["Wydrukowano"],
        "pt": ["Impresso em"],
    },
    "due_date": {
        "en": ["Due Date", "Payment Due"],
        "us": ["Due Date", "Terms Net 30 - Due"],
        "de": ["Fällig am", "Zahlbar bis"],
        "fr": ["Échéance", "Date d'échéance"],
        "nl": ["Vervaldatum"],
        "it": ["Scadenza"],
        "es": ["Vencimiento"],
        "pl": ["Termin płatności"],
        "pt": ["Vencimento"],
    },
    "dn_ref": {
        "en": ["Delivery Note", "Our DN", "Despatch Ref."],
        "us": ["Packing Slip", "Delivery Ticket"],
        "de": ["Lieferschein", "zu Lieferschein"],
        "fr": ["BL n°", "Bon de livraison"],
        "nl": ["Pakbon", "Afleverbon"],
        "it": ["Rif. DDT", "DDT"],
        "es": ["Albarán", "Ref. albarán"],
        "pl": ["Dotyczy WZ", "WZ"],
        "pt": ["Guia", "Ref. guia"],
    },
    "deliver_to": {
        "en": ["Deliver To", "Delivery Address", "Site Address"],
        "us": ["Ship To", "Deliver To"],
        "de": ["Lieferanschrift", "Warenempfänger"],
        "fr": ["Adresse de livraison", "Livrer à"],
        "nl": ["Afleveradres", "Leveradres"],
        "it": ["Destinazione merce", "Luogo di consegna"],
        "es": ["Dirección de entrega", "Entregar en"],
        "pl": ["Adres dostawy", "Odbiorca"],
        "pt": ["Local de descarga", "Morada de entrega"],
    },
    "invoice_to": {
        "en": ["Invoice To", "Customer", "Sold To"],
        "us": ["Bill To", "Sold To"],
        "de": ["Rechnungsanschrift", "Kunde"],
        "fr": ["Client", "Adresse de facturation"],
        "nl": ["Factuuradres", "Klant"],
        "it": ["Cliente", "Destinatario fattura"],
        "es": ["Cliente", "Facturar a"],
        "pl": ["Nabywca", "Płatnik"],
        "pt": ["Cliente", "Adquirente"],
    },
    "carrier": {
        "en": ["Carrier", "Delivered by", "Haulier"],
        "us": ["Carrier", "Ship Via"],
        "de": ["Spediteur", "Versandart"],
        "fr": ["Transporteur", "Mode d'expédition"],
        "nl": ["Vervoerder", "Transporteur"],
        "it": ["Vettore", "Trasporto a cura del"],
        "es": ["Transportista", "Agencia"],
        "pl": ["Przewoźnik", "Spedytor"],
        "pt": ["Transportador", "Viatura"],
    },
    "route": {
        "en": ["Route", "Run No."],
        "us": ["Route", "Stop"],
        "de": ["Tour", "Tour-Nr."],
        "fr": ["Tournée", "Tournée n°"],
        "nl": ["Rit", "Route"],
        "it": ["Giro", "Zona"],
        "es": ["Ruta", "Reparto"],
        "pl": ["Trasa"],
        "pt": ["Rota"],
    },
    "page": {
        "en": ["Page {p} of {n}", "Page {p}/{n}"],
        "us": ["Page {p} of {n}"],
        "de": ["Seite {p} von {n}", "Seite {p}/{n}"],
        "fr": ["Page {p} sur {n}", "Page {p}/{n}"],
        "nl": ["Pagina {p} van {n}", "Blad {p}/{n}"],
        "it": ["Pagina {p} di {n}", "Pag. {p}/{n}"],
        "es": ["Página {p} de {n}", "Hoja {p}/{n}"],
        "pl": ["Strona {p} z {n}"],
        "pt": ["Página {p} de {n}"],
    },
    "continued": {
        "en": ["continued overleaf", "Continued on next page"],
        "us": ["Continued on next page"],
        "de": ["Fortsetzung folgt", "Übertrag"],
        "fr": ["suite page suivante", "à reporter"],
        "nl": ["vervolg volgende pagina", "transport"],
        "it": ["segue", "continua alla pagina successiva"],
        "es": ["continúa", "suma y sigue"],
        "pl": ["ciąg dalszy na następnej stronie"],
        "pt": ["continua", "a transportar"],
    },
    "received": {
        "en": ["Received in good condition by", "Signature", "Received by (print name)"],
        "us": ["Received by", "Signature", "Consignee signature"],
        "de": ["Ware erhalten", "Unterschrift Empfänger", "Empfangen (Name, Unterschrift)"],
        "fr": ["Reçu en bon état", "Signature du client", "Nom et signature"],
        "nl": ["Voor ontvangst", "Handtekening ontvanger", "Naam en paraaf"],
        "it": ["Firma del destinatario", "Firma conducente", "Per ricevuta"],
        "es": ["Recibí conforme", "Firma y sello del cliente", "Firma"],
        "pl": ["Podpis odbiorcy", "Wydał / Odebrał"],
        "pt": ["Recebi", "Assinatura do cliente", "Carimbo e assinatura"],
    },
    "cols": {
        "en": ["Item", "Code", "Description", "Qty", "Unit", "Batch"],
        "us": ["Line", "Item #", "Description", "Qty Shipped", "U/M", "Lot"],
        "de": ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "Charge"],
        "fr": ["Ligne", "Référence", "Désignation", "Qté", "Unité", "Lot"],
        "nl": ["Regel", "Artikelnr.", "Omschrijving", "Aantal", "Eenh.", "Partij"],
        "it": ["Riga", "Codice", "Descrizione", "Q.tà", "U.M.", "Lotto"],
        "es": ["Lín.", "Código", "Descripción", "Cant.", "Ud.", "Lote"],
        "pl": ["Lp.", "Indeks", "Nazwa towaru", "Ilość", "J.m.", "Partia"],
        "pt": ["Lin.", "Artigo", "Descrição", "Qtd.", "Un.", "Lote"],
    },
    "vat": {
        "en": ["VAT Reg. No.", "VAT No."],
        "us": ["EIN", "Federal Tax ID"],
        "de": ["USt-IdNr.", "USt-ID"],
        "fr": ["N° TVA intracom.", "TVA"],
        "nl": ["Btw-nr.", "BTW"],
        "it": ["P. IVA", "Partita IVA"],
        "es": ["CIF", "NIF"],
        "pl": ["NIP"],
        "pt": ["NIF", "Contribuinte"],
    },
    "weight": {
        "en": ["Gross weight", "Total weight"],
        "us": ["Total Weight", "Ship Weight"],
        "de": ["Gesamtgewicht", "Bruttogewicht"],
        "fr": ["Poids brut", "Poids total"],
        "nl": ["Brutogewicht"],
        "it": ["Peso lordo"],
        "es": ["Peso bruto"],
        "pl": ["Waga brutto"],
        "pt": ["Peso bruto"],
    },
    "packages": {
        "en": ["Packages", "No. of pallets"],
        "us": ["Cartons", "Pallets"],
        "de": ["Packstücke", "Paletten"],
        "fr": ["Colis", "Nb de palettes"],
        "nl": ["Colli", "Pallets"],
        "it": ["N. colli", "Aspetto dei beni"],
        "es": ["Bultos", "Palés"],
        "pl": ["Ilość palet", "Opakowania"],
        "pt": ["Volumes", "Paletes"],
    },
}

LEGAL_FORMS = {
    "en-gb": ["Ltd", "Limited", "PLC", "Ltd."],
    "en-us": ["Inc.", "LLC", "Corp.", "Co."],
    "en-ie": ["Ltd", "Limited", "DAC", "Teoranta"],
    "en-au": ["Pty Ltd", "Pty. Ltd.", "Pty Limited"],
    "de": ["GmbH", "GmbH & Co. KG", "AG", "KG", "e.K."],
    "fr": ["SAS", "SARL", "SA", "SNC"],
    "nl": ["B.V.", "BV", "N.V.", "V.O.F."],
    "it": ["S.r.l.", "S.p.A.", "S.n.c.", "S.a.s."],
    "es": ["S.L.", "S.A.", "S.L.U.", "S.Coop."],
    "pl": ["Sp. z o.o.", "S.A.", "Sp. j.", "Sp. k."],
    "pt": ["Lda.", "S.A.", "Unipessoal Lda."],
}

STEMS = {
    "en-gb": ["Hartwell", "Pennine", "Castleford", "Brindley", "Ashcombe", "Calder", "Trentside",
              "Whitmore", "Kestrel", "Ridgeway", "Sowerby", "Fenland"],
    "en-us": ["Keystone", "Lakeshore", "Prairie", "Bluegrass", "Allegheny", "Sierra", "Harbor",
              "Cumberland", "Great Plains", "Redwood"],
    "en-ie": ["Shannon", "Liffey", "Corrib", "O'Driscoll", "Midleton", "Barrow", "Slaney"],
    "en-au": ["Southern Cross", "Murray", "Coral Coast", "Hunter Valley", "Swan", "Eyre",
              "Bellarine"],
    "de": ["Kessler", "Rheinland", "Brandt", "Hofmann & Söhne", "Allgäuer", "Weser", "Lindner",
           "Mainfranken", "Oberland", "Böhm"],
    "fr": ["Lefèvre", "Armor", "Dauphiné", "Garonne", "Vauclair", "Morvan", "Rousseau Frères",
           "Cévennes"],
    "nl": ["Van der Veen", "Zeeland", "De Wit", "Brabantse", "Hollandia", "Van Dijk",
           "Twentse", "Kempen"],
    "it": ["Bianchi", "Lombarda", "Fratelli Conti", "Adriatica", "Brenta", "Marchetti",
           "Padana", "Euganea"],
    "es": ["Hermanos Ruiz", "Levante", "Cantábrica", "Navarro", "Ibérica", "Ebro", "Guadalquivir"],
    "pl": ["Nowak", "Mazowsze", "Wisła", "Kowalczyk", "Pomorze", "Warta"],
    "pt": ["Ferreira", "Minho", "Tejo", "Douro", "Sousa & Filhos", "Algarve"],
}  # fmt: skip

TRADES = (
    "electrical wholesale",
    "paint and coatings",
    "PPE and workwear",
    "lab chemicals",
    "fleet parts",
    "ceramic tiles",
    "insulation and drylining",
    "catering and cleaning supplies",
    "industrial gases",
    "fasteners",
    "pipes and valves",
    "architectural ironmongery",
)

# How a supplier of each trade names itself, per base language.
TRADE_WORDS: dict[str, dict[str, list[str]]] = {
    "electrical wholesale": {
        "en": ["Electrical Wholesale", "Electrical Supplies", "Electrical Distributors"],
        "de": ["Elektrogroßhandel", "Elektro-Vertrieb"], "fr": ["Matériel Électrique",
        "Distribution Électrique"], "nl": ["Elektrotechniek", "Elektrogroothandel"],
        "it": ["Materiale Elettrico", "Forniture Elettriche"], "es": ["Suministros Eléctricos",
        "Material Eléctrico"], "pl": ["Hurtownia Elektryczna"], "pt": ["Material Elétrico"],
    },
    "paint and coatings": {
        "en": ["Paints", "Coatings", "Decorating Centres"], "de": ["Farben & Lacke",
        "Lackfabrik"], "fr": ["Peintures", "Revêtements"], "nl": ["Verf & Coatings",
        "Verfgroothandel"], "it": ["Vernici", "Colorificio"], "es": ["Pinturas",
        "Recubrimientos"], "pl": ["Farby i Lakiery"], "pt": ["Tintas", "Revestimentos"],
    },
    "PPE and workwear": {
        "en": ["Workwear", "Safety Supplies", "PPE"], "de": ["Arbeitsschutz", "Berufskleidung"],
        "fr": ["Équipements de Protection", "Vêtements de Travail"], "nl": ["Werkkleding",
        "Veiligheidsartikelen"], "it": ["Antinfortunistica", "Abbigliamento da Lavoro"],
        "es": ["Vestuario Laboral", "Protección Laboral"], "pl": ["BHP", "Odzież Robocza"],
        "pt": ["Fardamento", "Segurança no Trabalho"],
    },
    "lab chemicals": {
        "en": ["Scientific", "Laboratory Supplies", "Chemicals"], "de": ["Laborbedarf",
        "Chemie"], "fr": ["Chimie", "Fournitures de Laboratoire"], "nl": ["Laboratorium",
        "Chemicaliën"], "it": ["Chimica", "Forniture per Laboratorio"], "es": ["Química",
        "Material de Laboratorio"], "pl": ["Odczynniki", "Chemia Laboratoryjna"],
        "pt": ["Química", "Material de Laboratório"],
    },
    "fleet parts": {
        "en": ["Motor Factors", "Truck Parts", "Fleet Parts"], "de": ["Kfz-Teile",
        "Nutzfahrzeugteile"], "fr": ["Pièces Auto", "Pièces Poids Lourds"],
        "nl": ["Auto-onderdelen",
        "Truckparts"], "it": ["Ricambi Auto", "Ricambi Veicoli Industriali"], "es": ["Recambios",
        "Recambios Industriales"], "pl": ["Części Samochodowe"], "pt": ["Peças Auto"],
    },
    "ceramic tiles": {
        "en": ["Tiles", "Tile Centre", "Ceramics"], "de": ["Fliesen", "Keramik"],
        "fr": ["Carrelage", "Céramiques"], "nl": ["Tegelhandel", "Tegels"],
        "it": ["Ceramiche", "Piastrelle"], "es": ["Cerámicas", "Azulejos"],
        "pl": ["Ceramika", "Płytki"], "pt": ["Cerâmicas", "Azulejos"],
    },
    "insulation and drylining": {
        "en": ["Insulation", "Drylining Supplies", "Interiors"], "de": ["Dämmstoffe",
        "Trockenbau"], "fr": ["Isolation", "Plâtrerie"], "nl": ["Isolatie", "Droogbouw"],
        "it": ["Isolanti", "Cartongesso"], "es": ["Aislamientos", "Placa de Yeso"],
        "pl": ["Izolacje", "Sucha Zabudowa"], "pt": ["Isolamentos", "Gesso Cartonado"],
    },
    "catering and cleaning supplies": {
        "en": ["Catering Supplies", "Hygiene", "Cleaning Supplies"], "de": ["Gastrobedarf",
        "Hygiene"], "fr": ["Hygiène", "Équipement CHR"], "nl": ["Horecagroothandel",
        "Schoonmaakartikelen"], "it": ["Forniture Alberghiere", "Igiene"], "es": ["Hostelería",
        "Higiene Profesional"], "pl": ["Zaopatrzenie Gastronomii", "Chemia Profesjonalna"],
        "pt": ["Higiene Profissional", "Equipamento Hoteleiro"],
    },
    "industrial gases": {
        "en": ["Gases", "Industrial Gases", "Welding Supplies"], "de": ["Technische Gase",
        "Gase"], "fr": ["Gaz Industriels", "Gaz"], "nl": ["Gassen", "Technische Gassen"],
        "it": ["Gas Tecnici", "Gas Industriali"], "es": ["Gases Industriales", "Gases"],
        "pl": ["Gazy Techniczne"], "pt": ["Gases Industriais"],
    },
    "fasteners": {
        "en": ["Fixings", "Fasteners", "Bolt & Nut"], "de": ["Schrauben", "Befestigungstechnik"],
        "fr": ["Visserie", "Fixations"], "nl": ["Bevestigingsmiddelen", "Bouten & Moeren"],
        "it": ["Viteria", "Bulloneria"], "es": ["Tornillería", "Fijaciones"],
        "pl": ["Elementy Złączne", "Śruby"], "pt": ["Parafusaria", "Fixações"],
    },
    "pipes and valves": {
        "en": ["Pipe & Valve", "Flow Control", "Pipeline Supplies"], "de": ["Rohr- und Armaturen",
        "Armaturen"], "fr": ["Robinetterie", "Tubes et Raccords"], "nl": ["Buizen & Appendages",
        "Afsluiters"], "it": ["Valvole", "Tubi e Raccordi"],
        "es": ["Válvulas", "Tubería y Valvulería"],
        "pl": ["Armatura Przemysłowa", "Rury i Zawory"], "pt": ["Válvulas", "Tubos e Acessórios"],
    },
    "architectural ironmongery": {
        "en": ["Ironmongery", "Door Hardware", "Architectural Hardware"], "de": ["Beschläge",
        "Baubeschläge"], "fr": ["Quincaillerie", "Serrurerie"], "nl": ["IJzerwaren",
        "Hang- en Sluitwerk"], "it": ["Ferramenta", "Maniglierie"], "es": ["Ferretería",
        "Herrajes"], "pl": ["Okucia Budowlane", "Artykuły Żelazne"], "pt": ["Ferragens"],
    },
}  # fmt: skip

# Item lines per trade: (code, description, unit); extra lines a trade prints under an item.
ITEMS: dict[str, list[tuple[str, str, str]]] = {
    "electrical wholesale": [
        ("TWIN25-100", "2.5mm² T&E cable grey 100m", "roll"),
        ("MCB-B16", "MCB 16A type B 6kA", "ea"),
        ("RCBO-B32", "RCBO 32A 30mA type A", "ea"),
        ("LEDPNL-600", "LED panel 600x600 36W 4000K", "ea"),
        ("SWA3C4", "SWA 3 core 4mm² cut length", "m"),
        ("CT25-3", "Conduit 25mm PVC 3m", "len"),
        ("GL20S-BR", "Cable gland 20S brass", "ea"),
        ("CU12W", "Consumer unit 12 way metal", "ea"),
    ],
    "paint and coatings": [
        ("EMW-10", "Vinyl matt emulsion brilliant white 10L", "tin"),
        ("SGB-M25", "Satinwood tint base medium 2.5L", "tin"),
        ("ARP-5", "Alkali resisting primer 5L", "tin"),
        ("PU2K-7016", "2K PU topcoat RAL 7016 anthracite 4kg kit", "kit"),
        ("THN-05", "Thinners No.5 5L", "can"),
        ("RS-9M", "Roller sleeve 9in medium pile", "ea"),
        ("MSK-48", "Masking tape 48mm x 50m", "roll"),
    ],
    "PPE and workwear": [
        ("HVV-C2-XL", "Hi-vis vest EN ISO 20471 cl.2 yellow XL", "ea"),
        ("BT-S3-43", "Safety boot S3 SRC size 43", "pr"),
        ("GLC-N-9", "Cut level C nitrile glove size 9", "pr"),
        ("FFP3V-10", "FFP3 valved mask box of 10", "box"),
        ("HLM-397-W", "Safety helmet EN 397 white", "ea"),
        ("EP-200", "Ear plugs dispenser 200 pairs", "ea"),
        ("CVL-56-L", "Disposable coverall type 5/6 L", "ea"),
    ],
    "lab chemicals": [
        ("ACE-AR-2.5", "Acetone AR 2.5L UN1090 cl.3 PG II", "btl"),
        ("HCL37-1", "Hydrochloric acid 37% 1L UN1789 cl.8 PG II", "btl"),
        ("NAOH-P-1K", "Sodium hydroxide pellets 1kg UN1823 cl.8 PG II", "jar"),
        ("ETOH96-5", "Ethanol 96% 5L UN1170 cl.3 PG II", "can"),
        ("TIP1000-R", "Pipette tips 1000µl rack of 96", "pk"),
        ("NGL-M-100", "Nitrile gloves M box of 100", "box"),
        ("BUF-PH7", "Buffer solution pH 7.00 500ml", "btl"),
    ],
    "fleet parts": [
        ("BP-F234", "Brake pad set front axle", "set"),
        ("OIL5W30-20", "Engine oil 5W-30 C3 20L", "drum"),
        ("OF-W712", "Oil filter W712/95", "ea"),
        ("WB-650", "Wiper blade 650mm", "ea"),
        ("BAT-110", "Battery 12V 110Ah type 096", "ea"),
        ("ADB-10", "AdBlue 10L with spout", "can"),
        ("H7-5512", "Bulb H7 12V 55W", "ea"),
    ],
    "ceramic tiles": [
        ("PG6060-GRM", "Porcelain tile 600x600 grey matt R10", "m²"),
        ("WT2550-WG", "Ceramic wall tile 250x500 white gloss", "m²"),
        ("ADH-C2TE20", "Tile adhesive C2TE S1 20kg", "bag"),
        ("GR-CG2-SG5", "Grout CG2WA silver grey 5kg", "bag"),
        ("TR-AL10", "Aluminium trim 10mm 2.5m", "len"),
        ("MOS-HEX", "Hexagon mosaic sheet 300x300", "sht"),
    ],
    "insulation and drylining": [
        ("PIR100-1224", "PIR board 100mm 1200x2400", "brd"),
        ("MW100-83", "Mineral wool roll 100mm 8.3m²", "roll"),
        ("PB125-TE", "Plasterboard 12.5mm 1200x2400 TE", "brd"),
        ("CS70-30", "Metal C stud 70mm 3.0m", "len"),
        ("JC-25", "Jointing compound 25kg", "bag"),
        ("DWS3535", "Drywall screws 3.5x35 box 1000", "box"),
    ],
    "catering and cleaning supplies": [
        ("BL-TH-5", "Thick bleach 5L case of 2", "cs"),
        ("DW-LQ-5", "Dishwash detergent 5L", "can"),
        ("CF-BL-6", "Centrefeed roll blue 2ply case of 6", "cs"),
        ("VG-PF-L", "Vinyl gloves L powder free", "box"),
        ("RS-90-BK", "Refuse sacks black 90L", "roll"),
        ("FS-750", "Food-safe sanitiser spray 750ml", "ea"),
        ("FL-450", "Catering foil 450mm x 75m", "roll"),
    ],
    "industrial gases": [
        ("AR-50L", "Argon 50L 200 bar", "cyl"),
        ("O2-W", "Oxygen size W", "cyl"),
        ("C2H2-G", "Acetylene size G UN1001 2.1", "cyl"),
        ("CO2-VK", "CO2 beverage grade VK", "cyl"),
        ("C3H8-47", "Propane 47kg UN1965 2.1", "cyl"),
        ("ARC5-50", "Argon/CO2 5% mix 50L", "cyl"),
    ],
    "fasteners": [
        ("HB1260-88Z", "Hex bolt M12x60 8.8 zinc box 50", "box"),
        ("HN12-8", "Hex nut M12 grade 8 box 100", "box"),
        ("FW12-A", "Flat washer M12 form A box 200", "box"),
        ("TBA1095", "Through bolt anchor M10x95 box 50", "box"),
        ("WS550-TX", "Wood screw 5x50 TX25 box 200", "box"),
        ("BR4812", "Blind rivet 4.8x12 box 500", "box"),
        ("TR10-1M", "Threaded rod M10 x 1m zinc", "len"),
    ],
    "pipes and valves": [
        ("BV50-PN16", "Ball valve DN50 PN16 flanged", "ea"),
        ("GV80-PN16", "Gate valve DN80 PN16", "ea"),
        ("PE63-11-6", "PE100 pipe 63mm SDR11 6m", "len"),
        ("EL90-2G", "Elbow 90° 2in BSP galvanised", "ea"),
        ("FL100-SO", "Slip-on flange DN100", "ea"),
        ("GK50-EP", "Gasket DN50 EPDM", "ea"),
        ("CU22-3", "Copper tube 22mm x 3m", "len"),
    ],
    "architectural ironmongery": [
        ("HG102-SS13", "Butt hinge 102x76 stainless grade 13", "pr"),
        ("LH-ROSE-SSS", "Lever handle on rose satin stainless", "pr"),
        ("DC-EN24", "Overhead door closer EN 2-4", "ea"),
        ("SL60-BS", "Sashlock 60mm backset", "ea"),
        ("KP760", "Kick plate 760x150", "ea"),
        ("PH300", "Pull handle 300mm back to back", "pr"),
        ("EC3535", "Euro cylinder 35/35 keyed alike", "ea"),
    ],
}

CUSTOMERS = {
    "en-gb": ["Marlow Construction Ltd", "Northgate Facilities Management", "Redbrook Homes Ltd",
              "St Aldhelm's Academy Trust", "Halden Engineering Ltd", "Wyvern Fleet Services"],
    "en-us": ["Ridgeline Builders Inc.", "Tri-County School District", "Mercy Valley Hospital",
              "Atlas Mechanical Contractors", "Lone Pine Transit Authority"],
    "en-ie": ["Corrigan Building Contractors", "Galway University Hospital Facilities",
              "Dunmore Engineering Ltd", "Kilbride Developments"],
    "en-au": ["Westbuild Constructions Pty Ltd", "Metro Rail Maintenance", "Bayside Aged Care",
              "Outback Mining Services"],
    "de": ["Baugesellschaft Hanse mbH", "Klinikum Nordstadt", "Stadtwerke Lindau",
           "Meyer Industriebau GmbH", "Universität Kassel Zentrallager"],
    "fr": ["Bâtiments du Littoral", "CHU de Rennes Magasin Central", "Lycée Jean Moulin",
           "Société Bretonne de Travaux"],
    "nl": ["Bouwbedrijf Hendriks", "Gemeente Amersfoort", "Ziekenhuis Rivierenland",
           "Installatiebedrijf Kuipers"],
    "it": ["Costruzioni Moretti", "Ospedale San Luca", "Comune di Treviso Magazzino",
           "Officine Meccaniche Rossi"],
    "es": ["Construcciones Aranda", "Hospital del Mar Almacén", "Ayuntamiento de Getafe",
           "Talleres Mecánicos Ortega"],
    "pl": ["Budimex Oddział Kraków", "Szpital Wojewódzki", "Przedsiębiorstwo Budowlane Lech"],
    "pt": ["Construções Pereira", "Hospital de Santo António", "Câmara Municipal de Braga"],
}  # fmt: skip

STREETS = {
    "en": ["Station Road", "Mill Lane", "Enterprise Way", "Harbour Road", "Kingsway",
           "Old Dock Street", "Unit 4 Meadow Park"],
    "us": ["1200 Industrial Pkwy", "455 W Commerce St", "88 Route 9", "2100 Airport Blvd"],
    "de": ["Industriestraße", "Hafenweg", "Gewerbepark Süd", "Am Bahnhof", "Lindenallee"],
    "fr": ["rue de l'Industrie", "ZI des Landes", "avenue Jean Jaurès", "chemin du Port"],
    "nl": ["Industrieweg", "Havenstraat", "Kanaaldijk", "Bedrijvenpark Noord"],
    "it": ["Via dell'Industria", "Zona Industriale", "Via Roma", "Viale Europa"],
    "es": ["Polígono Industrial", "Calle Mayor", "Avenida de la Constitución", "Carretera N-II"],
    "pl": ["ul. Przemysłowa", "ul. Składowa", "ul. Fabryczna"],
    "pt": ["Rua da Indústria", "Zona Industrial", "Avenida da Liberdade"],
}  # fmt: skip
CITIES = {
    "en-gb": ["Leeds LS11 5QA", "Derby DE24 8UP", "Bristol BS2 0YA", "Stoke ST4 2RW"],
    "en-us": ["Columbus, OH 43219", "Allentown, PA 18109", "Fresno, CA 93725"],
    "en-ie": ["Cork T12 X2F4", "Limerick V94 K2E1", "Athlone N37 H6P0"],
    "en-au": ["Dandenong VIC 3175", "Wetherill Park NSW 2164", "Welshpool WA 6106"],
    "de": ["28197 Bremen", "90431 Nürnberg", "34123 Kassel", "87437 Kempten"],
    "fr": ["35000 Rennes", "69007 Lyon", "31200 Toulouse", "44300 Nantes"],
    "nl": ["3821 AE Amersfoort", "5048 AB Tilburg", "7521 PR Enschede"],
    "it": ["31100 Treviso", "20157 Milano", "35127 Padova", "40138 Bologna"],
    "es": ["28906 Getafe", "46014 Valencia", "50014 Zaragoza", "39011 Santander"],
    "pl": ["30-716 Kraków", "00-867 Warszawa", "80-298 Gdańsk"],
    "pt": ["4700-068 Braga", "4100-320 Porto", "2790-045 Carnaxide"],
}  # fmt: skip

CARRIERS = {
    "en-gb": ["Palletways", "DPD Local", "XPO Logistics", "Own vehicle", "Pallet-Track"],
    "en-us": ["UPS Freight", "Estes Express Lines", "R+L Carriers", "Will Call", "Our Truck"],
    "en-ie": ["Nationwide Pallets", "DPD Ireland", "Own van"],
    "en-au": ["StarTrack", "Toll IPEC", "Own truck", "Mainfreight"],
    "de": ["DB Schenker", "Dachser", "Hellmann", "eigener LKW", "Spedition Kübler"],
    "fr": ["Geodis", "Heppner", "Kuehne + Nagel", "nos soins", "DB Schenker France"],
    "nl": ["PostNL Pakketten", "Van den Heuvel Transport", "DHL Freight", "eigen vervoer"],
    "it": ["BRT", "GLS Italy", "Arcese", "mittente", "destinatario"],
    "es": ["SEUR", "MRW", "Transportes Ochoa", "medios propios"],
    "pl": ["Raben Logistics", "DPD Polska", "Pekaes", "transport własny"],
    "pt": ["CTT Expresso", "Patinter", "viatura própria"],
}  # fmt: skip

DRIVERS = ["J. Whitfield", "M. Kowalski", "A. Brunner", "S. Dubois", "P. Jansen", "R. Esposito",
           "L. García", "T. Nguyen", "K. O'Neill", "D. Costa"]  # fmt: skip


def pick(rng: random.Random, table: dict[str, list[str]], lang: str) -> str:
    """A variant of a label table for a language code (US English first looks up "us")."""
    if lang == "en-us" and "us" in table:
        return rng.choice(table["us"])
    if lang in table:
        return rng.choice(table[lang])
    return rng.choice(table[BASE[lang]])


def tax_id(rng: random.Random, lang: str) -> str:
    """A VAT / company-number shaped id for a supplier of ``lang``'s country."""

    def d(n: int) -> str:
        return "".join(str(rng.randrange(10)) for _ in range(n))

    if lang == "en-gb":
        return f"GB {d(3)} {d(4)} {d(2)}"
    if lang == "en-us":
        return f"{d(2)}-{d(7)}"
    if lang == "en-ie":
        return f"IE{d(7)}{rng.choice('ABCDEFHKLMNPRTW')}"
    if lang == "en-au":
        return f"ABN {d(2)} {d(3)} {d(3)} {d(3)}"
    if lang == "de":
        return f"DE{d(9)}"
    if lang == "fr":
        return f"FR{d(2)} {d(9)}"
    if lang == "nl":
        return f"NL{d(9)}B0{rng.randrange(1, 4)}"
    if lang == "it":
        return f"IT{d(11)}"
    if lang == "es":
        return f"ES{rng.choice('ABW')}{d(8)}"
    if lang == "pl":
        return f"PL{d(10)}"
    return f"PT{d(9)}"


def pick_list(table: dict[str, list[str]], lang: str) -> list[str]:
    """A whole list entry of a label table (column heads) for a language code."""
    if lang == "en-us" and "us" in table:
        return list(table["us"])
    return list(table.get(lang) or table[BASE[lang]])
