/// The attendee's page of `depplay serve`: the lesson walkthrough (the step on screen,
/// Predict choices to click, progress, buttons that type `.prev`, `.next`, `.hint`, …)
/// beside a depplay shell, the diagram and `.tree` of the last entry under them. Self-contained (inline style and
/// script, no network but the room's own address); everything a session sends is put on
/// screen as text, except the diagram, which depplay draws with script strings escaped.
enum AttendeePage {
  /// The document (the same for every attendee: the token and the session are read by its
  /// script from the address and the tab's session storage).
  static let html = ServePage.document(
    title: "depplay · workshop room", style: style, bodyAttributes: " data-busy=\"no\"",
    body: """
      <header><h1>depplay</h1><p id="status" role="status" hidden></p></header>
      <main class="room">
      <section class="walk" aria-label="Lesson">
      <h2 id="lesson-title">No lesson yet</h2>
      <p class="hint">Type <code>.lesson</code> to list the lessons, <code>.help</code> for commands.</p>
      <p id="walk-progress" hidden><progress id="done-bar" max="1" value="0"></progress>
      <span id="done-count"></span></p>
      <div id="step-card" aria-live="polite"></div>
      <div id="choices" aria-label="Your guess"></div>
      <nav id="walk-controls" aria-label="Steps" hidden>
      <button type="button" data-line=".prev" title=".prev">◀ Back</button>
      <button type="button" data-line=".step" title=".step">Again</button>
      <button type="button" data-line=".next" title=".next">Next ▶</button>
      <button type="button" data-line=".hint" title=".hint" class="exercise-only">Hint</button>
      <button type="button" data-line=".solution" title=".solution" class="exercise-only">\
      Solution</button>
      </nav>
      <ol id="steps"></ol>
      </section>
      <section class="shell" aria-label="Shell">
      <pre id="console" aria-live="polite"></pre>
      <form id="line"><label><span id="prompt"></span>
      <textarea id="entry" rows="1" spellcheck="false" autocomplete="off" autofocus
        aria-label="Entry (Enter runs it, Shift+Enter adds a line, ↑/↓ history, Ctrl-C stops)"></textarea>
      </label></form>
      </section>
      <aside class="state" aria-label="The last entry">
      <h2>Scopes and units of the last entry</h2>
      \(PageStyle.legend)
      <div class="diagram-frame" id="diagram"></div>
      <h2>.tree</h2>
      <pre id="tree"></pre>
      </aside>
      </main>
      """,
    script: AttendeePageScript.source)

  private static let style = """
    main.room { display: grid; grid-template-columns: minmax(14rem, 1fr) minmax(0, 2fr)
      minmax(0, 1.4fr); gap: 1rem; padding: .5rem 1rem; font-size: 16px; }
    @media (max-width: 1100px) { main.room { grid-template-columns: 1fr; } }
    #status { margin: .3rem 0; padding: .4rem .6rem; background: var(--now); font-weight: 600; }
    #console { height: 60vh; overflow: auto; margin: 0; padding: .5rem; background: #111;
      color: #eee; white-space: pre-wrap; word-break: break-word; font-size: 15px; }
    #console .err { color: #ff9b93; }
    #console .echo { color: #9fd0ff; }
    #line label { display: flex; gap: .4rem; align-items: flex-start; background: #111;
      color: #eee; padding: .3rem .5rem; font-family: ui-monospace, monospace; }
    #prompt { white-space: pre; }
    #entry { flex: 1; font: 15px ui-monospace, "DejaVu Sans Mono", monospace; background: #111;
      color: #fff; border: 0; resize: vertical; outline: none; }
    body[data-busy="yes"] #prompt::after { content: "(running… Ctrl-C stops it)"; color: #aaa; }
    #step-card article { border-left: 4px solid var(--rule); padding-left: .6rem; }
    #step-card h3 { margin: .3rem 0; }
    #walk-progress progress { width: 10rem; }
    #walk-controls button { margin: .2rem .1rem; }
    #walk-controls[data-kind="Exercise"] .exercise-only { display: inline-block; }
    #walk-controls .exercise-only { display: none; }
    #steps button { border: 0; background: none; padding: 0; text-align: left; font: inherit;
      color: inherit; cursor: pointer; }
    #steps li.current { font-weight: 700; background: var(--now); }
    #steps li.done::marker { content: "✔ "; }
    #choices button { margin: .2rem; }
    #tree { white-space: pre; overflow: auto; font-size: 14px; }
    """
}
