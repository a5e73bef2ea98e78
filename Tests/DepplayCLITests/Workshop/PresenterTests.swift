import Foundation
import Testing

@testable import DepplayCLI

/// `depplay present`: every screen fits the terminal exactly, the diagram sits beside the
/// code on wide screens and turns into the tree on narrow ones, and in a real terminal
/// (tmux, 80×24) the keys step, jump, reset and quit.
@Suite struct PresenterTests {
  static let lessons = WorkshopPageBrowserTests.files.filter { $0.hasSuffix(".md") }

  @Test(arguments: [(80, 24), (40, 20), (160, 48), (30, 10), (20, 6)])
  func everyScreenOfEveryLessonFitsTheTerminal(width: Int, height: Int) throws {
    // Built once: a regex literal is parsed each time it is evaluated, every line in the map.
    let colour = /\x1B\[[0-9;]*m/
    for file in Self.lessons {
      let run = try WorkshopRun.load(path: file)
      for step in stride(from: 0, through: run.replay.stepCount, by: 7) {
        let lines = Self.frame(run, step: step, width, height, colored: false)
        #expect(lines.count == height, "\(file) step \(step)")
        let wide = lines.filter { $0.count > width }
        #expect(wide.isEmpty, "\(file) step \(step): \(wide)")
        let colored = Self.frame(run, step: step, width, height, colored: true).map {
          $0.replacing(colour, with: "")
        }
        #expect(colored.count == height && colored.allSatisfy { $0.count <= width })
      }
    }
  }

  /// A caption longer than its two lines ends in `…`: never cut silently.
  @Test func aLongCaptionEndsInAnEllipsis() throws {
    let words = Array(repeating: "word", count: 40).joined(separator: " ")
    let run = try WorkshopRun.run(
      ComposedSource(text: "print(\"\(words)\")\nprint(\"short\")\n", name: "long.dep"),
      title: "long.dep", lesson: nil)
    let long = Self.frame(run, step: 1, 60, 20, colored: false)
    #expect(long[1].hasPrefix("the script printed word word"))
    #expect(long[2].hasSuffix("…") && long[2].count <= 60, "\(long[2])")
    let short = Self.frame(run, step: 2, 60, 20, colored: false)
    #expect(short[1] == "the script printed short" && !short[2].hasSuffix("…"))
  }

  /// The presenter's screen for `run` at `step`, nothing revealed but what lies before it.
  static func frame(_ run: WorkshopRun, step: Int, _ width: Int, _ height: Int, colored: Bool)
    -> [String]
  {
    PresenterFrame(
      run: run, state: PresenterState(run: run, step: step), width: width, height: height,
      colored: colored
    ).lines()
  }

  /// Lesson 08 (unstructured work), at the step where its first detached task starts.
  static func detachedTaskStarts() throws -> (WorkshopRun, Int) {
    let run = try WorkshopRun.load(path: lessons[7])
    let step = try #require(
      run.replay.steps.firstIndex { $0.caption.hasPrefix("Task.detached 3 started") })
    return (run, step)
  }

  @Test func wideScreensDrawBoxesBesideTheCodeNarrowOnesTheTree() throws {
    let (run, step) = try Self.detachedTaskStarts()
    let wide = Self.frame(run, step: step, 160, 48, colored: false)
    #expect(wide.contains { $0.contains(" │ ") && $0.contains("┌ ") })
    let narrow = Self.frame(run, step: step, 40, 30, colored: false)
    #expect(!narrow.contains { $0.contains("┌") })
    #expect(narrow.contains { $0.contains("└─ ") })
    #expect(narrow.contains { $0.contains("✘ lost overrides") })
  }

  @Test func aUnitStartingKeepsTheStatementThatCreatedItInView() throws {
    let (run, step) = try Self.detachedTaskStarts()
    let spawn = try #require(run.replay.steps[step - 1].lines, "the statement that created it")
    #expect(run.replay.steps[step].lines == spawn)
    for (width, height) in [(80, 24), (160, 48)] {
      let lines = Self.frame(run, step: step, width, height, colored: false)
      #expect(lines.contains { $0.hasPrefix("▶" + String(spawn.lowerBound).leftPadded(4)) })
    }
  }

  @Test(arguments: [(80, 24), (160, 48)])
  func theLessonTextOfTheStatementIsShownReflowed(width: Int, height: Int) throws {
    let (run, step) = try Self.detachedTaskStarts()
    let plain = Self.frame(run, step: step, width, height, colored: false)
    let heading = try #require(plain.firstIndex { $0.hasPrefix("`Task.detached` starts empty") })
    #expect(plain[heading + 2].hasPrefix("A detached task inherits no task-locals"))
    #expect(!plain.joined().contains("##") && !plain.joined().contains("**"))
    let colored = Self.frame(run, step: step, width, height, colored: true)
    #expect(colored.contains { $0.hasPrefix("\u{1B}[1;36mTask.detached\u{1B}[0m\u{1B}[1m starts") })
    let opening = Self.frame(run, step: 0, width, height, colored: false)
    let introduction = try String(contentsOfFile: Self.lessons[7], encoding: .utf8)
      .split(separator: "\n")[2].split(separator: " ").prefix(3).joined(separator: " ")
    #expect(opening[2].hasPrefix(introduction), "before the run: the lesson's introduction")
  }

  @Test func coloursOnlyWhenAsked() throws {
    let (run, step) = try Self.detachedTaskStarts()
    let plain = Self.frame(run, step: step, 80, 24, colored: false)
    let colored = Self.frame(run, step: step, 80, 24, colored: true)
    #expect(!plain.joined().contains("\u{1B}"))
    #expect(colored.joined().contains("\u{1B}[31m"))
  }

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"),
      "tmux is not installed: presenter mode not tried in a terminal"))
  func stepsJumpsResetsAndQuitsInAnEightyByTwentyFourTerminal() throws {
    let lesson = Self.lessons[7]
    let run = try WorkshopRun.load(path: lesson)
    let last = run.replay.stepCount
    let tmux = Tmux(width: 80, height: 24)
    defer { tmux.kill() }
    let status = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-present-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: status) }
    try tmux.start(
      "NO_COLOR=1 '\(DepplayBinary.url.path)' present '\(lesson)'; echo $? > '\(status.path)'")
    func expectStep(_ step: Int) throws {
      let screen = try tmux.waitFor(lineEndingWith: "step \(step)/\(last)")
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count >= 24)
      #expect(lines.allSatisfy { $0.count <= 80 })
      #expect(screen.contains(String(run.replay.steps[step].caption.prefix(60))))
      #expect(!screen.contains("\u{1B}"))
    }
    try expectStep(0)
    try tmux.send(" ", " ", " ")
    try expectStep(3)
    try tmux.send("Left")
    try expectStep(2)
    try tmux.send("g", "2", "0", "Enter")
    try expectStep(20)
    #expect(try tmux.screen().contains("Task.detached 3: ✘ lost overrides"))
    let prose = Self.frame(run, step: 20, 80, 24, colored: false)[2].trimmingCharacters(
      in: .whitespaces)
    let screen = try tmux.screen()
    #expect(!prose.isEmpty && screen.contains(prose), "the lesson's text is shown")
    try tmux.send("g", "9", "9", "9", "Enter")
    try expectStep(last)
    try tmux.send("r")
    try expectStep(0)
    try tmux.send("q")
    #expect(Tmux.wait(until: { (try? String(contentsOf: status, encoding: .utf8)) == "0\n" }))
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
