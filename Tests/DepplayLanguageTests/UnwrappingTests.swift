import DepplayLanguage
import Testing

/// `x!` and `??`: a nil forced open stops the program where Swift traps, in Swift's words;
/// `??`'s right operand is an autoclosure, evaluated only for nil, that cannot `await`.
@Suite struct UnwrappingTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "unwrap.dep")
  }

  @Test func forcingNilOpenStopsTheProgramAtTheUnwrap() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency token { live: "abc", test: nil }
      print(token!)
      context test
      print("before")
      print(token!.count)
      print("after")
      """)
    #expect(!succeeded)
    #expect(output == "abc\nbefore\n")
    #expect(
      errors.contains(
        "unwrap.dep:5:7: error: Fatal error: Unexpectedly found nil while unwrapping an Optional value"
      ), "\(errors)")
  }

  @Test func theRightOperandOfNilCoalescingCannotAwait() async {
    let (_, errors, succeeded) = await Self.run(
      """
      dependency token { live: "abc", test: nil }
      let clock = TestClock()
      Task {
        print(token ?? (await clock.now).description)
      }
      """)
    #expect(!succeeded)
    #expect(
      errors.contains("unwrap.dep:4:19: error: 'await' in the right operand of '&&', '||' or '??'"),
      "\(errors)")
  }

  @Test func nilCoalescingBindsBetweenComparisonAndRange() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency count { live: 2, test: nil }
      context test
      print(count ?? 1 + 2 == 3)
      for i in 0..<(count ?? 2) { print(i) }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "true\n0\n1\n")
  }
}
