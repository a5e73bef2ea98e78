import Foundation
import Testing

@testable import DepplayCLI

/// The presenter holds back what gives an answer away: stepping stops before a Predict's
/// code runs until `a` reveals the answer and explanation, and before an exercise's solution
/// runs until `s` shows it (`i` gives its hints one by one); jumping past reveals. Its prose
/// follows the lesson step of the statement being run.
@Suite struct PresenterCheckpointTests {
  static let lesson = PresenterTests.lessons[7]  // 08: a Predict, then an exercise with hints

  static func screen(_ run: WorkshopRun, _ state: PresenterState) -> String {
    PresenterFrame(run: run, state: state, width: 100, height: 60, colored: false).lines()
      .joined(separator: "\n")
  }

  @Test func aPredictHoldsSteppingUntilItsAnswerIsRevealed() throws {
    let run = try WorkshopRun.load(path: Self.lesson)
    var state = PresenterState(run: run)
    let predict = try #require(state.checkpoints.first { $0.kind == .answer })
    #expect(run.lesson?.steps[predict.lessonStep].title.hasPrefix("A Task whose body") == true)
    while state.step < predict.step - 1 { _ = state.handle(.pageDown, lessonStep: nil) }
    #expect(state.held == predict, "held at the Predict")
    let held = Self.screen(run, state)
    #expect(held.contains("When the clock is advanced, what does the task print?"))
    #expect(held.contains("a reveals the answer"))
    #expect(!held.contains("Answer:"), "the answer stays hidden")
    #expect(!held.contains("yet the task read 7"), "the explanation stays hidden")
    _ = state.handle(.character("a"), lessonStep: nil)
    let revealed = Self.screen(run, state)
    #expect(revealed.contains("Answer: b) 7"))
    #expect(revealed.contains("yet the task read 7"))
    _ = state.handle(.right, lessonStep: nil)
    #expect(state.step == predict.step, "stepping goes on once revealed")
  }

  /// Forward alone runs a checkpoint, as on the page: at a held Predict it reveals the
  /// answer (the step stays), at a held exercise it gives each hint, then the solution; the
  /// next forward steps on.
  @Test func forwardAtACheckpointRevealsWhatItHolds() throws {
    let run = try WorkshopRun.load(path: Self.lesson)
    let checkpoints = PresenterState(run: run).checkpoints
    let predict = try #require(checkpoints.first { $0.kind == .answer })
    var state = PresenterState(run: run, step: predict.step - 1)
    _ = state.handle(.pageDown, lessonStep: nil)
    #expect(state.step == predict.step - 1 && state.isRevealed(predict.lessonStep))
    #expect(Self.screen(run, state).contains("Answer: b) 7"))
    _ = state.handle(.pageDown, lessonStep: nil)
    #expect(state.step == predict.step)
    let exercise = try #require(checkpoints.first { $0.kind == .solution })
    #expect(exercise.hintCount == 2)
    state = PresenterState(run: run, step: exercise.step - 1)
    for hint in 1...exercise.hintCount {
      _ = state.handle(.character(" "), lessonStep: nil)
      #expect(state.hintsGiven[exercise.lessonStep] == hint && state.held == exercise)
      #expect(Self.screen(run, state).contains("Hint \(hint):"))
    }
    #expect(Self.screen(run, state).contains("solution hidden"))
    _ = state.handle(.right, lessonStep: nil)
    #expect(state.step == exercise.step - 1 && state.isRevealed(exercise.lessonStep))
    #expect(!Self.screen(run, state).contains("solution hidden"))
    _ = state.handle(.enter, lessonStep: nil)
    #expect(state.step == exercise.step)
  }

  @Test func anExerciseGivesHintsOneByOneAndHoldsItsSolution() throws {
    let run = try WorkshopRun.load(path: Self.lesson)
    let solution = try #require(PresenterState(run: run).checkpoints.first { $0.kind == .solution })
    let hidden = try #require(solution.hiddenLines)
    var state = PresenterState(run: run, step: solution.step - 1)
    #expect(state.held == solution)
    let solutionLine = try #require(
      run.source.pieces.first { $0.line == hidden.lowerBound }?.text.split(separator: "\n").first)
    #expect(!Self.screen(run, state).contains(solutionLine), "the solution's code is hidden")
    #expect(Self.screen(run, state).contains("solution hidden"))
    _ = state.handle(.character("i"), lessonStep: nil)
    #expect(Self.screen(run, state).contains("Hint 1: Nothing bound as a task-local"))
    #expect(!Self.screen(run, state).contains("Hint 2:"))
    _ = state.handle(.character("i"), lessonStep: nil)
    _ = state.handle(.character("i"), lessonStep: nil)
    #expect(Self.screen(run, state).contains("Hint 2:"))
    #expect(state.notice == "no more hints (s shows the solution)")
    _ = state.handle(.character(" "), lessonStep: nil)
    #expect(state.step == solution.step - 1)
    _ = state.handle(.character("s"), lessonStep: nil)
    #expect(Self.screen(run, state).contains(solutionLine))
    _ = state.handle(.character(" "), lessonStep: nil)
    #expect(state.step == solution.step)
  }

  /// Held at a checkpoint, the code shown is the code the room is asked about, from its
  /// first line, even on a projector's short terminal where the statement last run (in the
  /// code before) would leave it off screen.
  @Test(arguments: [7, 15])
  func heldAtACheckpointTheCodeShownIsTheCodeAskedAbout(lesson index: Int) throws {
    let run = try WorkshopRun.load(path: PresenterTests.lessons[index])
    let source = try String(contentsOfFile: PresenterTests.lessons[index], encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let checkpoints = PresenterState(run: run).checkpoints
    #expect(!checkpoints.isEmpty)
    for checkpoint in checkpoints {
      let state = PresenterState(run: run, step: checkpoint.step - 1)
      #expect(state.upcoming == checkpoint)
      let first = checkpoint.askedLines.lowerBound
      let shown =
        checkpoint.hiddenLines?.lowerBound == first
        ? "… solution hidden (s shows it)" : String(source[first - 1])
      for (width, height) in [(100, 32), (140, 36)] {
        let frame = PresenterFrame(
          run: run, state: state, width: width, height: height, colored: false
        ).lines()
        #expect(
          frame.contains { $0.contains("\(first) │ " + shown.prefix(width / 2 - 12)) },
          "lesson \(index + 1), step \(checkpoint.step - 1) at \(width)×\(height) shows line \(first)"
        )
      }
    }
  }

  @Test func jumpingPastACheckpointRevealsItAndResetHidesItAgain() throws {
    let run = try WorkshopRun.load(path: Self.lesson)
    var state = PresenterState(run: run)
    let predict = try #require(state.checkpoints.first)
    for key in ["g"] + String(predict.step + 1).map(String.init) {
      _ = state.handle(.character(Character(key)), lessonStep: nil)
    }
    _ = state.handle(.enter, lessonStep: nil)
    #expect(state.step == predict.step + 1)
    #expect(state.isRevealed(predict.lessonStep))
    _ = state.handle(.end, lessonStep: nil)
    #expect(state.checkpoints.allSatisfy { state.isRevealed($0.lessonStep) })
    _ = state.handle(.character("r"), lessonStep: nil)
    #expect(state.step == 0 && !state.isRevealed(predict.lessonStep))
    #expect(state.handle(.escape, lessonStep: nil) == false, "Escape quits")
  }

  @Test func revealingWhereThereIsNothingToRevealSaysSo() throws {
    let run = try WorkshopRun.load(path: Self.lesson)
    var state = PresenterState(run: run, step: 1)
    _ = state.handle(.character("a"), lessonStep: 0)
    #expect(state.notice == "no prediction here to reveal")
    _ = state.handle(.character("i"), lessonStep: 0)
    #expect(state.notice == "no exercise here to give a hint for")
  }

  @Test func aResizeOnlyRedrawsKeepingTheNoticeAndATypedNumber() throws {
    let run = try WorkshopRun.load(path: Self.lesson)
    var state = PresenterState(run: run, step: 1)
    _ = state.handle(.character("a"), lessonStep: 0)
    _ = state.handle(.resize, lessonStep: 0)
    #expect(state.notice == "no prediction here to reveal" && state.step == 1)
    _ = state.handle(.character("g"), lessonStep: 0)
    _ = state.handle(.character("4"), lessonStep: 0)
    _ = state.handle(.resize, lessonStep: 0)
    #expect(state.jump == "4")
  }

  /// At every step of lessons 08 and 16 the prose is the lesson step of the highlighted
  /// statement (or, held at a checkpoint, the checkpoint's).
  @Test(arguments: [7, 15])
  func theProseFollowsTheStepBeingRun(lesson index: Int) throws {
    let run = try WorkshopRun.load(path: PresenterTests.lessons[index])
    let lesson = try #require(run.lesson)
    let text = LessonText(lesson: lesson)
    for step in 1...run.replay.stepCount {
      let state = PresenterState(run: run, step: step)
      let statement = run.replay.steps[step].lines?.lowerBound
      let expected = try #require(
        state.lessonStepAtHand(current: text.stepIndex(forLine: statement)),
        "step \(step) is in a lesson step")
      let title = TerminalProse(width: 400, colored: false).render(lesson.steps[expected].title)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      let lines = PresenterFrame(run: run, state: state, width: 160, height: 60, colored: false)
        .lines()
      #expect(lines.contains { $0.contains(String(title.prefix(30))) }, "step \(step)")
    }
  }
}

/// Once a Predict is revealed, its answer and explanation are what the room reads: on a
/// projector's short terminal they are shown whole, with the code and the diagram keeping a
/// few rows each.
@Suite struct RevealedExplanationTests {
  @Test(arguments: [(100, 30), (140, 30)])
  func everyRevealedExplanationIsShownWhole(width: Int, height: Int) throws {
    for path in PresenterTests.lessons {
      let run = try WorkshopRun.load(path: path)
      for predict in PresenterState(run: run).checkpoints where predict.kind == .answer {
        var state = PresenterState(run: run, step: predict.step - 1)
        _ = state.handle(.pageDown, lessonStep: nil)
        let screen = PresenterFrame(
          run: run, state: state, width: width, height: height, colored: false
        ).lines()
        let lesson = URL(fileURLWithPath: path).lastPathComponent
        #expect(screen.contains { $0.contains("Answer:") }, "\(lesson) step \(predict.step)")
        #expect(
          !screen.contains { $0.hasPrefix("…") },
          "\(lesson), Predict at step \(predict.step): its explanation is cut at \(width)×\(height)"
        )
      }
    }
  }
}
