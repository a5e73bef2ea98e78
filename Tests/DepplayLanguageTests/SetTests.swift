import DepplayLanguage
import Testing

/// `Set(array)`: the distinct elements, compared without order, as Swift's Set.
@Suite struct SetTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "sets.dep")
  }

  @Test func aSetHoldsTheDistinctElementsAndComparesWithoutOrder() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Tag: Hashable { var name: String }
      let tags = Set([Tag(name: "a"), Tag(name: "b"), Tag(name: "a")])
      let none: [Int] = []
      let empty = Set(none)
      print(tags.count, tags.contains(Tag(name: "b")), tags.contains(Tag(name: "c")))
      print(Set([2, 1]) == Set([1, 2, 2]), Set([1]) == Set([1, 2]), empty.isEmpty)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "2 true false\ntrue false true\n")
  }

  @Test func aSetHasNoLastAndNoSubscript() async {
    let (_, errors, succeeded) = await Self.run("let s = Set([1])\nprint(s.last ?? 0)")
    #expect(!succeeded)
    #expect(
      errors.contains("sets.dep:2:7: error: a value of type Set has no member 'last'"),
      "\(errors)")
  }
}
