import Foundation

/// The self-contained HTML page of a run: the script (or the lesson, prose rendered) with
/// the current statement highlighted, the diagram of scopes and units, and the output so
/// far, stepped with the arrow keys or buttons, opened at `#step=N`. No network: styles,
/// script and SVG are inline.
struct WorkshopPage {
  let run: WorkshopRun

  /// The whole document.
  func render() -> String {
    let replay = run.replay
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="\(HTMLText.escape(DepplayCommand.version))">
      <title>\(HTMLText.escape(run.title.replacingOccurrences(of: "`", with: ""))) · depplay</title>
      <style>\(PageAssets.style)</style>
      </head>
      <body data-steps="\(replay.stepCount)">
      <header>
      <h1>\(MarkdownHTML.inline(run.title))</h1>
      <nav class="controls" aria-label="Steps">
      <button type="button" id="first" title="First step (Home)">First</button>
      <button type="button" id="back" title="Back (←)">◀ Back</button>
      <span id="position" aria-live="polite">step 0 of \(replay.stepCount)</span>
      <button type="button" id="next" title="Next (→)">Next ▶</button>
      <button type="button" id="last" title="Last step (End)">Last</button>
      </nav>
      <p id="caption" aria-live="polite">\(HTMLText.escape(replay.steps[0].caption))</p>
      </header>
      <main>
      <section class="script" aria-label="\(run.lesson == nil ? "Script" : "Lesson")">
      \(run.lesson.map(lessonBody) ?? scriptBody())
      </section>
      <aside class="state">
      <h2>Scopes and units</h2>
      \(PageAssets.legend)
      <div class="diagram-frame">\(DiagramSVG(replay: replay).render())</div>
      <h2>Output</h2>
      <ol class="console">
      \(outputLines())
      </ol>
      </aside>
      </main>
      <script type="application/json" id="steps">\(stepsJSON())</script>
      <script>\(PageAssets.script)</script>
      </body>
      </html>

      """
  }

  private func scriptBody() -> String {
    let text = run.source.pieces.first?.file.text ?? ""
    return codeBlock(text, firstLine: 1, runs: true)
  }

  /// Code with each line numbered by its line in the file (`id="L12"`), so steps can
  /// highlight it; `runs` is false for code shown but never run.
  private func codeBlock(_ text: String, firstLine: Int, runs: Bool) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let body = lines.enumerated().map { offset, line in
      let number = firstLine + offset
      let id = runs ? " id=\"L\(number)\"" : ""
      return "<span class=\"line\"\(id)><span class=\"ln\">\(number)</span>"
        + HTMLText.escape(line) + "</span>"
    }.joined()
    return "<pre class=\"code\(runs ? "" : " shown")\"><code>" + body + "</code></pre>"
  }

  private func lessonBody(_ lesson: Lesson) -> String {
    var html = MarkdownHTML.blocks(lesson.introduction)
    for step in lesson.steps {
      html += "<article class=\"step \(kindClass(step.kind))\">\n"
      html +=
        "<h2><span class=\"badge\">\(kindName(step.kind))</span> "
        + MarkdownHTML.inline(step.title) + "</h2>\n"
      for part in step.parts {
        switch part {
        case .prose(let text): html += MarkdownHTML.blocks(text)
        case .code(let block): html += codeBlock(block.text, firstLine: block.line, runs: true)
        case .shown(let text): html += codeBlock(text, firstLine: 1, runs: false)
        }
      }
      switch step.kind {
      case .predict(let prediction):
        html +=
          "<p class=\"question\"><strong>Predict:</strong> "
          + MarkdownHTML.inline(prediction.question) + "</p>\n"
        if !prediction.choices.isEmpty {
          html +=
            "<ol class=\"choices\">"
            + prediction.choices.enumerated().map { index, choice in
              "<li><span class=\"letter\">\(Prediction.letter(index))</span>"
                + MarkdownHTML.inline(choice) + "</li>"
            }.joined() + "</ol>\n"
        }
        html +=
          "<details class=\"answer\"><summary>Reveal the answer</summary><p>"
          + MarkdownHTML.inline(prediction.revealed) + "</p></details>\n"
      case .exercise(let exercise):
        html += "<p><strong>Solved when:</strong></p>\n"
        html += codeBlock(exercise.check.text, firstLine: exercise.check.line, runs: true)
        for (number, hint) in exercise.hints.enumerated() {
          html +=
            "<details class=\"hint\"><summary>Hint \(number + 1)</summary><p>"
            + MarkdownHTML.inline(hint) + "</p></details>\n"
        }
        html +=
          "<details class=\"solution\"><summary>Solution</summary>"
          + codeBlock(exercise.solution.text, firstLine: exercise.solution.line, runs: true)
          + "</details>\n"
      case .step, .prose:
        break
      }
      html += "</article>\n"
    }
    return html
  }

  private func kindClass(_ kind: LessonStep.Kind) -> String {
    switch kind {
    case .step: "run"
    case .predict: "predict"
    case .exercise: "exercise"
    case .prose: "prose"
    }
  }

  private func kindName(_ kind: LessonStep.Kind) -> String {
    switch kind {
    case .step: "Step"
    case .predict: "Predict"
    case .exercise: "Exercise"
    case .prose: "Note"
    }
  }

  private func outputLines() -> String {
    run.replay.output.map { line in
      "<li class=\"\(line.kind)\" data-step=\"\(line.step)\">\(HTMLText.escape(line.text))</li>"
    }.joined(separator: "\n")
  }

  /// Each step's caption and highlighted lines, as JSON safe inside `<script>`.
  private func stepsJSON() -> String {
    struct Entry: Encodable {
      let caption: String
      let lines: [Int]?
    }
    let entries = run.replay.steps.map { step in
      Entry(caption: step.caption, lines: step.lines.map { [$0.lowerBound, $0.upperBound] })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
  }
}
