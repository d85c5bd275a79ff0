"""The fifth held-out generator's world (bench/gen_fifth.py): the site office of a general
contractor and the suppliers whose paperwork reaches it, in six languages.

Every name, number and address here is invented. Written from what real supplier paperwork
does (builders' merchants, plant hire, ready-mix, scaffolding, precast, glazing, sanitary
wholesalers, rebar, roofing, paint, office supplies, PPE, couriers), without sight of the
field finder or of the project's other generators.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

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
    "de": "Mo Di Mi Do Fr Sa So",
    "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche",
    "it": "lunedì martedì mercoledì giovedì venerdì sabato domenica",
    "es": "lunes martes miércoles jueves viernes sábado domingo",
    "nl": "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag",
}


def format_date(day: dt.date, lang: str, form: str, mdy: bool = False) -> str:
    """``day`` printed the way a supplier of ``lang`` prints it in ``form``."""
    d, m, y = day.day, day.month, day.year
    month = MONTHS[lang].split()[m - 1]
    weekday = WEEKDAYS[lang].split()[day.weekday()]
    if form == "num":
        sep = {"de": ".", "nl": "-"}.get(lang, "/")
        return f"{m:02d}/{d:02d}/{y}" if mdy else f"{d:02d}{sep}{m:02d}{sep}{y}"
    if form == "num2":
        sep = "." if lang == "de" else "/"
        return f"{m:02d}/{d:02d}/{y % 100:02d}" if mdy else f"{d:02d}{sep}{m:02d}{sep}{y % 100:02d}"
    if form == "bare":  # no leading zeros
        sep = {"de": ".", "nl": "-", "it": "/"}.get(lang, "/")
        return f"{m}/{d}/{y}" if mdy else f"{d}{sep}{m}{sep}{y}"
    if form == "dash":
        return f"{d:02d}-{m:02d}-{y}"
    if form == "abbr":  # 03-Mar-26, a ticket printer's form
        return f"{d:02d}-{month[:3]}-{y % 100:02d}"
    if form == "long":
        if mdy:
            return f"{month} {d}, {y}"
        if lang == "de":
            return f"{d}. {month} {y}"
        if lang == "es":
            return f"{d} de {month} de {y}"
        return f"{d} {month} {y}"
    if form == "short":  # Mar 4, 2026 / 4 Mar 2026
        return f"{month[:3]} {d}, {y}" if mdy else f"{d} {month[:3]} {y}"
    if form == "weekday":
        if lang == "de":
            return f"{weekday}, {d:02d}.{m:02d}.{y}"
        if lang == "en":
            return f"{weekday} {d} {month} {y}"
        if lang == "es":
            return f"{weekday}, {d} de {month} de {y}"
        return f"{weekday} {d} {month} {y}"
    if form == "iso":
        return day.isoformat()
    raise ValueError(form)


@dataclass(frozen=True)
class Supplier:
    name: str  # the legal name (truth)
    alias: str  # a trading name / brand printed on the page
    tax_id: str
    layout: str
    country: str
    number: str  # document number pattern: # a digit, @ a capital, {Y} the year
    po: str  # the site's PO pattern with this supplier
    street: str
    town: str
    phone: str
    web: str


# The suppliers whose notes the site receives (each always uses its own template).
# fmt: off
SUPPLIERS: tuple[Supplier, ...] = (
    # English-speaking
    Supplier("Hollowell Builders Merchants Ltd", "HOLLOWELL", "GB 284 5519 36", "uk_merchant",
             "UK", "D######", "PO#####", "Canal Wharf, Unit 3", "Stockport SK4 2HD",
             "0161 480 2273", "hollowell-bm.co.uk"),
    Supplier("Brackenfield Plant Hire Ltd", "Brackenfield Hire", "GB 391 0274 58", "uk_offhire",
             "UK", "OH/#####", "J####-##", "Moor Lane Depot", "Wakefield WF2 7QT",
             "01924 377 610", "brackenfieldhire.co.uk"),
    Supplier("Calder Vale Concrete Ltd", "CALDER VALE READYMIX", "GB 702 8831 12", "uk_readymix",
             "UK", "#######", "CV-####", "Quarry Road", "Halifax HX3 9RT", "01422 250 118",
             "caldervale-concrete.co.uk"),
    Supplier("Tolworth Insulation Supplies Ltd", "TIS Insulation", "GB 118 6620 47",
             "uk_despatch", "UK", "DN-#####", "TOL/####", "Kingston Bypass Trade Park",
             "Surbiton KT6 7LD", "020 8390 4412", "tolworth-insulation.co.uk"),
    Supplier("Ashgrove Reinforcement Ltd", "Ashgrove Rebar", "GB 550 1937 80", "uk_rebar",
             "UK", "AR######", "####/AR", "Steelworks Close", "Scunthorpe DN16 1XA",
             "01724 862 905", "ashgrove-rebar.co.uk"),
    Supplier("Quillon Office and Site Supplies Ltd", "Quillon", "GB 946 3318 05", "uk_office",
             "UK", "QS-######", "PO#####", "12 Harrow Way", "Basingstoke RG22 4BD",
             "01256 471 300", "quillon.co.uk"),
    Supplier("Swiftline Parcels Ltd", "SWIFTLINE", "GB 663 2049 71", "en_pod", "UK",
             "SWL########", "PO#####", "Hub 4, Magna Park", "Lutterworth LE17 4XN",
             "0330 122 6040", "swiftline-parcels.co.uk"),
    Supplier("Pine Hollow Lumber Co.", "Pine Hollow Lumber", "EIN 47-2210938", "us_lumber",
             "US", "PS-#####", "####-##", "2210 Route 9W", "Kingston, NY 12401",
             "(845) 338-1920", "pinehollowlumber.com"),
    Supplier("Redgum Scaffolding Pty Ltd", "Redgum Scaffold", "ABN 53 118 440 927",
             "au_scaffold", "AU", "#####", "J###", "14 Kembla St", "Wollongong NSW 2500",
             "(02) 4227 1180", "redgumscaffold.com.au"),
    Supplier("Shannonside Sanitary Ware Ltd", "Shannonside", "IE 6388047V", "ie_sanitary",
             "IE", "SS######", "CK-####", "Dock Road", "Limerick V94 K2T8", "061 408 223",
             "shannonside.ie"),
    # German
    Supplier("Baustoff-Union Lindenau GmbH & Co. KG", "BU Lindenau", "DE263118904",
             "de_baustoff", "DE", "LS#######", "4500######", "Industriestraße 4",
             "04178 Leipzig", "0341 44 812-0", "bu-lindenau.de"),
    Supplier("Fertigteilwerk Oberhaid GmbH", "FTW Oberhaid", "DE 281 447 390",
             "de_fertigteile", "DE", "##-#####", "B-{Y}-###", "Am Betonwerk 2",
             "96173 Oberhaid", "09503 922-0", "ftw-oberhaid.de"),
    Supplier("Mietpark Strasser GmbH", "Strasser Mietpark", "DE 318 552 061", "de_miete",
             "DE", "MS-######", "KST ###-##", "Gewerbering 17", "85221 Dachau",
             "08131 55 07-0", "mietpark-strasser.de"),
    Supplier("Schutzwerk Arbeitsschutz GmbH", "Schutzwerk", "DE 294 806 115", "de_ppe",
             "DE", "########", "BE-######", "Hafenstraße 30", "28217 Bremen", "0421 330 57 0",
             "schutzwerk-shop.de"),
    Supplier("Dachbaustoffe Hessler KG", "Hessler Dach", "DE 127 390 664", "de_baustoff",
             "DE", "L######", "4500######", "Ziegeleiweg 9", "59065 Hamm", "02381 90 44 0",
             "hessler-dach.de"),
    # French
    Supplier("Matériaux Delorme SAS", "Delorme Matériaux", "FR 47 512 339 804", "fr_negoce",
             "FR", "BL######", "CDE-####", "ZA des Grands Prés", "69330 Meyzieu",
             "04 78 31 22 90", "delorme-materiaux.fr"),
    Supplier("Miroiterie du Val d'Orge SARL", "MVO Vitrage", "FR 83 440 917 226", "fr_vitrage",
             "FR", "####/###", "CH-###", "8 rue des Verriers", "91700 Fleury-Mérogis",
             "01 69 25 40 18", "mvo-vitrage.fr"),
    Supplier("Bétons Garonne SA", "BÉTONS GARONNE", "FR 19 389 227 510", "fr_beton", "FR",
             "######", "GO-#####", "Chemin de Lalande", "31140 Aucamville", "05 61 70 33 02",
             "betons-garonne.fr"),
    Supplier("Peintures Arnaud et Fils SARL", "Arnaud Peintures", "FR 60 328 114 905",
             "fr_negoce", "FR", "L#####", "CDE-####", "14 avenue de Provence",
             "13400 Aubagne", "04 42 03 81 77", "arnaud-peintures.fr"),
    # Italian
    Supplier("Ferro Adige S.r.l.", "FERRO ADIGE", "IT 02847730219", "it_ferro", "IT",
             "####/{y}", "C.{y}.###", "Via dell'Industria 41", "39100 Bolzano (BZ)",
             "0471 930 455", "ferroadige.it"),
    Supplier("Edilcentro Brianza S.p.A.", "Edilcentro", "IT 03319560961", "it_ddt", "IT",
             "#####", "ORD-####", "Via Valassina 112", "20851 Lissone (MB)", "039 245 8800",
             "edilcentrobrianza.it"),
    Supplier("Termoidraulica Sabbatini S.r.l.", "Sabbatini", "IT 01556920424", "it_boxes",
             "IT", "V#-#####", "COM-###/{y}", "Via Flaminia 77", "60015 Falconara M. (AN)",
             "071 918 2204", "sabbatini-termo.it"),
    Supplier("Prefabbricati Valnure S.r.l.", "Valnure Prefabbricati", "IT 01287340336",
             "it_ddt", "IT", "####", "ORD-####", "Strada Val Nure 8",
             "29027 Podenzano (PC)", "0523 550 617", "valnure.it"),
    # Spanish
    Supplier("Suministros Cantábrico S.L.", "Sumicán", "B39481276", "es_albaran", "ES",
             "A{y}-#####", "OB-####", "Polígono de Raos, parcela 12", "39011 Santander",
             "942 35 21 80", "sumican.es"),
    Supplier("Pinturas Levante S.A.", "Pinturas Levante", "A46217793", "es_pintura", "ES",
             "#######", "P-####", "Av. de la Albufera 55", "46910 Alfafar (Valencia)",
             "963 75 40 12", "pinturaslevante.es"),
    Supplier("Alquileres Meseta S.L.", "AlquiMeseta", "B47730155", "es_alquiler", "ES",
             "ALQ-#####", "OB-####", "Ctra. de Burgos km 4", "47009 Valladolid",
             "983 33 10 47", "alquimeseta.es"),
    Supplier("Hormigones del Jalón S.A.", "HORJASA", "A50118342", "es_hormigon", "ES",
             "######", "OB-####", "Camino de la Almunia s/n", "50100 La Almunia (Zaragoza)",
             "976 60 11 35", "horjasa.es"),
    # Dutch
    Supplier("Bouwmaterialen Van Rijswijk B.V.", "Van Rijswijk Bouw", "NL852477301B01",
             "nl_pakbon", "NL", "PB######", "WO-#####", "Industrieweg 22",
             "2712 LB Zoetermeer", "079 341 22 00", "vanrijswijkbouw.nl"),
    Supplier("Dakmaterialenhandel De Kempen B.V.", "De Kempen Dak", "NL819044572B01",
             "nl_afleverbon", "NL", "#####", "W-{Y}-###", "Ekkersrijt 4102",
             "5692 DC Son", "0499 47 18 80", "dekempendak.nl"),
    Supplier("Steigerbouw Noord-Holland B.V.", "SNH Steigers", "NL861230905B01", "nl_steiger",
             "NL", "SB-#####", "P####", "Havenstraat 9", "1506 PK Zaandam", "075 612 40 90",
             "snhsteigers.nl"),
    Supplier("Kantoorhuis Zaanstad B.V.", "Kantoorhuis", "NL809915322B01", "nl_pakbon", "NL",
             "KZ######", "WO-#####", "Westzijde 130", "1506 EK Zaandam", "075 631 70 00",
             "kantoorhuis.nl"),
)
# fmt: on

# Suppliers of the site that send nothing in the sample: host-data distractors, several of
# them look-alikes of a real sender (same town, same trade, a shared word).
DISTRACTORS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "en": (
        ("Hollowell Timber Ltd", "Hollowell Timber", "GB 284 5520 11"),
        ("Brackenfield Tool Hire Ltd", "BTH", "GB 391 8802 44"),
        ("Calder Aggregates Ltd", "Calder Aggs", "GB 702 9912 60"),
        ("Ashgrove Steel Stockholders Ltd", "Ashgrove Steel", "GB 550 7712 03"),
        ("Swiftway Couriers Ltd", "Swiftway", "GB 663 1180 29"),
        ("Pine Ridge Lumber Inc.", "Pine Ridge", "EIN 51-3308127"),
        ("Redgum Formwork Pty Ltd", "Redgum Formwork", "ABN 61 220 118 430"),
        ("Shannon Plumbing Supplies Ltd", "Shannon Plumbing", "IE 9921873K"),
    ),
    "de": (
        ("Baustoff-Union Leipzig-Nord GmbH", "BU Nord", "DE263990217"),
        ("Fertigteilbau Oberhausen GmbH", "FTB Oberhausen", "DE 281 003 774"),
        ("Mietpark Strasser Süd GmbH", "Strasser Süd", "DE 318 552 078"),
        ("Hessler Holzbau GmbH", "Hessler Holz", "DE 127 880 301"),
    ),
    "fr": (
        ("Delorme Bois SAS", "Delorme Bois", "FR 47 512 880 113"),
        ("Miroiterie de l'Orge SAS", "Miroiterie de l'Orge", "FR 83 509 117 402"),
        ("Garonne Granulats SA", "Garonne Granulats", "FR 19 661 020 387"),
    ),
    "it": (
        ("Ferro Veneto S.r.l.", "Ferro Veneto", "IT 02911870237"),
        ("Edilcentro Como S.r.l.", "Edilcentro Como", "IT 03320010134"),
        ("Idraulica Sabbatini Marche S.n.c.", "Idraulica Sabbatini", "IT 01660210421"),
    ),
    "es": (
        ("Suministros Cantábricos del Norte S.A.", "Sumicán Norte", "A39002218"),
        ("Pinturas del Levante Sur S.L.", "Levante Sur", "B46990127"),
        ("Hormigones Jalón Medio S.L.", "Jalón Medio", "B50337718"),
    ),
    "nl": (
        ("Bouwmaterialen Rijswijk-Zuid B.V.", "Rijswijk-Zuid", "NL852990114B01"),
        ("De Kempen Bouwstoffen B.V.", "Kempen Bouwstoffen", "NL819330201B01"),
        ("Steigerverhuur Noord B.V.", "Steigerverhuur Noord", "NL861771054B01"),
    ),
}

# The contractor (the customer printed on every note) and its sites, per language.
CUSTOMERS = {
    "en": ("Marlow and Dene Construction Ltd", "Thornbury Build Group"),
    "de": ("Bauunternehmung Kessler GmbH", "Hochbau Ruprecht AG"),
    "fr": ("Bâtiments Royer et Associés SAS", "Entreprise Malvaux Construction"),
    "it": ("Costruzioni Pellegatta S.p.A.", "Edilnord Impresa Generale S.r.l."),
    "es": ("Construcciones Arrieta S.A.", "Obras y Proyectos Navarro S.L."),
    "nl": ("Bouwbedrijf Jansen-Vermeer B.V.", "Aannemersbedrijf De Wilde"),
}
SITES = {
    "en": ("Riverside Quarter, Plot 14", "Old Mill Lane site", "Harbour View Phase 2"),
    "de": ("Baustelle Wohnpark Auenblick", "BV Schulzentrum Nord", "Neubau Lager Halle 3"),
    "fr": ("Chantier Résidence Les Tilleuls", "Chantier Groupe scolaire Ouest"),
    "it": ("Cantiere Residenza Le Betulle", "Cantiere Polo logistico Est"),
    "es": ("Obra Residencial Las Acacias", "Obra Nave Polígono Sur"),
    "nl": ("Bouwplaats Parkzicht fase 2", "Project Havenkwartier blok B"),
}
SITE_STREETS = {
    "en": ("Wharf Road", "Kingsway", "Mill Lane"),
    "de": ("Auenstraße", "Am Stadtpark", "Gutenbergring"),
    "fr": ("rue Pasteur", "avenue Jean Jaurès", "chemin des Vignes"),
    "it": ("Via Roma", "Via Manzoni", "Viale Europa"),
    "es": ("Calle Mayor", "Avenida de Castilla", "Calle del Carmen"),
    "nl": ("Parklaan", "Havenweg", "Stationsstraat"),
}
# fmt: off
ITEMS = {
    "en": ("Plasterboard 12.5mm 2400x1200", "Cement 25kg bag", "C24 timber 47x150 4.8m",
           "Mesh A393 4.8x2.4m", "Insulation board 100mm", "Hard hat white EN397",
           "Hi-vis vest orange XL", "Copy paper A4 80gsm box", "Concrete C32/40 S3",
           "Scaffold tube 6.4m", "Basin pedestal white", "Rebar B500B 12mm 6m",
           "Roofing felt 10m roll", "Emulsion white 10L", "Mini excavator 1.5t"),
    "de": ("Gipskartonplatte 12,5 mm", "Zement CEM II 25 kg", "Bewehrungsmatte Q188A",
           "Filigrandecke FD-01", "Dachziegel Rubin 9V", "Gerüstrohr 4 m",
           "Schutzhelm weiß", "Warnweste Kl. 2 XL", "Minibagger 1,8 t",
           "Dämmplatte EPS 035 120 mm", "Kantholz 8/10 KVH"),
    "fr": ("Plaque de plâtre BA13", "Ciment CEM II 35 kg", "Vitrage 44.2 feuilleté",
           "Béton C25/30 S4", "Treillis soudé ST25C", "Peinture acrylique blanc 15L",
           "Parpaing 20x20x50", "Laine de verre 100 mm"),
    "it": ("Rete elettrosaldata 20x20 Ø8", "Tondino B450C Ø12", "Cemento 32,5R sacco 25 kg",
           "Lastra cartongesso 12,5", "Vaso sospeso bianco", "Piatto doccia 80x120",
           "Solaio predalle", "Tubo multistrato 16x2"),
    "es": ("Placa de yeso 13 mm", "Cemento CEM II 25 kg", "Pintura plástica blanca 15 L",
           "Hormigón HA-25/B/20/IIa", "Andamio tubular 2 m", "Mallazo 15x15 Ø6",
           "Ladrillo hueco doble"),
    "nl": ("Gipsplaat 12,5 mm", "Cement 25 kg zak", "Dakpan Tuile du Nord", "Bitumen rol 10 m",
           "Steigerbuis 6 m", "Kopieerpapier A4 doos", "Isolatieplaat PIR 100 mm"),
}
# fmt: on
