import DepplayLanguage
import Testing

/// `.random(in:using:)` with its type implied (`Golden/implied-random.dep`): the context's
/// type, where the checker knows it, chooses `Int.random` or `Bool.random`, drawing the
/// standard library's numbers (measured with swiftc); elsewhere it is refused by name.
@Suite struct ImpliedRandomTests {
  static let generator = """
    struct Stepper: RandomNumberGenerator {
      var state: UInt64 = 7
      mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
      }
    }
    var rng = Stepper()

    """

  @Test func aWrittenTypeChoosesTheDraw() async {
    let result = await Session().run(
      source: Self.generator + """
        let pair: (Int, Int) = (.random(in: 1...6, using: &rng), .random(in: 1...6, using: &rng))
        let heads: Bool = .random(using: &rng)
        print(pair, heads)
        """, file: "dice.swift")
    #expect(result.output == ["(3, 6) false"])
  }

  @Test func aPropertyTypedByItsLiteralChoosesTheDraw() async {
    let result = await Session().run(
      source: Self.generator + """
        final class Board {
          var dice = (1, 1)
          func roll(_ rng: inout Stepper) {
            dice = (.random(in: 1...6, using: &rng), .random(in: 1...6, using: &rng))
          }
        }
        let board = Board()
        board.roll(&rng)
        print(board.dice)
        """, file: "dice.swift")
    #expect(result.output == ["(3, 6)"])
  }

  @Test func withoutATypeItIsRefusedByName() async throws {
    try await MarkedScript(
      marked: Self.generator + "print(⏵.random(in: 1...6, using: &rng))\n"
    ).expectError("'.random(in:)' with its type implied is not supported yet", malformed: true)
  }
}
