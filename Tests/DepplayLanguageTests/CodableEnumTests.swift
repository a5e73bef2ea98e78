import DepplayLanguage
import Testing

/// An enum with a raw type may conform to `Codable` (or `Encodable`, `Decodable`): its values
/// encode as their raw values and decode from them, as Swift synthesizes it, and a raw value
/// no case has is Swift's `dataCorrupted` error. One without a raw type is refused by name.
@Suite struct CodableEnumTests {
  static let script = #"""
    import Foundation
    enum Palette: String, CaseIterable, Codable { case coral, mint }
    enum Level: Int, Codable { case low = 1, high }
    struct Card: Codable { var palette: Palette; var level: Level }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(decoding: try encoder.encode(Card(palette: .mint, level: .high)), as: UTF8.self))
    print(String(decoding: try encoder.encode([Palette.coral]), as: UTF8.self))
    let card = try JSONDecoder().decode(Card.self, from: Data(#"{"palette":"coral","level":1}"#.utf8))
    print(card.palette, card.level, card.level.rawValue)
    let levels = try JSONDecoder().decode([Level].self, from: Data("[2, 1]".utf8))
    print(levels.map(\.rawValue))
    do {
      _ = try JSONDecoder().decode(Card.self, from: Data(#"{"palette":"teal","level":1}"#.utf8))
    } catch {
      print(error)
    }

    """#

  @Test func itsValuesEncodeAndDecodeAsTheirRawValues() async {
    let result = await runScript(Self.script, file: "palette.swift")
    // What the same program prints built with swiftc.
    #expect(
      result.output == """
        {"level":2,"palette":"mint"}
        ["coral"]
        coral low 1
        [2, 1]
        DecodingError.dataCorrupted: Data was corrupted. Path: palette. Debug description: \
        Cannot initialize Palette from invalid String value teal

        """, "\(result.errors)")
  }

  @Test func theExportWritesTheConformanceBack() throws {
    for style in [SwiftExporter.Style.deterministic, .plain] {
      let swift = try SwiftExporter.export(source: Self.script, file: "palette.swift", style: style)
      #expect(swift.contains("enum Palette: String, CaseIterable, Codable {"))
      #expect(swift.contains("enum Level: Int, Codable {"))
    }
  }

  @Test func oneWithoutARawTypeIsRefusedByName() async throws {
    try await MarkedScript(marked: "enum Mood: Equatable, ⏵Codable { case calm, busy }\n")
      .expectError(
        "an enum without a raw type that conforms to 'Codable' is not supported yet",
        malformed: true)
  }

  @Test func encodingOneThatIsNotEncodableIsSwiftsError() async throws {
    try await MarkedScript(
      marked: "import Foundation\nenum Mood: String { case calm }\n"
        + "let data = try JSONEncoder().encode(⏵Mood.calm)\n"
    ).expectError(
      "instance method 'encode' requires that 'Mood' conform to 'Encodable'", malformed: false)
  }
}
