extension Lesson {
  /// The whole lesson as one script, as `depplay swift LESSON.md` exports it: every
  /// `depplay` block in order, and for an exercise its reference solution and then its check
  /// (in place of the code the learner starts from).
  var program: ComposedSource {
    var blocks: [CodeBlock] = []
    for step in steps {
      blocks += step.code
      if case .exercise(let exercise) = step.kind {
        blocks += [exercise.solution, exercise.check]
      }
    }
    return ComposedSource(blocks, of: self)
  }
}
