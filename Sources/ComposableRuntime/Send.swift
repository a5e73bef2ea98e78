import DependencyRuntime
import Dispatch

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

  /// Sends `action` from an effect, unless the current task is cancelled (in an
  /// asynchronous context Swift picks this form).
  ///
  /// From an effect that runs on the main queue (a test store's), the action is reduced at
  /// once, before any job queued there meanwhile (a `Task` the effect just created): Swift
  /// switches to the main actor in place when it is already on the main thread, as TCA's
  /// test store, whose effects run there, shows. The effect then goes on behind those jobs,
  /// as TCA's does when it hops back off the main actor, so that such a `Task` sends while
  /// the effect is still running. From anywhere else it hops to the main actor.
  public nonisolated func callAsFunction(_ action: sending Action) async {
    guard !Task.isCancelled else { return }
    if MainQueueMark.isCurrent {
      deliverInPlace(UncheckedSendable(action))
      await Task.yield()
    } else {
      await deliver(action)
    }
  }

  /// Sends `action` from main-actor code, unless the current task is cancelled.
  public func callAsFunction(_ action: Action) {
    deliver(action)
  }

  /// Reduces `action` in the running main-queue job, which is the main actor's.
  // NB: `UncheckedSendable`: the action stays on the thread that made it.
  private nonisolated func deliverInPlace(_ action: UncheckedSendable<Action>) {
    MainActor.assumeIsolated { send(action.value) }
  }

  /// Sends `action` now, on the main actor, unless the current task is cancelled: for a
  /// host that calls the send of an effect from main-actor code of its own.
  package func deliver(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}

/// The send of the actions `R` handles.
public typealias SendOf<R: Reducer> = Send<R.Action>

/// Tells whether the running code is a job of the main queue, whichever thread drains it.
private enum MainQueueMark {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
