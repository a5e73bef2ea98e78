import DepplayLanguage
import Foundation

/// A learner's walk through one lesson in the shell: narration a step at a time (Enter goes
/// on), Predict questions answered before the code runs, exercises checked after every
/// entry, hints in order, a guarded solution, and progress saved as steps are done.
final class LessonWalk {
  let lesson: Lesson
  private let progress: ProgressStore?
  private(set) var completed: Set<Int>
  private(set) var index: Int
  /// Steps before this one have run in the session.
  private var caughtUp = 0
  private var hintsGiven = 0
  private(set) var isAwaitingGuess = false
  /// Wrong guesses so far at the current Predict step.
  private var wrongGuesses = 0

  /// A walk of `lesson`, resuming at its first step not done.
  init(lesson: Lesson, progress: ProgressStore?) {
    self.lesson = lesson
    self.progress = progress
    let done = progress?.completed(lesson.name) ?? []
    completed = done
    index = lesson.steps.indices.first { !done.contains($0) } ?? 0
  }

  private var step: LessonStep? { lesson.steps.indices.contains(index) ? lesson.steps[index] : nil }

  /// Whether entries are attempts at the current exercise.
  var handlesEntries: Bool {
    if case .exercise = step?.kind { return !completed.contains(index) }
    return false
  }

  /// Shows the title, the rules the lesson teaches and its introduction, then the step to
  /// resume at.
  func start(in shell: Shell) {
    shell.output.say("\n\(lesson.title)\n\(String(repeating: "=", count: lesson.title.count))\n\n")
    shell.output.say(shell.fitted(Self.teaches(lesson.rules, from: shell.library.rules)))
    if !lesson.introduction.isEmpty {
      shell.output.write(
        rendered: prose(in: shell).render(lesson.introduction), to: .standardOutput)
    }
    if index > 0 {
      shell.output.say("\n(resuming at step \(index + 1) of \(lesson.steps.count))\n")
    }
    show(in: shell)
  }

  /// The lesson's `Teaches:` rules, each with its one-line statement when the rules are found.
  static func teaches(_ numbers: [Int], from book: RuleBook?) -> String {
    guard !numbers.isEmpty else { return "" }
    guard let book else {
      return "Teaches: rules \(numbers.map(String.init).joined(separator: ", "))\n\n"
    }
    let lines = numbers.map { number in
      "  rule \(number): " + (book.rule(number)?.statement ?? "(not in SEMANTICS.md)")
    }
    return "Teaches:\n" + lines.joined(separator: "\n") + "\n(.rule N shows a rule in full)\n\n"
  }

  /// Presents the current step: its prose and code (run now, for a Step), its question,
  /// or its exercise.
  func show(in shell: Shell) {
    catchUp(to: index, in: shell)
    guard let step else {
      shell.output.say("\nThat was the last step of '\(lesson.title)'. .lesson lists the others.\n")
      return
    }
    hintsGiven = 0
    shell.configuration.onWalk?(.showing(lesson: lesson.name, step: index))
    shell.output.say("\n── \(index + 1)/\(lesson.steps.count) \(step.title) ──\n")
    switch step.kind {
    case .step, .prose:
      present(step.parts[...], in: shell)
      finish(in: shell)
    case .predict(let prediction):
      let firstCode = Self.firstCode(of: step)
      present(step.parts[..<firstCode], in: shell)
      if case .code(let block)? = step.parts[firstCode...].first {
        shell.output.say("\n" + Self.indented(block.text))
      }
      shell.output.say(
        shell.fitted(
          "\nQuestion: \(prediction.question)\n"
            + (prediction.choices.isEmpty
              ? "Type your guess.\n"
              : "  \(prediction.choiceLine)\nType a letter or the value.\n")))
      wrongGuesses = 0
      isAwaitingGuess = true
    case .exercise(let exercise):
      present(step.parts[...], in: shell)
      shell.session.startChecking()
      shell.reader.remember(exercise.start.text)
      shell.output.say(
        shell.fitted(
          "\nType statements until the check passes (the up arrow recalls the code above). "
            + ".hint for a hint, .solution to see one.\n"))
    }
    caughtUp = index + 1
  }

  /// The learner's guess for the current Predict step, whose code is on screen. A right
  /// guess (compared by value: ``Answer``; a choice's letter stands for the choice) runs the
  /// code; a wrong one may be tried again, and Enter after a wrong guess runs the code and
  /// tells the answer.
  func guess(_ text: String, in shell: Shell) {
    guard case .predict(let prediction)? = step?.kind, let step else { return }
    let blank = text.trimmingCharacters(in: .whitespaces).isEmpty
    if blank && wrongGuesses == 0 {
      shell.output.say("Type your guess first (the code runs after it).\n")
      return
    }
    if !blank && wrongGuesses == 0 {
      shell.configuration.onWalk?(
        .guessed(lesson: lesson.name, step: index, choice: prediction.choice(named: text)))
    }
    if !blank && !prediction.accepts(text) {
      wrongGuesses += 1
      let tries = wrongGuesses == 1 ? "1 try" : "\(wrongGuesses) tries"
      shell.output.say(
        shell.fitted(
          "✘ Not \(prediction.said(text)) (\(tries)). Guess again, or press "
            + "Enter to run the code and see.\n"))
      return
    }
    isAwaitingGuess = false
    let firstCode = Self.firstCode(of: step)
    if case .code(let block)? = step.parts[firstCode...].first {
      shell.execute(ComposedSource([block], of: lesson), recording: block.text)
    }
    let tries = wrongGuesses + 1
    shell.output.say(
      blank
        ? "The answer is \(prediction.revealed).\n"
        : "✔ Right: \(prediction.revealed)" + (tries > 1 ? " (on try \(tries))" : "") + "\n")
    present(step.parts[min(firstCode + 1, step.parts.endIndex)...], in: shell)
    finish(in: shell)
  }

  /// Where a Predict's question stands in `step`: the index of its first code block (the
  /// code the guess is about), or the end when it has none.
  static func firstCode(of step: LessonStep) -> Int {
    step.parts.firstIndex { if case .code = $0 { true } else { false } } ?? step.parts.endIndex
  }

  /// An entry typed during the exercise: runs with the exercise's check after it.
  func attempt(_ entry: String, in shell: Shell) {
    guard case .exercise(let exercise)? = step?.kind else { return }
    let check = ComposedSource([exercise.check], of: lesson).pieces
    let source = ComposedSource(
      pieces: ComposedSource(text: entry, name: Shell.entryName).pieces + check)
    let result = shell.execute(source, recording: entry) { event, piece in
      switch event {
      case .checkFailed, .checkPassed: piece == 0
      default: true
      }
    }
    switch result.status {
    case .succeeded:
      shell.output.say("✔ Solved!\n")
      finish(in: shell)
    case .failed:
      let unmet = result.events.lazy.compactMap { event -> String? in
        guard case .checkFailed(let check, _, _) = event else { return nil }
        return ([check.failure] + check.details).joined(separator: "\n  ")
      }.first
      shell.output.say(shell.fitted("Not yet" + (unmet.map { ": \($0)" } ?? "") + "\n"))
    case .malformed:
      return
    }
  }

  /// Enter on an empty line: on to the next step once this one is done.
  func advanceOnEnter(in shell: Shell) {
    if completed.contains(index) || step == nil {
      next(in: shell)
    } else if handlesEntries {
      shell.output.say("Not solved yet: type statements, or .hint, .solution, .next to skip.\n")
    }
  }

  func next(in shell: Shell) {
    guard index < lesson.steps.count else { return show(in: shell) }
    if isAwaitingGuess || handlesEntries { caughtUp = index }  // its code runs on the way
    isAwaitingGuess = false
    index += 1
    show(in: shell)
  }

  /// Goes to step `target` (0-based): forward, the steps on the way run their code first;
  /// back, the step runs again as `.prev` does.
  func jump(to target: Int, in shell: Shell) {
    if target > index {
      if isAwaitingGuess || handlesEntries { caughtUp = index }  // its code runs on the way
    } else {
      caughtUp = target
    }
    isAwaitingGuess = false
    index = target
    show(in: shell)
  }

  func previous(in shell: Shell) {
    guard index > 0 else { return shell.output.say("This is the first step.\n") }
    isAwaitingGuess = false
    index -= 1
    caughtUp = index
    show(in: shell)
  }

  func hint(in shell: Shell) {
    guard case .exercise(let exercise)? = step?.kind else {
      return shell.output.say("Hints come with exercises; this step has none.\n")
    }
    guard hintsGiven < exercise.hints.count else {
      return shell.output.say("No more hints; .solution shows one.\n")
    }
    hintsGiven += 1
    shell.output.say(
      shell.fitted(
        "Hint \(hintsGiven)/\(exercise.hints.count): \(exercise.hints[hintsGiven - 1])\n"))
  }

  /// Shows and runs the reference solution (after the caller confirmed).
  func solution(in shell: Shell) {
    guard case .exercise(let exercise)? = step?.kind else {
      return shell.output.say("This step is not an exercise.\n")
    }
    shell.output.say(Self.indented(exercise.solution.text))
    attempt(exercise.solution.text, in: shell)
  }

  /// Forgets the steps done (their progress was reset); the learner stays where they are.
  func forgetCompleted() { completed = [] }

  /// Steps done, and where the learner is.
  func report(in shell: Shell) {
    let lines = lesson.steps.enumerated().map { number, step in
      (completed.contains(number) ? "✔" : number == index ? "▸" : " ")
        + " \(number + 1). \(step.title)"
    }
    shell.output.say(
      "\(lesson.title): \(completed.count)/\(lesson.steps.count) steps done\n"
        + lines.joined(separator: "\n") + "\n")
  }

  private func finish(in shell: Shell) {
    completed.insert(index)
    shell.configuration.onWalk?(.done(lesson: lesson.name, step: index))
    do {
      try progress?.save(lesson.name, completed: completed)
    } catch {
      shell.progressNotSaved(error)
    }
    shell.output.say(index + 1 < lesson.steps.count ? "(Enter: next step)\n" : "(Enter: finish)\n")
  }

  /// Runs, quietly, the code of the steps between what ran and `target` (a skipped
  /// exercise contributes its solution), so later steps find what they need.
  private func catchUp(to target: Int, in shell: Shell) {
    while caughtUp < min(target, lesson.steps.count) {
      let skipped = lesson.steps[caughtUp]
      var blocks = skipped.code
      if case .exercise(let exercise) = skipped.kind { blocks.append(exercise.solution) }
      for block in blocks {
        shell.execute(ComposedSource([block], of: lesson), recording: block.text) { _, _ in false }
      }
      caughtUp += 1
    }
  }

  private func present(_ parts: ArraySlice<LessonStep.Part>, in shell: Shell) {
    for part in parts {
      switch part {
      case .prose(let text):
        shell.output.write(rendered: "\n" + prose(in: shell).render(text), to: .standardOutput)
      case .shown(let code): shell.output.say("\n" + Self.indented(code))
      case .code(let block):
        shell.output.say("\n" + Self.indented(block.text))
        let result = shell.execute(ComposedSource([block], of: lesson), recording: block.text)
        if let summary = Self.quietChecks(result) { shell.output.say(summary + "\n") }
      }
    }
  }

  /// "✔ 3 checks passed" for a block that printed nothing and whose checks all held (a
  /// step of checks alone would otherwise say nothing at all); nil otherwise.
  static func quietChecks(_ result: ExecutionResult) -> String? {
    guard case .succeeded = result.status else { return nil }
    var passed = 0
    for event in result.events {
      switch event {
      case .checkPassed: passed += 1
      case .output, .issue, .knownIssue, .why, .checkFailed, .error, .testFinished: return nil
      default: continue
      }
    }
    return passed == 0 ? nil : "✔ \(passed) check" + (passed == 1 ? "" : "s") + " passed"
  }

  /// Prose reflowed to the shell's width (80 columns when output is not a terminal), in the
  /// shell's colours.
  private func prose(in shell: Shell) -> TerminalProse {
    TerminalProse(width: shell.proseWidth, colored: shell.configuration.colored)
  }

  private static func indented(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
      separator: "\n") + "\n"
  }
}
