/// How a lesson's sections line up with the run's steps: the first step each section's code
/// makes (the page's table of contents jumps there), and for each Predict the step that
/// would start answering it — its checkpoint, where stepping stops until the answer is
/// revealed.
struct PageOutline: Equatable {
  /// One `##` section of the lesson.
  struct Section: Equatable {
    /// Its index in ``Lesson/steps``.
    let index: Int
    /// The first step made by a statement in the section, nil when none is.
    let firstStep: Int?
    /// For a Predict, the step the page holds back until the answer is revealed: the first
    /// step made at or after the Predict's code (one past the last step when the run ends
    /// before it). Nil for other sections.
    let gate: Int?
  }

  /// The sections, in the lesson's order.
  let sections: [Section]

  /// The Predict sections, in order: the page's checkpoints.
  var checkpoints: [Section] { sections.filter { $0.gate != nil } }

  /// The outline of `lesson` for a run whose steps are `steps` (lines of the lesson file).
  init(lesson: Lesson, steps: [RunReplay.Step]) {
    var sections: [Section] = []
    for (index, step) in lesson.steps.enumerated() {
      let start = step.line
      let end = lesson.steps.indices.contains(index + 1) ? lesson.steps[index + 1].line : Int.max
      let firstStep = steps.indices.dropFirst().first { number in
        guard let line = steps[number].lines?.lowerBound else { return false }
        return (start..<end).contains(line)
      }
      var gate: Int?
      if case .predict = step.kind {
        let codeLine = step.code.first?.line ?? start
        gate =
          steps.indices.dropFirst().first { (steps[$0].lines?.lowerBound ?? 0) >= codeLine }
          ?? steps.count
      }
      sections.append(Section(index: index, firstStep: firstStep, gate: gate))
    }
    self.sections = sections
  }
}
