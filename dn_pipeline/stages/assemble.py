"""Assembly: the pages of a batch, in batch order, become delivery notes (SPEC §5.5, §10).

``assemble(pages)`` is a pure function. Its promises:

- every page ends in exactly one place: one note, the open pages, or the blank pages;
- a page whose read failed (or is still pending) is an open page of its own, never merged
  into a neighbour, and its neighbours still assemble;
- blank pages count (they are pages) but make nothing and are not open;
- a page read as an invoice or another document is open with ``not_a_delivery_note``;
  a non-blank page with no delivery-note field at all is open with ``page_unreadable``,
  unless it is a continuation that attaches to a note;
- a page joins a note when it is adjacent to it (the previous non-blank page in batch order)
  and has the same normalised number, or is a continuation, or is the next "page N of M",
  or, in the same source file, names the note's supplier and prints no number, date, order
  or page number of its own (the rest of the items, the terms, the signatures), or follows
  a page that says the note goes on ("continued overleaf", "PTO", "continúa": a continued
  marker, the finder's ``continues`` or ``continuation``) and prints no number of its own;
  a page that is not adjacent joins only the one note with its number whose "page N of M"
  it completes; a page numbered 1, a new number or a supplier change starts a new note
  (another host-data match or tax id; or another printed name, but not on the page that
  prints itself the note's next "page N of M", whose letterhead the finder reads worst,
  nor on the next page that prints the note's number, or follows a page that says the note
  goes on, under a name sharing a word with the note's as OCR spells it ("REUTER HOLZ"
  after "Holzhandel Reuter GmbH") or a name the finder only guessed (an item line); two tax
  ids of eight characters or more one character apart, or one the other's tail, are no
  supplier change by themselves: the names decide).
  A second page 1 of the same number therefore becomes a second note (the duplicate check
  flags it) and is never merged.
- on the next page, the note's number as OCR spelled it otherwise is the note's number: a
  letter read for a digit beside digits ("DNO2567O" and "DN025670"), a "/" read as "1", a
  document-type prefix on one page only ("BL 80423052") — ``docnum.ocr_alike_numbers``;
- a host-data match the page cannot tell from others (a logo word two suppliers of the
  site share: the finder's ``supplier_host_ties``) is no supplier change for a note any of
  them could be; the note's supplier is the one all its pages allow, and when its pages
  allow several, the note says so (``Note.supplier_host_ties``) and resolution leaves the
  supplier to the reviewer (``supplier_ambiguous``).

Notes carry their merged fields: the first non-empty value in page order, items in order.

Items of a multi-page note: a continuation page carries the item list on, so its lines are
added after the previous pages' lines, even where one line equals an earlier one (the same
product delivered twice is real). Some printers instead reprint the lines of an earlier
page at the top of each continuation ("brought forward"). Only when a page's item list
*begins with the whole item list of an earlier page of the note* (every line, in any
order, equal after normalising text and numbers) are those repeated lines dropped, and the note
names the page in ``reprinted_items_pages`` so it is flagged ``items_reprinted`` for a
reviewer: a line is never doubled or dropped silently.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dn_pipeline.stages import pagesupplier as ps
from dn_pipeline.stages.docnum import normalise_document_number, ocr_alike_numbers

# Open-page reasons.
READ_FAILED = "read_failed"
READ_PENDING = "read_pending"
PAGE_UNREADABLE = "page_unreadable"
NOT_A_DELIVERY_NOTE = "not_a_delivery_note"

_MERGED = ("supplier_name", "supplier_tax_id", "delivery_date", "delivery_date_raw")
_MERGED_MORE = ("po_number", "delivery_address", "supplier_host", "po_host")


@dataclass(frozen=True, kw_only=True)
class Page:
    """One persisted ``dn_batch_pages`` row with its read, as assembly needs it."""

    page_id: str
    source_id: str
    page: int
    region: str = "full"
    image_sha256: str = ""
    read_status: str = "pending"
    read: Mapping[str, Any] | None = None
    read_error: str = ""


@dataclass(frozen=True, kw_only=True)
class Note:
    """One assembled delivery note: its pages in batch order and its merged fields."""

    index: int
    page_ids: tuple[str, ...]
    source_id: str
    page: int
    region: str
    document_number: str = ""
    number_norm: str = ""
    supplier_name: str = ""
    supplier_tax_id: str = ""
    delivery_date: str = ""
    delivery_date_raw: str = ""
    po_number: str = ""
    delivery_address: str = ""
    items: tuple[Mapping[str, Any], ...] = ()
    page_numbers: tuple[int, ...] = ()
    page_total: int | None = None
    image_sha256s: tuple[str, ...] = ()
    # Host-data ids the finder matched on a page (its evidence), "" when none did.
    supplier_host: str = ""
    po_host: str = ""
    # Other host suppliers the note's pages match exactly as well as ``supplier_host`` (a
    # logo word two suppliers of the site share): resolution must not pick one.
    supplier_host_ties: tuple[str, ...] = ()
    # A failed or unreadable page sits next to this note and the note is not provably
    # complete: the missing page may be part of it (reason code page_unreadable).
    touches_unreadable: bool = False
    # Pages whose first lines reprinted an earlier page's whole item list (dropped here):
    # the note goes to review with items_reprinted.
    reprinted_items_pages: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class OpenPage:
    """A page that is in no note and needs a person: ``page_id`` and a reason code."""

    page_id: str
    reason: str


@dataclass(frozen=True, kw_only=True)
class Assembly:
    """The result of assembling one batch."""

    notes: tuple[Note, ...] = ()
    open_pages: tuple[OpenPage, ...] = ()
    blank_pages: tuple[str, ...] = ()
    page_count: int = 0


@dataclass(kw_only=True)
class _Draft:
    # Mutable only while assembling; frozen into a Note at the end. What matching asks of
    # a draft is kept up to date as pages join, so each question costs O(1), not O(pages).
    positions: list[int] = field(default_factory=list)
    reads: list[Mapping[str, Any]] = field(default_factory=list)
    images: set[str] = field(default_factory=set)
    page_numbers: list[int] = field(default_factory=list)
    number_set: set[int] = field(default_factory=set)
    max_number: int = 0
    raw_number: str = ""  # a placeholder such as "N/A" on page 1 never hides page 2's number
    number: str = ""
    total: int | None = None
    # The host suppliers every page that matched one could be (``page_hosts``), None before any
    # page did: a page of a logo word two suppliers share narrows nothing, the next page's
    # legal name narrows it to one.
    hosts: frozenset[str] | None = None
    _first: dict[str, str] = field(default_factory=dict)

    def add(self, pos: int, read: Mapping[str, Any], image_sha256: str) -> None:
        self.positions.append(pos)
        self.reads.append(read)
        if image_sha256:
            self.images.add(image_sha256)
        if isinstance(n := read.get("page_number"), int):
            self.page_numbers.append(n)
            self.max_number = max(self.max_number, n) if self.number_set else n
            self.number_set.add(n)
        if self.total is None and isinstance(t := read.get("page_total"), int):
            self.total = t
        if mine := ps.page_hosts(read):
            both = mine if self.hosts is None else self.hosts & mine
            self.hosts = both or self.hosts  # never emptied: the earlier pages' match holds
        raw = read.get("document_number")
        if not self.number and (norm := normalise_document_number(raw)):
            self.raw_number, self.number = str(raw).strip(), norm
        for name in (*_MERGED, *_MERGED_MORE):
            value = read.get(name)
            if name not in self._first and isinstance(value, str) and value.strip():
                self._first[name] = value.strip()

    def first(self, name: str) -> str:
        return self._first.get(name, "")

    def supplier(self) -> ps.NoteSupplier:
        return ps.NoteSupplier(
            hosts=self.hosts, name=self.first("supplier_name"), tax_id=self.first("supplier_tax_id")
        )


def _kind(page: Page) -> str:
    """One of: note, blank, or an open-page reason (continuations checked later)."""
    if page.read_status == "failed":
        return READ_FAILED
    if page.read_status != "ok" or page.read is None:
        return READ_PENDING
    doc_type = page.read.get("doc_type")
    if doc_type == "blank":
        return "blank"
    if doc_type != "delivery_note":
        return NOT_A_DELIVERY_NOTE
    return "note"


def _has_note_fields(read: Mapping[str, Any]) -> bool:
    fields = ("document_number", "supplier_name", "delivery_date", "delivery_date_raw")
    return any(isinstance(read.get(f), str) and read[f].strip() for f in (*fields, "po_number"))


def _next_page(draft: _Draft, read: Mapping[str, Any]) -> bool:
    """The page prints the page number after the note's last, of the same total."""
    number, total = read.get("page_number"), read.get("page_total")
    return (
        isinstance(number, int)
        and bool(draft.number_set)
        and number == draft.max_number + 1
        and (draft.total is None or not isinstance(total, int) or total == draft.total)
    )


def _bare_page(note: ps.NoteSupplier, read: Mapping[str, Any]) -> bool:
    """A page under the note's own letterhead (its supplier in no conflict with the note's)
    that prints no number, date, order or page number of its own: the rest of the note's
    items, its terms, its signatures."""
    own = ("document_number", "delivery_date", "delivery_date_raw", "po_number")
    if any(isinstance(read.get(name), str) and read[name].strip() for name in own):
        return False
    return not isinstance(read.get("page_number"), int) and ps.same_supplier(note, read)


def _fits(
    draft: _Draft, read: Mapping[str, Any], *, adjacent: bool, same_source: bool = False
) -> bool:
    """True when the page with ``read`` belongs to ``draft`` (see the module promises)."""
    note = draft.supplier()
    conflict = ps.conflict(note, read)
    mine, theirs = normalise_document_number(read.get("document_number")), draft.number
    # The next page may print the note's number as the reader spelled it otherwise
    # ("DNO2567O" on page 1, "DN025670" on page 2; "BL 80423052" and "80423052").
    alike = adjacent and ocr_alike_numbers(read.get("document_number"), draft.raw_number)
    if mine and theirs and mine != theirs and alike:
        mine = theirs
    # A name read differently is no supplier change on the page that prints itself the next
    # page of the note ("Pagina 2 di 2" after "Pagina 1 di 2"), nor on the next page that
    # prints the note's number under a short form of the name ("REUTER HOLZ" after
    # "Holzhandel Reuter GmbH"): a second page's letterhead is often no letterhead at all,
    # and the finder's guess there is weak.
    before = draft.reads[-1]
    says_more = before.get("continuation") is True or before.get("continues") is True
    if conflict == "names" and adjacent:
        kin = ps.names_share_a_word(note, read) or ps.weak_supplier(read)
        goes_on = (bool(mine) and mine == theirs) or (same_source and not mine and says_more)
        conflict = "" if _next_page(draft, read) or (kin and goes_on) else conflict
    if conflict:
        return False
    if mine and theirs and mine != theirs:
        return False
    number = read.get("page_number")
    total = read.get("page_total")
    numbers, draft_total = draft.number_set, draft.total
    if isinstance(number, int):
        # A page 1, or a page number the note already has, is another document's start.
        if number == 1 or number in numbers:
            return False
        if isinstance(total, int) and draft_total is not None and total != draft_total:
            return False
        if draft_total is not None and number > draft_total:
            return False
    if not adjacent:
        return bool(mine and mine == theirs and isinstance(number, int) and numbers)
    if mine and mine == theirs:
        return True
    if _next_page(draft, read) or read.get("continuation") is True:
        return True
    if same_source and not conflict and not mine and says_more:
        return True  # the page before says the note goes on: a date on this one is an item's
    return same_source and not conflict and _bare_page(note, read)


def _freeze(index: int, draft: _Draft, pages: Sequence[Page], near_bad: bool) -> Note:
    first = pages[draft.positions[0]]
    numbers = tuple(draft.page_numbers)
    total = draft.total
    complete = total is not None and set(numbers) == set(range(1, total + 1))
    items, reprinted = merge_items(
        [[i for i in read.get("items") or () if isinstance(i, Mapping)] for read in draft.reads]
    )
    merged = {name: draft.first(name) for name in (*_MERGED, *_MERGED_MORE)}
    hosts = draft.hosts or frozenset()
    # The note's supplier: the first page's match the note's pages all allow, and its name,
    # from a page that matched it alone if one did (not a logo word it shares).
    allowed = [r for r in draft.reads if r.get("supplier_host") in hosts]
    matched = next((r for r in allowed if not r.get("supplier_host_ties")), None)
    matched = matched or next(iter(allowed), None)
    if matched is not None:
        merged["supplier_host"] = str(matched["supplier_host"])
        merged["supplier_name"] = str(matched.get("supplier_name") or merged["supplier_name"])
    elif hosts:
        merged["supplier_host"] = min(hosts)
    return Note(
        index=index,
        page_ids=tuple(pages[p].page_id for p in draft.positions),
        source_id=first.source_id,
        page=first.page,
        region=first.region,
        document_number=draft.raw_number,
        number_norm=draft.number,
        **merged,
        supplier_host_ties=tuple(sorted(hosts - {merged["supplier_host"]})),
        items=tuple(items),
        page_numbers=numbers,
        page_total=total,
        image_sha256s=tuple(pages[p].image_sha256 for p in draft.positions),
        touches_unreadable=near_bad and not complete,
        reprinted_items_pages=tuple(pages[draft.positions[k]].page_id for k in reprinted),
    )


def _item_key(item: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    """A line as compared for reprints: text trimmed and case-folded, numbers as floats."""

    def norm(value: Any) -> str:
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, int | float):
            return repr(float(value))
        return " ".join(str(value).split()).casefold() if value is not None else ""

    return tuple(sorted((str(k), norm(v)) for k, v in item.items() if norm(v)))


def merge_items(
    blocks: Sequence[Sequence[Mapping[str, Any]]],
) -> tuple[list[Mapping[str, Any]], list[int]]:
    """The items of one note's pages in order, and the indexes of the pages that began by
    reprinting an earlier page's whole (non-empty) item list, which is not added twice."""
    items: list[Mapping[str, Any]] = []
    reprinted: list[int] = []
    earlier: list[list[tuple[tuple[str, str], ...]]] = []
    for k, block in enumerate(blocks):
        keys = [_item_key(i) for i in block]
        # The longest earlier block this one starts with, in any order (a reprint may sort
        # its lines differently).
        repeat = max(
            (len(e) for e in earlier if e and Counter(keys[: len(e)]) == Counter(e)),
            default=0,
        )
        if repeat:
            reprinted.append(k)
        items.extend(block[repeat:])
        earlier.append(keys)
    return items, reprinted


def assemble(pages: Sequence[Page]) -> Assembly:
    """Group ``pages`` (batch order: sources in upload order, pages ascending) into notes."""
    drafts: list[_Draft] = []
    owner: dict[int, int] = {}  # page position -> draft index
    open_pages: dict[int, str] = {}
    blanks: list[str] = []
    previous: int | None = None  # position of the previous non-blank page
    by_number: dict[str, list[int]] = {}  # normalised number -> drafts holding it, in order
    for pos, page in enumerate(pages):
        kind = _kind(page)
        if kind == "blank":
            blanks.append(page.page_id)
            continue
        current = owner.get(previous) if previous is not None else None
        previous = pos
        if kind != "note":
            open_pages[pos] = kind
            continue
        read = page.read or {}
        target: int | None = None

        def same_image(i: int, page: Page = page) -> bool:
            # The same image uploaded twice is a duplicate note, never a second page.
            return bool(page.image_sha256) and page.image_sha256 in drafts[i].images

        same_source = (
            current is not None and pages[drafts[current].positions[-1]].source_id == page.source_id
        )
        if (
            current is not None
            and not same_image(current)
            and _fits(drafts[current], read, adjacent=True, same_source=same_source)
        ):
            target = current
        else:
            # A page joins a note it is not next to only by that note's number: only the
            # drafts holding the page's number are asked, never every draft of the batch.
            mine = normalise_document_number(read.get("document_number"))
            others = [i for i in by_number.get(mine, ()) if i != current and not same_image(i)]
            fitting = [i for i in others if _fits(drafts[i], read, adjacent=False)]
            target = fitting[0] if len(fitting) == 1 else None
        if target is None and not _has_note_fields(read):
            open_pages[pos] = PAGE_UNREADABLE
            continue
        if target is None:
            drafts.append(_Draft())
            target = len(drafts) - 1
        had_number = drafts[target].number
        drafts[target].add(pos, read, page.image_sha256)
        if not had_number and drafts[target].number:
            by_number.setdefault(drafts[target].number, []).append(target)
        owner[pos] = target

    bad = {p for p, reason in open_pages.items() if reason in (READ_FAILED, PAGE_UNREADABLE)}
    neighbours = _neighbours(pages, blanks)
    notes = []
    for index, draft in enumerate(drafts):
        near_bad = any(n in bad for p in draft.positions for n in neighbours.get(p, ()))
        notes.append(_freeze(index, draft, pages, near_bad))
    return Assembly(
        notes=tuple(notes),
        open_pages=tuple(
            OpenPage(page_id=pages[p].page_id, reason=r) for p, r in sorted(open_pages.items())
        ),
        blank_pages=tuple(blanks),
        page_count=len(pages),
    )


def _neighbours(pages: Sequence[Page], blanks: Sequence[str]) -> dict[int, tuple[int, ...]]:
    """Position -> the non-blank pages just before and after it **in the same source**: an
    unreadable page of another file (another photo, another scan) says nothing about
    whether this note is complete."""
    blank = set(blanks)
    order = [p for p, page in enumerate(pages) if page.page_id not in blank]
    result: dict[int, tuple[int, ...]] = {}
    for i, pos in enumerate(order):
        result[pos] = tuple(
            order[j]
            for j in (i - 1, i + 1)
            if 0 <= j < len(order) and pages[order[j]].source_id == pages[pos].source_id
        )
    return result
