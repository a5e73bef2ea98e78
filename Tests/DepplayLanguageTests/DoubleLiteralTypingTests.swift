import DepplayLanguage
import Testing

/// An integer literal is a `Double` where Swift types it as one: given to a `Double...`
/// variadic parameter or a `Double` parameter's default, returned from a function returning
/// `Double`, an element of a list annotated `[Double]` (`Golden/double-literals.dep`); and
/// where what shares its type is a `Double`: a `reduce`'s closure, a conditional's other
/// branch, a list's other element (`Golden/literal-typing.dep`).
@Suite struct DoubleLiteralTypingTests {
  @Test func literalsTakeTheParametersType() async {
    let result = await runScript(
      """
      func sum(_ values: Double...) -> Double { values.reduce(0, +) }
      func half(_ value: Double = 3) -> Double { value / 2 }
      func zero() -> Double { return 0 }
      let xs: [Double] = [1, 2]
      print(sum(1, 2), sum(), half(), zero(), xs)
      """, file: "doubles.dep")
    #expect(result.output == "3.0 0.0 1.5 0.0 [1.0, 2.0]\n", "\(result.errors)")
  }

  @Test func aLiteralInAClosureOfADoubleFunctionStaysAnInt() async {
    let result = await runScript(
      """
      func total() -> Double {
        let count = [1, 2].map { _ in return 1 }.reduce(0, +)
        return Double(count)
      }
      print(total())
      """, file: "closure.dep")
    #expect(result.output == "2.0\n", "\(result.errors)")
  }

  @Test func aSeedTakesTheTypeOfWhatTheClosureGives() async {
    let result = await runScript(
      """
      struct Item { let price: Double }
      let none: [Item] = []
      let one = [Item(price: 1.5)]
      print(none.reduce(0) { $0 + $1.price }, one.reduce(0) { $0 + $1.price })
      print(none.reduce(into: 0) { $0 += $1.price }, [1, 2].reduce(0) { $0 + $1 })
      """, file: "seeds.dep")
    #expect(result.output == "0.0 1.5\n0.0 3\n", "\(result.errors)")
  }

  @Test func aLiteralTakesTheTypeOfWhatSharesIt() async {
    let result = await runScript(
      """
      struct Item { let price: Double }
      let item = Item(price: 2.5)
      var totals: [String: Double] = [:]
      totals["a", default: 0] += item.price
      let fallback = item.price > 3 ? item.price : 0
      print(totals, fallback, [0, item.price], item.price > 3 ? item.price : 0)
      """, file: "shared.dep")
    #expect(result.output == "[\"a\": 2.5] 0.0 [0.0, 2.5] 0\n", "\(result.errors)")
  }

  @Test func aPropertyNamedAlikeWithAnotherTypeTypesNothing() async {
    let result = await runScript(
      """
      struct Item { let price: Double }
      struct Coupon { let price: Int }
      final class Shop {
        let rent: Int
        init(rent: Int) { self.rent = rent }
      }
      struct Stall { let rent: Double }
      let coupons = [Coupon(price: 2)]
      print(coupons.reduce(0) { $0 + $1.price }, [Shop(rent: 3)].reduce(0) { $0 + $1.rent })
      """, file: "ambiguous.dep")
    #expect(result.output == "2 3\n", "\(result.errors)")
  }

  @Test func anAssociatedValueDeclaredDoubleTypesItsLiteral() async {
    let result = await runScript(
      """
      enum Reading { case level(Double), count(Int), labelled(share: Double) }
      for reading in [Reading.level(1), .count(2), .labelled(share: -3)] {
        switch reading {
        case let .level(value): print(value)
        case let .count(value): print(value)
        case let .labelled(share): print(share)
        }
      }
      @Reducer
      struct Meter {
        @ObservableState
        struct State { var level = 0.5 }
        enum Action { case start, measured(Double) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .start: return .send(.measured(1))
            case let .measured(value): state.level = value; return .none
            }
          }
        }
      }
      @MainActor func main() async {
        let store = Store(initialState: Meter.State()) { Meter() }
        await store.send(.start).finish()
        print(store.level)
      }
      await main()
      """, file: "payloads.swift")
    #expect(result.output == "1.0\n2\n-3.0\n1.0\n", "\(result.errors)")
  }

  @Test func aRadixOutsideTwoToThirtySixIsRefused() async throws {
    try await MarkedScript(marked: "print(⏵String(5, radix: 40))\n")
      .expectError("String(5, radix: 40) is not a valid String", malformed: false)
  }
}
