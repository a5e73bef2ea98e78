/// The class as the teacher's page draws it: per served lesson, per step, how many
/// attendees are there and how many have done it; at each Predict, how many answered and —
/// once the teacher revealed it — how many chose each answer.
struct ClassSnapshot: Encodable, Sendable {
  struct Lesson: Encodable, Sendable {
    let name: String
    let title: String
    let steps: [Step]
  }

  struct Step: Encodable, Sendable {
    let title: String
    let kind: String
    let there: Int
    let passed: Int
    let predict: Predict?
  }

  struct Predict: Encodable, Sendable {
    let question: String
    /// The choices, and "other" last for guesses that are none of them.
    let choices: [String]
    /// The answer; nil until revealed.
    let answer: String?
    let answered: Int
    let revealed: Bool
    /// Per choice (as `choices`); nil until revealed.
    let counts: [Int]?
  }

  struct Place: Encodable, Sendable {
    let lesson: String
    let step: Int
  }

  let lessons: [Lesson]
  /// The step the teacher last moved the class to.
  let classPlace: Place?
  /// Sessions alive.
  let attendees: Int

  init(lessons: [DepplayCLI.Lesson], progress: ClassProgress, attendees: Int) {
    self.lessons = lessons.map { lesson in
      Lesson(
        name: lesson.name, title: lesson.title,
        steps: lesson.steps.enumerated().map { index, step in
          let place = ClassProgress.Place(lesson: lesson.name, step: index)
          let (there, passed) = progress.counts(at: place)
          var predict: Predict?
          if case .predict(let prediction) = step.kind {
            let (answered, counts) = progress.tally(at: place, choices: prediction.choices.count)
            predict = Predict(
              question: prediction.question, choices: prediction.choices + ["other"],
              answer: counts == nil ? nil : prediction.revealed, answered: answered,
              revealed: counts != nil,
              counts: counts)
          }
          return Step(
            title: step.title, kind: WalkSnapshot.kind(step.kind), there: there, passed: passed,
            predict: predict)
        })
    }
    classPlace = progress.classPlace.map { Place(lesson: $0.lesson, step: $0.step) }
    self.attendees = attendees
  }
}
