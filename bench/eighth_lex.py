"""Words of the eighth held-out generator (bench/gen_eighth.py): captions, names, goods.

Invented for this generator from what freight papers, trade-counter slips, web-shop packing
slips, faxed notes, nurseries and laboratory suppliers print; every company, person and
place here is made up.
"""

from __future__ import annotations

LANGS = ("en", "de", "fr", "it", "es", "nl")

# fmt: off
# Per caption: en, de, fr, it, es, nl.
_CAPTIONS: dict[str, tuple[str, str, str, str, str, str]] = {
    "dn": ("Delivery note", "Lieferschein", "Bon de livraison", "Documento di trasporto",
           "Albarán", "Pakbon"),
    "no": ("No.", "Nr.", "N°", "N.", "Nº", "Nr."),
    "date": ("Date", "Datum", "Date", "Data", "Fecha", "Datum"),
    "po": ("Your order", "Ihre Bestellung", "Votre commande", "Vs. ordine", "Su pedido",
           "Uw bestelling"),
    "po2": ("Customer PO", "Bestellnr. Kunde", "Réf. commande client", "Rif. ordine cliente",
            "Pedido cliente", "Inkoopordernr."),
    "cust": ("Customer no.", "Kunden-Nr.", "N° client", "Cod. cliente", "N.º cliente",
             "Klantnr."),
    "site": ("Site", "Baustelle", "Chantier", "Cantiere", "Obra", "Project"),
    "job": ("Job no.", "Kommission", "Affaire", "Commessa", "Obra n.º", "Projectnr."),
    "page": ("Page", "Seite", "Page", "Pagina", "Página", "Pagina"),
    "of": ("of", "von", "sur", "di", "de", "van"),
    "cont": ("continued", "Fortsetzung", "suite", "segue", "continuación", "vervolg"),
    "qty": ("Qty", "Menge", "Qté", "Q.tà", "Cant.", "Aantal"),
    "desc": ("Description", "Bezeichnung", "Désignation", "Descrizione", "Descripción",
             "Omschrijving"),
    "item": ("Item", "Art.-Nr.", "Réf.", "Codice", "Ref.", "Artikelnr."),
    "sender": ("Sender", "Absender", "Expéditeur", "Mittente", "Remitente", "Afzender"),
    "consignee": ("Consignee", "Empfänger", "Destinataire", "Destinatario", "Destinatario",
                  "Geadresseerde"),
    "carrier": ("Carrier", "Frachtführer", "Transporteur", "Vettore", "Porteador",
                "Vervoerder"),
    "taking": ("Place and date of taking over the goods", "Ort und Tag der Übernahme des Gutes",
               "Lieu et date de la prise en charge", "Luogo e data della presa in carico",
               "Lugar y fecha de carga", "Plaats en datum van inontvangstneming"),
    "place": ("Place of delivery", "Auslieferungsort", "Lieu prévu pour la livraison",
              "Luogo previsto per la consegna", "Lugar de entrega", "Plaats van aflevering"),
    "docs": ("Documents attached", "Beigefügte Dokumente", "Documents annexés",
             "Documenti allegati", "Documentos anexos", "Bijgevoegde documenten"),
    "instr": ("Sender's instructions", "Anweisungen des Absenders",
              "Instructions de l'expéditeur", "Istruzioni del mittente",
              "Instrucciones del remitente", "Instructies van de afzender"),
    "established": ("Established in", "Ausgefertigt in", "Établie à", "Compilata a",
                    "Formalizado en", "Opgemaakt te"),
    "on": ("on", "am", "le", "il", "el", "op"),
    "received": ("Goods received", "Ware erhalten", "Marchandises reçues", "Merce ricevuta",
                 "Mercancía recibida", "Goederen ontvangen"),
    "delivered": ("Delivered", "Zugestellt", "Livré le", "Consegnato", "Entregado",
                  "Afgeleverd"),
    "collected": ("Collected", "Abgeholt", "Enlevé le", "Ritirato", "Recogido", "Opgehaald"),
    "shipdate": ("Ship date", "Versanddatum", "Date d'expédition", "Data spedizione",
                 "Fecha de envío", "Verzenddatum"),
    "orderdate": ("Order date", "Bestelldatum", "Date de commande", "Data ordine",
                  "Fecha de pedido", "Besteldatum"),
    "printed": ("Printed", "Gedruckt", "Imprimé le", "Stampato", "Impreso", "Afgedrukt"),
    "order": ("Order", "Bestellung", "Commande", "Ordine", "Pedido", "Bestelling"),
    "follows": ("Invoice to follow by e-mail", "Rechnung folgt per E-Mail",
                "Facture suivra par e-mail", "Fattura a seguire via e-mail",
                "La factura se enviará por correo", "Factuur volgt per e-mail"),
    "tracking": ("Tracking no.", "Sendungsnr.", "N° de suivi", "N. tracking",
                 "N.º seguimiento", "Track & trace"),
    "ref": ("Reference", "Referenz", "Référence", "Riferimento", "Referencia", "Referentie"),
    "sign": ("Signature", "Unterschrift", "Signature", "Firma", "Firma", "Handtekening"),
    "pallets": ("Pallets", "Paletten", "Palettes", "Bancali", "Palés", "Pallets"),
    "weight": ("Gross weight kg", "Bruttogewicht kg", "Poids brut kg", "Peso lordo kg",
               "Peso bruto kg", "Brutogewicht kg"),
    "vat": ("VAT No.", "USt-IdNr.", "N° TVA", "P.IVA", "CIF", "btw-nr."),
    "thanks": ("Thank you for your order", "Vielen Dank für Ihre Bestellung",
               "Merci pour votre commande", "Grazie per l'ordine", "Gracias por su pedido",
               "Bedankt voor uw bestelling"),
    "driver": ("Driver", "Fahrer", "Chauffeur", "Autista", "Conductor", "Chauffeur"),
    "vehicle": ("Vehicle", "Kennzeichen", "Immatriculation", "Targa", "Matrícula", "Kenteken"),
    "pod": ("Proof of delivery", "Zustellnachweis", "Preuve de livraison", "Prova di consegna",
            "Prueba de entrega", "Afleverbewijs"),
    "receipt": ("Delivery receipt", "Empfangsbestätigung", "Récépissé de livraison",
                "Ricevuta di consegna", "Recibo de entrega", "Ontvangstbewijs"),
    "bl": ("Bill of lading", "Frachtbrief", "Lettre de voiture", "Polizza di carico",
           "Conocimiento de embarque", "Vrachtbrief"),
    "shipper_ref": ("Shipper's ref.", "Referenz Versender", "Réf. expéditeur", "Rif. mittente",
                    "Ref. expedidor", "Ref. verlader"),
    "packing": ("Packing slip", "Packzettel", "Bordereau de colisage", "Distinta colli",
                "Lista de empaque", "Paklijst"),
    "lot": ("LOT", "Charge", "Lot", "Lotto", "Lote", "Partij"),
    "exp": ("EXP", "Verfall", "Exp.", "Scad.", "Cad.", "Exp."),
    "passport": ("Plant passport", "Pflanzenpass", "Passeport phytosanitaire",
                 "Passaporto delle piante", "Pasaporte fitosanitario", "Plantenpaspoort"),
    "account": ("Account", "Konto", "Compte", "Conto", "Cuenta", "Rekening"),
    "served": ("Served by", "Bedient von", "Servi par", "Operatore", "Atendido por",
               "Geholpen door"),
    "from": ("From", "Von", "De", "Da", "De", "Van"),
    "to": ("To", "An", "À", "A", "Para", "Aan"),
    "subject": ("Subject", "Betreff", "Objet", "Oggetto", "Asunto", "Onderwerp"),
    "sent": ("Sent", "Gesendet", "Envoyé", "Inviato", "Enviado", "Verzonden"),
    "sales": ("Sales order", "Auftrag", "Commande interne", "Ordine interno", "Pedido interno",
              "Verkooporder"),
    "pick": ("Pick list", "Kommissionierliste", "Liste de préparation", "Lista di prelievo",
             "Lista de picking", "Picklijst"),
    "ship_to": ("Ship to", "Lieferadresse", "Livrer à", "Destinazione", "Enviar a",
                "Afleveradres"),
    "bill_to": ("Bill to", "Rechnungsadresse", "Facturer à", "Fatturare a", "Facturar a",
                "Factuuradres"),
    "total": ("Total", "Summe", "Total", "Totale", "Total", "Totaal"),
    "issued": ("Place and date of issue", "Ort und Datum der Ausstellung",
               "Lieu et date d'émission", "Luogo e data di emissione",
               "Lugar y fecha de emisión", "Plaats en datum van afgifte"),
    "pieces": ("pcs", "Stk", "pcs", "pz", "uds", "st"),
}

CAPTIONS: dict[str, dict[str, str]] = {
    lang: {key: words[i] for key, words in _CAPTIONS.items()} for i, lang in enumerate(LANGS)
}

MONTHS: dict[str, tuple[str, ...]] = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "de": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"),
}

FAMILIES: dict[str, tuple[str, ...]] = {
    "en": ("Hollin", "Ashcombe", "Greyfield", "Redfern", "Tillmoor", "Brackley", "Onslow",
           "Penhallow"),
    "de": ("Kessler", "Brandauer", "Wittkamp", "Obermaier", "Hafner", "Rothkegel", "Sauerbrey",
           "Lindhorst"),
    "fr": ("Durandal", "Lemarchal", "Courtois", "Vaillancourt", "Peyrolle", "Montferrand",
           "Brissac", "Lauzier"),
    "it": ("Bonfiglio", "Castellaro", "Ferrandi", "Lucchesi", "Morandini", "Pellizzari",
           "Zanardo", "Tomasella"),
    "es": ("Arrieta", "Bermejo", "Cabanillas", "Echevarne", "Olmedilla", "Sarasola",
           "Villacorta", "Irazabal"),
    "nl": ("Van Dorsten", "Kuijpers", "Brakel", "Hoogeveen", "Ter Horst", "Wildeboer",
           "Verhoef", "Dijkgraaf"),
}

# Per trade: the firm's name around a family name, in each language.
TRADES: dict[str, tuple[str, str, str, str, str, str]] = {
    "building": ("{n} Building Supplies", "{n} Baustoffe", "{n} Matériaux", "{n} Edilizia",
                 "Materiales {n}", "{n} Bouwmaterialen"),
    "nursery": ("{n} Nurseries", "Baumschule {n}", "Pépinières {n}", "Vivai {n}",
                "Viveros {n}", "Kwekerij {n}"),
    "turf": ("{n} Turf & Topsoil", "{n} Rollrasen", "{n} Gazon et Terre", "{n} Tappeti Erbosi",
             "Césped {n}", "{n} Graszoden"),
    "lab": ("{n} Scientific", "{n} Laborbedarf", "{n} Laboratoire", "{n} Forniture Laboratorio",
            "{n} Material de Laboratorio", "{n} Laboratoriumartikelen"),
    "medical": ("{n} Medical Supplies", "{n} Medizintechnik", "{n} Médical", "{n} Sanitaria",
                "Suministros Médicos {n}", "{n} Medische Hulpmiddelen"),
    "plumbing": ("{n} Plumbing & Heating", "{n} Haustechnik", "{n} Sanitaire Chauffage",
                 "{n} Termoidraulica", "Fontanería {n}", "{n} Installatietechniek"),
    "electrical": ("{n} Electrical Wholesale", "{n} Elektrogroßhandel", "{n} Électricité",
                   "{n} Materiale Elettrico", "Electricidad {n}", "{n} Elektrotechniek"),
    "tools": ("{n} Tools Direct", "{n} Werkzeuge", "{n} Outillage", "{n} Utensileria",
              "Herramientas {n}", "{n} Gereedschap"),
    "ppe": ("{n} Safety", "{n} Arbeitsschutz", "{n} Protection", "{n} Antinfortunistica",
            "{n} Seguridad Laboral", "{n} Werkkleding"),
}

LEGAL = {"en": "Ltd", "de": "GmbH", "fr": "SAS", "it": "S.r.l.", "es": "S.L.", "nl": "B.V."}
BRAND_TAIL = ("Direct", "Pro", "Online", "24", "Express", "Trade")
TAX_PREFIX = {"en": "GB", "de": "DE", "fr": "FR", "it": "IT", "es": "ESB", "nl": "NL"}

CITIES: dict[str, tuple[str, ...]] = {
    "en": ("Wexbridge", "Hallowford", "Kirkham Vale", "Stanmore Cross"),
    "de": ("Bad Arnsfeld", "Lindenau", "Oberkirchheim", "Wolfstedt"),
    "fr": ("Saint-Aurèle", "Villeneuve-les-Prés", "Montbrison-sur-Loue", "Carvillac"),
    "it": ("Castelnovo Alto", "San Ferraro", "Rivalta Nuova", "Borgomarino"),
    "es": ("Villarejo del Campo", "San Lorién", "Torrealba", "Puebla de Arcos"),
    "nl": ("Oosterweide", "Dommelrode", "Hazelbroek", "Nieuw-Vlieland"),
}
STREETS = {"en": "{k} Mill Lane", "de": "Am Hafen {k}", "fr": "{k} rue des Tanneurs",
           "it": "Via dei Mulini {k}", "es": "Calle Mayor {k}", "nl": "Havenweg {k}"}

BUYERS: dict[str, tuple[str, ...]] = {
    "en": ("Harwood Construction Ltd", "Calder & Finch Contractors Ltd"),
    "de": ("Hartmann Bau GmbH", "Steinbrecher Hochbau GmbH"),
    "fr": ("Bâtiments Roussel SA", "Entreprise Malaterre SARL"),
    "it": ("Costruzioni Vettori S.p.A.", "Impresa Galassi S.r.l."),
    "es": ("Construcciones Urquiza S.A.", "Obras Llorente S.L."),
    "nl": ("Bouwbedrijf Kampstra B.V.", "Aannemer De Wit B.V."),
}
SITES: dict[str, tuple[str, ...]] = {
    "en": ("Riverside Primary School", "Plot 14 Meadow Rise", "Northgate Health Centre"),
    "de": ("Kita Sonnenhügel", "Wohnpark Am Hang BA2", "Klinikum Nord Haus C"),
    "fr": ("Collège Jean Ferrat", "Résidence Les Tilleuls", "Maison de santé du Port"),
    "it": ("Scuola Via Roma", "Residenza I Pioppi", "Poliambulatorio Est"),
    "es": ("Colegio Los Almendros", "Residencial El Prado", "Centro de Salud Norte"),
    "nl": ("Basisschool De Linde", "Woonzorg Het Anker", "Sporthal Oost"),
}
CARRIERS: dict[str, tuple[str, ...]] = {
    "en": ("Northway Haulage Ltd", "Palletline Express Ltd"),
    "de": ("Spedition Grauwald GmbH", "Palettenblitz Logistik GmbH"),
    "fr": ("Transports Rivaud SA", "Palette Express France SAS"),
    "it": ("Autotrasporti Brenta S.r.l.", "Bancale Veloce S.r.l."),
    "es": ("Transportes Lizarra S.A.", "Palet Rápido S.L."),
    "nl": ("Vrachtservice Dommel B.V.", "PalletNet Benelux B.V."),
}
PARCEL = ("SwiftParcel", "ParcelRoute", "KurierBlitz", "ColisVite", "PaccoLampo", "PakketSnel")
FORWARDERS: dict[str, tuple[str, ...]] = {
    "en": ("Brookvale Facilities Ltd", "Harwood Construction Head Office"),
    "de": ("Bauleitung Hartmann Zentrale", "Kanzlei Wendt & Partner"),
    "fr": ("Roussel Siège Social", "Cabinet Aubry Architectes"),
    "it": ("Ufficio Tecnico Vettori", "Studio Ing. Marconcini"),
    "es": ("Oficina Técnica Urquiza", "Estudio Arquitectura Pedrosa"),
    "nl": ("Hoofdkantoor Kampstra", "Bureau Van Rijckevorsel"),
}
PEOPLE = ("J. Morton", "K. Weiß", "A. Lefèvre", "G. Rinaldi", "M. Ortega", "P. de Vries",
          "S. Okafor", "L. Brandt")

GOODS: dict[str, tuple[str, ...]] = {
    "building": ("Cement CEM II 25kg", "Sharp sand bulk bag", "Concrete block 100mm",
                 "Gypsum plaster 25kg", "Timber 47x100 C24 4.8m", "Damp proof course 30m"),
    "nursery": ("Acer campestre 10-12cm RB", "Carpinus betulus 60-80 C3", "Lavandula ang. P9",
                "Taxus baccata 80-100 RB", "Prunus lusitanica C10", "Betula pendula 12-14 WRB"),
    "turf": ("Turf rolls premium 1m2", "Topsoil screened m3", "Bark mulch 10-40mm m3",
             "Composted soil improver m3", "Grass seed amenity 20kg", "Play bark bulk bag"),
    "lab": ("Nitrile gloves M box/100", "Pipette tips 200ul rack", "Beaker 250ml borosilicate",
            "pH buffer 7.00 500ml", "Sample bags 1l sterile", "Cool box 24l"),
    "medical": ("Sterile dressing No.3", "Burn gel 3.5g sachet", "Eyewash 500ml",
                "Triangular bandage", "Foil blanket", "Plasters assorted box/100"),
    "plumbing": ("Copper tube 15mm 3m", "Push-fit elbow 22mm", "Isolating valve 15mm",
                 "PTFE tape 12m", "Radiator 600x1000 K2", "Waste trap 40mm"),
    "electrical": ("Cable 2.5mm T&E 100m", "Back box 35mm 1G", "MCB 32A type B",
                   "LED panel 600x600", "Cable ties 300mm", "Socket 2G switched"),
    "tools": ("SDS drill bit 10x160", "Cutting disc 115mm", "Tape measure 8m",
              "Spirit level 1200mm", "Trowel 11in", "Screws 5x70 box/200"),
    "ppe": ("Hard hat white", "Hi-vis vest L", "Safety boots S3 size 43",
            "Ear defenders SNR 30", "Dust mask FFP3 box/10", "Safety glasses clear"),
}
# fmt: on
