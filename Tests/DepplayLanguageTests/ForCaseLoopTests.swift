import DepplayLanguage
import Testing

/// `for case` patterns and `where` clauses on `for` loops, as Swift runs them: a pass runs
/// only for the elements the pattern matches and for which the condition holds, with the
/// pattern's names bound in the condition and the body.
@Suite struct ForCaseLoopTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "loops.dep")
  }

  @Test func aPatternAndAConditionChooseThePasses() async {
    let (output, errors, succeeded) = await Self.run(
      """
      enum Event { case tap(x: Int, y: Int), scroll(by: Int) }
      let events: [Event] = [.tap(x: 1, y: 2), .scroll(by: 5), .tap(x: 3, y: 0)]
      for case let .tap(x, y) in events where y > 0 { print("tap", x, y) }
      for case .scroll(let distance) in events { print("scroll", distance) }
      for case .tap(3, let y) in events { print("tap at 3", y) }
      for index in 0..<6 where index % 2 == 0 { print(index) }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "tap 1 2\nscroll 5\ntap at 3 0\n0\n2\n4\n")
  }

  @Test func optionalPatternsMatchAsSwiftsDo() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let values: [Int?] = [1, nil, 3]
      var sum = 0
      for case let value? in values { sum += value }
      for case .some(let value) in values where value > 1 { sum += value * 10 }
      enum Reading { case value(Int?) }
      for case .value(let n?) in [Reading.value(4), .value(nil)] { sum += n * 100 }
      var nils = 0
      for case nil in values { nils += 1 }
      for case .none in values { nils += 1 }
      print(sum, nils)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "434 2\n")
  }

  @Test func eachPassBindsItsOwnNamesForAClosureItMakes() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let pairs = ["a": 1, "b": 2, "c": 3]
      var readers: [() -> String] = []
      for (key, value) in pairs where value != 2 { readers.append { "\\(key)=\\(value)" } }
      print(readers.map { $0() })
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"a=1\", \"c=3\"]\n")
  }

  @Test(arguments: [
    (
      "for n in [1, 2] where n { print(n) }",
      "1:23: error: a 'where' condition must be a Bool, not Int"
    ),
    (
      "for n in [1] where missing > 0 { print(n) }",
      "1:20: error: cannot find 'missing' in scope"
    ),
    (
      "for case .done(let id) in [1, 2] { print(id) }",
      "1:10: error: the pattern '.done' cannot match a value of type Int"
    ),
  ])
  func mistakesAreLocated(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(script + "\n")
    #expect(!succeeded)
    #expect(errors.contains("loops.dep:\(message)"), "\(errors)")
  }
}
