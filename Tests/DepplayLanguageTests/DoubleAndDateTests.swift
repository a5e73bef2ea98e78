import DepplayLanguage
import Testing

/// `Double` as Swift's: literals, arithmetic and printing, an integer literal beside a
/// Double typed as one, and Swift's errors for mixing an `Int` value in or using `%`; a
/// Date's `addingTimeInterval(_:)` and `timeIntervalSince(_:)`.
@Suite struct DoubleAndDateTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "numbers.dep")
  }

  @Test func aDoublePrintsAsSwiftPrintsOneAndALiteralBesideItIsOne() async {
    let (output, errors, succeeded) = await Self.run(
      """
      var x = 2 * 0.5
      x -= 3
      print(x, 1.0 / 0, 7.0 / 2 >= 3, 2.5 == 2.5, 1_000.5, -0.0)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "-2.0 inf true true 1000.5 -0.0\n")
  }

  @Test(arguments: [
    (
      "let a = 1.5\nlet n = 2\nprint(a + n)",
      "3:7: error: binary operator '+' cannot be applied to operands of type 'Double' and 'Int'"
    ),
    (
      "let a = 1.5\nprint(a % 2)",
      "2:7: error: '%' is unavailable: For floating point numbers use truncatingRemainder instead"
    ),
    (
      "let d = Date(timeIntervalSince1970: 0)\nprint(d.addingTimeInterval(\"x\"))",
      "2:28: error: cannot convert value of type 'String' to expected argument type "
        + "'TimeInterval' (aka 'Double')"
    ),
  ])
  func mixingAnIntValueOrARemainderIsSwiftsError(source: String, message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("numbers.dep:" + message), "\(errors)")
  }

  @Test func aDateMovesBySecondsAndMeasuresTheSecondsBetween() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let start = Date(timeIntervalSince1970: 60)
      let end = start.addingTimeInterval(30.5)
      print(end.timeIntervalSince(start), start.timeIntervalSince(end), end.timeIntervalSince1970)
      print(start.addingTimeInterval(-60))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "30.5 -30.5 90.5\n1970-01-01 00:00:00 +0000\n")
  }

  @Test func aDateCountsItsSecondsFrom2001Too() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let date = Date(timeIntervalSinceReferenceDate: 86_400)
      print(date.timeIntervalSinceReferenceDate, date.addingTimeInterval(0.5).timeIntervalSinceReferenceDate)
      print(date.timeIntervalSince1970 - date.timeIntervalSinceReferenceDate)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "86400.0 86400.5\n978307200.0\n")
  }

  @Test func aRemainderOfADoubleAndADateOfDoubleSecondsAreSwifts() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let s = 90_061.5
      print(s.truncatingRemainder(dividingBy: 3600), (-7.5).truncatingRemainder(dividingBy: 2))
      print(Date(timeIntervalSince1970: Double(2) * 3600.5))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "61.5 -1.5\n1970-01-01 02:00:01 +0000\n")
  }
}
