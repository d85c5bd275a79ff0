"""The supplier's tax id on a page (moved out of ``core.py`` in ff-11, for its size): a
labelled VAT / ABN / USt-IdNr. / TVA / P.IVA / CIF / BTW number outside the customer block.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

_MAX_STR = 500
_TAX = re.compile(
    r"(?<![A-Za-z])(A\.?B\.?N|ACN|VAT(?:\s*(?:Reg(?:istration)?\.?)?\s*(?:No|Nr|Number|ID)?)"
    r"|Tax\s*ID|TIN|GST(?:IN|\s*(?:Reg\.?\s*)?(?:No|Number|ID))?|USt\.?\s*-?\s*Id\.?\s*-?\s*Nr"
    r"|UStId|Steuer\s*-?\s*Nr|TVA(?:\s*intra\w*)?|N°\s*TVA|BTW(?:\s*(?:nr|nummer))?"
    r"|P\.?\s*IVA|Partita\s+IVA|C\.?I\.?F|N\.?I\.?F|NIF/CIF)\.?\s*[:#.]?\s*"
    r"((?:[A-Z]{2}\s?)?\d[\d .-]{4,18}\d(?:[A-Z]\d{2})?)(?![\dA-Za-z])",
    re.IGNORECASE,
)


def tax_id(segs: Sequence[Any], customer: set[int]) -> tuple[str, tuple[int, ...], str] | None:
    """The supplier's tax id / VAT / ABN: a labelled one outside the customer block."""
    for index, seg in enumerate(segs):
        if index in customer:
            continue
        m = _TAX.search(seg.text)
        if m and sum(c.isdigit() for c in m[2]) >= 6:
            value = " ".join(m[2].split()).strip(" .-")[:_MAX_STR]
            return value, seg.words_between(m.start(2), m.end(2)), m[1].strip()
    return None
