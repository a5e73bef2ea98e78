import DepplayLanguage
import Testing

/// Plain enums (`enum LoadState: Equatable { … }`): Swift's rules for raw values, associated
/// values and `==`, a `switch` that must be exhaustive (in swiftc's words, with its fix-its
/// as notes), and what depplay does not run yet named.
@Suite struct PlainEnumTests {
  static let loadState = """
    enum LoadState {
      case idle
      case loading(progress: Int)
      case loaded(String)
      case failed(message: String, retries: Int)
    }

    """

  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "enums.dep")
  }

  @Test func aSwitchThatLeavesOutCasesIsRefusedWithSwiftsFixIts() async {
    let (output, errors, succeeded) = await Self.run(
      Self.loadState + """
        print("before")
        let state = LoadState.idle
        switch state {
        case .idle: print("idle")
        case .loading(let progress) where progress > 50: print("most")
        case .loading(_): print("some")
        }
        """)
    #expect(!succeeded)
    #expect(output.isEmpty, "a program Swift refuses does not start")
    #expect(errors.contains("enums.dep:9:1: error: switch must be exhaustive"), "\(errors)")
    #expect(errors.contains("add missing case: '.loaded(_)'"))
    #expect(
      errors.contains("add missing case: '.failed(message: let message, retries: let retries)'"))
  }

  @Test func aCaseWhosePayloadPatternIsNotACatchAllDoesNotCoverIt() async {
    let (_, errors, succeeded) = await Self.run(
      Self.loadState + """
        switch LoadState.idle {
        case .idle, .loaded, .failed: print("x")
        case .loading(0): print("none")
        }
        """)
    #expect(!succeeded)
    #expect(errors.contains("error: switch must be exhaustive"), "\(errors)")
    #expect(errors.contains("add missing case: '.loading(progress: let progress)'"))
  }

  @Test func aDefaultOrEveryCaseMakesASwitchExhaustive() async {
    let (output, errors, succeeded) = await Self.run(
      Self.loadState + """
        let state = LoadState.failed(message: "m", retries: 1)
        switch state {
        case .idle: print("idle")
        default: print("other")
        }
        switch state {
        case .idle, .loading, .loaded: print("fine")
        case .failed(_, let retries): print(retries)
        }
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "other\n1\n")
  }

  @Test func aCaseIsMadeWithItsLabelsOrNamed() async {
    let (output, errors, succeeded) = await Self.run(
      Self.loadState + """
        let a: LoadState = .loading(progress: 1)
        let b = LoadState.failed(message: "m", retries: 2)
        print(a, b, LoadState.idle)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "loading(progress: 1) failed(message: \"m\", retries: 2) idle\n")
  }

  @Test func rawValuesAreTheNamesOrCountUpFromTheLastOne() async {
    let (output, errors, succeeded) = await Self.run(
      """
      enum Suit: String { case hearts, spades = "♠" }
      enum Rank: Int { case two = 2, three, jack = 11, queen }
      enum Step: Int { case first, second }
      print(Suit.hearts.rawValue, Suit.spades.rawValue, Rank.three.rawValue, Rank.queen.rawValue)
      print(Step.first.rawValue, Step.second.rawValue)
      if let rank = Rank(rawValue: 12) { print(rank) }
      if let suit = Suit(rawValue: "♠") { print(suit) }
      print(Suit(rawValue: "clubs") == nil)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "hearts ♠ 3 12\n0 1\nqueen\nspades\ntrue\n")
  }

  /// swiftc's own messages (Swift 6.3), or depplay's naming what it does not run yet.
  @Test(arguments: [
    (
      "enum A { case a = 1 }",
      "enum case cannot have a raw value if the enum does not have a raw type"
    ),
    ("enum A: Int { case a(Int) }", "enum with raw type cannot have cases with arguments"),
    ("enum A: Int { case a = 1, b = 1 }", "raw value for enum case is not unique"),
    ("enum A: String { case a = \"b\", b }", "raw value for enum case is not unique"),
    ("enum A { case a; case a }", "invalid redeclaration of 'a'"),
    (
      "enum A { case a(Int) }\nprint(A.a(1) == A.a(1))",
      "referencing operator function '==' on 'Equatable' requires that 'A' conform to 'Equatable'"
    ),
    ("enum A { case a }\nprint(A.b)", "type 'A' has no member 'b'"),
    ("enum A { case a }\nprint(A.allCases)", "type 'A' has no member 'allCases'"),
    ("enum A { case a }\nprint(A.a.rawValue)", "value of type 'A' has no member 'rawValue'"),
    (
      "enum A { case a }\nprint(A(rawValue: 1))",
      "'A' cannot be constructed because it has no accessible initializers"
    ),
    ("enum A { case a }\nprint(A.a(1))", "enum case 'a' has no associated values"),
    (
      "enum A { case a(x: Int) }\nprint(A.a(1))",
      "the case 'A.a' takes 1 associated value(s), with their labels"
    ),
    ("enum A { case a }\nenum B { case a }\nlet x = [.a]", "'.a' is a case of A and B"),
    ("@MainActor enum A { case a }", "the attribute '@MainActor' on an enum is not supported yet"),
    (
      "enum A { @available(*, deprecated) static var level = 1 }",
      "the attribute '@available(*, deprecated)' on a static property of an enum is not supported yet"
    ),
    ("enum A { case a\n  init() { self = .a } }", "an 'init' in an enum is not supported yet"),
    ("enum A: Comparable { case a }", "an enum that conforms to 'Comparable' is not supported yet"),
    ("enum A<T> { case a }", "a generic enum ('enum A<T>') is not supported yet"),
    ("enum A { case a }\nenum A { case b }", "'A' is declared twice"),
  ])
  func whatSwiftRefusesOrDepplayDoesNotRunYetIsNamed(_ source: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("error: \(message)"), "\(errors)")
  }
}
