/// Where the presenter is and what it has shown: the step, the checkpoints revealed, the
/// hints and solutions given, a step number being typed, and a notice for the next frame.
///
/// A checkpoint (``LessonCheckpoint``) holds stepping back: the steps that answer a Predict
/// or run an exercise's solution wait until the teacher reveals them (`a` for an answer, `s`
/// for a solution), or steps forward again, as on the page: forward at a held Predict reveals
/// its answer, at a held exercise gives its next hint and then shows its solution, so a
/// clicker alone runs a lesson. Jumping past a checkpoint (`g N`, End) reveals it, as a page
/// opened at a later step would.
struct PresenterState {
  /// The lesson's checkpoints, in step order (none for a script).
  let checkpoints: [LessonCheckpoint]
  /// The last step.
  let last: Int
  /// The step shown.
  private(set) var step = 0
  /// The lesson steps (indices into ``Lesson/steps``) whose checkpoint is revealed.
  private(set) var revealed: Set<Int> = []
  /// How many hints each exercise (by lesson step) has given.
  private(set) var hintsGiven: [Int: Int] = [:]
  /// The step number being typed after `g`.
  private(set) var jump: String?
  /// What the last key could not do, or how to go on (shown until the next key).
  private(set) var notice: String?

  init(run: WorkshopRun, step: Int = 0) {
    checkpoints = run.lesson.map { LessonCheckpoint.all(in: $0, replay: run.replay) } ?? []
    last = run.replay.stepCount
    self.step = min(max(0, step), last)
    reveal(through: self.step)
  }

  /// The checkpoint the next step reaches, hidden or revealed.
  var upcoming: LessonCheckpoint? { checkpoints.first { $0.step == step + 1 } }

  /// The checkpoint the next step would pass, while it is hidden.
  var held: LessonCheckpoint? {
    upcoming.flatMap { revealed.contains($0.lessonStep) ? nil : $0 }
  }

  /// Whether the checkpoint of lesson step `index` (if any) has been revealed.
  func isRevealed(_ index: Int) -> Bool { revealed.contains(index) }

  /// Handles `key`; false when it asks to quit.
  mutating func handle(_ key: RawTerminal.Key, lessonStep atHand: Int?) -> Bool {
    if key == .resize { return true }  // only redrawn: the notice and a typed number stay
    notice = nil
    if let typed = jump {
      switch key {
      case .character(let digit) where digit.isASCII && digit.isNumber && typed.count < 9:
        jump = typed + String(digit)
      case .backspace: jump = String(typed.dropLast())
      case .enter:
        go(to: Int(typed) ?? step)
        jump = nil
      default: jump = nil
      }
      return true
    }
    switch PresenterKeys.command(for: key) {
    case .next?:
      if let held {
        forward(at: held)
      } else {
        step = min(step + 1, last)
      }
    case .back?: step = max(step - 1, 0)
    case .first?: step = 0
    case .last?: go(to: last)
    case .reset?:
      step = 0
      revealed = []
      hintsGiven = [:]
    case .jump?: jump = ""
    case .answer?: reveal(.answer, atHand: atHand)
    case .solution?: reveal(.solution, atHand: atHand)
    case .hint?: hint(atHand: atHand)
    case .quit?: return false
    case nil: break
    }
    return true
  }

  /// The lesson step shown and acted on (by `a`, `i`, `s`): the upcoming checkpoint's,
  /// else `current`'s (the lesson step of the statement being run).
  func lessonStepAtHand(current: Int?) -> Int? { upcoming?.lessonStep ?? current }

  /// Forward while `checkpoint` holds stepping: an exercise's next hint while it has one
  /// left, else the answer or the solution.
  private mutating func forward(at checkpoint: LessonCheckpoint) {
    let given = hintsGiven[checkpoint.lessonStep, default: 0]
    if checkpoint.kind == .solution, given < checkpoint.hintCount {
      hintsGiven[checkpoint.lessonStep] = given + 1
    } else {
      revealed.insert(checkpoint.lessonStep)
    }
  }

  private mutating func go(to target: Int) {
    step = min(max(0, target), last)
    reveal(through: step)
  }

  private mutating func reveal(through target: Int) {
    for checkpoint in checkpoints where checkpoint.step <= target {
      revealed.insert(checkpoint.lessonStep)
    }
  }

  private mutating func reveal(_ kind: LessonCheckpoint.Kind, atHand: Int?) {
    guard let index = lessonStepAtHand(current: atHand),
      let checkpoint = checkpoints.first(where: { $0.lessonStep == index }),
      checkpoint.kind == kind
    else {
      notice = kind.nothingToReveal
      return
    }
    revealed.insert(index)
  }

  private mutating func hint(atHand: Int?) {
    guard let index = lessonStepAtHand(current: atHand),
      let checkpoint = checkpoints.first(where: { $0.lessonStep == index }),
      checkpoint.kind == .solution
    else {
      notice = "no exercise here to give a hint for"
      return
    }
    let given = hintsGiven[index, default: 0]
    guard given < checkpoint.hintCount else {
      notice = "no more hints (s shows the solution)"
      return
    }
    hintsGiven[index] = given + 1
  }
}
