import DepplayLanguage
import Testing

/// `Dictionary(grouping:by:)`, as Swift's initializer groups (`Golden/dictionary-grouping.dep`
/// runs it with a struct's field and with a computed key).
@Suite struct DictionaryGroupingTests {
  @Test func eachElementGoesUnderItsKeyInOrderAndAReadIsAnOptional() async {
    let result = await runScript(
      """
      let words = ["ant", "bee", "asp", "cow", "bat"]
      let byLetter = Dictionary(grouping: words, by: { word in word.prefix(1) })
      print(byLetter["a"] ?? [], byLetter["b"]!, byLetter.count)
      print(byLetter["z"])
      """, file: "grouping.dep")
    #expect(result.output == "[\"ant\", \"asp\"] [\"bee\", \"bat\"] 3\nnil\n", "\(result.errors)")
  }

  @Test func anUnknownInitializerOfDictionaryIsRefusedByName() async throws {
    try await MarkedScript(marked: "let d = ⏵Dictionary(minimumCapacity: 4)\n")
      .expectError("no such initializer", malformed: false)
  }
}
