import DepplayLanguage
import Testing

/// The collection methods of `Golden/collection-methods.dep`, as Swift's: what each gives,
/// what it leaves in the collection, and where Swift stops the program.
@Suite struct CollectionMethodTests {
  /// Scripts calling the methods.
  static let scripts = [
    "var a = [1, 2, 3]\nprint(a.popLast(), a)",
    "var a = [1, 2, 3]\nprint(a.removeLast(), a.removeFirst(), a)",
    "print([4, 5, 4].firstIndex(of: 4), [4].firstIndex(of: 1))",
    "print([1, 2, 3].dropFirst(), [1, 2, 3].dropLast(), [1, 2].dropFirst(5))",
    "var s = \"ab\"\ns.append(\"c\")\nprint(s, \"abc\".dropLast(2))",
    "var s = Set([1])\nprint(s.insert(2), s.insert(1), s.remove(1), s.remove(1), s.sorted())",
    "let a = Set([1, 2, 3])\nlet b = Set([3, 4])\nprint(a.union(b).sorted(), a.intersection(b), a.subtracting(b).sorted())",
    "print(Set([1]).isSubset(of: Set([1, 2])), Set([3]).isSubset(of: Set([1])))",
    "print([1, 2, 3].reduce(into: 10) { $0 += $1 }, [4].reduce(into: 0) { r, n in r = n * n })",
    "let e: [Int] = []\nprint([1, 2].allSatisfy { $0 < 2 }, e.allSatisfy { $0 > 9 })",
  ]
  /// What each prints.
  static let outputs = [
    "Optional(3) [1, 2]\n",
    "3 1 [2]\n",
    "Optional(0) nil\n",
    "[2, 3] [1, 2] []\n",
    "abc a\n",
    "(inserted: true, memberAfterInsert: 2) (inserted: false, memberAfterInsert: 1)"
      + " Optional(1) nil [2]\n",
    "[1, 2, 3, 4] [3] [1, 2]\n",
    "true false\n",
    "16 16\n",
    "false true\n",
  ]

  @Test(arguments: zip(scripts, outputs))
  func theMethodGivesWhatSwiftsGives(script: String, output: String) async {
    let result = await runScript(script, file: "collections.dep")
    #expect(result.output == output, "\(result.errors)")
  }

  @Test(arguments: ["removeLast", "removeFirst"])
  func removingFromAnEmptyArrayStopsTheProgram(method: String) async throws {
    let end = method == "removeLast" ? "last" : "first"
    try await MarkedScript(marked: "var a: [Int] = []\n⏵a.\(method)()\n")
      .expectError("Can't remove \(end) element from an empty collection", malformed: false)
  }

  @Test func removeAtOffsetsRemovesThePositionsAnIndexSetGives() async {
    let result = await runScript(
      """
      var names = ["Ada", "Bram", "Cleo", "Dov"]
      names.remove(atOffsets: [2, 0])
      print(names)
      names.remove(atOffsets: [])
      print(names)
      """, file: "offsets.swift")
    #expect(result.output == "[\"Bram\", \"Dov\"]\n[\"Bram\", \"Dov\"]\n", "\(result.errors)")
  }

  @Test func removeAtOffsetsPastTheEndStopsTheProgram() async throws {
    try await MarkedScript(marked: "var a = [1, 2]\n⏵a.remove(atOffsets: [2])\n")
      .expectError("Index out of range", malformed: false)
  }

  @Test func aLetArrayIsNotChanged() async throws {
    try await MarkedScript(marked: "let a = [1]\n⏵a.popLast()\n")
      .expectError(
        "cannot use mutating member on immutable value: 'a' is a 'let' constant", malformed: false)
  }
}
