"""Words of ``bench/gen_eleventh.py``: labels, titles and goods in six languages, and the
invented names its firms are made of. Nothing here is a real firm, person or number."""

from __future__ import annotations

LANGS = ("en", "de", "fr", "it", "es", "nl")

_KEYS = (
    "dn", "weigh", "concrete", "waste", "fuel", "bulk", "ret", "scaf", "cmr",
    "no", "ticket_no", "abbr_no", "date", "abbr_date", "po", "abbr_po", "po_none", "our_ref",
    "customer_no", "contract", "page", "of", "cont", "vehicle", "trailer", "driver",
    "haulier", "shipper", "consignee", "gross", "tare", "net", "time_in", "time_out",
    "product", "qty", "seal", "meter_start", "meter_end", "site", "vat", "customer",
    "received", "partner", "trading", "attached", "taking_over", "established", "on",
    "consignment", "skip", "ewc", "permit", "hours", "hire_start", "collected", "printed",
    "order_date", "load", "batch", "arrive", "water", "total", "descr", "supplied_by",
    "stored_tare", "compartment", "done_at", "goods",
)  # fmt: skip

# fmt: off
_ROWS = {
    "en": (
        "Delivery Note", "Weighbridge Ticket", "Concrete Delivery Ticket", "Waste Transfer Note",
        "Fuel Delivery Ticket", "Bulk Delivery Note", "Off-Hire Return Note",
        "Scaffold Return Note", "Consignment Note", "Delivery note no.", "Ticket no.", "no",
        "Date", "dt", "Your order no.", "yr ref", "by phone", "Our ref", "Customer no.",
        "Contract no.", "Page", "of", "continued", "Vehicle reg.", "Trailer", "Driver",
        "Haulier", "Sender", "Consignee", "Gross", "Tare", "Net", "Time in", "Time out",
        "Product", "Quantity", "Seal no.", "Meter start", "Meter end", "Delivery site",
        "VAT No.", "Customer", "Received in good condition", "in partnership with",
        "{brand} is a trading name of {legal}", "Documents attached",
        "Place and date of taking over the goods", "Established in", "on", "Consignment no.",
        "Skip size", "EWC code", "Permit no.", "Hour meter", "On hire", "Collected",
        "Printed", "Order date", "Load", "Batch time", "Arrived site", "Water added", "Total",
        "Description", "Goods supplied by", "Stored tare", "Compartment", "Signed at", "Goods",
    ),
    "de": (
        "Lieferschein", "Wiegeschein", "Betonlieferschein", "Übernahmeschein Abfall",
        "Tankschein", "Lieferschein Schüttgut", "Rücklieferschein Mietgerät",
        "Rücklieferschein Gerüst", "Frachtbrief", "Lieferschein-Nr.", "Wiegeschein-Nr.", "nr",
        "Datum", "dat.", "Ihre Bestellung", "ihr zeichen", "telefonisch", "Unser Zeichen",
        "Kunden-Nr.", "Vertrag Nr.", "Seite", "von", "Fortsetzung", "Kennzeichen",
        "Anhänger", "Fahrer", "Frachtführer", "Absender", "Empfänger", "Brutto", "Tara",
        "Netto", "Einfahrt", "Ausfahrt", "Material", "Menge", "Plombe Nr.",
        "Zählerstand Beginn", "Zählerstand Ende", "Baustelle", "USt-IdNr.", "Kunde",
        "Ware vollständig erhalten", "in Partnerschaft mit", "{brand} ist eine Marke der {legal}",
        "Beigefügte Dokumente", "Ort und Tag der Übernahme des Gutes", "Ausgefertigt in",
        "am", "Sendungs-Nr.", "Containergröße", "AVV-Schlüssel", "Genehmigung Nr.",
        "Betriebsstunden", "Mietbeginn", "Abgeholt", "Gedruckt", "Bestelldatum", "Ladung",
        "Mischzeit", "Ankunft Baustelle", "Wasserzugabe", "Summe", "Bezeichnung", "Lieferant",
        "Gespeicherte Tara", "Kammer", "Unterschrieben in", "Ware",
    ),
    "fr": (
        "Bon de livraison", "Ticket de pesée", "Bon de livraison béton",
        "Bordereau de suivi de déchets", "Bon de livraison carburant", "Bon de livraison vrac",
        "Bon de retour matériel", "Bon de retour échafaudage", "Lettre de voiture", "N° BL",
        "N° ticket", "n°", "Date", "dt", "Votre commande", "v/réf.", "par téléphone",
        "Notre réf.", "N° client", "Contrat n°", "Page", "sur", "suite", "Immatriculation",
        "Remorque", "Chauffeur", "Transporteur", "Expéditeur", "Destinataire", "Brut", "Tare",
        "Net", "Entrée", "Sortie", "Produit", "Quantité", "Scellé n°", "Compteur début",
        "Compteur fin", "Chantier", "N° TVA", "Client", "Reçu en bon état",
        "en partenariat avec", "{brand} est une marque de {legal}", "Documents annexés",
        "Lieu et date de prise en charge", "Établie à", "le", "N° d'expédition",
        "Taille benne", "Code déchet", "Autorisation n°", "Compteur horaire",
        "Début location", "Enlevé le", "Imprimé le", "Date commande", "Charge",
        "Heure de malaxage", "Arrivée chantier", "Eau ajoutée", "Total", "Désignation",
        "Fournisseur", "Tare enregistrée", "Compartiment", "Fait à", "Marchandise",
    ),
    "it": (
        "Documento di trasporto", "Scontrino di pesata", "Bolla calcestruzzo",
        "Formulario rifiuti", "Bolla consegna carburante", "Bolla merce sfusa",
        "Bolla di reso noleggio", "Bolla di reso ponteggio", "Lettera di vettura", "DDT n.",
        "Scontrino n.", "n.", "Data", "dt", "Vs. ordine", "rif.", "telefonico", "Ns. rif.",
        "Cod. cliente", "Contratto n.", "Pagina", "di", "segue", "Targa", "Rimorchio",
        "Autista", "Vettore", "Mittente", "Destinatario", "Lordo", "Tara", "Netto", "Entrata",
        "Uscita", "Prodotto", "Quantità", "Sigillo n.", "Contatore inizio", "Contatore fine",
        "Cantiere", "P.IVA", "Cliente", "Ricevuto in buono stato", "in collaborazione con",
        "{brand} è un marchio di {legal}", "Documenti allegati",
        "Luogo e data di presa in carico", "Compilata a", "il", "N. spedizione",
        "Cassone", "Codice CER", "Autorizzazione n.", "Contaore", "Inizio noleggio",
        "Ritirato il", "Stampato il", "Data ordine", "Carico", "Ora di carico", "Arrivo",
        "Acqua aggiunta", "Totale", "Descrizione", "Fornitore", "Tara memorizzata", "Scomparto",
        "Firmato a", "Merce",
    ),
    "es": (
        "Albarán", "Ticket de báscula", "Albarán de hormigón", "Documento de recogida de residuos",
        "Albarán de gasóleo", "Albarán de granel", "Albarán de devolución alquiler",
        "Albarán de devolución andamio", "Carta de porte", "N.º albarán", "N.º ticket", "nº",
        "Fecha", "fch.", "Su pedido", "s/ref.", "por teléfono", "N/ref.", "N.º cliente",
        "Contrato n.º", "Página", "de", "continúa", "Matrícula", "Remolque", "Conductor",
        "Transportista", "Remitente", "Destinatario", "Bruto", "Tara", "Neto", "Entrada",
        "Salida", "Producto", "Cantidad", "Precinto n.º", "Contador inicio", "Contador fin",
        "Obra", "CIF", "Cliente", "Recibí conforme", "en colaboración con",
        "{brand} es una marca de {legal}", "Documentos anexos", "Lugar y fecha de carga",
        "Formalizado en", "el", "N.º de envío", "Contenedor", "Código LER",
        "Autorización n.º", "Horómetro", "Inicio alquiler", "Recogido", "Impreso",
        "Fecha pedido", "Carga", "Hora de carga", "Llegada obra", "Agua añadida", "Total",
        "Descripción", "Proveedor", "Tara memorizada", "Compartimento", "Firmado en",
        "Mercancía",
    ),
    "nl": (
        "Pakbon", "Weegbon", "Betonbon", "Begeleidingsbrief afvalstoffen", "Afleverbon brandstof",
        "Afleverbon bulk", "Retourbon huur", "Retourbon steigers", "Vrachtbrief", "Pakbonnr.",
        "Bonnummer", "nr", "Datum", "dd", "Uw bestelling", "uw ref.", "telefonisch", "Onze ref.",
        "Klantnr.", "Contractnr.", "Pagina", "van", "vervolg", "Kenteken", "Oplegger",
        "Chauffeur", "Vervoerder", "Afzender", "Geadresseerde", "Bruto", "Tarra", "Netto",
        "Binnen", "Buiten", "Product", "Aantal", "Zegel nr.", "Meterstand begin",
        "Meterstand eind", "Werf", "Btw-nr.", "Klant", "Goed ontvangen", "in samenwerking met",
        "{brand} is een handelsnaam van {legal}", "Bijgevoegde documenten",
        "Plaats en datum van inontvangstneming", "Opgemaakt te", "op", "Zendingnr.",
        "Containermaat", "Euralcode", "Vergunning nr.", "Draaiuren", "Huur vanaf",
        "Opgehaald", "Afgedrukt", "Orderdatum", "Lading", "Laadtijd", "Aankomst werf",
        "Water toegevoegd", "Totaal", "Omschrijving", "Leverancier", "Opgeslagen tarra",
        "Compartiment", "Getekend te", "Goederen",
    ),
}
# fmt: on
LEX: dict[str, dict[str, str]] = {
    lang: dict(zip(_KEYS, row, strict=True)) for lang, row in _ROWS.items()
}

MONTHS = {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre"
    " dicembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre"
    " diciembre",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
}

# Name stems per language (invented), trades and legal forms; a firm is stem + trade + form
# in the language's order.
STEMS = {
    "en": ("Brackenfold", "Hollinwood", "Carrowmere", "Pellbrook", "Ashgrave", "Tamsworth",
           "Kelderby", "Ruddockfield", "Stanmere", "Wexcombe", "Thorncliffe",
           "Marlowgate", "Quenby", "Fallowden"),
    "de": ("Hohenkamp", "Brettlinger", "Auerwald", "Kestenholz", "Lindmayr", "Obersteg",
           "Wiesentaler", "Grubinger", "Falkenried", "Mollhausen", "Sternacker",
           "Pfrimmer", "Zellhofer", "Rabenstock"),
    "fr": ("Morvanel", "Bressoux", "Clairmonde", "Vaudrey", "Ternois", "Lamberville",
           "Roussac", "Chamberot", "Pélissan", "Gervolles", "Montvert",
           "Duraclos", "Aubrac", "Verlinde"),
    "it": ("Valbrenta", "Castelmora", "Ferroli", "Bassoverde", "Montirone", "Galvani",
           "Rocchetta", "Pradalunga", "Sorvino", "Tanaglia", "Belcastro",
           "Olmedo", "Zanardi", "Lucchesi"),
    "es": ("Valdemora", "Cantarranas", "Peñalver", "Almudena", "Torrecilla", "Ribalta",
           "Carrasco", "Montalbán", "Villaverde", "Robledo", "Fontanar",
           "Guadalmina", "Urquiza", "Berrocal"),
    "nl": ("Vreeswijk", "Holtkamp", "Dijkstra", "Wolderink", "Bergsma", "Terlouw",
           "Kampenaar", "Nijhoving", "Steenbeek", "Oosterwold", "Harskamp",
           "Ruysdael", "Brinkhorst", "Veldkamp"),
}  # fmt: skip
TRADES = {
    "aggregates": ("Aggregates", "Kieswerk", "Carrières", "Cave", "Áridos", "Zand en Grind"),
    "concrete": ("Readymix", "Transportbeton", "Béton Prêt", "Calcestruzzi", "Hormigones",
                 "Betoncentrale"),
    "waste": ("Skip Hire", "Entsorgung", "Environnement", "Ecoservizi", "Contenedores",
              "Containerdienst"),
    "fuel": ("Fuels", "Mineralöl", "Carburants", "Petroli", "Gasóleos", "Brandstoffen"),
    "plant": ("Plant Hire", "Baumaschinen", "Location", "Noleggi", "Alquileres", "Verhuur"),
    "scaffold": ("Scaffolding", "Gerüstbau", "Échafaudages", "Ponteggi", "Andamios",
                 "Steigerbouw"),
    "merchant": ("Building Supplies", "Baustoffe", "Matériaux", "Edilizia", "Materiales",
                 "Bouwmaterialen"),
    "haulage": ("Haulage", "Spedition", "Transports", "Autotrasporti", "Transportes",
                "Transport"),
    "builder": ("Construction", "Bau", "Bâtiment", "Costruzioni", "Construcciones", "Bouw"),
}  # fmt: skip
LEGAL = {
    "en": ("Ltd", "Limited", "plc"),
    "de": ("GmbH", "GmbH & Co. KG", "AG"),
    "fr": ("SAS", "SARL", "SA"),
    "it": ("S.r.l.", "S.p.A.", "S.r.l."),
    "es": ("S.L.", "S.A.", "S.L.U."),
    "nl": ("B.V.", "B.V.", "N.V."),
}
TOWNS = {
    "en": ("Hexworth", "Lower Brinsley", "Coldmarsh", "Pennington Vale"),
    "de": ("Auenfeld", "Niederwaldau", "Kestingen", "Brunnstadt"),
    "fr": ("Vallonnet", "Saint-Orbin", "Pontcharlier", "Bourg-la-Vigne"),
    "it": ("Valdiserio", "Borgomoro", "Castelnuovo Lario", "Pietrafonda"),
    "es": ("Villarrubia", "Torremolar", "Puente Alcor", "Navalquejo"),
    "nl": ("Zuiderwold", "Oosterbeekum", "Heeswaarde", "Lindeveen"),
}
STREETS = {
    "en": "Quarry Lane", "de": "Industriestraße", "fr": "rue des Carrières",
    "it": "Via dell'Industria", "es": "Calle de la Cantera", "nl": "Industrieweg",
}  # fmt: skip
PEOPLE = ("J. Morrow", "K. Albers", "P. Vasseur", "G. Rinaldi", "M. Ortega", "D. de Wit",
          "T. Hanley", "S. Brandl", "L. Fournier", "A. Conti", "R. Sáez", "H. Jonkers")  # fmt: skip
SLOGANS = {
    "en": ("Serving the trade since 1952", "Building the region, load by load"),
    "de": ("Qualität aus der Region seit 1961", "Ihr Partner am Bau"),
    "fr": ("La qualité depuis 1958", "Votre partenaire chantier"),
    "it": ("Qualità dal 1964", "Il vostro partner in cantiere"),
    "es": ("Calidad desde 1971", "Su socio en la obra"),
    "nl": ("Kwaliteit sinds 1949", "Uw partner op de bouw"),
}
GOODS = {
    "aggregates": ("Type 1 sub-base 0/31.5", "Schotter 0/32", "Grave 0/31,5", "Stabilizzato 0/30",
                   "Zahorra 0/25", "Menggranulaat 0/31,5"),
    "concrete": ("C30/37 XC2 S3 20mm", "C25/30 XC1 F3 16", "C25/30 XC1 S3 D20",
                 "C25/30 XC2 S4 Dmax 20", "HA-25/B/20/IIa", "C30/37 XC4 S3 16"),
    "waste": ("Mixed C&D waste", "Gemischte Bauabfälle", "Déchets inertes mélangés",
              "Rifiuti misti da costruzione", "Residuos mixtos de obra", "Gemengd bouwafval"),
    "fuel": ("Gas oil 10ppm", "Diesel EN 590", "Gazole non routier", "Gasolio per autotrazione",
             "Gasóleo B", "Diesel EN 590"),
    "bulk": ("AdBlue urea solution 32.5%", "Heizöl EL schwefelarm", "Fioul domestique",
             "Gasolio da riscaldamento", "Gasóleo C calefacción", "AdBlue ureumoplossing 32,5%"),
    "plant": ("Mini excavator 1.5t", "Minibagger 1,8 t", "Mini-pelle 1,5 t",
              "Miniescavatore 1,5 t", "Miniexcavadora 1,5 t", "Minigraver 1,5 t"),
    "scaffold": ("Scaffold tube 6.4m", "Gerüstrohr 6,0 m", "Tube échafaudage 6 m",
                 "Tubo ponteggio 6 m", "Tubo andamio 6 m", "Steigerbuis 6 m"),
    "scaffold2": ("Scaffold board 3.9m", "Gerüstbohle 3,0 m", "Plancher 3 m",
                  "Tavola ponteggio 3 m", "Plataforma 3 m", "Steigerplank 3 m"),
    "merchant": ("Sand bulk bag 0.85t", "Sand Big Bag 1 t", "Sable big bag 1 t",
                 "Sabbia big bag 1 t", "Arena saca 1 t", "Zand big bag 1 t"),
    "merchant2": ("Cement 25kg bag", "Zement 25 kg Sack", "Ciment sac 25 kg",
                  "Cemento sacco 25 kg", "Cemento saco 25 kg", "Cement zak 25 kg"),
}  # fmt: skip
