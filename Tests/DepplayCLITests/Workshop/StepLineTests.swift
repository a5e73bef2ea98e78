import DepplayLanguage
import Foundation
import Testing

@testable import DepplayCLI

/// The line a step highlights is the statement that made it: a `print` is its own line
/// even when it reads no dependency (its output event carries the statement's place), and
/// the page and the presenter, which both read ``RunReplay``, show that line.
@Suite struct StepLineTests {
  static func replay(of script: String) -> RunReplay {
    let source = ComposedSource(text: script, name: "lines.dep")
    let result = Session().run(source: source.text, file: "lines.dep", map: source.map)
    return RunReplay(
      events: result.events, place: { source.place($0).range },
      outputText: { source.render($0, colored: false)?.text })
  }

  @Test func aPrintThatReadsNoDependencyHighlightsItsOwnLine() throws {
    let replay = Self.replay(
      of: "let t = Task { 1 }\nlet x = 2\nprint(await t.value)\nprint(x)\n")
    let prints = replay.steps.filter { $0.caption.hasPrefix("the script printed") }
    #expect(prints.map(\.lines) == [3...3, 4...4])
  }

  /// Lesson 16: each step that prints highlights its `print` line (once the reducer's
  /// line), and the snapshot section's `print(store.state.source)` is highlighted.
  @Test func everyPrintOfLessonSixteenHighlightsAPrint() throws {
    let file = PresenterTests.lessons[15]
    let run = try WorkshopRun.load(path: file)
    let text = try String(contentsOfFile: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let printing = run.replay.steps.filter { $0.caption.contains(" printed ") }
    #expect(!printing.isEmpty)
    for step in printing {
      let line = try #require(step.lines?.lowerBound)
      #expect(text[line - 1].contains("print("), "\(step.caption) highlights '\(text[line - 1])'")
    }
    let snapshotPrint = try #require(text.firstIndex { $0 == "print(store.state.source)" }) + 1
    #expect(run.replay.steps.contains { $0.lines?.lowerBound == snapshotPrint })
    let frame = PresenterFrame(
      run: run,
      state: PresenterState(
        run: run,
        step: try #require(run.replay.steps.firstIndex { $0.lines?.lowerBound == snapshotPrint })),
      width: 100, height: 40, colored: false
    ).lines()
    #expect(frame.contains { $0.hasPrefix("▶  \(snapshotPrint) │ print(store.state.source)") })
  }

  /// A reduce is made by the statement that sent its action: its steps (entering and
  /// leaving) highlight that `send`, so every `send` line of lesson 16 is highlighted, each
  /// by a step of its own reduce.
  @Test func aReduceStepHighlightsTheSendThatMadeIt() throws {
    let file = PresenterTests.lessons[15]
    let run = try WorkshopRun.load(path: file)
    let text = try String(contentsOfFile: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let sends = Set(
      run.source.pieces.flatMap { piece in
        piece.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
          .filter { $0.element.contains(".send(") }.map { piece.line + $0.offset }
      })
    #expect(sends.count >= 3)
    let reduces = run.replay.steps.filter { $0.caption.contains(" entered reduce ") }
    #expect(!reduces.isEmpty)
    for step in reduces {
      let line = try #require(step.lines?.lowerBound)
      #expect(text[line - 1].contains(".send("), "\(step.caption) highlights '\(text[line - 1])'")
    }
    #expect(Set(reduces.compactMap(\.lines?.lowerBound)) == sends)
  }
}
