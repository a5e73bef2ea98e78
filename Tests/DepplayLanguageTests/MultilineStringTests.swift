import DepplayLanguage
import Foundation
import Testing

/// A multi-line string literal is its lines less the closing quotes' indentation, with the
/// line breaks after the opening and before the closing quotes left out, `\` joining a line
/// to the next, interpolations and escapes as in a one-line literal; CRLF line ends read
/// as `\n`, as Swift reads them.
@Suite struct MultilineStringTests {
  static let script = """
    let city = "Lyon"
    let report = \"\"\"
      Forecast for \\(city):
        sunny, \\
      22°C\\t(max)
      \"\"\"
    print(report)
    print(report.count)

    """

  @Test func itIsTheTextBetweenItsQuotesAsSwiftReadsIt() async {
    let result = await runScript(Self.script, file: "forecast.swift")
    #expect(
      result.output == "Forecast for Lyon:\n  sunny, 22°C\t(max)\n38\n", "\(result.errors)")
  }

  @Test func crlfLineEndsAreLineFeeds() async {
    let crlf = Self.script.replacingOccurrences(of: "\n", with: "\r\n")
    let result = await runScript(crlf, file: "forecast.swift")
    #expect(
      result.output == "Forecast for Lyon:\n  sunny, 22°C\t(max)\n38\n", "\(result.errors)")
  }

  @Test func theExportWritesTheSameText() throws {
    let swift = try SwiftExporter.export(source: Self.script, file: "forecast.swift")
    #expect(swift.contains(#""Forecast for \(city):\n  sunny, 22°C\t(max)""#))
  }
}
