/// A reducer that changes nothing and starts nothing: the body of a feature with no logic
/// yet, or a placeholder in a builder.
public struct EmptyReducer<State, Action>: Reducer {
  /// The reducer that does nothing.
  public init() {}

  /// Does nothing: no change, no effect.
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> { .none }
}
