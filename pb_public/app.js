/* The review page: plain JS over the vendored PocketBase SDK.
 *
 * Routes (location.hash): "#/" batch list, "#/batch/<id>" batch view, "#/upload".
 * Every review action is one PocketBase /api/batch transaction over the candidates it changes.
 * The server decides the rest (API rules in schema_data/collections.json and the review guard
 * hook in dn_pipeline/pb_hooks/): it refuses a change while a worker holds the batch, stamps
 * reviewed_by / reviewed_at, and writes each change's dn_batch_events row in the same
 * transaction. This page only offers what they allow.
 */
"use strict";

const pb = new PocketBase(window.location.origin);
pb.autoCancellation(false); // parallel loads of one collection must not cancel each other

const REASONS = {
  number_missing: "No delivery note number could be read.",
  supplier_unknown: "The supplier does not match any known supplier.",
  supplier_ambiguous: "The supplier matches more than one known supplier.",
  po_missing: "No purchase order number was found on the note.",
  po_unknown: "The purchase order number is not a known purchase order.",
  po_ambiguous: "The purchase order number matches more than one purchase order of the site.",
  po_closed: "The purchase order is closed.",
  po_not_on_site: "The purchase order belongs to another site.",
  possible_duplicate: "This may be a duplicate of another note.",
  read_failed: "A page of this note could not be read.",
  read_pending: "A page of this note has not been read yet.",
  page_unreadable: "A page is not blank but nothing could be read from it.",
  not_a_delivery_note: "The page reads as another kind of document (an invoice?).",
  no_matching_note: "A re-run found no note for this row any more.",
  field_too_long: "A field on the note was longer than can be stored; it was cut to fit.",
  items_reprinted: "A later page reprinted the lines of an earlier page; they are counted once. Check the items against the pages.",
};
// Why a page is in no note, in plain words (the reason codes of assembly's open pages).
const OPEN_REASONS = {
  not_a_delivery_note: "This page reads as another kind of document (an invoice, a statement, a " +
    "cover sheet), so it was not made into a delivery note.",
  page_unreadable: "This page is not blank, but no delivery note number, supplier or date could be " +
    "read from it (a dark, blurred or cut-off photo?).",
  read_failed: "Reading this page failed, so nothing on it is known.",
  read_pending: "This page has not been read yet.",
};
// Which reasons a reviewer's fix settles (shown struck through once fixed).
const SETTLED_BY = {
  number_missing: "document_number",
  supplier_unknown: "supplier", supplier_ambiguous: "supplier",
  po_missing: "purchase_order", po_unknown: "purchase_order", po_ambiguous: "purchase_order",
  po_closed: "purchase_order", po_not_on_site: "purchase_order",
};
const DISMISS_REASONS = [
  "Duplicate of another note",
  "Not a delivery note",
  "Not for this site",
  "Unreadable, re-scan requested",
];
const TERMINAL = new Set(["dismissed", "posted", "promoted"]);
const IN_PROGRESS = ["uploading", "queued", "analysing", "awaiting_reads"];
const FILTERS = {
  all: { label: "All", filter: "" },
  review: { label: "Needs review", filter: 'status = "needs_review"' },
  staged: { label: "Staged", filter: 'status = "staged"' },
  running: { label: "In progress", filter: IN_PROGRESS.map((s) => `status = "${s}"`).join(" || ") },
  failed: { label: "Failed", filter: 'status = "failed" || status = "cancelled"' },
};

const state = {
  sites: [],          // the reviewer's sites
  listFilter: "all",
  listSite: "",
  listCursor: 0,
  batch: null,        // the open batch view's data
  selected: 0,        // index into batch.cands
};

// ---------------------------------------------------------------- small helpers

function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else if (k === "dataset") Object.assign(el.dataset, v);
    // Through the CSSOM: the page's Content-Security-Policy refuses inline style attributes.
    else if (k === "style") Object.assign(el.style, v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

const $app = () => document.getElementById("app");
const me = () => pb.authStore.record;
const q = (value) => JSON.stringify(String(value)); // a PocketBase filter string literal
const anyOf = (field, ids) => ids.map((id) => `${field} = ${q(id)}`).join(" || ") || "id = ''";

function toast(text, bad) {
  const el = document.getElementById("toast");
  el.textContent = text;
  el.className = bad ? "bad" : "";
  el.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { el.hidden = true; }, 2600);
}

function errorText(err) {
  // A refused /api/batch names the refused request; its own message is the useful one.
  const inner = err && err.response && err.response.data && err.response.data.requests;
  const first = inner && Object.values(inner).find((r) => r && r.response && r.response.message);
  if (first) return first.response.message;
  if (err && err.response && err.response.message) return err.response.message;
  return (err && err.message) || String(err);
}

function age(stamp) {
  if (!stamp) return "";
  const seconds = (Date.now() - new Date(stamp.replace(" ", "T")).getTime()) / 1000;
  if (seconds < 60) return "just now";
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86400)} d ago`;
}

function when(stamp) {
  if (!stamp) return "";
  const d = new Date(stamp.replace(" ", "T"));
  return d.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

const money = (usd) => `$${Number(usd || 0).toFixed(usd >= 1 ? 2 : 3)}`;
const pill = (status) => h("span", { class: `pill ${status}` }, (status || "").replace(/_/g, " "));

function chunks(list, size) {
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function listIn(collection, field, ids, options) {
  // Large "in" filters are split so a URL never grows past what a server accepts.
  const parts = await Promise.all(chunks(ids, 40).map((part) =>
    pb.collection(collection).getFullList({ batch: 500, ...options, filter: anyOf(field, part) })));
  return parts.flat();
}

// A file token lives 180 s; one is reused for two minutes.
let fileToken = { value: "", at: 0 };
async function token() {
  if (!fileToken.value || Date.now() - fileToken.at > 120000) {
    fileToken = { value: await pb.files.getToken(), at: Date.now() };
  }
  return fileToken.value;
}

// One transaction over the candidate updates; the server records each one's event.
async function act(updates) {
  const tx = pb.createBatch();
  for (const [id, body] of updates) tx.collection("dn_batch_notes").update(id, body);
  await tx.send();
}

// ---------------------------------------------------------------- routing

async function route() {
  const hash = location.hash || "#/";
  document.getElementById("dialog").close?.();
  if (!pb.authStore.isValid) return renderLogin();
  if (!state.sites.length) {
    state.sites = await pb.collection("sites").getFullList({ sort: "code" });
  }
  renderWho();
  for (const a of document.querySelectorAll("#nav a")) {
    a.classList.toggle("active", hash === a.getAttribute("href") ||
      (a.getAttribute("href") === "#/" && hash.startsWith("#/batch/")));
  }
  try {
    const m = hash.match(/^#\/batch\/([a-z0-9]+)(?:\/([a-z0-9]+))?/);
    if (m) return await renderBatch(m[1], false, m[2]);
    if (hash.startsWith("#/upload")) return renderUpload();
    return await renderList();
  } catch (err) {
    if (err && (err.status === 401 || err.status === 403) && !pb.authStore.isValid) {
      return renderLogin();
    }
    $app().replaceChildren(h("div", { class: "panel empty error" }, errorText(err)));
  }
}

function renderWho() {
  const who = document.getElementById("who");
  document.getElementById("nav").hidden = false;
  who.replaceChildren(
    h("span", {}, me().email),
    h("span", { class: "muted" }, state.sites.map((s) => s.code).join(", ")),
    h("button", { class: "link", title: "Keyboard shortcuts", onclick: showHelp }, "?"),
    h("button", { onclick: logout }, "Sign out"),
  );
}

function logout() {
  pb.authStore.clear();
  state.sites = [];
  location.hash = "#/";
  route();
}

// ---------------------------------------------------------------- login

function renderLogin() {
  document.getElementById("nav").hidden = true;
  document.getElementById("who").replaceChildren();
  const error = h("div", { class: "error", role: "alert" });
  const form = h("form", {
    onsubmit: async (e) => {
      e.preventDefault();
      error.textContent = "";
      const data = new FormData(form);
      try {
        await pb.collection("reviewers").authWithPassword(data.get("email"), data.get("password"));
        route();
      } catch (err) {
        error.textContent = err.status === 400 ? "Wrong email or password." : errorText(err);
      }
    },
  },
  h("h1", {}, "Sign in"),
  h("p", { class: "muted" }, "Review the delivery notes read from your sites' uploads."),
  h("div", {}, h("label", { for: "email" }, "Email"),
    h("input", { id: "email", name: "email", type: "email", autocomplete: "username", required: true })),
  h("div", {}, h("label", { for: "password" }, "Password"),
    h("input", { id: "password", name: "password", type: "password",
      autocomplete: "current-password", required: true })),
  error,
  h("button", { class: "primary", type: "submit" }, "Sign in"));
  $app().replaceChildren(h("div", { class: "panel pad login" }, form));
  form.querySelector("input").focus();
}

// ---------------------------------------------------------------- batch list

async function renderList() {
  state.batch = null;
  const filters = [FILTERS[state.listFilter].filter];
  if (state.listSite) filters.push(`site = ${q(state.listSite)}`);
  const filter = filters.filter(Boolean).map((f) => `(${f})`).join(" && ");
  const page = await pb.collection("dn_batches").getList(1, 100, {
    sort: "-created", filter, expand: "site",
  });
  const batches = page.items;
  const ids = batches.map((b) => b.id);
  const [totals, notes] = await Promise.all([
    listIn("dn_batch_totals", "id", ids, {}),
    listIn("dn_batch_notes", "batch", ids, { fields: "id,batch,status" }),
  ]);
  const totalOf = Object.fromEntries(totals.map((t) => [t.id, t]));
  const countsOf = {};
  for (const n of notes) {
    const c = (countsOf[n.batch] ||= {});
    c[n.status] = (c[n.status] || 0) + 1;
  }

  const chips = h("div", { class: "chips", role: "tablist" }, Object.entries(FILTERS).map(([key, f]) =>
    h("button", {
      class: key === state.listFilter ? "on" : "", role: "tab",
      onclick: () => { state.listFilter = key; state.listCursor = 0; renderList(); },
    }, f.label)));
  const siteSelect = state.sites.length > 1 ? h("select", {
    "aria-label": "Site",
    onchange: (e) => { state.listSite = e.target.value; state.listCursor = 0; renderList(); },
  }, h("option", { value: "" }, "All my sites"),
  state.sites.map((s) => h("option", { value: s.id, selected: s.id === state.listSite },
    `${s.code} · ${s.name}`))) : null;

  const rows = batches.map((b, i) => {
    const t = totalOf[b.id] || {};
    const c = countsOf[b.id] || {};
    const counts = [
      c.needs_review && h("span", {}, `${c.needs_review} to review`),
      c.blocked && h("span", {}, `${c.blocked} blocked`),
      c.ready_to_post && h("span", {}, `${c.ready_to_post} ready`),
      c.dismissed && h("span", {}, `${c.dismissed} dismissed`),
      c.posted && h("span", {}, `${c.posted} posted`),
    ].filter(Boolean);
    const site = b.expand && b.expand.site;
    return h("tr", {
      class: `row${i === state.listCursor ? " cursor" : ""}`, dataset: { id: b.id },
      onclick: () => { location.hash = `#/batch/${b.id}`; },
    },
    h("td", {}, h("div", {}, b.label || h("span", { class: "muted" }, "Batch " + b.id)),
      h("div", { class: "small muted" }, when(b.created))),
    h("td", {}, site ? site.code : ""),
    h("td", {}, pill(b.status), b.last_error ? h("div", { class: "small error" }, b.last_error) : null),
    h("td", { class: "num" }, t.pages ?? b.page_count ?? 0),
    h("td", { class: "counts" }, counts.length ? counts : h("span", { class: "muted" }, "—")),
    h("td", { class: "num" }, b.open_pages || 0),
    h("td", { class: "num" }, t.source_errors || 0),
    h("td", { class: "num" }, money(t.cost_usd)),
    h("td", { class: "num muted" }, age(b.created)));
  });
  const table = batches.length ? h("table", {},
    h("thead", {}, h("tr", {}, h("th", {}, "Batch"), h("th", {}, "Site"), h("th", {}, "Status"),
      h("th", { class: "num" }, "Pages"), h("th", {}, "Candidates"),
      h("th", { class: "num" }, "Open pages"), h("th", { class: "num" }, "Source errors"),
      h("th", { class: "num" }, "Cost"), h("th", { class: "num" }, "Age"))),
    h("tbody", {}, rows)) : h("div", { class: "empty" }, "No batches here yet.");

  $app().replaceChildren(
    h("div", { class: "toolbar" }, h("h1", {}, "Batches"), chips, siteSelect,
      h("span", { class: "spacer" }),
      h("span", { class: "muted small" }, `${page.totalItems} batch${page.totalItems === 1 ? "" : "es"}`),
      h("a", { class: "button primary", href: "#/upload" }, "Upload a batch")),
    h("div", { class: "panel" }, table));
}

function moveListCursor(step) {
  const rows = [...document.querySelectorAll("tr.row")];
  if (!rows.length) return;
  state.listCursor = Math.max(0, Math.min(rows.length - 1, state.listCursor + step));
  rows.forEach((r, i) => r.classList.toggle("cursor", i === state.listCursor));
  rows[state.listCursor].scrollIntoView({ block: "nearest" });
}

// ---------------------------------------------------------------- batch view

function effective(cand, field) {
  const fixed = cand.reviewed_fields || {};
  return Object.prototype.hasOwnProperty.call(fixed, field) ? fixed[field] : cand[field];
}

async function loadBatch(id) {
  const batch = await pb.collection("dn_batches").getOne(id, { expand: "site" });
  const byBatch = { filter: `batch = ${q(id)}`, batch: 500 };
  const [cands, pages, sources, errors, events, totals, pos, suppliers] = await Promise.all([
    pb.collection("dn_batch_notes").getFullList({ ...byBatch, sort: "note_index,created",
      expand: "supplier,purchase_order" }),
    pb.collection("dn_batch_pages").getFullList({ ...byBatch, sort: "source,page",
      fields: "id,collectionId,collectionName,source,page,region,image,read_status,read_error,width,height,found," +
        "review_mark,marked_by,marked_at" }),
    pb.collection("dn_batch_sources").getFullList({ ...byBatch, sort: "position",
      fields: "id,original_name,position" }),
    pb.collection("dn_source_errors").getFullList({ ...byBatch }),
    pb.collection("dn_batch_events").getFullList({ ...byBatch, sort: "-created" }),
    pb.collection("dn_batch_totals").getOne(id).catch(() => ({})),
    pb.collection("purchase_orders").getFullList({ filter: `site = ${q(batch.site)}`,
      sort: "number", expand: "supplier" }),
    pb.collection("suppliers").getFullList({ sort: "name" }),
  ]);
  const sourceName = Object.fromEntries(sources.map((s) => [s.id, s.original_name || s.id]));
  const pageById = Object.fromEntries(pages.map((p) => [p.id, p]));
  const used = new Set(cands.flatMap((c) => c.pages || []));
  // Why each open page is open: the latest run's `finished` event lists them.
  const finished = events.find((e) => e.kind === "finished");
  const openReason = Object.fromEntries((((finished || {}).detail || {}).open || [])
    .filter((o) => o && o.page).map((o) => [o.page, o.reason]));
  return {
    batch, cands, pages, pageById, sourceName, errors, events, totals, pos, suppliers,
    openPages: pages.filter((p) => !used.has(p.id)), openReason,
  };
}

async function renderBatch(id, keepSelection, noteId) {
  const previous = state.batch && state.batch.batch.id === id ? state.batch : null;
  const selectedId = noteId ||
    (previous && previous.cands[state.selected] && previous.cands[state.selected].id);
  state.batch = await loadBatch(id);
  const cands = state.batch.cands;
  let index = (keepSelection || noteId) && selectedId ?
    cands.findIndex((c) => c.id === selectedId) : -1;
  if (index < 0) index = cands.findIndex((c) => c.status === "needs_review" || c.status === "blocked");
  state.selected = Math.max(0, index);
  await drawBatch();
}

function pageLabel(d, page) {
  if (!page) return "a missing page";
  const region = page.region && page.region !== "full" ? ` (${page.region})` : "";
  return `${d.sourceName[page.source] || "source"} · page ${page.page}${region}`;
}

function candTitle(c) {
  return effective(c, "document_number") || `Note ${c.note_index ?? ""}`.trim() || "No number";
}

async function drawBatch() {
  const d = state.batch;
  const b = d.batch;
  const site = b.expand && b.expand.site;
  const sidebar = h("aside", { class: "panel sidebar" },
    h("div", { class: "side-h" }, `Candidates (${d.cands.length})`),
    d.cands.length ? h("ul", { class: "cands" }, d.cands.map((c, i) => h("li", {
      class: i === state.selected ? "sel" : "", dataset: { id: c.id },
      onclick: () => select(i),
    },
    h("span", { class: "n" }, candTitle(c)), pill(c.status),
    h("span", { class: "s" }, supplierName(c) || "Unknown supplier")))) :
      h("div", { class: "side-list muted" }, "No candidates yet."),
    h("div", { class: "side-h" }, `Open pages (${d.openPages.length})`),
    h("div", { class: "side-list" }, d.openPages.length ? d.openPages.map((p) =>
      h("div", { class: p.review_mark ? "marked" : "" },
        h("button", { class: "link", onclick: () => showOpenPage(p) }, pageLabel(d, p)),
        p.review_mark ? h("span", { class: "muted mark" }, " · not a delivery note") : null,
        p.read_status === "failed" ? h("span", { class: "error" }, " · read failed") : null)) :
      h("div", { class: "muted" }, "None.")),
    d.errors.length ? h("div", { class: "side-h" }, `Source errors (${d.errors.length})`) : null,
    d.errors.length ? h("div", { class: "side-list" }, d.errors.map((e) =>
      h("div", {}, h("b", {}, d.sourceName[e.source] || e.source), `: ${e.code}`,
        e.detail ? h("div", { class: "muted" }, e.detail) : null))) : null);

  const main = h("section", {}, await candidateView(), eventsView());
  $app().replaceChildren(
    h("div", { class: "batchhead" },
      h("a", { href: "#/" }, "← Batches"),
      h("h1", {}, b.label || `Batch ${b.id}`), pill(b.status),
      h("div", { class: "facts" },
        h("span", {}, "Site ", h("b", {}, site ? `${site.code} · ${site.name}` : b.site)),
        h("span", {}, "Uploaded ", h("b", {}, when(b.created))),
        h("span", {}, "Pages ", h("b", {}, d.pages.length)),
        h("span", {}, "Open pages ", h("b", {}, d.openPages.length),
          marked(d) ? ` (${marked(d)} marked not a delivery note)` : ""),
        h("span", {}, "Cost ", h("b", {}, money(d.totals.cost_usd))))),
    h("div", { class: "review" }, sidebar, main));
}

// Open pages a reviewer marked "not a delivery note": they wait for nobody.
function marked(d) {
  return d.openPages.filter((p) => p.review_mark).length;
}

function supplierName(c) {
  const fixedId = effective(c, "supplier");
  const s = state.batch.suppliers.find((x) => x.id === fixedId) ||
    (c.expand && c.expand.supplier);
  return (s && s.name) || c.supplier_name || "";
}

const FOUND_LABELS = { document_number: "Number", supplier_name: "Supplier",
  supplier_tax_id: "Tax id", delivery_date: "Date", po_number: "PO" };

/* Where each value was found on the page: one box per word the finder (or the check of a
 * vision answer) names, over the page image, in the page's own pixel coordinates. */
function highlights(page) {
  const evidence = (page.found && page.found.evidence) || {};
  const fields = (page.found && page.found.fields) || {};
  if (!page.width || !page.height) return [];
  const pct = (v, of) => `${Math.max(0, Math.min(100, (100 * v) / of))}%`;
  return Object.entries(evidence).flatMap(([field, ev]) => (ev.boxes || []).map(([x0, y0, x1, y1]) =>
    h("div", { class: `hl hl-${field}`, dataset: { field },
      title: `${FOUND_LABELS[field] || field}: ${fields[field] ?? ""}` +
        ` (${ev.rule}${hostMatch(ev)})`,
      style: { left: pct(x0, page.width), top: pct(y0, page.height),
        width: pct(x1 - x0, page.width), height: pct(y1 - y0, page.height) } })));
}

// How the value matched host data: one supplier, or several the words fit as well (a logo
// word two suppliers share: the reviewer picks, reason supplier_ambiguous).
function hostMatch(ev) {
  if (!ev.host_id) return "";
  const ties = (ev.host_ties || []).length;
  return ties ? `, matches ${ties + 1} host suppliers equally` : ", matches host data";
}

async function pageFigure(page, cand) {
  const d = state.batch;
  const url = page.image ? pb.files.getURL(page, page.image, { token: await token() }) : "";
  const targets = d.cands.filter((c) => !TERMINAL.has(c.status) && (!cand || c.id !== cand.id));
  const mover = targets.length || cand ? h("select", {
    "aria-label": "Move page to",
    onchange: (e) => e.target.value && movePage(page, cand, e.target.value),
  }, h("option", { value: "" }, cand ? "Move page to…" : "Attach to…"),
  targets.map((c) => h("option", { value: c.id }, candTitle(c))),
  cand ? h("option", { value: "__open__" }, "Open pages (no candidate)") : null) : null;
  const box = h("div", { class: "pagebox" }, h("figure", {},
    url ? h("div", { class: "pageimg" }, h("img", { src: url, alt: pageLabel(d, page), loading: "lazy",
      onclick: () => box.classList.toggle("zoom") }), highlights(page)) :
      h("div", { class: "placeholder" }, "No image"),
    h("figcaption", {}, pageLabel(d, page),
      page.read_status === "failed" ? h("span", { class: "error" }, `read failed ${page.read_error || ""}`) : null,
      cand && TERMINAL.has(cand.status) ? null : mover)));
  return box;
}

// The evidence a candidate field's value was found with, by the page field it was found as.
const FOUND_AS = { document_number: "document_number", delivery_date: "delivery_date",
  purchase_order: "po_number" };

/* "learned from N confirmed notes" beside a value found through supplier memory: the
 * evidence of the page the value came from has rule supplier_profile and the number of
 * confirmed notes the learned fact rests on (support). Not once a reviewer fixed it. */
function learnedTag(c, pages, field) {
  if (Object.prototype.hasOwnProperty.call(c.reviewed_fields || {}, field)) return null;
  const name = FOUND_AS[field];
  const value = String(c[name] || "");
  if (!value) return null;
  const same = (v) => (field === "delivery_date" ? String(v || "").slice(0, 10) === value.slice(0, 10) :
    String(v || "") === value);
  for (const page of pages) {
    const found = page.found || {};
    const ev = (found.evidence || {})[name];
    if (!ev || !same((found.fields || {})[name])) continue;
    if (ev.rule !== "supplier_profile" || !ev.support) return null;
    return h("span", { class: "learned", dataset: { field },
      title: "Found where this supplier's confirmed notes print it (supplier memory)" },
    `learned from ${ev.support} confirmed note${ev.support === 1 ? "" : "s"}`);
  }
  return null;
}

async function candidateView() {
  const d = state.batch;
  const c = d.cands[state.selected];
  if (!c) return h("div", { class: "panel placeholder" }, "Nothing to review in this batch.");
  const terminal = TERMINAL.has(c.status);
  const fixed = c.reviewed_fields || {};
  const candPages = (c.pages || []).map((id) => d.pageById[id]).filter(Boolean);
  const figures = await Promise.all(candPages.map((p) => pageFigure(p, c)));
  const learned = (field) => learnedTag(c, candPages, field);
  const tag = (field) => (Object.prototype.hasOwnProperty.call(fixed, field) ?
    h("span", { class: "fixed" }, "fixed") : null);

  const number = h("input", { id: "f-number", value: effective(c, "document_number") || "",
    disabled: terminal, placeholder: "not read",
    onchange: (e) => fixField(c, "document_number", e.target.value.trim()) });
  const date = h("input", { id: "f-date", type: "date", value: effective(c, "delivery_date") || "",
    disabled: terminal, onchange: (e) => fixField(c, "delivery_date", e.target.value) });
  const supplierId = effective(c, "supplier") || "";
  const supplierOptions = [...d.suppliers];
  if (c.expand && c.expand.supplier && !supplierOptions.some((s) => s.id === c.expand.supplier.id)) {
    supplierOptions.push(c.expand.supplier);
  }
  const supplier = h("select", { id: "f-supplier", disabled: terminal,
    onchange: (e) => fixSupplier(c, e.target.value) },
  h("option", { value: "", disabled: true, selected: !supplierId },
    c.supplier_name ? `Read as “${c.supplier_name}” — choose…` : "Choose a supplier…"),
  supplierOptions.map((s) => h("option", { value: s.id, selected: s.id === supplierId }, s.name)));
  const poId = effective(c, "purchase_order") || "";
  const poOptions = [...d.pos].sort((a, b) =>
    (b.supplier === supplierId) - (a.supplier === supplierId) || a.number.localeCompare(b.number));
  const po = h("select", { id: "f-po", disabled: terminal,
    onchange: (e) => fixPurchaseOrder(c, e.target.value) },
  h("option", { value: "", disabled: true, selected: !poId },
    c.po_number ? `Read as “${c.po_number}” — choose…` : "Choose a purchase order…"),
  poOptions.map((p) => h("option", { value: p.id, selected: p.id === poId },
    `${p.number} · ${(p.expand && p.expand.supplier && p.expand.supplier.name) || "no supplier"}` +
    (p.status === "closed" ? " (closed)" : ""))));

  const reasons = (c.review_reasons || []).map((r) => h("li", {
    class: SETTLED_BY[r] && Object.prototype.hasOwnProperty.call(fixed, SETTLED_BY[r]) ? "done" : "",
    title: r,
  }, REASONS[r] || r.replace(/_/g, " "),
  r === "possible_duplicate" && c.duplicate_of ? [" ", h("button", { class: "link", id: "show-duplicate",
    onclick: () => showDuplicate(c) }, "Compare with the note it may duplicate")] : null));
  const items = (c.items || []);
  const decision = c.status === "dismissed" ?
    h("div", { class: "decision" }, "Dismissed: ", c.dismiss_reason || "no reason given",
      c.reviewed_at ? h("span", { class: "muted" }, ` · ${when(c.reviewed_at)}`) : null) :
    c.reviewed_at && c.status === "ready_to_post" ?
      h("div", { class: "decision ready_to_post" }, `Accepted ${when(c.reviewed_at)}`) : null;

  return h("article", { class: "panel cand", id: "candidate", dataset: { id: c.id } },
    h("div", { class: "pages" }, figures.length ? figures : h("div", { class: "placeholder" }, "No pages")),
    h("div", { class: "fields" },
      h("div", { class: "title" }, h("h2", {}, candTitle(c)), pill(c.status),
        h("span", { class: "muted small" }, `${state.selected + 1} of ${d.cands.length}`)),
      h("div", { class: "grid" },
        h("label", { for: "f-number" }, "Number", tag("document_number"), learned("document_number")),
        number,
        h("label", { for: "f-supplier" }, "Supplier", tag("supplier")), supplier,
        h("label", { for: "f-po" }, "Purchase order", tag("purchase_order"), learned("purchase_order")),
        po,
        h("label", { for: "f-date" }, "Delivery date", tag("delivery_date"), learned("delivery_date")),
        date),
      reasons.length ? [h("h3", {}, "Why it needs review"), h("ul", { class: "reasons" }, reasons)] : null,
      h("h3", {}, `Items (${items.length})`),
      items.length ? h("table", { class: "items" },
        h("thead", {}, h("tr", {}, h("th", {}, "Code"), h("th", {}, "Description"),
          h("th", { class: "num" }, "Qty"), h("th", {}, "Unit"))),
        h("tbody", {}, items.map((it) => h("tr", {}, h("td", {}, it.product_code || ""),
          h("td", {}, it.description || ""), h("td", { class: "num" }, it.quantity ?? ""),
          h("td", {}, it.unit || ""))))) : h("div", { class: "muted" }, "No items read."),
      decision,
      terminal ? null : h("div", { class: "actions" },
        h("button", { class: "accept", id: "accept", onclick: () => accept(c),
          disabled: c.status === "ready_to_post" && !!c.reviewed_at }, "Accept", h("kbd", {}, "a")),
        h("button", { class: "danger", id: "dismiss", onclick: () => dismiss(c) }, "Dismiss", h("kbd", {}, "d")),
        h("span", { class: "spacer" }),
        h("span", { class: "muted small" }, "Next ", h("kbd", {}, "j"), " previous ", h("kbd", {}, "k")))));
}

function eventsView() {
  const d = state.batch;
  const actor = (e) => (e.actor_kind === "reviewer" ? (e.actor === me().id ? "you" : "a reviewer") :
    e.actor_kind || "");
  const summary = (e) => {
    const x = e.detail || {};
    if (e.kind === "candidate_field_fixed") return `${x.field}: ${x.from || "—"} → ${x.to || "—"}`;
    if (e.kind === "candidate_dismissed") return `${x.number || ""} ${x.reason ? `(${x.reason})` : ""}`;
    if (e.kind === "candidate_accepted") return x.number || "";
    if (e.kind === "page_marked" || e.kind === "page_unmarked") {
      return `${pageLabel(d, d.pageById[x.page])}: ${e.kind === "page_marked" ? "" : "no longer "}` +
        "not a delivery note";
    }
    if (e.kind === "page_moved") return `${x.number || ""}: ${(x.from || []).length} → ${(x.to || []).length} pages`;
    if (typeof x !== "object" || !x) return "";
    // Worker details carry lease ids and hashes: show the few words a person reads.
    return Object.entries(x).filter(([k]) => !["lease", "key", "path", "legacy", "open"].includes(k))
      .slice(0, 4).map(([k, v]) => `${k.replace(/_/g, " ")}: ${Array.isArray(v) ? v.length :
        typeof v === "object" ? "…" : String(v).slice(0, 40)}`).join(", ");
  };
  const paid = d.events.filter((e) => e.kind === "read_paid");
  const shown = d.events.filter((e) => e.kind !== "read_paid").slice(0, 60);
  return h("div", { class: "panel events", id: "events" },
    h("div", { class: "side-h" }, `Activity (${d.events.length})`),
    paid.length ? h("div", { class: "side-list muted" }, `${paid.length} paid page read` +
      `${paid.length === 1 ? "" : "s"}, ${money(paid.reduce((t, e) => t + ((e.detail || {}).cost_usd || 0), 0))}` +
      " in all (not listed)") : null,
    shown.length ? h("table", {}, h("tbody", {}, shown.map((e) =>
      h("tr", { dataset: { kind: e.kind } },
        h("td", { class: "muted small" }, when(e.created)),
        h("td", {}, actor(e)),
        h("td", {}, e.kind.replace(/_/g, " ")),
        h("td", { class: "muted" }, summary(e)))))) : h("div", { class: "side-list muted" }, "No activity yet."));
}

function select(i) {
  const d = state.batch;
  if (!d || !d.cands.length) return;
  state.selected = Math.max(0, Math.min(d.cands.length - 1, i));
  drawBatch().then(() => window.scrollTo({ top: 0 }));
}

function openReasonText(d, page) {
  const code = d.openReason[page.id] || (page.read_status === "failed" ? "read_failed" :
    page.read_status === "pending" ? "read_pending" : "");
  return OPEN_REASONS[code] || "This page is in no note yet.";
}

// A dialog that fits the viewport, with a visible Close button at the top; Esc closes it.
function showDialog(wide, ...content) {
  const dialog = document.getElementById("dialog");
  dialog.style.width = wide ? "min(1100px, 94vw)" : "";
  dialog.replaceChildren(h("form", { method: "dialog" },
    h("button", { class: "dialog-close", value: "close", "aria-label": "Close", title: "Close (Esc)" },
      "Close ✕"),
    ...content));
  dialog.showModal();
  return dialog;
}

async function showOpenPage(page) {
  const d = state.batch;
  // The server lets a reviewer mark only a page the last run left open (and in no note).
  const markable = !!d.openReason[page.id];
  const who = page.marked_by === me().id ? "you" : "a reviewer";
  showDialog(true,
    h("h2", {}, pageLabel(d, page)),
    h("div", { class: "open-why" },
      h("h3", {}, "Why this page is open"),
      h("p", { class: "open-reason" }, openReasonText(d, page)),
      page.review_mark ? h("p", { class: "open-mark" }, h("b", {}, "Marked not a delivery note"),
        ` by ${who}, ${when(page.marked_at)}: it waits for nobody, and is never posted or exported.`) : null,
      h("h3", {}, "What you can do"),
      h("ul", { class: "open-actions" },
        h("li", {}, h("b", {}, "Move it into a note"), " if it belongs to one: choose the note under ",
          "“Attach to…” beside the page below."),
        page.review_mark ?
          h("li", {}, h("button", { type: "button", id: "unmark-page",
            onclick: () => markPage(page, "") }, "Undo the mark"),
          " if it may be a delivery note after all: the page is open again, waiting for review.") :
          markable ? h("li", {}, h("button", { type: "button", id: "mark-not-dn",
            onclick: () => markPage(page, "not_a_delivery_note") }, "Mark it not a delivery note"),
          " if it is an invoice, a statement or anything else: it stays out of every note, is " +
          "never posted or exported, and stops waiting for review.") : null,
        page.review_mark ? h("li", {}, h("b", {}, "Leave it marked"), ": close this window (Esc).") :
          h("li", {}, h("b", {}, "Leave it"), " if you are not sure: an open page is never posted " +
            "or exported; close this window (Esc)."))),
    await pageFigure(page, null));
}

// A reviewer's mark on an open page (or its undo): the server checks, stamps and records it.
function markPage(page, mark) {
  document.getElementById("dialog").close();
  return run(() => pb.send(`/api/dn-pipeline/pages/${encodeURIComponent(page.id)}/mark`,
    { method: "POST", body: { review_mark: mark } }),
    mark ? "Page marked not a delivery note" : "Mark taken off: the page is open again");
}

// The note a possible duplicate duplicates: "<collection>:<id>" in duplicate_of.
async function showDuplicate(c) {
  const [collection, id] = (c.duplicate_of || "").split(":");
  const d = state.batch;
  const mine = await Promise.all((c.pages || []).slice(0, 1).map((pid) =>
    d.pageById[pid] ? pageFigure(d.pageById[pid], c) : null));
  let other = null;
  let otherPages = [];
  if (collection === "dn_batch_notes" && id) {
    try {
      other = await pb.collection("dn_batch_notes").getOne(id, { expand: "batch" });
      otherPages = await pb.collection("dn_batch_pages").getFullList({
        filter: `id = ${q((other.pages || [])[0] || "")}` });
    } catch (err) {
      other = null;
    }
  }
  const facts = (n) => h("dl", { class: "dup-facts" },
    h("dt", {}, "Number"), h("dd", {}, effective(n, "document_number") || "—"),
    h("dt", {}, "Supplier"), h("dd", {}, n.supplier_name || "—"),
    h("dt", {}, "Date"), h("dd", {}, (effective(n, "delivery_date") || "").slice(0, 10) || "—"),
    h("dt", {}, "Status"), h("dd", {}, pill(n.status)));
  const otherBatch = other && other.expand && other.expand.batch;
  const otherImg = otherPages[0] && otherPages[0].image ? h("img", { class: "dup-img",
    alt: "page of the other note",
    src: pb.files.getURL(otherPages[0], otherPages[0].image, { token: await token() }) }) : null;
  showDialog(true,
    h("h2", {}, "Possible duplicate"),
    h("div", { class: "dup" },
      h("section", {}, h("h3", {}, `This note: ${candTitle(c)}`), facts(c), mine),
      h("section", { id: "dup-other" }, other ?
        [h("h3", {}, `It may duplicate: ${candTitle(other)}`), facts(other),
          h("a", { id: "dup-link", href: `#/batch/${other.batch}/${other.id}`,
            onclick: () => document.getElementById("dialog").close() },
          `Open it in batch “${(otherBatch && otherBatch.label) || other.batch}”`),
          otherImg] :
        [h("h3", {}, "It may duplicate"), h("p", {}, collection === "delivery_notes" ?
          "a note already posted to the host system." : "a note you cannot open here.")])));
}

// ---------------------------------------------------------------- actions

async function run(work, done) {
  try {
    await work();
    toast(done);
  } catch (err) {
    toast(`Not saved: ${errorText(err)}`, true);
  }
  await renderBatch(state.batch.batch.id, true);
}

function fixField(c, field, value) {
  const before = effective(c, field) || "";
  if (value === before) return;
  const reviewed = { ...(c.reviewed_fields || {}), [field]: value };
  // The number and date are the reviewer's values in reviewed_fields (the read stays as read);
  // the pipeline never overwrites them and counts them as settled.
  return run(() => act([[c.id, { reviewed_fields: reviewed }]]),
  `${field === "document_number" ? "Number" : "Date"} saved`);
}

function fixSupplier(c, supplierId) {
  const s = state.batch.suppliers.find((x) => x.id === supplierId);
  if (!s) return;
  const reviewed = { ...(c.reviewed_fields || {}), supplier: s.id, supplier_name: s.name };
  return run(() => act([[c.id, { supplier: s.id, supplier_name: s.name, reviewed_fields: reviewed }]]),
  `Supplier set to ${s.name}`);
}

function fixPurchaseOrder(c, poId) {
  const p = state.batch.pos.find((x) => x.id === poId);
  if (!p) return;
  const body = { purchase_order: p.id, po_number: p.number };
  const reviewed = { ...(c.reviewed_fields || {}), purchase_order: p.id, po_number: p.number };
  const poSupplier = p.expand && p.expand.supplier;
  if (!effective(c, "supplier") && poSupplier) {
    // A purchase order names its supplier: take it when the note had none.
    Object.assign(body, { supplier: poSupplier.id, supplier_name: poSupplier.name });
    Object.assign(reviewed, { supplier: poSupplier.id, supplier_name: poSupplier.name });
  }
  return run(() => act([[c.id, { ...body, reviewed_fields: reviewed }]]), `Purchase order set to ${p.number}`);
}

function accept(c) {
  if (TERMINAL.has(c.status)) return;
  const missing = [
    !effective(c, "document_number") && "a number",
    !effective(c, "supplier") && "a supplier",
  ].filter(Boolean);
  if (missing.length) {
    toast(`Set ${missing.join(" and ")} before accepting.`, true);
    return;
  }
  return run(async () => {
    await act([[c.id, { status: "ready_to_post" }]]);
    nextOpen();
  }, `Accepted ${candTitle(c)}`);
}

function nextOpen() {
  // After a decision, move on to the next candidate that still waits for one.
  const d = state.batch;
  const order = d.cands.map((_, i) => (state.selected + 1 + i) % d.cands.length);
  const next = order.find((i) => ["needs_review", "blocked"].includes(d.cands[i].status) &&
    i !== state.selected);
  if (next !== undefined) state.selected = next;
}

function dismiss(c) {
  if (TERMINAL.has(c.status)) return;
  const dialog = document.getElementById("dialog");
  dialog.style.width = "";
  const other = h("input", { name: "other", placeholder: "Another reason", "aria-label": "Another reason" });
  const form = h("form", {
    method: "dialog",
    onsubmit: (e) => {
      if (e.submitter && e.submitter.value === "cancel") return;
      const choice = new FormData(form).get("reason");
      const reason = (choice === "__other__" ? other.value : choice || other.value || "").trim();
      if (!reason) { e.preventDefault(); other.focus(); return; }
      run(async () => {
        await act([[c.id, { status: "dismissed", dismiss_reason: reason }]]);
        nextOpen();
      }, `Dismissed ${candTitle(c)}`);
    },
  },
  h("h2", {}, `Dismiss ${candTitle(c)}?`),
  h("p", { class: "muted" }, "A dismissed note stays dismissed: a later run never revives it."),
  h("div", { class: "choices" },
    DISMISS_REASONS.map((r, i) => h("label", {}, h("input", { type: "radio", name: "reason", value: r,
      checked: i === 0 }), r)),
    h("label", {}, h("input", { type: "radio", name: "reason", value: "__other__" }), other)),
  h("div", { class: "row" }, h("button", { value: "cancel", formnovalidate: true }, "Cancel"),
    h("button", { class: "danger", id: "confirm-dismiss", value: "ok" }, "Dismiss")));
  other.addEventListener("input", () => { form.querySelector('input[value="__other__"]').checked = true; });
  dialog.replaceChildren(form);
  dialog.showModal();
  form.querySelector("#confirm-dismiss").focus();
}

function movePage(page, from, toId) {
  const d = state.batch;
  const target = toId === "__open__" ? null : d.cands.find((c) => c.id === toId);
  const updates = [];
  if (from) {
    const pages = (from.pages || []).filter((p) => p !== page.id);
    updates.push([from.id, { pages, reviewed_fields: { ...(from.reviewed_fields || {}), pages } }]);
  }
  if (target) {
    const pages = [...(target.pages || []).filter((p) => p !== page.id), page.id]
      .sort((a, b) => d.pages.findIndex((p) => p.id === a) - d.pages.findIndex((p) => p.id === b));
    updates.push([target.id, { pages, reviewed_fields: { ...(target.reviewed_fields || {}), pages } }]);
  }
  document.getElementById("dialog").close();
  return run(() => act(updates),
    target ? `Page moved to ${candTitle(target)}` : "Page moved to open pages");
}

// ---------------------------------------------------------------- upload

async function sha256(file) {
  if (!(window.crypto && crypto.subtle)) return ""; // plain http off localhost: the pipeline hashes anyway
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((x) => x.toString(16).padStart(2, "0")).join("");
}

function renderUpload() {
  state.batch = null;
  let files = [];
  const list = h("div", { class: "filelist" });
  const progress = h("progress", { value: 0, max: 1, hidden: true });
  const status = h("div", { class: "muted" });
  const input = h("input", { type: "file", id: "files", multiple: true,
    accept: "application/pdf,image/*", onchange: (e) => setFiles([...e.target.files]) });
  const drop = h("div", { class: "drop" }, h("p", {}, "Drop PDFs and photos here, or ",
    h("label", { for: "files", class: "link filepick" },
      "choose files")), input);
  input.style.display = "none";
  for (const ev of ["dragenter", "dragover"]) {
    drop.addEventListener(ev, (e) => { e.preventDefault(); drop.classList.add("over"); });
  }
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", (e) => {
    e.preventDefault();
    drop.classList.remove("over");
    setFiles([...files, ...e.dataTransfer.files]);
  });
  function setFiles(next) {
    files = next.filter((f) => f.size > 0);
    const empty = next.length - files.length;
    list.replaceChildren(...files.map((f) => h("div", {}, f.name, h("span", { class: "muted" },
      ` · ${(f.size / 1024).toFixed(0)} KB`))),
    empty ? h("div", { class: "error" }, `${empty} empty file(s) left out`) : "");
  }
  const site = h("select", { id: "site", required: true }, state.sites.map((s) =>
    h("option", { value: s.id }, `${s.code} · ${s.name}`)));
  const label = h("input", { id: "label", placeholder: "e.g. Tuesday dockets, gate 2" });
  const form = h("form", {
    class: "panel pad upload",
    onsubmit: async (e) => {
      e.preventDefault();
      if (!files.length) { status.textContent = "Choose at least one file."; return; }
      const button = form.querySelector("button[type=submit]");
      button.disabled = true;
      progress.hidden = false;
      progress.max = files.length + 1;
      try {
        const batch = await pb.collection("dn_batches").create({
          site: site.value, status: "uploading", label: label.value.trim(),
        });
        for (const [position, file] of files.entries()) {
          status.textContent = `Uploading ${file.name} (${position + 1} of ${files.length})…`;
          const body = new FormData();
          body.append("batch", batch.id);
          body.append("original_name", file.name);
          body.append("mime", file.type || "");
          body.append("sha256", await sha256(file));
          body.append("position", String(position));
          body.append("size", String(file.size));
          body.append("file", file);
          await pb.collection("dn_batch_sources").create(body);
          progress.value = position + 1;
        }
        // Queued; the server records its batch_created event in the same transaction.
        await pb.collection("dn_batches").update(batch.id, { status: "queued" });
        toast("Batch uploaded: it will be read within a minute or two.");
        location.hash = `#/batch/${batch.id}`;
      } catch (err) {
        status.textContent = `Upload failed: ${errorText(err)}`;
        status.className = "error";
        button.disabled = false;
      }
    },
  },
  h("h1", {}, "Upload a batch"),
  h("p", { class: "muted" }, "One batch per site: every PDF or photo of today's delivery notes. " +
    "Several notes in one PDF are fine; the pipeline splits them."),
  h("div", {}, h("label", { for: "site" }, "Site"), site),
  h("div", {}, h("label", { for: "label" }, "Label (optional)"), label),
  drop, list, progress, status,
  h("div", {}, h("button", { class: "primary", type: "submit" }, "Upload")));
  $app().replaceChildren(form);
}

// ---------------------------------------------------------------- keyboard

function showHelp() {
  const dialog = document.getElementById("dialog");
  dialog.style.width = "";
  const row = (key, what) => h("tr", {}, h("td", {}, h("kbd", {}, key)), h("td", {}, what));
  dialog.replaceChildren(h("form", { method: "dialog" }, h("h2", {}, "Keyboard shortcuts"),
    h("table", { class: "help" }, h("tbody", {},
      row("j", "next candidate (or batch)"), row("k", "previous candidate (or batch)"),
      row("Enter", "open the highlighted batch"), row("a", "accept the candidate"),
      row("d", "dismiss the candidate"), row("u", "back to the batch list"), row("?", "this help"))),
    h("div", { class: "row" }, h("button", {}, "Close"))));
  dialog.showModal();
}

document.addEventListener("keydown", (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.target.closest && e.target.closest("input, select, textarea, dialog[open]")) return;
  if (!pb.authStore.isValid) return;
  const d = state.batch;
  const c = d && d.cands[state.selected];
  const keys = {
    j: () => (d ? select(state.selected + 1) : moveListCursor(1)),
    k: () => (d ? select(state.selected - 1) : moveListCursor(-1)),
    a: () => c && accept(c),
    d: () => c && dismiss(c),
    u: () => { location.hash = "#/"; },
    "?": showHelp,
    Enter: () => {
      const row = !d && document.querySelectorAll("tr.row")[state.listCursor];
      if (row) location.hash = `#/batch/${row.dataset.id}`;
    },
  };
  if (keys[e.key]) {
    e.preventDefault();
    keys[e.key]();
  }
});

pb.authStore.onChange(() => { if (!pb.authStore.isValid) state.sites = []; });
window.addEventListener("hashchange", route);
route();
