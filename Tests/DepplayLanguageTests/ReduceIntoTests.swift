import DepplayLanguage
import Testing

/// `reduce(into:_:)`, whose closure changes the running result in place, and
/// `reduce(_:_:)` over Doubles from an integer literal (`Golden/reduce-into.dep`).
@Suite struct ReduceIntoTests {
  /// Scripts that reduce.
  static let scripts = [
    """
    let words = ["a", "b", "a"]
    let counts: [String: Int] = words.reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }
    print(counts["a"] ?? 0, counts["b"] ?? 0, counts.count)
    """,
    """
    let squares: [Int] = [1, 2, 3].reduce(into: []) { $0.append($1 * $1) }
    print(squares)
    """,
    """
    struct Item { var price: Double }
    let prices = [Item(price: 1.25), Item(price: 2)].map(\\.price)
    print(prices.reduce(0, +), prices.reduce(1) { $0 * $1 })
    """,
    """
    print([2, 3].reduce(1, *), [2.5].reduce(-1, +))
    """,
  ]
  /// What each prints: the result the last step left; a Double result from an integer
  /// literal over Doubles, and still an Int over Ints.
  static let outputs = ["2 1 2\n", "[1, 4, 9]\n", "3.25 2.5\n", "6 1.5\n"]

  @Test(arguments: zip(scripts, outputs))
  func reducesAsSwiftDoes(script: String, output: String) async {
    let result = await runScript(script, file: "reduce.dep")
    #expect(result.output == output, "\(result.errors)")
  }

  @Test func reduceWithoutIntoKeepsItsParametersImmutable() async throws {
    try await MarkedScript(
      marked: """
        let total = [1, 2].reduce(0) { sum, n in ⏵sum += n }

        """
    ).expectError("cannot assign to value: 'sum' is a 'let' constant", malformed: true)
  }
}
