/// A step of a lesson's run that gives something away: the first step run by a Predict's
/// code (the code's output answers the question), or by an exercise's solution. Views hold
/// it back until the teacher reveals it.
struct LessonCheckpoint: Equatable {
  /// What revealing it shows.
  enum Kind: Equatable {
    /// A Predict's answer and explanation.
    case answer
    /// An exercise's solution.
    case solution

    /// What the presenter says when stepping is held here.
    var waiting: String {
      switch self {
      case .answer: "Predict: take the room's guesses, then forward or a reveals the answer"
      case .solution: "Exercise: forward gives a hint (i), then the solution (s)"
      }
    }

    /// What the presenter says when the key has nothing to reveal.
    var nothingToReveal: String {
      switch self {
      case .answer: "no prediction here to reveal"
      case .solution: "no exercise here to solve"
      }
    }
  }

  /// The lesson step (an index into ``Lesson/steps``).
  let lessonStep: Int
  /// The run's step it holds back.
  let step: Int
  /// What revealing it shows.
  let kind: Kind
  /// The exercise's hints (0 for a Predict).
  let hintCount: Int
  /// The lesson lines it hides until revealed (an exercise's solution; none for a Predict,
  /// whose code is shown before the guess).
  let hiddenLines: ClosedRange<Int>?
  /// The lesson lines the room is asked about (a Predict's code, an exercise's), kept in
  /// view while stepping waits here, though the statement last run is elsewhere.
  let askedLines: ClosedRange<Int>

  /// The checkpoints of `lesson` in `replay`, in step order: for each Predict, the first step
  /// whose statement is in its code; for each exercise, the first in its solution.
  static func all(in lesson: Lesson, replay: RunReplay) -> [LessonCheckpoint] {
    var checkpoints: [LessonCheckpoint] = []
    for (index, lessonStep) in lesson.steps.enumerated() {
      let blocks: [CodeBlock]
      let asked: [CodeBlock]
      let kind: Kind
      var hints = 0
      switch lessonStep.kind {
      case .predict:
        blocks = lessonStep.code
        asked = blocks
        kind = .answer
      case .exercise(let exercise):
        blocks = [exercise.solution]
        asked = [exercise.solution, exercise.check]
        kind = .solution
        hints = exercise.hints.count
      case .step, .prose: continue
      }
      let lines = blocks.map(\.lines)
      guard let firstAsked = asked.map(\.lines.lowerBound).min(),
        let lastAsked = asked.map(\.lines.upperBound).max(),
        let step = replay.steps.indices.dropFirst().first(where: { step in
          guard let statement = replay.steps[step].lines else { return false }
          return lines.contains { $0.contains(statement.lowerBound) }
        })
      else { continue }
      checkpoints.append(
        LessonCheckpoint(
          lessonStep: index, step: step, kind: kind, hintCount: hints,
          hiddenLines: kind == .solution ? lines.first : nil,
          askedLines: firstAsked...lastAsked))
    }
    return checkpoints.sorted { $0.step < $1.step }
  }
}

extension CodeBlock {
  /// The lesson lines the code takes.
  var lines: ClosedRange<Int> {
    line...(line + max(0, text.split(separator: "\n", omittingEmptySubsequences: false).count - 1))
  }
}
