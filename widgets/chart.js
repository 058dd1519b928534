// tabletop_nb track chart: an SVG drawn in Python (tabletop_nb/ui/charts.py, trait `svg`).
function render({ model, el }) {
  el.classList.add("tnb-chart");
  const stage = document.createElement("div");
  stage.className = "tnb-chart-stage";
  el.append(stage);
  let rev = 0;
  const draw = () => { stage.innerHTML = model.get("svg") || ""; stage.dataset.rev = String(++rev); };
  model.on("change:svg", draw);
  draw();
  return () => model.off("change:svg", draw);
}
export default { render };
