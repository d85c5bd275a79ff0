"""What a company name and an address look like on a page, whatever language labels them:
the legal forms of many countries that end a company's name, the street words, post-office
boxes and postcodes of an address line (``lexicon`` re-exports them beside its label words)."""

from __future__ import annotations

import re

# Legal forms of many countries, folded; a trailing one marks a company name.
COMPANY_SUFFIX = re.compile(
    r"(?<![a-z0-9])(?:pty\.?\s*ltd|ltd|limited|llc|l\.l\.c|inc|incorporated|corp|corporation"
    r"|plc|llp|lp|co\.?\s*ltd|company|gmbh(?:\s*&\s*co\.?\s*kg)?|mbh|ag|kg|ohg|e\.?\s*k|ug"
    r"|se|sas|sasu|sarl|eurl|s\.?a\.?r\.?l|s\.?a\.?s|s\.?a|sa|snc|s\.?r\.?l|srl|s\.?p\.?a"
    r"|spa|s\.?n\.?c|s\.?a\.?s|s\.?l\.?u|slu|s\.?l|sl|b\.?v|bv|n\.?v|nv|v\.?o\.?f|vof"
    r"|bvba|sprl|sdn\.?\s*bhd|bhd|s/b|pvt\.?\s*ltd|pvt|pte\.?\s*ltd|pte|oy|ab|as|a/s|aps"
    r"|kft|sp\.?\s*z\s*o\.?\s*o|s\.?r\.?o|d\.?o\.?o|k\.?k|group|holdings|enterprise"
    r"|enterprises|trading|industries|& sons|& co)\.?,?(?![a-z0-9])",
)
STREET_WORDS = re.compile(
    r"(?<![a-z])(?:street|st|road|rd|avenue|ave|lane|drive|dr|way|blvd|boulevard|highway"
    r"|stra(?:ss|\u00df)e|str|weg|platz|gasse|allee|rue|avenue|chemin|boulevard|place|via|viale|piazza"
    r"|corso|calle|avenida|plaza|paseo|straat|laan|plein|gracht|jalan|taman|lorong|suite"
    r"|floor|box|postfach|bp|cedex|po box|poligono|carretera|camino|ronda|travesia|strada"
    r"|localita|quai|impasse|route|kade|dijk|steenweg|chaussee|damm|zi|za|zac)(?![a-z])"
)
POSTCODE = re.compile(r"(?<![\d])(?:[a-z]{1,2}-?)?\d{4,5}(?!\d)|\b[a-z]\d[a-z] ?\d[a-z]\d\b")
