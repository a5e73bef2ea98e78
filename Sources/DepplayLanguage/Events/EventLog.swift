import Synchronization

/// The ordered events of a session, with an optional listener that sees each as it happens.
final class EventLog: Sendable {
  private let events = Mutex<[Event]>([])
  private let listener: (@Sendable (Event) -> Void)?

  init(listener: (@Sendable (Event) -> Void)?) { self.listener = listener }

  func emit(_ event: Event) {
    events.withLock { $0.append(event) }
    listener?(event)
  }

  /// Every event so far.
  var all: [Event] { events.withLock { $0 } }

  /// The last line printed so far, if any.
  var lastOutput: String? {
    events.withLock { events in
      for event in events.reversed() {
        if case .output(let text, _) = event { return text }
      }
      return nil
    }
  }
}
