/// A parsed lesson file (the format is LESSONS.md's): a title, the rules it teaches, an
/// introduction, and steps.
struct Lesson: Sendable {
  /// The file's name without `.md`, e.g. `03-the-test-safety-net`.
  let name: String
  /// The file's path.
  let path: String
  /// The file's text (diagnostics show its lines).
  let text: String
  /// The `# Title`.
  let title: String
  /// The SEMANTICS.md rules from `Teaches:`.
  let rules: [Int]
  /// The prose before the first step.
  let introduction: String
  /// The `##` sections, in order.
  let steps: [LessonStep]
}

/// A fenced code block of a lesson, and the line of its first code line.
struct CodeBlock: Sendable, Equatable {
  /// The code, without the fences.
  let text: String
  /// The 1-based line in the lesson file of the code's first line.
  let line: Int
}

/// One `##` section of a lesson.
struct LessonStep: Sendable {
  /// What the section asks of the learner.
  enum Kind: Sendable {
    /// `## Step:` — narration and code that runs.
    case step
    /// `## Predict:` — the learner guesses the answer to a question (perhaps among
    /// choices) before the code runs.
    case predict(Prediction)
    /// `## Exercise:` — the learner makes `check` pass.
    case exercise(Exercise)
    /// Any other heading: prose and code shown, never run.
    case prose
  }

  /// An exercise's parts.
  struct Exercise: Sendable {
    /// The code the learner starts from.
    let start: CodeBlock
    /// The `expect`s that decide when it is solved.
    let check: CodeBlock
    /// Hints, in the order they are given.
    let hints: [String]
    /// The reference solution.
    let solution: CodeBlock
  }

  /// What the learner sees and runs, in order.
  enum Part: Sendable {
    /// Prose, shown as written.
    case prose(String)
    /// A `depplay` block: shown, then run.
    case code(CodeBlock)
    /// A block that is shown and never run (`swift`, an exercise's starting code).
    case shown(String)
  }

  /// The heading's text after `Step:`/`Predict:`/`Exercise:`.
  let title: String
  /// The heading's line.
  let line: Int
  /// The kind.
  let kind: Kind
  /// Prose and blocks, in order (without `Question:`, `Choice:`, `Answer:`, `Hint:` lines
  /// and the check and solution blocks).
  let parts: [Part]

  /// The `depplay` blocks that run.
  var code: [CodeBlock] {
    parts.compactMap { if case .code(let block) = $0 { block } else { nil } }
  }
}
