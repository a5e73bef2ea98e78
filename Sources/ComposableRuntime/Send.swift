/// What an effect calls to send actions back to its store.
///
/// ```swift
/// return .run { send in
///   await send(.response(try await apiClient.fetch()))
/// }
/// ```
///
/// Sending from a cancelled effect does nothing. The action is reduced from the root of the
/// store, under the store's dependencies: overrides the effect set up for itself do not
/// reach the reducer.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// A send that calls `send`.
  ///
  /// Nonisolated (TCA's is main-actor isolated), so an effect can wrap the send it was given
  /// without a hop to the main actor: a scoped child's effect (`Effect.map`) starts as
  /// promptly as its parent's, and reaches its first suspension before a `TestClock` that
  /// the script advances next moves.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action`, unless the current task is cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}

/// The send of the actions `R` handles.
public typealias SendOf<R: Reducer> = Send<R.Action>
