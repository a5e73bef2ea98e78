import DepplayLanguage
import Testing

/// A generic feature and a generic `@ObservableState` struct (TCA's ReusableFavoriting shape:
/// a child feature generic over its ID, its state generic too), which depplay does not run
/// yet, are refused by name as what they are, not as a plain generic struct, which runs.
@Suite struct GenericFeatureRefusalTests {
  @Test func aGenericObservableStateStructIsNamedAsSuch() async {
    let (_, errors, succeeded) = await runScript(
      """
      import ComposableArchitecture

      @ObservableState
      struct PinState<ID: Hashable & Sendable>: Equatable {
        let id: ID
        var isPinned = false
      }
      """, file: "pin.swift")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "pin.swift:4:16: error: a generic '@ObservableState' struct"
          + " ('struct PinState<ID: Hashable & Sendable>') is not supported yet"),
      "\(errors)")
  }

  @Test func aGenericFeatureIsNamedAsSuch() async {
    let (_, errors, succeeded) = await runScript(
      """
      import ComposableArchitecture

      @Reducer
      struct Pinning<ID: Hashable & Sendable> {
        struct State: Equatable { var isPinned = false }
        enum Action { case tapped }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.isPinned.toggle()
            return .none
          }
        }
      }
      """, file: "pin.swift")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "pin.swift:4:15: error: a generic feature ('struct Pinning<ID: Hashable & Sendable>')"
          + " is not supported yet"),
      "\(errors)")
  }
}
