/// Groups reducers so that a modifier (`.dependency`, `ifLet`…) applies to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.a, action: \.a) { A() }
///   Scope(state: \.b, action: \.b) { B() }
/// }
/// .dependency(\.uuid, .incrementing)
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  let reducers: Reducers

  /// Combines the reducers the builder lists; they run in order.
  public init(
    @ReducerBuilder<State, Action> _ build: () -> Reducers
  ) {
    self.reducers = build()
  }

  /// Runs the combined reducers one after the other and merges their effects.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
