import DepplayLanguage
import Testing

/// A test store's `receive` given a closure that matches the action, then `assert:` with the
/// state's change, as TCA's `receive(_:assert:)` takes them (measured on TCA 1.25.5): the
/// action the closure returns `true` for is received, and one it never matches fails the
/// receive. The assertion closure's `$0` was refused as a `let`.
@Suite struct ReceivePredicateTests {
  static let quote = """
    struct Quote: Reducer {
      struct State: Equatable { var price = 0 }
      enum Action { case refresh, priced(Int), failed }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .refresh:
            return .run { send in await send(.priced(118)) }
          case .priced(let price):
            state.price = price
            return .none
          case .failed:
            state.price = -1
            return .none
          }
        }
      }
    }
    let store = TestStore(initialState: Quote.State()) { Quote() }
    await store.send(.refresh)

    """

  @Test func theActionTheClosureMatchesIsReceived() async {
    let result = await runScript(
      Self.quote + """
        await store.receive {
          guard case .priced = $0 else { return false }
          return true
        } assert: {
          $0.price = 118
        }
        print(store.state.price)
        """, file: "quote.dep")
    #expect(result.errors == "")
    #expect(result.output == "118\n")
  }

  @Test func aClosureThatMatchesNothingFailsTheReceive() async {
    let result = await runScript(
      Self.quote + """
        await store.receive { action in
          if case .failed = action { return true }
          return false
        } assert: {
          $0.price = -1
        }
        print(store.state.price)
        """, file: "quote.dep")
    #expect(
      result.output.contains("Received an unexpected action.")
        && result.output.contains("Received: Quote.Action.priced(118)"), "\(result.output)")
  }
}
