import Foundation
import Testing

/// A detached tmux server of its own running one command in a window of a fixed size.
struct Tmux {
  let width: Int
  let height: Int
  let socket = "depplay-test-\(UUID().uuidString)"

  /// Starts the server running `command` (the server ends when the command does). The
  /// server outlives the client that starts it, so
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

  func send(_ keys: String...) throws { try send(keys) }

  func send(_ keys: [String]) throws { try tmux(["send-keys", "-t", "0"] + keys) }

  /// Sends `bytes` as the terminal would (an escape sequence tmux has no key name for).
  func send(bytes: [UInt8]) throws {
    try tmux(["send-keys", "-t", "0", "-H"] + bytes.map { String($0, radix: 16) })
  }

  /// Resizes the window (the program in it gets SIGWINCH).
  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
  }

  /// The pane's title (what an OSC 0 sequence would set).
  func title() throws -> String {
    try tmux(["display-message", "-p", "-t", "0", "#{pane_title}"], capture: true)
      .trimmingCharacters(in: .newlines)
  }

  /// The screen once `condition` holds of it.
  func waitFor(_ what: String, _ condition: (String) -> Bool) throws -> String {
    var last = ""
    let shown = Self.wait {
      last = (try? screen()) ?? ""
      return condition(last)
    }
    if !shown { Issue.record("the terminal never showed \(what); it shows:\n\(last)") }
    return last
  }

  func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "0"], capture: true) }

  /// The screen once one of its lines ends with `text` (tmux drops trailing spaces).
  func waitFor(lineEndingWith text: String) throws -> String {
    try waitFor("'\(text)'") { $0.split(separator: "\n").contains { $0.hasSuffix(text) } }
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

  /// Runs a tmux client; `capture` reads what it prints. The output goes to a file, read once
  /// the client has exited, not to a pipe read to its end: a process that another test
  /// starts meanwhile may inherit the pipe's writing end and keep it open for as long as it
  /// runs (a tmux server, a browser), and the read would wait for it.
  @discardableResult
  private func tmux(_ arguments: [String], capture: Bool = false) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
    process.arguments = ["-u", "-L", socket, "-f", "/dev/null"] + arguments
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-tmux-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown)
    }
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try FileHandle(forWritingTo: file)
    process.standardOutput = capture ? output : FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try output.close()
    return capture ? String(decoding: try Data(contentsOf: file), as: UTF8.self) : ""
  }
}
