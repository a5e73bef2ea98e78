import DepplayLanguage
import Testing

/// Dictionaries as Swift's: a subscript read is an Optional, `= nil` removes a key, a
/// `default:` gives a value to change, `==` ignores order, and what depplay refuses or traps
/// on is said in Swift's words.
@Suite struct DictionaryTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "dictionaries.dep")
  }

  /// Scripts that run, with what Swift prints for them.
  static let runs: [PrintedRun] = [
    PrintedRun(
      "a subscript read is an optional and nil removes the key",
      """
      var ages = ["Blob": 1]
      print(ages["Blob"], ages["x"], "\\(ages["Blob"])")
      ages["Blob"] = nil
      ages["Jr"] = 2
      print(ages, ages.count, ages.keys, ages.values)
      """,
      "Optional(1) nil Optional(1)\n[\"Jr\": 2] 1 [\"Jr\"] [2]\n"),
    PrintedRun(
      "a struct's dictionary property and a type alias print their reads as optionals",
      """
      typealias Scores = [String: Int]
      struct Player { var scores: [String: Int] }
      let player = Player(scores: ["a": 1])
      var table: Scores = [:]
      table["x"] = 2
      print(player.scores["a"], player.scores["b"], table["x"])
      """,
      "Optional(1) nil Optional(2)\n"),
    PrintedRun(
      "a default gives a value to change in place",
      """
      var groups: [String: [Int]] = [:]
      groups["odd", default: []].append(1)
      groups["odd", default: []].append(3)
      var counts: [Int: Int] = [:]
      counts[7, default: 10] += 1
      print(groups, counts[7] ?? 0, counts[8, default: 0])
      """,
      "[\"odd\": [1, 3]] 11 0\n"),
    PrintedRun(
      "equality ignores order and a loop gives keys and values",
      """
      var sum = 0
      var names = ""
      for (name, value) in ["x": 1, "y": 2] {
        sum += value
        names += name
      }
      for entry in ["k": 3] { print(entry, entry.key, entry.value) }
      print(sum, names.count, ["x": 1, "y": 2] == ["y": 2, "x": 1], ["x": 1] == ["x": 2])
      """,
      "(key: \"k\", value: 3) k 3\n3 2 true false\n"),
    PrintedRun(
      "removeValue gives the old value",
      """
      var d = ["a": 1]
      print(d.removeValue(forKey: "a") ?? 0, d.removeValue(forKey: "a") ?? 0, d.isEmpty)
      """,
      "1 0 true\n"),
    PrintedRun(
      "sorting gives an order Swift promises",
      """
      let scores = ["b": 2, "a": 3, "c": 1]
      print(scores.keys.sorted(), scores.sorted { $0.value < $1.value }.map(\\.key))
      print(scores.sorted { $0.key < $1.key }.first?.value ?? 0, Set([3, 1]).sorted())
      print([2.5, 1.0].sorted(), ["a", "c", "b"].sorted(by: { $0 > $1 }))
      """,
      "[\"a\", \"b\", \"c\"] [\"c\", \"b\", \"a\"]\n3 [1, 3]\n[1.0, 2.5] [\"c\", \"b\", \"a\"]\n"),
    PrintedRun(
      "reduce combines in order and an operator is a function",
      """
      let numbers = [3, 9, 2]
      print(numbers.reduce(0, +), numbers.reduce(1) { $0 * $1 }, numbers.reduce("") { "\\($0)\\($1)" })
      let none: [Int] = []
      print(numbers.sorted(by: >), numbers.sorted(by: <), none.reduce(7, +))
      """,
      "14 54 392\n[9, 3, 2] [2, 3, 9] 7\n"),
  ]

  @Test(arguments: runs)
  func printsWhatSwiftPrints(_ run: PrintedRun) async {
    await run.check(file: "dictionaries.dep")
  }

  /// What Swift refuses or traps on, in its words, at its place.
  @Test(arguments: [
    (
      "let d = [\"a\": 1, \"a\": 2]\nprint(d)",
      "1:18: error: Fatal error: Dictionary literal contains duplicate keys"
    ),
    (
      "let d = [\"a\": 1]\n_ = d.removeValue(forKey: \"a\")",
      "2:5: error: cannot use mutating member on immutable value: 'd' is a 'let' constant"
    ),
    (
      "print(\"abc\".prefix(-1))",
      "1:20: error: Fatal error: Can't take a prefix of negative length from a collection"
    ),
    (
      "let a = 1\nlet b = 2.5\nprint(a + b)",
      "3:7: error: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'"
    ),
    (
      "let n = 3\nprint(n.uppercased())",
      "2:7: error: a value of type Int has no method 'uppercased'"
    ),
  ])
  func swiftsErrors(source: String, message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("dictionaries.dep:" + message), "\(errors)")
  }
}
