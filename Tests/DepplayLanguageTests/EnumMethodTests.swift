import DepplayLanguage
import Testing

/// A plain enum's methods and static members, run as a plain struct's are with `self` the
/// case value; a `mutating` method assigns `self` another case, written back to the place it
/// was called on (`Golden/enum-methods.dep` runs each form).
@Suite struct EnumMethodTests {
  @Test func aMutatingMethodAssignsSelfAndWritesItBack() async {
    let result = await runScript(
      """
      enum Step: Equatable {
        case start
        case middle(Int)
        case end
        var isLast: Bool { self == .end }
        mutating func advance() {
          switch self {
          case .start: self = .middle(1)
          case .middle(let n) where n < 2: self = .middle(n + 1)
          case .middle, .end: self = .end
          }
        }
      }
      var step = Step.start
      while !step.isLast {
        step.advance()
        print(step)
      }
      struct Box { var step: Step }
      var box = Box(step: .start)
      box.step.advance()
      print(box.step)
      """, file: "steps.dep")
    #expect(
      result.output == "middle(1)\nmiddle(2)\nend\nmiddle(1)\n", "\(result.errors)")
  }

  @Test func methodsSeeSelfAndStaticMembersAsAStructsDo() async {
    let result = await runScript(
      """
      enum Coin: Int {
        case penny = 1, dime = 10
        static let smallest = Coin.penny
        static func from(_ cents: Int) -> Coin { Coin(rawValue: cents) ?? smallest }
        func worth(_ count: Int) -> Int { rawValue * count }
        func doubled() -> Int { worth(2) }
      }
      print(Coin.smallest, Coin.from(10), Coin.from(3), Coin.dime.doubled())
      print([Coin.penny, .dime].map { $0.worth(3) })
      """, file: "coins.dep")
    #expect(result.output == "penny dime penny 20\n[3, 30]\n", "\(result.errors)")
  }

  @Test func aMutatingMethodOnALetIsSwiftcsError() async throws {
    try await MarkedScript(
      marked:
        "enum L { case a, b\n  mutating func flip() { self = .b }\n}\n"
        + "let l = L.a\n⏵l.flip()\n"
    ).expectError(
      "cannot use mutating member on immutable value: 'l' is a 'let' constant", malformed: false)
  }

  @Test func assigningSelfOutsideAMutatingMethodIsSwiftcsError() async throws {
    try await MarkedScript(
      marked: "enum L { case a, b\n  func flip() { ⏵self = .b }\n}\n"
    ).expectError("cannot assign to value: 'self' is immutable", malformed: true)
  }

  @Test func aStoredPropertyIsSwiftcsError() async throws {
    try await MarkedScript(marked: "enum L { case a\n  var ⏵n = 1\n}\n")
      .expectError("enums must not contain stored properties", malformed: true)
  }

  @Test func anUndeclaredStaticMemberIsSwiftcsError() async throws {
    try await MarkedScript(
      marked: "enum L { case a\n  static let x = 1\n}\nprint(L.x, ⏵L.y)\n"
    ).expectError("type 'L' has no member 'y'", malformed: false)
  }

  @Test func theExportWritesTheMembersBackInTheEnum() throws {
    let swift = try SwiftExporter.export(
      source:
        "enum L { case a, b\n  static let first = L.a\n  mutating func flip() { self = .b }\n}\n",
      file: "flip.dep")
    #expect(
      swift.contains(
        "enum L {\n  case a\n  case b\n  static let first = L.a\n\n  mutating func flip() {\n    self = .b\n  }\n}\n"
      ), "\(swift)")
  }
}
