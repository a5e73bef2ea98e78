import Testing

@testable import DepplayLanguage

/// Swift's free `max` and `min` (`Golden/max-min-dates.dep`): the largest or smallest of two
/// or more values, an integer literal among Doubles a Double, and the calls Swift refuses;
/// dates ordered by `<`, and `TimeInterval` as a Double of seconds.
@Suite struct ExtremeAndDateComparisonTests {
  @Test func maxAndMinPickAmongTheirArguments() async {
    let result = await Session().run(
      source: "print(max(2, 8, 5), min(4, -1), max(0.5, 1), min(\"x\", \"w\"))", file: "m.dep")
    #expect(result.output == ["8 -1 1.0 w"])
  }

  @Test func datesAreOrderedAndTimeIntervalIsADouble() async {
    let result = await Session().run(
      source: """
        import Foundation
        let a = Date(timeIntervalSince1970: 1)
        let b = a.addingTimeInterval(TimeInterval(2))
        print(a < b, b <= a, min(b, a) == a, TimeInterval(3) / 2)
        """, file: "m.dep")
    #expect(result.output == ["true false true 1.5"])
  }

  @Test(arguments: [
    ("print(⏵max(1))", "missing argument for parameter #2 in call"),
    ("print(min(⏵of: 1, 2))", "extraneous argument label 'of:' in call"),
  ])
  func callsSwiftRefusesAreRefused(source: String, message: String) async throws {
    try await MarkedScript(marked: source).expectError(message, malformed: true)
  }
}
