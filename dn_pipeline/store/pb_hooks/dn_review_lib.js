/// <reference path="../pb_data/types.d.ts" />
// The review guard's logic, required by dn_review.pb.js (a plain .js file is not loaded as a
// hook on its own). Every check that decides a write re-reads inside runInTransaction: a
// guard outside the transaction races (PocketBase 0.40 notes, hooks).

const VERSION = 3
const BUSY = "This batch is being processed, try again in a moment"

// What a reviewer's PATCH of a candidate may name; everything else is refused.
const BODY_KEYS = ["status", "dismiss_reason", "supplier", "supplier_name", "purchase_order",
  "po_number", "pages", "reviewed_fields", "reviewed_by", "reviewed_at"]
// Server-set: accepted in a body for older pages, then replaced by the server's values.
const SERVER_SET = ["reviewed_by", "reviewed_at"]
const REVIEWED_KEYS = ["document_number", "delivery_date", "supplier", "supplier_name",
  "purchase_order", "po_number", "pages"]
const TRANSITIONS = {
  needs_review: ["needs_review", "ready_to_post", "dismissed"],
  ready_to_post: ["ready_to_post", "dismissed"],
  blocked: ["blocked", "dismissed"],
}
const NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .\/#_-]{0,63}$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const ID = /^[a-z0-9]{1,64}$/
const REASON = /^[^\u0000-\u001f\u007f<>]{1,300}$/

function refuse(message) {
  throw new BadRequestError(message)
}

function isReviewer(e) {
  return !!e.auth && e.auth.collection().name === "reviewers"
}

function json(record, name) {
  const text = record.getString(name)
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch (_) {
    return null
  }
}

function isDate(value) {
  const m = DATE.exec(value)
  if (!m) return false
  const y = +m[1], mo = +m[2], d = +m[3]
  if (y < 1990 || y > 2100) return false
  const t = new Date(Date.UTC(y, mo - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d
}

function find(app, collection, id) {
  if (typeof id !== "string" || !ID.test(id)) return null
  try {
    return app.findRecordById(collection, id)
  } catch (_) {
    return null
  }
}

// A supplier belongs to a site when the site has a purchase order of it (as the API rule says).
function supplierOnSite(app, supplierId, site) {
  if (!find(app, "suppliers", supplierId)) return false
  return app.countRecords("purchase_orders", $dbx.hashExp({ supplier: supplierId, site: site })) > 0
}

function checkReviewedFields(app, fields, batch) {
  if (fields === null) return
  if (typeof fields !== "object" || Array.isArray(fields)) refuse("reviewed_fields must be an object")
  const site = batch.getString("site")
  for (const key of Object.keys(fields)) {
    if (REVIEWED_KEYS.indexOf(key) < 0) refuse(`reviewed_fields.${key} is not a field a reviewer may fix`)
  }
  const v = fields
  if ("document_number" in v && v.document_number !== "" &&
      !(typeof v.document_number === "string" && NUMBER.test(v.document_number))) {
    refuse("reviewed_fields.document_number must be a plain note number")
  }
  if ("delivery_date" in v && v.delivery_date !== "" &&
      !(typeof v.delivery_date === "string" && isDate(v.delivery_date))) {
    refuse("reviewed_fields.delivery_date must be a date (YYYY-MM-DD)")
  }
  if ("supplier_name" in v && !("supplier" in v)) refuse("reviewed_fields.supplier_name needs its supplier")
  if ("supplier" in v) {
    if (!supplierOnSite(app, v.supplier, site)) refuse("reviewed_fields.supplier is not a supplier of this site")
    if (v.supplier_name !== find(app, "suppliers", v.supplier).getString("name")) {
      refuse("reviewed_fields.supplier_name must be the supplier's name")
    }
  }
  if ("po_number" in v && !("purchase_order" in v)) refuse("reviewed_fields.po_number needs its purchase order")
  if ("purchase_order" in v) {
    const po = find(app, "purchase_orders", v.purchase_order)
    if (!po || po.getString("site") !== site) refuse("reviewed_fields.purchase_order is not a purchase order of this site")
    if (v.po_number !== po.getString("number")) refuse("reviewed_fields.po_number must be the purchase order's number")
  }
  if ("pages" in v) {
    if (!Array.isArray(v.pages) || v.pages.length > 999) refuse("reviewed_fields.pages must be a list of pages")
    for (const id of v.pages) {
      const page = find(app, "dn_batch_pages", id)
      if (!page || page.getString("batch") !== batch.id) refuse("reviewed_fields.pages must be pages of this batch")
    }
  }
}

function same(a, b) {
  return JSON.stringify(a === undefined ? null : a) === JSON.stringify(b === undefined ? null : b)
}

function shown(fields, record, name) {
  const alias = { supplier: "supplier_name", purchase_order: "po_number" }[name] || name
  if (fields && fields[alias] !== undefined && fields[alias] !== "") return String(fields[alias])
  return record.getString(alias)
}

// The event that records the change: what the page shows in its activity list.
function eventOf(fresh, record, before, after, statusSent) {
  const number = shown(after, record, "document_number")
  const status = record.getString("status")
  if (status !== fresh.getString("status")) {
    if (status === "dismissed") {
      return ["candidate_dismissed", { candidate: record.id, number: number,
        reason: record.getString("dismiss_reason") }]
    }
    return ["candidate_accepted", { candidate: record.id, number: number }]
  }
  // Accepting what the pipeline made ready: the status is sent unchanged, nothing else.
  if (statusSent && status === "ready_to_post" && !fresh.getString("reviewed_at") && same(before, after) &&
      same(fresh.getStringSlice("pages"), record.getStringSlice("pages"))) {
    return ["candidate_accepted", { candidate: record.id, number: number }]
  }
  if (!same(fresh.getStringSlice("pages"), record.getStringSlice("pages"))) {
    return ["page_moved", { candidate: record.id, number: number,
      from: fresh.getStringSlice("pages"), to: record.getStringSlice("pages") }]
  }
  for (const field of ["purchase_order", "supplier", "document_number", "delivery_date", "pages",
    "supplier_name", "po_number"]) {
    const a = (before || {})[field], b = (after || {})[field]
    const top = field === "supplier" || field === "purchase_order"
    if (!same(a, b) || (top && fresh.getString(field) !== record.getString(field))) {
      return ["candidate_field_fixed", { candidate: record.id, field: field,
        from: shown(before, fresh, field), to: shown(after, record, field) }]
    }
  }
  // Any other change a reviewer may make still leaves its trace.
  for (const field of ["supplier_name", "po_number", "dismiss_reason"]) {
    if (fresh.getString(field) !== record.getString(field)) {
      return ["candidate_field_fixed", { candidate: record.id, field: field,
        from: fresh.getString(field), to: record.getString(field) }]
    }
  }
  return null
}

function reviewNote(e) {
  if (e.hasSuperuserAuth()) return e.next()
  if (!isReviewer(e)) throw new ForbiddenError("Only reviewers may review a candidate")
  const body = e.requestInfo().body || {}
  for (const key of Object.keys(body)) {
    if (BODY_KEYS.indexOf(key) < 0) refuse(`${key} is not a field a reviewer may change`)
  }
  const reviewer = e.auth.id
  e.app.runInTransaction((txApp) => {
    const fresh = txApp.findRecordById("dn_batch_notes", e.record.id)
    const batch = txApp.findRecordById("dn_batches", fresh.getString("batch"))
    if (txApp.countRecords("dn_batch_locks", $dbx.hashExp({ batch: batch.id })) > 0) {
      throw new ApiError(409, BUSY)
    }
    const from = fresh.getString("status")
    if (fresh.getString("delivery_note") || fresh.getString("posted_at") || !TRANSITIONS[from]) {
      refuse("This candidate is settled and can no longer be changed")
    }
    // The reviewer changes only what the body names; every other field stays as it is now.
    for (const field of fresh.collection().fields) {
      const name = field.getName()
      if (name === "id" || (name in body && SERVER_SET.indexOf(name) < 0)) continue
      e.record.set(name, fresh.get(name))
    }
    const to = e.record.getString("status")
    if (TRANSITIONS[from].indexOf(to) < 0) refuse(`A reviewer cannot move a candidate from ${from} to ${to}`)
    if (to === "dismissed") {
      if (!REASON.test(e.record.getString("dismiss_reason"))) refuse("A dismissal needs a reason (plain text)")
    } else if ("dismiss_reason" in body) {
      refuse("dismiss_reason is set only by a dismissal")
    }
    const before = json(fresh, "reviewed_fields")
    const after = json(e.record, "reviewed_fields")
    checkReviewedFields(txApp, after, batch)
    const event = eventOf(fresh, e.record, before, after, "status" in body)
    e.record.set("reviewed_by", event ? reviewer : fresh.getString("reviewed_by"))
    e.record.set("reviewed_at", to !== from || (event && event[0] === "candidate_accepted")
      ? new DateTime() : fresh.get("reviewed_at"))
    e.app = txApp
    e.next()
    if (event) {
      const row = new Record(txApp.findCollectionByNameOrId("dn_batch_events"))
      row.set("batch", batch.id)
      row.set("kind", event[0])
      row.set("detail", event[1])
      row.set("actor", reviewer)
      row.set("actor_kind", "reviewer")
      txApp.save(row)
    }
  })
}

function refuseClientId(e) {
  if (e.hasSuperuserAuth()) return
  const body = e.requestInfo().body || {}
  if ("id" in body) refuse("A record id is assigned by the server")
}

// How many sources a client's upload may hold: DN_MAX_SOURCES_PER_BATCH's default. The
// worker's preparing enforces the operator's own setting on every batch however made; this
// stops an upload that could never be prepared before its files reach the server's disk.
const MAX_SOURCES = 100

function limitSources(e) {
  if (e.hasSuperuserAuth() || e.collection.name !== "dn_batch_sources") return
  const batch = e.record.getString("batch")
  if (e.app.countRecords("dn_batch_sources", $dbx.hashExp({ batch: batch })) >= MAX_SOURCES) {
    refuse(`A batch holds at most ${MAX_SOURCES} files: upload the rest as another batch`)
  }
}

// The API rule allows a reviewer only uploading -> queued on its own site's batch.
function queueUpload(e) {
  e.app.runInTransaction((txApp) => {
    const fresh = txApp.findRecordById("dn_batches", e.record.id)
    if (fresh.getString("status") !== "uploading") refuse("This batch is already queued")
    e.app = txApp
    e.next()
    const sources = txApp.countRecords("dn_batch_sources", $dbx.hashExp({ batch: fresh.id }))
    const row = new Record(txApp.findCollectionByNameOrId("dn_batch_events"))
    row.set("batch", fresh.id)
    row.set("kind", "batch_created")
    row.set("detail", { sources: sources, via: "review page" })
    row.set("actor", e.auth.id)
    row.set("actor_kind", "reviewer")
    txApp.save(row)
  })
}

// The marks a reviewer may put on an open page; "" takes the mark off (the page is open again).
const PAGE_MARKS = ["", "not_a_delivery_note"]

// A page is in a note when any candidate of its batch lists it (a dismissed one too, as
// the review page counts it). Ids are [a-z0-9], so the quoted id matches exactly.
function inANote(app, batchId, pageId) {
  return app.countRecords("dn_batch_notes", $dbx.hashExp({ batch: batchId }),
    $dbx.like("pages", `"${pageId}"`)) > 0
}

// A page the batch's last run left open (its `finished` event lists the open pages).
function openAtLastRun(app, batchId, pageId) {
  const rows = app.findRecordsByFilter("dn_batch_events", "batch = {:b} && kind = 'finished'",
    "-created", 1, 0, { b: batchId })
  if (!rows.length) return false
  const detail = json(rows[0], "detail") || {}
  return Array.isArray(detail.open) && detail.open.some((o) => o && o.page === pageId)
}

// POST /api/dn-pipeline/pages/{id}/mark {"review_mark": ...} by a reviewer of the page's
// site; every check re-reads inside the transaction, and only the mark and its stamps change.
function markPage(e) {
  if (!isReviewer(e)) throw new ForbiddenError("Only reviewers may mark a page")
  // JSON only: a form's file parts would not show in the body the keys are checked against.
  if (!/^application\/json\b/i.test(e.request.header.get("Content-Type") || "")) {
    refuse("Send the mark as JSON")
  }
  const body = e.requestInfo().body || {}
  for (const key of Object.keys(body)) {
    if (key !== "review_mark") refuse(`${key} is not a field a reviewer may change on a page`)
  }
  const mark = body.review_mark
  if (PAGE_MARKS.indexOf(mark) < 0) refuse("review_mark must be not_a_delivery_note or empty")
  const reviewer = e.auth.id
  const sites = e.auth.getStringSlice("sites")
  let saved = null
  e.app.runInTransaction((txApp) => {
    const page = find(txApp, "dn_batch_pages", e.request.pathValue("id"))
    const batch = page && find(txApp, "dn_batches", page.getString("batch"))
    if (!batch || sites.indexOf(batch.getString("site")) < 0) throw new NotFoundError("No such page")
    if (txApp.countRecords("dn_batch_locks", $dbx.hashExp({ batch: batch.id })) > 0) {
      throw new ApiError(409, BUSY)
    }
    if (mark && (inANote(txApp, batch.id, page.id) || !openAtLastRun(txApp, batch.id, page.id))) {
      refuse("Only an open page (in no note) can be marked not a delivery note")
    }
    const before = page.getString("review_mark")
    if (mark !== before) {
      page.set("review_mark", mark)
      page.set("marked_by", mark ? reviewer : "")
      page.set("marked_at", mark ? new DateTime() : "")
      txApp.save(page)
      const row = new Record(txApp.findCollectionByNameOrId("dn_batch_events"))
      row.set("batch", batch.id)
      row.set("kind", mark ? "page_marked" : "page_unmarked")
      row.set("detail", { page: page.id, mark: mark || before })
      row.set("actor", reviewer)
      row.set("actor_kind", "reviewer")
      txApp.save(row)
    }
    saved = { id: page.id, review_mark: page.getString("review_mark"),
      marked_by: page.getString("marked_by"), marked_at: page.getString("marked_at") }
  })
  return e.json(200, saved)
}

module.exports = { VERSION, reviewNote, refuseClientId, limitSources, queueUpload, markPage }
