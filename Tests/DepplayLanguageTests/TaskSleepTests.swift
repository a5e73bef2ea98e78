import DepplayLanguage
import Testing

/// `Task.sleep(for:)` and `Task.sleep(nanoseconds:)`: Swift's sleep on the continuous clock,
/// in real time and beyond the reach of a clock override, with the marks and arguments Swift
/// requires.
@Suite struct TaskSleepTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "sleep.dep")
  }

  @Test func itSleepsInRealTimeEvenUnderATestClockOverride() async {
    let clock = ContinuousClock()
    let start = clock.now
    let (output, errors, succeeded) = await Self.run(
      """
      let clock = TestClock()
      try await withDependencies { $0.continuousClock = clock } operation: {
        try await Task.sleep(for: .milliseconds(200))
        print("woke")
      }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "woke\n")
    #expect(clock.now - start >= .milliseconds(200))
  }

  @Test(arguments: [
    (
      "func f() async throws { await Task.sleep(for: .seconds(0)) }\ntry await f()",
      "'Task.sleep(for:)' throws: call it with 'try'"
    ),
    (
      "func f() async throws { try await Task.sleep(seconds: 1) }",
      "no exact matches in call to static method 'sleep'"
    ),
    (
      "func f() async throws { try await Task.sleep(for: 3) }\ntry await f()",
      "cannot convert value of type 'Int' to expected argument type 'Duration'"
    ),
    (
      "func f() async throws { try await Task.sleep(nanoseconds: \"x\") }\ntry await f()",
      "cannot convert value of type 'String' to expected argument type 'UInt64'"
    ),
  ])
  func whatSwiftRefusesIsRefusedInItsWords(_ source: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("error: \(message)"), "\(errors)")
  }

  @Test func theExportWritesItBack() throws {
    let swift = try SwiftExporter.export(
      source: "func f() async throws { try await Task.sleep(nanoseconds: 5) }\ntry await f()",
      file: "sleep.dep", style: .plain)
    #expect(swift.contains("try await Task.sleep(nanoseconds: 5)"), "\(swift)")
  }
}
