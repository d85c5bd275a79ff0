"""ff-11: a value printed before its label. A right-hand column printed right to left (the
value right-aligned, its label after it: "68095/26  Delivery note no."), a tanker ticket's
"4711 : Ticket no": a clerk reads the number as that label's when nothing follows the label
in its column and the thing right before it is a value standing alone in its cell.

Taken only where no value follows the label or stands under it (the caller tries those
first), and only a single value with a digit that is no date, amount or quantity
(``is_id``), a small gap or a colon from the label, with a column gap (or the line's start)
before it: never the tail of another label's value ("Rechnung Nr. 4711  Lieferschein-Nr.").
"""

from __future__ import annotations

from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.layout import Line, Token, apart
from dn_pipeline.finding.values import EVERY, clean_id, is_id

_MAX_GAP = 3.0  # line heights between the value's right edge and the label
_SEPARATORS = frozenset({":", "-", "–", "|", "=", "#"})
_TRAILER = " :#.-–=_°º*"
_DATED = frozenset({"dated", "du", "del", "vom", "of", "dd", "dtd"})


def value_before(line: Line, start: int, end: int) -> tuple[str, tuple[int, ...]] | None:
    """The value printed right before the label at characters ``start:end`` of ``line``,
    when nothing but punctuation follows the label in its column."""
    first = line.token_at(start)
    last = line.token_at(max(end - 1, start))
    tokens = line.tokens
    if line.starts[first] != start and line.text[line.starts[first] : start].strip(":#-"):
        return None  # the label starts inside a word: "Lieferschein-Nr." of "XLieferschein"
    after = last + 1
    if (
        after < len(tokens)
        and not apart(tokens[last], tokens[after])
        and tokens[after].t.strip(_TRAILER)
    ):
        return None  # something follows the label in its own column
    k = first - 1
    if k >= 0 and tokens[k].t in _SEPARATORS:
        k -= 1  # "4711 : Ticket no"
    if k < 0:
        return None
    token = tokens[k]
    if tokens[first].x0 - token.x1 > _MAX_GAP * line.height:
        return None
    value = clean_id(token.t)
    if not is_id(value) or _wordy(value):
        return None
    words: tuple[int, ...] = (token.word,)
    if k > 0 and not apart(tokens[k - 1], token):
        code = tokens[k - 1]
        if not (_code(code.t) and value[:1].isdigit() and (k < 2 or apart(tokens[k - 2], code))):
            return None  # the tail of a longer text: another label's value, a phone number
        value, words = f"{code.t} {value}", (code.word, token.word)  # "OA 82124  Your order"
    return value, tuple(dict.fromkeys(words))


def _code(text: str) -> bool:
    """A short letter code a value starts with ("OA 38148", "BE 20931"; ff-13: "D 816327"): one
    to three capitals, no number word, currency or unit."""
    return (
        1 <= len(text) <= 3 and text.isalpha() and text.isupper() and text.lower() not in _NOT_CODES
    )


_NOT_CODES = frozenset(
    {"no", "nr", "nro", "num", "ref", "eur", "usd", "gbp", "chf", "kg", "pcs", "stk", "tel", "fax"}
)


def claimed(line: Line, token: Token) -> bool:
    """``token`` is the value of a label printed right after it (``value_before``): never
    the value of a label above it."""
    k = line.tokens.index(token)
    if k + 1 >= len(line.tokens):
        return False
    nxt = line.tokens[k + 1]
    if nxt.t in _SEPARATORS and k + 2 < len(line.tokens):
        nxt = line.tokens[k + 2]
    if nxt.x0 - token.x1 > _MAX_GAP * line.height:
        return False
    start = line.starts[line.tokens.index(nxt)]
    toks = ph.tokens(line.text[start:])
    hits = ph.find_phrases(toks, EVERY) if toks else []
    if hits and hits[0][0] == 0 and toks[0].t in _DATED and toks[hits[0][1] :]:
        # ff-17: "P1227601 dated 26-Jul-23", "4500012345 du 12/03/2024": the date word
        # labels the date after it, not the number before it
        return not toks[hits[0][1]].t[:1].isdigit()
    return bool(hits) and hits[0][0] == 0


def _wordy(value: str) -> bool:
    """A word with a digit in it rather than a code ("4x4-Kipper", "Los2"): three letters or
    more in a row in lower case."""
    run = 0
    for char in value:
        run = run + 1 if char.islower() else 0
        if run >= 3:
            return True
    return False
