"""Words of the ninth held-out generator (``bench/gen_ninth.py``): labels in six languages,
suppliers of heavy materials and site services, registrations, tax ids. Invented names only.
"""

from __future__ import annotations

import random

LANGS = ("en", "de", "fr", "it", "es", "nl")

# key -> one label per language, in LANGS order.
LABELS: dict[str, tuple[str, str, str, str, str, str]] = {
    "note": ("Delivery Note", "Lieferschein", "Bon de livraison", "Documento di trasporto",
             "Albarán de entrega", "Leveringsbon"),
    "wb": ("Weighbridge Ticket", "Wiegeschein", "Ticket de pesée", "Scontrino di pesata",
           "Ticket de báscula", "Weegbon"),
    "rmc": ("Concrete Delivery Ticket", "Betonlieferschein", "Bon de livraison béton",
            "Bolla calcestruzzo", "Albarán de hormigón", "Betonbon"),
    "hire": ("Hire Delivery Note", "Mietlieferschein", "Bon de livraison location",
             "Bolla di consegna noleggio", "Albarán de alquiler", "Afleverbon verhuur"),
    "offhire": ("Off-Hire Collection Note", "Rücknahmeschein Miete", "Bon de retour location",
                "Bolla di ritiro noleggio", "Albarán de recogida", "Retourbon verhuur"),
    "fuel": ("Fuel Delivery Ticket", "Tanklieferschein", "Bon de livraison carburant",
             "Bolla consegna gasolio", "Albarán de gasóleo", "Afleverbon brandstof"),
    "gas": ("Cylinder Delivery Note", "Flaschenlieferschein", "Bon de livraison bouteilles",
            "Bolla consegna bombole", "Albarán de botellas", "Afleverbon cilinders"),
    "waste": ("Waste Transfer Note", "Übernahmeschein Abfall", "Bordereau de suivi des déchets",
              "Formulario rifiuti", "Documento de identificación de residuos",
              "Begeleidingsbrief afvalstoffen"),
    "skip": ("Skip Ticket", "Containerschein", "Bon de benne", "Bolla cassone",
             "Albarán de contenedor", "Containerbon"),
    "ticket_no": ("Ticket No.", "Wiegeschein-Nr.", "N° de ticket", "N. scontrino",
                  "N.º ticket", "Weegbonnr."),
    "fuel_no": ("Ticket No.", "Tankschein-Nr.", "N° de bon", "N. bolla", "N.º albarán",
                "Bonnummer"),
    "docket_no": ("Docket No", "Lieferschein-Nr.", "N° de bon", "N. bolla", "N.º albarán",
                  "Bonnummer"),
    "note_no": ("Note No.", "Lieferschein-Nr.", "N° BL", "N. DDT", "Albarán n.º", "Bonnr."),
    "number": ("No.", "Nr.", "N°", "N.", "N.º", "Nr."),
    "date": ("Date", "Datum", "Date", "Data", "Fecha", "Datum"),
    "ddate": ("Delivery date", "Lieferdatum", "Date de livraison", "Data consegna",
              "Fecha de entrega", "Leverdatum"),
    "printed": ("Printed", "Gedruckt", "Imprimé le", "Stampato il", "Impreso", "Afgedrukt"),
    "contract": ("Hire Contract", "Mietvertrag", "Contrat de location", "Contratto noleggio",
                 "Contrato alquiler", "Huurcontract"),
    "account": ("Account No", "Kunden-Nr.", "N° client", "Cod. cliente", "N.º cliente",
                "Klantnummer"),
    "depot": ("Depot", "Niederlassung", "Agence", "Filiale", "Delegación", "Vestiging"),
    "vehicle": ("Vehicle Reg", "Kennzeichen", "Immatriculation", "Targa", "Matrícula",
                "Kenteken"),
    "haulier": ("Haulier", "Frachtführer", "Transporteur", "Trasportatore", "Transportista",
                "Vervoerder"),
    "time_in": ("Time In", "Einfahrt", "Entrée", "Ingresso", "Entrada", "Binnen"),
    "time_out": ("Time Out", "Ausfahrt", "Sortie", "Uscita", "Salida", "Buiten"),
    "gross": ("Gross", "Brutto", "Brut", "Lordo", "Bruto", "Bruto"),
    "tare": ("Tare", "Tara", "Tare", "Tara", "Tara", "Tarra"),
    "net": ("Net", "Netto", "Net", "Netto", "Neto", "Netto"),
    "product": ("Product", "Sorte", "Produit", "Materiale", "Material", "Product"),
    "customer": ("Customer", "Kunde", "Client", "Cliente", "Cliente", "Klant"),
    "site": ("Delivery address", "Baustelle", "Chantier", "Cantiere", "Obra", "Bouwplaats"),
    "driver": ("Driver", "Fahrer", "Chauffeur", "Autista", "Conductor", "Chauffeur"),
    "received": ("Received by", "Empfangen", "Reçu par", "Ricevuto da", "Recibido por",
                 "Ontvangen door"),
    "signature": ("Signature", "Unterschrift", "Signature", "Firma", "Firma", "Handtekening"),
    "qty": ("Qty", "Menge", "Qté", "Q.tà", "Cant.", "Aantal"),
    "desc": ("Description", "Bezeichnung", "Désignation", "Descrizione", "Descripción",
             "Omschrijving"),
    "continued": ("Continued on page 2", "Fortsetzung auf Seite 2", "Suite page 2",
                  "Segue a pagina 2", "Continúa en la página 2", "Vervolg op pagina 2"),
    "page2": ("Page 2 of 2 (continuation)", "Seite 2 von 2 (Fortsetzung)", "Page 2/2 (suite)",
              "Pagina 2 di 2 (seguito)", "Página 2 de 2 (continuación)",
              "Pagina 2 van 2 (vervolg)"),
    "on_hire": ("On hire", "Mietbeginn", "Début de location", "Inizio noleggio",
                "Inicio alquiler", "Huur vanaf"),
    "off_hire": ("Off hire", "Mietende", "Fin de location", "Fine noleggio", "Fin alquiler",
                 "Huur tot"),
    "collected": ("Collected", "Abgeholt am", "Enlevé le", "Ritirato il", "Recogido el",
                  "Opgehaald op"),
    "batch": ("Batch time", "Mischzeit", "Heure de chargement", "Ora carico", "Hora de carga",
              "Laadtijd"),
    "arrival": ("Arrived on site", "Ankunft Baustelle", "Arrivée chantier", "Arrivo cantiere",
                "Llegada a obra", "Aankomst werf"),
    "discharge": ("Discharge end", "Entladeende", "Fin de déchargement", "Fine scarico",
                  "Fin de descarga", "Einde lossen"),
    "mix": ("Mix", "Sorte", "Formule", "Classe", "Tipo", "Mengsel"),
    "slump": ("Slump", "Konsistenz", "Affaissement", "Slump", "Cono", "Zetmaat"),
    "volume": ("Volume m³", "Menge m³", "Volume m³", "Volume m³", "Volumen m³", "Volume m³"),
    "cum": ("Cum. m³", "Summe m³", "Cumul m³", "Progressivo m³", "Acumulado m³",
            "Totaal m³"),
    "plant": ("Plant", "Werk", "Centrale", "Impianto", "Planta", "Centrale"),
    "water": ("Water added", "Wasserzugabe", "Eau ajoutée", "Acqua aggiunta", "Agua añadida",
              "Water toegevoegd"),
    "meter_start": ("Meter start", "Zählerstand vorher", "Index début", "Contatore iniziale",
                    "Contador inicial", "Meterstand begin"),
    "meter_end": ("Meter end", "Zählerstand nachher", "Index fin", "Contatore finale",
                  "Contador final", "Meterstand eind"),
    "litres": ("Litres", "Liter", "Litres", "Litri", "Litros", "Liter"),
    "licence": ("Waste carrier licence", "Beförderernummer", "Récépissé transporteur",
                "Iscrizione Albo", "Autorización transportista", "VIHB-nummer"),
    "ewc": ("EWC code", "Abfallschlüssel", "Code déchet", "Codice EER", "Código LER",
            "Euralcode"),
    "producer": ("Producer", "Erzeuger", "Producteur", "Produttore", "Productor", "Ontdoener"),
    "carrier": ("Carrier", "Beförderer", "Transporteur", "Trasportatore", "Transportista",
                "Vervoerder"),
    "consignee": ("Consignee", "Entsorger", "Destinataire", "Destinatario", "Gestor",
                  "Verwerker"),
    "container": ("Container", "Behälter", "Benne", "Cassone", "Contenedor", "Container"),
    "exchange": ("Exchange", "Tausch", "Échange", "Sostituzione", "Cambio", "Wissel"),
    "tax": ("VAT", "USt-IdNr.", "TVA", "P.IVA", "CIF", "btw"),
    "tel": ("Tel", "Tel.", "Tél.", "Tel.", "Tel.", "Tel."),
    "from": ("From:", "Von:", "De :", "Da:", "De:", "Van:"),
    "sent": ("Sent:", "Gesendet:", "Envoyé :", "Inviato:", "Enviado:", "Verzonden:"),
    "to": ("To:", "An:", "À :", "A:", "Para:", "Aan:"),
    "subject": ("Subject:", "Betreff:", "Objet :", "Oggetto:", "Asunto:", "Onderwerp:"),
    "fw": ("FW:", "WG:", "TR:", "I:", "RV:", "FW:"),
    "attached": ("Please see the delivery note below.", "Anbei der Lieferschein.",
                 "Veuillez trouver ci-dessous le bon.", "In allegato la bolla.",
                 "Adjunto el albarán.", "Hierbij de leveringsbon."),
    "full": ("Full", "Voll", "Pleines", "Piene", "Llenas", "Vol"),
    "empty": ("Empty returned", "Leer zurück", "Vides reprises", "Vuote rese",
              "Vacías devueltas", "Leeg retour"),
    "items": ("Items", "Positionen", "Articles", "Articoli", "Artículos", "Artikelen"),
    "total": ("Total", "Summe", "Total", "Totale", "Total", "Totaal"),
    "weighbridge_n": ("Weighbridge 2", "Waage 2", "Pont bascule 2", "Pesa 2", "Báscula 2",
                      "Weegbrug 2"),
    "registered": ("Registered office", "Sitz der Gesellschaft", "Siège social",
                   "Sede legale", "Domicilio social", "Statutair gevestigd"),
}  # fmt: skip
# Lists: one of them is picked per note.
PO_LABELS = {
    "en": ("Order No", "Cust. Order", "Your Order No", "PO No."),
    "de": ("Bestell-Nr.", "Ihre Bestellung", "Best.-Nr. Kunde"),
    "fr": ("Réf. commande client", "N° commande", "Votre commande"),
    "it": ("Ordine cliente", "Rif. ordine", "N. ordine cliente"),
    "es": ("Pedido cliente", "Su pedido", "N.º pedido"),
    "nl": ("Bestelnummer", "Uw order", "Uw bestelling"),
}
MONTHS = {
    "en": "January February March April May June July August September October November"
    " December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre"
    " décembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre"
    " novembre dicembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre"
    " diciembre",
    "nl": "januari februari maart april mei juni juli augustus september oktober november"
    " december",
}  # fmt: skip
NAMED = {"en": "{d} {m} {y}", "de": "{d}. {m} {y}", "fr": "{d} {m} {y}", "it": "{d} {m} {y}",
         "es": "{d} de {m} de {y}", "nl": "{d} {m} {y}"}  # fmt: skip
NUMERIC = {"en": ("%d/%m/%Y", "%d/%m/%y"), "de": ("%d.%m.%Y", "%d.%m.%y"),
           "fr": ("%d/%m/%Y", "%d/%m/%y"), "it": ("%d/%m/%Y", "%d-%m-%Y"),
           "es": ("%d/%m/%Y", "%d-%m-%Y"), "nl": ("%d-%m-%Y", "%d-%m-%y")}  # fmt: skip

# Trades: words that go into a supplier's name, per language.
TRADES: dict[str, dict[str, tuple[str, ...]]] = {
    "quarry": {"en": ("Quarries", "Aggregates"), "de": ("Kieswerk", "Schotterwerke"),
               "fr": ("Carrières", "Granulats"), "it": ("Cave", "Inerti"),
               "es": ("Áridos", "Canteras"), "nl": ("Grondstoffen", "Zandwinning")},
    "asphalt": {"en": ("Asphalt", "Surfacing"), "de": ("Asphaltmischwerk", "Asphalt"),
                "fr": ("Enrobés", "Enrobés"), "it": ("Conglomerati", "Bitumi"),
                "es": ("Aglomerados", "Asfaltos"), "nl": ("Asfaltcentrale", "Asfalt")},
    "concrete": {"en": ("Ready Mix", "Concrete"), "de": ("Transportbeton", "Beton"),
                 "fr": ("Bétons", "Béton Prêt"), "it": ("Calcestruzzi", "Betonval"),
                 "es": ("Hormigones", "Hormigones"), "nl": ("Betoncentrale", "Beton")},
    "hire": {"en": ("Plant Hire", "Hire Centre"), "de": ("Baumaschinen", "Mietpark"),
             "fr": ("Location", "Loc Matériel"), "it": ("Noleggi", "Noleggio"),
             "es": ("Alquiler", "Maquinaria"), "nl": ("Verhuur", "Materieelverhuur")},
    "scaffold": {"en": ("Scaffolding", "Access"), "de": ("Gerüstbau", "Gerüste"),
                 "fr": ("Échafaudages", "Échafaudage"), "it": ("Ponteggi", "Ponteggi"),
                 "es": ("Andamios", "Andamios"), "nl": ("Steigerbouw", "Steigers")},
    "fuel": {"en": ("Fuels", "Oils"), "de": ("Mineralöl", "Energie"),
             "fr": ("Carburants", "Énergies"), "it": ("Petroli", "Carburanti"),
             "es": ("Gasóleos", "Combustibles"), "nl": ("Brandstoffen", "Olie")},
    "gas": {"en": ("Gases", "Gas Supplies"), "de": ("Gase", "Technische Gase"),
            "fr": ("Gaz", "Gaz Industriels"), "it": ("Gas Tecnici", "Gas"),
            "es": ("Gases", "Gases Industriales"), "nl": ("Gassen", "Gastechniek")},
    "waste": {"en": ("Waste Management", "Skip Hire"), "de": ("Entsorgung", "Recycling"),
              "fr": ("Environnement", "Recyclage"), "it": ("Ecologia", "Servizi Ambientali"),
              "es": ("Gestión de Residuos", "Contenedores"),
              "nl": ("Afvalservice", "Containerdienst")},
}  # fmt: skip
STEMS = (
    "Varnholt", "Quenby", "Dellacroft", "Osterlind", "Brackwell", "Fenmarsh", "Tollerby",
    "Gravemoor", "Hesselt", "Marloen", "Pradello", "Castrovin", "Ulmbrecht", "Sandevo",
    "Roquemart", "Vilaret", "Ortzbach", "Kellinge", "Norbrook", "Zandhove", "Belcastro",
    "Arnwick", "Montelupo", "Trevasse", "Eckersdorf", "Ravelstoke", "Lindquay", "Corvallo",
    "Haverhoek", "Serrablo", "Duvignac", "Wendholm", "Pelbury", "Ostermark", "Calvanera",
    "Fiorelli", "Brunnfeld", "Vosselaar", "Marvejan", "Keldale",
)  # fmt: skip
FORMS = {"en": ("Ltd", "Limited"), "de": ("GmbH", "GmbH & Co. KG"), "fr": ("SAS", "SARL"),
         "it": ("S.r.l.", "S.p.A."), "es": ("S.L.", "S.A."), "nl": ("B.V.", "B.V."),
         "be": ("NV", "SRL"), "ch": ("AG", "SA")}  # fmt: skip
TOWNS = {"en": ("Ashby Moor", "Kelham Cross", "Stanwell Edge"),
         "de": ("Obernfeld", "Kirchwald", "Steinach"),
         "fr": ("Valmerange", "Saint-Arnoult", "Pont-de-Vière"),
         "it": ("Castelbruno", "Valdarso", "Montepieve"),
         "es": ("Villaverde del Río", "Torrealba", "San Lucán"),
         "nl": ("Oosterbroek", "Heerlo", "Zandvliet"),
         "be": ("Hoeilaart-Ouest", "Wavremont"), "ch": ("Bellach", "Orvin")}  # fmt: skip


def tax_id(country: str, rng: random.Random) -> str:
    """A tax id in the country's printed form (invented digits)."""
    d = [rng.randrange(10) for _ in range(12)]
    s = "".join(map(str, d))
    return {
        "en": f"GB {s[:3]} {s[3:7]} {s[7:9]}",
        "de": f"DE{s[:9]}",
        "fr": f"FR{s[:2]} {s[2:11]}",
        "it": f"IT{s[:11]}",
        "es": f"ESB{s[:8]}",
        "nl": f"NL{s[:9]}B01",
        "be": f"BE 0{s[:3]}.{s[3:6]}.{s[6:9]}",
        "ch": f"CHE-{s[:3]}.{s[3:6]}.{s[6:9]} MWST",
    }[country]


def registration(country: str, rng: random.Random) -> str:
    """A vehicle registration in the country's form."""
    up = "ABCDEFGHJKLMNPRSTVWXYZ"

    def letters(n: int) -> str:
        return "".join(rng.choice(up) for _ in range(n))

    def digits(n: int) -> str:
        return "".join(str(rng.randrange(10)) for _ in range(n))

    return {
        "en": f"{letters(2)}{digits(2)} {letters(3)}",
        "de": f"{letters(2)}-{letters(2)} {rng.randrange(100, 9999)}",
        "fr": f"{letters(2)}-{digits(3)}-{letters(2)}",
        "it": f"{letters(2)} {digits(3)}{letters(2)}",
        "es": f"{digits(4)} {letters(3)}",
        "nl": f"{digits(2)}-{letters(3)}-{digits(1)}",
        "be": f"1-{letters(3)}-{digits(3)}",
        "ch": f"{rng.choice(('ZH', 'BE', 'VD', 'TI'))} {digits(6)}",
    }[country]


MATERIALS = {
    "quarry": ("Type 1 Sub-base", "20mm Clean Stone", "6F2 Recycled", "0/32 Schotter",
               "Grave 0/31.5", "Misto stabilizzato 0/30", "Zahorra ZA-25", "Breker 0/40"),
    "asphalt": ("AC 20 dense bin 40/60", "SMA 10 surf PMB", "AC 14 close surf 100/150",
                "AC 11 D S", "BBSG 0/10", "Binder 0/20", "MBC AC16 surf"),
    "spoil": ("Inert spoil", "Muck away (clay)", "Bodenaushub Z0", "Terres inertes",
              "Terra e rocce da scavo", "Tierras de excavación", "Grond klasse Wonen"),
    "concrete": ("C32/40 S3 20mm CEM I", "GEN1 ST2 S3", "C25/30 XC2 F3 16", "C30/37 S4",
                 "HA-25/B/20/IIa", "C20/25 XC1 S3"),
    "hire": ("3t Mini Excavator", "Towable Generator 20kVA", "Tracked Dumper 1t",
             "Site Lighting Tower", "Plate Compactor 90kg", "Scissor Lift 8m",
             "Rüttelplatte 400kg", "Nacelle ciseaux 10m"),
    "scaffold": ("Scaffold tube 6.4m", "Scaffold board 3.9m", "Double coupler",
                 "Base plate", "Ledger 2.57m", "Toe board 2.4m", "Ladder beam 6m"),
    "fuel": ("Gas oil (red diesel)", "HVO", "Diesel EN 590", "AdBlue", "Heizöl EL"),
    "gas": ("Propane 47kg", "Oxygen 10L", "Acetylene 10L", "Argon/CO2 mix 20L"),
    "waste": ("Mixed C&D waste", "Soil and stones", "Wood", "Plasterboard", "Metals"),
}  # fmt: skip
EWC = {"Mixed C&D waste": "17 09 04", "Soil and stones": "17 05 04", "Wood": "17 02 01",
       "Plasterboard": "17 08 02", "Metals": "17 04 07"}  # fmt: skip
