import DepplayLanguage
import Testing

/// `if case` and `guard case`, `where` on a switch case, `typealias`, a local's type
/// annotation, and an array's `count`, `isEmpty`, `first` and `last`: what each does, and
/// what is refused by name.
@Suite struct PatternAndAnnotationTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "values.dep")
  }

  /// Checked against swiftc 6.3.1: each message and column is the compiler's.
  @Test(arguments: [
    (
      "print(0)\nlet x: Int = \"a\"",
      "2:14: error: cannot convert value of type 'String' to specified type 'Int'"
    ),
    (
      "var y: String = 3",
      "1:17: error: cannot convert value of type 'Int' to specified type 'String'"
    ),
    (
      "let d: Int = 1.5",
      "1:14: error: cannot convert value of type 'Double' to specified type 'Int'"
    ),
    (
      "var s: Double = true",
      "1:17: error: cannot convert value of type 'Bool' to specified type 'Double'"
    ),
    (
      "let o: Int? = \"s\"",
      "1:15: error: cannot convert value of type 'String' to specified type 'Int'"
    ),
    (
      "let z: Bool = 1",
      "1:15: error: integer literal value '1' cannot be used as a boolean; did you mean 'true'?"
    ),
    (
      "let a: [Int] = [1, \"x\"]",
      "1:20: error: cannot convert value of type 'String' to expected element type 'Int'"
    ),
    (
      "typealias Age = Int\nlet g: Age = \"x\"",
      "2:14: error: cannot convert value of type 'String' to specified type 'Int'"
    ),
  ])
  func aLiteralOfAnotherTypeThanTheAnnotationIsSwiftcsErrorBeforeAnythingRuns(
    _ source: String, _ message: String
  ) async {
    let (output, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(errors.contains("values.dep:\(message)"), "\(errors)")
  }

  @Test func anIntegerLiteralGivenToADoubleParameterIsADouble() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func half(_ x: Double) -> Double { x / 2 }
      struct Wallet {
        var balance: Double = 0
        mutating func deposit(_ amount: Double) { balance += amount }
      }
      var wallet = Wallet()
      wallet.deposit(10)
      print(half(3), wallet.balance)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "1.5 10.0\n")
  }

  @Test func aLiteralTheAnnotationAcceptsRuns() async {
    let (output, _, succeeded) = await Self.run(
      "let d: Double = 2\nlet n: Int? = 3\nlet s: [String] = [\"a\"]\nprint(d, n, s)")
    #expect(succeeded)
    #expect(output == "2.0 Optional(3) [\"a\"]\n")
  }

  @Test func aRangeCaseMatchesTheIntsItHolds() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func part(_ hour: Int) -> String {
        switch hour {
        case 0..<12: return "am"
        case 12...23: return "pm"
        default: return "?"
        }
      }
      print(part(0), part(11), part(12), part(23), part(24))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "am am pm pm ?\n")
  }

  @Test func aPatternsNamesAreInScopeOnlyWhereItMatched() async {
    let (_, errors, succeeded) = await Self.run(
      """
      enum Route { case home, profile(userID: Int) }
      if case .profile(let id) = Route.home {
        print(id)
      } else {
        print(id)
      }
      """)
    #expect(!succeeded)
    #expect(errors.contains("values.dep:5:9: error: cannot find 'id' in scope"), "\(errors)")
  }

  @Test func aWhereClauseSeesThePatternsNamesAndMustBeABool() async {
    let (output, errors, succeeded) = await Self.run(
      """
      enum Size { case small, large(Int) }
      for size in [Size.large(3), Size.large(30), Size.small] {
        switch size {
        case .large(let n) where n > 10: print("huge", n)
        case .large(let n): print("large", n)
        case .small: print("small")
        }
      }
      switch Size.large(1) {
      case .large(let n) where n: print(n)
      default: print("x")
      }
      """)
    #expect(!succeeded)
    #expect(output == "large 3\nhuge 30\nsmall\n")
    #expect(errors.contains("error: a 'where' condition must be a Bool, not Int"), "\(errors)")
  }

  @Test func anArraysFirstAndLastAreNilWhenItIsEmptyAndPlusJoinsTwo() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let empty: [String] = []
      let full = [1, 2, 3]
      print(empty.first == nil, empty.last == nil, full.first ?? 0, full.last ?? 0)
      print(empty.count, empty.isEmpty, full.isEmpty, (full + [4]).count, (full + full).last ?? 0)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "true true 1 3\n0 true false 4 3\n")
  }

  @Test(arguments: [
    ("typealias A = Int\nprint(A(3))", "the type alias 'A' in code is not supported yet"),
    ("typealias A = Int\ntypealias A = String", "invalid redeclaration of 'A'"),
    ("typealias P<T> = [T]", "a generic typealias ('typealias P<T>') is not supported yet"),
    ("print([1].middle)", "a value of type Array has no member 'middle'"),
    (
      "for await n in [1] { print(n) }",
      "'for await' over this sequence ('[1]') is not supported yet"
    ),
  ])
  func whatSwiftRefusesOrDepplayDoesNotRunYetIsNamed(_ source: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("error: \(message)"), "\(errors)")
  }
}
