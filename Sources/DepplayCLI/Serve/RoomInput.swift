import Dispatch
import LineEditing
import Synchronization

/// What an attendee sends their shell, queued for the shell's thread: lines, Ctrl-C, and the
/// end of the session. Ctrl-C while an entry runs stops it instead of being queued.
final class RoomInput: Sendable {
  private struct State {
    var queued: [LineInput] = []
    /// Stops the entry running now, if one is.
    var stopRunning: (@Sendable () -> Void)?
    var ended = false
  }

  private let state = Mutex(State())
  private let available = DispatchSemaphore(value: 0)

  /// The most inputs waiting for the shell (a busy shell's page cannot queue without end).
  static let capacity = 200

  /// Queues `line` for the shell; false when ``capacity`` inputs are waiting already (or
  /// the session ended).
  @discardableResult
  func send(_ line: String) -> Bool { enqueue(.line(line)) }

  /// Ctrl-C: stops the running entry, or abandons the entry being typed.
  func interrupt() {
    let stop = state.withLock { $0.stopRunning }
    if let stop { stop() } else { enqueue(.interrupted) }
  }

  /// Ends the session: the shell leaves at its next read; a running entry is stopped.
  func end() {
    let stop = state.withLock { state in
      state.ended = true
      return state.stopRunning
    }
    stop?()
    available.signal()
  }

  @discardableResult
  private func enqueue(_ input: LineInput) -> Bool {
    let accepted = state.withLock { state in
      guard !state.ended, state.queued.count < Self.capacity else { return false }
      state.queued.append(input)
      return true
    }
    if accepted { available.signal() }
    return accepted
  }

  /// The next input, waiting for it (the shell's thread only).
  func take() -> LineInput {
    while true {
      available.wait()
      let next = state.withLock { state -> LineInput? in
        if state.ended { return .hangUp }
        return state.queued.isEmpty ? nil : state.queued.removeFirst()
      }
      if let next { return next }
    }
  }

  /// Runs `body` (an entry), with Ctrl-C calling `stop` meanwhile.
  func running<T>(stop: @escaping @Sendable () -> Void, _ body: () -> T) -> T {
    let ended = state.withLock { state in
      state.stopRunning = stop
      return state.ended
    }
    if ended { stop() }
    defer { state.withLock { $0.stopRunning = nil } }
    return body()
  }
}

/// The shell's reader in a served session (its thread only): lines from ``RoomInput``,
/// `beforeReading` told each prompt first (the session reports what the last entry did),
/// history kept in memory.
struct RoomLineReader: LineReader {
  let input: RoomInput
  let beforeReading: (String) -> Void
  let afterReading: (String, LineInput) -> Void
  private(set) var history: [String] = []

  init(
    input: RoomInput, beforeReading: @escaping (String) -> Void,
    afterReading: @escaping (String, LineInput) -> Void
  ) {
    self.input = input
    self.beforeReading = beforeReading
    self.afterReading = afterReading
  }

  mutating func readLine(prompt: String) -> LineInput {
    beforeReading(prompt)
    let line = input.take()
    afterReading(prompt, line)
    return line
  }

  /// The most entries the history keeps.
  static let historyLength = 500

  mutating func remember(_ entry: String) {
    history.append(entry)
    if history.count > Self.historyLength { history.removeFirst() }
  }

  mutating func whileRunning<T>(onInterrupt: @escaping @Sendable () -> Void, _ body: () -> T) -> T {
    input.running(stop: onInterrupt, body)
  }
}
