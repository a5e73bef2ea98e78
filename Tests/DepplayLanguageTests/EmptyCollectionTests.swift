import DepplayLanguage
import Testing

/// `[Int]()`, `[String: Double]()`: an empty collection made by its type's initializer, which
/// depplay reads as the empty literal coerced to that type (`Golden/literal-typing.dep`).
@Suite struct EmptyCollectionTests {
  @Test func anInitializerOfABracketedTypeIsAnEmptyCollection() async {
    let result = await runScript(
      """
      struct Item { let name: String }
      var items = [Item]()
      items.append(Item(name: "a"))
      var counts = [String: [Int]]()
      counts["a", default: []].append(1)
      print(items.count, counts, [[Double]](), ["a": 1] as [String: Double])
      """, file: "empty.dep")
    #expect(result.output == "1 [\"a\": [1]] [] [\"a\": 1.0]\n", "\(result.errors)")
  }

  @Test func anInitializerWithArgumentsIsRefusedByName() async throws {
    try await MarkedScript(marked: "let zeros = ⏵[Int](repeating: 0, count: 3)\n")
      .expectError("a call of '[Int]' with arguments is not supported yet", malformed: true)
  }

  @Test func anUndeclaredElementTypeIsSwiftsError() async throws {
    try await MarkedScript(marked: "let items = ⏵[Item]()\n")
      .expectError("cannot find type 'Item' in scope", malformed: true)
  }
}
