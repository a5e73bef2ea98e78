import DepplayLanguage
import Testing

/// `String(format:_:...)`: Foundation formats the values, after each is checked against the
/// conversion that reads it (`Golden/string-format.dep` runs each form).
@Suite struct StringFormatTests {
  @Test func foundationFormatsTheValuesAsSwiftDoes() async {
    let result = await runScript(
      """
      let balance = 7.5
      print(String(format: "$%.2f|%d|%@|%x|%g|%d%%", balance, -3, "a", 255, 1000000.0, 50))
      """, file: "format.dep")
    #expect(result.output == "$7.50|-3|a|ff|1e+06|50%\n", "\(result.errors)")
  }

  @Test func aValueOfTheWrongTypeIsRefusedAtItNamingTheSpecifier() async throws {
    try await MarkedScript(marked: "print(String(format: \"%d\", ⏵\"x\"))\n")
      .expectError(
        "the format specifier '%d' takes an Int or a Bool, not a String", malformed: false)
    try await MarkedScript(marked: "print(String(format: \"%.2f\", ⏵3))\n")
      .expectError("the format specifier '%.2f' takes a Double, not an Int", malformed: false)
    try await MarkedScript(marked: "print(String(format: \"%@ %@\", \"a\", ⏵1.5))\n")
      .expectError("the format specifier '%@' takes a String, not a Double", malformed: false)
  }

  @Test func aCStringSpecifierIsRefusedForAtSign() async throws {
    let diagnostic = try await MarkedScript(
      marked: "print(String(⏵format: \"%s\", \"x\"))\n"
    ).expectError("the format specifier '%s' is not supported", malformed: false)
    #expect(diagnostic.notes.contains { $0.contains("write %@ for a String") })
  }

  @Test func aSpecifierDepplayDoesNotFormatIsRefusedByName() async throws {
    try await MarkedScript(marked: "print(String(⏵format: \"%c\", 65))\n")
      .expectError("the format specifier '%c' is not supported", malformed: false)
    try await MarkedScript(marked: "print(String(⏵format: \"%*d\", 3, 4))\n")
      .expectError("the format specifier '%*' is not supported", malformed: false)
  }

  @Test func aSpecifierWithoutItsArgumentIsRefused() async throws {
    try await MarkedScript(marked: "print(String(⏵format: \"%d %d\", 1))\n")
      .expectError("the format specifier '%d' has no argument", malformed: false)
  }

  @Test func aWidthThatWouldOutgrowTheValueSizeIsRefusedBeforeFoundationBuildsIt() async throws {
    try await MarkedScript(marked: "print(⏵String(format: \"%999999999d\", 1))\n")
      .expectError("value too big: this format's widths and precisions", malformed: false)
    try await MarkedScript(marked: "print(⏵String(format: \"%.2000000f\", 1.5))\n")
      .expectError("value too big: this format's widths and precisions", malformed: false)
  }

  @Test func theExportWritesTheCallBackAndImportsFoundation() throws {
    let swift = try SwiftExporter.export(
      source: "print(String(format: \"%.1f\", 1.25))\n", file: "format.dep")
    #expect(swift.contains("import Foundation\n"))
    #expect(swift.contains("print(String(format: \"%.1f\", 1.25))"))
    let plain = try SwiftExporter.export(source: "print(String(describing: 1))\n", file: "d.dep")
    #expect(!plain.contains("import Foundation\n"))
  }
}
