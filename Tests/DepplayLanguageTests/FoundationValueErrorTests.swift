import DepplayLanguage
import Testing

/// The error paths of bitwise operators, durations, `ISO8601DateFormatter` and JSON coding:
/// each wrong use is reported at its place in Swift's words (the goldens
/// `bitwise-operators.dep`, `duration-arithmetic.dep`, `iso8601-formatter.dep` and
/// `json-coding.dep` hold the uses that work).
@Suite struct FoundationValueErrorTests {
  @Test func aShiftOfADoubleIsSwiftsError() async throws {
    try await MarkedScript(marked: "let half = 0.5\nprint(⏵half << 1)\n")
      .expectError("'<<' needs Int operands, not Double and Double", malformed: false)
  }

  @Test func flippingTheBitsOfADoubleIsSwiftsError() async throws {
    try await MarkedScript(marked: "let half = 0.5\nprint(⏵~half)\n")
      .expectError("cannot apply '~' to a value of type Double", malformed: false)
  }

  @Test func aDurationPlusAnIntIsSwiftsError() async throws {
    try await MarkedScript(marked: "let step: Duration = .seconds(1)\nprint(⏵step + 1)\n")
      .expectError(
        "binary operator '+' cannot be applied to operands of type 'Duration' and 'Int'",
        malformed: false)
  }

  @Test func aDurationMemberDepplayDoesNotOfferIsSwiftsError() async throws {
    try await MarkedScript(marked: "let wait = ⏵Duration.minutes(2)\n")
      .expectError("type 'Duration' has no member 'minutes'", malformed: false)
  }

  @Test func aDateMovedByTextIsSwiftsError() async throws {
    try await MarkedScript(
      marked: "let start = Date(timeIntervalSince1970: 0)\nprint(⏵start + \"1\")\n"
    ).expectError(
      "binary operator '+' cannot be applied to operands of type 'Date' and 'String'",
      malformed: false)
  }

  @Test func anISODateFromADateIsSwiftsError() async throws {
    try await MarkedScript(
      marked: """
        let formatter = ISO8601DateFormatter()
        print(formatter.date(⏵from: Date(timeIntervalSince1970: 0)) == nil)

        """
    ).expectError(
      "cannot convert value of type 'Date' to expected argument type 'String'", malformed: false)
  }

  @Test func decodingAStructThatIsNotDecodableIsSwiftsError() async throws {
    try await MarkedScript(
      marked: """
        struct Point: Equatable {
          var x: Int
        }
        let point = try JSONDecoder().decode(⏵Point.self, from: Data("{}".utf8))

        """
    ).expectError(
      "instance method 'decode(_:from:)' requires that 'Point' conform to 'Decodable'",
      malformed: false)
  }

  @Test func encodingAStructThatIsNotEncodableIsSwiftsError() async throws {
    try await MarkedScript(
      marked: """
        struct Point: Equatable {
          var x: Int
        }
        let data = try JSONEncoder().encode(⏵Point(x: 1))

        """
    ).expectError(
      "instance method 'encode' requires that 'Point' conform to 'Encodable'", malformed: false)
  }

  @Test(arguments: [
    (
      "encoder = JSONEncoder()", "encoder.keyEncodingStrategy = .convertFromSnakeCase",
      "JSONEncoder"
    ),
    ("decoder = JSONDecoder()", "decoder.keyDecodingStrategy = .convertToSnakeCase", "JSONDecoder"),
  ])
  func aCoderTakesOnlyItsOwnKeyStrategy(made: String, assignment: String, type: String)
    async throws
  {
    let property = assignment.split(separator: ".")[1].split(separator: " ")[0]
    try await MarkedScript(marked: "let \(made)\n⏵\(assignment)\n").expectError(
      "setting '\(property)' of a \(type) is not supported yet", malformed: false)
  }

  @Test func aDecodingErrorIsAValueTheScriptCatches() async {
    let result = await runScript(
      """
      struct Point: Codable {
        var x: Int
      }
      do {
        _ = try JSONDecoder().decode(Point.self, from: Data("{\\"x\\": \\"one\\"}".utf8))
      } catch is DecodingError {
        print("caught")
      }
      """, file: "json.dep")
    #expect(result.output == "caught\n", "\(result.errors)")
  }
}
