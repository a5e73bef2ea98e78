import DepplayLanguage
import Testing

/// Each pass of a `for` loop starts with an empty frame of its own. The interpreter reuses the
/// frame of the pass before when nothing kept it (`LoopPasses`), so these check that what a
/// pass captured keeps that pass's values, and that a pass never sees the one before.
@Suite struct LoopPassFrameTests {
  static func output(_ source: String) async -> [String] {
    await Session().run(source: source, file: "x.dep").output
  }

  @Test func aClosureMadeInAPassKeepsThatPassesValues() async {
    let source = """
      var first = { 0 }
      var last = { 0 }
      for i in 0..<3 {
        let doubled = i * 2
        let sum = { doubled + i }
        if i == 0 { first = sum }
        last = sum
      }
      print(first(), last())
      """
    #expect(await Self.output(source) == ["0 6"])
  }

  @Test func aVarOfAPassStartsAgainInTheNext() async {
    let source = """
      for i in 1...3 {
        var total = 10
        total += i
        print(total)
      }
      """
    #expect(await Self.output(source) == ["11", "12", "13"])
  }

  @Test func aTaskMadeInAPassReadsThatPassesValues() async {
    let source = """
      for i in 0..<3 {
        let label = i * 10
        let t = Task { label + i }
        print(await t.value)
      }
      """
    #expect(await Self.output(source) == ["0", "11", "22"])
  }
}
