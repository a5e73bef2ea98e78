import DepplayLanguage
import Testing

/// `print`'s `separator:` and `terminator:`: the bytes Swift's `print(_:separator:terminator:)`
/// writes, and swiftc's errors for arguments it refuses.
@Suite struct PrintArgumentsTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "print.dep")
  }

  /// Checked against swiftc 6.3.1's run of the same lines.
  @Test func theSeparatorJoinsTheItemsAndTheTerminatorEndsThem() async {
    let (output, errors, succeeded) = await Self.run(
      """
      print("a", terminator: "")
      print("b", "c", separator: "-")
      print("d")
      print(1, 2, separator: ", ", terminator: "!\\n")
      print()
      print(separator: "x", terminator: "E\\n")
      let end = "."
      print("last", terminator: end)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "ab-c\nd\n1, 2!\n\nE\nlast.")
  }

  @Test func spawnedWorkLabelsWhatItPrintsAndEndsItWithItsTerminator() async {
    let (output, errors, succeeded) = await Self.run(
      "let t = Task { print(1, 2, separator: \"+\", terminator: \";\\n\") }\nawait t.value")
    #expect(succeeded, "\(errors)")
    #expect(output == "[Task 1] 1+2;\n")
  }

  /// Checked against swiftc 6.3.1: each message and column is the compiler's.
  @Test(arguments: [
    (
      "print(\"a\", terminater: \"\")",
      "1:6: error: incorrect argument label in call (have '_:terminater:', expected '_:terminator:')"
    ),
    (
      "print(\"a\", \"b\", seperator: \"-\")",
      "1:6: error: incorrect argument label in call (have '_:_:seperator:', expected '_:_:separator:')"
    ),
    ("print(\"a\", foo: 1)", "1:17: error: extra argument 'foo' in call"),
    (
      "print(\"a\", terminator: \"\", terminator: \"\")",
      "1:40: error: extra argument 'terminator' in call"
    ),
    (
      "print(\"a\", terminator: \"\", separator: \"-\")",
      "1:28: error: argument 'separator' must precede argument 'terminator'"
    ),
    (
      "print(terminator: \"\", \"a\")",
      "1:23: error: unnamed argument #2 must precede argument 'terminator'"
    ),
    (
      "print(\"a\", terminator: 1)",
      "1:24: error: cannot convert value of type 'Int' to expected argument type 'String'"
    ),
    (
      "print(\"a\", separator: true)",
      "1:23: error: cannot convert value of type 'Bool' to expected argument type 'String'"
    ),
    (
      "print(\"a\", terminator: nil)",
      "1:24: error: 'nil' is not compatible with expected argument type 'String'"
    ),
  ])
  func argumentsSwiftRefusesAreSwiftcsErrorsBeforeAnythingRuns(
    _ source: String, _ message: String
  ) async {
    let (output, errors, succeeded) = await Self.run("print(0)\n" + source)
    #expect(!succeeded)
    #expect(output.isEmpty)
    let moved = message.replacing(/^1:/, with: "2:")
    #expect(errors.contains("print.dep:\(moved)"), "\(errors)")
  }

  /// A value the checker cannot type before the run is refused where the call runs, with
  /// swiftc's words.
  @Test func aTerminatorThatIsNotAStringIsRefusedWhereItRuns() async {
    let (output, errors, succeeded) = await Self.run(
      "let n = 3\nprint(\"a\")\nprint(\"b\", terminator: n)")
    #expect(!succeeded)
    #expect(output == "a\n")
    #expect(
      errors.contains(
        "print.dep:3:24: error: cannot convert value of type 'Int' to expected argument type 'String'"
      ),
      "\(errors)")
  }
}
