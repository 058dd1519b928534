// tabletop_nb board: the game's SVG, the action panel and what the last move caused.
// Python side: tabletop_nb/ui/board.py (traits: pictures (the table's and the chart's SVG), targets, message,
// message_tone, panel, feedback, past, answered). Nothing is ever chosen for the player: a target with several meanings
// opens a menu of them; a target with none asks Python, which says why.

const WAIT_LOOK_MS = 150;

function h(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// The children of the element whose text runs from ``head`` (just after its opening tag) to ``end`` (where its
// closing tag starts), each as its whole text; null when anything but whole elements lies between them (text,
// a comment or a stray tag). Our SVGs escape ">" in values and text.
function splitChildren(s, head, end) {
  const parts = [];
  let depth = 0, start = head, i = head;
  for (;;) {
    const lt = s.indexOf("<", i);
    if (lt < 0 || lt >= end) { if (depth !== 0 || s.slice(i, end).trim()) return null; break; }
    if (depth === 0) { if (s.slice(i, lt).trim()) return null; start = lt; }
    const next = s[lt + 1];
    if (next === "!" || next === "?") return null;
    const gt = s.indexOf(">", lt);
    if (gt < 0 || gt >= end) return null;
    if (next === "/") depth--;
    else if (s[gt - 1] !== "/") depth++;
    if (depth < 0) return null;
    if (depth === 0) parts.push(s.slice(start, gt + 1));
    i = gt + 1;
  }
  return parts;
}

// An SVG as [its opening tag, each top-level child, "</svg>"], or null when it is not one root of whole
// elements.
function splitSvg(s) {
  if (!s.startsWith("<svg") || !s.endsWith("</svg>")) return null;
  const end = s.length - 6;
  const head = s.indexOf(">") + 1;
  if (head <= 0 || head > end) return null;
  const kids = splitChildren(s, head, end);
  return kids ? [s.slice(0, head), ...kids, "</svg>"] : null;
}

// A group ``<g ...>...</g>`` as [its opening tag, each child, "</g>"] (null: not a group of whole elements).
function splitGroup(s) {
  if (!s.startsWith("<g") || !s.endsWith("</g>")) return null;
  const head = s.indexOf(">") + 1;
  const end = s.length - 4;
  if (head <= 0 || head > end || s[head - 2] === "/") return null;
  const kids = splitChildren(s, head, end);
  return kids ? [s.slice(0, head), ...kids, "</g>"] : null;
}

// The steps that turn a group's drawn children ``was`` (their texts; ``nodes`` the DOM nodes) into ``now``:
// every child of ``now`` either keeps the node of an equal child of ``was`` (in the same order) or is new
// (parsed, then put before the next kept node); the children of ``was`` that are not kept go. A chart's
// line group keeps its earlier rounds' points this way when the points of the round under way move.
function childSteps(parent, nodes, was, now, jobs, texts) {
  const where = new Map();  // a child's text -> its places in ``was``, in order
  was.forEach((t, i) => { const at = where.get(t); if (at) at.push(i); else where.set(t, [i]); });
  const used = new Map();  // a text -> how many of its places are behind us
  let i = 0;
  for (const t of now) {
    const at = where.get(t);
    let k = -1;
    if (at) {
      let u = used.get(t) || 0;
      while (u < at.length && at[u] < i) u++;
      if (u < at.length) { k = at[u]; used.set(t, u + 1); }
    }
    if (k < 0) {  // new: before the next node not yet passed (at the end when none is left)
      jobs.push({ parent, anchor: i < nodes.length ? nodes[i] : null, gone: [], count: 1 });
      texts.push(t);
      continue;
    }
    if (k > i) jobs.push({ parent, anchor: null, gone: nodes.slice(i, k), count: 0 });  // passed over: they go
    i = k + 1;  // node k is kept where it is
  }
  if (i < nodes.length) jobs.push({ parent, anchor: null, gone: nodes.slice(i), count: 0 });
}

// Draws ``svg`` into ``holder``, replacing only the pieces whose text changed since the last draw: a changed
// top-level child or, inside a changed group whose opening tag stayed, only its children that changed (a
// click changes a few pieces of the table and the points of the chart's round under way; parsing all of it
// again is most of a redraw's cost). Every new piece is parsed in one go. Whenever the two pictures do not
// line up child for child at the top level, the whole SVG is drawn again.
const scratch = document.createElement("template");
function patchSvg(holder, memo, svg) {
  const parts = splitSvg(svg);
  const old = memo.parts;
  const root = holder.firstElementChild;
  memo.parts = parts;
  if (!parts || !old || !root || parts[0] !== old[0] || parts.length !== old.length
      || root.childElementCount !== old.length - 2) {
    holder.innerHTML = svg;
    return;
  }
  // Each job: ``count`` new pieces go in ``parent`` before ``anchor`` (null: at its end); the nodes in ``gone`` go.
  const jobs = [], texts = [];
  for (let i = 1; i < parts.length - 1; i++) {
    if (parts[i] === old[i]) continue;
    const node = root.children[i - 1];
    const was = splitGroup(old[i]), now = was && splitGroup(parts[i]);
    if (now && was[0] === now[0] && node.childElementCount === was.length - 2) {
      childSteps(node, [...node.children], was.slice(1, -1), now.slice(1, -1), jobs, texts);
    } else {
      jobs.push({ parent: root, anchor: node, gone: [node], count: 1 });
      texts.push(parts[i]);
    }
  }
  if (jobs.length === 0) return;
  let pieces = [];
  if (texts.length) {
    scratch.innerHTML = "<svg xmlns='http://www.w3.org/2000/svg'>" + texts.join("") + "</svg>";
    const fresh = scratch.content.firstElementChild;
    if (!fresh || fresh.childElementCount !== texts.length) {
      holder.innerHTML = svg;
      return;
    }
    pieces = [...fresh.children];
  }
  let k = 0;
  for (const job of jobs) {
    for (let j = 0; j < job.count; j++) job.parent.insertBefore(pieces[k++], job.anchor);
    for (const node of job.gone) node.remove();
  }
  scratch.innerHTML = "";
}

// The model's pictures (the table's SVG and the chart's) as this page holds them. Python sends each whole to a
// new model and afterwards as the changes from the copy held here (tabletop_nb/ui/pictures.py): runs of the old
// copy's fragments (its text cut at every "><") to keep, and new fragments. A change that names another revision
// than the one held is not drawn: the page asks for the pictures whole. One store per model, shared by its views.
const SEP = "><";
const stores = new WeakMap();
function rebuild(parts, steps) {
  const out = [];
  for (const s of steps) {
    if (typeof s === "string") { for (const f of s.split(SEP)) out.push(f); }
    else if (Array.isArray(s) && s[0] >= 0 && s[1] <= parts.length && s[0] <= s[1]) {
      for (let i = s[0]; i < s[1]; i++) out.push(parts[i]);
    } else return null;
  }
  return out;
}
function storeOf(model) {
  let store = stores.get(model);
  if (store) return store;
  store = { board: { rev: -1, text: "", parts: [""] }, chart: { rev: -1, text: "", parts: [""] }, asked: false,
    ahead: null };
  stores.set(model, store);
  const take = () => {
    const sent = model.get("pictures") || {};
    let lost = false;
    for (const name of ["board", "chart"]) {
      const e = sent[name], pic = store[name];
      if (!e || e.rev === pic.rev) continue;
      if (typeof e.full === "string") {  // whole
        pic.text = e.full; pic.parts = null; pic.rev = e.rev;
        store.asked = false;
        continue;
      }
      // the changes from the copy held here; a revision alone (unchanged) that is not the one held: a lost message
      const parts = e.d && e.base === pic.rev ? rebuild(pic.parts || pic.text.split(SEP), e.d) : null;
      if (!parts) { lost = true; continue; }
      pic.parts = parts; pic.text = parts.join(SEP); pic.rev = e.rev;
    }
    if (lost && !store.asked) { store.asked = true; model.send({ type: "pictures" }); }
  };
  take();
  model.on("change:pictures", take);
  // Answers sent ahead (tabletop_nb/ui/board.py, _send_ahead): in the teacher's view, what a button's click will
  // show when no chance decides it, for the page's state named by ``key`` (answers counted, step, picture revisions).
  model.on("msg:custom", (msg) => {
    if (!msg || msg.type !== "ahead" || !Array.isArray(msg.key) || !Array.isArray(msg.answers)) return;
    const key = msg.key.join();
    if (!store.ahead || store.ahead.key !== key) store.ahead = { key, answers: new Map() };
    for (const [i, answer] of msg.answers) store.ahead.answers.set(i, answer);
  });
  return store;
}

// The answer sent ahead for button ``i`` if it applies to what the page holds now (taken once), else null.
function takeAhead(model, store, i) {
  const a = store.ahead;
  if (!a || model.get("past")) return null;
  const key = [model.get("answered") || 0, model.get("drawn"), store.board.rev, store.chart.rev].join();
  const answer = a.key === key ? a.answers.get(i) : undefined;
  if (!answer) return null;
  store.ahead = null;
  return { key: a.key.split(",").map(Number), answer };
}

function render({ model, el }) {
  const pictures = storeOf(model);  // before this view's handlers: they draw what it holds
  el.classList.add("tnb-board");
  const row = h("div", "tnb-board-row");
  const main = h("div", "tnb-board-main");
  const stage = h("div", "tnb-board-stage");
  const menu = h("div", "tnb-menu");
  menu.hidden = true;
  const message = h("div", "tnb-board-message");
  message.setAttribute("role", "status");
  message.setAttribute("aria-live", "polite");
  main.append(stage, message);
  stage.append(menu);
  const svgHolder = h("div", "tnb-board-svg");
  stage.prepend(svgHolder);

  const panel = h("div", "tnb-panel");
  const head = h("div", "tnb-panel-head");
  const who = h("div", "tnb-panel-who");
  const prompt = h("div", "tnb-panel-prompt");
  const section = h("div", "tnb-panel-section");
  head.append(who, prompt, section);
  const body = h("div", "tnb-panel-body");
  const fbox = h("div", "tnb-feedback");
  const ftitle = h("div", "tnb-feedback-title", "What just happened");
  const flist = h("ul", "tnb-feedback-list");
  fbox.append(ftitle, flist);
  panel.append(head, body, fbox);
  row.append(main, panel);
  const chart = h("div", "tnb-chart");
  const chartStage = h("div", "tnb-chart-stage");
  chart.append(chartStage);
  el.append(row, chart);

  const revs = { svg: 0, panel: 0, chart: 0 };
  const drawnSvg = {}, drawnChart = {};  // the parts last drawn (patchSvg)
  function drawChart() {
    const svg = pictures.chart.text;
    chart.hidden = svg === "";
    patchSvg(chartStage, drawnChart, svg);
    chartStage.dataset.rev = String(++revs.chart);
  }
  // Between a click and Python's answer further clicks are ignored; the "waiting" look (a progress
  // cursor) shows only when the answer is slow to come, so that a quick answer restyles nothing twice.
  let busy = false, waitLook = 0;
  const send = (msg) => {
    if (busy) return;
    busy = true;
    const ahead = msg.type === "act" ? takeAhead(model, pictures, msg.index) : null;
    if (ahead) {
      msg.ahead = ahead.key;  // Python checks the page's guess, and sends the whole state if it was wrong
      el.dataset.ahead = String(Number(el.dataset.ahead || 0) + 1);  // clicks drawn ahead (tests)
    } else waitLook = setTimeout(() => el.classList.add("tnb-board-waiting"), WAIT_LOOK_MS);
    model.send(msg);
    // Drawn now from the answer sent ahead: set here, the values Python's answer brings are equal and redraw nothing.
    if (ahead) for (const [k, v] of Object.entries(ahead.answer)) model.set(k, v);
  };
  const settle = () => {
    busy = false;
    clearTimeout(waitLook);
    el.classList.remove("tnb-board-waiting");
    el.dataset.answered = String(model.get("answered") || 0);  // how many clicks Python has answered (tests)
  };

  const panelData = () => model.get("panel") || {};
  const actionsOf = (id) => (panelData().at || {})[id];
  const labelOf = (i) => {
    for (const g of panelData().groups || []) for (const a of g.actions) if (a[0] === i) return a[1];
    return "action " + i;
  };

  function hint(ids, on) {
    const set = new Set(ids || []);
    for (const node of stage.querySelectorAll("[data-target]")) {
      if (set.has(node.getAttribute("data-target"))) node.classList.toggle("tnb-hint", on);
    }
  }

  function markTargets() {
    const live = new Set(model.get("targets") || []);
    for (const node of stage.querySelectorAll("[data-target]")) {
      node.classList.toggle("tnb-live", live.has(node.getAttribute("data-target")));
    }
    el.classList.toggle("tnb-board-past", !!model.get("past") || live.size === 0);
    el.classList.toggle("tnb-board-history", !!model.get("past"));
  }

  function drawSvg() {
    // The SVG is drawn by the game package from the game state; scripts in it never run.
    for (const node of stage.querySelectorAll(".tnb-hint")) node.classList.remove("tnb-hint");  // kept pieces too
    patchSvg(svgHolder, drawnSvg, pictures.board.text);
    svgHolder.dataset.rev = String(++revs.svg);  // tests and the latency benchmark watch these
    closeMenu();
  }

  function drawMessage() {
    const text = model.get("message") || "";
    message.textContent = text || "\u00a0";
    message.dataset.tone = text ? (model.get("message_tone") || "") : "";
  }

  // The panel's buttons by what they are (number, words, targets): a redraw keeps the buttons that stay and
  // makes only the new ones, and leaves a group that did not change as it is.
  let buttons = new Map(), boxes = new Map();
  function button(i, label, targets, said) {
    const key = i + "\u0000" + label + "\u0000" + targets.join("\u0001");
    let b = buttons.get(key);
    if (!b) {
      b = h("button", "tnb-act jupyter-button", label);
      b.dataset.index = String(i);
      b.title = label + (targets.length ? " (aims at " + targets.map(t => t.split(":").pop()).join(", ") + ")" : "")
        + (said ? "\n\n" + said : "");  // the glossary's words in the label (tabletop_nb/ui/teach.py)
      b.addEventListener("click", () => send({ type: "act", index: i }));
      b.addEventListener("mouseenter", () => hint(targets, true));
      b.addEventListener("mouseleave", () => hint(targets, false));
    }
    return [key, b];
  }

  function drawPanel() {
    const p = panelData();
    // What the panel shows, for people and tests: decide, waiting, cover, past or over.
    panel.dataset.state = p.over ? "over" : p.cover ? "cover" : p.past ? "past" : p.waiting ? "waiting" : "decide";
    who.textContent = p.who ? (p.over ? "" : p.who + (p.waiting ? " decides" : " to decide")) : "";
    prompt.textContent = p.prompt || "";
    prompt.title = p.hint || "";
    section.textContent = p.section ? "Rule: " + p.section : "";
    const kids = [];
    if (p.cover) {
      const b = h("button", "tnb-reveal jupyter-button", "I am " + p.cover + ": show my view");
      b.addEventListener("click", () => send({ type: "reveal" }));
      kids.push(h("div", "tnb-panel-note", "The last player's choices are hidden. Hand the device over, then:"), b);
    }
    if (p.note) kids.push(h("div", "tnb-panel-note", p.note));
    const nowButtons = new Map(), nowBoxes = new Map();
    for (const g of p.groups || []) {
      const made = g.actions.map(([i, label, targets, said]) => button(i, label, targets, said));
      const key = g.title + "\u0002" + made.map(m => m[0]).join("\u0002");
      let box = boxes.get(key);
      if (!box) {
        box = h("div", "tnb-group");
        box.append(h("div", "tnb-group-title", g.title + (g.actions.length > 1 ? " (" + g.actions.length + ")" : "")));
        for (const [, b] of made) box.append(b);
      }
      for (const [k, b] of made) nowButtons.set(k, b);
      nowBoxes.set(key, box);
      kids.push(box);
    }
    buttons = nowButtons;
    boxes = nowBoxes;
    body.replaceChildren(...kids);
    panel.dataset.rev = String(++revs.panel);
  }

  function drawFeedback() {
    const items = model.get("feedback") || [];
    flist.replaceChildren();
    for (const [text, sec] of items) {
      const li = h("li", "tnb-feedback-item", text);
      if (sec) li.append(h("span", "tnb-feedback-rule", " [" + sec + "]"));
      flist.append(li);
    }
    fbox.classList.toggle("tnb-feedback-empty", items.length === 0);
  }

  function closeMenu() {
    if (menu.hidden && !menu.firstChild) return;
    menu.hidden = true;
    menu.replaceChildren();
  }

  function openMenu(id, indices, event) {
    menu.replaceChildren(h("div", "tnb-menu-title", id.split(":").pop().replace(/_/g, " ") + ": choose one"));
    for (const i of indices) {
      const b = h("button", "tnb-menu-item jupyter-button", labelOf(i));
      b.dataset.index = String(i);
      b.addEventListener("click", (e) => { e.stopPropagation(); closeMenu(); send({ type: "act", index: i }); });
      menu.append(b);
    }
    const cancel = h("button", "tnb-menu-cancel jupyter-button", "Cancel");
    cancel.addEventListener("click", (e) => { e.stopPropagation(); closeMenu(); });
    menu.append(cancel);
    const box = stage.getBoundingClientRect();
    menu.style.left = Math.max(0, Math.min(event.clientX - box.left, box.width - 240)) + "px";
    menu.style.top = Math.max(0, event.clientY - box.top) + "px";
    menu.hidden = false;
  }

  function onClick(event) {
    if (menu.contains(event.target)) return;
    const node = event.target.closest("[data-target]");
    if (!node || !stage.contains(node)) { closeMenu(); return; }
    event.preventDefault();
    const id = node.getAttribute("data-target");
    const meant = model.get("past") ? undefined : actionsOf(id);
    if (meant && meant.length === 1) send({ type: "act", index: meant[0] });
    else if (meant && meant.length > 1) openMenu(id, meant, event);
    else send({ type: "click", target: id });  // Python plays it (old games) or says why not
  }

  // Python sends board, panel, feedback, chart and the answer in one message: the changes are collected and drawn
  // once, in a microtask after the message is applied (each part at most once, targets once).
  const dirty = new Set();
  let queued = false;
  function flush() {
    queued = false;
    const d = new Set(dirty);
    dirty.clear();
    if (d.has("svg")) drawSvg();
    if (d.has("chart")) drawChart();
    if (d.has("message")) drawMessage();
    if (d.has("feedback")) drawFeedback();
    if (d.has("panel")) drawPanel();
    if (d.has("svg") || d.has("panel") || d.has("targets")) markTargets();  // once, after both
    if (d.has("answered")) settle();  // the answer came in this message, with what it changed
  }
  const mark = (what) => () => { dirty.add(what); if (!queued) { queued = true; queueMicrotask(flush); } };

  stage.addEventListener("click", onClick);
  // Which picture changed: the revisions this view drew last (the store holds the new ones by now).
  const drawnRev = { board: pictures.board.rev, chart: pictures.chart.rev };
  const picturesChanged = () => {
    for (const [name, part] of [["board", "svg"], ["chart", "chart"]]) {
      if (pictures[name].rev !== drawnRev[name]) { drawnRev[name] = pictures[name].rev; mark(part)(); }
    }
  };
  const handlers = [["change:pictures", picturesChanged], ["change:targets", mark("targets")],
    ["change:past", mark("targets")],
    ["change:message", mark("message")], ["change:message_tone", mark("message")], ["change:panel", mark("panel")],
    ["change:feedback", mark("feedback")], ["change:answered", mark("answered")]];
  for (const [ev, fn] of handlers) model.on(ev, fn);
  drawSvg(); drawMessage(); drawPanel(); markTargets(); drawFeedback(); drawChart();

  return () => {
    stage.removeEventListener("click", onClick);
    for (const [ev, fn] of handlers) model.off(ev, fn);
  };
}

export default { initialize({ model }) { storeOf(model); }, render };
