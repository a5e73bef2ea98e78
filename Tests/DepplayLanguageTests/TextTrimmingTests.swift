import DepplayLanguage
import Testing

/// Foundation's `trimmingCharacters(in:)` with `CharacterSet`'s sets written as the implied
/// member, `components(separatedBy:)`, and a string's characters (`first`, `last`, `filter`,
/// `isLetter`…) (`Golden/text-trimming.dep` runs each form).
@Suite struct TextTrimmingTests {
  @Test func eachSetTrimsAsFoundationDoes() async {
    let result = await runScript(
      """
      print("[" + " \\tx y\\n ".trimmingCharacters(in: .whitespacesAndNewlines) + "]")
      print("[" + "\\u{00A0}x\\u{2003}".trimmingCharacters(in: .whitespaces) + "]")
      print("--a-b!".trimmingCharacters(in: .punctuationCharacters), "+1+".trimmingCharacters(in: .symbols))
      print("٣4x7".trimmingCharacters(in: .decimalDigits), "éx1".trimmingCharacters(in: .letters))
      """, file: "trim.dep")
    #expect(result.output == "[x y]\n[x]\na-b 1\nx 1\n", "\(result.errors)")
  }

  @Test func componentsKeepEmptyPiecesAndFilterGivesAString() async {
    let result = await runScript(
      """
      print(",a,,b".components(separatedBy: ","), "a1 b2".filter(\\.isNumber))
      print("Ab c".filter { !$0.isWhitespace && $0.isLowercase }, "ab".first!, "ab".last!)
      """, file: "pieces.dep")
    #expect(result.output == "[\"\", \"a\", \"\", \"b\"] 12\nbc a b\n", "\(result.errors)")
  }

  @Test func aSetCharacterSetLacksIsSwiftcsError() async throws {
    try await MarkedScript(marked: "print(\" a \".trimmingCharacters(in: .⏵spaces))\n")
      .expectError("type 'CharacterSet' has no member 'spaces'", malformed: true)
  }

  @Test func aCharacterPropertyOfALongerStringIsAnError() async throws {
    try await MarkedScript(marked: "print(⏵\"ab\".isLetter)\n")
      .expectError("a value of type String has no member 'isLetter'", malformed: false)
  }
}
