/// A lesson's prose and code as the page shows it: one `<article>` per section, code lines
/// numbered by their line in the lesson file (so steps can highlight them), and each
/// Predict laid out as a checkpoint: its setup and code, the question and choices, then the
/// answer and the prose that explains it in a `reveal` block the page keeps hidden until the
/// answer is revealed.
struct LessonHTML {
  let lesson: Lesson
  let outline: PageOutline
  /// Nil for the stepped page; a handout opens every hint and solution, and one without
  /// answers leaves out the answers, their explanations and the solutions.
  let handout: Handout?

  /// The lesson's introduction and sections.
  func render() -> String {
    var html = MarkdownHTML.blocks(lesson.introduction)
    for (step, section) in zip(lesson.steps, outline.sections) {
      html += article(step, section)
    }
    return html
  }

  private var answers: Bool { handout != .withoutAnswers }

  private func article(_ step: LessonStep, _ section: PageOutline.Section) -> String {
    var attributes = "class=\"step \(Self.kindClass(step.kind))\" id=\"S\(section.index)\""
    if let first = section.firstStep { attributes += " data-first-step=\"\(first)\"" }
    if let gate = section.gate { attributes += " data-gate=\"\(gate)\"" }
    var html = "<article \(attributes)>\n"
    html +=
      "<h2><span class=\"badge\">\(Self.kindName(step.kind))</span> "
      + MarkdownHTML.inline(step.title) + "</h2>\n"
    guard case .predict(let prediction) = step.kind else {
      html += Self.parts(step.parts[...])
      if case .exercise(let exercise) = step.kind { html += self.exercise(exercise) }
      return html + "</article>\n"
    }
    // The prose after the Predict's last block explains the answer: it is revealed with it.
    let lastCode = step.parts.lastIndex { if case .code = $0 { true } else { false } }
    let split = lastCode.map { $0 + 1 } ?? step.parts.count
    html += Self.parts(step.parts[..<split])
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
    guard answers else {
      return html + "<p class=\"guess\">Your answer: </p>\n</article>\n"
    }
    html +=
      "<button type=\"button\" class=\"reveal-button\" data-section=\"\(section.index)\">"
      + "Reveal the answer</button>\n"
    html +=
      "<div class=\"reveal\"><p class=\"answer\"><strong>Answer:</strong> "
      + MarkdownHTML.inline(prediction.revealed) + "</p>\n"
      + Self.parts(step.parts[split...]) + "</div>\n"
    return html + "</article>\n"
  }

  private func exercise(_ exercise: LessonStep.Exercise) -> String {
    let open = handout == nil ? "" : " open"
    var html = "<p><strong>Solved when:</strong></p>\n"
    html += CodeHTML.block(exercise.check.text, firstLine: exercise.check.line, runs: true)
    for (number, hint) in exercise.hints.enumerated() {
      html +=
        "<details class=\"hint\"\(open)><summary>Hint \(number + 1)</summary><p>"
        + MarkdownHTML.inline(hint) + "</p></details>\n"
    }
    guard answers else { return html }
    return html
      + "<details class=\"solution\"\(open)><summary>Solution</summary>"
      + CodeHTML.block(exercise.solution.text, firstLine: exercise.solution.line, runs: true)
      + "</details>\n"
  }

  /// A section's prose and code, as the page shows them.
  static func parts(_ parts: ArraySlice<LessonStep.Part>) -> String {
    parts.map { part in
      switch part {
      case .prose(let text): MarkdownHTML.blocks(text)
      case .code(let block): CodeHTML.block(block.text, firstLine: block.line, runs: true)
      case .shown(let text): CodeHTML.block(text, firstLine: 1, runs: false)
      }
    }.joined()
  }

  /// The class of a section's `<article>` (its badge's colour).
  static func kindClass(_ kind: LessonStep.Kind) -> String {
    switch kind {
    case .step: "run"
    case .predict: "predict"
    case .exercise: "exercise"
    case .prose: "prose"
    }
  }

  /// The badge a section's heading wears (the table of contents shows it too).
  static func kindName(_ kind: LessonStep.Kind) -> String {
    switch kind {
    case .step: "Step"
    case .predict: "Predict"
    case .exercise: "Exercise"
    case .prose: "Note"
    }
  }
}

/// Code as the page shows it: each line numbered by its line in the file (`id="L12"` when
/// it runs, so steps can highlight it), long lines wrapping under their own indentation.
enum CodeHTML {
  /// `text`, whose first line is line `firstLine` of its file; `runs` is false for code
  /// shown but never run.
  static func block(_ text: String, firstLine: Int, runs: Bool) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let body = lines.enumerated().map { offset, line in
      let number = firstLine + offset
      let id = runs ? " id=\"L\(number)\"" : ""
      let indent = line.prefix { $0 == " " }.count
      let hanging = indent > 0 ? " style=\"--indent:\(indent)\"" : ""
      return "<span class=\"line\"\(id)\(hanging)><span class=\"ln\">\(number)</span>"
        + HTMLText.escape(line) + "</span>"
    }.joined()
    return "<pre class=\"code\(runs ? "" : " shown")\"><code>" + body + "</code></pre>"
  }
}
