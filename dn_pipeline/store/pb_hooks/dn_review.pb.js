/// <reference path="../pb_data/types.d.ts" />
// dn-pipeline review guard (SPEC §11): the server, not the page, decides what a reviewer's
// write may do. Handlers run in isolated VMs, so the logic lives in dn_review_lib.js.
// Each handler is bound to the few collections a reviewer writes to and lets a superuser
// (the worker) through first: a JS handler costs milliseconds inside an /api/batch.

// A client never chooses a record id: the worker's deterministic ids cannot be squatted;
// and a client's upload holds a bounded number of sources.
// (Reviewers create nothing else: dn_batch_events has no create rule.)
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const lib = require(`${__hooks}/dn_review_lib.js`)
    lib.refuseClientId(e)
    lib.limitSources(e)
  }
  e.next()
}, "dn_batches", "dn_batch_sources")

// A reviewer's candidate change: refused while a worker holds the batch, validated, stamped
// with the reviewer and the server's time, and recorded by its event in one transaction.
onRecordUpdateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next()
  require(`${__hooks}/dn_review_lib.js`).reviewNote(e)
}, "dn_batch_notes")

// A reviewer's upload, queued: its batch_created event, written by the server.
onRecordUpdateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next()
  require(`${__hooks}/dn_review_lib.js`).queueUpload(e)
}, "dn_batches")

// A reviewer's mark on an open page ("not a delivery note") or its undo: that one field, on
// a page in no note, stamped with the reviewer and recorded by its event in one transaction.
// Its own route, not a record update: no API rule opens dn_batch_pages to a client's write,
// and the worker's many page writes run no handler.
routerAdd("POST", "/api/dn-pipeline/pages/{id}/mark", (e) => {
  return require(`${__hooks}/dn_review_lib.js`).markPage(e)
}, $apis.requireAuth("reviewers"))

// Lets the schema command check that this guard is installed on the server it talks to.
routerAdd("GET", "/api/dn-pipeline/review-guard", (e) => {
  return e.json(200, { version: require(`${__hooks}/dn_review_lib.js`).VERSION })
}, $apis.requireSuperuserAuth())
