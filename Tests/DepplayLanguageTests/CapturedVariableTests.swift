import DepplayLanguage
import Testing

/// A closure that assigns a `var` of the code around it shares the variable with that code,
/// as Swift's closures capture a `var` by reference; one that runs concurrently with that code
/// may not assign it, in Swift 6's words.
@Suite struct CapturedVariableTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "captures.dep")
  }

  @Test func aClosureAndItsScopeShareTheVariable() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func counter() -> () -> Int {
        var total = 0
        let next = {
          total += 1
          return total
        }
        total = 10
        return next
      }
      let next = counter()
      print(next(), next())
      func each(_ items: [Int], _ body: (Int) -> Void) {
        for item in items { body(item) }
      }
      var seen: [Int] = []
      each([1, 2]) { seen.append($0) }
      seen.append(3)
      print(seen)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "11 12\n[1, 2, 3]\n")
  }

  @Test func aTrailingClosureGivenToAStructMethodsLabelledParameter() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Retry {
        func run(times: Int, operation: () -> Bool) async -> Int {
          var attempts = 0
          while attempts < times {
            attempts += 1
            if operation() { break }
          }
          return attempts
        }
      }
      var calls = 0
      let attempts = await Retry().run(times: 5) {
        calls += 1
        return calls == 3
      }
      print(attempts, calls)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "3 3\n")
  }

  @Test(arguments: [
    (
      "import Foundation\nfunc f() {\n  var n = 0\n  DispatchQueue.global().async { n += 1 }\n}",
      "4:34: error: mutation of captured var 'n' in concurrently-executing code"
    ),
    (
      "import Foundation\nvar n = 0\nDispatchQueue.global().async { n += 1 }",
      "3:32: error: main actor-isolated var 'n' can not be mutated from a nonisolated context"
    ),
  ])
  func swiftsErrorsAreSwiftsWords(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(script + "\n")
    #expect(!succeeded)
    #expect(errors.contains("captures.dep:\(message)"), "\(errors)")
  }
}
