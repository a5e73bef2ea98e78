import Foundation

/// The self-contained HTML page of a run: the script (or the lesson, prose rendered) with
/// the current statement highlighted, the diagram of scopes and units, and the output so
/// far, stepped with keys (a presenter's clicker too), buttons, a slider or the table of
/// contents, opened at `#step=N`; a Predict is a checkpoint whose answer stays hidden until
/// it is revealed. As a handout it is the whole run, laid out for printing. No network:
/// styles, script and diagram are inline.
struct WorkshopPage {
  let run: WorkshopRun
  /// Nil for the page stepped on a screen or projector; else the handout, for printing.
  var handout: Handout?

  /// The whole document.
  func render() -> String {
    let replay = run.replay
    var outline: PageOutline?
    var body = CodeHTML.block(
      run.source.pieces.first?.file.text ?? "", firstLine: 1, runs: true)
    if let lesson = run.lesson {
      let sections = PageOutline(lesson: lesson, steps: replay.steps)
      outline = sections
      body = LessonHTML(lesson: lesson, outline: sections, handout: handout).render()
    }
    let stepping = handout == nil
    return """
      <!DOCTYPE html>
      <html lang="en" data-page="\(HTMLText.escape(fileName))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="\(HTMLText.escape(DepplayCommand.version))">
      <title>\(HTMLText.escape(run.title.replacingOccurrences(of: "`", with: ""))) · depplay</title>
      <style>\(PageStyle.sheet)</style>
      \(stepping ? "<script>\(PageScript.early)</script>" : "")
      </head>
      <body class="\(stepping ? "stepping" : "handout")" data-steps="\(replay.stepCount)">
      <header>
      <div class="bar">
      <h1>\(MarkdownHTML.inline(run.title))</h1>
      <span class="file">\(HTMLText.escape(fileName))</span>
      \(stepping ? controls(outline) : "")
      </div>
      \(stepping ? stepper : "")
      </header>
      <main>
      <section class="script" aria-label="\(run.lesson == nil ? "Script" : "Lesson")">
      \(body)
      </section>
      \(handout == .withoutAnswers ? "" : state)
      </main>
      \(stepping ? "<script type=\"application/json\" id=\"steps\">\(stepsJSON())</script>" : "")
      \(stepping ? "<script>\(PageScript.stepping)</script>" : "")
      </body>
      </html>

      """
  }

  /// The file the page shows, by name (a caption has no room for a path).
  private var fileName: String {
    let path = run.lesson?.path ?? run.source.pieces.first?.file.name ?? run.title
    return (path as NSString).lastPathComponent
  }

  private func controls(_ outline: PageOutline?) -> String {
    let count = run.replay.stepCount
    return """
      <nav class="controls" aria-label="Steps">
      <button type="button" id="first" title="First step (Home)">First</button>
      <button type="button" id="back" title="Back (← PageUp Backspace b)">◀ Back</button>
      <span id="position" aria-live="polite">step 0 of \(count)</span>
      <button type="button" id="next" title="Next event (→ Space PageDown .)">Next ▶</button>
      <button type="button" id="statement" title="Next statement (↓; ↑ goes back one)">\
      Next statement ▶▶</button>
      <button type="button" id="last" title="Last step (End)">Last</button>
      <button type="button" id="reveal" title="Reveal the answer (R; or Next again)" hidden>\
      Reveal</button>
      \(outline.map(tableOfContents) ?? "")
      <span class="view">
      <button type="button" id="smaller" title="Smaller (-)" aria-label="Smaller">A−</button>
      <button type="button" id="larger" title="Larger (+)" aria-label="Larger">A+</button>
      <button type="button" id="theme" title="Dark or light (D)" aria-label="Dark or light">◐</button>
      </span>
      </nav>
      """
  }

  private var stepper: String {
    """
    <input type="range" id="slider" min="0" max="\(run.replay.stepCount)" value="0" \
    aria-label="Step">
    <p id="caption" aria-live="polite">\(HTMLText.escape(caption(run.replay.steps[0].caption)))</p>
    """
  }

  /// The lesson's sections, each a button to its first step (a Predict's: to its question).
  private func tableOfContents(_ outline: PageOutline) -> String {
    guard let lesson = run.lesson else { return "" }
    let items = zip(lesson.steps, outline.sections).map { step, section in
      let target =
        section.gate.map { "data-gate=\"\($0)\"" }
        ?? section.firstStep.map {
          "data-jump=\"\($0)\""
        }
      let title = "<b>\(LessonHTML.kindName(step.kind))</b> " + MarkdownHTML.inline(step.title)
      guard let target else { return "<li><span class=\"unrun\">\(title)</span></li>" }
      return
        "<li><button type=\"button\" \(target) data-section=\"\(section.index)\">\(title)</button></li>"
    }
    return """
      <details class="toc"><summary title="Contents (C)">Contents</summary><ol>\
      \(items.joined())</ol></details>
      """
  }

  private var state: String {
    """
    <aside class="state">
    <h2>Scopes and units</h2>
    \(PageStyle.legend)
    <div class="diagram-frame" tabindex="0" aria-label="Diagram (scrolls)">\
    \(DiagramHTML(replay: run.replay).render())</div>
    <h2>Output</h2>
    <ol class="console">
    \(outputLines())
    </ol>
    </aside>
    """
  }

  private func outputLines() -> String {
    run.replay.output.map { line in
      // A piece printed later onto the same line appears at its own step.
      let later = line.pieces.dropFirst().map { piece in
        "<span data-step=\"\(piece.step)\">\(HTMLText.escape(piece.text))</span>"
      }
      return "<li class=\"\(line.kind.rawValue)\" data-step=\"\(line.step)\">"
        + HTMLText.escape(line.pieces[0].text) + later.joined() + "</li>"
    }.joined(separator: "\n")
  }

  /// A step's caption with every place's path cut to its file's name.
  private func caption(_ text: String) -> String {
    text.replacing(/[^\s():]*\/([^\/\s():]+:\d+)/) { $0.output.1 }
  }

  /// Each step's caption and highlighted lines, as JSON safe inside `<script>`.
  private func stepsJSON() -> String {
    struct Entry: Encodable {
      let caption: String
      let lines: [Int]?
    }
    return HTMLText.scriptJSON(
      run.replay.steps.map { step in
        Entry(
          caption: caption(step.caption),
          lines: step.lines.map { [$0.lowerBound, $0.upperBound] })
      })
  }
}
