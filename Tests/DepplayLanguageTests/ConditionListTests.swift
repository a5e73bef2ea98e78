import DepplayLanguage
import Testing

/// An `if` or a `guard` with several conditions (`if let a, let b, a < b`): checked in order,
/// each seeing the names the ones before it bind; the `else` runs once, for the first that
/// fails, and sees none of those names.
@Suite struct ConditionListTests {
  @Test func eachConditionSeesTheNamesOfThoseBeforeItAndTheElseRunsOnce() async {
    let (output, errors, succeeded) = await GuardTests.run(
      """
      func check(_ first: Int?, _ second: Int?) -> String {
        if let low = first, let high = second, low < high {
          return "ordered \\(low) \\(high)"
        } else {
          print("else for", first == nil ? "no first" : second == nil ? "no second" : "order")
        }
        return "not ordered"
      }
      print(check(1, 2))
      print(check(nil, 2))
      print(check(1, nil))
      print(check(3, 2))
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output == """
        ordered 1 2
        else for no first
        not ordered
        else for no second
        not ordered
        else for order
        not ordered

        """)
  }

  @Test func aLaterConditionIsNotEvaluatedOnceOneFails() async {
    let (output, errors, succeeded) = await GuardTests.run(
      """
      func loud(_ value: Bool) -> Bool {
        print("evaluated", value)
        return value
      }
      if loud(false), loud(true) { print("both") } else { print("stopped") }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "evaluated false\nstopped\n")
  }

  @Test(arguments: ["if", "guard"])
  func anElseThatReadsANameAnEarlierConditionBindsIsRefusedByName(_ keyword: String) async {
    let body =
      keyword == "if"
      ? "if let a, a > 5 {\n    print(a)\n  } else {\n    print(a ?? 0)\n  }"
      : "guard let a, a > 5 else {\n    print(a ?? 0)\n    return\n  }\n  print(a)"
    let (_, errors, succeeded) = await GuardTests.run(
      "func f(_ a: Int?) {\n  \(body)\n}\nf(3)")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "an 'else' that reads 'a', which a condition of the same '\(keyword)' binds, is not supported yet"
      ),
      "\(errors)")
  }
}
