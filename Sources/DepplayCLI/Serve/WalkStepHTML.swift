/// The lesson step an attendee is at, as their page's walkthrough shows it (beside the
/// shell, which runs it): its prose and code; a Predict's question, and only once the
/// learner has guessed, its answer and the prose that explains it; an exercise's check and
/// whether it is solved. depplay's own markup, every lesson string escaped (``MarkdownHTML``).
struct WalkStepHTML {
  let walk: LessonWalk

  /// The step's `<article>`, or a closing note past the last step.
  func render() -> String {
    let lesson = walk.lesson
    guard lesson.steps.indices.contains(walk.index) else {
      return "<article class=\"step\"><p>That was the last step of "
        + MarkdownHTML.inline(lesson.title) + ". <code>.lesson</code> lists the others.</p>"
        + "</article>"
    }
    let step = lesson.steps[walk.index]
    let done = walk.completed.contains(walk.index)
    var html =
      "<article class=\"step \(LessonHTML.kindClass(step.kind))\">"
      + "<h3><span class=\"badge\">\(LessonHTML.kindName(step.kind))</span> "
      + "\(walk.index + 1)/\(lesson.steps.count) " + MarkdownHTML.inline(step.title) + "</h3>\n"
    switch step.kind {
    case .step, .prose:
      html += LessonHTML.parts(step.parts[...])
    case .predict(let prediction):
      let question = min(LessonWalk.firstCode(of: step) + 1, step.parts.endIndex)
      html += LessonHTML.parts(step.parts[..<question])
      html +=
        "<p class=\"question\"><strong>Predict:</strong> "
        + MarkdownHTML.inline(prediction.question) + "</p>\n"
      if walk.isAwaitingGuess {
        html +=
          "<p class=\"guess\">"
          + (prediction.choices.isEmpty
            ? "Type your guess in the shell."
            : "Click your guess, or type its letter or the value.") + "</p>\n"
      } else {
        html +=
          "<p class=\"answer\"><strong>Answer:</strong> "
          + MarkdownHTML.inline(prediction.revealed) + "</p>\n"
          + LessonHTML.parts(step.parts[question...])
      }
    case .exercise(let exercise):
      html += LessonHTML.parts(step.parts[...])
      html += "<p><strong>Solved when:</strong></p>\n"
      html += CodeHTML.block(exercise.check.text, firstLine: exercise.check.line, runs: false)
      html +=
        done
        ? "<p class=\"solved\">✔ Solved.</p>\n"
        : "<p class=\"guess\">Type statements in the shell until the check passes. "
          + "Hint gives the next of its \(exercise.hints.count) hint"
          + "\(exercise.hints.count == 1 ? "" : "s"); Solution shows one.</p>\n"
    }
    return html + "</article>"
  }
}
