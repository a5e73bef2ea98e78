import Synchronization

/// The ordered events of the session's current execution, with an optional listener that
/// sees each as it happens.
///
/// A session keeps one log: work carried over from an earlier execution (a task still asleep
/// on a `TestClock`) emits into it too, so its events belong to the execution that woke it.
///
/// The log is bounded (``Limits/maximumEvents``, ``Limits/maximumEventText``): an event past
/// either is neither kept nor shown, and ``isFull`` tells the interpreter to stop the
/// execution, whose one report of the limit (``emitLimitReport(_:)``) is kept past them.
package final class EventLog: @unchecked Sendable {
  // NB: @unchecked because `storage` is read and written only while `lock` is held.
  package typealias Listener = @Sendable (Event) -> Void

  private struct State {
    var events: [Event] = []
    var listener: Listener?
    /// Whether the listener is shown the events that print nothing (reads, and a unit's
    /// spawn, start and end).
    var listenerHearsSilent = true
    var maximumEvents = Int.max
    var maximumText = Int.max
    var text = 0
    var limitReported = false
    /// The text of the last `output` event kept, so that asking for it does not walk every
    /// event (the run asks once at its end, each `expect(output:)` once).
    var lastOutput: String?

    /// Whether one more event, of `text` bytes of text, is within the limits.
    func admits(textSize text: Int) -> Bool {
      events.count < maximumEvents && text <= maximumText - self.text
    }
  }

  // NB: the state is guarded by a lock taken and released by hand, not kept in a `Mutex`:
  // an event emitted on every read is moved into the array, where a `Mutex`'s closure
  // captures it and can only copy it (through the enum's value witness, and destroy the
  // caller's the same way), or move it out of an optional whose destruction, on every read,
  // goes through the optional's outlined witness.
  private let lock = Mutex(())
  private let storage = UnsafeMutablePointer<State>.allocate(capacity: 1)
  /// Set once an event was refused; read at every statement, so kept outside the lock.
  private let refused = Atomic<Bool>(false)

  /// Creates an empty log, without limits or a listener.
  package init() { storage.initialize(to: State()) }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// `body`, given the state, while the lock is held.
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock._unsafeLock()
    defer { lock._unsafeUnlock() }
    return body(&storage.pointee)
  }

  /// Starts an execution's events: forgets the earlier ones (their result has them), keeps
  /// at most what `limits` allow, and reports each new event to `listener`; unless
  /// `hearsSilent`, not those that print nothing (``emit(silent:textSize:)``: a read, on
  /// every read, and a unit's spawn, start and end, three for every task, which a listener
  /// that only prints does not need).
  package func restart(listener: Listener?, hearsSilent: Bool = true, limits: Limits) {
    withState {
      $0 = State(
        listener: listener, listenerHearsSilent: hearsSilent,
        maximumEvents: limits.maximumEvents, maximumText: limits.maximumEventText)
    }
    refused.store(false, ordering: .relaxed)
  }

  /// Keeps `event` and shows it to the listener, unless it passes a limit.
  package func emit(_ event: Event) {
    let text = event.textSize
    let (kept, listener) = withState { state -> (Bool, Listener?) in
      guard state.admits(textSize: text) else { return (false, nil) }
      state.events.append(event)
      state.text += text
      if case .output(let line, _, _, _) = event { state.lastOutput = line }
      return (true, state.listener)
    }
    guard kept else { return refuse() }
    listener?(event)
  }

  /// Keeps and shows `event`, which prints nothing and whose ``Event/textSize`` is `text`: a
  /// caller that knows both (a dependency read, on every read; a unit's spawn, start and
  /// end) spares two switches over the whole event, each of which copied it. The event is
  /// moved into the log, and copied only for a listener that hears reads.
  package func emit(silent event: consuming Event, textSize text: Int) {
    lock._unsafeLock()
    let state = storage
    guard state.pointee.admits(textSize: text) else {
      lock._unsafeUnlock()
      return refuse()
    }
    state.pointee.text += text
    guard state.pointee.listenerHearsSilent, let listener = state.pointee.listener else {
      state.pointee.events.append(event)
      lock._unsafeUnlock()
      return
    }
    state.pointee.events.append(copy event)
    lock._unsafeUnlock()
    listener(event)
  }

  private func refuse() { refused.store(true, ordering: .relaxed) }

  /// Whether an event was refused: the execution passed a limit and must stop.
  package var isFull: Bool { refused.load(ordering: .relaxed) }

  /// Keeps and shows `event`, the error that reports the limit, past the limits; only the
  /// first such report (every unit that runs on stops with the same error).
  package func emitLimitReport(_ event: Event) {
    let (kept, listener) = withState { state -> (Bool, Listener?) in
      guard !state.limitReported else { return (false, nil) }
      state.limitReported = true
      state.events.append(event)
      return (true, state.listener)
    }
    if kept { listener?(event) }
  }

  /// Every event so far.
  package var all: [Event] { withState { $0.events } }

  /// The last line printed so far, if any.
  package var lastOutput: String? { withState { $0.lastOutput } }
}

extension Event {
  /// The bytes of text the event carries (what a printed line, a value as views write it, an
  /// explanation or a message adds to the log). A read's provenance is a small typed value,
  /// not text, and counts for nothing.
  package var textSize: Int {
    switch self {
    case .output(let text, let terminator, _, _): text.utf8.count + terminator.utf8.count
    case .issue(_, _, let message, _, _), .knownIssue(let message, _, _): message.utf8.count
    case .valueResolved(_, let value, _, _, _): value.textSize
    case .why(let answer, _, _): answer.description.utf8.count
    case .checkFailed(let check, _, _):
      check.details.reduce(check.failure.utf8.count) { $0 + $1.utf8.count }
    case .testFinished(let name, let failures):
      failures.reduce(name.utf8.count) { $0 + $1.utf8.count }
    case .error(let diagnostic, _): diagnostic.message.utf8.count
    case .scopeEntered, .yieldEntered, .closureCalled, .scopeLeft, .unitSpawned, .unitStarted,
      .unitFinished, .checkPassed, .testStarted:
      0
    }
  }
}
