/// The page's inline style sheet, script and diagram legend: large type and high contrast
/// for a projector, a print layout that shows the whole run, and keys for stepping.
enum PageAssets {
  /// The key to the diagram's colours (each also spelled out in the boxes' titles).
  static let legend = """
    <ul class="legend">
    <li><span class="swatch inherited"></span>inherited (overrides or none)</li>
    <li><span class="swatch lost"></span>lost overrides</li>
    <li><span class="swatch restored"></span>yield: escaped values restored</li>
    <li><span class="swatch scope"></span>scope</li>
    </ul>
    """

  /// The style sheet.
  static let style = """
    :root { --ink: #111; --paper: #fff; --muted: #555; --accent: #0b5cad;
      --inherited: #d5f2da; --inherited-edge: #17692f; --lost: #ffdcdc; --lost-edge: #b3261e;
      --restored: #d9e6ff; --restored-edge: #1d4fa8; --scope-edge: #6b5200; --now: #fff2a8; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 20px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
      color: var(--ink); background: var(--paper); }
    header { position: sticky; top: 0; z-index: 2; background: var(--paper);
      border-bottom: 3px solid var(--ink); padding: .4rem 1rem; }
    h1 { font-size: 1.5rem; margin: 0 0 .3rem; }
    h2 { font-size: 1.25rem; margin: 1.2rem 0 .4rem; }
    .controls { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
    button { font: inherit; padding: .2rem .8rem; border: 2px solid var(--ink);
      border-radius: .4rem; background: var(--paper); color: var(--ink); cursor: pointer; }
    button:focus-visible, summary:focus-visible { outline: 4px solid var(--accent);
      outline-offset: 2px; }
    #position { font-variant-numeric: tabular-nums; min-width: 8em; text-align: center; }
    #caption { margin: .3rem 0 0; font-weight: 600; min-height: 1.45em; }
    main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5rem;
      padding: 0 1rem 2rem; }
    @media (max-width: 1000px) { main { grid-template-columns: 1fr; } }
    .state { position: sticky; top: 7.5rem; align-self: start; max-height: calc(100vh - 8rem);
      overflow: auto; }
    pre, code, .console, .diagram text { font-family: ui-monospace, "DejaVu Sans Mono",
      Menlo, Consolas, monospace; }
    pre.code { background: #f4f4f4; border-left: 6px solid var(--ink); padding: .5rem 0;
      overflow-x: auto; font-size: .9rem; }
    pre.code.shown { border-left-color: #999; }
    .line { display: block; padding: 0 .8rem 0 0; white-space: pre; }
    .line.current { background: var(--now); box-shadow: inset 6px 0 0 var(--accent); }
    .ln { display: inline-block; width: 3.2em; padding-right: .8em; text-align: right;
      color: var(--muted); user-select: none; }
    p code, li code, h2 code { background: #eee; padding: 0 .25em; border-radius: .2em;
      color: #7a1f5c; }
    .badge { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em;
      border: 2px solid var(--ink); border-radius: .3rem; padding: 0 .35rem;
      vertical-align: middle; }
    .step.predict .badge { background: #ffe9b3; } .step.exercise .badge { background: #e3d9ff; }
    details { margin: .4rem 0; border: 2px solid #bbb; border-radius: .4rem;
      padding: .2rem .6rem; }
    summary { cursor: pointer; font-weight: 600; }
    ol.choices { list-style: none; display: flex; flex-wrap: wrap; gap: .3rem 2.2rem;
      padding-left: 1rem; font-size: 1.1rem; }
    ol.choices .letter { font-weight: 700; margin-right: .4em; }
    .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .3rem 1rem;
      font-size: .85rem; }
    .swatch { display: inline-block; width: 1em; height: 1em; border: 2px solid;
      vertical-align: -.15em; margin-right: .3em; border-radius: .2em; }
    .swatch.inherited, rect.inherited { fill: var(--inherited); background: var(--inherited);
      stroke: var(--inherited-edge); border-color: var(--inherited-edge); }
    .swatch.lost, rect.lost { fill: var(--lost); background: var(--lost);
      stroke: var(--lost-edge); border-color: var(--lost-edge); }
    .swatch.restored, rect.restored { fill: var(--restored); background: var(--restored);
      stroke: var(--restored-edge); border-color: var(--restored-edge); }
    .swatch.scope { border-style: dashed; border-color: var(--scope-edge); }
    .diagram-frame { overflow-x: auto; }
    .diagram { max-width: 100%; height: auto; }
    .diagram rect { stroke-width: 2.5; }
    .diagram rect.main { fill: #fafafa; stroke: var(--ink); }
    .diagram rect.scope { fill: none; stroke: var(--scope-edge); stroke-dasharray: 7 4; }
    .diagram rect.unstarted { fill: #eee; stroke: #777; }
    .diagram rect.ended { stroke-opacity: .45; fill-opacity: .5; }
    .diagram text { font-size: 16px; fill: var(--ink); }
    .diagram text.title { font-weight: 700; }
    .diagram text.read { fill: #333; }
    .diagram text.now { fill: var(--accent); font-weight: 700; }
    .console { list-style: none; padding: .5rem .8rem; margin: 0; background: #111; color: #f5f5f5;
      border-radius: .4rem; font-size: .95rem; min-height: 2.5em; }
    .console li { white-space: pre-wrap; }
    .console li.issue { color: #ffd166; } .console li.why { color: #8fd3ff; }
    .console li.error, .console li.check { color: #ff9b9b; }
    .console li.now { background: #333; }
    .future { display: none; }
    @media print {
      header { position: static; } .controls, #caption { display: none; }
      main { display: block; } .state { position: static; max-height: none; }
      .future { display: revert; } .diagram .future { display: inline; }
      .line.current { background: none; box-shadow: none; }
      details { border: none; } details > * { display: block; }
      .console { background: none; color: var(--ink); border: 1px solid var(--ink); }
    }
    """

  /// The stepping script: `#step=N` (clamped to the last step), ←/→, Home/End, buttons.
  static let script = """
    (function () {
      var steps = JSON.parse(document.getElementById("steps").textContent);
      var last = steps.length - 1;
      var marked = document.querySelectorAll("[data-step]");
      var current = 0;
      function fromHash() {
        var match = /step=(\\d+)/.exec(location.hash);
        return match ? Math.min(parseInt(match[1], 10), last) : 0;
      }
      var diagram = document.querySelector("svg.diagram");
      var rowHeight = \(DiagramSVG.rowHeight);
      function layOut() {
        var position = {}, next = 0;
        diagram.querySelectorAll("text[data-row]").forEach(function (row) {
          if (row.classList.contains("future")) return;
          position[row.getAttribute("data-row")] = next;
          row.setAttribute("y", next * rowHeight + 24);
          next += 1;
        });
        diagram.querySelectorAll("rect[data-rows]").forEach(function (box) {
          var rows = box.getAttribute("data-rows").split(" ").map(Number);
          if (!(rows[0] in position)) return;
          var top = position[rows[0]], bottom = top;
          for (var row = rows[0]; row <= rows[1]; row++) {
            if (row in position) bottom = position[row];
          }
          box.setAttribute("y", top * rowHeight + 4);
          box.setAttribute("height", (bottom - top + 1) * rowHeight - 2);
        });
        var width = diagram.viewBox.baseVal.width, height = next * rowHeight + 12;
        diagram.setAttribute("viewBox", "0 0 " + width + " " + height);
        diagram.setAttribute("height", height);
      }
      function show(step) {
        current = Math.max(0, Math.min(step, last));
        document.body.setAttribute("data-current-step", String(current));
        marked.forEach(function (element) {
          var at = parseInt(element.getAttribute("data-step"), 10);
          element.classList.toggle("future", at > current);
          element.classList.toggle("now", at === current && current > 0);
          var ends = element.getAttribute("data-ends");
          if (ends !== null) element.classList.toggle("ended", parseInt(ends, 10) <= current);
        });
        document.querySelectorAll(".line.current").forEach(function (line) {
          line.classList.remove("current");
        });
        var lines = steps[current].lines;
        if (lines) {
          for (var number = lines[0]; number <= lines[1]; number++) {
            var line = document.getElementById("L" + number);
            if (line) line.classList.add("current");
          }
          var first = document.getElementById("L" + lines[0]);
          if (first && first.scrollIntoView) first.scrollIntoView({ block: "nearest" });
        }
        layOut();
        document.getElementById("position").textContent =
          "step " + current + " of " + last;
        document.getElementById("caption").textContent = steps[current].caption;
        var hash = "#step=" + current;
        if (location.hash !== hash && history.replaceState) history.replaceState(null, "", hash);
      }
      document.getElementById("first").onclick = function () { show(0); };
      document.getElementById("back").onclick = function () { show(current - 1); };
      document.getElementById("next").onclick = function () { show(current + 1); };
      document.getElementById("last").onclick = function () { show(last); };
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        var moves = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last };
        if (event.key in moves) { event.preventDefault(); show(moves[event.key]); }
      });
      window.addEventListener("hashchange", function () { show(fromHash()); });
      window.addEventListener("beforeprint", function () { show(last); });
      show(fromHash());
    })();
    """
}
