import DepplayLanguage
import Testing

/// `guard`, Swift's early exit: the `else` block runs when the condition fails (or the value
/// is `nil`) and must leave the scope; the names `guard let` binds are in scope after it.
@Suite struct GuardTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    let result = await Session().run(source: source, file: "guard.dep")
    let (output, errors) = TerminalRenderer(colored: false).render(result)
    if case .succeeded = result.status { return (output, errors, true) }
    return (output, errors, false)
  }

  @Test func theElseBlockRunsOnlyWhenTheConditionFailsAndTheRestSeesTheBoundName() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency analytics { live: "live analytics", test: nil }
      let describe = { n in
        guard n > 1 else { return "small" }
        let doubled = n * 2
        return "big \\(doubled)"
      }
      let track = {
        guard let analytics else { return "none" }
        return "with \\(analytics)"
      }
      print(describe(1), describe(3))
      print(track())
      withDependencies { $0.context = .test } operation: { print(track()) }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "small big 6\nwith live analytics\nnone\n")
  }

  @Test func aGuardInASwitchCaseCoversTheRestOfTheCase() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let f = { n in
        switch n {
        case 0:
          return "zero"
        default:
          guard n > 0 else { return "negative" }
          return "positive"
        }
      }
      print(f(0), f(-1), f(2))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "zero negative positive\n")
  }

  @Test func aNameBoundWithVarIsACopyTheCodeAfterItMayChange() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let saved: Int? = 1
      let bump = {
        guard var n = saved else { return 0 }
        n += 10
        return n
      }
      if var m = saved { m *= 5; print(m) }
      print(bump(), saved!)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "5\n11 1\n")
  }

  @Test func aNameBoundWithLetStaysAConstant() async {
    let (_, errors, succeeded) = await Self.run(
      "let saved: Int? = 1\nif let n = saved {\n  n += 1\n}")
    #expect(!succeeded)
    #expect(errors.hasPrefix("guard.dep:3:"), "\(errors)")
    #expect(errors.contains("cannot assign to value: 'n' is a 'let' constant"), "\(errors)")
  }

  @Test(arguments: [
    (
      "let f = { n in\n  guard n > 0 else { print(n) }\n  return n\n}",
      "'guard' body must not fall through", 2
    ),
    ("let x = 1\nguard x > 0 else { return }", "'guard' at the top level", 2),
    (
      "let f = { n in\n  guard n > 0 { return 0 }\n  return n\n}",
      "expected 'else' in 'guard' statement", 2
    ),
  ])
  func misuseIsALocatedError(source: String, message: String, line: Int) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.hasPrefix("guard.dep:\(line):"), "\(errors)")
    #expect(errors.contains(message), "\(errors)")
  }
}
