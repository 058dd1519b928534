// tabletop_nb board: shows a game's SVG and sends clicks on its live targets to Python.
// Python side: tabletop_nb/ui/board.py (traits: svg, targets, message, message_tone).

function render({ model, el }) {
  el.classList.add("tnb-board");

  const stage = document.createElement("div");
  stage.className = "tnb-board-stage";
  const message = document.createElement("div");
  message.className = "tnb-board-message";
  message.setAttribute("role", "status");
  message.setAttribute("aria-live", "polite");
  el.append(stage, message);

  function liveTargets() {
    return new Set(model.get("targets") || []);
  }

  function markTargets() {
    const live = liveTargets();
    for (const node of stage.querySelectorAll("[data-target]")) {
      node.classList.toggle("tnb-live", live.has(node.getAttribute("data-target")));
    }
    el.classList.toggle("tnb-board-past", live.size === 0);
  }

  function drawSvg() {
    // The SVG is drawn by the game package from the game state; scripts in it never run.
    stage.innerHTML = model.get("svg") || "";
    markTargets();
  }

  function drawMessage() {
    const text = model.get("message") || "";
    message.textContent = text;
    message.hidden = text === "";
    message.dataset.tone = model.get("message_tone") || "";
  }

  function settle() {
    el.classList.remove("tnb-board-waiting");
  }

  function onClick(event) {
    const node = event.target.closest("[data-target]");
    if (!node || !stage.contains(node)) return;
    const id = node.getAttribute("data-target");
    if (!liveTargets().has(id)) return;
    event.preventDefault();
    el.classList.add("tnb-board-waiting");
    model.send({ type: "click", target: id });
  }

  function onCustom(content) {
    if (content && content.type === "done") settle();
  }

  stage.addEventListener("click", onClick);
  model.on("change:svg", drawSvg);
  model.on("change:targets", markTargets);
  model.on("change:message", drawMessage);
  model.on("change:message_tone", drawMessage);
  model.on("msg:custom", onCustom);
  drawSvg();
  drawMessage();

  return () => {
    stage.removeEventListener("click", onClick);
    model.off("change:svg", drawSvg);
    model.off("change:targets", markTargets);
    model.off("change:message", drawMessage);
    model.off("change:message_tone", drawMessage);
    model.off("msg:custom", onCustom);
  };
}

export default { render };
