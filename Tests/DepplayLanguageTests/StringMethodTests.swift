import DepplayLanguage
import Testing

/// A string's methods, and the conversions between numbers and text, as Swift's: the
/// checker resolves each method call once, and the value's type decides whether it has it.
@Suite struct StringMethodTests {
  /// Scripts that run, with what Swift prints for them.
  static let runs: [PrintedRun] = [
    PrintedRun(
      "the methods give what Swift's give",
      """
      let s = "hello World"
      print(s.uppercased(), s.lowercased(), s.capitalized, "mars".capitalized)
      print(s.hasPrefix("he"), s.hasSuffix("x"), s.contains("lo W"), s.contains("z"))
      print(s.prefix(3), s.suffix(3), s.prefix(100), [s.prefix(2)])
      print("a,,b,".split(separator: ","), ["a", "b"].joined(separator: "-"), ["a", "b"].joined())
      """,
      "HELLO WORLD hello world Hello World Mars\ntrue false true false\n"
        + "hel rld hello World [\"he\"]\n[\"a\", \"b\"] a-b ab\n"),
    PrintedRun(
      "a string's debugDescription is quoted and escaped, as debugPrint shows it",
      """
      let said = "say \\"hi\\"\\n"
      print(said.debugDescription, "".debugDescription, said.debugDescription.count)
      """,
      "\"say \\\"hi\\\"\\n\" \"\" 14\n"),
    PrintedRun(
      "numbers and text convert as Swift converts",
      """
      let count = 3
      let price = 2.5
      print(String(count), String(price), Int("12"), Int("x"), Int("12") ?? 0)
      print(Double(count) * price, Int(price), Int(-2.9), Double(2) / 3)
      let x: Double = 3
      print(x, Optional(count), Optional("a"))
      """,
      "3 2.5 Optional(12) nil 12\n7.5 2 -2 0.6666666666666666\n3.0 Optional(3) Optional(\"a\")\n"),
    PrintedRun(
      "a Double property takes an integer literal",
      """
      struct Temperature { var celsius: Double; var offset: Double = 1 }
      let t = Temperature(celsius: 0)
      print(t.celsius + 21.5, t.offset)
      """,
      "21.5 1.0\n"),
    PrintedRun(
      "optionals are made explicitly",
      """
      let a: Optional<Int> = .some(4)
      let b: Int? = .none
      var c: String?
      print(a, b, c ?? "none")
      c = "set"
      print(c!)
      """,
      "Optional(4) nil none\nset\n"),
  ]

  @Test(arguments: runs)
  func printsWhatSwiftPrints(_ run: PrintedRun) async {
    await run.check(file: "strings.dep")
  }
}
