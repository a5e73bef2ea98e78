/// The part of a lesson that belongs with a line of its code, for presenter mode: the
/// heading of the lesson step the line is in, the prose just before the line's block (a
/// Predict's question and choices after it), as Markdown. Before any code, the lesson's
/// introduction.
struct LessonText {
  let lesson: Lesson

  /// The Markdown for lesson-file line `line` (nil: before the run).
  func markdown(forLine line: Int?) -> String {
    guard let line, let step = lesson.steps.last(where: { $0.line < line }) else {
      return lesson.introduction
    }
    var text = "## \(Self.kindName(step.kind))\(step.title)\n\n"
    let blockIndex = step.parts.firstIndex { part in
      guard case .code(let block) = part else { return false }
      return (block.line..<block.line + block.text.split(separator: "\n").count + 1)
        .contains(line)
    }
    let isProse = { (part: LessonStep.Part) -> Bool in
      if case .prose = part { true } else { false }
    }
    // The prose leading up to the line's block; for a block outside the parts (an
    // exercise's solution or check), the step's opening prose.
    let prose =
      blockIndex.flatMap { step.parts[..<$0].last(where: isProse) }
      ?? step.parts.first(where: isProse)
    if case .prose(let paragraph)? = prose { text += paragraph + "\n" }
    if case .predict(let prediction) = step.kind {
      text += "\n**Question:** \(prediction.question)\n"
      let choices = prediction.choices.enumerated().map {
        "**\(Prediction.letter($0.offset))** \($0.element)"
      }
      if !choices.isEmpty { text += "\n" + choices.joined(separator: " · ") + "\n" }
    }
    return text
  }

  private static func kindName(_ kind: LessonStep.Kind) -> String {
    switch kind {
    case .step, .prose: ""
    case .predict: "Predict: "
    case .exercise: "Exercise: "
    }
  }
}
