import DepplayLanguage
import Testing

/// A plain enum's computed properties, run as a plain struct's are with `self` the case
/// value, and `Identifiable` as a conformance whose `id` is one of them
/// (`Golden/enum-computed-properties.dep` runs each form).
@Suite struct EnumComputedPropertyTests {
  @Test func aGetterRunsWithSelfTheCaseAndReadsRawValueAndOtherMembers() async {
    let result = await runScript(
      """
      enum Tab: String, CaseIterable, Identifiable {
        case home, search
        var id: String { rawValue }
        var title: String {
          switch self {
          case .home: return "Home"
          case .search: return "Search"
          }
        }
        var label: String { title + "#" + self.id }
      }
      print(Tab.search.label, Tab.allCases.map { $0.id })
      """, file: "tabs.dep")
    #expect(result.output == "Search#search [\"home\", \"search\"]\n", "\(result.errors)")
  }

  @Test func anIdentifiableEnumWithoutIDIsSwiftcsError() async throws {
    try await MarkedScript(marked: "enum ⏵Tab: String, Identifiable { case home }\n")
      .expectError(
        "type 'Tab' does not conform to protocol 'Identifiable'", malformed: true)
  }

  @Test func aSetterIsRefusedByName() async throws {
    try await MarkedScript(
      marked: "enum Tab { case home\n  ⏵var n: Int { get { 1 } set {} }\n}\n"
    ).expectError(
      "a computed property with a setter in an enum ('var n') is not supported yet",
      malformed: true)
  }

  @Test func theExportWritesThePropertiesBackInTheEnum() throws {
    let swift = try SwiftExporter.export(
      source: "enum Tab: String, Identifiable { case home\n  var id: String { rawValue }\n}\n",
      file: "tabs.dep")
    #expect(
      swift.contains(
        "enum Tab: String, Identifiable {\n  case home\n\n  var id: String {\n    return rawValue\n  }\n}\n"
      ))
  }
}
