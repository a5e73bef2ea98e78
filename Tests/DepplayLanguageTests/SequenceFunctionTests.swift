import DepplayLanguage
import Testing

/// Swift's `stride`, `zip`, `abs`, `reversed()`, a range's `contains(_:)`, `Int.max` and
/// `Int.min` (`Golden/stride-and-zip.dep`), with the values Swift gives and swiftc's words for
/// a call Swift would not compile.
@Suite struct SequenceFunctionTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "sequences.dep")
  }

  @Test(arguments: [
    ("print(stride(from: 3, through: 1, by: -1).map { $0 })", "[3, 2, 1]"),
    ("print(stride(from: 3, to: 1, by: -1).map { $0 })", "[3, 2]"),
    ("print(stride(from: 1, to: 1, by: 1).map { $0 })", "[]"),
    ("print(stride(from: 0, to: 1, by: 0.5).map { $0 })", "[0.0, 0.5]"),
    ("print(stride(from: 0.0, through: 0.3, by: 0.1).map { $0 })", "[0.0, 0.1, 0.2]"),
    ("print(zip([1, 2, 3], [\"a\", \"b\"]).map { $0.1 })", "[\"a\", \"b\"]"),
    ("print(abs(-7), abs(7), abs(-0.5))", "7 7 0.5"),
    ("print([1, 2, 3].reversed())", "[3, 2, 1]"),
    ("print((0..<3).reversed().map { $0 })", "[2, 1, 0]"),
    ("print((1...3).contains(3), (1..<3).contains(3))", "true false"),
    ("print(Int.max, Int.min)", "9223372036854775807 -9223372036854775808"),
  ])
  func valuesAreSwifts(source: String, printed: String) async {
    let (output, errors, succeeded) = await Self.run(source)
    #expect(succeeded, "\(errors)")
    #expect(output == printed + "\n")
  }

  /// The messages are swiftc 6.3.1's (the zero step's, a compiled program's trap); depplay
  /// points at the call or the argument where swiftc points at a parenthesis.
  @Test(arguments: [
    ("_ = stride(from: 1, to: 3)", "1:5: error: missing argument for parameter 'by' in call"),
    (
      "_ = stride(from: 1, upTo: 3, by: 1)",
      "1:5: error: no exact matches in call to global function 'stride'"
    ),
    ("_ = zip([1])", "1:5: error: missing argument for parameter #2 in call"),
    ("_ = abs(x: 1)", "1:9: error: extraneous argument label 'x:' in call"),
    ("_ = abs(1, 2)", "1:12: error: extra argument in call"),
    (
      "_ = stride(from: 1, to: 3, by: 0)",
      "1:28: error: Fatal error: Stride size must not be zero"
    ),
    (
      "_ = abs(Int.min)",
      "1:5: error: arithmetic overflow: -(-9223372036854775808) does not fit in an Int"
    ),
    ("_ = Int.zero", "1:5: error: 'Int.zero' is not in depplay: its numbers are integer literals"),
  ])
  func aCallSwiftRefusesIsRefused(source: String, error: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("sequences.dep:" + error), "\(errors)")
  }

  @Test func aStrideTooLongForAValueIsRefusedBeforeItIsBuilt() async {
    let (_, errors, succeeded) = await Self.run(
      "for _ in stride(from: 0, to: Int.max, by: 1) {}")
    #expect(!succeeded)
    #expect(errors.contains("value too big"))
  }
}
