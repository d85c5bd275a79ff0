"""Wording of the twentieth held-out generator ("what the ERP printed"): month names and date
forms, countries with their streets, towns and firms, the trades and what they sell, the
labels business software prints on its forms (per language, and the ones a family of forms
prefers), and the layouts the generator draws.

Nothing here names a real software vendor, carrier or firm: the names are made up from
surnames, places and trade words."""

from __future__ import annotations

from dataclasses import dataclass

LANGS = ("en", "de", "fr", "it", "es", "nl")
DOC_TYPES = (
    "delivery_note",
    "invoice",
    "order_confirmation",
    "credit_note",
    "quotation",
    "statement",
)

# ---------------------------------------------------------------------------------- dates

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
MONTHS_SHORT: dict[str, tuple[str, ...]] = {
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    "de": (
        "Jan.",
        "Feb.",
        "März",
        "Apr.",
        "Mai",
        "Juni",
        "Juli",
        "Aug.",
        "Sep.",
        "Okt.",
        "Nov.",
        "Dez.",
    ),
    "fr": (
        "janv.",
        "févr.",
        "mars",
        "avr.",
        "mai",
        "juin",
        "juil.",
        "août",
        "sept.",
        "oct.",
        "nov.",
        "déc.",
    ),
    "it": ("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"),
    "es": ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"),
    "nl": ("jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"),
}

# Numeric date forms by the country's habit: {d}/{m} unpadded, {d2}/{m2} padded, {y4}/{y2}.
NUMERIC_FORMS: dict[str, tuple[str, ...]] = {
    "de": ("{d2}.{m2}.{y4}", "{d2}.{m2}.{y4}", "{d2}.{m2}.{y2}", "{d}.{m}.{y4}", "{y4}-{m2}-{d2}"),
    "fr": ("{d2}/{m2}/{y4}", "{d2}/{m2}/{y4}", "{d2}/{m2}/{y2}", "{d2}.{m2}.{y4}"),
    "it": (
        "{d2}/{m2}/{y4}",
        "{d2}/{m2}/{y4}",
        "{d2}/{m2}/{y2}",
        "{d2}-{m2}-{y4}",
        "{d2}.{m2}.{y4}",
    ),
    "es": ("{d2}/{m2}/{y4}", "{d2}/{m2}/{y4}", "{d2}-{m2}-{y4}", "{d2}/{m2}/{y2}", "{d}/{m}/{y4}"),
    "nl": ("{d2}-{m2}-{y4}", "{d2}-{m2}-{y4}", "{d}-{m}-{y4}", "{d2}-{m2}-{y2}", "{y4}-{m2}-{d2}"),
    "uk": (
        "{d2}/{m2}/{y4}",
        "{d2}/{m2}/{y4}",
        "{d2}/{m2}/{y2}",
        "{d2}.{m2}.{y4}",
        "{y4}-{m2}-{d2}",
    ),
    "us": ("{m2}/{d2}/{y4}", "{m2}/{d2}/{y4}", "{m}/{d}/{y4}", "{m2}/{d2}/{y2}", "{m}/{d}/{y2}"),
    "ca": ("{y4}-{m2}-{d2}", "{y4}-{m2}-{d2}", "{d2}/{m2}/{y4}"),
}
# Dates with month names: {Month} full, {Mon} short, {MON} short upper, {month}/{mon} as the
# language writes them, {o} an English ordinal suffix, {d1} French "1er" on the first.
NAMED_FORMS: dict[str, tuple[str, ...]] = {
    "en": (
        "{d} {Month} {y4}",
        "{d2}-{Mon}-{y4}",
        "{d}-{Mon}-{y2}",
        "{d}{o} {Month} {y4}",
        "{d2}-{MON}-{y2}",
    ),
    "us": ("{Mon} {d}, {y4}", "{Month} {d}, {y4}", "{d}-{Mon}-{y2}", "{MON} {d2} {y4}"),
    "de": ("{d}. {month} {y4}", "{d2}. {mon} {y4}", "{d}. {month} {y4}"),
    "fr": ("{d1} {month} {y4}", "{d2} {mon} {y4}", "{d1} {month} {y4}"),
    "it": ("{d} {month} {y4}", "{d2}-{mon}-{y4}", "{d} {mon} {y4}"),
    "es": ("{d} de {month} de {y4}", "{d2}-{mon}-{y4}", "{d} {mon}. {y4}"),
    "nl": ("{d} {month} {y4}", "{d2}-{mon}-{y4}", "{d} {mon} {y4}"),
}
TIMES = ("{H}:{M}", "{H}:{M}:{S}", "{H}.{M}")
US_TIMES = ("{h}:{M} {ampm}", "{h}:{M}:{S} {ampm}", "{H}:{M}")

# ------------------------------------------------------------------------------ countries


@dataclass(frozen=True)
class Country:
    """A country's habits: its date forms, paper, legal forms, phone prefix and currency."""

    code: str
    numeric: str
    paper: str  # "a4" or "letter"
    forms: tuple[str, ...]
    phone: str
    currency: str
    name: dict[str, str]


COUNTRIES: dict[str, Country] = {
    "DE": Country(
        "DE",
        "de",
        "a4",
        ("GmbH", "GmbH & Co. KG", "AG", "KG", "GmbH"),
        "+49",
        "EUR",
        {
            "de": "Deutschland",
            "en": "Germany",
            "fr": "Allemagne",
            "it": "Germania",
            "es": "Alemania",
            "nl": "Duitsland",
        },
    ),
    "AT": Country(
        "AT",
        "de",
        "a4",
        ("GmbH", "Ges.m.b.H.", "GmbH & Co KG", "AG"),
        "+43",
        "EUR",
        {
            "de": "Österreich",
            "en": "Austria",
            "fr": "Autriche",
            "it": "Austria",
            "es": "Austria",
            "nl": "Oostenrijk",
        },
    ),
    "CH": Country(
        "CH",
        "de",
        "a4",
        ("AG", "SA", "GmbH", "Sàrl"),
        "+41",
        "CHF",
        {
            "de": "Schweiz",
            "en": "Switzerland",
            "fr": "Suisse",
            "it": "Svizzera",
            "es": "Suiza",
            "nl": "Zwitserland",
        },
    ),
    "FR": Country(
        "FR",
        "fr",
        "a4",
        ("SAS", "SARL", "SA", "S.A.S."),
        "+33",
        "EUR",
        {
            "de": "Frankreich",
            "en": "France",
            "fr": "France",
            "it": "Francia",
            "es": "Francia",
            "nl": "Frankrijk",
        },
    ),
    "BE": Country(
        "BE",
        "fr",
        "a4",
        ("NV", "BV", "SA", "SRL"),
        "+32",
        "EUR",
        {
            "de": "Belgien",
            "en": "Belgium",
            "fr": "Belgique",
            "it": "Belgio",
            "es": "Bélgica",
            "nl": "België",
        },
    ),
    "IT": Country(
        "IT",
        "it",
        "a4",
        ("S.r.l.", "S.p.A.", "S.r.l.", "S.n.c."),
        "+39",
        "EUR",
        {
            "de": "Italien",
            "en": "Italy",
            "fr": "Italie",
            "it": "Italia",
            "es": "Italia",
            "nl": "Italië",
        },
    ),
    "ES": Country(
        "ES",
        "es",
        "a4",
        ("S.L.", "S.A.", "S.L.U.", "S.L."),
        "+34",
        "EUR",
        {
            "de": "Spanien",
            "en": "Spain",
            "fr": "Espagne",
            "it": "Spagna",
            "es": "España",
            "nl": "Spanje",
        },
    ),
    "NL": Country(
        "NL",
        "nl",
        "a4",
        ("B.V.", "B.V.", "N.V.", "V.O.F."),
        "+31",
        "EUR",
        {
            "de": "Niederlande",
            "en": "Netherlands",
            "fr": "Pays-Bas",
            "it": "Paesi Bassi",
            "es": "Países Bajos",
            "nl": "Nederland",
        },
    ),
    "GB": Country(
        "GB",
        "uk",
        "a4",
        ("Ltd", "Limited", "Ltd", "PLC"),
        "+44",
        "GBP",
        {
            "de": "Vereinigtes Königreich",
            "en": "United Kingdom",
            "fr": "Royaume-Uni",
            "it": "Regno Unito",
            "es": "Reino Unido",
            "nl": "Verenigd Koninkrijk",
        },
    ),
    "IE": Country(
        "IE",
        "uk",
        "a4",
        ("Ltd", "Limited", "DAC"),
        "+353",
        "EUR",
        {
            "de": "Irland",
            "en": "Ireland",
            "fr": "Irlande",
            "it": "Irlanda",
            "es": "Irlanda",
            "nl": "Ierland",
        },
    ),
    "US": Country(
        "US",
        "us",
        "letter",
        ("Inc.", "LLC", "Corp.", "Co."),
        "+1",
        "USD",
        {"de": "USA", "en": "USA", "fr": "États-Unis", "it": "USA", "es": "EE. UU.", "nl": "VS"},
    ),
    "CA": Country(
        "CA",
        "ca",
        "letter",
        ("Inc.", "Ltd.", "Ltée", "Inc."),
        "+1",
        "CAD",
        {
            "de": "Kanada",
            "en": "Canada",
            "fr": "Canada",
            "it": "Canada",
            "es": "Canadá",
            "nl": "Canada",
        },
    ),
    "AU": Country(
        "AU",
        "uk",
        "a4",
        ("Pty Ltd", "Pty Ltd", "Pty. Ltd."),
        "+61",
        "AUD",
        {
            "de": "Australien",
            "en": "Australia",
            "fr": "Australie",
            "it": "Australia",
            "es": "Australia",
            "nl": "Australië",
        },
    ),
    "NZ": Country(
        "NZ",
        "uk",
        "a4",
        ("Limited", "Ltd"),
        "+64",
        "NZD",
        {
            "de": "Neuseeland",
            "en": "New Zealand",
            "fr": "Nouvelle-Zélande",
            "it": "Nuova Zelanda",
            "es": "Nueva Zelanda",
            "nl": "Nieuw-Zeeland",
        },
    ),
}

# Surnames and place words a firm's name starts with, per country (each first word is one
# firm family's: sister firms share it, unrelated firms never do).
STEMS: dict[str, tuple[str, ...]] = {
    "DE": (
        "Hoffmann",
        "Brandt",
        "Kessler",
        "Lindner",
        "Vogt",
        "Ebner",
        "Rottmann",
        "Seidler",
        "Kranich",
        "Waldhoff",
    ),
    "AT": ("Gruber", "Pichler", "Moosbrugger", "Hölzl", "Steinbauer", "Aigner", "Wimmer"),
    "CH": ("Zürcher", "Aebischer", "Brunner", "Matthey", "Keller", "Rüegg", "Fontana"),
    "FR": ("Lefèvre", "Moreau", "Garnier", "Rousseau", "Chevalier", "Fabre", "Marchand", "Delorme"),
    "BE": ("Peeters", "Janssens", "Dubois", "Claes", "Wouters", "Lambert", "Maes"),
    "IT": (
        "Bianchi",
        "Ferraris",
        "Colombo",
        "Galli",
        "Brambilla",
        "Marchetti",
        "Rinaldi",
        "Vitale",
    ),
    "ES": ("Garrido", "Navarro", "Iglesias", "Ortega", "Serrano", "Castillo", "Ferrer", "Montero"),
    "NL": ("Bakker", "Visser", "Mulder", "Smits", "Hendriks", "Kuipers", "Brouwer", "Dekker"),
    "GB": (
        "Harrison",
        "Whitfield",
        "Ashworth",
        "Pennington",
        "Crowther",
        "Kendrick",
        "Thornbury",
        "Ellwood",
    ),
    "IE": ("Brennan", "Fitzgerald", "Donnelly", "Kinsella", "Mulcahy", "Gallagher"),
    "US": (
        "Patterson",
        "Lakeshore",
        "Redstone",
        "Carver",
        "Bluegrass",
        "Whitman",
        "Ironwood",
        "Hudson",
    ),
    "CA": ("Laurentide", "Tremblay", "Northgate", "Gagnon", "Fraserview", "Bouchard"),
    "AU": ("Coastline", "Barrington", "Southern", "Redgum", "Kingsford", "Murray"),
    "NZ": ("Kauri", "Fernleaf", "Waitaki", "Harbourside", "Tasman", "Pukeko"),
}

STREETS: dict[str, tuple[str, ...]] = {
    "DE": (
        "Industriestraße",
        "Gewerbering",
        "Am Hafen",
        "Robert-Bosch-Str.",
        "Daimlerstraße",
        "Siemensallee",
        "Im Gewerbepark",
    ),
    "AT": ("Industriezeile", "Gewerbepark Süd", "Linzer Straße", "Wiener Straße"),
    "CH": ("Industriestrasse", "Rue de l'Industrie", "Bahnhofstrasse", "Via Industria"),
    "FR": (
        "rue de l'Industrie",
        "ZI des Bréguières",
        "avenue Jean Jaurès",
        "rue des Artisans",
        "ZA du Moulin",
    ),
    "BE": ("Industrieweg", "Rue de la Station", "Nijverheidslaan", "Zoning Industriel"),
    "IT": (
        "Via dell'Industria",
        "Via Emilia",
        "Viale Europa",
        "Via dell'Artigianato",
        "Zona Industriale",
    ),
    "ES": (
        "Polígono Industrial Las Mercedes",
        "Calle de la Industria",
        "Avda. de Europa",
        "Pol. Ind. San Cristóbal",
    ),
    "NL": ("Industrieweg", "Havenstraat", "Edisonweg", "Bedrijvenpark", "Marconistraat"),
    "GB": (
        "Trafford Park Road",
        "Brunel Way",
        "Station Road",
        "Riverside Industrial Estate",
        "Mill Lane",
    ),
    "IE": ("Ballymount Road", "Kilcarbery Business Park", "Dock Road", "Tallaght Cross"),
    "US": ("Commerce Drive", "Industrial Pkwy", "W Main St", "Enterprise Blvd", "Airport Rd"),
    "CA": ("boul. Industriel", "Commerce Court", "rue Principale", "Steeles Ave W"),
    "AU": ("Fairbank Rd", "Boundary Road", "Princes Hwy", "Ingleburn Rd"),
    "NZ": ("Great South Road", "Kerrs Road", "Springs Road", "Hutt Road"),
}

# (postcode, town) per country, or (town, state / province, zip) for the US and Canada.
TOWNS: dict[str, tuple[tuple[str, str], ...]] = {
    "DE": (
        ("80331", "München"),
        ("70565", "Stuttgart"),
        ("44147", "Dortmund"),
        ("90411", "Nürnberg"),
        ("28197", "Bremen"),
        ("04129", "Leipzig"),
        ("33602", "Bielefeld"),
    ),
    "AT": (("4020", "Linz"), ("1230", "Wien"), ("5020", "Salzburg"), ("8051", "Graz")),
    "CH": (("8005", "Zürich"), ("1020", "Renens VD"), ("4052", "Basel"), ("6900", "Lugano")),
    "FR": (
        ("69007", "Lyon"),
        ("31200", "Toulouse"),
        ("59160", "Lomme"),
        ("44300", "Nantes"),
        ("67100", "Strasbourg"),
    ),
    "BE": (("2030", "Antwerpen"), ("1070", "Anderlecht"), ("9000", "Gent"), ("4020", "Liège")),
    "IT": (
        ("20151", "Milano"),
        ("40132", "Bologna"),
        ("10156", "Torino"),
        ("36100", "Vicenza"),
        ("25125", "Brescia"),
    ),
    "ES": (
        ("28906", "Getafe (Madrid)"),
        ("08908", "L'Hospitalet de Llobregat"),
        ("46930", "Quart de Poblet"),
        ("50197", "Zaragoza"),
        ("41016", "Sevilla"),
    ),
    "NL": (
        ("3044 AD", "Rotterdam"),
        ("5652 AR", "Eindhoven"),
        ("3825 MB", "Amersfoort"),
        ("7547 RD", "Enschede"),
        ("1033 RG", "Amsterdam"),
    ),
    "GB": (
        ("M17 1AB", "Manchester"),
        ("LS11 5QP", "Leeds"),
        ("B6 7JJ", "Birmingham"),
        ("NG2 3AE", "Nottingham"),
        ("BS11 9FG", "Bristol"),
    ),
    "IE": (("D12 X9K3", "Dublin 12"), ("T12 R2PE", "Cork"), ("V94 E7PT", "Limerick")),
    "US": (
        ("Columbus, OH", "43228"),
        ("Aurora, IL", "60502"),
        ("Reno, NV", "89502"),
        ("Charlotte, NC", "28273"),
        ("Dallas, TX", "75247"),
    ),
    "CA": (("Laval, QC", "H7L 4S3"), ("Mississauga, ON", "L5T 2N7"), ("Burnaby, BC", "V5J 5J1")),
    "AU": (
        ("Moorabbin VIC", "3189"),
        ("Wetherill Park NSW", "2164"),
        ("Rocklea QLD", "4106"),
        ("Welshpool WA", "6106"),
    ),
    "NZ": (
        ("Penrose, Auckland", "1061"),
        ("Hornby, Christchurch", "8042"),
        ("Petone, Lower Hutt", "5012"),
    ),
}

# The site a note is delivered to: firms that buy, per country.
CUSTOMERS: dict[str, tuple[str, ...]] = {
    "DE": (
        "Stadtwerke Oberhausen GmbH",
        "Mainfranken Anlagenbau GmbH",
        "Klinikum Ostalb gGmbH",
        "Rheintal Maschinenbau AG",
    ),
    "AT": ("Donau Kraftwerke Service GmbH", "Tiroler Holzbau GmbH"),
    "CH": ("Genossenschaft Seeland Bau", "Hôpital du Jura bernois SA"),
    "FR": ("Centre Hospitalier de Vienne", "Ateliers Sud-Loire SAS", "Mairie de Villeurbanne"),
    "BE": ("Haven Logistiek Antwerpen NV", "Brasserie du Val SA"),
    "IT": (
        "Officine Meccaniche Padane S.p.A.",
        "Comune di Sesto San Giovanni",
        "Cantiere Navale Adriatico S.r.l.",
    ),
    "ES": (
        "Construcciones Ebro S.A.",
        "Hospital Comarcal del Vallès",
        "Talleres Mecánicos del Norte S.L.",
    ),
    "NL": ("Woningstichting Rijnmond", "Noordzee Offshore Services B.V.", "Gemeente Apeldoorn"),
    "GB": ("Pennine Water Services Ltd", "St Aldhelm's Academy Trust", "Northgate Joinery Ltd"),
    "IE": ("Midland Dairy Co-operative", "Liffey Build Contractors Ltd"),
    "US": (
        "Great Lakes Mechanical Inc.",
        "County of Franklin Facilities",
        "Sunbelt Fabrication LLC",
    ),
    "CA": ("Ville de Laval - Travaux publics", "Prairie Grain Terminals Ltd."),
    "AU": ("Hunter Valley Civil Pty Ltd", "Gold Coast Hospital Services"),
    "NZ": ("Canterbury Dairy Processing Ltd", "Wellington Regional Water"),
}

FIRST_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("James", "Sarah", "Michael", "Emma", "David", "Laura", "Ryan", "Claire"),
    "de": ("Thomas", "Sabine", "Markus", "Julia", "Stefan", "Andrea", "Jürgen", "Katrin"),
    "fr": ("Nicolas", "Sophie", "Julien", "Camille", "Olivier", "Céline", "Mathieu"),
    "it": ("Marco", "Giulia", "Luca", "Francesca", "Andrea", "Chiara", "Paolo"),
    "es": ("Javier", "María", "Carlos", "Lucía", "Alberto", "Elena", "Sergio"),
    "nl": ("Jeroen", "Sanne", "Pieter", "Lotte", "Maarten", "Eva", "Bram"),
}
LAST_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("Miller", "Thompson", "Walsh", "Bennett", "Reid", "Chapman", "Hughes"),
    "de": ("Schneider", "Weber", "Fischer", "Wagner", "Becker", "Schulz", "Krämer"),
    "fr": ("Martin", "Bernard", "Petit", "Durand", "Leroy", "Mercier", "Girard"),
    "it": ("Rossi", "Russo", "Esposito", "Romano", "Greco", "Conti", "Ricci"),
    "es": ("García", "Martínez", "López", "Sánchez", "Pérez", "Gómez", "Ruiz"),
    "nl": ("de Vries", "Jansen", "van Dijk", "Meijer", "de Boer", "Vos", "Peters"),
}

# Made-up carriers, per country.
CARRIERS: dict[str, tuple[str, ...]] = {
    "DE": ("Nordfracht Logistik", "Spedition Albrecht", "Paketdienst", "Abholung"),
    "AT": ("Alpentrans Spedition", "Abholung"),
    "CH": ("Transalpina SA", "Camionnage Rochat"),
    "FR": ("Transports Girard", "Messagerie Rhône-Alpes", "Enlèvement client"),
    "BE": ("Transport Verhaegen", "Express Wallonie"),
    "IT": ("Autotrasporti Lombardi", "Corriere Espresso Nord", "Mittente"),
    "ES": ("Transportes Ebro", "Agencia Levante Express", "Medios propios"),
    "NL": ("Transportbedrijf Van Wijk", "Eigen vervoer", "Holland Koeriers"),
    "GB": ("Pennine Haulage", "Midland Parcel Express", "Own Vehicle"),
    "IE": ("Shannon Freight", "Own Transport"),
    "US": ("Great Plains Freight", "Ridgeline LTL", "Best Way", "Customer Pickup"),
    "CA": ("Transport Laurentien", "Maple Leaf Carriers"),
    "AU": ("Southern Cross Couriers", "Own Truck"),
    "NZ": ("Kiwi Line Haul", "Own Truck"),
}

# --------------------------------------------------------------------------------- trades


@dataclass(frozen=True)
class Trade:
    """A trade: the word a firm of it puts in its name (en|de|fr|it|es|nl), a brand suffix,
    what it sells (each item en|de|fr|it|es|nl) and the units it counts in."""

    word: str
    suffix: str
    items: tuple[str, ...]
    units: tuple[str, ...]


TRADES: dict[str, Trade] = {
    "industrial_fasteners": Trade(
        "Fasteners|Befestigungstechnik|Fixations|Viteria|Tornillería|Bevestigingstechniek",
        "FIX",
        (
            (
                "Hex bolt M12x60 8.8 zinc|Sechskantschraube M12x60 8.8 verzinkt|"
                "Vis H M12x60 8.8 zinguée|Vite TE M12x60 8.8 zincata|"
                "Tornillo hexagonal M12x60 8.8 zincado|Zeskantbout M12x60 8.8 verzinkt"
            ),
            (
                "Hex nut M12 DIN 934|Sechskantmutter M12 DIN 934|Écrou H M12 DIN 934|"
                "Dado esagonale M12 DIN 934|Tuerca hexagonal M12 DIN 934|Zeskantmoer M12 DIN 934"
            ),
            (
                "Washer 13 mm A2|Unterlegscheibe 13 mm A2|Rondelle plate 13 mm A2|"
                "Rondella piana 13 mm A2|Arandela plana 13 mm A2|Sluitring 13 mm A2"
            ),
            (
                "Anchor bolt 10x100|Bolzenanker 10x100|Goujon d'ancrage 10x100|Ancorante 10x100|"
                "Anclaje perno 10x100|Keilbout 10x100"
            ),
            (
                "Self-tapping screw 4.2x19|Blechschraube 4,2x19|Vis tôle 4,2x19|"
                "Vite autofilettante 4,2x19|Tornillo rosca chapa 4,2x19|Plaatschroef 4,2x19"
            ),
        ),
        ("pcs|Stk|pce|pz|ud|st", "box|Pak|boîte|conf|caja|doos"),
    ),
    "hvac": Trade(
        "Climate|Klimatechnik|Climatisation|Climatizzazione|Climatización|Klimaattechniek",
        "AIR",
        (
            (
                "Split unit 3.5 kW indoor|Split-Innengerät 3,5 kW|Unité intérieure split 3,5 kW|"
                "Unità interna split 3,5 kW|Unidad interior split 3,5 kW|Split binnendeel 3,5 kW"
            ),
            (
                "Copper pipe 12 mm coil 25 m|Kupferrohr 12 mm Ring 25 m|"
                "Tube cuivre 12 mm couronne 25 m|Tubo rame 12 mm rotolo 25 m|"
                "Tubo cobre 12 mm rollo 25 m|Koperbuis 12 mm rol 25 m"
            ),
            (
                "Air filter G4 592x592|Luftfilter G4 592x592|Filtre à air G4 592x592|"
                "Filtro aria G4 592x592|Filtro de aire G4 592x592|Luchtfilter G4 592x592"
            ),
            (
                "Refrigerant R32 9 kg|Kältemittel R32 9 kg|Fluide frigorigène R32 9 kg|"
                "Refrigerante R32 9 kg|Refrigerante R32 9 kg|Koudemiddel R32 9 kg"
            ),
            (
                "Duct flexible 160 mm|Flexschlauch 160 mm|Gaine souple 160 mm|"
                "Tubo flessibile 160 mm|Conducto flexible 160 mm|Flexibele slang 160 mm"
            ),
        ),
        ("pcs|Stk|pce|pz|ud|st", "m|m|m|m|m|m"),
    ),
    "packaging": Trade(
        "Packaging|Verpackung|Emballages|Imballaggi|Embalajes|Verpakkingen",
        "PACK",
        (
            (
                "Carton 400x300x200 double wall|Karton 400x300x200 2-wellig|"
                "Carton 400x300x200 double cannelure|Scatola 400x300x200 doppia onda|"
                "Caja 400x300x200 doble canal|Doos 400x300x200 dubbele golf"
            ),
            (
                "Stretch film 500 mm 23 my|Stretchfolie 500 mm 23 my|Film étirable 500 mm 23 my|"
                "Film estensibile 500 mm 23 my|Film estirable 500 mm 23 my|Rekfolie 500 mm 23 my"
            ),
            (
                "Packing tape brown 50 mm|Packband braun 50 mm|Ruban adhésif marron 50 mm|"
                "Nastro adesivo avana 50 mm|Cinta adhesiva marrón 50 mm|Tape bruin 50 mm"
            ),
            (
                "Pallet 1200x800 EPAL|Palette 1200x800 EPAL|Palette 1200x800 EPAL|"
                "Pallet 1200x800 EPAL|Palé 1200x800 EPAL|Pallet 1200x800 EPAL"
            ),
            (
                "Bubble wrap roll 1000 mm|Luftpolsterfolie 1000 mm|Film bulles 1000 mm|"
                "Pluriball 1000 mm|Plástico burbujas 1000 mm|Noppenfolie 1000 mm"
            ),
        ),
        ("roll|Rolle|rouleau|rotolo|rollo|rol", "pcs|Stk|pce|pz|ud|st"),
    ),
    "chemicals": Trade(
        "Chemicals|Chemie|Chimie|Chimica|Química|Chemie",
        "CHEM",
        (
            (
                "Isopropanol 99.9% 25 l|Isopropanol 99,9 % 25 l|Isopropanol 99,9 % 25 l|"
                "Alcool isopropilico 99,9% 25 l|Isopropanol 99,9 % 25 l|Isopropanol 99,9% 25 l"
            ),
            (
                "Sodium hydroxide 50% IBC|Natronlauge 50 % IBC|Soude caustique 50 % IBC|"
                "Soda caustica 50% IBC|Sosa cáustica 50 % IBC|Natronloog 50% IBC"
            ),
            (
                "Degreaser concentrate 10 l|Entfetter Konzentrat 10 l|Dégraissant concentré 10 l|"
                "Sgrassante concentrato 10 l|Desengrasante concentrado 10 l|"
                "Ontvetter concentraat 10 l"
            ),
            (
                "Citric acid 25 kg bag|Zitronensäure 25 kg Sack|Acide citrique sac 25 kg|"
                "Acido citrico sacco 25 kg|Ácido cítrico saco 25 kg|Citroenzuur zak 25 kg"
            ),
        ),
        ("can|Kan|bidon|tanica|garrafa|can", "kg|kg|kg|kg|kg|kg"),
    ),
    "electrical_wholesale": Trade(
        "Electrical|Elektro|Électricité|Elettroforniture|Material Eléctrico|Elektrotechniek",
        "ELEC",
        (
            (
                "Cable NYM-J 3x1.5 100 m|Mantelleitung NYM-J 3x1,5 100 m|Câble R2V 3G1,5 100 m|"
                "Cavo FG16OR16 3G1,5 100 m|Cable RZ1-K 3G1,5 100 m|Kabel YMvK 3x1,5 100 m"
            ),
            (
                "Circuit breaker B16 1P|Leitungsschutzschalter B16 1-pol.|Disjoncteur 1P+N 16A|"
                "Interruttore magnetotermico 1P 16A|Interruptor magnetotérmico 1P 16A|"
                "Installatieautomaat B16 1P"
            ),
            (
                "LED panel 600x600 36 W|LED-Panel 600x600 36 W|Dalle LED 600x600 36 W|"
                "Pannello LED 600x600 36 W|Panel LED 600x600 36 W|LED-paneel 600x600 36 W"
            ),
            (
                "Junction box IP65|Abzweigdose IP65|Boîte de dérivation IP65|"
                "Cassetta di derivazione IP65|Caja de derivación IP65|Aftakdoos IP65"
            ),
        ),
        ("pcs|Stk|pce|pz|ud|st", "drum|Ring|couronne|matassa|rollo|haspel"),
    ),
    "plumbing": Trade(
        "Plumbing|Sanitär|Plomberie|Idraulica|Fontanería|Sanitair",
        "FLOW",
        (
            (
                "Press fitting elbow 22 mm|Pressfitting Bogen 22 mm|Coude à sertir 22 mm|"
                "Curva a pressare 22 mm|Codo press 22 mm|Persfitting knie 22 mm"
            ),
            (
                "Ball valve 3/4 inch|Kugelhahn 3/4 Zoll|Vanne à bille 3/4|Valvola a sfera 3/4|"
                "Válvula de bola 3/4|Kogelkraan 3/4"
            ),
            (
                "PEX pipe 16x2 roll 200 m|PEX-Rohr 16x2 Rolle 200 m|Tube PER 16x2 couronne 200 m|"
                "Tubo PEX 16x2 rotolo 200 m|Tubo PEX 16x2 rollo 200 m|PEX-buis 16x2 rol 200 m"
            ),
            (
                "Siphon 40 mm white|Siphon 40 mm weiß|Siphon 40 mm blanc|Sifone 40 mm bianco|"
                "Sifón 40 mm blanco|Sifon 40 mm wit"
            ),
        ),
        ("pcs|Stk|pce|pz|ud|st", "roll|Rolle|couronne|rotolo|rollo|rol"),
    ),
    "building_materials": Trade(
        "Building Supplies|Baustoffe|Matériaux|Edilizia|Materiales|Bouwmaterialen",
        "BAU",
        (
            (
                "Cement CEM II 25 kg|Zement CEM II 25 kg|Ciment CEM II 25 kg|Cemento CEM II 25 kg|"
                "Cemento CEM II 25 kg|Cement CEM II 25 kg"
            ),
            (
                "Plasterboard 12.5 mm 2600x1200|Gipskartonplatte 12,5 mm 2600x1200|"
                "Plaque de plâtre BA13 2600x1200|Lastra cartongesso 12,5 mm|"
                "Placa de yeso 12,5 mm 2600x1200|Gipsplaat 12,5 mm 2600x1200"
            ),
            (
                "Mineral wool 100 mm|Mineralwolle 100 mm|Laine minérale 100 mm|"
                "Lana minerale 100 mm|Lana mineral 100 mm|Minerale wol 100 mm"
            ),
            (
                "Concrete block 440x215x100|Kalksandstein 248x175x238|Parpaing 500x200x200|"
                "Blocco cemento 50x20x20|Bloque hormigón 40x20x20|Kalkzandsteen 300x100x200"
            ),
        ),
        ("bag|Sack|sac|sacco|saco|zak", "pal|Pal|pal|bancale|palé|pallet"),
    ),
    "food_service": Trade(
        "Foodservice|Gastro|Restauration|Ristorazione|Hostelería|Horeca",
        "GASTRO",
        (
            (
                "Sunflower oil 10 l|Sonnenblumenöl 10 l|Huile de tournesol 10 l|"
                "Olio di semi di girasole 10 l|Aceite de girasol 10 l|Zonnebloemolie 10 l"
            ),
            (
                "Paper napkins 33x33 white|Servietten 33x33 weiß|Serviettes papier 33x33 blanc|"
                "Tovaglioli carta 33x33 bianco|Servilletas 33x33 blanco|Servetten 33x33 wit"
            ),
            (
                "Pasta penne 5 kg|Penne Rigate 5 kg|Pâtes penne 5 kg|Penne rigate 5 kg|"
                "Macarrones 5 kg|Penne 5 kg"
            ),
            (
                "Takeaway box kraft 750 ml|Menübox Kraft 750 ml|Boîte repas kraft 750 ml|"
                "Contenitore kraft 750 ml|Envase kraft 750 ml|Maaltijdbak kraft 750 ml"
            ),
        ),
        ("case|Kart.|colis|cartone|caja|doos", "pcs|Stk|pce|pz|ud|st"),
    ),
    "office_supplies": Trade(
        "Office Supplies|Bürobedarf|Fournitures|Cancelleria|Papelería|Kantoorartikelen",
        "OFFICE",
        (
            (
                "Copy paper A4 80 g|Kopierpapier A4 80 g|Papier copie A4 80 g|Carta A4 80 g|"
                "Papel A4 80 g|Kopieerpapier A4 80 g"
            ),
            (
                "Lever arch file 80 mm|Ordner 80 mm|Classeur à levier 80 mm|Raccoglitore 80 mm|"
                "Archivador 80 mm|Ordner 80 mm"
            ),
            (
                "Toner black TN-2420|Toner schwarz TN-2420|Toner noir TN-2420|Toner nero TN-2420|"
                "Tóner negro TN-2420|Toner zwart TN-2420"
            ),
            (
                "Ballpoint pen blue|Kugelschreiber blau|Stylo bille bleu|Penna a sfera blu|"
                "Bolígrafo azul|Balpen blauw"
            ),
        ),
        ("ream|Pack|ramette|risma|paquete|pak", "pcs|Stk|pce|pz|ud|st"),
    ),
    "steel_metals": Trade(
        "Steel|Stahlhandel|Aciers|Acciai|Aceros|Staal",
        "STEEL",
        (
            (
                "Flat bar S235 50x10 6 m|Flachstahl S235 50x10 6 m|Plat acier S235 50x10 6 m|"
                "Piatto S235 50x10 6 m|Pletina S235 50x10 6 m|Platstaal S235 50x10 6 m"
            ),
            (
                "Square tube 40x40x3|Quadratrohr 40x40x3|Tube carré 40x40x3|"
                "Tubolare quadro 40x40x3|Tubo cuadrado 40x40x3|Kokerprofiel 40x40x3"
            ),
            (
                "Sheet DC01 2000x1000x2|Blech DC01 2000x1000x2|Tôle DC01 2000x1000x2|"
                "Lamiera DC01 2000x1000x2|Chapa DC01 2000x1000x2|Plaat DC01 2000x1000x2"
            ),
            (
                "Angle L 50x50x5|Winkelstahl L 50x50x5|Cornière L 50x50x5|Angolare L 50x50x5|"
                "Angular L 50x50x5|Hoekstaal L 50x50x5"
            ),
        ),
        ("kg|kg|kg|kg|kg|kg", "pcs|Stk|pce|pz|ud|st"),
    ),
    "safety_ppe": Trade(
        "Safety|Arbeitsschutz|Sécurité|Antinfortunistica|Seguridad|Veiligheid",
        "SAFE",
        (
            (
                "Safety boots S3 size 43|Sicherheitsschuh S3 Gr. 43|Chaussures S3 pointure 43|"
                "Scarpe S3 taglia 43|Botas S3 talla 43|Werkschoenen S3 maat 43"
            ),
            (
                "Nitrile gloves L box 100|Nitrilhandschuhe L 100 St.|Gants nitrile L boîte 100|"
                "Guanti nitrile L conf. 100|Guantes nitrilo L caja 100|"
                "Nitril handschoenen L doos 100"
            ),
            (
                "Hi-vis vest yellow XL|Warnweste gelb XL|Gilet haute visibilité XL|"
                "Gilet alta visibilità XL|Chaleco reflectante XL|Veiligheidsvest geel XL"
            ),
            (
                "Ear plugs 200 pairs|Gehörschutzstöpsel 200 Paar|Bouchons d'oreilles 200 paires|"
                "Tappi auricolari 200 paia|Tapones auditivos 200 pares|Oordopjes 200 paar"
            ),
        ),
        ("pair|Paar|paire|paio|par|paar", "pcs|Stk|pce|pz|ud|st"),
    ),
    "automotive_parts": Trade(
        "Motor Parts|Autoteile|Pièces Auto|Ricambi|Recambios|Autoparts",
        "AUTO",
        (
            (
                "Brake pad set front|Bremsbelagsatz vorne|Jeu plaquettes avant|"
                "Kit pastiglie anteriori|Juego pastillas delanteras|Remblokset voor"
            ),
            (
                "Oil filter W712|Ölfilter W712|Filtre à huile W712|Filtro olio W712|"
                "Filtro de aceite W712|Oliefilter W712"
            ),
            (
                "Engine oil 5W-30 5 l|Motoröl 5W-30 5 l|Huile moteur 5W-30 5 l|"
                "Olio motore 5W-30 5 l|Aceite motor 5W-30 5 l|Motorolie 5W-30 5 l"
            ),
            (
                "Wiper blade 600 mm|Wischblatt 600 mm|Balai essuie-glace 600 mm|"
                "Spazzola tergicristallo 600 mm|Escobilla 600 mm|Ruitenwisser 600 mm"
            ),
        ),
        ("pcs|Stk|pce|pz|ud|st", "set|Satz|jeu|kit|juego|set"),
    ),
    "timber": Trade(
        "Timber|Holzhandel|Bois|Legnami|Maderas|Hout",
        "WOOD",
        (
            (
                "Spruce C24 45x95 4.8 m|KVH Fichte C24 60x120 5 m|Sapin C24 45x95 4,8 m|"
                "Abete C24 45x95 4,8 m|Pino C24 45x95 4,8 m|Vuren C24 45x95 4,8 m"
            ),
            (
                "OSB/3 18 mm 2500x1250|OSB/3 18 mm 2500x1250|Panneau OSB3 18 mm|"
                "Pannello OSB/3 18 mm|Tablero OSB/3 18 mm|OSB/3 18 mm 2500x1250"
            ),
            (
                "Plywood birch 12 mm|Birkensperrholz 12 mm|Contreplaqué bouleau 12 mm|"
                "Compensato betulla 12 mm|Contrachapado abedul 12 mm|Berken multiplex 12 mm"
            ),
            (
                "Decking board 28x145|Terrassendiele 28x145|Lame de terrasse 28x145|"
                "Doga decking 28x145|Tarima exterior 28x145|Vlonderplank 28x145"
            ),
        ),
        ("m|lfm|ml|ml|ml|m1", "pcs|Stk|pce|pz|ud|st"),
    ),
    "lab_supplies": Trade(
        "Laboratory|Laborbedarf|Laboratoire|Laboratorio|Laboratorio|Laboratorium",
        "LAB",
        (
            (
                "Pipette tips 200 µl rack|Pipettenspitzen 200 µl Rack|Cônes de pipette 200 µl|"
                "Puntali 200 µl rack|Puntas de pipeta 200 µl|Pipetpunten 200 µl rek"
            ),
            (
                "Centrifuge tube 50 ml|Zentrifugenröhrchen 50 ml|Tube à centrifuger 50 ml|"
                "Provetta da centrifuga 50 ml|Tubo de centrífuga 50 ml|Centrifugebuis 50 ml"
            ),
            (
                "Beaker 250 ml borosilicate|Becherglas 250 ml Borosilikat|"
                "Bécher 250 ml borosilicate|Becher 250 ml borosilicato|Vaso de precipitados 250 ml|"
                "Bekerglas 250 ml"
            ),
            (
                "Nitrile gloves M|Nitrilhandschuhe M|Gants nitrile M|Guanti nitrile M|"
                "Guantes de nitrilo M|Nitrilhandschoenen M"
            ),
        ),
        ("pack|Pack|paquet|conf|paquete|pak", "case|Karton|carton|cartone|caja|doos"),
    ),
}

# --------------------------------------------------------------------------------- labels

# A document's title, per language and type.
TITLES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "delivery_note": ("Delivery Note", "DELIVERY NOTE", "Delivery"),
        "invoice": ("Invoice", "INVOICE", "Tax Invoice"),
        "order_confirmation": (
            "Order Confirmation",
            "ORDER ACKNOWLEDGEMENT",
            "Sales Order Confirmation",
        ),
        "credit_note": ("Credit Note", "CREDIT MEMO", "Credit Note"),
        "quotation": ("Quotation", "QUOTE", "Sales Quotation"),
        "statement": ("Statement of Account", "STATEMENT", "Customer Statement"),
    },
    "de": {
        "delivery_note": ("Lieferschein", "LIEFERSCHEIN", "Lieferschein"),
        "invoice": ("Rechnung", "RECHNUNG"),
        "order_confirmation": ("Auftragsbestätigung", "AUFTRAGSBESTÄTIGUNG"),
        "credit_note": ("Gutschrift", "Rechnungskorrektur", "GUTSCHRIFT"),
        "quotation": ("Angebot", "ANGEBOT"),
        "statement": ("Kontoauszug", "Offene-Posten-Liste", "Kontoauszug"),
    },
    "fr": {
        "delivery_note": ("Bon de livraison", "BON DE LIVRAISON", "Bon de livraison"),
        "invoice": ("Facture", "FACTURE"),
        "order_confirmation": ("Accusé de réception de commande", "Confirmation de commande"),
        "credit_note": ("Avoir", "AVOIR", "Facture d'avoir"),
        "quotation": ("Devis", "DEVIS", "Offre de prix"),
        "statement": ("Relevé de compte", "RELEVÉ DE COMPTE"),
    },
    "it": {
        "delivery_note": ("Documento di trasporto", "DOCUMENTO DI TRASPORTO", "D.D.T."),
        "invoice": ("Fattura", "FATTURA", "Fattura differita"),
        "order_confirmation": ("Conferma d'ordine", "CONFERMA D'ORDINE"),
        "credit_note": ("Nota di credito", "NOTA DI CREDITO"),
        "quotation": ("Offerta", "Preventivo", "OFFERTA"),
        "statement": ("Estratto conto", "ESTRATTO CONTO"),
    },
    "es": {
        "delivery_note": ("Albarán", "ALBARÁN", "Albarán de entrega"),
        "invoice": ("Factura", "FACTURA"),
        "order_confirmation": ("Confirmación de pedido", "CONFIRMACIÓN DE PEDIDO"),
        "credit_note": ("Factura rectificativa", "Abono", "ABONO"),
        "quotation": ("Presupuesto", "Oferta", "PRESUPUESTO"),
        "statement": ("Extracto de cuenta", "EXTRACTO DE CUENTA"),
    },
    "nl": {
        "delivery_note": ("Pakbon", "PAKBON", "Afleverbon"),
        "invoice": ("Factuur", "FACTUUR"),
        "order_confirmation": ("Orderbevestiging", "ORDERBEVESTIGING"),
        "credit_note": ("Creditnota", "Creditfactuur", "CREDITNOTA"),
        "quotation": ("Offerte", "OFFERTE"),
        "statement": ("Rekeningoverzicht", "Saldolijst", "REKENINGOVERZICHT"),
    },
}

# The label of the document's own number, per language and type.
NUMBER_LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "delivery_note": ("Delivery Note No.", "Delivery No.", "Document No.", "DN No."),
        "invoice": ("Invoice No.", "Invoice Number", "Invoice #"),
        "order_confirmation": ("Acknowledgement No.", "Confirmation No.", "Order Conf. No."),
        "credit_note": ("Credit Note No.", "Credit Memo #", "Credit No."),
        "quotation": ("Quotation No.", "Quote #", "Quote Number"),
        "statement": ("Statement No.", "Statement #"),
    },
    "de": {
        "delivery_note": (
            "Lieferschein-Nr.",
            "Lieferscheinnummer",
            "Lieferschein Nr.",
            "Beleg-Nr.",
        ),
        "invoice": ("Rechnungs-Nr.", "Rechnungsnummer"),
        "order_confirmation": ("AB-Nr.", "Auftragsbestätigung Nr."),
        "credit_note": ("Gutschrift-Nr.", "Gutschriftsnummer"),
        "quotation": ("Angebots-Nr.", "Angebotsnummer"),
        "statement": ("Auszug-Nr.", "Kontoauszug Nr."),
    },
    "fr": {
        "delivery_note": ("N° BL", "Bon de livraison n°", "N° de bon", "Numéro"),
        "invoice": ("Facture n°", "N° facture"),
        "order_confirmation": ("N° AR", "Confirmation n°"),
        "credit_note": ("Avoir n°", "N° avoir"),
        "quotation": ("Devis n°", "N° devis"),
        "statement": ("Relevé n°",),
    },
    "it": {
        "delivery_note": ("DDT n.", "D.D.T. N°", "Numero documento", "N. documento"),
        "invoice": ("Fattura n.", "N. fattura"),
        "order_confirmation": ("Conferma n.", "N. conferma"),
        "credit_note": ("Nota di credito n.", "N. nota"),
        "quotation": ("Offerta n.", "N. preventivo"),
        "statement": ("Estratto n.",),
    },
    "es": {
        "delivery_note": ("Nº Albarán", "Albarán nº", "Número", "Nº documento"),
        "invoice": ("Nº Factura", "Factura nº"),
        "order_confirmation": ("Nº Confirmación", "Confirmación nº"),
        "credit_note": ("Nº Abono", "Factura rectificativa nº"),
        "quotation": ("Nº Presupuesto", "Presupuesto nº"),
        "statement": ("Nº Extracto",),
    },
    "nl": {
        "delivery_note": ("Pakbonnummer", "Pakbon nr.", "Afleverbonnr.", "Documentnr."),
        "invoice": ("Factuurnummer", "Factuurnr."),
        "order_confirmation": ("Orderbevestiging nr.", "Bevestigingsnr."),
        "credit_note": ("Creditnotanr.", "Creditnota nummer"),
        "quotation": ("Offertenummer", "Offertenr."),
        "statement": ("Overzicht nr.",),
    },
}

# The label of the document's own date, per language and type.
DATE_LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "delivery_note": ("Delivery Date", "Date", "Dispatch Date", "Document Date"),
        "invoice": ("Invoice Date", "Date", "Tax Point"),
        "order_confirmation": ("Date", "Confirmation Date"),
        "credit_note": ("Credit Date", "Date"),
        "quotation": ("Quote Date", "Date"),
        "statement": ("Statement Date", "Date"),
    },
    "de": {
        "delivery_note": ("Lieferdatum", "Datum", "Belegdatum", "Versanddatum"),
        "invoice": ("Rechnungsdatum", "Datum"),
        "order_confirmation": ("Datum", "Belegdatum"),
        "credit_note": ("Gutschriftsdatum", "Datum"),
        "quotation": ("Angebotsdatum", "Datum"),
        "statement": ("Stichtag", "Datum"),
    },
    "fr": {
        "delivery_note": ("Date de livraison", "Date", "Date BL", "Date d'expédition"),
        "invoice": ("Date de facture", "Date"),
        "order_confirmation": ("Date", "Date de l'AR"),
        "credit_note": ("Date de l'avoir", "Date"),
        "quotation": ("Date du devis", "Date"),
        "statement": ("Date du relevé", "Arrêté au"),
    },
    "it": {
        "delivery_note": ("Data DDT", "Data", "Data documento", "Data consegna"),
        "invoice": ("Data fattura", "Data"),
        "order_confirmation": ("Data", "Data conferma"),
        "credit_note": ("Data nota", "Data"),
        "quotation": ("Data offerta", "Data"),
        "statement": ("Situazione al", "Data"),
    },
    "es": {
        "delivery_note": ("Fecha", "Fecha albarán", "Fecha de entrega", "Fecha envío"),
        "invoice": ("Fecha factura", "Fecha"),
        "order_confirmation": ("Fecha", "Fecha confirmación"),
        "credit_note": ("Fecha", "Fecha abono"),
        "quotation": ("Fecha", "Fecha presupuesto"),
        "statement": ("Fecha extracto", "A fecha"),
    },
    "nl": {
        "delivery_note": ("Leverdatum", "Datum", "Afleverdatum", "Verzenddatum"),
        "invoice": ("Factuurdatum", "Datum"),
        "order_confirmation": ("Datum", "Bevestigingsdatum"),
        "credit_note": ("Datum", "Creditdatum"),
        "quotation": ("Offertedatum", "Datum"),
        "statement": ("Overzichtsdatum", "Datum"),
    },
}

# A delivery note's title, number label and date label as a family of forms prints them,
# keyed "family:language".
FAMILY_DN: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "erp_infoblock:de": (
        ("Lieferschein", "Lieferung"),
        ("Lieferung", "Lieferschein", "Liefer-Nr."),
        ("Datum", "Lieferdatum"),
    ),
    "erp_infoblock:en": (
        ("Delivery Note", "Outbound Delivery"),
        ("Delivery", "Delivery No."),
        ("Date", "Delivery Date"),
    ),
    "erp_infoblock:fr": (
        ("Bon de livraison", "Livraison"),
        ("Livraison", "N° livraison"),
        ("Date", "Date livraison"),
    ),
    "erp_infoblock:it": (
        ("Bolla di consegna", "Consegna"),
        ("Consegna", "N. consegna"),
        ("Data", "Data consegna"),
    ),
    "erp_infoblock:es": (
        ("Nota de entrega", "Entrega"),
        ("Entrega", "Nº entrega"),
        ("Fecha", "Fecha entrega"),
    ),
    "erp_infoblock:nl": (
        ("Leveringsbon", "Levering"),
        ("Levering", "Leveringsnr."),
        ("Datum", "Leverdatum"),
    ),
    "ledger_shipment:en": (
        ("Sales - Shipment", "Shipment"),
        ("No.", "Shipment No."),
        ("Document Date", "Shipment Date"),
    ),
    "ledger_shipment:de": (
        ("Verkauf - Lieferung", "Lieferschein"),
        ("Nr.", "Lieferschein-Nr."),
        ("Belegdatum", "Warenausg.-Datum"),
    ),
    "ledger_shipment:nl": (
        ("Verkoopverzending", "Pakbon"),
        ("Nr.", "Verzendnr."),
        ("Documentdatum", "Verzenddatum"),
    ),
    "ledger_shipment:fr": (
        ("Expédition vente", "Bon de livraison"),
        ("N°", "N° expédition"),
        ("Date document", "Date expédition"),
    ),
    "small_business:en": (
        ("Delivery Slip", "Delivery Note", "Packing Slip"),
        ("Reference", "Delivery Note No.", "Ref."),
        ("Shipping Date", "Date", "Delivery Date"),
    ),
    "small_business:nl": (
        ("Pakbon", "Leveringsbon"),
        ("Referentie", "Pakbonnummer"),
        ("Verzenddatum", "Datum"),
    ),
    "small_business:fr": (
        ("Bon de livraison", "Bordereau de livraison"),
        ("Référence", "N° BL"),
        ("Date d'expédition", "Date"),
    ),
    "small_business:es": (
        ("Albarán", "Nota de entrega"),
        ("Referencia", "Nº Albarán"),
        ("Fecha de envío", "Fecha"),
    ),
    "small_business:de": (
        ("Lieferschein", "Lieferschein"),
        ("Referenz", "Lieferschein-Nr."),
        ("Versanddatum", "Datum"),
    ),
    "de_window_form:de": (
        ("Lieferschein", "LIEFERSCHEIN"),
        ("Lieferschein-Nr.", "Lieferschein Nr.", "Beleg-Nr."),
        ("Lieferdatum", "Datum", "Liefertag"),
    ),
    "ddt_it:it": (
        (
            "Documento di trasporto",
            "D.D.T. - Documento di Trasporto",
            "DOCUMENTO DI TRASPORTO (D.P.R. 472/96)",
        ),
        ("DDT n.", "Numero DDT", "N. DDT"),
        ("Data DDT", "Data documento", "Data"),
    ),
    "albaran_es:es": (
        ("Albarán", "ALBARÁN DE ENTREGA", "Albarán de salida"),
        ("Nº Albarán", "Albarán Nº", "Núm. albarán"),
        ("Fecha albarán", "Fecha", "Fecha entrega"),
    ),
    "pakbon_nl:nl": (
        ("Pakbon", "Afleverbon", "PAKLIJST"),
        ("Pakbonnummer", "Afleverbon nr.", "Pakbon nr."),
        ("Leverdatum", "Afleverdatum", "Datum"),
    ),
    "bl_fr:fr": (
        ("Bon de livraison", "BL", "BON DE LIVRAISON"),
        ("N° BL", "BL n°", "Numéro de BL"),
        ("Date de livraison", "Date BL", "Date"),
    ),
    "us_packing:en": (
        ("Packing List", "PACKING SLIP", "Packing Slip"),
        ("Packing List #", "Packing Slip No.", "Shipment #"),
        ("Ship Date", "Date Shipped", "Ship Date"),
    ),
    "anz_docket:en": (
        ("Delivery Docket", "DELIVERY DOCKET", "Proof of Delivery"),
        ("Docket No.", "Docket #", "Delivery Docket No."),
        ("Date", "Delivery Date", "Docket Date"),
    ),
    "uk_ie_despatch:en": (
        ("Despatch Note", "DESPATCH NOTE", "Delivery / Despatch Note"),
        ("Despatch Note No.", "Despatch No.", "DN No."),
        ("Despatch Date", "Date", "Date Despatched"),
    ),
}

# The labels of the other fields a form prints, per field and language.
LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "customer_no": {
        "en": ("Customer No.", "Account No.", "Customer Account", "Acc. No."),
        "de": ("Kunden-Nr.", "Kundennummer", "Kd.-Nr.", "Debitor"),
        "fr": ("N° client", "Code client", "Compte client"),
        "it": ("Cod. cliente", "Codice cliente", "Cliente n."),
        "es": ("Nº Cliente", "Cód. cliente", "Cliente nº"),
        "nl": ("Klantnummer", "Debiteurnr.", "Klantnr."),
    },
    "sales_order": {
        "en": ("Sales Order", "Our Order No.", "SO Number", "Our Ref."),
        "de": ("Auftrags-Nr.", "Auftrag", "Unser Auftrag", "Kundenauftrag"),
        "fr": ("N° commande", "Notre commande", "Commande interne"),
        "it": ("Ordine n.", "Ns. ordine", "Conferma n."),
        "es": ("Nuestro pedido", "Pedido nº", "Nº pedido interno"),
        "nl": ("Ordernummer", "Onze order", "Verkooporder"),
    },
    "po": {
        "en": ("Your Order", "Your Order No.", "Customer PO", "Purchase Order", "Your Ref."),
        "de": ("Ihre Bestellung", "Ihre Bestell-Nr.", "Bestellnummer Kunde", "Ihr Zeichen"),
        "fr": ("Votre commande", "Réf. client", "N° commande client", "Votre référence"),
        "it": ("Vs. ordine", "Vostro ordine n.", "Rif. ordine cliente", "Vs. riferimento"),
        "es": ("Su pedido", "Pedido cliente", "Su referencia", "Nº pedido cliente"),
        "nl": ("Uw bestelling", "Uw ordernummer", "Uw referentie", "Inkoopordernr."),
    },
    "order_date": {
        "en": ("Order Date", "Ordered"),
        "de": ("Bestelldatum", "Auftragsdatum"),
        "fr": ("Date de commande", "Date cde"),
        "it": ("Data ordine", "Data ordine cliente"),
        "es": ("Fecha pedido", "Fecha de pedido"),
        "nl": ("Orderdatum", "Besteldatum"),
    },
    "requested_date": {
        "en": ("Requested Date", "Requested Delivery"),
        "de": ("Wunschtermin", "Wunschliefertermin"),
        "fr": ("Date souhaitée", "Livraison souhaitée"),
        "it": ("Data richiesta", "Consegna richiesta"),
        "es": ("Fecha solicitada", "Entrega solicitada"),
        "nl": ("Gewenste leverdatum", "Gewenste datum"),
    },
    "promised_date": {
        "en": ("Promised Date", "Est. Delivery"),
        "de": ("Liefertermin", "Voraussichtl. Lieferung"),
        "fr": ("Date de livraison prévue", "Délai confirmé"),
        "it": ("Consegna prevista", "Data consegna prevista"),
        "es": ("Fecha prevista", "Entrega prevista"),
        "nl": ("Verwachte leverdatum", "Bevestigde leverdatum"),
    },
    "service_date": {
        "en": ("Delivery Date", "Date of Supply"),
        "de": ("Lieferdatum", "Leistungsdatum"),
        "fr": ("Date de livraison",),
        "it": ("Data consegna",),
        "es": ("Fecha entrega",),
        "nl": ("Leverdatum",),
    },
    "due_date": {
        "en": ("Due Date", "Payment Due"),
        "de": ("Fällig am", "Fälligkeit"),
        "fr": ("Échéance", "Date d'échéance"),
        "it": ("Scadenza", "Data scadenza"),
        "es": ("Vencimiento", "Fecha vencimiento"),
        "nl": ("Vervaldatum", "Te betalen voor"),
    },
    "valid_until": {
        "en": ("Valid Until", "Quote valid to"),
        "de": ("Gültig bis", "Bindefrist"),
        "fr": ("Valable jusqu'au", "Validité"),
        "it": ("Valida fino al", "Validità"),
        "es": ("Válido hasta", "Validez"),
        "nl": ("Geldig tot", "Geldigheid"),
    },
    "delivery_ref": {
        "en": ("Delivery Note", "Despatch No."),
        "de": ("Lieferschein", "Lieferschein-Nr."),
        "fr": ("BL n°", "Bon de livraison"),
        "it": ("DDT n.", "Rif. DDT"),
        "es": ("Albarán", "Nº Albarán"),
        "nl": ("Pakbon", "Pakbonnr."),
    },
    "invoice_ref": {
        "en": ("Original Invoice", "Invoice Ref."),
        "de": ("zu Rechnung", "Ursprungsrechnung"),
        "fr": ("Facture d'origine", "Sur facture"),
        "it": ("Rif. fattura", "Fattura originale"),
        "es": ("Factura rectificada", "Factura original"),
        "nl": ("Oorspronkelijke factuur", "Betreft factuur"),
    },
    "shipment_no": {
        "en": ("Consignment No.", "Shipment Ref."),
        "de": ("Versand-Nr.", "Sendungs-Nr."),
        "fr": ("N° d'envoi", "Réf. expédition"),
        "it": ("N. spedizione", "Spedizione n."),
        "es": ("Nº envío", "Nº expedición"),
        "nl": ("Zendingnr.", "Zending-ID"),
    },
    "route": {
        "en": ("Route", "Run No."),
        "de": ("Route", "Tour"),
        "fr": ("Tournée", "Route"),
        "it": ("Giro", "Zona"),
        "es": ("Ruta", "Reparto"),
        "nl": ("Rit", "Route"),
    },
    "picking": {
        "en": ("Picking List No.", "Pick Ticket"),
        "de": ("Kommissionier-Nr.", "Pickliste"),
        "fr": ("N° préparation", "Liste de préparation"),
        "it": ("Lista prelievo", "N. picking"),
        "es": ("Nº picking", "Orden de preparación"),
        "nl": ("Picklijst", "Picknr."),
    },
    "carrier": {
        "en": ("Carrier", "Ship Via"),
        "de": ("Spediteur", "Versandart"),
        "fr": ("Transporteur", "Mode d'expédition"),
        "it": ("Vettore", "Spedizione a mezzo"),
        "es": ("Transportista", "Agencia"),
        "nl": ("Vervoerder", "Verzendwijze"),
    },
    "terms": {
        "en": ("Delivery Terms", "Incoterms"),
        "de": ("Lieferbedingung", "Incoterms"),
        "fr": ("Conditions de livraison", "Incoterm"),
        "it": ("Porto", "Resa"),
        "es": ("Portes", "Condiciones de entrega"),
        "nl": ("Leveringsvoorwaarden", "Incoterm"),
    },
    "payment_terms": {
        "en": ("Payment Terms", "Terms"),
        "de": ("Zahlungsbedingungen", "Zahlungsziel"),
        "fr": ("Conditions de paiement", "Règlement"),
        "it": ("Pagamento", "Condizioni di pagamento"),
        "es": ("Forma de pago", "Condiciones de pago"),
        "nl": ("Betalingsvoorwaarden", "Betaaltermijn"),
    },
    "contact": {
        "en": ("Contact", "Salesperson", "Handled by"),
        "de": ("Ansprechpartner", "Sachbearbeiter", "Bearbeiter"),
        "fr": ("Votre contact", "Commercial", "Suivi par"),
        "it": ("Referente", "Agente", "Operatore"),
        "es": ("Atendido por", "Comercial", "Contacto"),
        "nl": ("Contactpersoon", "Behandeld door", "Verkoper"),
    },
    "customer_vat": {
        "en": ("Your VAT No.", "Customer VAT"),
        "de": ("Ihre USt-IdNr.", "USt-Id Kunde"),
        "fr": ("N° TVA client", "TVA intracom. client"),
        "it": ("P.IVA cliente", "Vs. P.IVA"),
        "es": ("NIF cliente", "CIF cliente"),
        "nl": ("Uw BTW-nr.", "BTW-nr. klant"),
    },
    "weight": {
        "en": ("Gross Weight", "Weight"),
        "de": ("Bruttogewicht", "Gewicht"),
        "fr": ("Poids brut", "Poids"),
        "it": ("Peso lordo", "Peso kg"),
        "es": ("Peso bruto", "Peso"),
        "nl": ("Brutogewicht", "Gewicht"),
    },
    "packages": {
        "en": ("Packages", "No. of Cartons"),
        "de": ("Packstücke", "Anzahl Colli"),
        "fr": ("Nb colis", "Colis"),
        "it": ("N. colli", "Colli"),
        "es": ("Bultos", "Nº bultos"),
        "nl": ("Aantal colli", "Colli"),
    },
    "printed": {
        "en": ("Printed", "Print Date", "Printed on"),
        "de": ("Druckdatum", "Gedruckt am", "Druck"),
        "fr": ("Imprimé le", "Date d'impression", "Édité le"),
        "it": ("Stampato il", "Data stampa", "Stampa del"),
        "es": ("Impreso", "Fecha impresión", "Impreso el"),
        "nl": ("Afgedrukt", "Printdatum", "Afgedrukt op"),
    },
    "account_no": {
        "en": ("Account", "Account Ref."),
        "de": ("Konto", "Debitorenkonto"),
        "fr": ("Compte", "Compte n°"),
        "it": ("Conto", "Conto n."),
        "es": ("Cuenta", "Cuenta nº"),
        "nl": ("Rekening", "Debiteur"),
    },
}

# The labels a family of forms prefers, keyed "family:language" (the generic ones otherwise).
FAMILY_LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "erp_infoblock:de": {
        "po": ("Ihre Bestellung", "Ihre Bestellnummer", "Bestellnummer"),
        "sales_order": ("Auftrag", "Kundenauftrag", "Verkaufsbeleg"),
        "customer_no": ("Kundennummer", "Unsere Kundennummer", "Warenempfänger"),
    },
    "erp_infoblock:en": {
        "po": ("Your Order", "Customer PO Number", "Purchase Order No."),
        "sales_order": ("Sales Order", "Sales Document"),
        "customer_no": ("Customer Number", "Ship-to Party"),
    },
    "ledger_shipment:en": {
        "po": ("External Document No.",),
        "customer_no": ("Customer No.", "Sell-to Customer No."),
        "sales_order": ("Sales Order No.", "Order Ref."),
        "terms": ("Shipment Method",),
        "carrier": ("Shipping Agent",),
        "contact": ("Salesperson",),
    },
    "ledger_shipment:de": {
        "po": ("Externe Belegnummer", "Ihre Bestellung"),
        "customer_no": ("Debitorennr.", "Verk. an Deb.-Nr."),
        "sales_order": ("Auftragsnr.",),
        "terms": ("Lieferbedingung",),
        "carrier": ("Zusteller",),
        "contact": ("Verkäufer",),
    },
    "ledger_shipment:nl": {
        "po": ("Extern documentnr.", "Uw bestelling"),
        "customer_no": ("Klantnr.", "Orderklantnr."),
        "sales_order": ("Ordernr.",),
        "terms": ("Leveringsconditie",),
        "carrier": ("Expediteur",),
    },
    "ledger_shipment:fr": {
        "po": ("N° doc. externe", "Votre commande"),
        "customer_no": ("N° client",),
        "sales_order": ("N° commande",),
        "terms": ("Conditions livraison",),
        "carrier": ("Transporteur",),
    },
    "small_business:en": {
        "po": ("Customer Reference", "PO Number", "Your Order"),
        "sales_order": ("Order", "Source Document", "Sales Order"),
        "customer_no": ("Customer ID", "Account", "Customer Code"),
    },
    "us_packing:en": {
        "po": ("Customer PO", "Cust PO #", "P.O. Number", "PO #"),
        "sales_order": ("Sales Order", "SO #", "Order #"),
        "customer_no": ("Customer #", "Cust. No.", "Account #"),
        "carrier": ("Ship Via",),
        "terms": ("Freight Terms",),
    },
    "anz_docket:en": {
        "po": ("Your Order No.", "Cust. Order No.", "Customer Order"),
        "customer_no": ("Account", "Account No.", "Cust. Acc."),
        "sales_order": ("Sales Order", "Our Ref", "SO No."),
        "route": ("Run No.", "Run"),
    },
    "uk_ie_despatch:en": {
        "po": ("Your Order No.", "Customer Order No.", "Your Ref"),
        "customer_no": ("Account Ref", "Account No.", "A/C No."),
        "sales_order": ("Our Order No.", "Sales Order No.", "Our Ref"),
    },
    "de_window_form:de": {
        "po": ("Ihre Bestellung", "Ihre Bestell-Nr.", "Ihre Auftragsnr."),
        "customer_no": ("Kunden-Nr.", "Kundennummer"),
        "sales_order": ("Auftrags-Nr.", "Unser Auftrag"),
        "route": ("Tour", "Tour-Nr."),
    },
    "ddt_it:it": {
        "po": ("Vs. ordine", "Rif. Vs. ordine", "Ordine cliente n."),
        "sales_order": ("Ns. ordine", "Conferma n."),
        "customer_no": ("Cod. cliente", "Codice cliente"),
    },
    "albaran_es:es": {
        "po": ("Su pedido", "Su pedido nº", "Pedido cliente"),
        "sales_order": ("Nuestro pedido", "Pedido nº"),
        "customer_no": ("Nº Cliente", "Código cliente"),
    },
    "pakbon_nl:nl": {
        "po": ("Uw bestelling", "Uw ordernummer", "Uw referentie"),
        "sales_order": ("Ordernummer", "Onze order"),
        "customer_no": ("Klantnummer", "Debiteurnummer"),
    },
    "bl_fr:fr": {
        "po": ("Votre commande", "Réf. client", "Vos réf."),
        "sales_order": ("N° commande", "Notre commande"),
        "customer_no": ("N° client", "Code client"),
        "route": ("Tournée",),
    },
}

# Rows a family of forms adds (label, kind of value), keyed "family:language" or "family".
EXTRAS: dict[str, tuple[tuple[str, str], ...]] = {
    "us_packing": (
        ("BOL #", "bol"),
        ("PRO #", "pro"),
        ("FOB", "choice:Origin|Destination|Shipping Point"),
        ("Cartons", "packages"),
        ("Weight (lbs)", "weight"),
    ),
    "ddt_it": (
        (
            "Causale del trasporto",
            "choice:Vendita|Conto visione|Conto lavorazione|Vendita franco destino",
        ),
        ("Aspetto esteriore dei beni", "choice:Scatole|Pallet|Cartoni|Sfuso"),
        ("Trasporto a cura del", "choice:Mittente|Destinatario|Vettore"),
        ("Porto", "choice:Franco|Assegnato|Franco con addebito"),
        ("N. colli", "packages"),
        ("Peso lordo kg", "weight"),
    ),
    "albaran_es": (
        ("Forma de envío", "choice:Agencia|Medios propios|Recoge cliente"),
        ("Portes", "choice:Pagados|Debidos"),
        ("Bultos", "packages"),
        ("Peso (kg)", "weight"),
    ),
    "anz_docket": (
        ("Driver", "driver"),
        ("Vehicle", "rego"),
        (
            "Delivery Instructions",
            "choice:Leave at dock 2|Call on arrival|Site gate B|Deliver to store",
        ),
        ("Cartons", "packages"),
    ),
    "uk_ie_despatch": (
        ("Consignment No.", "consignment"),
        ("No. of Cartons", "packages"),
        ("Delivery Instructions", "choice:Goods in before 3pm|Tail lift required|Call ahead"),
    ),
    "bl_fr": (
        ("Nb colis", "packages"),
        ("Poids brut", "weight"),
        ("Conditions", "choice:Franco de port|Port dû|Départ usine"),
    ),
    "pakbon_nl": (
        ("Aantal colli", "packages"),
        ("Gewicht", "weight"),
        ("Leveringsvoorwaarden", "choice:Franco|Af magazijn"),
    ),
    "de_window_form": (
        ("Versandart", "choice:Spedition|Paketdienst|Abholung|Eigener LKW"),
        ("Packstücke", "packages"),
        ("Lieferbedingung", "choice:frei Haus|ab Werk|FCA Lager"),
        ("Kommission", "choice:Baustelle Nord|Halle 3|Lager 2|Werkstatt"),
    ),
    "erp_infoblock:de": (
        ("Versandstelle", "choice:1000|1100|2000"),
        ("Incoterms", "choice:FCA Hamburg|DAP Werk|EXW Lager"),
        ("Gewicht brutto", "weight"),
    ),
    "erp_infoblock": (("Incoterms", "choice:FCA|DAP|EXW|CPT"),),
    "ledger_shipment:en": (("Your Reference", "person"),),
    "ledger_shipment:de": (("Ihre Referenz", "person"),),
    "ledger_shipment:nl": (("Uw referentie", "person"),),
    "ledger_shipment:fr": (("Votre référence", "person"),),
}
# Kinds of extra values that are numbers (a carrier's, a run's): what looks like a number.
NUMBER_EXTRA_KINDS = ("bol", "pro", "consignment")
# The fields whose values are numbers other than the document's own and its PO.
NUMBER_FIELDS = (
    "customer_no",
    "sales_order",
    "delivery_ref",
    "invoice_ref",
    "shipment_no",
    "route",
    "picking",
    "account_no",
)

# A PO named with its date: the order and the day it was placed.
PO_WITH_DATE: dict[str, tuple[str, ...]] = {
    "en": ("{po} of {date}", "{po} dated {date}"),
    "de": ("{po} vom {date}",),
    "fr": ("{po} du {date}",),
    "it": ("{po} del {date}",),
    "es": ("{po} de {date}", "{po} del {date}"),
    "nl": ("{po} van {date}", "{po} d.d. {date}"),
}

# Document numbers a family's software issues: {y4} {y2} the year, {dN} N digits.
DOC_NUMBERS: dict[str, dict[str, tuple[str, ...]]] = {
    "erp_infoblock": {
        "delivery_note": ("80{d6}", "008{d7}", "84{d6}"),
        "invoice": ("90{d6}", "009{d7}"),
        "order_confirmation": ("00{d8}", "1{d7}"),
        "credit_note": ("91{d6}", "0091{d6}"),
        "quotation": ("20{d6}",),
        "statement": ("KA{y2}{d5}",),
    },
    "ledger_shipment": {
        "delivery_note": ("SHP-{d6}", "VLS{d6}", "PS-{d6}", "S-SHP{d6}"),
        "invoice": ("SI-{d6}", "VR{d6}", "PSI-{d6}"),
        "order_confirmation": ("SO-{d6}", "VA{d6}"),
        "credit_note": ("SCM-{d5}", "VGS{d6}"),
        "quotation": ("SQ-{d5}", "VANG{d5}"),
        "statement": ("ST-{y4}-{d4}",),
    },
    "small_business": {
        "delivery_note": ("WH/OUT/{d5}", "DN{d5}", "DN-{y4}-{d4}", "LEV{y2}{d4}"),
        "invoice": ("INV/{y4}/{d5}", "INV-{d5}", "F{y4}-{d4}"),
        "order_confirmation": ("S{d5}", "SO-{d5}"),
        "credit_note": ("RINV/{y4}/{d4}", "CN-{d5}"),
        "quotation": ("Q{d5}", "QUO-{d5}"),
        "statement": ("STMT-{d5}",),
    },
    "de_window_form": {
        "delivery_note": ("LS-{y4}-{d6}", "LS{y2}{d5}", "L{d6}"),
        "invoice": ("RE-{y4}-{d5}", "R{y2}{d5}"),
        "order_confirmation": ("AB-{y4}-{d5}", "AB{y2}{d4}"),
        "credit_note": ("GS-{y4}-{d4}",),
        "quotation": ("AN-{y4}-{d4}",),
        "statement": ("KA-{y4}-{d4}",),
    },
    "ddt_it": {
        "delivery_note": ("{d4}/{y4}", "DDT{y2}/{d5}", "{d5}/DDT", "V{y2}/{d5}"),
        "invoice": ("FT{y2}/{d4}", "{d4}/FE/{y4}"),
        "order_confirmation": ("OC{y2}/{d5}",),
        "credit_note": ("NC{y2}/{d4}",),
        "quotation": ("OFF{y2}/{d4}",),
        "statement": ("EC{y2}/{d4}",),
    },
    "albaran_es": {
        "delivery_note": ("ALB{y2}/{d5}", "A-{y4}-{d4}", "AV{y2}{d6}", "{y4}/A/{d5}"),
        "invoice": ("FV{y2}/{d5}", "F-{y4}-{d4}"),
        "order_confirmation": ("PV{y2}/{d5}",),
        "credit_note": ("AB{y2}/{d4}", "R-{y4}-{d4}"),
        "quotation": ("PRE{y2}/{d4}",),
        "statement": ("EXT-{d5}",),
    },
    "pakbon_nl": {
        "delivery_note": ("PB{y2}{d5}", "AFL-{y4}-{d4}", "{y4}{d5}", "P{d7}"),
        "invoice": ("F{y4}-{d4}", "{y4}{d4}"),
        "order_confirmation": ("OB{y2}-{d5}",),
        "credit_note": ("CR{y4}-{d4}",),
        "quotation": ("OFF-{d5}",),
        "statement": ("RO-{d5}",),
    },
    "bl_fr": {
        "delivery_note": ("BL{y2}-{d5}", "BL{y4}{d5}", "LIV-{d6}", "BL-{d6}"),
        "invoice": ("FA{y2}-{d5}", "FAC-{y4}-{d5}"),
        "order_confirmation": ("ARC-{d5}", "CDE{y2}-{d5}"),
        "credit_note": ("AV{y2}-{d4}",),
        "quotation": ("DEV-{d5}", "D{y2}{d5}"),
        "statement": ("REL-{d5}",),
    },
    "us_packing": {
        "delivery_note": ("PS-{d6}", "PL{d7}", "SHP{d6}", "{d6}-01"),
        "invoice": ("INV{d6}", "{d7}"),
        "order_confirmation": ("SO{d6}", "ACK-{d5}"),
        "credit_note": ("CM{d6}", "CM-{d5}"),
        "quotation": ("Q-{d5}", "QT{d6}"),
        "statement": ("STMT{d5}",),
    },
    "anz_docket": {
        "delivery_note": ("DD{d6}", "DKT-{d5}", "{d7}"),
        "invoice": ("TI{d6}", "INV-{d6}"),
        "order_confirmation": ("SO-{d6}",),
        "credit_note": ("CN{d6}",),
        "quotation": ("QU-{d5}",),
        "statement": ("STM-{d5}",),
    },
    "uk_ie_despatch": {
        "delivery_note": ("DN/{y2}/{d4}", "DES{d6}", "D{d6}", "DN{d6}"),
        "invoice": ("SI-{d6}", "INV{d5}"),
        "order_confirmation": ("OA-{d5}", "SOP{d6}"),
        "credit_note": ("SCN-{d5}", "CR{d5}"),
        "quotation": ("QT-{d5}",),
        "statement": ("ST/{y2}/{d4}",),
    },
    "bilingual": {
        "delivery_note": ("BL-LS-{d5}", "LS-{y4}-{d5}", "PS-{d6}", "LB{y2}{d5}"),
        "invoice": ("FA-{d6}", "INV-{d6}"),
        "order_confirmation": ("AB-{d6}",),
        "credit_note": ("CN-{d5}", "GS-{d5}"),
        "quotation": ("Q-{d5}",),
        "statement": ("ST-{d5}",),
    },
}
# A buyer's purchase order numbers, as its own software issues them.
PO_STYLES = (
    "45{d8}",
    "PO-{d5}",
    "PO{d6}",
    "BE-{y4}-{d4}",
    "{d6}",
    "ORD/{y2}/{d4}",
    "CMD{y2}-{d5}",
    "ODA/{y2}/{d4}",
    "PED-{d6}",
    "INK{y2}{d4}",
    "P{d7}",
    "B{y2}-{d5}",
    "PUR-{d6}",
    "{d5}",
)

# The item table's column heads, per language.
COLUMNS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "pos": ("Pos.", "Line", "Ln"),
        "article": ("Item No.", "Article No.", "Part No.", "Product Code"),
        "desc": ("Description",),
        "qty": ("Qty", "Quantity", "Qty Delivered"),
        "unit": ("Unit", "UoM"),
        "batch": ("Batch", "Lot No."),
        "ean": ("EAN", "Barcode"),
        "ordered": ("Ordered", "Qty Ord"),
        "shipped": ("Shipped", "Qty Shp"),
        "backorder": ("B/O", "Back Order"),
        "price": ("Unit Price", "Price"),
        "amount": ("Amount", "Net Amount"),
    },
    "de": {
        "pos": ("Pos.",),
        "article": ("Artikel-Nr.", "Material", "Art.-Nr."),
        "desc": ("Bezeichnung", "Artikelbezeichnung"),
        "qty": ("Menge", "Liefermenge"),
        "unit": ("ME", "Einheit"),
        "batch": ("Charge",),
        "ean": ("EAN",),
        "ordered": ("Bestellt",),
        "shipped": ("Geliefert",),
        "backorder": ("Rückstand",),
        "price": ("Einzelpreis", "Preis"),
        "amount": ("Gesamt", "Betrag"),
    },
    "fr": {
        "pos": ("Pos.", "Ligne"),
        "article": ("Référence", "Code article", "Réf."),
        "desc": ("Désignation",),
        "qty": ("Qté", "Quantité", "Qté livrée"),
        "unit": ("U.", "Unité"),
        "batch": ("Lot", "N° lot"),
        "ean": ("EAN", "Gencod"),
        "ordered": ("Cdé",),
        "shipped": ("Livré",),
        "backorder": ("Reliquat",),
        "price": ("P.U. HT", "Prix unit."),
        "amount": ("Montant HT", "Total HT"),
    },
    "it": {
        "pos": ("Pos.", "Riga"),
        "article": ("Codice", "Cod. articolo"),
        "desc": ("Descrizione",),
        "qty": ("Q.tà", "Quantità"),
        "unit": ("U.M.",),
        "batch": ("Lotto",),
        "ean": ("EAN",),
        "ordered": ("Ordinato",),
        "shipped": ("Spedito",),
        "backorder": ("Residuo",),
        "price": ("Prezzo",),
        "amount": ("Importo",),
    },
    "es": {
        "pos": ("Lín.", "Pos."),
        "article": ("Código", "Referencia", "Artículo"),
        "desc": ("Descripción", "Concepto"),
        "qty": ("Cant.", "Cantidad", "Unidades"),
        "unit": ("Ud.", "U.M."),
        "batch": ("Lote",),
        "ean": ("EAN",),
        "ordered": ("Pedido",),
        "shipped": ("Servido",),
        "backorder": ("Pendiente",),
        "price": ("Precio",),
        "amount": ("Importe",),
    },
    "nl": {
        "pos": ("Pos.", "Regel"),
        "article": ("Artikelnr.", "Artikelcode"),
        "desc": ("Omschrijving",),
        "qty": ("Aantal", "Geleverd"),
        "unit": ("Eenh.", "Eenheid"),
        "batch": ("Batch", "Lotnr."),
        "ean": ("EAN",),
        "ordered": ("Besteld",),
        "shipped": ("Geleverd",),
        "backorder": ("Backorder",),
        "price": ("Prijs", "Stukprijs"),
        "amount": ("Bedrag", "Totaal"),
    },
}

# Other words a form prints, per language ({n} a page, {m} the pages).
WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "page": ("Page {n} of {m}", "Page {n}/{m}", "Page: {n} of {m}"),
        "original": ("ORIGINAL", "Original"),
        "copy": ("COPY", "Customer Copy", "Driver Copy"),
        "continued": ("Continued on page {n}", "Carried forward to page {n}"),
        "total_qty": ("Total Quantity", "Total Qty", "Total Units"),
        "received": (
            "Received in good condition by",
            "Goods received by",
            "Received by (print name)",
        ),
        "signature": ("Signature", "Date / Signature"),
        "ship_to": ("Ship To", "Delivery Address", "Deliver To"),
        "bill_to": ("Bill To", "Sold To", "Invoice Address"),
        "phone": ("Tel.", "Phone"),
        "vat": ("VAT Reg. No.", "VAT No."),
        "directors": ("Directors", "Managing Director"),
        "bank": ("Bank", "Bank Details"),
        "net": ("Net Total", "Subtotal"),
        "tax": ("VAT", "Tax"),
        "total": ("Total", "Amount Due"),
        "goods_in": ("Goods Inwards", "Receiving", "Attn: Stores"),
        "balance": ("Balance Due", "Total Outstanding"),
        "stmt_cols": ("Date|Document|Reference|Due|Amount", "Date|Type|Number|Due Date|Balance"),
        "thanks": ("Thank you for your business.", "Please check goods on receipt."),
        "claims": (
            "Claims for shortages must be made within 48 hours.",
            "Goods remain our property until paid in full.",
        ),
    },
    "de": {
        "page": ("Seite {n} von {m}", "Seite {n}/{m}", "Blatt {n} von {m}"),
        "original": ("ORIGINAL", "Original"),
        "copy": ("KOPIE", "Kopie", "Kundenexemplar"),
        "continued": ("Fortsetzung auf Seite {n}", "Übertrag auf Seite {n}"),
        "total_qty": ("Gesamtmenge", "Summe Menge", "Menge gesamt"),
        "received": ("Ware vollständig und unbeschädigt erhalten", "Empfang bestätigt"),
        "signature": ("Unterschrift", "Datum / Unterschrift"),
        "ship_to": ("Lieferanschrift", "Warenempfänger", "Lieferadresse"),
        "bill_to": ("Rechnungsanschrift", "Auftraggeber"),
        "phone": ("Tel.", "Telefon"),
        "vat": ("USt-IdNr.", "USt-ID"),
        "directors": ("Geschäftsführer", "Geschäftsführung", "Vorstand"),
        "bank": ("Bankverbindung", "Bank"),
        "net": ("Nettobetrag", "Summe netto"),
        "tax": ("MwSt.", "USt."),
        "total": ("Gesamtbetrag", "Endbetrag"),
        "goods_in": ("Wareneingang", "Warenannahme", "Lager"),
        "balance": ("Offener Saldo", "Saldo"),
        "stmt_cols": (
            "Datum|Beleg|Referenz|Fällig|Betrag",
            "Belegdatum|Art|Beleg-Nr.|Fälligkeit|Saldo",
        ),
        "thanks": ("Vielen Dank für Ihren Auftrag.", "Bitte prüfen Sie die Ware bei Empfang."),
        "claims": (
            "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.",
            "Reklamationen innerhalb von 8 Tagen.",
        ),
    },
    "fr": {
        "page": ("Page {n} / {m}", "Page {n} sur {m}", "Folio {n}/{m}"),
        "original": ("ORIGINAL", "Original"),
        "copy": ("COPIE", "Copie client", "Exemplaire chauffeur"),
        "continued": ("Suite page {n}", "À reporter page {n}"),
        "total_qty": ("Total quantité", "Quantité totale", "Qté totale"),
        "received": ("Marchandise reçue en bon état", "Reçu par"),
        "signature": ("Signature et cachet", "Date et signature"),
        "ship_to": ("Adresse de livraison", "Livré à", "Lieu de livraison"),
        "bill_to": ("Adresse de facturation", "Client facturé"),
        "phone": ("Tél.", "Téléphone"),
        "vat": ("N° TVA", "TVA intracom."),
        "directors": ("Président", "Gérant"),
        "bank": ("Banque", "RIB"),
        "net": ("Total HT", "Montant HT"),
        "tax": ("TVA",),
        "total": ("Total TTC", "Net à payer"),
        "goods_in": ("Service réception", "Réception marchandises", "Magasin"),
        "balance": ("Solde dû", "Solde"),
        "stmt_cols": ("Date|Pièce|Référence|Échéance|Montant", "Date|Type|N° pièce|Échéance|Solde"),
        "thanks": ("Merci de votre confiance.", "Vérifiez la marchandise à la livraison."),
        "claims": (
            "Toute réclamation doit être formulée sous 48 heures.",
            "Clause de réserve de propriété : loi 80-335 du 12 mai 1980.",
        ),
    },
    "it": {
        "page": ("Pagina {n} di {m}", "Pag. {n}/{m}", "Foglio {n} di {m}"),
        "original": ("ORIGINALE", "Originale"),
        "copy": ("COPIA", "Copia cliente", "Copia vettore"),
        "continued": ("Segue a pagina {n}", "Continua a pag. {n}"),
        "total_qty": ("Totale quantità", "Tot. quantità", "Totale pezzi"),
        "received": ("Firma del destinatario", "Per ricevuta"),
        "signature": ("Firma conducente", "Firma vettore"),
        "ship_to": ("Destinazione merce", "Luogo di destinazione", "Destinatario"),
        "bill_to": ("Intestatario", "Cliente"),
        "phone": ("Tel.", "Telefono"),
        "vat": ("P.IVA", "Partita IVA"),
        "directors": ("Amministratore", "Legale rappresentante"),
        "bank": ("Banca", "Appoggio bancario"),
        "net": ("Imponibile", "Totale imponibile"),
        "tax": ("IVA",),
        "total": ("Totale documento", "Totale"),
        "goods_in": ("Ufficio ricevimento merci", "Magazzino"),
        "balance": ("Saldo a debito", "Saldo"),
        "stmt_cols": (
            "Data|Documento|Riferimento|Scadenza|Importo",
            "Data|Tipo|Numero|Scadenza|Saldo",
        ),
        "thanks": ("Grazie per la preferenza.", "Controllare la merce al ricevimento."),
        "claims": ("Eventuali reclami entro 8 giorni dal ricevimento.",),
    },
    "es": {
        "page": ("Página {n} de {m}", "Pág. {n}/{m}", "Hoja {n} de {m}"),
        "original": ("ORIGINAL", "Original"),
        "copy": ("COPIA", "Copia cliente", "Copia transportista"),
        "continued": ("Continúa en página {n}", "Suma y sigue, página {n}"),
        "total_qty": ("Total unidades", "Total cantidad", "Unidades totales"),
        "received": ("Recibí conforme", "Firma y sello del cliente"),
        "signature": ("Firma", "Fecha y firma"),
        "ship_to": ("Dirección de entrega", "Entregar en", "Lugar de entrega"),
        "bill_to": ("Datos de facturación", "Cliente"),
        "phone": ("Tel.", "Teléfono"),
        "vat": ("CIF", "NIF"),
        "directors": ("Administrador", "Consejero delegado"),
        "bank": ("Banco", "Cuenta"),
        "net": ("Base imponible", "Subtotal"),
        "tax": ("IVA",),
        "total": ("Total factura", "Total"),
        "goods_in": ("Recepción de mercancías", "Almacén"),
        "balance": ("Saldo pendiente", "Saldo"),
        "stmt_cols": (
            "Fecha|Documento|Referencia|Vencimiento|Importe",
            "Fecha|Tipo|Número|Vto.|Saldo",
        ),
        "thanks": ("Gracias por su confianza.", "Revise la mercancía a su recepción."),
        "claims": ("No se admiten devoluciones pasados 15 días.",),
    },
    "nl": {
        "page": ("Pagina {n} van {m}", "Blad {n}/{m}", "Pag. {n} van {m}"),
        "original": ("ORIGINEEL", "Origineel"),
        "copy": ("KOPIE", "Kopie klant", "Kopie chauffeur"),
        "continued": ("Vervolg op pagina {n}", "Zie volgende pagina"),
        "total_qty": ("Totaal aantal", "Totaal stuks", "Aantal totaal"),
        "received": ("Voor ontvangst getekend", "Goederen in goede staat ontvangen"),
        "signature": ("Handtekening", "Datum / handtekening"),
        "ship_to": ("Afleveradres", "Leveradres", "Bezorgadres"),
        "bill_to": ("Factuuradres", "Klant"),
        "phone": ("Tel.", "Telefoon"),
        "vat": ("BTW-nr.", "BTW"),
        "directors": ("Directie", "Bestuurder"),
        "bank": ("Bank", "IBAN"),
        "net": ("Subtotaal", "Totaal excl. BTW"),
        "tax": ("BTW",),
        "total": ("Totaal incl. BTW", "Te betalen"),
        "goods_in": ("Goederenontvangst", "Magazijn", "Expeditie"),
        "balance": ("Openstaand saldo", "Saldo"),
        "stmt_cols": (
            "Datum|Document|Referentie|Vervaldatum|Bedrag",
            "Datum|Soort|Nummer|Vervalt|Saldo",
        ),
        "thanks": ("Bedankt voor uw bestelling.", "Controleer de goederen bij ontvangst."),
        "claims": ("Op al onze leveringen zijn onze algemene voorwaarden van toepassing.",),
    },
}

# A firm's entry in its country's register: {city}, {dN} digits.
REGISTERS: dict[str, tuple[str, ...]] = {
    "DE": ("Amtsgericht {city} HRB {d5}", "Registergericht {city} HRA {d4}"),
    "AT": ("Firmenbuch FN {d6}t, LG {city}", "FN {d6}a HG {city}"),
    "CH": ("Handelsregister CH-{d3}.{d1}.{d3}.{d3}-{d1}",),
    "FR": ("RCS {city} B {d3} {d3} {d3}", "SIRET {d14}"),
    "BE": ("RPR {city}", "RPM {city}"),
    "IT": ("REA MI-{d7}", "Cap. soc. € {d3}.000 i.v. - REA {d6}"),
    "ES": ("Registro Mercantil de {city}, Tomo {d4}, Folio {d2}, Hoja {d5}",),
    "NL": ("KvK {d8}", "KvK-nummer {d8}"),
    "GB": ("Registered in England & Wales No. {d8}", "Company Reg. No. {d8}"),
    "IE": ("Registered in Ireland No. {d6}", "CRO {d6}"),
    "US": ("D-U-N-S {d2}-{d3}-{d4}",),
    "CA": ("NEQ {d10}", "BN {d9}"),
    "AU": ("ACN {d3} {d3} {d3}",),
    "NZ": ("NZBN 94{d11}",),
}

# ------------------------------------------------------------------------------- layouts


@dataclass(frozen=True)
class Layout:
    """How a layout draws its note.

    places: (country, language, second language of a bilingual form or "");
    paper: "portrait", "landscape", "two_up_side" (two A5 copies side by side on a landscape
    sheet), "two_up_stacked" (two A5 copies one above the other) or "thermal";
    head: where the supplier's letterhead goes ("left", "right", "center", "band");
    info: how the header fields are printed ("rows": a right-hand block of label/value rows,
    "grid": a band of boxed cells, "twocol": two columns under the title, "inline": lines);
    table: the item table's columns ("std", "batch", "ean", "us"); footer: "cols" or "line";
    barcode: the number printed under a barcode; stamp: where the print timestamp goes;
    title_number: the number printed beside the title; window: a sender line above the
    address (a window envelope's)."""

    name: str
    family: str
    places: tuple[tuple[str, str, str], ...]
    paper: str
    head: str
    info: str
    table: str
    footer: str
    barcode: bool
    stamp: str
    title_number: bool
    window: bool


def _places(*codes: str) -> tuple[tuple[str, str, str], ...]:
    """Places written "DE:de" or "CA:en:fr"."""
    out = []
    for code in codes:
        parts = code.split(":")
        out.append((parts[0], parts[1], parts[2] if len(parts) > 2 else ""))
    return tuple(out)


_LAYOUT_ROWS = (
    # name, family, places, paper, head, info, table, footer, barcode, stamp, title_number,
    # window
    (
        "infoblock_rows_de",
        "erp_infoblock",
        "DE:de AT:de",
        "portrait",
        "right",
        "rows",
        "batch",
        "cols",
        True,
        "top",
        False,
        True,
    ),
    (
        "infoblock_rows_intl",
        "erp_infoblock",
        "GB:en NL:nl FR:fr IT:it ES:es",
        "portrait",
        "left",
        "rows",
        "ean",
        "cols",
        True,
        "bottom",
        True,
        False,
    ),
    (
        "infoblock_grid",
        "erp_infoblock",
        "DE:de NL:nl GB:en",
        "portrait",
        "band",
        "grid",
        "batch",
        "cols",
        False,
        "top",
        False,
        False,
    ),
    (
        "infoblock_landscape",
        "erp_infoblock",
        "DE:de IT:it ES:es",
        "landscape",
        "left",
        "rows",
        "ean",
        "line",
        True,
        "top",
        True,
        False,
    ),
    (
        "ledger_classic_en",
        "ledger_shipment",
        "GB:en IE:en",
        "portrait",
        "left",
        "twocol",
        "std",
        "line",
        False,
        "top",
        False,
        False,
    ),
    (
        "ledger_classic_de",
        "ledger_shipment",
        "DE:de AT:de",
        "portrait",
        "right",
        "twocol",
        "std",
        "cols",
        False,
        "bottom",
        False,
        True,
    ),
    (
        "ledger_us_letter",
        "ledger_shipment",
        "US:en",
        "portrait",
        "left",
        "grid",
        "us",
        "line",
        False,
        "top",
        True,
        False,
    ),
    (
        "ledger_benelux",
        "ledger_shipment",
        "NL:nl BE:nl BE:fr FR:fr",
        "portrait",
        "left",
        "twocol",
        "ean",
        "cols",
        True,
        "top",
        False,
        False,
    ),
    (
        "sb_web_slip",
        "small_business",
        "GB:en FR:fr ES:es NL:nl DE:de",
        "portrait",
        "left",
        "grid",
        "std",
        "line",
        False,
        "bottom",
        True,
        False,
    ),
    (
        "sb_desktop_dn",
        "small_business",
        "GB:en IE:en",
        "portrait",
        "center",
        "rows",
        "std",
        "line",
        False,
        "bottom",
        False,
        False,
    ),
    (
        "sb_cloud_pakbon",
        "small_business",
        "NL:nl BE:nl",
        "portrait",
        "right",
        "rows",
        "batch",
        "cols",
        False,
        "top",
        False,
        True,
    ),
    (
        "sb_two_up",
        "small_business",
        "GB:en NL:nl FR:fr ES:es",
        "two_up_side",
        "left",
        "inline",
        "std",
        "line",
        False,
        "bottom",
        True,
        False,
    ),
    (
        "de_window",
        "de_window_form",
        "DE:de",
        "portrait",
        "right",
        "rows",
        "batch",
        "cols",
        False,
        "bottom",
        False,
        True,
    ),
    (
        "de_compact",
        "de_window_form",
        "DE:de AT:de",
        "portrait",
        "left",
        "inline",
        "std",
        "line",
        False,
        "top",
        True,
        False,
    ),
    (
        "de_two_up",
        "de_window_form",
        "DE:de AT:de",
        "two_up_stacked",
        "left",
        "inline",
        "std",
        "line",
        False,
        "top",
        True,
        False,
    ),
    (
        "ddt_classic",
        "ddt_it",
        "IT:it",
        "portrait",
        "left",
        "grid",
        "batch",
        "cols",
        False,
        "bottom",
        True,
        False,
    ),
    (
        "ddt_rows",
        "ddt_it",
        "IT:it",
        "portrait",
        "right",
        "rows",
        "ean",
        "cols",
        True,
        "top",
        False,
        True,
    ),
    (
        "ddt_landscape",
        "ddt_it",
        "IT:it",
        "landscape",
        "band",
        "grid",
        "batch",
        "line",
        False,
        "top",
        True,
        False,
    ),
    (
        "albaran_grid",
        "albaran_es",
        "ES:es",
        "portrait",
        "left",
        "grid",
        "std",
        "cols",
        False,
        "bottom",
        True,
        False,
    ),
    (
        "albaran_rows",
        "albaran_es",
        "ES:es",
        "portrait",
        "center",
        "rows",
        "batch",
        "line",
        True,
        "top",
        False,
        False,
    ),
    (
        "albaran_two_up",
        "albaran_es",
        "ES:es",
        "two_up_side",
        "left",
        "inline",
        "std",
        "line",
        False,
        "bottom",
        True,
        False,
    ),
    (
        "pakbon_rows",
        "pakbon_nl",
        "NL:nl",
        "portrait",
        "right",
        "rows",
        "ean",
        "cols",
        False,
        "top",
        False,
        True,
    ),
    (
        "afleverbon_grid",
        "pakbon_nl",
        "NL:nl BE:nl",
        "portrait",
        "band",
        "grid",
        "std",
        "line",
        True,
        "bottom",
        True,
        False,
    ),
    (
        "pakbon_landscape",
        "pakbon_nl",
        "NL:nl",
        "landscape",
        "left",
        "twocol",
        "batch",
        "cols",
        False,
        "top",
        False,
        False,
    ),
    (
        "bl_rows",
        "bl_fr",
        "FR:fr BE:fr",
        "portrait",
        "left",
        "rows",
        "std",
        "cols",
        False,
        "bottom",
        True,
        False,
    ),
    (
        "bl_grid",
        "bl_fr",
        "FR:fr",
        "portrait",
        "center",
        "grid",
        "batch",
        "line",
        True,
        "top",
        False,
        False,
    ),
    (
        "bl_two_up",
        "bl_fr",
        "FR:fr",
        "two_up_stacked",
        "left",
        "inline",
        "std",
        "line",
        False,
        "bottom",
        True,
        False,
    ),
    (
        "us_packing_list",
        "us_packing",
        "US:en",
        "portrait",
        "left",
        "grid",
        "us",
        "line",
        True,
        "top",
        True,
        False,
    ),
    (
        "us_packing_slip",
        "us_packing",
        "US:en",
        "portrait",
        "right",
        "rows",
        "us",
        "line",
        False,
        "bottom",
        False,
        False,
    ),
    (
        "us_landscape",
        "us_packing",
        "US:en",
        "landscape",
        "band",
        "grid",
        "us",
        "line",
        True,
        "top",
        True,
        False,
    ),
    (
        "anz_docket_a4",
        "anz_docket",
        "AU:en NZ:en",
        "portrait",
        "left",
        "twocol",
        "std",
        "cols",
        False,
        "bottom",
        True,
        False,
    ),
    (
        "anz_docket_thermal",
        "anz_docket",
        "AU:en NZ:en",
        "thermal",
        "center",
        "inline",
        "std",
        "line",
        False,
        "bottom",
        True,
        False,
    ),
    (
        "anz_docket_two_up",
        "anz_docket",
        "AU:en NZ:en",
        "two_up_stacked",
        "band",
        "inline",
        "std",
        "line",
        False,
        "top",
        True,
        False,
    ),
    (
        "uk_despatch",
        "uk_ie_despatch",
        "GB:en",
        "portrait",
        "left",
        "rows",
        "std",
        "cols",
        False,
        "bottom",
        True,
        False,
    ),
    (
        "ie_despatch",
        "uk_ie_despatch",
        "IE:en",
        "portrait",
        "right",
        "twocol",
        "batch",
        "line",
        True,
        "top",
        False,
        False,
    ),
    (
        "uk_despatch_grid",
        "uk_ie_despatch",
        "GB:en IE:en",
        "portrait",
        "center",
        "grid",
        "ean",
        "cols",
        False,
        "top",
        True,
        False,
    ),
    (
        "ca_bilingual",
        "bilingual",
        "CA:en:fr CA:fr:en",
        "portrait",
        "left",
        "rows",
        "std",
        "line",
        False,
        "top",
        True,
        False,
    ),
    (
        "be_bilingual",
        "bilingual",
        "BE:nl:fr BE:fr:nl",
        "portrait",
        "right",
        "grid",
        "batch",
        "cols",
        False,
        "bottom",
        False,
        False,
    ),
    (
        "ch_bilingual",
        "bilingual",
        "CH:de:fr CH:de:it CH:fr:de CH:it:de",
        "portrait",
        "left",
        "twocol",
        "ean",
        "cols",
        True,
        "top",
        True,
        True,
    ),
)

LAYOUTS: dict[str, Layout] = {
    row[0]: Layout(
        name=row[0],
        family=row[1],
        places=_places(*row[2].split()),
        paper=row[3],
        head=row[4],
        info=row[5],
        table=row[6],
        footer=row[7],
        barcode=row[8],
        stamp=row[9],
        title_number=row[10],
        window=row[11],
    )
    for row in _LAYOUT_ROWS
}
TWO_UP = tuple(n for n, lay in LAYOUTS.items() if lay.paper.startswith("two_up"))
THERMAL = tuple(n for n, lay in LAYOUTS.items() if lay.paper == "thermal")
BILINGUAL = tuple(n for n, lay in LAYOUTS.items() if lay.family == "bilingual")
BARCODED = tuple(n for n, lay in LAYOUTS.items() if lay.barcode)


def field_labels(field: str) -> set[str]:
    """Every label a form may print for ``field`` (a key of ``LABELS``), in any language or
    family."""
    out = {label for row in LABELS.get(field, {}).values() for label in row}
    for prefs in FAMILY_LABELS.values():
        out.update(prefs.get(field, ()))
    return out


# Payment terms a form prints, per language.
PAYMENT_TERMS: dict[str, tuple[str, ...]] = {
    "en": ("30 days net", "Net 30", "14 days 2% discount", "Due on receipt", "30 days EOM"),
    "de": ("30 Tage netto", "14 Tage 2 % Skonto, 30 Tage netto", "sofort ohne Abzug"),
    "fr": ("30 jours fin de mois", "45 jours date de facture", "À réception"),
    "it": ("Ri.Ba. 60 gg d.f.f.m.", "Bonifico 30 gg d.f.", "Rimessa diretta"),
    "es": ("Transferencia 30 días", "Recibo domiciliado 60 días", "Contado"),
    "nl": ("30 dagen netto", "14 dagen na factuurdatum", "Direct"),
}
INCOTERMS = ("DAP", "FCA", "EXW", "CPT", "DDP", "CIP")
# A line under the items of some variants (sizes, colours, versions).
VARIANTS = ("RAL 7035", "grey", "V2", "type B", "XL", "2.0", "blue", "A2", "ST", "set")
# Where goods are received at a site, and a site's delivery point.
SITE_POINTS: dict[str, tuple[str, ...]] = {
    "en": ("Gate 3", "Warehouse 2", "Loading Bay 4", "Site Office"),
    "de": ("Tor 3", "Halle 2", "Rampe 4", "Baustelle Nord"),
    "fr": ("Quai 3", "Entrepôt 2", "Porte B", "Chantier Est"),
    "it": ("Cancello 3", "Magazzino 2", "Banchina 4", "Cantiere"),
    "es": ("Muelle 3", "Nave 2", "Puerta B", "Obra"),
    "nl": ("Dock 3", "Hal 2", "Poort B", "Bouwplaats"),
}
