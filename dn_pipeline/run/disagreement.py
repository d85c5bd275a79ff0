"""The cascade's third trigger (issue #17 point 3): a vision answer that disagrees with the
page's own words and the site's host data is read again by the escalation model.

The check is ``pagefields.answer_disagreements``, the one assembly records on the page
(``found.disagreements``): the finder runs over the page's words (its text layer) with the
site's host data and supplier profiles, and a document number, supplier name or tax id,
delivery date or PO that both give and that differ is a disagreement, as is an answer's
document number or PO the finder did not find and the words hold nowhere. Here it is asked at
read time, right after the first model's answer, so the page is escalated before it is
linked; the reason is ``disagrees: <field>[, <field>...]``.

A page with no legible words has nothing to disagree with: no escalation, and the site's
host data are not even loaded. They are loaded once per read cache (one batch's run), on the
first page that needs them, then shared by its reader threads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dn_pipeline.reads.cache import EscalateIf
from dn_pipeline.run.sitedata import SiteData
from dn_pipeline.stages.fields import answer_disagreements
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record

if TYPE_CHECKING:
    from dn_pipeline.reads.message_batches import Worker  # what run.worker.Worker offers

REASON = "disagrees: "


class DisagreementCheck:
    """``EscalateIf`` for one batch: (answer, page) -> ``disagrees: ...`` or None."""

    def __init__(self, site: SiteData, date_order: str) -> None:
        self.site = site
        self.date_order = date_order

    def __call__(self, answer: dict[str, Any], page: Record) -> str | None:
        text_layer = [w for w in page.get("text_layer") or [] if str(w.get("t", "")).strip()]
        if not text_layer or answer.get("doc_type") != "delivery_note":
            return None  # no words: nothing to disagree with
        host, profiles = self.site.get()
        found = answer_disagreements(
            read=answer,
            words=None,  # a vision answer keeps no words: the page's text layer is checked
            text_layer=text_layer,
            width=float(page.get("width") or 0),
            height=float(page.get("height") or 0),
            host=host,
            date_order=self.date_order,
            profiles=profiles,
        )
        if not found:
            return None
        return REASON + ", ".join(str(d["field"]) for d in found)


def disagreement_check(
    store: Store, batch_id: str, date_order: str, site: SiteData | None = None
) -> EscalateIf:
    """The trigger for one batch's reads (see the module promises)."""
    return DisagreementCheck(site or SiteData(store, batch_id), date_order)


def escalate_if_for(
    worker: Worker, batch_id: str, site: SiteData | None = None
) -> EscalateIf | None:
    """The trigger a run of ``batch_id`` uses: the worker's own hook if it has one, else
    this check when the reader escalates at all and ``DN_ESCALATE_ON_DISAGREEMENT`` is on."""
    if worker.escalate_if is not None:
        return worker.escalate_if
    if not worker.settings.escalate_on_disagreement:
        return None
    if getattr(worker.reader, "escalation", None) is None:
        return None
    return disagreement_check(worker.store, batch_id, worker.settings.date_order, site)
