/// Feature scripts several suites run.
enum FeatureScripts {
  /// A `Timer` feature in the test context: `.start` sleeps a second on the
  /// `continuousClock`, then sends `.tick`, which counts.
  static let timer = """
    context test
    struct Timer: Reducer {
      @ObservableState struct State: Equatable { var ticks = 0 }
      enum Action: Equatable { case start, tick }
      @Dependency(\\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start:
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          case .tick:
            state.ticks += 1
            return .none
          }
        }
      }
    }

    """
}
