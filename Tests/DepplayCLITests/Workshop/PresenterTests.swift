import Foundation
import Testing

@testable import DepplayCLI

/// `depplay present`: every screen fits the terminal exactly, the diagram sits beside the
/// code on wide screens and turns into the tree on narrow ones, and in a real terminal
/// (tmux, 80×24) the keys step, jump, reset and quit.
@Suite struct PresenterTests {
  static let lessons = WorkshopPageBrowserTests.files.filter { $0.hasSuffix(".md") }

  @Test(arguments: [(80, 24), (40, 20), (160, 48)])
  func everyScreenOfEveryLessonFitsTheTerminal(width: Int, height: Int) throws {
    for file in Self.lessons {
      let run = try WorkshopRun.load(path: file)
      for step in stride(from: 0, through: run.replay.stepCount, by: 7) {
        let lines = PresenterFrame(
          run: run, step: step, width: width, height: height, colored: false
        ).lines()
        #expect(lines.count == height, "\(file) step \(step)")
        let wide = lines.filter { $0.count > width }
        #expect(wide.isEmpty, "\(file) step \(step): \(wide)")
        let colored = PresenterFrame(
          run: run, step: step, width: width, height: height, colored: true
        ).lines().map { $0.replacing(/\x1B\[[0-9;]*m/, with: "") }
        #expect(colored.count == height && colored.allSatisfy { $0.count <= width })
      }
    }
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
    let wide = PresenterFrame(run: run, step: step, width: 160, height: 48, colored: false).lines()
    #expect(wide.contains { $0.contains(" │ ") && $0.contains("┌ ") })
    let narrow = PresenterFrame(run: run, step: step, width: 40, height: 30, colored: false)
      .lines()
    #expect(!narrow.contains { $0.contains("┌") })
    #expect(narrow.contains { $0.contains("└─ ") })
    #expect(narrow.contains { $0.contains("✘ lost overrides") })
  }

  @Test func aUnitStartingKeepsTheStatementThatCreatedItInView() throws {
    let (run, step) = try Self.detachedTaskStarts()
    let spawn = try #require(run.replay.steps[step - 1].lines, "the statement that created it")
    #expect(run.replay.steps[step].lines == spawn)
    for (width, height) in [(80, 24), (160, 48)] {
      let lines = PresenterFrame(run: run, step: step, width: width, height: height, colored: false)
        .lines()
      #expect(lines.contains { $0.hasPrefix("▶" + String(spawn.lowerBound).leftPadded(4)) })
    }
  }

  @Test(arguments: [(80, 24), (160, 48)])
  func theLessonTextOfTheStatementIsShownReflowed(width: Int, height: Int) throws {
    let (run, step) = try Self.detachedTaskStarts()
    let plain = PresenterFrame(run: run, step: step, width: width, height: height, colored: false)
      .lines()
    let heading = try #require(plain.firstIndex { $0.hasPrefix("`Task.detached` starts empty") })
    #expect(plain[heading + 2].hasPrefix("A detached task inherits no task-locals"))
    #expect(!plain.joined().contains("##") && !plain.joined().contains("**"))
    let colored = PresenterFrame(run: run, step: step, width: width, height: height, colored: true)
      .lines()
    #expect(colored.contains { $0.hasPrefix("\u{1B}[1;36mTask.detached\u{1B}[0m\u{1B}[1m starts") })
    let opening = PresenterFrame(run: run, step: 0, width: width, height: height, colored: false)
      .lines()
    let introduction = try String(contentsOfFile: Self.lessons[7], encoding: .utf8)
      .split(separator: "\n")[2].split(separator: " ").prefix(3).joined(separator: " ")
    #expect(opening[2].hasPrefix(introduction), "before the run: the lesson's introduction")
  }

  @Test func coloursOnlyWhenAsked() throws {
    let (run, step) = try Self.detachedTaskStarts()
    let plain = PresenterFrame(run: run, step: step, width: 80, height: 24, colored: false)
    let colored = PresenterFrame(run: run, step: step, width: 80, height: 24, colored: true)
    #expect(!plain.lines().joined().contains("\u{1B}"))
    #expect(colored.lines().joined().contains("\u{1B}[31m"))
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
    let prose = PresenterFrame(run: run, step: 20, width: 80, height: 24, colored: false)
      .lines()[2].trimmingCharacters(in: .whitespaces)
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

/// A detached tmux server of its own running one command in a window of a fixed size.
struct Tmux {
  let width: Int
  let height: Int
  let socket = "depplay-test-\(UUID().uuidString)"

  /// Starts the server running `command` (the server ends when the command does). The server outlives the client that starts it, so
  /// it must hold none of this process's descriptors (a `Process` waiting on a pipe it kept
  /// would wait for the server): bash closes them all before it runs tmux.
  func start(_ command: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "-c",
      #"for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; exec "$@""#,
      "bash", "/usr/bin/tmux", "-u", "-L", socket, "-f", "/dev/null", "new-session", "-d",
      "-x", "\(width)", "-y", "\(height)", command,
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(["LANG": "C.UTF-8"]) {
      $1
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }

  func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "0"] + keys) }

  func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "0"], capture: true) }

  /// The screen once one of its lines ends with `text` (tmux drops trailing spaces).
  func waitFor(lineEndingWith text: String) throws -> String {
    var last = ""
    let shown = Self.wait {
      last = (try? screen()) ?? ""
      return last.split(separator: "\n").contains { $0.hasSuffix(text) }
    }
    if !shown { Issue.record("the terminal never showed '\(text)'; it shows:\n\(last)") }
    return last
  }

  /// Whether `condition` came true within 20 s (checked every 50 ms: the program in the
  /// terminal runs at its own pace).
  static func wait(until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      if condition() { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  /// Ends the server if it still runs. It and its programs inherit this process's blocked
  /// signals, so neither `kill-server` nor a hang-up ends them: they are killed outright.
  func kill() {
    let pids =
      (try? tmux(["display-message", "-p", "-t", "0", "#{pane_pid} #{pid}"], capture: true))
    for pid in (pids ?? "").split(separator: " ").compactMap({
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }) {
      Foundation.kill(pid, SIGKILL)
    }
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

  /// Runs a tmux client; `capture` reads what it prints (never for commands that start the
  /// server, which would keep the pipe open for as long as it runs).
  @discardableResult
  private func tmux(_ arguments: [String], capture: Bool = false) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
    process.arguments = ["-u", "-L", socket, "-f", "/dev/null"] + arguments
    let output = Pipe()
    process.standardOutput = capture ? output : FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = capture ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
