import DepplayLanguage
import Testing

/// `switch` over a tuple with a pattern per element (`case (.domestic, let g) where g <= 500`):
/// what each element's pattern matches, and Swift's errors for a switch that leaves out a
/// combination of cases and for a pattern of the wrong length.
@Suite struct TuplePatternTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "tuples.dep")
  }

  @Test func eachElementMatchesItsOwnPatternAndBindsItsNames() async {
    let (output, errors, succeeded) = await Self.run(
      """
      enum Zone { case near, far }
      for (zone, grams) in [(Zone.near, 300), (Zone.near, 900), (Zone.far, 50)] {
        switch (zone, grams) {
        case (.near, let g) where g <= 500: print("light", g)
        case (.near, var g):
          g += 1
          print("heavy", g)
        case (.far, 50): print("far fifty")
        case (.far, _): print("far")
        }
      }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "light 300\nheavy 901\nfar fifty\n")
  }

  @Test func aSwitchThatLeavesOutACombinationIsRefusedWithSwiftsFixIt() async {
    let (output, errors, succeeded) = await Self.run(
      """
      enum Zone { case a, b, c }
      print("before")
      switch (Zone.a, 1) {
      case (.a, let g) where g < 3: print(1)
      case (.a, _): print(2)
      case (.b, _): print(3)
      }
      """)
    #expect(!succeeded)
    #expect(output.isEmpty, "a program Swift refuses does not start")
    #expect(errors.contains("tuples.dep:3:1: error: switch must be exhaustive"), "\(errors)")
    #expect(errors.contains("add missing case: '(.c, _)'"), "\(errors)")
  }

  @Test func aGuardedPatternCoversNothing() async {
    let (_, errors, succeeded) = await Self.run(
      """
      enum Zone { case a, b }
      switch (Zone.a, Zone.b) {
      case (.a, _): print(1)
      case (.b, .a): print(2)
      case (.b, .b) where true: print(3)
      }
      """)
    #expect(!succeeded)
    #expect(errors.contains("add missing case: '(.b, .b)'"), "\(errors)")
  }

  @Test func aPatternOfTheWrongLengthIsSwiftsError() async {
    let (_, errors, succeeded) = await Self.run(
      """
      let triple = (1, 2, 3)
      switch triple {
      case (1, _): print("one")
      default: print("other")
      }
      """)
    #expect(!succeeded)
    #expect(
      errors.contains(
        "tuples.dep:3:6: error: tuple pattern has the wrong length for tuple type '(Int, Int, Int)'"
      ),
      "\(errors)")
  }

  @Test func aLabelledTuplePatternIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run(
      """
      switch (x: 1, y: 2) {
      case (x: 1, y: _): print("one")
      default: print("other")
      }
      """)
    #expect(!succeeded)
    #expect(
      errors.contains("a labelled tuple pattern ('x:') is not supported yet"), "\(errors)")
  }
}
