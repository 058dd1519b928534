// tabletop_nb board: the game's SVG, the action panel and what the last move caused.
// Python side: tabletop_nb/ui/board.py (traits: svg, targets, message, message_tone, panel,
// feedback, past, chart_svg, answered). Nothing is ever chosen for the player: a target with several meanings
// opens a menu of them; a target with none asks Python, which says why.

const WAIT_LOOK_MS = 150;

function h(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// An SVG as [its opening tag, each top-level child, "</svg>"], or null when it is not one root of whole
// elements (text, a comment or a stray tag between the children). Our SVGs escape ">" in values and text.
function splitSvg(s) {
  if (!s.startsWith("<svg") || !s.endsWith("</svg>")) return null;
  const end = s.length - 6;
  const head = s.indexOf(">") + 1;
  if (head <= 0 || head > end) return null;
  const parts = [s.slice(0, head)];
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
  parts.push("</svg>");
  return parts;
}

// Draws ``svg`` into ``holder``, replacing only the top-level children whose text changed since the last
// draw (a click changes a few pieces of the table; parsing all of it again is most of a redraw's cost).
// Whenever the two pictures do not line up child for child, the whole SVG is drawn again.
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
  const changed = [];
  for (let i = 1; i < parts.length - 1; i++) if (parts[i] !== old[i]) changed.push(i);
  if (changed.length === 0) return;
  scratch.innerHTML = "<svg xmlns='http://www.w3.org/2000/svg'>" + changed.map((i) => parts[i]).join("") + "</svg>";
  const fresh = scratch.content.firstElementChild;
  if (!fresh || fresh.childElementCount !== changed.length) {
    holder.innerHTML = svg;
    return;
  }
  const kids = [...fresh.children];
  const before = changed.map((i) => root.children[i - 1]);
  changed.forEach((_, j) => root.replaceChild(kids[j], before[j]));
  scratch.innerHTML = "";
}

function render({ model, el }) {
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
    const svg = model.get("chart_svg") || "";
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
    waitLook = setTimeout(() => el.classList.add("tnb-board-waiting"), WAIT_LOOK_MS);
    model.send(msg);
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
    patchSvg(svgHolder, drawnSvg, model.get("svg") || "");
    svgHolder.dataset.rev = String(++revs.svg);  // tests and the latency benchmark watch these
    closeMenu();
    markTargets();
  }

  function drawMessage() {
    const text = model.get("message") || "";
    message.textContent = text || "\u00a0";
    message.dataset.tone = text ? (model.get("message_tone") || "") : "";
  }

  function drawPanel() {
    const p = panelData();
    // What the panel shows, for people and tests: decide, waiting, cover, past or over.
    panel.dataset.state = p.over ? "over" : p.cover ? "cover" : p.past ? "past" : p.waiting ? "waiting" : "decide";
    who.textContent = p.who ? (p.over ? "" : p.who + (p.waiting ? " decides" : " to decide")) : "";
    prompt.textContent = p.prompt || "";
    section.textContent = p.section ? "Rule: " + p.section : "";
    body.replaceChildren();
    if (p.cover) {
      const b = h("button", "tnb-reveal jupyter-button", "I am " + p.cover + ": show my view");
      b.addEventListener("click", () => send({ type: "reveal" }));
      body.append(h("div", "tnb-panel-note", "The last player's choices are hidden. Hand the device over, then:"), b);
    }
    if (p.note) body.append(h("div", "tnb-panel-note", p.note));
    for (const g of p.groups || []) {
      const box = h("div", "tnb-group");
      box.append(h("div", "tnb-group-title", g.title + (g.actions.length > 1 ? " (" + g.actions.length + ")" : "")));
      for (const [i, label, targets] of g.actions) {
        const b = h("button", "tnb-act jupyter-button", label);
        b.dataset.index = String(i);
        b.title = label + (targets.length ? " (aims at " + targets.map(t => t.split(":").pop()).join(", ") + ")" : "");
        b.addEventListener("click", () => send({ type: "act", index: i }));
        b.addEventListener("mouseenter", () => hint(targets, true));
        b.addEventListener("mouseleave", () => hint(targets, false));
        box.append(b);
      }
      body.append(box);
    }
    panel.dataset.rev = String(++revs.panel);
    markTargets();
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

  function closeMenu() { menu.hidden = true; menu.replaceChildren(); }

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
    else if (d.has("targets") && !d.has("svg")) markTargets();
    if (d.has("answered")) settle();  // the answer came in this message, with what it changed
  }
  const mark = (what) => () => { dirty.add(what); if (!queued) { queued = true; queueMicrotask(flush); } };

  stage.addEventListener("click", onClick);
  const handlers = [["change:svg", mark("svg")], ["change:targets", mark("targets")], ["change:past", mark("targets")],
    ["change:message", mark("message")], ["change:message_tone", mark("message")], ["change:panel", mark("panel")],
    ["change:feedback", mark("feedback")], ["change:chart_svg", mark("chart")],
    ["change:answered", mark("answered")]];
  for (const [ev, fn] of handlers) model.on(ev, fn);
  drawSvg(); drawMessage(); drawPanel(); drawFeedback(); drawChart();

  return () => {
    stage.removeEventListener("click", onClick);
    for (const [ev, fn] of handlers) model.off(ev, fn);
  };
}

export default { render };
