"""The world of ``bench/gen_sixth.py``: labels in six languages, the sites' suppliers,
customers, hauliers and the ways each country prints a date, a tax id and a number.

Every name, number and place here is invented. Written from what civil-engineering and
facilities paperwork prints, without sight of the field finder or the other generators.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

LANGUAGES = ("en", "de", "fr", "it", "es", "nl")
COUNTRIES = {
    "en": ("UK", "IE", "ZA", "NZ", "SG"),
    "de": ("DE", "AT"),
    "fr": ("FR", "BE"),
    "it": ("IT",),
    "es": ("ES",),
    "nl": ("NL", "BE"),
}

# --- labels: each key lists the ways a supplier prints it -------------------------------

LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "no": ("Delivery Note No.", "Docket No", "Ticket No.", "Ticket #", "DN No:", "Note Number",
               "Consignment No.", "Delivery No"),
        "date": ("Date", "Delivery Date", "Date Delivered", "Ticket Date", "Despatch Date"),
        "po": ("Your Order No.", "PO Number", "P.O. No.", "Customer Order No", "Order Ref",
               "Your Ref", "Customer Ref", "Client Ref", "Purchase Order", "PO"),
        "job": ("Job No.", "Site Ref", "Contract No.", "Job Ref", "Cost Centre"),
        "acct": ("Account No.", "Acc No", "Customer No.", "A/C"),
        "reg": ("Vehicle Reg", "Reg No.", "Truck", "Vehicle"),
        "ours": ("Sales Order", "Our Ref", "S/O No.", "Works Order"),
        "odate": ("Order Date", "Ordered"),
        "time": ("Time", "Time Out", "Dep. Time"),
        "carrier": ("Haulier", "Carrier", "Delivered by"),
        "customer": ("Customer", "Sold To", "Invoice To", "Bill To", "Account Name"),
        "deliver": ("Deliver To", "Delivery Address", "Site Address", "Ship To"),
        "driver": ("Driver",),
        "inv": ("Invoice to follow",),
        "sign": ("Received in good condition by", "Signature", "Print name"),
        "page": ("Page {i} of {n}",),
        "cont": ("continued", "Continued overleaf"),
        "gross": ("Gross", "1st Weight"),
        "tare": ("Tare", "2nd Weight"),
        "net": ("Net", "Nett Weight"),
        "desc": ("Description", "Product", "Material"),
        "qty": ("Qty", "Quantity"),
        "code": ("Code", "Item", "Stock Code"),
    },
    "de": {
        "no": ("Lieferschein-Nr.", "Lieferschein Nr.", "Wiegeschein-Nr.", "Nr.", "Beleg-Nr.",
               "Schein-Nr."),
        "date": ("Datum", "Lieferdatum", "Liefertag", "Wiegedatum"),
        "po": ("Ihre Bestellung", "Bestell-Nr.", "Bestellnummer", "Ihre Bestell-Nr.",
               "Ihr Zeichen", "Bestellung", "Kunden-Ref."),
        "job": ("Baustelle Nr.", "Kostenstelle", "Projekt-Nr.", "Bauvorhaben"),
        "acct": ("Kunden-Nr.", "Kundennummer", "Debitor"),
        "reg": ("Kennzeichen", "Fahrzeug", "Kfz-Kennz."),
        "ours": ("Auftrags-Nr.", "Unser Auftrag", "Auftrag"),
        "odate": ("Bestelldatum", "Auftragsdatum"),
        "time": ("Uhrzeit", "Abfahrt"),
        "carrier": ("Spediteur", "Frachtführer", "Transporteur"),
        "customer": ("Kunde", "Rechnungsempfänger", "Auftraggeber"),
        "deliver": ("Lieferanschrift", "Lieferadresse", "Anlieferadresse", "Empfänger"),
        "driver": ("Fahrer",),
        "inv": ("Rechnung folgt",),
        "sign": ("Ware erhalten", "Unterschrift Empfänger", "Name in Druckbuchstaben"),
        "page": ("Seite {i} von {n}",),
        "cont": ("Fortsetzung", "Übertrag"),
        "gross": ("Brutto", "Erstwägung"),
        "tare": ("Tara", "Zweitwägung"),
        "net": ("Netto", "Nettogewicht"),
        "desc": ("Bezeichnung", "Artikel", "Material"),
        "qty": ("Menge",),
        "code": ("Art.-Nr.", "Pos."),
    },
    "fr": {
        "no": ("N° BL", "Bon n°", "N° de bon", "Ticket n°", "Numéro", "BL N°"),
        "date": ("Date", "Date de livraison", "Livré le", "Date pesée"),
        "po": ("Votre commande", "Réf. commande", "N° commande client", "Votre réf.",
               "Bon de commande", "Commande", "Réf. client"),
        "job": ("Chantier", "N° chantier", "Affaire"),
        "acct": ("Code client", "N° client", "Compte"),
        "reg": ("Immatriculation", "Immat.", "Véhicule"),
        "ours": ("Notre réf.", "N° AR", "Notre n° de commande"),
        "odate": ("Date de commande",),
        "time": ("Heure", "Heure départ"),
        "carrier": ("Transporteur",),
        "customer": ("Client", "Facturé à", "Donneur d'ordre"),
        "deliver": ("Adresse de livraison", "Livré à", "Lieu de livraison"),
        "driver": ("Chauffeur",),
        "inv": ("Facture à suivre",),
        "sign": ("Signature du client", "Reçu en bon état", "Nom et signature"),
        "page": ("Page {i}/{n}", "Page {i} sur {n}"),
        "cont": ("suite", "à reporter"),
        "gross": ("Brut", "Pesée 1"),
        "tare": ("Tare", "Pesée 2"),
        "net": ("Net", "Poids net"),
        "desc": ("Désignation", "Produit"),
        "qty": ("Qté", "Quantité"),
        "code": ("Réf.", "Code"),
    },
    "it": {
        "no": ("N. DDT", "DDT n.", "Numero", "N. documento", "Bolla n.", "Scontrino n."),
        "date": ("Data", "Data consegna", "Data documento", "Del"),
        "po": ("Vs. ordine", "Vostro ordine n.", "Rif. ordine cliente", "Ordine n.", "Vs. rif.",
               "Rif. cliente"),
        "job": ("Cantiere", "Commessa", "Rif. cantiere"),
        "acct": ("Cod. cliente", "Codice cliente"),
        "reg": ("Targa", "Targa automezzo"),
        "ours": ("Ns. rif.", "Ns. ordine", "Conferma d'ordine"),
        "odate": ("Data ordine",),
        "time": ("Ora", "Ora partenza", "Inizio trasporto"),
        "carrier": ("Vettore", "Trasportatore"),
        "customer": ("Cliente", "Destinatario", "Spett.le"),
        "deliver": ("Luogo di destinazione", "Destinazione merce", "Consegna presso"),
        "driver": ("Autista",),
        "inv": ("Fattura a seguire",),
        "sign": ("Firma destinatario", "Firma conducente", "Firma vettore"),
        "page": ("Pag. {i} di {n}",),
        "cont": ("segue", "continua"),
        "gross": ("Lordo", "Prima pesata"),
        "tare": ("Tara", "Seconda pesata"),
        "net": ("Netto", "Peso netto"),
        "desc": ("Descrizione", "Descrizione dei beni"),
        "qty": ("Q.tà", "Quantità"),
        "code": ("Codice", "Cod. art."),
    },
    "es": {
        "no": ("Nº Albarán", "Albarán nº", "Número", "Nº", "Ticket nº"),
        "date": ("Fecha", "Fecha de entrega", "Fecha entrega"),
        "po": ("Su pedido", "Nº pedido cliente", "Su ref.", "Ref. cliente", "Su nº de pedido",
               "Pedido"),
        "job": ("Obra", "Ref. obra", "Centro de coste"),
        "acct": ("Cód. cliente", "Nº cliente"),
        "reg": ("Matrícula", "Vehículo"),
        "ours": ("Nuestra ref.", "Nº pedido interno"),
        "odate": ("Fecha pedido",),
        "time": ("Hora", "Hora salida"),
        "carrier": ("Transportista",),
        "customer": ("Cliente", "Facturar a"),
        "deliver": ("Dirección de entrega", "Entregar en", "Lugar de entrega"),
        "driver": ("Conductor",),
        "inv": ("Factura pendiente",),
        "sign": ("Firma y sello del cliente", "Recibí conforme", "Firma"),
        "page": ("Página {i} de {n}", "Hoja {i}/{n}"),
        "cont": ("suma y sigue", "continúa"),
        "gross": ("Bruto", "Primera pesada"),
        "tare": ("Tara", "Segunda pesada"),
        "net": ("Neto", "Peso neto"),
        "desc": ("Descripción", "Concepto", "Artículo"),
        "qty": ("Cant.", "Cantidad"),
        "code": ("Código", "Ref."),
    },
    "nl": {
        "no": ("Pakbonnummer", "Bonnummer", "Weegbonnr.", "Nummer", "Bon nr."),
        "date": ("Datum", "Leverdatum", "Afleverdatum"),
        "po": ("Uw order", "Uw bestelling", "Bestelling", "Uw ordernr.", "Uw referentie",
               "Inkoopordernr.", "Klantreferentie"),
        "job": ("Project", "Projectnr.", "Werk", "Kostenplaats"),
        "acct": ("Klantnr.", "Debiteurnr."),
        "reg": ("Kenteken", "Voertuig"),
        "ours": ("Ons ordernr.", "Onze ref.", "Verkooporder"),
        "odate": ("Orderdatum",),
        "time": ("Tijd", "Vertrek"),
        "carrier": ("Vervoerder",),
        "customer": ("Klant", "Factuuradres"),
        "deliver": ("Afleveradres", "Leveradres", "Losadres"),
        "driver": ("Chauffeur",),
        "inv": ("Factuur volgt",),
        "sign": ("Handtekening ontvanger", "Voor ontvangst", "Naam"),
        "page": ("Pagina {i} van {n}", "Blad {i}/{n}"),
        "cont": ("vervolg", "zie volgende blad"),
        "gross": ("Bruto", "Eerste weging"),
        "tare": ("Tarra", "Tweede weging"),
        "net": ("Netto", "Nettogewicht"),
        "desc": ("Omschrijving", "Artikel"),
        "qty": ("Aantal",),
        "code": ("Art.nr.", "Code"),
    },
}  # fmt: skip

# Titles by document type (several per language, as suppliers print them).
TITLES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "delivery_note": ("DELIVERY NOTE", "Delivery Docket", "DELIVERY TICKET", "Despatch Note",
                          "Goods Delivery Note", "Consignment Note"),
        "ticket": ("WEIGHBRIDGE TICKET", "Weighbridge Ticket", "Tip Ticket", "Load Ticket"),
        "waste": ("Waste Transfer Note", "Skip Hire Docket", "Collection Note"),
        "pump": ("Pump Docket", "Concrete Pumping Docket", "Pumping Record"),
        "fuel": ("FUEL DELIVERY TICKET", "Delivery Receipt", "Bulk Fuel Docket"),
        "return": ("Pallet Return Note", "Returns Note", "Cylinder Delivery / Return Note"),
    },
    "de": {
        "delivery_note": ("LIEFERSCHEIN", "Lieferschein", "Warenbegleitschein"),
        "ticket": ("WIEGESCHEIN", "Wiegeschein", "Wägeschein", "Lieferschein / Wiegenote"),
        "waste": ("Entsorgungsnachweis", "Containerdienst Lieferschein", "Begleitschein"),
        "pump": ("Pumpenbericht", "Pumpenlieferschein"),
        "fuel": ("Tankschein", "Lieferschein Kraftstoff"),
        "return": ("Rücknahmeschein", "Leergutschein", "Flaschenlieferschein"),
    },
    "fr": {
        "delivery_note": ("BON DE LIVRAISON", "Bon de livraison", "Bordereau de livraison"),
        "ticket": ("TICKET DE PESÉE", "Bon de pesée", "Ticket de pesée"),
        "waste": ("Bon d'enlèvement", "Bordereau de suivi des déchets", "Bon de benne"),
        "pump": ("Bon de pompage", "Rapport de pompage"),
        "fuel": ("Bon de livraison carburant", "Ticket de livraison GNR"),
        "return": ("Bon de retour", "Bon de retour palettes", "Bon d'échange bouteilles"),
    },
    "it": {
        "delivery_note": ("DOCUMENTO DI TRASPORTO", "D.D.T.", "DDT", "Bolla di consegna"),
        "ticket": ("SCONTRINO DI PESATA", "Bolla di pesatura", "Documento di trasporto"),
        "waste": ("Formulario di identificazione rifiuti", "Bolla ritiro cassoni"),
        "pump": ("Rapportino pompaggio", "Bolla pompa"),
        "fuel": ("Documento di consegna carburante", "DAS carburante"),
        "return": ("Bolla di reso", "Buono reso pallet", "Bolla bombole"),
    },
    "es": {
        "delivery_note": ("ALBARÁN", "Albarán de entrega", "Nota de entrega"),
        "ticket": ("TICKET DE BÁSCULA", "Albarán de pesada", "Ticket de pesaje"),
        "waste": ("Albarán de contenedor", "Documento de identificación de residuos"),
        "pump": ("Parte de bombeo", "Hoja de bombeo"),
        "fuel": ("Albarán de gasóleo", "Nota de suministro de combustible"),
        "return": ("Albarán de devolución", "Vale de devolución de palets", "Albarán de botellas"),
    },
    "nl": {
        "delivery_note": ("PAKBON", "Afleverbon", "Leveringsbon"),
        "ticket": ("WEEGBON", "Weegbrief", "Transportbon"),
        "waste": ("Begeleidingsbrief afvalstoffen", "Containerbon"),
        "pump": ("Pompbon", "Pomprapport"),
        "fuel": ("Afleverbon brandstof", "Tankbon"),
        "return": ("Retourbon", "Retourbon pallets", "Cilinderbon"),
    },
}  # fmt: skip

MONTHS = {
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
}  # fmt: skip


def date_forms(day: dt.date, language: str, country: str) -> list[str]:
    """The ways a supplier of ``country`` prints ``day`` (day-first everywhere here)."""
    d, m, y = day.day, day.month, day.year
    month = MONTHS[language][m - 1]
    numeric = [f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}/{m:02d}/{y % 100:02d}"]
    if language == "en":
        forms = [
            *numeric,
            f"{d} {month[:3]} {y}",
            f"{d:02d}-{month[:3]}-{y % 100:02d}",
            f"{d} {month} {y}",
            f"{d:02d}.{m:02d}.{y}",
        ]
        if country == "ZA":
            forms += [f"{y}/{m:02d}/{d:02d}", f"{y}-{m:02d}-{d:02d}"]
        if country == "SG":
            forms += [f"{d:02d}-{month[:3].upper()}-{y}"]
        return forms
    if language == "de":
        return [
            f"{d:02d}.{m:02d}.{y}",
            f"{d}.{m}.{y}",
            f"{d:02d}.{m:02d}.{y % 100:02d}",
            f"{d}. {month} {y}",
        ]
    if language == "fr":
        return [*numeric, f"{d} {month} {y}"]
    if language == "it":
        return [*numeric, f"{d:02d}-{m:02d}-{y}", f"{d} {month} {y}"]
    if language == "es":
        return [*numeric, f"{d:02d}-{m:02d}-{y}", f"{d} de {month} de {y}"]
    return [f"{d:02d}-{m:02d}-{y}", f"{d}-{m}-{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {month} {y}"]


# --- the sites' suppliers -------------------------------------------------------------------

TRADES = (
    "quarry",
    "asphalt",
    "pump",
    "skip",
    "steel",
    "electrical",
    "hvac",
    "plumbing",
    "fencing",
    "signage",
    "traffic",
    "fuel",
    "gas",
    "timber",
    "landscaping",
    "pallets",
)

_TRADE_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("Aggregates|Quarries", "Asphalt|Surfacing", "Concrete Pumping|Pump Hire",
           "Skip Hire|Waste Services", "Steel Fabrications|Reinforcing",
           "Electrical Wholesale|Electrical Supplies", "Climate Supplies|HVAC Distribution",
           "Plumbing & Heating|Plumbers Supply", "Fencing|Fence & Gate", "Signs|Signage",
           "Traffic Management|Traffic Control", "Fuels|Oil & Fuel", "Gas Supplies|Cylinder Gas",
           "Timber|Sawmills", "Landscape Supplies|Topsoil & Turf", "Pallets|Pallet Services"),
    "de": ("Kieswerk|Schotterwerke", "Asphaltmischwerk|Asphalt", "Betonpumpen|Pumpendienst",
           "Containerdienst|Entsorgung", "Stahlbau|Bewehrungsstahl", "Elektrogroßhandel|Elektro",
           "Klimatechnik|Kältetechnik", "Haustechnik|Sanitär-Großhandel", "Zaunbau|Zaunsysteme",
           "Beschilderung|Schilder", "Verkehrssicherung|Baustellensicherung",
           "Mineralöl|Brennstoffe", "Gase|Flaschengas", "Holzhandel|Sägewerk",
           "Erden und Substrate|Gartenbedarf", "Paletten|Palettenhandel"),
    "fr": ("Carrières|Granulats", "Enrobés|Routes", "Pompage Béton|Pompes", "Bennes|Recyclage",
           "Charpente Métallique|Armatures", "Distribution Électrique|Électricité",
           "Génie Climatique|Climatisation", "Sanitaire Chauffage|Plomberie", "Clôtures|Portails",
           "Signalisation|Enseignes", "Balisage Chantier|Signalisation Temporaire",
           "Combustibles|Carburants", "Gaz Industriels|Gaz", "Bois et Panneaux|Scierie",
           "Terres et Paysages|Terreaux", "Palettes|Emballages Bois"),
    "it": ("Cave|Inerti", "Conglomerati Bituminosi|Asfalti", "Pompaggi Calcestruzzo|Pompe",
           "Servizi Ecologici|Cassoni", "Carpenteria Metallica|Ferro Lavorato",
           "Materiale Elettrico|Elettroforniture", "Termoidraulica|Clima",
           "Idrosanitari|Termoidraulica Forniture", "Recinzioni|Cancelli", "Segnaletica|Insegne",
           "Segnaletica Stradale|Sicurezza Cantieri", "Carburanti|Petroli", "Gas Tecnici|Gas",
           "Legnami|Segheria", "Vivai e Terricci|Verde", "Pallet|Imballaggi"),
    "es": ("Áridos|Canteras", "Aglomerados Asfálticos|Asfaltos", "Bombeos|Bombas de Hormigón",
           "Contenedores|Reciclajes", "Estructuras Metálicas|Ferralla",
           "Suministros Eléctricos|Material Eléctrico", "Climatización|Frío Industrial",
           "Fontanería|Saneamientos", "Cercados|Vallas", "Señalización|Rótulos",
           "Señalización Vial|Balizamientos", "Gasóleos|Combustibles", "Gases Industriales|Gases",
           "Maderas|Aserradero", "Viveros y Sustratos|Jardinería", "Palets|Embalajes"),
    "nl": ("Zand en Grind|Grondstoffen", "Asfaltcentrale|Wegenbouw", "Betonpompen|Pompservice",
           "Containerservice|Afvalservice", "Staalbouw|Betonstaal", "Elektrotechniek|Elektro",
           "Klimaattechniek|Koeltechniek", "Installatiegroothandel|Sanitair", "Hekwerk|Afrastering",
           "Bebording|Reclame", "Verkeersmaatregelen|Verkeersregelaars", "Brandstoffen|Olie",
           "Technische Gassen|Gassen", "Houthandel|Zagerij", "Tuinaarde|Hoveniersbenodigdheden",
           "Pallethandel|Pallets"),
}  # fmt: skip

_PLACES = {
    "UK": ("Harrowgate Vale", "Marbrook", "Stonyford", "Redhill Lane", "Kestrel Ridge", "Ashcombe"),
    "IE": ("Carrowmore", "Ballinacurra", "Lisnagry", "Tullyvin", "Kilbrack", "Drumhollow"),
    "ZA": ("Kopjeskraal", "Drakensfield", "Umvoti", "Riverkloof", "Blouberg Vale", "Tamarind"),
    "NZ": ("Waitoa", "Wharenui", "Kowhai Flat", "Pinecrest", "Otaraia", "Mataroa"),
    "SG": ("Jurong Vale", "Bukit Sentosa", "Tuas Link", "Kranji Park", "Seletar Hill", "Lim Chu"),
    "DE": ("Korbhausen", "Tannreuth", "Ebersmühl", "Falkenrode", "Lindenhof", "Auerbrück"),
    "AT": ("Grünbach", "Stiegenau", "Wolfsthal-Au", "Pirchfeld", "Oberkammer", "Aschau-Lend"),
    "FR": ("Vallon", "Mont Cerdal", "Plateau Brissac", "Val d'Orne", "Grand Causse", "Morvandeau"),
    "BE": ("Hautrage", "Lessines-Val", "Zoutleeuw", "Ourthe", "Kempenbos", "Hoogveld"),
    "IT": ("Valtorre", "Montebrio", "Castelverde", "Rivalta Nuova", "Pianlargo", "Borgofranco"),
    "ES": ("del Moncayo", "Sierra Alta", "Vallehermoso", "La Alcarria", "del Jalón", "Torremolar"),
    "NL": ("Ommerveld", "Heerenbroek", "De Hoeve", "Vlietland", "Zuidermeer", "Hollandsbroek"),
}  # fmt: skip

_SUFFIXES = {
    "UK": ("Ltd", "Limited", "plc"), "IE": ("Ltd", "Limited", "DAC"), "ZA": ("(Pty) Ltd",),
    "NZ": ("Limited", "Ltd"), "SG": ("Pte Ltd", "Pte. Ltd."), "DE": ("GmbH", "GmbH & Co. KG", "AG"),
    "AT": ("GmbH", "Ges.m.b.H."), "FR": ("SAS", "SARL", "SA"), "BE": ("SA", "SRL", "BV"),
    "IT": ("S.r.l.", "S.p.A.", "S.n.c."), "ES": ("S.L.", "S.A.", "S.L.U."),
    "NL": ("B.V.", "V.O.F."),
}  # fmt: skip


@dataclass(frozen=True)
class Supplier:
    name: str  # the legal name
    alias: str  # the trading name / brand
    tax_id: str
    reg: str  # a company number printed beside the tax id
    country: str
    language: str
    trade: str
    phone: str
    web: str


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def tax_id(rng: random.Random, country: str) -> tuple[str, str]:
    """(tax id, company number) as ``country`` prints them."""

    def d(n: int) -> str:
        return _digits(rng, n)

    ids = {
        "UK": (f"GB {d(3)} {d(4)} {d(2)}", f"Reg. No. {d(8)}"),
        "IE": (f"IE{d(7)}{rng.choice('ABCDEFHKLMT')}", f"CRO {d(6)}"),
        "ZA": (f"4{d(9)}", f"Reg. No. 20{d(2)}/{d(6)}/07"),
        "NZ": (f"{d(2)}-{d(3)}-{d(3)}", f"NZBN 94290{d(8)}"),
        "SG": (f"M{d(1)}-{d(7)}-{d(1)}", f"UEN 20{d(7)}K"),
        "DE": (f"DE{d(9)}", f"HRB {d(5)}"),
        "AT": (f"ATU{d(8)}", f"FN {d(6)}a"),
        "FR": (f"FR{d(2)} {d(9)}", f"SIRET {d(3)} {d(3)} {d(3)} {d(5)}"),
        "BE": (f"BE 0{d(3)}.{d(3)}.{d(3)}", f"RPM {d(4)}"),
        "IT": (f"IT{d(11)}", f"REA {rng.choice(['MI', 'BG', 'TO', 'VR'])}-{d(6)}"),
        "ES": (f"B{d(8)}", f"Reg. Merc. Tomo {d(4)}"),
        "NL": (f"NL{d(9)}B01", f"KvK {d(8)}"),
    }
    return ids[country]


def _supplier(trade: str, country: str, language: str, k: int) -> Supplier:
    rng = random.Random(f"sixth-supplier-{trade}-{country}-{language}-{k}")
    words = _TRADE_WORDS[language][TRADES.index(trade)].split("|")
    word = words[k % len(words)]
    place = _PLACES[country][(TRADES.index(trade) * 2 + k) % len(_PLACES[country])]
    suffix = rng.choice(_SUFFIXES[country])
    if language in ("fr",):
        core = f"{word} {'du' if k % 2 else 'de'} {place}"
    elif language in ("it", "es"):
        core = f"{word} {place}"
    else:
        core = f"{place} {word}"
    name = f"{core} {suffix}"
    initials = "".join(p[0] for p in core.replace("&", " ").split() if p[0].isupper())
    short = f"{place.split()[-1]} {word.split()[0]}"
    alias = rng.choice([short, initials if len(initials) >= 3 else short, core])
    tid, reg = tax_id(rng, country)
    slug = "".join(ch for ch in place.lower() if ch.isascii() and ch.isalpha())[:10]
    tld = {
        "UK": "co.uk",
        "IE": "ie",
        "ZA": "co.za",
        "NZ": "co.nz",
        "SG": "com.sg",
        "AT": "at",
        "DE": "de",
        "FR": "fr",
        "BE": "be",
        "IT": "it",
        "ES": "es",
        "NL": "nl",
    }[country]
    return Supplier(
        name=name,
        alias=alias if alias != name else core,
        tax_id=tid,
        reg=reg,
        country=country,
        language=language,
        trade=trade,
        phone=f"+{rng.randint(30, 65)} {_digits(rng, 3)} {_digits(rng, 4)}",
        web=f"www.{slug}-{trade[:5]}.{tld}",
    )


def suppliers_for(trade: str, country: str, language: str) -> list[Supplier]:
    """The two suppliers of ``trade`` a site in ``country`` uses (they recur across notes)."""
    return [_supplier(trade, country, language, k) for k in range(2)]


def lookalikes(supplier: Supplier) -> list[Supplier]:
    """Other suppliers on the site's books that resemble ``supplier`` (never printed on its
    notes): the same place in another trade, the same trade elsewhere."""
    trade = TRADES[(TRADES.index(supplier.trade) + 5) % len(TRADES)]
    out = [_supplier(trade, supplier.country, supplier.language, k) for k in range(2)]
    other = TRADES[(TRADES.index(supplier.trade) + 9) % len(TRADES)]
    out.append(_supplier(other, supplier.country, supplier.language, 0))
    return [s for s in out if s.name != supplier.name]


# --- customers, sites, hauliers -------------------------------------------------------------

# English-speaking sites by country (customer, site); the others by language.
EN_SITES = {
    "UK": (
        (
            "Tarn Valley Construction Ltd",
            ("Riverside Pumping Station", "Quay Street", "Tarnby TB4 7QP"),
        ),
        ("Fenwick Facilities Ltd", ("Civic Centre Plant Room", "Hall Lane", "Marbrook MB1 2AA")),
    ),
    "IE": (("Ballyhale Civils Ltd", ("N25 Realignment Lot 3", "Clonard Road", "Co. Wexford")),),
    "ZA": (
        ("Karoo Civils (Pty) Ltd", ("R61 Widening km 12", "Main Reef Road", "Kopjeskraal 0127")),
    ),
    "NZ": (("Kowhai Civil Ltd", ("SH2 Bridge Replacement", "Old Coach Rd", "Waitoa 3380")),),
    "SG": (
        (
            "Merlion Infra Builders Pte Ltd",
            ("Depot Upgrade Blk 18", "Tuas Avenue 9", "Singapore 639188"),
        ),
    ),
}

CUSTOMERS = {
    "en": tuple(c for sites in EN_SITES.values() for c, _ in sites),
    "de": (
        "Bauunternehmung Reimers GmbH",
        "Tiefbau Ostermann GmbH & Co. KG",
        "Facility Services Brandl GmbH",
    ),
    "fr": (
        "Travaux Publics Garonne SAS",
        "Génie Civil Lambertin SARL",
        "Maintenance Sites Roux SA",
    ),
    "it": (
        "Costruzioni Ferretti S.p.A.",
        "Edilstrade Padana S.r.l.",
        "Global Service Verdi S.r.l.",
    ),
    "es": (
        "Obras y Viales Tordesillas S.A.",
        "Construcciones Ebrosur S.L.",
        "Mantenimientos Integrales Duero S.L.",
    ),
    "nl": (
        "Grond- en Wegenbouw Tolsma B.V.",
        "Infra Combinatie Maasoever V.O.F.",
        "Facilitair Bedrijf Rijnmond B.V.",
    ),
}

SITES = {
    "de": (
        ("Ortsumgehung Tannreuth BA 2", "Am Kieswerk 4", "94327 Tannreuth"),
        ("Klinikum Nord, Haus C", "Lindenallee 12", "35415 Korbhausen"),
    ),
    "fr": (
        ("Chantier RD 914 - Giratoire", "Route de Brissac", "49320 Brissac"),
        ("Collège Jean Moulin", "12 rue des Écoles", "71400 Morvan"),
    ),
    "it": (
        ("Cantiere SP 38 Variante", "Via delle Cave 21", "24050 Valtorre (BG)"),
        ("Polo Scolastico Nord", "Via Roma 118", "10040 Rivalta Nuova (TO)"),
    ),
    "es": (
        ("Obra Autovía A-15 Tramo 4", "Ctra. N-122 km 87", "42100 Ágreda (Soria)"),
        ("Hospital Comarcal", "C/ Mayor 44", "50500 Tarazona"),
    ),
    "nl": (
        ("Project N348 Rotonde", "Industrieweg 7", "7471 AB Ommerveld"),
        ("Brede School De Vliet", "Schoolstraat 3", "2201 CD Vlietland"),
    ),
}

HAULIERS = {
    "en": (
        "Dunmore Haulage Ltd",
        "K & R Transport Ltd",
        "Southern Tippers (Pty) Ltd",
        "Ridgeway Freight Ltd",
    ),
    "de": ("Spedition Haberl GmbH", "Kipper-Transporte Vogt KG"),
    "fr": ("Transports Mauduit SARL", "TRL Bennes SAS"),
    "it": ("Autotrasporti Bellini S.n.c.", "Trasporti Zanetti S.r.l."),
    "es": ("Transportes Aznar S.L.", "Camiones Hnos. Lafuente S.L."),
    "nl": ("Transportbedrijf Van Dijk B.V.", "Kiepwagens Bosman B.V."),
}

STREETS = {
    "UK": ("Unit 4, Quarry Lane", "Marbrook MB2 9RT"),
    "IE": ("Kilbrack Road", "Co. Kildare W91 X2P4"),
    "ZA": ("14 Industria Street", "Riverkloof 1459"),
    "NZ": ("22 Station Road", "Waitoa 3310"),
    "SG": ("8 Kranji Loop #02-11", "Singapore 739555"),
    "DE": ("Industriestraße 18", "94330 Korbhausen"),
    "AT": ("Gewerbepark 3", "4563 Grünbach"),
    "FR": ("ZA des Perrières", "49700 Doué"),
    "BE": ("Zoning Industriel 12", "7870 Lens"),
    "IT": ("Via dell'Industria 7", "24060 Montebrio (BG)"),
    "ES": ("Pol. Ind. El Saco, Nave 3", "50300 Calatayud"),
    "NL": ("Havenweg 21", "3331 LD Zuidermeer"),
}
