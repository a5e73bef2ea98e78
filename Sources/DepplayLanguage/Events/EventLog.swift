import Synchronization

/// The ordered events of the session's current execution, with an optional listener that
/// sees each as it happens.
///
/// A session keeps one log: work carried over from an earlier execution (a task still asleep
/// on a `TestClock`) emits into it too, so its events belong to the execution that woke it.
final class EventLog: Sendable {
  private struct State {
    var events: [Event] = []
    var listener: (@Sendable (Event) -> Void)?
  }

  private let state = Mutex(State())

  /// Starts an execution's events: forgets the earlier ones (their result has them) and
  /// reports each new event to `listener`.
  func restart(listener: (@Sendable (Event) -> Void)?) {
    state.withLock { $0 = State(listener: listener) }
  }

  func emit(_ event: Event) {
    let listener = state.withLock { state in
      state.events.append(event)
      return state.listener
    }
    listener?(event)
  }

  /// Every event so far.
  var all: [Event] { state.withLock { $0.events } }

  /// The last line printed so far, if any.
  var lastOutput: String? {
    state.withLock { state in
      for event in state.events.reversed() {
        if case .output(let text, _) = event { return text }
      }
      return nil
    }
  }
}
