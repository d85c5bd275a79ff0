/// <reference path="../pb_data/types.d.ts" />
// dn-pipeline review guard (SPEC §11): the server, not the page, decides what a reviewer's
// write may do. Handlers run in isolated VMs, so the logic lives in dn_review_lib.js.

// A client never chooses a record id: the worker's deterministic ids cannot be squatted.
onRecordCreateRequest((e) => {
  require(`${__hooks}/dn_review_lib.js`).refuseClientId(e)
  e.next()
})

// A reviewer's candidate change: refused while a worker holds the batch, validated, stamped
// with the reviewer and the server's time, and recorded by its event in one transaction.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/dn_review_lib.js`).reviewNote(e)
}, "dn_batch_notes")

// Reviewers may create only the upload's own event, once, with a fixed shape.
onRecordCreateRequest((e) => {
  require(`${__hooks}/dn_review_lib.js`).reviewerEvent(e)
}, "dn_batch_events")

// Lets the schema command check that this guard is installed on the server it talks to.
routerAdd("GET", "/api/dn-pipeline/review-guard", (e) => {
  return e.json(200, { version: require(`${__hooks}/dn_review_lib.js`).VERSION })
}, $apis.requireSuperuserAuth())
