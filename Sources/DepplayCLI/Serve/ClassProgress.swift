/// Where the class is: each attendee's place in the lessons (from their walks' reports),
/// the Predict guesses, which Predict results the teacher revealed, and the step the
/// teacher moved the class to. Shown on the teacher's page only; what an attendee typed
/// never is (a guess counts as the choice it names).
struct ClassProgress: Sendable {
  /// A step of a lesson.
  struct Place: Hashable, Sendable {
    let lesson: String
    let step: Int
  }

  /// The step each attendee is at, by session id.
  private(set) var positions: [String: Place] = [:]
  /// The steps each attendee has done.
  private(set) var done: [String: Set<Place>] = [:]
  /// At each Predict step, each attendee's first guess: the choice (nil: none of them).
  private(set) var guesses: [Place: [String: Int?]] = [:]
  /// The Predict steps whose results the teacher revealed.
  private(set) var revealed: Set<Place> = []
  /// The step the teacher last moved the class to.
  var classPlace: Place?

  /// Takes in what attendee `session`'s walk reported.
  mutating func record(_ report: WalkReport, from session: String) {
    switch report {
    case .showing(let lesson, let step):
      positions[session] = Place(lesson: lesson, step: step)
    case .guessed(let lesson, let step, let choice):
      let place = Place(lesson: lesson, step: step)
      if guesses[place]?[session] == nil { guesses[place, default: [:]][session] = choice }
    case .done(let lesson, let step):
      done[session, default: []].insert(Place(lesson: lesson, step: step))
    }
  }

  /// Forgets an attendee whose session ended.
  mutating func remove(_ session: String) {
    positions[session] = nil
    done[session] = nil
    for place in guesses.keys { guesses[place]?[session] = nil }
  }

  /// Shows the results of the Predict at `place`.
  mutating func reveal(_ place: Place) { revealed.insert(place) }

  /// How many attendees are at `place`, and how many have done it.
  func counts(at place: Place) -> (there: Int, passed: Int) {
    (
      positions.values.filter { $0 == place }.count,
      done.values.filter { $0.contains(place) }.count
    )
  }

  /// How many attendees guessed at `place`, and — once revealed — how many chose each of
  /// `choices` choices (the last count: guesses that are none of them).
  func tally(at place: Place, choices: Int) -> (answered: Int, counts: [Int]?) {
    let guesses = self.guesses[place] ?? [:]
    guard revealed.contains(place) else { return (guesses.count, nil) }
    var counts = Array(repeating: 0, count: choices + 1)
    for choice in guesses.values {
      if let choice, counts.indices.contains(choice), choice < choices {
        counts[choice] += 1
      } else {
        counts[choices] += 1
      }
    }
    return (guesses.count, counts)
  }
}
