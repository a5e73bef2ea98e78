/// Where a learner is in a lesson walk, as the walk tells it (``Shell/Configuration/onWalk``):
/// `depplay serve` gathers them into the class's progress on the teacher's page.
package enum WalkReport: Sendable, Equatable {
  /// Step `step` (0-based) of lesson `lesson` (its file name without `.md`) is on screen.
  case showing(lesson: String, step: Int)
  /// The learner's first guess at the Predict step: the choice it names (0-based), or nil
  /// for a guess that is none of the choices (or a question without choices).
  case guessed(lesson: String, step: Int, choice: Int?)
  /// The step is done: read, predicted, or its exercise's check passed.
  case done(lesson: String, step: Int)
}
