/// A reducer written as a closure, the usual building block of a `body`.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .increment:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  /// A reducer that runs `reduce`.
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases `reducer`'s type.
  public init(_ reducer: some Reducer<State, Action>) {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Runs the closure this reducer was made with.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
