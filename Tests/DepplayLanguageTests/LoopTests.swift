import DepplayLanguage
import Testing

/// `while`, `repeat { } while`, `break` and `continue` as Swift has them (`Golden/loops.dep`):
/// where each pass checks its conditions, what each jump leaves, and swiftc's words for a jump
/// with nothing to leave.
@Suite struct LoopTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "loops.dep")
  }

  @Test func aRepeatLoopRunsItsBodyBeforeItsFirstCheck() async {
    let (output, _, succeeded) = await Self.run(
      """
      var runs = 0
      repeat { runs += 1 } while runs > 5
      while runs > 5 { runs += 10 }
      print(runs)
      """)
    #expect(succeeded)
    #expect(output == "1\n")
  }

  @Test func continueInARepeatLoopChecksTheConditionNext() async {
    let (output, _, succeeded) = await Self.run(
      """
      var i = 0
      repeat {
        i += 1
        if i < 3 { continue }
        print(i)
      } while i < 4
      """)
    #expect(succeeded)
    #expect(output == "3\n4\n")
  }

  @Test func breakInASwitchLeavesTheSwitchNotTheLoop() async {
    let (output, _, succeeded) = await Self.run(
      """
      var seen: [Int] = []
      var i = 0
      while i < 3 {
        i += 1
        switch i {
        case 2: break
        default: seen.append(i)
        }
        seen.append(-i)
      }
      print(seen)
      """)
    #expect(succeeded)
    #expect(output == "[1, -1, -2, 3, -3]\n")
  }

  @Test func aLabelledJumpLeavesTheLoopItNames() async {
    let (output, _, succeeded) = await Self.run(
      """
      var pairs: [String] = []
      outer: while true {
        for i in 0..<5 {
          if i == 1 { continue }
          if i == 3 { break outer }
          pairs.append("\\(i)")
        }
      }
      print(pairs)
      """)
    #expect(succeeded)
    #expect(output == "[\"0\", \"2\"]\n")
  }

  @Test func aLiteralConditionHoldsOrFailsAtEveryPass() async {
    let (output, _, succeeded) = await Self.run(
      """
      var n = 0
      while true {
        n += 1
        if n < 3 { continue }
        break
      }
      while false { n += 100 }
      repeat { n += 10 } while false
      print(n)
      """)
    #expect(succeeded)
    #expect(output == "13\n")
  }

  @Test func aWhileLetBindsEachPassUntilTheValueIsNil() async {
    let (output, _, succeeded) = await Self.run(
      """
      var queue = [3, 1, 2]
      var next: Int? = queue.first
      while let head = next, head > 0 {
        queue.remove(at: 0)
        print(head)
        next = queue.first
      }
      """)
    #expect(succeeded)
    #expect(output == "3\n1\n2\n")
  }

  @Test func aGuardInALoopMayLeaveByContinueOrBreak() async {
    let (output, _, succeeded) = await Self.run(
      """
      let values: [Int?] = [1, nil, 3, -1, 5]
      for value in values {
        guard let value else { continue }
        guard value > 0 else { break }
        print(value)
      }
      """)
    #expect(succeeded)
    #expect(output == "1\n3\n")
  }

  @Test func aLoopInAnEffectAwaitsEachPass() async {
    let (output, _, succeeded) = await Self.run(
      """
      let clock = TestClock()
      let task = Task {
        var ticks = 0
        repeat {
          try await clock.sleep(for: .seconds(1))
          ticks += 1
        } while ticks < 3
        return ticks
      }
      await clock.advance(by: .seconds(2))
      print("advanced")
      await clock.advance(by: .seconds(2))
      print(try await task.value)
      """)
    #expect(succeeded)
    #expect(output.hasSuffix("advanced\n3\n"))
  }

  /// Checked against swiftc 6.3.1: each message and column is the compiler's.
  @Test(arguments: [
    ("func f() { break }", "1:12: error: 'break' is only allowed inside a loop, if, do, or switch"),
    ("func f() { continue }", "1:12: error: 'continue' is only allowed inside a loop"),
    (
      "func f() { if true { break } }",
      "1:22: error: unlabeled 'break' is only allowed inside a loop or switch, a labeled break"
        + " is required to exit an if or do"
    ),
    (
      "for _ in 0..<2 { _ = { break } }",
      "1:24: error: 'break' is only allowed inside a loop, if, do, or switch"
    ),
    (
      "for _ in 0..<2 { continue nowhere }",
      "1:27: error: cannot find label 'nowhere' in scope"
    ),
    (
      "for _ in 0..<2 { defer { break } }",
      "1:26: error: 'break' cannot transfer control out of a defer statement"
    ),
    (
      "switch 1 {\ncase 1: continue\ndefault: break\n}",
      "2:9: error: 'continue' is only allowed inside a loop"
    ),
  ])
  func aJumpWithNothingToLeaveIsSwiftcsError(source: String, error: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("loops.dep:" + error))
  }

  @Test func aLabelOnAnotherStatementIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run("check: if true { print(1) }")
    #expect(!succeeded)
    #expect(errors.contains("1:1: error: a label on this statement is not supported yet"))
  }
}
