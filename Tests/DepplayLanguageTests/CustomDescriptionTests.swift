import DepplayLanguage
import Testing

/// A plain struct conforming to `CustomStringConvertible`: `print` and string interpolation
/// show its `description` wherever the value stands, as Swift's printing does (checked with
/// swiftc 6.3).
@Suite struct CustomDescriptionTests {
  static let temperature = """
    struct Temperature { var celsius: Int }
    extension Temperature: CustomStringConvertible {
      var description: String { "\\(celsius)°C" }
    }

    """

  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "described.dep")
  }

  @Test func printAndInterpolationUseTheDescription() async {
    let (output, errors, succeeded) = await Self.run(
      Self.temperature + """
        let today = Temperature(celsius: 21)
        print(today)
        print("now \\(today)", today.description)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "21°C\nnow 21°C 21°C\n")
  }

  @Test func aDescribedValueInAListOrAnotherStructIsShownByItsDescription() async {
    let (output, errors, succeeded) = await Self.run(
      Self.temperature + """
        struct Reading { var place: String; var temperature: Temperature }
        print([Temperature(celsius: 3), Temperature(celsius: 4)])
        print(Reading(place: "roof", temperature: Temperature(celsius: 5)))
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[3°C, 4°C]\nReading(place: \"roof\", temperature: 5°C)\n")
  }

  @Test func aStructDeclaredCustomStringConvertibleUsesItsStoredDescription() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Label: CustomStringConvertible { let description: String }
      print(Label(description: "plain"))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "plain\n")
  }

  @Test func aConformanceWithoutADescriptionIsSwiftsError() async {
    let (_, errors, succeeded) = await Self.run(
      "struct T: CustomStringConvertible { var a = 1 }\n")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "described.dep:1:8: error: type 'T' does not conform to protocol 'CustomStringConvertible'"),
      "\(errors)")
  }
}
