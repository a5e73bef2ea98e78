import DepplayLanguage
import Testing

/// `inout` parameters of top-level functions and struct methods: the value the body leaves in
/// the parameter is written back to the `&` argument's place when the call returns or throws,
/// and Swift's errors where a call and its parameter disagree on `&` or the place cannot change.
@Suite struct InoutParameterTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "inout.dep")
  }

  @Test func theBodysValueIsWrittenBackToTheArgumentsPlace() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Box { var items: [Int] }
      func push(_ value: Int, onto list: inout [Int]) -> Int {
        list.append(value)
        return list.count
      }
      var box = Box(items: [1])
      var plain: [Int] = []
      print(push(2, onto: &box.items), push(3, onto: &plain))
      print(box.items, plain)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "2 1\n[1, 2] [3]\n")
  }

  @Test func aNonEscapingClosureMayChangeTheParameter() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func each(_ items: [Int], _ body: (Int) -> Void) { for item in items { body(item) } }
      func addAll(_ total: inout Int) { each([1, 2]) { total += $0 } }
      var total = 10
      addAll(&total)
      print(total)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "13\n")
  }

  @Test func aThrowingBodyStillWritesBack() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Stop: Error {}
      func spend(_ budget: inout Int) throws {
        budget -= 5
        throw Stop()
      }
      var budget = 10
      do { try spend(&budget) } catch { print("stopped at", budget) }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "stopped at 5\n")
  }

  @Test(arguments: [
    (
      "func bump(_ x: inout Int) { x += 1 }\nlet k = 1\nbump(&k)",
      "3:6: error: cannot pass immutable value as inout argument: 'k' is a 'let' constant"
    ),
    (
      "func bump(_ x: inout Int) { x += 1 }\nvar v = 1\nbump(v)",
      "3:6: error: passing value of type 'Int' to an inout parameter requires explicit '&'"
    ),
    (
      "func plain(_ x: Int) {}\nvar v = 1\nplain(&v)",
      "3:7: error: '&' used with non-inout argument of type 'Int'"
    ),
    (
      "struct S { var n = 0 }\nfunc bump(_ x: inout Int) { x += 1 }\nlet s = S()\nbump(&s.n)",
      "4:6: error: cannot pass immutable value as inout argument: 's' is a 'let' constant"
    ),
    (
      "func f(_ x: inout Int) {\n  let g = { x += 1 }\n  g()\n}",
      "2:11: error: escaping closure captures 'inout' parameter 'x'"
    ),
    (
      "func f(_ x: inout Int = 3) {}",
      "1:25: error: cannot provide default value to inout parameter 'x'"
    ),
    (
      "struct T {\n  func f(_ x: inout Int) async {}\n}",
      "2:15: error: an 'inout' parameter ('_ x: inout Int') here is not supported yet"
    ),
  ])
  func swiftsErrorsAreSwiftsWords(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(script + "\n")
    #expect(!succeeded)
    #expect(errors.contains("inout.dep:\(message)"), "\(errors)")
  }

  @Test func aClassMethodsArgumentWithoutAmpersandIsSwiftsError() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Meter {
        func read(into readings: inout [Int]) { readings.append(1) }
      }
      var readings: [Int] = []
      Meter().read(into: readings)
      print(readings)
      """)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(
      errors.contains(
        "inout.dep:5:20: error: passing value of type '[Int]' to an inout parameter requires"
          + " explicit '&'"), "\(errors)")
  }

  @Test func twoArgumentsNamingOnePlaceAreSwiftsError() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func both(_ a: inout Int, _ b: inout Int) { a += 1; b += 10 }
      var n = 0
      both(&n, &n)
      print(n)
      """)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(
      errors.contains("inout.dep:3:10: error: inout arguments are not allowed to alias each other"),
      "\(errors)")
  }
}
