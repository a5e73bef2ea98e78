import Foundation

/// What an attendee's page is told, an event of its feed: the text is always data the page
/// puts on screen as text (never markup), except the diagram and the lesson step, which
/// depplay draws itself with every script-written and lesson-written string escaped
/// (``DiagramHTML``, ``WalkStepHTML``).
enum AttendeeEvent: Sendable {
  /// The session printed `text` on standard output (`out`) or standard error (`err`):
  /// the bytes `depplay run` prints for the same input.
  case output(stream: String, text: String)
  /// The shell waits for a line, showing `prompt`.
  case prompt(String)
  /// The shell read `text` at `prompt` (`^C` for Ctrl-C), as a terminal would echo it.
  case entry(prompt: String, text: String)
  /// The diagram of scopes and units of the last entry, and its `.tree`.
  case diagram(diagram: String, tree: String)
  /// Where the attendee is in a lesson.
  case walk(WalkSnapshot)
  /// The session ended (`.quit`, or idle too long); `reason` says which.
  case ended(reason: String)
  /// The room closed (the teacher stopped `depplay serve`).
  case closed(reason: String)

  /// The event's name on the wire.
  var name: String {
    switch self {
    case .output: "output"
    case .prompt: "prompt"
    case .entry: "entry"
    case .diagram: "diagram"
    case .walk: "walk"
    case .ended: "ended"
    case .closed: "closed"
    }
  }

  /// The event's data, one line of JSON.
  var json: String {
    switch self {
    case .output(let stream, let text): Self.encode(["stream": stream, "text": text])
    case .prompt(let prompt): Self.encode(["prompt": prompt])
    case .entry(let prompt, let text): Self.encode(["prompt": prompt, "text": text])
    case .diagram(let diagram, let tree): Self.encode(["diagram": diagram, "tree": tree])
    case .walk(let snapshot): Self.encode(snapshot)
    case .ended(let reason), .closed(let reason): Self.encode(["reason": reason])
    }
  }

  /// `value` as one line of JSON.
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Where an attendee is in a lesson, for the page's walkthrough panel.
struct WalkSnapshot: Codable, Sendable, Equatable {
  /// One step of the lesson.
  struct Step: Codable, Sendable, Equatable {
    let title: String
    let kind: String
    let done: Bool
  }

  let lesson: String
  let title: String
  let steps: [Step]
  /// The step on screen (0-based; `steps.count` past the last).
  let current: Int
  /// The choices of the Predict question waiting for a guess (empty otherwise).
  let choices: [String]
  /// The step on screen as the walkthrough shows it (``WalkStepHTML``): a Predict's answer
  /// only once it is guessed.
  let stepHTML: String

  /// Where `walk` is.
  init(_ walk: LessonWalk) {
    lesson = walk.lesson.name
    title = walk.lesson.title
    steps = walk.lesson.steps.enumerated().map { index, step in
      Step(title: step.title, kind: Self.kind(step.kind), done: walk.completed.contains(index))
    }
    current = walk.index
    let shown = walk.lesson.steps.indices.contains(walk.index) ? walk.lesson.steps[walk.index] : nil
    if walk.isAwaitingGuess, case .predict(let prediction)? = shown?.kind {
      choices = prediction.choices
    } else {
      choices = []
    }
    stepHTML = WalkStepHTML(walk: walk).render()
  }

  /// The heading word of a step's kind, as the lesson writes it.
  static func kind(_ kind: LessonStep.Kind) -> String {
    switch kind {
    case .step: "Step"
    case .predict: "Predict"
    case .exercise: "Exercise"
    case .prose: "Prose"
    }
  }
}
