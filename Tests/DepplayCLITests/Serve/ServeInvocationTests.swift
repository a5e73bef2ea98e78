import Testing

@testable import DepplayCLI

/// `depplay serve`'s command line: its options, their defaults (the loopback, port 8080, 60
/// sessions) and their errors.
@Suite struct ServeInvocationTests {
  private func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try Invocation.parse(arguments, standardInputIsTerminal: true)
  }

  @Test func defaultsBindTheLoopback() throws {
    let invocation = try parse(["serve"])
    #expect(invocation.action == .serve(lessons: []))
    #expect(invocation.serve == ServeOptions())
    #expect(invocation.serve.listen == "127.0.0.1")
    #expect(invocation.serve.port == 8080)
    #expect(invocation.serve.maximumSessions == 60)
  }

  @Test func optionsAndLessons() throws {
    let invocation = try parse(
      ["serve", "2", "--port", "0", "--listen=0.0.0.0", "--max-sessions=25", "3"])
    #expect(invocation.action == .serve(lessons: ["2", "3"]))
    #expect(invocation.serve.port == 0)
    #expect(invocation.serve.listen == "0.0.0.0")
    #expect(invocation.serve.maximumSessions == 25)
  }

  @Test func badValuesAreUsageErrors() {
    let cases: [([String], String)] = [
      (["serve", "--port", "http"], "--port takes a port number (0 to 65535), not 'http'"),
      (["serve", "--port=70000"], "--port takes a port number (0 to 65535), not '70000'"),
      (["serve", "--max-sessions", "0"], "--max-sessions takes a number from 1 to 1000, not '0'"),
      (["serve", "--port"], "--port needs a value: depplay serve --port VALUE"),
      (["run", "x.dep", "--port", "1"], "--port, --listen and --max-sessions are for serve"),
    ]
    for (arguments, message) in cases {
      #expect(throws: UsageError(message: message)) { try parse(arguments) }
    }
  }

  @Test func aRoomThatCannotStartSaysWhy() throws {
    let lessons = ServedRoom.lessons.path
    let address = try DepplayBinary.run(["serve", "--dir", lessons, "--listen", "example.com"])
    #expect(address.status == 64)
    #expect(address.error.contains("--listen takes a numeric address"))
    let lesson = try DepplayBinary.run(["serve", "--dir", lessons, "no-such-lesson"])
    #expect(lesson.status == 64)
    #expect(lesson.error.contains("no lesson 'no-such-lesson'"))
  }
}
