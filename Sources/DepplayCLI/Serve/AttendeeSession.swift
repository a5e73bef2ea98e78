import DepplayLanguage
import Foundation
import LineEditing
import Synchronization
import WebServer

/// One attendee of a room: a depplay shell of their own (its session, state and limits),
/// on a thread of its own, fed by the lines the page sends, its output and what the page
/// shows published on the attendee's feed.
final class AttendeeSession: Sendable {
  /// The session's id, the page's key to it (kept in the page's session storage).
  let id: String
  /// Everything the page shows.
  let feed: EventFeed
  /// What the page sends the shell.
  let input = RoomInput()
  /// The rate at which the page may send lines (beside each connection's own limit).
  let inputRate: TokenBucket
  private let lastSeen = Mutex(Date())

  /// A session whose feed keeps `feedCapacity` bytes of events and whose page may send
  /// lines at `inputRate`; its shell runs once ``start(_:)`` is called.
  init(id: String, feedCapacity: Int, inputRate: TokenBucket) {
    self.id = id
    self.inputRate = inputRate
    feed = EventFeed(capacity: feedCapacity)
  }

  /// Starts the shell on its own thread; it runs until the session ends.
  func start(_ configuration: Shell.Configuration) {
    let thread = Thread { [input, feed] in
      let report = SessionReport(feed: feed)
      let reader = RoomLineReader(
        input: input, beforeReading: { report.waiting(at: $0) },
        afterReading: { report.read($1, at: $0) })
      let output = ShellOutput { text, stream in
        feed.publish(
          "output",
          AttendeeEvent.output(stream: stream == .standardOutput ? "out" : "err", text: text).json)
      }
      let shell = Shell(reader: reader, output: output, configuration: configuration)
      report.shell = shell
      _ = shell.run()
      let ended = AttendeeEvent.ended(
        reason: "The session has ended. Reload the page for a new one.")
      feed.close(ended.name, ended.json)
    }
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Notes that the attendee's page did something now.
  func touch(_ now: Date = Date()) { lastSeen.withLock { $0 = now } }

  /// Whether no page has been open nor sent anything for `timeout`.
  func isIdle(for timeout: TimeInterval, now: Date = Date()) -> Bool {
    feed.streamCount == 0 && now.timeIntervalSince(lastSeen.withLock { $0 }) > timeout
  }

  /// Ends the session: the running entry stops, the shell leaves, and the page is told
  /// `event` (the room closed, or the session was idle).
  func end(_ event: AttendeeEvent) {
    feed.close(event.name, event.json)
    input.end()
  }
}

/// What a served shell tells its page between entries (its thread only): the diagram and
/// tree of the last entry when there is a new one, where the learner is in a lesson, the
/// prompt, and each line read.
private final class SessionReport {
  let feed: EventFeed
  var shell: Shell?
  /// The shell's ``Shell/recordedCount`` when the diagram was last drawn.
  private var entriesDrawn = 0
  private var lastWalk: WalkSnapshot?

  init(feed: EventFeed) { self.feed = feed }

  func waiting(at prompt: String) {
    guard let shell else { return }
    if shell.recordedCount != entriesDrawn, let last = shell.transcript.last {
      entriesDrawn = shell.recordedCount
      let run = TranscriptEntry.run(of: [last])
      publish(
        .diagram(
          diagram: DiagramHTML(replay: run.replay).render(),
          tree: TreeRenderer().render(shell.lastEvents)))
    }
    let walk = shell.walk.map(WalkSnapshot.init)
    if walk != lastWalk, let walk {
      publish(.walk(walk))
    }
    lastWalk = walk
    publish(.prompt(prompt))
  }

  func read(_ input: LineInput, at prompt: String) {
    switch input {
    case .line(let text): publish(.entry(prompt: prompt, text: text))
    case .interrupted: publish(.entry(prompt: prompt, text: "^C"))
    case .endOfInput, .hangUp: break
    }
  }

  private func publish(_ event: AttendeeEvent) { feed.publish(event.name, event.json) }
}
