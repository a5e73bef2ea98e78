import Foundation
import Testing

@testable import DepplayCLI

/// `depplay present` in a real terminal (tmux): the keys a room uses (PageUp/PageDown,
/// modified arrows), checkpoints revealed and hints given by key, a redraw when the window
/// is resized, and script output that cannot drive the terminal.
@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"),
    "tmux is not installed: presenter mode not tried in a terminal"))
struct PresenterTerminalTests {
  /// A tmux window presenting `file`, and the file its exit status is written to.
  static func presenting(_ file: String, width: Int = 80, height: Int = 24) throws -> (
    Tmux, URL
  ) {
    let tmux = Tmux(width: width, height: height)
    let status = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-present-\(UUID().uuidString)")
    try tmux.start(
      "NO_COLOR=1 '\(DepplayBinary.url.path)' present '\(file)'; echo $? > '\(status.path)'")
    return (tmux, status)
  }

  static func quits(_ tmux: Tmux, _ status: URL) throws {
    try tmux.send("Escape")
    #expect(Tmux.wait(until: { (try? String(contentsOf: status, encoding: .utf8)) == "0\n" }))
    try? FileManager.default.removeItem(at: status)
  }

  @Test func pageKeysModifiedArrowsRevealAndHints() throws {
    let lesson = PresenterCheckpointTests.lesson
    let run = try WorkshopRun.load(path: lesson)
    let last = run.replay.stepCount
    let checkpoints = PresenterState(run: run).checkpoints
    let predict = try #require(checkpoints.first { $0.kind == .answer })
    let exercise = try #require(checkpoints.first { $0.kind == .solution })
    let (tmux, status) = try Self.presenting(lesson)
    defer { tmux.kill() }
    func step(_ number: Int) throws -> String {
      try tmux.waitFor(lineEndingWith: "step \(number)/\(last)")
    }
    _ = try step(0)
    try tmux.send("PageDown", "PageDown", "PageDown")
    _ = try step(3)
    try tmux.send("PageUp")
    _ = try step(2)
    try tmux.send(bytes: Array("\u{1B}[1;5C".utf8))  // Ctrl-→
    _ = try step(3)
    try tmux.send(bytes: Array("\u{1B}[1;2D".utf8))  // Shift-←
    _ = try step(2)
    try tmux.send(" ")  // nothing was swallowed
    _ = try step(3)
    try tmux.send(["g"] + String(predict.step - 1).map(String.init) + ["Enter"])
    _ = try step(predict.step - 1)
    var screen = try tmux.waitFor("the checkpoint's notice") { $0.contains("a reveals the answer") }
    #expect(screen.contains("step \(predict.step - 1)/\(last)"), "held")
    #expect(!screen.contains("Answer:"))
    try tmux.send("a")
    screen = try tmux.waitFor("the answer") { $0.contains("Answer: b) 7") }
    try tmux.send("Right")
    _ = try step(predict.step)
    try tmux.send(["g"] + String(exercise.step - 1).map(String.init) + ["Enter"])
    _ = try step(exercise.step - 1)
    try tmux.send("i")
    _ = try tmux.waitFor("the first hint") { $0.contains("Hint 1:") }
    try tmux.send("s", " ")
    _ = try step(exercise.step)
    let words = { (text: String) in
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let keys = words(try tmux.screen().split(separator: "\n").suffix(2).joined(separator: " "))
    for binding in PresenterKeys.bindings {
      #expect(
        keys.contains(words("\(binding.shown) \(binding.does)")),
        "the key line lists \(binding.shown)")
    }
    try Self.quits(tmux, status)
  }

  /// A teacher with a clicker: lessons 08 and 16 stepped from the first step to the last
  /// with PageDown alone. Each press shows what ``PresenterState`` says it should (a step, or
  /// at a checkpoint an answer, a hint or a solution); a Predict's answer is on screen only
  /// once revealed; and every line a frame names, in the code's gutter or in its text, is a
  /// line of the lesson, never one of depplay's own files.
  @Test(arguments: [7, 15])
  func aClickerAloneStepsALessonFirstToLast(lesson index: Int) throws {
    let lesson = PresenterTests.lessons[index]
    let run = try WorkshopRun.load(path: lesson)
    let last = run.replay.stepCount
    let lineCount = try String(contentsOfFile: lesson, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).count
    let (tmux, status) = try Self.presenting(lesson, width: 100, height: 32)
    defer { tmux.kill() }
    var state = PresenterState(run: run)
    var presses = 0
    var heldAtAQuestion = 0
    let places = ScriptPlacesOnlyTests.PlaceChecks()
    while true {
      let expected = PresenterFrame(
        run: run, state: state, width: 100, height: 32, colored: false
      ).lines()
      let title = String(expected[0].reversed().drop { $0 == " " }.reversed())
      let revealing = expected.filter { $0.contains("Answer:") || $0.contains("Hint ") }.count
      let screen = try tmux.waitFor("step \(state.step) after \(presses) presses") { screen in
        screen.split(separator: "\n").first.map(String.init) == title
          && screen.split(separator: "\n").filter {
            $0.contains("Answer:") || $0.contains("Hint ")
          }.count == revealing
      }
      if let held = state.held, held.kind == .answer {
        #expect(!screen.contains("Answer:"), "step \(state.step): the answer waits")
        heldAtAQuestion += 1
      }
      places.expectNoSwiftPlace(screen, "present \(lesson), step \(state.step)")
      places.expectLinesWithin(lineCount, screen, "step \(state.step)")
      guard state.step < last else { break }
      try tmux.send("PageDown")
      _ = state.handle(.pageDown, lessonStep: nil)
      presses += 1
      try #require(presses <= 3 * last, "PageDown alone reaches the last step")
    }
    let answers = state.checkpoints.filter { $0.kind == .answer }
    #expect(!answers.isEmpty && heldAtAQuestion >= answers.count, "every Predict held")
    #expect(state.checkpoints.allSatisfy { state.isRevealed($0.lessonStep) })
    try Self.quits(tmux, status)
  }

  @Test func aResizedWindowIsRedrawnToItsNewSize() throws {
    let lesson = PresenterCheckpointTests.lesson
    let last = try WorkshopRun.load(path: lesson).replay.stepCount
    let (tmux, status) = try Self.presenting(lesson, width: 80, height: 24)
    defer { tmux.kill() }
    _ = try tmux.waitFor(lineEndingWith: "step 0/\(last)")
    try tmux.resize(width: 120, height: 36)
    let screen = try tmux.waitFor("the frame at 120 columns") { screen in
      screen.split(separator: "\n").contains { $0.hasPrefix("── output") && $0.count == 120 }
    }
    #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count >= 36)
    try Self.quits(tmux, status)
  }

  @Test func scriptOutputNeitherClearsTheScreenNorRetitlesTheWindow() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("hostile.dep")
    let source = #"print("a\u{1B}[2Jb")"# + "\n" + #"print("t\u{1B}]0;pwned\u{7}u")"# + "\n"
    try Data(source.utf8).write(to: script)
    let (tmux, status) = try Self.presenting(script.path)
    defer { tmux.kill() }
    let before = try tmux.title()
    _ = try tmux.waitFor(lineEndingWith: "step 0/2")
    try tmux.send("End")
    let screen = try tmux.waitFor(lineEndingWith: "step 2/2")
    #expect(screen.contains(#"a\u{1B}[2Jb"#), "the escape shows as text")
    #expect(screen.contains(#"t\u{1B}]0;pwned\u{7}u"#))
    #expect(screen.split(separator: "\n").first?.contains("hostile.dep") == true, "nothing cleared")
    #expect(try tmux.title() == before && !before.contains("pwned"))
    try Self.quits(tmux, status)
  }
}
