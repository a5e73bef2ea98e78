/// The page's inline style sheet and diagram legend: type sized for a projector (code never
/// under 16 CSS px, diagram text never under 14, at any zoom), a light and a dark theme
/// (each at least 4.5:1 for text), a print layout that shows the whole run with its answers,
/// and the handout's.
enum PageStyle {
  /// The key to the diagram's colours (each also spelled out in the boxes' titles).
  static let legend = """
    <ul class="legend">
    <li><span class="swatch inherited"></span>inherited (overrides or none)</li>
    <li><span class="swatch lost"></span>lost overrides</li>
    <li><span class="swatch restored"></span>yield: escaped values restored</li>
    <li><span class="swatch scope"></span>scope</li>
    </ul>
    """

  /// The dark theme's colours: on screen, under `prefers-color-scheme: dark` and when the
  /// page's toggle chose it (paper is always printed light).
  private static let dark = """
    --ink: #ececec; --paper: #14161a; --muted: #b4b4b4; --accent: #8cc4ff; --rule: #8a8a8a;
    --code: #1f2227; --code-ink: #ffb3e1; --inline-code: #2b2f36; --now: #4d4300;
    --inherited: #15381f; --inherited-edge: #6fd68c; --lost: #4a1a1a; --lost-edge: #ff8f85;
    --restored: #172a4d; --restored-edge: #93b8ff; --scope-edge: #e0bd57; --unstarted: #2a2a2a;
    --predict: #5a4500; --exercise: #3b2e6b; --console: #050607; --box: #1b1e23;
    """

  /// The style sheet.
  static let sheet = """
    :root { --ink: #111; --paper: #fff; --muted: #555; --accent: #0b5cad; --rule: #999;
      --code: #f4f4f4; --code-ink: #7a1f5c; --inline-code: #eee; --now: #fff2a8;
      --inherited: #d5f2da; --inherited-edge: #17692f; --lost: #ffdcdc; --lost-edge: #b3261e;
      --restored: #d9e6ff; --restored-edge: #1d4fa8; --scope-edge: #6b5200; --unstarted: #eee;
      --predict: #ffe9b3; --exercise: #e3d9ff; --console: #111; --box: #fafafa;
      --zoom: 1; --header-height: 7rem; color-scheme: light; }
    @media screen and (prefers-color-scheme: dark) { :root:not([data-theme="light"]) {
      \(dark) color-scheme: dark; } }
    @media screen { :root[data-theme="dark"] { \(dark) color-scheme: dark; } }
    html { font-size: calc(clamp(18px, 1.25vw, 26px) * var(--zoom)); }
    * { box-sizing: border-box; }
    body { margin: 0; font: 1rem/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
      color: var(--ink); background: var(--paper); }
    header { position: sticky; top: 0; z-index: 2; background: var(--paper);
      border-bottom: 3px solid var(--ink); padding: .3em 1rem .2em;
      font-size: clamp(17px, 1.15vw, 24px); }
    .bar { display: flex; flex-wrap: wrap; align-items: center; gap: .2rem .8rem; }
    h1 { font-size: 1.2em; margin: 0; flex: 1 1 16em; min-width: 0; }
    .file { color: var(--muted); font-size: max(14px, .8em); }
    h2 { font-size: 1.2rem; margin: 1.2rem 0 .4rem; }
    .controls { display: flex; gap: .35rem; align-items: center; flex-wrap: wrap; }
    .view { display: inline-flex; gap: .35rem; }
    button, summary { font: inherit; font-size: max(15px, .85em); padding: .1em .6em;
      border: 2px solid var(--ink); border-radius: .4rem; background: var(--paper);
      color: var(--ink); cursor: pointer; }
    button:focus-visible, summary:focus-visible, .diagram-frame:focus-visible,
      #slider:focus-visible { outline: 4px solid var(--accent); outline-offset: 2px; }
    #reveal, .reveal-button { border-color: var(--accent); font-weight: 700; }
    main button, main summary { font-size: max(15px, .85rem); }
    #reveal[hidden] { display: none; }
    #position { font-variant-numeric: tabular-nums; min-width: 7.5em; text-align: center;
      font-size: max(15px, .85em); }
    #slider { width: 100%; margin: .2em 0 0; accent-color: var(--accent); }
    #caption { margin: 0; font-weight: 600; min-height: 1.45em; overflow-wrap: anywhere; }
    .toc { position: relative; border: none; padding: 0; margin: 0; }
    .toc > summary { border: 2px solid var(--ink); padding: .1em .6em; font-weight: 400; }
    .toc summary { list-style: none; }
    .toc summary::-webkit-details-marker { display: none; }
    .toc ol { position: absolute; right: 0; top: 2.2em; z-index: 3; width: min(36em, 90vw);
      max-height: 70vh; overflow: auto; margin: 0; padding: .4rem; list-style: none;
      background: var(--paper); border: 2px solid var(--ink); border-radius: .4rem; }
    .toc li button, .toc li .unrun { display: block; width: 100%; text-align: left;
      border: none; padding: .2rem .4rem; }
    .toc li .unrun { color: var(--muted); font-size: max(15px, .85em); }
    .toc li button:hover { background: var(--code); }
    main { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, .9fr); gap: 1.2rem;
      padding: 0 1rem 2rem; }
    @media (max-width: 700px) { main { grid-template-columns: 1fr; } }
    .stepping .state { position: sticky; top: calc(var(--header-height) + .4rem);
      align-self: start; display: flex; flex-direction: column;
      height: calc(100vh - var(--header-height) - .8rem); }
    .state h2 { font-size: .9rem; margin: .4rem 0 .15rem; flex: none; }
    pre, code, .console, .diagram .row { font-family: ui-monospace, "DejaVu Sans Mono",
      Menlo, Consolas, monospace; }
    pre.code { background: var(--code); border-left: 6px solid var(--ink); padding: .4rem 0;
      overflow-x: auto; font-size: max(16px, .9rem); margin: .6rem 0; }
    pre.code code { font-size: inherit; }
    pre.code.shown { border-left-color: var(--rule); }
    .line { display: block; padding: 0 .6rem 0 calc(3.4em + var(--indent, 0) * 1ch);
      text-indent: calc(-3.4em - var(--indent, 0) * 1ch); white-space: pre-wrap;
      overflow-wrap: anywhere; scroll-margin-top: calc(var(--header-height) + 1rem);
      scroll-margin-bottom: 2rem; }
    .line.current { background: var(--now); box-shadow: inset 6px 0 0 var(--accent); }
    .ln { display: inline-block; width: 3.4em; padding-right: .8em; text-align: right;
      color: var(--muted); user-select: none; text-indent: 0; }
    p code, li code, h2 code, h1 code { background: var(--inline-code); padding: 0 .25em;
      border-radius: .2em; color: var(--code-ink); font-size: max(16px, .9em); }
    .badge { font-size: max(14px, .75rem); text-transform: uppercase; letter-spacing: .06em;
      border: 2px solid var(--ink); border-radius: .3rem; padding: 0 .35rem;
      vertical-align: middle; }
    .step.predict .badge { background: var(--predict); }
    .step.exercise .badge { background: var(--exercise); }
    .question { font-size: 1.1rem; scroll-margin-top: calc(var(--header-height) + 1rem);
      scroll-margin-bottom: 6rem; }
    .step.asking { outline: 4px solid var(--accent); outline-offset: .4rem;
      border-radius: .2rem; }
    .stepping .reveal { display: none; }
    .stepping .revealed .reveal { display: block; }
    .revealed .reveal-button { display: none; }
    .answer { font-size: 1.1rem; }
    .guess { border-bottom: 2px solid var(--ink); min-height: 2.5em; }
    details { margin: .4rem 0; border: 2px solid var(--rule); border-radius: .4rem;
      padding: .2rem .6rem; }
    details > summary { border: none; padding: 0; font-weight: 600; }
    ol.choices { list-style: none; display: flex; flex-wrap: wrap; gap: .3rem 2.2rem;
      padding-left: 1rem; font-size: 1.1rem; }
    ol.choices .letter { font-weight: 700; margin-right: .4em; }
    .legend { list-style: none; padding: 0; margin: 0 0 .3rem; display: flex; flex-wrap: wrap;
      gap: 0 1rem; font-size: max(14px, .75rem); flex: none; }
    .swatch { display: inline-block; width: 1em; height: 1em; border: 2px solid;
      vertical-align: -.15em; margin-right: .3em; border-radius: .2em; }
    .inherited { --fill: var(--inherited); --edge: var(--inherited-edge); }
    .lost { --fill: var(--lost); --edge: var(--lost-edge); }
    .restored { --fill: var(--restored); --edge: var(--restored-edge); }
    .swatch { background: var(--fill, transparent); border-color: var(--edge, var(--ink)); }
    .swatch.scope { border-style: dashed; border-color: var(--scope-edge); }
    .diagram-frame { overflow: auto; min-height: 6rem; flex: 1 1 auto; cursor: grab;
      border: 1px solid var(--rule); border-radius: .4rem; padding: .2rem; }
    .handout .diagram-frame { cursor: auto; border: none; }
    .stepping .diagram-frame { contain: strict; }
    .stepping .console { contain: layout paint; }
    .diagram .node { border: 2.5px solid var(--edge, var(--ink)); border-radius: 6px;
      background: var(--fill, var(--box)); margin: .2rem 0 .2rem 1rem; padding: 0 .4rem .1rem;
      min-width: min(14rem, calc(100% - 1rem)); }
    .diagram > .node { margin-left: 0; }
    .diagram .node.scope { background: transparent; border: 2.5px dashed var(--scope-edge); }
    .diagram .node.unstarted { --fill: var(--unstarted); --edge: var(--muted); }
    .diagram .node.ended { border-style: dotted; }
    .diagram .node.ended > .title::after { content: " · ended"; font-weight: 400; }
    .diagram .row { margin: 0; font-size: max(14px, .8rem); line-height: 1.35;
      padding-left: 1.2em; text-indent: -1.2em; overflow-wrap: anywhere;
      scroll-margin: .5rem; }
    .diagram .row.title { font-weight: 700; }
    .diagram .row.now { background: var(--now); box-shadow: inset 4px 0 0 var(--accent); }
    .console { list-style: none; padding: .4rem .7rem; margin: 0; background: var(--console);
      color: #f5f5f5; border-radius: .4rem; font-size: max(16px, .85rem); min-height: 2.5em;
      flex: 0 1 auto; max-height: 35%; overflow: auto; }
    .console li { white-space: pre-wrap; overflow-wrap: anywhere; }
    .console li.issue { color: #ffd166; } .console li.why { color: #8fd3ff; }
    .console li.error, .console li.check { color: #ff9b9b; }
    .console li.now { background: #3a3a3a; }
    .future { display: none !important; }
    .handout main { display: block; }
    .handout .reveal-button { display: none; }
    @media print {
      header { position: static; } .controls, #slider, #caption, .reveal-button { display: none; }
      main { display: block; } .state { position: static !important; height: auto !important; }
      .future { display: revert !important; } .reveal { display: block !important; }
      .diagram-frame { overflow: visible; border: none; } .console { max-height: none; }
      .line.current, .row.now, .console li.now { background: none; box-shadow: none; }
      .step.asking { outline: none; }
      details { border: none; } details::details-content { content-visibility: visible;
        display: contents; }
      .console { background: none; color: var(--ink); border: 1px solid var(--ink); }
      .console li.issue, .console li.why, .console li.error, .console li.check { color: var(--ink); }
    }
    """
}
