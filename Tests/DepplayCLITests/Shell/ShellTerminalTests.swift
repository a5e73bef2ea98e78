import Foundation
import Testing

@testable import DepplayCLI

/// The real binary in a real pseudo-terminal: libedit, completion, history, Ctrl-C, Ctrl-D.
@Suite struct ShellTerminalTests {
  @Test(.timeLimit(.minutes(1))) func shellOnARealTerminal() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let history = home.appendingPathComponent("history")
    let terminal = try PseudoTerminal(
      executable: DepplayBinary.url.path, arguments: [],
      environment: [
        "TERM": "xterm", "HOME": home.path, "DEPPLAY_HISTORY": history.path, "NO_COLOR": "1",
        "PATH": "/usr/bin:/bin",
      ])
    let prompt = "depplay(live)> "
    try terminal.expect(".lesson to start (or go on with) the lessons")
    try terminal.expect(prompt)

    terminal.send("dependency full { live: 1, test: 3 }\r")
    try terminal.expect(prompt)

    // Tab completes a dot-command…
    terminal.send(".he\t\r")
    try terminal.expect("list the commands, or explain one")
    try terminal.expect(prompt)

    // …and a declared key.
    terminal.send("print(100 + fu\t)\r")
    try terminal.expect("101\r\n")
    try terminal.expect(prompt)

    // The up arrow recalls the last entry.
    terminal.send("\u{1B}[A\r")
    try terminal.expect("101\r\n")
    try terminal.expect(prompt)

    // A multi-line block continues while its braces are open.
    terminal.send("withDependencies { $0.full = 7 } operation: {\r")
    try terminal.expect("...> ")
    terminal.send("print(full * 6)\r")
    try terminal.expect("...> ")
    terminal.send("}\r")
    try terminal.expect("42\r\n")
    try terminal.expect(prompt)

    // Ctrl-C abandons the pending entry; the shell goes on.
    terminal.send("withDependencies {\r")
    try terminal.expect("...> ")
    terminal.send("\u{03}")
    try terminal.expect(prompt)
    terminal.send("print(full + 1)\r")
    try terminal.expect("2\r\n")
    try terminal.expect(prompt)

    // Ctrl-C while an entry runs stops it; what was declared stays.
    terminal.send("for i in 0..<10000 { for j in 0..<10000 { let x = j } }\r")
    usleep(300_000)
    terminal.send("\u{03}")
    try terminal.expect("error: stopped by Ctrl-C")
    try terminal.expect(prompt)
    terminal.send("print(full + 2)\r")
    try terminal.expect("3\r\n")
    try terminal.expect(prompt)

    // Ctrl-D on an empty line leaves with status 0, and the history is on disk, private.
    terminal.send("\u{04}")
    #expect(try terminal.exitStatus() == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let saved = try String(contentsOf: history, encoding: .utf8)
    #expect(saved.contains("print(100 + full )\n"))  // completion adds the space
    #expect(saved.contains("withDependencies { $0.full = 7 } operation: {\\n"))
    #expect(!saved.contains("withDependencies {\n"))
  }

  /// A shell in a pseudo-terminal with its history in a fresh home, after declaring `api`.
  func shellWithAPI() throws -> (PseudoTerminal, URL, URL) {
    let home = try temporaryDirectory()
    let history = home.appendingPathComponent("history")
    let terminal = try PseudoTerminal(
      executable: DepplayBinary.url.path, arguments: [],
      environment: [
        "TERM": "xterm", "HOME": home.path, "DEPPLAY_HISTORY": history.path, "NO_COLOR": "1",
        "PATH": "/usr/bin:/bin",
      ])
    try terminal.expect("depplay(live)> ")
    terminal.send("dependency api { live: API(baseURL: \"prod\", timeout: 5) }\r")
    try terminal.expect("depplay(live)> ")
    return (terminal, home, history)
  }

  @Test("Tab completes $0.key and $0.key.field in an update closure", .timeLimit(.minutes(1)))
  func completionAfterDollarZero() throws {
    let (terminal, home, _) = try shellWithAPI()
    defer { try? FileManager.default.removeItem(at: home) }
    terminal.send("dependency full { live: 1 }\r")
    try terminal.expect("depplay(live)> ")
    terminal.send("withDependencies { $0.fu\t= 8 } operation: { print(full) }\r")
    try terminal.expect("8\r\n")
    try terminal.expect("depplay(live)> ")
    terminal.send("withDependencies { $0.api.timeo\t= 9 } operation: { print(api.timeout) }\r")
    try terminal.expect("9\r\n")
    try terminal.expect("depplay(live)> ")
  }

  @Test(
    "History is saved, private and whole, when the terminal hangs up or on SIGTERM",
    .timeLimit(.minutes(1)), arguments: ["hang-up", "SIGTERM"])
  func historySavedOnHangUpAndTermination(_ ending: String) throws {
    let (terminal, home, history) = try shellWithAPI()
    defer { try? FileManager.default.removeItem(at: home) }
    terminal.send("print(api.baseURL)\r")
    try terminal.expect("prod\r\n")
    try terminal.expect("depplay(live)> ")
    terminal.send("withDependencies {\r")  // pending when the shell is told to end
    try terminal.expect("...> ")
    if ending == "hang-up" { terminal.hangUp() } else { terminal.send(signal: SIGTERM) }
    #expect(try terminal.exitStatus() == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let saved = try String(contentsOf: history, encoding: .utf8)
    #expect(
      saved == "dependency api { live: API(baseURL: \"prod\", timeout: 5) }\nprint(api.baseURL)\n")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path)
    #expect(leftovers == ["history"])  // the temporary file was renamed over it
  }

  @Test(
    "depplay lesson on a terminal lists the lessons and offers to continue where you stopped",
    .timeLimit(.minutes(1)))
  func lessonOffersToContinue() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    try ProgressStore(directory: home.appendingPathComponent("depplay"))
      .save("02-keys-and-contexts", completed: [0])
    let terminal = try PseudoTerminal(
      executable: DepplayBinary.url.path, arguments: ["lesson"],
      environment: [
        "TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path, "NO_COLOR": "1",
        "DEPPLAY_HISTORY": "", "PATH": "/usr/bin:/bin",
      ])
    try terminal.expect("▸ 02-keys-and-contexts")
    try terminal.expect("Continue '02-keys-and-contexts' at step 2 of ")
    terminal.send("\r")
    try terminal.expect("(resuming at step 2 of ")
    try terminal.expect("depplay(")
    terminal.send("\u{04}")
    #expect(try terminal.exitStatus() == 0)
  }
}
