"""The pipeline's own collections, named once (SPEC.md's data model: the names are a
contract). Modules outside ``store/`` use these constants, never the strings; a unit test
(``tests/unit/test_collection_names.py``) keeps it so. The pure core (field finding, the
stages but prepare) names no collection at all, apart from data tables that say which
collection a cap comes from."""

from __future__ import annotations

BATCHES = "dn_batches"
SOURCES = "dn_batch_sources"
ERRORS = "dn_source_errors"
PAGES = "dn_batch_pages"
READS = "dn_page_reads"
SUBMISSIONS = "dn_read_submissions"
NOTES = "dn_batch_notes"
LOCKS = "dn_batch_locks"
EVENTS = "dn_batch_events"
PROFILES = "dn_supplier_profiles"
TOTALS = "dn_batch_totals"  # a view: one row of counts per batch

OWN = (BATCHES, SOURCES, ERRORS, PAGES, READS, SUBMISSIONS, NOTES, LOCKS, EVENTS, PROFILES)
