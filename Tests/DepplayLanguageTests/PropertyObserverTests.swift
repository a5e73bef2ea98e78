import DepplayLanguage
import Testing

/// `willSet` and `didSet` on a class's stored properties (`Golden/property-observers.dep`)
/// and a plain struct's (`Golden/struct-property-observers.dep`):
/// the class's `init` runs neither, a method it calls does, and an assignment through a
/// subscript runs them once; what depplay does not observe yet is refused by name.
@Suite struct PropertyObserverTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "observers.dep")
  }

  @Test func aMethodTheInitCallsRunsTheObserversAndASubscriptRunsThemOnce() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Cart {
        var quantities: [String: Int] = [:] {
          didSet { print("changed from", oldValue.count, "to", quantities.count) }
        }
        init() {
          quantities = ["tea": 1]
          restock()
        }
        func restock() { quantities["cake", default: 0] += 2 }
      }
      let cart = Cart()
      print(cart.quantities["cake"] ?? 0)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "changed from 1 to 2\n2\n")
  }

  @Test func aStructsObserversRunForAnElementAndACompoundAssignment() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Board {
        var cells = [0, 0] { didSet { print("cells", oldValue, "->", cells) } }
        var moves = 0 { willSet { print("moves will be", newValue, "from", moves) } }
      }
      var board = Board()
      board.cells[1] = 5
      board.moves += 1
      print(board.moves)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "cells [0, 0] -> [0, 5]\nmoves will be 1 from 0\n1\n")
  }

  @Test(arguments: [
    (
      "final class C { let n = 0 { didSet { } } }",
      "1:17: error: 'let' declarations cannot be observing properties"
    )
  ])
  func whatDepplayDoesNotObserveIsRefusedAtItsPlace(_ source: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("observers.dep:\(message)"), "\(errors)")
  }
}
