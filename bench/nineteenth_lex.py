"""Vocabulary of the nineteenth generator (``gen_nineteenth``): what suppliers, sites, stamps
and hands write on delivery notes and their look-alikes, per language (``en`` ... ``nl``) and,
where wording differs, per locale (``en-IE``, ``de-CH``, ``nl-BE``, ...). A table keyed by
locale falls back to the language (see ``pick``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

T = TypeVar("T")

LANGS = ("en", "de", "fr", "it", "es", "nl")
# Locale -> weight of notes printed there.
LOCALES: dict[str, float] = {
    "en-UK": 11,
    "en-IE": 5,
    "en-US": 8,
    "en-AU": 5,
    "en-NZ": 3,
    "de-DE": 11,
    "de-AT": 5,
    "de-CH": 4,
    "fr-FR": 8,
    "fr-BE": 4,
    "fr-CH": 3,
    "it-IT": 12,
    "es-ES": 12,
    "nl-NL": 8,
    "nl-BE": 5,
}


def pick(table: Mapping[str, T], loc: str) -> T:
    """``table``'s row for the locale ``loc`` ("de-AT"), else for its language ("de")."""
    return table[loc] if loc in table else table[loc.split("-")[0]]


TRADES = (
    "builders_merchant",
    "concrete_aggregates",
    "plant_hire",
    "electrical_wholesale",
    "plumbing_heating",
    "scaffolding",
    "glass_glazing",
    "insulation",
    "paint_decorating",
    "ironmongery",
    "landscaping",
    "signage",
    "catering_supplies",
    "it_equipment",
)

# --------------------------------------------------------------------------- names

STEMS: dict[str, tuple[str, ...]] = {
    "en-UK": (
        "Brixton", "Harrow", "Ashford", "Pennine", "Thornbury", "Calder", "Fenwick", "Mersey",
        "Wessex", "Severn", "Chiltern", "Medway", "Holloway", "Whitcombe", "Langley", "Tamar",
    ),
    "en-IE": ("Kilbride", "Shannon", "Liffey", "Carrick", "Slaney", "Boyne", "Corrib", "Barrow"),
    "en-US": (
        "Ridgeway", "Lakeshore", "Bayview", "Summit", "Keystone", "Prairie", "Redwood", "Hudson",
        "Cascade", "Bluegrass",
    ),
    "en-AU": ("Coastline", "Waratah", "Banksia", "Murray", "Eureka", "Jarrah", "Barossa", "Hume"),
    "en-NZ": ("Kauri", "Tasman", "Rimu", "Aoraki", "Waitaki", "Manuka", "Kaimai"),
    "de-DE": (
        "Hofmann", "Keller", "Brandt", "Lindner", "Vogt", "Hartmann", "Seidel", "Krüger", "Reuter",
        "Weidner", "Brenner", "Kühn",
    ),
    "de-AT": ("Pichler", "Steiner", "Gruber", "Moser", "Huber", "Leitner", "Wimmer"),
    "de-CH": ("Baumgartner", "Zürcher", "Bachmann", "Schnyder", "Kessler", "Frei"),
    "fr-FR": (
        "Durand", "Lefèvre", "Moreau", "Girard", "Bonnet", "Fontaine", "Chevalier", "Rousseau",
        "Garnier", "Mercier",
    ),
    "fr-BE": ("Dubois", "Lambert", "Lejeune", "Dumont", "Renard", "Collignon"),
    "fr-CH": ("Rochat", "Favre", "Pittet", "Monnier", "Cuendet"),
    "it-IT": (
        "Rossi", "Bianchi", "Colombo", "Ferrari", "Ricci", "Marino", "Greco", "Galli", "Conti",
        "Fontana", "Moretti", "Barbieri", "Lombardi",
    ),
    "es-ES": (
        "Martínez", "García", "López", "Sánchez", "Fernández", "Ruiz", "Navarro", "Torres",
        "Romero", "Iglesias", "Castillo", "Ortega",
    ),
    "nl-NL": (
        "Van Dijk", "De Vries", "Bakker", "Jansen", "Visser", "Smit", "Mulder", "Van Leeuwen",
        "Bos", "Vermeulen", "Kok",
    ),
    "nl-BE": ("Peeters", "Janssens", "Maes", "Claes", "Wouters", "De Smet", "Willems"),
}  # fmt: skip

LEGAL: dict[str, tuple[str, ...]] = {
    "en-UK": ("Ltd", "Limited", "Ltd", "plc"),
    "en-IE": ("Ltd", "Limited", "DAC"),
    "en-US": ("Inc.", "LLC", "Corp.", "Co."),
    "en-AU": ("Pty Ltd", "Pty. Ltd."),
    "en-NZ": ("Limited", "Ltd"),
    "de-DE": ("GmbH", "GmbH & Co. KG", "AG", "e.K.", "GmbH"),
    "de-AT": ("GmbH", "Ges.m.b.H.", "KG"),
    "de-CH": ("AG", "GmbH"),
    "fr-FR": ("SAS", "SARL", "SA"),
    "fr-BE": ("SA", "SRL", "SPRL"),
    "fr-CH": ("SA", "Sàrl"),
    "it-IT": ("S.r.l.", "S.p.A.", "S.n.c.", "Srl"),
    "es-ES": ("S.L.", "S.A.", "S.L.U.", "SL"),
    "nl-NL": ("B.V.", "BV", "B.V."),
    "nl-BE": ("BV", "NV", "bvba"),
}

TRADE_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "builders_merchant": {
        "en": ("Building Supplies", "Builders Merchants", "Timber Supplies", "Builders Providers"),
        "de": ("Baustoffe", "Baustoffhandel", "Bauzentrum"),
        "fr": ("Matériaux", "Négoce Matériaux"),
        "it": ("Edilizia", "Materiali Edili"),
        "es": ("Materiales", "Suministros de Obra"),
        "nl": ("Bouwmaterialen", "Bouwstoffen"),
    },
    "concrete_aggregates": {
        "en": ("Concrete", "Aggregates", "Readymix", "Quarries"),
        "de": ("Transportbeton", "Kieswerk", "Beton"),
        "fr": ("Bétons", "Granulats", "Carrières"),
        "it": ("Calcestruzzi", "Inerti", "Cave"),
        "es": ("Hormigones", "Áridos"),
        "nl": ("Betoncentrale", "Zand en Grind"),
    },
    "plant_hire": {
        "en": ("Plant Hire", "Tool & Plant Hire", "Equipment Rental"),
        "de": ("Mietpark", "Baumaschinen", "Maschinenvermietung"),
        "fr": ("Location", "Locamat"),
        "it": ("Noleggi", "Noleggio Macchine"),
        "es": ("Alquiler de Maquinaria", "Alquileres"),
        "nl": ("Verhuur", "Materieelverhuur"),
    },
    "electrical_wholesale": {
        "en": ("Electrical Wholesale", "Electrical Supplies", "Electrical Distributors"),
        "de": ("Elektrogroßhandel", "Elektro"),
        "fr": ("Distribution Électrique", "Électricité"),
        "it": ("Materiale Elettrico", "Elettroforniture"),
        "es": ("Material Eléctrico", "Suministros Eléctricos"),
        "nl": ("Elektrotechniek", "Elektrogroothandel"),
    },
    "plumbing_heating": {
        "en": ("Plumbing & Heating", "Plumbers Merchants", "Heating Supplies"),
        "de": ("Haustechnik", "Sanitär", "Heizung Sanitär"),
        "fr": ("Sanitaire Chauffage", "Plomberie"),
        "it": ("Termoidraulica", "Idrotermica"),
        "es": ("Fontanería", "Calefacción"),
        "nl": ("Installatietechniek", "Sanitair"),
    },
    "scaffolding": {
        "en": ("Scaffolding", "Access Scaffolding"),
        "de": ("Gerüstbau", "Gerüste"),
        "fr": ("Échafaudages",),
        "it": ("Ponteggi",),
        "es": ("Andamios",),
        "nl": ("Steigerbouw", "Steigers"),
    },
    "glass_glazing": {
        "en": ("Glass", "Glazing", "Glass & Glazing"),
        "de": ("Glas", "Glasbau"),
        "fr": ("Vitrerie", "Miroiterie"),
        "it": ("Vetri", "Vetreria"),
        "es": ("Cristalería", "Vidrios"),
        "nl": ("Glas", "Glashandel"),
    },
    "insulation": {
        "en": ("Insulation", "Insulation Supplies"),
        "de": ("Dämmstoffe", "Isoliertechnik"),
        "fr": ("Isolation",),
        "it": ("Isolanti",),
        "es": ("Aislamientos",),
        "nl": ("Isolatie", "Isolatiematerialen"),
    },
    "paint_decorating": {
        "en": ("Paints", "Decorating Centre", "Coatings"),
        "de": ("Farben", "Malerbedarf"),
        "fr": ("Peintures",),
        "it": ("Colori", "Vernici"),
        "es": ("Pinturas",),
        "nl": ("Verf", "Verfgroothandel"),
    },
    "ironmongery": {
        "en": ("Ironmongery", "Door Hardware", "Fixings"),
        "de": ("Beschläge", "Eisenwaren"),
        "fr": ("Quincaillerie",),
        "it": ("Ferramenta",),
        "es": ("Ferretería",),
        "nl": ("IJzerwaren", "Bouwbeslag"),
    },
    "landscaping": {
        "en": ("Landscape Supplies", "Garden Supplies", "Stone & Turf"),
        "de": ("Landschaftsbau", "Natursteine"),
        "fr": ("Paysage", "Espaces Verts"),
        "it": ("Giardini", "Verde"),
        "es": ("Jardinería", "Paisajismo"),
        "nl": ("Hoveniersbenodigdheden", "Tuinmaterialen"),
    },
    "signage": {
        "en": ("Signs", "Signage", "Safety Signs"),
        "de": ("Schilder", "Werbetechnik"),
        "fr": ("Signalétique",),
        "it": ("Segnaletica",),
        "es": ("Señalización", "Rótulos"),
        "nl": ("Reclame", "Bebording"),
    },
    "catering_supplies": {
        "en": ("Catering Supplies", "Catering Equipment"),
        "de": ("Gastronomiebedarf", "Großküchenbedarf"),
        "fr": ("Restauration", "Fournitures CHR"),
        "it": ("Forniture Alberghiere",),
        "es": ("Suministros Hostelería",),
        "nl": ("Horeca", "Horecagroothandel"),
    },
    "it_equipment": {
        "en": ("IT Solutions", "Computer Systems", "Technology"),
        "de": ("IT-Systeme", "Computer"),
        "fr": ("Informatique",),
        "it": ("Informatica",),
        "es": ("Informática", "Sistemas"),
        "nl": ("ICT", "Automatisering"),
    },
}

# "description|unit" per trade and language.
ITEMS: dict[str, dict[str, tuple[str, ...]]] = {
    "builders_merchant": {
        "en": ("Portland cement 25kg|bag", "Sharp sand bulk bag|bag", "Concrete block 100mm 7N|ea",
               "CLS timber 38x89 2.4m|len", "Plasterboard 12.5mm 2400x1200|sht",
               "OSB3 board 18mm|sht"),
        "de": ("Portlandzement CEM I 25 kg|Sack", "Kalksandstein KS 20 DF|Stk",
               "Gipskartonplatte 12,5 mm|Stk", "Bauholz KVH 60x120|lfm", "Estrichbeton 40 kg|Sack"),
        "fr": ("Ciment CEM II 35 kg|sac", "Parpaing creux 20x20x50|u", "Plaque de plâtre BA13|u",
               "Sable 0/4 big bag|u", "Chevron sapin 63x75|ml"),
        "it": ("Cemento Portland 25 kg|sacco", "Blocco laterizio 30x25x19|pz",
               "Lastra cartongesso 12,5 mm|pz", "Sabbia lavata big bag|pz",
               "Tavola abete 25 mm|ml"),
        "es": ("Cemento gris 25 kg|saco", "Bloque de hormigón 40x20x20|ud",
               "Placa de yeso laminado 13 mm|ud", "Arena lavada big bag|ud",
               "Ladrillo perforado 24x11,5|ud"),
        "nl": ("Cement CEM III 25 kg|zak", "Kalkzandsteen 214x72x50|st", "Gipsplaat 12,5 mm|st",
               "Metselzand big bag|st", "Vuren balk 71x171|m"),
    },
    "concrete_aggregates": {
        "en": ("C32/40 ready-mix concrete|m3", "Type 1 MOT sub-base|t", "20mm washed gravel|t",
               "Ballast 0-20mm|t", "Pumping charge|ea"),
        "de": ("Transportbeton C25/30 XC2|m³", "Frostschutzkies 0/32|t", "Rundkorn 8/16|t",
               "Betonpumpe Einsatz|Std", "Splitt 2/5|t"),
        "fr": ("Béton prêt à l'emploi C25/30|m³", "Grave 0/31,5|t", "Gravillon 6/10|t",
               "Location pompe à béton|h", "Sable 0/2 lavé|t"),
        "it": ("Calcestruzzo Rck 30 S4|m³", "Misto granulare stabilizzato|t",
               "Ghiaia 8/16 lavata|t", "Servizio pompa|h", "Sabbia 0/4|t"),
        "es": ("Hormigón HA-25/B/20/IIa|m³", "Zahorra artificial|t", "Grava 6/12|t",
               "Servicio bomba hormigón|h", "Arena 0/4 lavada|t"),
        "nl": ("Betonmortel C20/25 S3|m³", "Menggranulaat 0-31,5|ton", "Grind 4-16|ton",
               "Pompinzet beton|uur", "Brekerzand|ton"),
    },
    "plant_hire": {
        "en": ("3t mini excavator hire|wk", "Telehandler 14m hire|day", "Site dumper 6t|wk",
               "Breaker attachment|day", "Delivery & collection|ea"),
        "de": ("Minibagger 3,5 t Miete|Tag", "Teleskoplader 14 m|Tag", "Dumper 6 t Miete|Woche",
               "Rüttelplatte 90 kg|Tag", "An- und Abtransport|psch"),
        "fr": ("Location mini-pelle 3,5 t|j", "Chariot télescopique 14 m|j", "Dumper 6 t|sem",
               "Plaque vibrante|j", "Transport aller-retour|forf"),
        "it": ("Noleggio miniescavatore 3,5 t|gg", "Sollevatore telescopico 14 m|gg",
               "Dumper 6 t|sett", "Piastra vibrante|gg", "Trasporto andata/ritorno|forf"),
        "es": ("Alquiler miniexcavadora 3,5 t|día", "Manipulador telescópico 14 m|día",
               "Dumper 6 t|sem", "Bandeja vibrante|día", "Transporte ida y vuelta|ud"),
        "nl": ("Huur minigraver 3,5 t|dag", "Verreiker 14 m|dag", "Dumper 6 t|week",
               "Trilplaat 90 kg|dag", "Transport heen en terug|st"),
    },
    "electrical_wholesale": {
        "en": ("Twin & earth cable 2.5mm 100m|roll", "SWA cable 4-core 10mm|m",
               "LED panel 600x600 36W|ea", "Consumer unit 10-way|ea", "Double socket 13A white|ea"),
        "de": ("Mantelleitung NYM-J 3x1,5|Ring", "Kabel NYY-J 5x10|m", "LED-Panel 62x62 36 W|Stk",
               "Unterverteiler 3-reihig|Stk", "Schuko-Steckdose reinweiß|Stk"),
        "fr": ("Câble R2V 3G2,5 100 m|u", "Gaine ICTA 20 mm|m", "Dalle LED 600x600 36 W|u",
               "Tableau électrique 2 rangées|u", "Prise 2P+T blanche|u"),
        "it": ("Cavo FG16OR16 3G2,5|m", "Tubo corrugato 25 mm|m", "Pannello LED 60x60 36 W|pz",
               "Quadro elettrico 24 moduli|pz", "Presa bipasso bianca|pz"),
        "es": ("Cable RZ1-K 3G2,5|m", "Tubo corrugado 20 mm|m", "Panel LED 60x60 36 W|ud",
               "Cuadro eléctrico 24 módulos|ud", "Base de enchufe schuko|ud"),
        "nl": ("Installatiedraad VD 2,5 mm²|rol", "YMvK kabel 5x6|m", "LED paneel 60x60 36 W|st",
               "Groepenkast 8 groepen|st", "Wandcontactdoos dubbel wit|st"),
    },
    "plumbing_heating": {
        "en": ("15mm copper tube 3m|len", "22mm compression elbow|ea", "Combi boiler 30kW|ea",
               "Radiator 600x1000 double|ea", "110mm soil pipe 3m|len"),
        "de": ("Kupferrohr 15 mm 5 m|Stk", "Pressfitting Bogen 22 mm|Stk",
               "Gas-Brennwerttherme 24 kW|Stk", "Heizkörper Typ 22 600x1000|Stk",
               "HT-Rohr DN 110 2 m|Stk"),
        "fr": ("Tube cuivre 14/16 barre 4 m|u", "Coude à sertir 22 mm|u",
               "Chaudière condensation 25 kW|u", "Radiateur acier 600x1000|u",
               "Tube PVC évacuation 100|m"),
        "it": ("Tubo rame 15 mm 5 m|pz", "Curva a pressare 22 mm|pz",
               "Caldaia a condensazione 25 kW|pz", "Radiatore acciaio 600x1000|pz",
               "Tubo PVC scarico 110|m"),
        "es": ("Tubo cobre 15 mm 5 m|ud", "Codo press 22 mm|ud", "Caldera condensación 25 kW|ud",
               "Radiador acero 600x1000|ud", "Tubo PVC evacuación 110|m"),
        "nl": ("Koperen buis 15 mm 5 m|st", "Persbocht 22 mm|st", "HR-ketel 28 kW|st",
               "Paneelradiator 600x1000|st", "PVC afvoerbuis 110 mm|m"),
    },
    "scaffolding": {
        "en": ("Scaffold tube 21ft|ea", "Double coupler|ea", "Scaffold board 13ft|ea",
               "Base plate|ea", "Ladder beam 6m|ea"),
        "de": ("Gerüstrohr 6 m|Stk", "Normalkupplung|Stk", "Gerüstbohle 3 m|Stk", "Fußplatte|Stk",
               "Bordbrett 3 m|Stk"),
        "fr": ("Tube échafaudage 6 m|u", "Collier orthogonal|u", "Plancher alu 3 m|u",
               "Plinthe 3 m|u", "Socle réglable|u"),
        "it": ("Tubo ponteggio 6 m|pz", "Giunto ortogonale|pz", "Tavola ponteggio 3 m|pz",
               "Basetta regolabile|pz", "Fermapiede 3 m|pz"),
        "es": ("Tubo andamio 6 m|ud", "Grapa ortogonal|ud", "Plataforma acero 3 m|ud",
               "Husillo base|ud", "Rodapié 3 m|ud"),
        "nl": ("Steigerbuis 6 m|st", "Haakse koppeling|st", "Steigerplank 3 m|st", "Voetplaat|st",
               "Kantplank 3 m|st"),
    },
    "glass_glazing": {
        "en": ("Double glazed unit 4-16-4|ea", "Toughened glass 6mm 800x600|ea",
               "Laminated 6.4mm 1500x1000|ea", "Glazing beads white|len",
               "Silicone clear 310ml|ea"),
        "de": ("Isolierglas 4/16/4 1200x900|Stk", "ESG 6 mm 800x600|Stk",
               "VSG 6,4 mm 1500x1000|Stk", "Glashalteleiste weiß|lfm",
               "Silikon transparent 310 ml|Stk"),
        "fr": ("Double vitrage 4/16/4 1200x900|u", "Verre trempé 6 mm 800x600|u",
               "Verre feuilleté 44.2|u", "Parclose PVC blanche|ml",
               "Silicone translucide 310 ml|u"),
        "it": ("Vetrocamera 4/16/4 1200x900|pz", "Vetro temperato 6 mm|pz",
               "Stratificato 33.1 1500x1000|pz", "Fermavetro PVC bianco|ml",
               "Silicone trasparente 310 ml|pz"),
        "es": ("Doble acristalamiento 4/16/4|ud", "Vidrio templado 6 mm 800x600|ud",
               "Laminado 3+3 1500x1000|ud", "Junquillo PVC blanco|ml",
               "Silicona transparente 310 ml|ud"),
        "nl": ("Dubbel glas HR++ 4-16-4|st", "Gehard glas 6 mm 800x600|st",
               "Gelaagd glas 33.1 1500x1000|st", "Glaslat wit|m", "Kit transparant 310 ml|st"),
    },
    "insulation": {
        "en": ("PIR board 100mm 2400x1200|sht", "Mineral wool roll 200mm|roll",
               "Cavity batt 100mm|pk", "Foil tape 50m|roll", "Vapour control layer 50m2|roll"),
        "de": ("PIR-Dämmplatte 100 mm|Stk", "Mineralwolle WLG 035 200 mm|Rolle",
               "Kerndämmplatte 100 mm|Pak", "Aluklebeband 50 m|Rolle", "Dampfbremse 50 m²|Rolle"),
        "fr": ("Panneau PIR 100 mm|u", "Laine de verre 200 mm|rouleau",
               "Laine de roche 100 mm|paquet", "Adhésif alu 50 m|rouleau",
               "Pare-vapeur 50 m²|rouleau"),
        "it": ("Pannello PIR 100 mm|pz", "Lana di vetro 200 mm|rotolo",
               "Lana di roccia 100 mm|pacco", "Nastro alluminio 50 m|rotolo",
               "Freno vapore 50 m²|rotolo"),
        "es": ("Panel PIR 100 mm|ud", "Lana mineral 200 mm|rollo", "Lana de roca 100 mm|paquete",
               "Cinta aluminio 50 m|rollo", "Barrera de vapor 50 m²|rollo"),
        "nl": ("PIR isolatieplaat 100 mm|st", "Glaswol deken 200 mm|rol",
               "Steenwol spouwplaat 100 mm|pak", "Aluminium tape 50 m|rol",
               "Dampremmende folie 50 m²|rol"),
    },
    "paint_decorating": {
        "en": ("Trade emulsion white 10L|tin", "Satinwood white 2.5L|tin", "Masking tape 50mm|roll",
               "Roller kit 9in|ea", "Decorators caulk|ea"),
        "de": ("Dispersionsfarbe weiß 12,5 l|Eimer", "Acryllack seidenmatt 2,5 l|Dose",
               "Abdeckband 50 mm|Rolle", "Farbroller-Set 25 cm|Stk", "Acryl-Dichtstoff weiß|Stk"),
        "fr": ("Peinture acrylique mat 15 l|pot", "Laque satinée blanche 2,5 l|pot",
               "Ruban de masquage 50 mm|rouleau", "Rouleau 180 mm|u", "Mastic acrylique|u"),
        "it": ("Idropittura bianca 14 l|secchio", "Smalto satinato 2,5 l|latta",
               "Nastro carta 50 mm|rotolo", "Rullo 23 cm|pz", "Stucco acrilico|pz"),
        "es": ("Pintura plástica blanca 15 l|bote", "Esmalte satinado 2,5 l|bote",
               "Cinta de carrocero 50 mm|rollo", "Rodillo 22 cm|ud", "Masilla acrílica|ud"),
        "nl": ("Muurverf wit 10 l|emmer", "Lak zijdeglans wit 2,5 l|blik", "Afplaktape 50 mm|rol",
               "Verfroller 25 cm|st", "Acrylaatkit wit|st"),
    },
    "ironmongery": {
        "en": ("Lever handle on rose SSS|pr", "Euro cylinder 35/35|ea", "Door closer size 3|ea",
               "Butt hinge 100mm|pr", "Woodscrew 5x50 box 200|box"),
        "de": ("Drückergarnitur Edelstahl|Gar", "Profilzylinder 35/35|Stk", "Türschließer EN 3|Stk",
               "Bandscharnier 100 mm|Paar", "Spanplattenschrauben 5x50|Pak"),
        "fr": ("Béquille double inox|u", "Cylindre européen 35/35|u", "Ferme-porte force 3|u",
               "Paumelle 100 mm|paire", "Vis bois 5x50 boîte 200|boîte"),
        "it": ("Maniglia su rosetta inox|cp", "Cilindro europeo 35/35|pz", "Chiudiporta EN 3|pz",
               "Cerniera 100 mm|cp", "Viti legno 5x50 conf. 200|conf"),
        "es": ("Manilla con roseta inox|jgo", "Cilindro europeo 35/35|ud",
               "Cierrapuertas fuerza 3|ud", "Bisagra 100 mm|par", "Tornillo madera 5x50|caja"),
        "nl": ("Deurkruk op rozet RVS|set", "Profielcilinder 35/35|st", "Deurdranger EN 3|st",
               "Paumelle 100 mm|paar", "Spaanplaatschroef 5x50|doos"),
    },
    "landscaping": {
        "en": ("Topsoil bulk bag|bag", "Sandstone paving 600x600|m2", "Bark mulch 1m3|bag",
               "Turf roll|m2", "Timber sleeper 2.4m|ea"),
        "de": ("Mutterboden Big Bag|Stk", "Betonpflaster 20x10x8|m²", "Rindenmulch 1 m³|Stk",
               "Rollrasen|m²", "Palisade Eiche 2,4 m|Stk"),
        "fr": ("Terre végétale big bag|u", "Dalle grès 60x60|m²", "Paillis d'écorce 1 m³|u",
               "Gazon en rouleau|m²", "Traverse chêne 2,4 m|u"),
        "it": ("Terriccio big bag|pz", "Lastra pietra 60x60|m²", "Corteccia 1 m³|pz",
               "Prato a rotoli|m²", "Traversina legno 2,4 m|pz"),
        "es": ("Tierra vegetal big bag|ud", "Baldosa piedra 60x60|m²", "Corteza de pino 1 m³|ud",
               "Césped en rollo|m²", "Traviesa madera 2,4 m|ud"),
        "nl": ("Teelaarde big bag|st", "Betontegel 60x60|m²", "Boomschors 1 m³|st",
               "Graszoden|m²", "Eiken biels 2,4 m|st"),
    },
    "signage": {
        "en": ("Site safety board 1200x900|ea", "Fire exit sign 300x150|ea", "Hard hat sign A3|ea",
               "Foamex panel 5mm|ea", "Heras banner 3.4m|ea"),
        "de": ("Bauschild 1200x900|Stk", "Fluchtwegschild 300x150|Stk", "Gebotsschild Helm A3|Stk",
               "Forex-Platte 5 mm|Stk", "Bauzaunbanner 3,4 m|Stk"),
        "fr": ("Panneau de chantier 1200x900|u", "Panneau sortie de secours|u",
               "Panneau port du casque A3|u", "Plaque PVC 5 mm|u", "Bâche clôture 3,4 m|u"),
        "it": ("Cartello di cantiere 1200x900|pz", "Cartello uscita emergenza|pz",
               "Cartello obbligo casco A3|pz", "Pannello forex 5 mm|pz",
               "Telo recinzione 3,4 m|pz"),
        "es": ("Cartel de obra 1200x900|ud", "Señal salida de emergencia|ud",
               "Señal uso de casco A3|ud", "Panel PVC 5 mm|ud", "Lona vallado 3,4 m|ud"),
        "nl": ("Bouwbord 1200x900|st", "Nooduitgangbord 300x150|st", "Gebodsbord helm A3|st",
               "Forex plaat 5 mm|st", "Bouwhekdoek 3,4 m|st"),
    },
    "catering_supplies": {
        "en": ("Disposable cups 12oz x1000|case", "Paper napkins white x2000|case",
               "Tea bags x1100|box", "Milk 1 pint x24|case", "Bin liners black x200|box"),
        "de": ("Einwegbecher 0,3 l x1000|Karton", "Servietten weiß x2000|Karton",
               "Kaffee Bohnen 1 kg|Pak", "H-Milch 1 l x12|Karton", "Müllbeutel 120 l x100|Rolle"),
        "fr": ("Gobelets carton 25 cl x1000|carton", "Serviettes blanches x2000|carton",
               "Café en grains 1 kg|paquet", "Lait UHT 1 l x6|pack", "Sacs poubelle 100 l|rouleau"),
        "it": ("Bicchieri carta 250 ml x1000|cartone", "Tovaglioli bianchi x2000|cartone",
               "Caffè in grani 1 kg|conf", "Latte UHT 1 l x12|cartone",
               "Sacchi rifiuti 110 l|rotolo"),
        "es": ("Vasos de papel 250 ml x1000|caja", "Servilletas blancas x2000|caja",
               "Café en grano 1 kg|paquete", "Leche UHT 1 l x6|pack", "Bolsas basura 100 l|rollo"),
        "nl": ("Koffiebekers 250 ml x1000|doos", "Servetten wit x2000|doos",
               "Koffiebonen 1 kg|pak", "Halfvolle melk 1 l x12|doos", "Vuilniszakken 120 l|rol"),
    },
    "it_equipment": {
        "en": ("Laptop 14in i5 16GB|ea", "USB-C docking station|ea", "24in monitor|ea",
               "Cat6 patch lead 3m|ea", "Rugged tablet 10in|ea"),
        "de": ("Notebook 14 Zoll i5 16 GB|Stk", "USB-C Dockingstation|Stk", "Monitor 24 Zoll|Stk",
               "Patchkabel Cat6 3 m|Stk", "Outdoor-Tablet 10 Zoll|Stk"),
        "fr": ("Ordinateur portable 14 pouces|u", "Station d'accueil USB-C|u", "Écran 24 pouces|u",
               "Cordon RJ45 Cat6 3 m|u", "Tablette durcie 10 pouces|u"),
        "it": ("Notebook 14 pollici i5|pz", "Docking station USB-C|pz", "Monitor 24 pollici|pz",
               "Cavo patch Cat6 3 m|pz", "Tablet rugged 10 pollici|pz"),
        "es": ("Portátil 14 pulgadas i5|ud", "Base de conexión USB-C|ud", "Monitor 24 pulgadas|ud",
               "Latiguillo Cat6 3 m|ud", "Tableta rugerizada 10 pulgadas|ud"),
        "nl": ("Laptop 14 inch i5|st", "USB-C dockingstation|st", "Monitor 24 inch|st",
               "Patchkabel Cat6 3 m|st", "Robuuste tablet 10 inch|st"),
    },
}  # fmt: skip

FIRST_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("James", "Sarah", "Tom", "Aoife", "Liam", "Emma", "Mike", "Grace", "Dave", "Chloe"),
    "de": ("Jürgen", "Petra", "Stefan", "Anja", "Markus", "Sabine", "Lukas", "Katrin"),
    "fr": ("Julien", "Claire", "Mathieu", "Sophie", "Nicolas", "Élodie", "Thierry", "Camille"),
    "it": ("Marco", "Giulia", "Luca", "Francesca", "Paolo", "Chiara", "Davide", "Sara"),
    "es": ("Javier", "Lucía", "Sergio", "Marta", "Pablo", "Elena", "Raúl", "Carmen"),
    "nl": ("Jeroen", "Sanne", "Bram", "Lotte", "Wouter", "Femke", "Pieter", "Inge"),
}
LAST_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("Murphy", "Clarke", "Patel", "O'Brien", "Walsh", "Hughes", "Turner", "Brennan"),
    "de": ("Schneider", "Fischer", "Wagner", "Becker", "Schulz", "Koch", "Richter", "Wolf"),
    "fr": ("Martin", "Bernard", "Petit", "Robert", "Richard", "Dupont", "Leroy", "Roux"),
    "it": ("Esposito", "Romano", "Gallo", "Costa", "Mancini", "Rizzo", "Lombardo", "Leone"),
    "es": ("Gómez", "Díaz", "Moreno", "Muñoz", "Álvarez", "Jiménez", "Gil", "Serrano"),
    "nl": ("de Jong", "Meijer", "de Graaf", "Hendriks", "Dekker", "van der Meer", "Brouwer"),
}

CUSTOMERS: dict[str, tuple[str, ...]] = {
    "en-UK": ("Oakfield Construction Ltd", "Hallam & Pryce Builders Ltd", "Northgate Developments"),
    "en-IE": ("Kinsella Contractors Ltd", "Donnelly Build Ltd", "Moylan Construction"),
    "en-US": ("Brightline Builders Inc.", "Crestview Construction LLC", "Ironwood Contracting"),
    "en-AU": ("Harbourside Constructions Pty Ltd", "Redgum Building Group", "Outback Civil"),
    "en-NZ": ("Southbank Construction Ltd", "Hauraki Builders", "Pukeko Projects Ltd"),
    "de-DE": ("Bauunternehmung Weber GmbH", "Schäfer Hochbau GmbH", "Rheinbau Projekt GmbH"),
    "de-AT": ("Alpenbau GmbH", "Donau Baumeister GmbH", "Hollerer Bau GmbH"),
    "de-CH": ("Huber Bau AG", "Limmat Generalunternehmung AG", "Berger Holzbau AG"),
    "fr-FR": ("Bâtiments Roux SAS", "Entreprise Caron", "Rhône Construction SAS"),
    "fr-BE": ("Constructions Delhaye SA", "Batimeuse SRL", "Entreprise Gilson SA"),
    "fr-CH": ("Bâtisseurs du Léman SA", "Jaquier Construction Sàrl", "Entreprise Zufferey SA"),
    "it-IT": ("Edil Costruzioni Sala S.r.l.", "Impresa Edile Vitale S.p.A.", "Costruzioni Po Srl"),
    "es-ES": ("Construcciones Peña S.L.", "Obras y Proyectos Ibarra S.A.", "Edificaciones Sur SL"),
    "nl-NL": ("Bouwbedrijf Hendriks B.V.", "Aannemersbedrijf Kuipers", "Bouwcombinatie De Kade"),
    "nl-BE": ("Bouwonderneming Verstraete NV", "Aannemingen Goossens BV", "Bouwteam Schelde"),
}
SITES: dict[str, tuple[str, ...]] = {
    "en": ("Plot 14, Riverside Quarter", "St Mary's School extension", "Harbour Park Unit 7",
           "Block C, Mill Lane", "Leisure centre refurb"),
    "en-US": ("Lot 22, Maple Ridge", "Eastside Clinic build-out", "Parking structure Level 3",
              "Warehouse 5 expansion"),
    "de": ("Baustelle Neubau Kita Lindenweg", "BV Wohnanlage Am Mühlbach",
           "Baustelle Schulzentrum Nord", "BV Ärztehaus Marktplatz"),
    "de-CH": ("Baustelle Überbauung Sonnenhalde", "BV Schulhaus Grüze", "Baustelle Werkhof Ost"),
    "fr": ("Chantier Résidence Les Tilleuls", "Chantier Groupe scolaire Pasteur",
           "Chantier ZAC des Prés", "Chantier Médiathèque"),
    "it": ("Cantiere Via Roma 112", "Cantiere Residenza I Glicini", "Cantiere Scuola Manzoni",
           "Cantiere Polo Logistico"),
    "es": ("Obra C/ Mayor 7", "Obra Residencial Los Olivos", "Obra Colegio San Isidro",
           "Obra Nave 12 Polígono Sur"),
    "nl": ("Bouwplaats Nieuwbouw De Kade", "Project Renovatie Stadhuis", "Bouwplaats Brede School",
           "Project Appartementen Havenkwartier"),
}  # fmt: skip

STREETS: dict[str, tuple[str, ...]] = {
    "en": ("12 Station Road", "Unit 4, Mill Lane Ind. Est.", "Wharf Road", "88 Quarry Lane",
           "Units 2-3 Canal Side", "Brook Street Trading Estate"),
    "en-US": ("1450 Industrial Pkwy", "200 Commerce Dr.", "77 Depot Street", "3100 Route 9 N"),
    "en-AU": ("14 Boundary Rd", "Unit 6, 22 Export Dr", "45 Quarry Rd", "9 Factory St"),
    "de": ("Industriestraße 12", "Gewerbepark 4", "Am Bahnhof 7", "Hafenstraße 31",
           "Lagerweg 2"),
    "de-CH": ("Industriestrasse 12", "Gewerbestrasse 4", "Bahnhofstrasse 77", "Werkhofweg 2"),
    "fr": ("12 rue des Artisans", "ZI des Glaisins", "45 avenue de l'Industrie",
           "ZA du Moulin, lot 6", "8 chemin des Carrières"),
    "it": ("Via dell'Industria 45", "Via Emilia 212", "Zona Artigianale, lotto 7",
           "Via dei Mestieri 3", "Strada Provinciale 11 km 4"),
    "es": ("Polígono Ind. Las Arenas, Nave 7", "C/ Mayor 12", "Avda. de la Industria 45",
           "Ctra. N-II km 23", "C/ del Hierro 8"),
    "nl": ("Industrieweg 12", "Havenstraat 4", "Ambachtsweg 31", "Nijverheidsstraat 7",
           "Transportweg 2"),
}  # fmt: skip
TOWNS: dict[str, tuple[str, ...]] = {
    "en-UK": ("Croydon CR0 4XT", "Leeds LS11 5QD", "Bristol BS3 2LH", "Reading RG2 0TD",
              "Stockport SK4 1AA", "Exeter EX2 8PW"),
    "en-IE": ("Naas, Co. Kildare W91 X2Y3", "Dublin 12 D12 K7P4", "Cork T12 R2XA",
              "Galway H91 E9F2"),
    "en-US": ("Columbus, OH 43215", "Nashville, TN 37210", "Aurora, CO 80011",
              "Allentown, PA 18109"),
    "en-AU": ("Dandenong VIC 3175", "Wetherill Park NSW 2164", "Osborne Park WA 6017",
              "Eagle Farm QLD 4009"),
    "en-NZ": ("Penrose, Auckland 1061", "Sockburn, Christchurch 8042", "Te Rapa, Hamilton 3200"),
    "de-DE": ("70565 Stuttgart", "28197 Bremen", "90431 Nürnberg", "44147 Dortmund",
              "04129 Leipzig"),
    "de-AT": ("4020 Linz", "8051 Graz", "1230 Wien", "6020 Innsbruck"),
    "de-CH": ("8005 Zürich", "3008 Bern", "4057 Basel", "9015 St. Gallen"),
    "fr-FR": ("69007 Lyon", "33300 Bordeaux", "44300 Nantes", "67100 Strasbourg",
              "13015 Marseille"),
    "fr-BE": ("1070 Anderlecht", "4000 Liège", "5000 Namur", "6000 Charleroi"),
    "fr-CH": ("1219 Le Lignon", "1020 Renens", "2000 Neuchâtel", "1950 Sion"),
    "it-IT": ("20139 Milano", "40128 Bologna", "10156 Torino", "37135 Verona", "00156 Roma"),
    "es-ES": ("28021 Madrid", "08040 Barcelona", "46014 Valencia", "41016 Sevilla",
              "50014 Zaragoza"),
    "nl-NL": ("3542 AB Utrecht", "1014 BA Amsterdam", "5652 AJ Eindhoven", "3089 KN Rotterdam"),
    "nl-BE": ("9000 Gent", "2030 Antwerpen", "3500 Hasselt", "8200 Brugge"),
}  # fmt: skip

TAX_LABEL: dict[str, tuple[str, ...]] = {
    "en-UK": ("VAT Reg No", "VAT No."),
    "en-IE": ("VAT No.", "VAT Reg."),
    "en-US": ("EIN", "Fed. Tax ID"),
    "en-AU": ("ABN",),
    "en-NZ": ("GST No.",),
    "de-DE": ("USt-IdNr.", "USt-ID"),
    "de-AT": ("UID-Nr.", "UID"),
    "de-CH": ("MWST-Nr.", "UID"),
    "fr-FR": ("TVA intracom.", "N° TVA"),
    "fr-BE": ("TVA", "N° TVA"),
    "fr-CH": ("N° TVA", "IDE"),
    "it-IT": ("P.IVA", "Partita IVA"),
    "es-ES": ("CIF", "NIF"),
    "nl-NL": ("Btw-nr.", "BTW nummer"),
    "nl-BE": ("BTW", "Ondernemingsnr."),
}
PHONE_LABEL = {"en": "Tel", "de": "Tel.", "fr": "Tél.", "it": "Tel.", "es": "Tel.", "nl": "Tel."}

# --------------------------------------------------------------------------- titles and labels

NOTE_TITLES: dict[str, tuple[str, ...]] = {
    "en-UK": ("Delivery Note", "DELIVERY NOTE", "Despatch Note", "Delivery Ticket",
              "Dispatch Note"),
    "en-IE": ("Delivery Docket", "DELIVERY DOCKET", "Delivery Note", "Docket"),
    "en-US": ("Packing Slip", "PACKING LIST", "Delivery Receipt", "Delivery Ticket"),
    "en-AU": ("Delivery Docket", "Delivery Note", "DELIVERY DOCKET", "Goods Delivery Docket"),
    "en-NZ": ("Delivery Docket", "Delivery Note", "Dispatch Docket"),
    "de": ("Lieferschein", "LIEFERSCHEIN", "Lieferschein / Warenbegleitschein"),
    "de-CH": ("Lieferschein", "LIEFERSCHEIN", "Lieferschein / Bulletin de livraison"),
    "fr": ("Bon de livraison", "BON DE LIVRAISON", "Bordereau de livraison"),
    "fr-BE": ("Bon de livraison", "Note d'envoi", "BON DE LIVRAISON"),
    "fr-CH": ("Bulletin de livraison", "BULLETIN DE LIVRAISON", "Bon de livraison"),
    "it": ("Documento di trasporto", "DDT", "D.D.T. Documento di Trasporto", "Bolla di consegna"),
    "es": ("Albarán", "ALBARÁN", "Albarán de entrega", "Nota de entrega", "Albarán de salida"),
    "nl": ("Pakbon", "PAKBON", "Afleverbon", "Leverbon"),
    "nl-BE": ("Leveringsbon", "Afleverbon", "Leverbon", "LEVERINGSBON"),
}  # fmt: skip
OTHER_TITLES: dict[str, dict[str, tuple[str, ...]]] = {
    "invoice": {
        "en": ("Invoice", "INVOICE", "Tax Invoice"),
        "de": ("Rechnung", "RECHNUNG"),
        "fr": ("Facture", "FACTURE"),
        "it": ("Fattura", "FATTURA", "Fattura accompagnatoria"),
        "es": ("Factura", "FACTURA"),
        "nl": ("Factuur", "FACTUUR"),
    },
    "credit_note": {
        "en": ("Credit Note", "CREDIT NOTE"),
        "de": ("Gutschrift", "GUTSCHRIFT"),
        "fr": ("Avoir", "AVOIR", "Note de crédit"),
        "it": ("Nota di credito", "NOTA DI CREDITO"),
        "es": ("Abono", "Factura rectificativa"),
        "nl": ("Creditnota", "CREDITFACTUUR"),
    },
    "order_confirmation": {
        "en": ("Order Confirmation", "Sales Order Acknowledgement", "ORDER CONFIRMATION"),
        "de": ("Auftragsbestätigung", "AUFTRAGSBESTÄTIGUNG"),
        "fr": ("Confirmation de commande", "Accusé de réception de commande"),
        "it": ("Conferma d'ordine", "CONFERMA ORDINE"),
        "es": ("Confirmación de pedido", "CONFIRMACIÓN DE PEDIDO"),
        "nl": ("Orderbevestiging", "ORDERBEVESTIGING"),
    },
    "quotation": {
        "en": ("Quotation", "QUOTATION", "Quote"),
        "de": ("Angebot", "ANGEBOT"),
        "fr": ("Devis", "DEVIS"),
        "it": ("Preventivo", "Offerta"),
        "es": ("Presupuesto", "PRESUPUESTO"),
        "nl": ("Offerte", "OFFERTE"),
    },
    "statement": {
        "en": ("Statement", "STATEMENT OF ACCOUNT"),
        "de": ("Kontoauszug", "Offene-Posten-Liste"),
        "fr": ("Relevé de compte", "RELEVÉ DE COMPTE"),
        "it": ("Estratto conto", "ESTRATTO CONTO"),
        "es": ("Extracto de cuenta", "EXTRACTO DE CUENTA"),
        "nl": ("Rekeningoverzicht", "Saldo-overzicht"),
    },
}

NUMBER_LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "delivery_note": {
        "en": ("Delivery Note No.", "Note No", "No.", "Number", "DN No.", "Delivery #"),
        "en-IE": ("Docket No.", "Docket No", "No.", "Delivery Docket No."),
        "en-AU": ("Docket No.", "Docket #", "Delivery No.", "No."),
        "en-NZ": ("Docket No.", "Delivery No.", "No."),
        "en-US": ("Packing Slip #", "Slip No.", "Delivery #", "No."),
        "de": ("Lieferschein-Nr.", "Lieferscheinnr.", "LS-Nr.", "Nr.", "Beleg-Nr."),
        "fr": ("N° BL", "BL n°", "Numéro", "N°", "Bon n°"),
        "it": ("DDT n.", "Numero", "N.", "Num. doc.", "Documento n."),
        "es": ("Nº albarán", "Albarán nº", "Número", "Nº", "Núm. albarán"),
        "nl": ("Pakbonnr.", "Pakbonnummer", "Nummer", "Bonnr.", "Afleverbonnr."),
    },
    "invoice": {
        "en": ("Invoice No.", "Invoice #", "Inv. No."),
        "de": ("Rechnungs-Nr.", "Rechnungsnummer", "Rechnung Nr."),
        "fr": ("N° facture", "Facture n°"),
        "it": ("Fattura n.", "Numero fattura"),
        "es": ("Nº factura", "Factura nº"),
        "nl": ("Factuurnummer", "Factuurnr."),
    },
    "credit_note": {
        "en": ("Credit Note No.", "Credit No."),
        "de": ("Gutschrift-Nr.", "Gutschriftsnummer"),
        "fr": ("Avoir n°", "N° avoir"),
        "it": ("Nota di credito n.", "N. nota"),
        "es": ("Nº abono", "Abono nº"),
        "nl": ("Creditnotanr.", "Creditnummer"),
    },
    "order_confirmation": {
        "en": ("Sales Order No.", "Confirmation No.", "SO No."),
        "de": ("Auftrags-Nr.", "AB-Nr.", "Auftragsbestätigung Nr."),
        "fr": ("N° confirmation", "Commande n°"),
        "it": ("Conferma n.", "N. conferma"),
        "es": ("Nº confirmación", "Pedido nº"),
        "nl": ("Orderbevestiging nr.", "Ordernummer"),
    },
    "quotation": {
        "en": ("Quote No.", "Quotation No.", "Quote #"),
        "de": ("Angebots-Nr.", "Angebot Nr."),
        "fr": ("Devis n°", "N° devis"),
        "it": ("Preventivo n.", "N. offerta"),
        "es": ("Nº presupuesto", "Presupuesto nº"),
        "nl": ("Offertenummer", "Offerte nr."),
    },
    "statement": {
        "en": ("Statement No.", "Statement #"),
        "de": ("Auszug Nr.", "Kontoauszug-Nr."),
        "fr": ("Relevé n°", "N° relevé"),
        "it": ("Estratto n.", "N. estratto"),
        "es": ("Extracto nº", "Nº extracto"),
        "nl": ("Overzicht nr.", "Afschriftnummer"),
    },
}

# The document's own date.
DATE_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Date", "Note date", "Dated", "Despatch date", "Document date"),
    "en-IE": ("Date", "Docket date", "Dated"),
    "en-AU": ("Date", "Docket date", "Dispatch date"),
    "en-NZ": ("Date", "Docket date"),
    "en-US": ("Date", "Ship date", "Slip date"),
    "de": ("Datum", "Lieferscheindatum", "Belegdatum"),
    "fr": ("Date", "Date du bon", "Date BL", "Du"),
    "it": ("Data", "Data documento", "Data DDT", "Del"),
    "es": ("Fecha", "Fecha albarán", "Fecha documento"),
    "nl": ("Datum", "Pakbondatum", "Datum bon"),
}
DOC_DATE_LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "invoice": {
        "en": ("Invoice date", "Date", "Tax point"),
        "de": ("Rechnungsdatum", "Datum"),
        "fr": ("Date de facture", "Date"),
        "it": ("Data fattura", "Data"),
        "es": ("Fecha factura", "Fecha"),
        "nl": ("Factuurdatum", "Datum"),
    },
    "other": {
        "en": ("Date", "Issued"),
        "de": ("Datum", "Belegdatum"),
        "fr": ("Date", "Émis le"),
        "it": ("Data", "Emesso il"),
        "es": ("Fecha", "Emitido el"),
        "nl": ("Datum", "Uitgiftedatum"),
    },
}
# The date the goods arrived: on a note, the date it is filed under.
DELIVERY_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Delivery date", "Date delivered", "Delivered on", "Del. date"),
    "de": ("Lieferdatum", "Liefertag", "Anlieferung am", "Geliefert am"),
    "fr": ("Date de livraison", "Livré le", "Livraison le"),
    "it": ("Data consegna", "Data di consegna", "Consegnato il"),
    "es": ("Fecha de entrega", "Entregado el", "F. entrega"),
    "nl": ("Leverdatum", "Afleverdatum", "Geleverd op"),
}
ORDER_DATE_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Order date", "Date ordered", "Ordered on"),
    "de": ("Bestelldatum", "Auftragsdatum", "Bestellt am"),
    "fr": ("Date de commande", "Commandé le"),
    "it": ("Data ordine", "Ordinato il"),
    "es": ("Fecha pedido", "Fecha de pedido"),
    "nl": ("Orderdatum", "Besteldatum"),
}
PRINT_DATE_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Printed", "Print date", "Reprinted"),
    "de": ("Druckdatum", "Gedruckt am", "Ausdruck vom"),
    "fr": ("Imprimé le", "Édité le", "Date d'impression"),
    "it": ("Stampato il", "Data stampa"),
    "es": ("Impreso el", "Fecha impresión"),
    "nl": ("Afgedrukt op", "Printdatum"),
}
DUE_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Due date", "Payment due"),
    "de": ("Fällig am", "Zahlbar bis"),
    "fr": ("Échéance", "Date d'échéance"),
    "it": ("Scadenza", "Data scadenza"),
    "es": ("Vencimiento", "Fecha vencimiento"),
    "nl": ("Vervaldatum", "Te betalen voor"),
}
RETURN_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Return due", "Off-hire due"),
    "de": ("Rückgabe bis", "Mietende"),
    "fr": ("Retour prévu le", "Fin de location"),
    "it": ("Rientro previsto", "Fine noleggio"),
    "es": ("Devolución prevista", "Fin alquiler"),
    "nl": ("Retour op", "Einde huur"),
}
VALID_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Valid until", "Quote valid to"),
    "de": ("Gültig bis", "Bindefrist"),
    "fr": ("Valable jusqu'au", "Validité"),
    "it": ("Valido fino al", "Validità"),
    "es": ("Válido hasta", "Validez"),
    "nl": ("Geldig tot", "Geldigheid"),
}
PLANNED_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Planned despatch: week {w}", "Est. shipping: week {w}"),
    "de": ("Liefertermin: KW {w}", "Voraussichtlich KW {w}"),
    "fr": ("Livraison prévue : semaine {w}", "Délai : semaine {w}"),
    "it": ("Consegna prevista: settimana {w}", "Consegna: sett. {w}"),
    "es": ("Entrega prevista: semana {w}", "Plazo: semana {w}"),
    "nl": ("Levering: week {w}", "Verwachte levering week {w}"),
}

PO_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Your order", "Your Order No.", "Cust. PO", "Customer PO", "P.O. No.", "Order ref",
           "Your ref"),
    "en-US": ("Cust. PO", "PO #", "Customer PO", "P.O. Number", "PO No."),
    "en-IE": ("Order No.", "Your order", "P.O. No.", "Cust. Order"),
    "de": ("Ihre Bestellung", "Ihre Bestell-Nr.", "Bestellnummer", "Ihr Zeichen", "Bestell-Nr."),
    "fr": ("Votre commande", "Réf. commande", "Votre réf.", "N° commande client", "V/Réf."),
    "it": ("Vs. ordine", "Vostro ordine n.", "Rif. ordine", "Ordine cliente", "Vs. rif."),
    "es": ("Su pedido", "Su ref.", "Nº pedido cliente", "Pedido cliente", "S/Ref."),
    "nl": ("Uw order", "Uw ordernummer", "Uw referentie", "Inkoopordernr.", "Uw kenmerk"),
}  # fmt: skip
OUR_ORDER_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Our ref", "Sales order", "Our order no.", "SO No."),
    "de": ("Auftrags-Nr.", "Unsere Auftragsnr.", "Kommission"),
    "fr": ("Notre réf.", "N° commande interne", "N/Réf."),
    "it": ("Ns. rif.", "Ns. ordine", "Rif. interno"),
    "es": ("Nuestro pedido", "N/Ref.", "Pedido interno"),
    "nl": ("Ons ordernr.", "Onze referentie", "Verkooporder"),
}
ACCOUNT_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Account", "Acct No.", "Customer No.", "Cust. A/C"),
    "de": ("Kunden-Nr.", "Kundennummer", "Debitor"),
    "fr": ("Code client", "N° client", "Compte"),
    "it": ("Cod. cliente", "Codice cliente"),
    "es": ("Nº cliente", "Código cliente", "Cliente nº"),
    "nl": ("Klantnr.", "Debiteurnr.", "Klantnummer"),
}
CONTACT_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Contact", "Ordered by", "Attn"),
    "de": ("Ansprechpartner", "Besteller", "Bearbeiter"),
    "fr": ("Contact", "Commandé par", "Interlocuteur"),
    "it": ("Referente", "Ordinato da"),
    "es": ("Contacto", "Pedido por", "Atención"),
    "nl": ("Contactpersoon", "Besteld door", "T.a.v."),
}
VEHICLE_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Vehicle", "Reg", "Truck"),
    "de": ("Kennzeichen", "Fahrzeug"),
    "fr": ("Immatriculation", "Véhicule"),
    "it": ("Targa", "Automezzo"),
    "es": ("Matrícula", "Vehículo"),
    "nl": ("Kenteken", "Wagen"),
}
DRIVER_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Driver",),
    "de": ("Fahrer",),
    "fr": ("Chauffeur",),
    "it": ("Autista", "Vettore"),
    "es": ("Conductor", "Transportista"),
    "nl": ("Chauffeur",),
}
# A carrier's consignment number and a weighbridge ticket's, printed beside the note's own.
CARRIER_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Consignment No.", "Con note", "Tracking No.", "Carrier ref"),
    "en-US": ("Tracking #", "PRO #", "Carrier ref"),
    "de": ("Sendungsnummer", "Frachtbrief-Nr.", "Speditions-Nr."),
    "fr": ("N° d'expédition", "Lettre de voiture", "N° de suivi"),
    "it": ("Lettera di vettura", "N. spedizione", "Rif. vettore"),
    "es": ("Nº de expedición", "Carta de porte", "Nº seguimiento"),
    "nl": ("Vrachtbrief nr.", "Zendingnummer", "Track & Trace"),
}
WEIGH_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Weighbridge ticket", "WB ticket no.", "Weigh ticket"),
    "de": ("Wiegeschein-Nr.", "Wägeschein"),
    "fr": ("Ticket de pesée", "Bon de pesée n°"),
    "it": ("Scontrino pesa", "Pesata n."),
    "es": ("Ticket de báscula", "Nº pesada"),
    "nl": ("Weegbon", "Weegbonnummer"),
}
CARRIERS: dict[str, tuple[str, ...]] = {
    "en-UK": ("DPD", "Palletways", "Tuffnells", "DHL Freight"),
    "en-IE": ("Nightline", "DPD Ireland", "Fastway"),
    "en-US": ("Estes", "FedEx Freight", "UPS", "Old Dominion"),
    "en-AU": ("Toll", "StarTrack", "TNT"),
    "en-NZ": ("Mainfreight", "NZ Couriers", "Freightways"),
    "de": ("Dachser", "DB Schenker", "GLS", "Hellmann"),
    "fr": ("Geodis", "Heppner", "Kuehne+Nagel", "DB Schenker"),
    "it": ("BRT", "Arcese", "SDA", "Fercam"),
    "es": ("SEUR", "MRW", "Palletways Iberia", "TIPSA"),
    "nl": ("PostNL", "Van der Wal Transport", "DHL Parcel", "Mainfreight"),
}
CARRIER_WORD = {
    "en": "Carrier",
    "de": "Spediteur",
    "fr": "Transporteur",
    "it": "Vettore",
    "es": "Agencia",
    "nl": "Vervoerder",
}

DELIVER_TO: dict[str, tuple[str, ...]] = {
    "en": ("Deliver to", "Delivery address", "Site address", "Delivered to"),
    "en-US": ("Ship to", "Ship To", "Deliver to"),
    "de": ("Lieferadresse", "Lieferanschrift", "Warenempfänger", "Baustelle"),
    "fr": ("Adresse de livraison", "Livré à", "Chantier", "Lieu de livraison"),
    "it": ("Destinazione merce", "Luogo di consegna", "Cantiere", "Destinatario"),
    "es": ("Dirección de entrega", "Entregar en", "Obra", "Lugar de entrega"),
    "nl": ("Afleveradres", "Leveradres", "Bouwplaats", "Losadres"),
}
INVOICE_TO: dict[str, tuple[str, ...]] = {
    "en": ("Invoice to", "Customer", "Invoice address", "Account holder"),
    "en-US": ("Bill to", "Sold to", "Bill To"),
    "de": ("Rechnungsadresse", "Rechnungsempfänger", "Kunde", "Auftraggeber"),
    "fr": ("Adresse de facturation", "Facturé à", "Client"),
    "it": ("Intestatario fattura", "Cliente", "Spett.le"),
    "es": ("Facturar a", "Cliente", "Datos de facturación"),
    "nl": ("Factuuradres", "Klant", "Opdrachtgever"),
}

HEADS: dict[str, dict[str, tuple[str, ...]]] = {
    "code": {
        "en": ("Code", "Product code", "Item", "SKU"),
        "de": ("Art.-Nr.", "Artikel", "Artikelnr."),
        "fr": ("Réf.", "Code article", "Référence"),
        "it": ("Codice", "Cod. art."),
        "es": ("Ref.", "Código", "Artículo"),
        "nl": ("Artikelnr.", "Code", "Art.nr."),
    },
    "desc": {
        "en": ("Description", "Product", "Details"),
        "de": ("Bezeichnung", "Beschreibung", "Artikelbezeichnung"),
        "fr": ("Désignation", "Description", "Libellé"),
        "it": ("Descrizione", "Descrizione articolo"),
        "es": ("Descripción", "Concepto", "Denominación"),
        "nl": ("Omschrijving", "Artikel", "Product"),
    },
    "qty": {
        "en": ("Qty", "Quantity", "Qty del."),
        "de": ("Menge", "Anz.", "Liefermenge"),
        "fr": ("Qté", "Quantité", "Qté livrée"),
        "it": ("Q.tà", "Quantità"),
        "es": ("Cant.", "Cantidad", "Uds."),
        "nl": ("Aantal", "Geleverd", "Aant."),
    },
    "ordered": {
        "en": ("Ordered", "Qty ord."),
        "de": ("Bestellt", "Best.-Menge"),
        "fr": ("Commandé", "Qté cdée"),
        "it": ("Ordinato", "Q.tà ord."),
        "es": ("Pedido", "Cant. ped."),
        "nl": ("Besteld", "Aantal besteld"),
    },
    "unit": {
        "en": ("Unit", "UOM", "U/M"),
        "de": ("Einheit", "ME", "Einh."),
        "fr": ("Unité", "U.", "UV"),
        "it": ("U.M.", "UM"),
        "es": ("Ud.", "Unidad", "UM"),
        "nl": ("Eenheid", "Eh."),
    },
    "price": {
        "en": ("Unit price", "Price", "Rate"),
        "de": ("Einzelpreis", "Preis"),
        "fr": ("Prix unitaire", "P.U. HT"),
        "it": ("Prezzo", "Prezzo unit."),
        "es": ("Precio", "Precio ud."),
        "nl": ("Prijs", "Stukprijs"),
    },
    "amount": {
        "en": ("Amount", "Total", "Net"),
        "de": ("Betrag", "Gesamt"),
        "fr": ("Montant HT", "Total"),
        "it": ("Importo", "Totale"),
        "es": ("Importe", "Total"),
        "nl": ("Bedrag", "Totaal"),
    },
}
TOTALS: dict[str, tuple[str, str, str]] = {
    "en": ("Net", "VAT", "Total"),
    "en-US": ("Subtotal", "Sales tax", "Total"),
    "en-AU": ("Subtotal", "GST", "Total"),
    "en-NZ": ("Subtotal", "GST", "Total"),
    "de": ("Netto", "MwSt.", "Gesamtbetrag"),
    "de-AT": ("Netto", "USt.", "Gesamtbetrag"),
    "de-CH": ("Netto", "MWST", "Total"),
    "fr": ("Total HT", "TVA", "Total TTC"),
    "it": ("Imponibile", "IVA", "Totale documento"),
    "es": ("Base imponible", "IVA", "Total"),
    "nl": ("Subtotaal", "Btw", "Totaal"),
}
CURRENCY = {
    "en-UK": "£",
    "en-IE": "€",
    "en-US": "$",
    "en-AU": "$",
    "en-NZ": "$",
    "de-CH": "CHF",
    "fr-CH": "CHF",
}

PAGE_FORMS: dict[str, tuple[str, ...]] = {
    "en": ("Page {k} of {n}", "Page {k}/{n}", "Sheet {k} of {n}"),
    "de": ("Seite {k} von {n}", "Seite {k}/{n}", "Blatt {k} von {n}"),
    "fr": ("Page {k} sur {n}", "Page {k}/{n}", "Feuillet {k}/{n}"),
    "it": ("Pagina {k} di {n}", "Pag. {k}/{n}", "Foglio {k} di {n}"),
    "es": ("Página {k} de {n}", "Pág. {k}/{n}", "Hoja {k} de {n}"),
    "nl": ("Pagina {k} van {n}", "Blad {k}/{n}", "Pag. {k} van {n}"),
}
CONTINUED: dict[str, tuple[str, ...]] = {
    "en": ("continued", "(cont.)", "Continued overleaf"),
    "de": ("Fortsetzung", "(Forts.)", "Übertrag"),
    "fr": ("suite", "(suite)", "Report"),
    "it": ("segue", "(continua)", "Riporto"),
    "es": ("continúa", "(sigue)", "Suma y sigue"),
    "nl": ("vervolg", "(vervolg)", "Transport"),
}
COPY_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("CUSTOMER COPY", "DRIVER COPY", "OFFICE COPY", "DUPLICATE"),
    "de": ("Kundenexemplar", "Durchschrift", "KOPIE", "Fahrerexemplar"),
    "fr": ("Exemplaire client", "COPIE", "Duplicata", "Exemplaire chauffeur"),
    "it": ("Copia cliente", "COPIA", "Copia vettore", "Duplicato"),
    "es": ("Copia cliente", "COPIA", "Duplicado", "Ejemplar para el cliente"),
    "nl": ("Klantexemplaar", "KOPIE", "Exemplaar chauffeur", "Duplicaat"),
}
SIGN_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Received by", "Signature", "Print name", "Received in good condition"),
    "de": ("Ware erhalten", "Unterschrift", "Name in Druckbuchstaben", "Ware vollständig erhalten"),
    "fr": ("Reçu par", "Signature", "Nom", "Bon pour réception"),
    "it": ("Firma destinatario", "Firma conducente", "Firma vettore", "Per ricevuta"),
    "es": ("Recibí", "Firma", "Conforme cliente", "Nombre y DNI"),
    "nl": ("Voor ontvangst", "Handtekening", "Naam", "Voor akkoord"),
}
TERMS: dict[str, tuple[str, ...]] = {
    "en": (
        "Goods remain our property until paid for in full.",
        "Shortages or damage must be reported within 48 hours of delivery.",
        "All goods are supplied subject to our standard terms of trade.",
    ),
    "de": (
        "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.",
        "Mängel sind innerhalb von 3 Tagen schriftlich anzuzeigen.",
        "Es gelten unsere Allgemeinen Geschäftsbedingungen.",
    ),
    "fr": (
        "Marchandises vendues sous réserve de propriété jusqu'au paiement intégral.",
        "Toute réclamation doit être formulée sous 48 heures.",
        "Nos conditions générales de vente s'appliquent.",
    ),
    "it": (
        "La merce viaggia a rischio e pericolo del committente.",
        "Eventuali reclami devono pervenire entro 8 giorni.",
        "Trasporto a cura del mittente. Causale: vendita.",
    ),
    "es": (
        "La mercancía viaja por cuenta y riesgo del comprador.",
        "No se admiten reclamaciones pasadas 48 horas.",
        "Sujeto a nuestras condiciones generales de venta.",
    ),
    "nl": (
        "Op al onze leveringen zijn onze algemene voorwaarden van toepassing.",
        "Klachten binnen 48 uur na levering melden.",
        "Goederen blijven ons eigendom tot volledige betaling.",
    ),
}
THANKS: dict[str, tuple[str, ...]] = {
    "en": ("Thank you for your order", "Thanks for shopping with us"),
    "de": ("Vielen Dank für Ihre Bestellung", "Danke für Ihren Einkauf"),
    "fr": ("Merci pour votre commande", "Merci de votre confiance"),
    "it": ("Grazie per il tuo ordine", "Grazie per l'acquisto"),
    "es": ("Gracias por su pedido", "Gracias por su compra"),
    "nl": ("Bedankt voor je bestelling", "Dank voor uw bestelling"),
}
WEB_ORDER: dict[str, tuple[str, ...]] = {
    "en": ("Order #", "Web order", "Order number"),
    "de": ("Bestellung Nr.", "Webshop-Bestellung", "Bestellnummer Shop"),
    "fr": ("Commande n°", "Commande web"),
    "it": ("Ordine n.", "Ordine web"),
    "es": ("Pedido nº", "Pedido web"),
    "nl": ("Bestelling", "Webordernummer"),
}
SOLD_BY = {
    "en": "Sold and shipped by",
    "de": "Verkauf und Versand durch",
    "fr": "Vendu et expédié par",
    "it": "Venduto e spedito da",
    "es": "Vendido y enviado por",
    "nl": "Verkocht en verzonden door",
}
# Labels of references on the look-alike documents.
DN_REF_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Delivery note", "Our delivery ref"),
    "en-US": ("Packing slip", "Shipment"),
    "de": ("Lieferschein", "Lieferung"),
    "fr": ("BL", "Bon de livraison"),
    "it": ("Rif. DDT", "DDT"),
    "es": ("Albarán", "Ref. albarán"),
    "nl": ("Pakbon", "Leverbon"),
}
INV_REF_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("Original invoice", "Against invoice"),
    "de": ("zu Rechnung", "Bezug Rechnung"),
    "fr": ("Facture d'origine", "Sur facture"),
    "it": ("Rif. fattura", "Storno fattura"),
    "es": ("Factura rectificada", "Sobre factura"),
    "nl": ("Betreft factuur", "Originele factuur"),
}
BALANCE: dict[str, tuple[str, ...]] = {
    "en": ("Balance due", "Amount outstanding"),
    "de": ("Offener Saldo", "Saldo"),
    "fr": ("Solde dû", "Solde"),
    "it": ("Saldo a debito", "Saldo"),
    "es": ("Saldo pendiente", "Saldo"),
    "nl": ("Openstaand saldo", "Saldo"),
}
WEIGHTS: dict[str, tuple[str, str, str]] = {
    "en": ("Gross", "Tare", "Net"),
    "de": ("Brutto", "Tara", "Netto"),
    "fr": ("Brut", "Tare", "Net"),
    "it": ("Lordo", "Tara", "Netto"),
    "es": ("Bruto", "Tara", "Neto"),
    "nl": ("Bruto", "Tarra", "Netto"),
}
BATCH_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("Load", "Batched", "Slump", "Left plant"),
    "de": ("Ladung", "Gemischt", "Konsistenz", "Abfahrt Werk"),
    "fr": ("Charge", "Fabriqué", "Consistance", "Départ centrale"),
    "it": ("Carico", "Impastato", "Classe consistenza", "Partenza impianto"),
    "es": ("Carga", "Amasado", "Consistencia", "Salida planta"),
    "nl": ("Lading", "Gemengd", "Consistentie", "Vertrek centrale"),
}

# --------------------------------------------------------------------------- dates

MONTHS: dict[str, tuple[str, ...]] = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "de": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"),
    "de-AT": ("Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
              "September", "Oktober", "November", "Dezember"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"),
}  # fmt: skip
MONTHS_SHORT: dict[str, tuple[str, ...]] = {
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    "de": ("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.",
           "Dez."),
    "de-AT": ("Jän.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.",
              "Nov.", "Dez."),
    "fr": ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.",
           "nov.", "déc."),
    "it": ("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"),
    "es": ("ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.",
           "nov.", "dic."),
    "nl": ("jan.", "feb.", "mrt.", "apr.", "mei", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.",
           "dec."),
}  # fmt: skip
# Three-letter month words, as an ERP or a date stamp prints them ("04-MRZ-2024").
MONTHS_3: dict[str, tuple[str, ...]] = {
    "en": ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"),
    "de": ("JAN", "FEB", "MRZ", "APR", "MAI", "JUN", "JUL", "AUG", "SEP", "OKT", "NOV", "DEZ"),
    "fr": ("JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"),
    "it": ("GEN", "FEB", "MAR", "APR", "MAG", "GIU", "LUG", "AGO", "SET", "OTT", "NOV", "DIC"),
    "es": ("ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"),
    "nl": ("JAN", "FEB", "MRT", "APR", "MEI", "JUN", "JUL", "AUG", "SEP", "OKT", "NOV", "DEC"),
}
WEEKDAYS: dict[str, tuple[str, ...]] = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "de": ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"),
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    "it": ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "nl": ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
}

# --------------------------------------------------------------------------- after the gate

# A site's goods-in stamp: its heading, its own number's forms ("#" a digit), its initials label.
STAMP_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("RECEIVED", "GOODS IN", "GOODS RECEIVED"),
    "de": ("WARENEINGANG", "EINGEGANGEN", "ERHALTEN"),
    "fr": ("REÇU LE", "RÉCEPTION", "ARRIVÉ LE"),
    "it": ("RICEVUTO", "PERVENUTO IL", "ENTRATA MERCI"),
    "es": ("RECIBIDO", "ENTRADA", "RECEPCIÓN"),
    "nl": ("ONTVANGEN", "GOEDERENONTVANGST", "INGEKOMEN"),
}
STAMP_NUMBERS: dict[str, tuple[str, ...]] = {
    "en": ("GRN ####", "GRN No. #####", "GI-####"),
    "de": ("WE-Nr. {yyyy}/####", "WE ####", "Eingangs-Nr. ####"),
    "fr": ("Réception n° ####", "BR ####", "Entrée {yy}-####"),
    "it": ("Prot. ####", "EM {yyyy}/###", "Reg. n. ####"),
    "es": ("Entrada nº ####", "Reg. ####", "RE-{yy}-####"),
    "nl": ("Ontv.nr. ####", "GO-####", "Inboek {yy}-####"),
}
STAMP_INITIALS: dict[str, tuple[str, ...]] = {
    "en": ("Init.", "Sig.", "Checked"),
    "de": ("Visum", "Kürzel", "Zeichen"),
    "fr": ("Visa", "Paraphe"),
    "it": ("Sigla", "Firma"),
    "es": ("Firma", "Rúbrica"),
    "nl": ("Paraaf", "Akkoord"),
}
# What a hand writes on a note (each one low-confidence when read back).
HAND_NOTES: dict[str, tuple[str, ...]] = {
    "en": ("checked", "all ok", "short 2 bags", "1 damaged", "rec'd ok", "no pallet"),
    "de": ("geprüft", "i.O.", "2 Sack fehlen", "1 beschädigt", "ohne Palette"),
    "fr": ("vérifié", "manque 2 sacs", "1 abîmé", "conforme", "sans palette"),
    "it": ("controllato", "mancano 2 sacchi", "1 danneggiato", "tutto ok", "senza bancale"),
    "es": ("revisado", "faltan 2 sacos", "1 roto", "todo correcto", "sin palé"),
    "nl": ("gecontroleerd", "2 zakken te kort", "1 beschadigd", "alles ok", "geen pallet"),
}
HAND_PO_PREFIX: dict[str, tuple[str, ...]] = {
    "en": ("PO", "PO#", "Ord"),
    "de": ("Best.", "BE", ""),
    "fr": ("Cde", "BC", ""),
    "it": ("Ord.", "ODA", ""),
    "es": ("Ped.", "PC", ""),
    "nl": ("Order", "IO", ""),
}
HAND_SCRIBBLES = ("Jmrk", "A.Kr", "M~", "Ptr", "RB", "J.S", "lllm", "Hw.")
# A site's sticker: job number, cost code.
STICKER_JOB: dict[str, tuple[str, ...]] = {
    "en": ("JOB", "Job No.", "Project"),
    "de": ("Auftrag", "Projekt-Nr.", "BV-Nr."),
    "fr": ("Affaire", "Chantier n°"),
    "it": ("Commessa", "Cantiere n."),
    "es": ("Obra nº", "Proyecto"),
    "nl": ("Projectnr.", "Werknr."),
}
STICKER_COST: dict[str, tuple[str, ...]] = {
    "en": ("Cost code", "CC"),
    "de": ("Kostenstelle", "KST"),
    "fr": ("Code analytique", "Imputation"),
    "it": ("Centro di costo", "CdC"),
    "es": ("Centro de coste", "Partida"),
    "nl": ("Kostenplaats", "Kostensoort"),
}
POD_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("POD captured", "Signed for by"),
    "de": ("Zustellnachweis", "Quittiert von"),
    "fr": ("Preuve de livraison", "Signé par"),
    "it": ("Prova di consegna", "Firmato da"),
    "es": ("Prueba de entrega", "Firmado por"),
    "nl": ("Afleverbewijs", "Getekend door"),
}
BROWSER_FOOTER = ("https://", "/account/orders/", "/print")
