import Dispatch
import Foundation
import Synchronization
import WebServer

/// What one client is told, in order: Server-Sent Events, each numbered, kept (up to a size)
/// so that a client that reconnects gets what it missed and a page that reloads gets it all.
final class EventFeed: Sendable {
  /// One event, as the wire carries it.
  struct Entry: Sendable {
    let id: Int
    let bytes: [UInt8]
  }

  private struct State {
    var entries: [Entry] = []
    var size = 0
    var nextID = 1
    var closed = false
    var waiting: [ObjectIdentifier: DispatchSemaphore] = [:]
  }

  private let state = Mutex(State())
  /// The bytes of events kept; older ones are dropped past it.
  private let capacity: Int

  /// A feed keeping up to `capacity` bytes of events.
  init(capacity: Int) { self.capacity = capacity }

  /// Adds an event named `name` whose data is `json` (one line), and wakes the streams.
  /// Nothing is added once the feed is closed.
  func publish(_ name: String, _ json: String) {
    let waiting = state.withLock { state -> [DispatchSemaphore] in
      guard !state.closed else { return [] }
      let bytes = Array("id: \(state.nextID)\nevent: \(name)\ndata: \(json)\n\n".utf8)
      state.entries.append(Entry(id: state.nextID, bytes: bytes))
      state.nextID += 1
      state.size += bytes.count
      while state.size > capacity, state.entries.count > 1 {
        state.size -= state.entries.removeFirst().bytes.count
      }
      return Array(state.waiting.values)
    }
    for semaphore in waiting { semaphore.signal() }
  }

  /// Publishes a last event, then ends every stream once it has sent what is kept.
  func close(_ name: String, _ json: String) {
    publish(name, json)
    let waiting = state.withLock { state in
      state.closed = true
      return Array(state.waiting.values)
    }
    for semaphore in waiting { semaphore.signal() }
  }

  /// Whether the feed is closed.
  var isClosed: Bool { state.withLock { $0.closed } }

  /// How many streams are open.
  var streamCount: Int { state.withLock { $0.waiting.count } }

  /// A stream of the events after `id` (0: all that are kept).
  func stream(after id: Int) -> any ResponseStream { FeedStream(feed: self, after: id) }

  fileprivate func entries(after id: Int) -> (entries: ArraySlice<Entry>, closed: Bool) {
    state.withLock { state in
      let start = state.entries.firstIndex { $0.id > id } ?? state.entries.endIndex
      return (state.entries[start...], state.closed)
    }
  }

  fileprivate func watch(_ stream: ObjectIdentifier, _ semaphore: DispatchSemaphore) {
    state.withLock { $0.waiting[stream] = semaphore }
  }

  fileprivate func forget(_ stream: ObjectIdentifier) {
    _ = state.withLock { $0.waiting.removeValue(forKey: stream) }
  }
}

/// One client's stream of a feed, sent on its connection's thread: the events it has not
/// had, a comment every ``heartbeat`` while nothing happens (so a client gone away is
/// noticed), and its end when the feed closes.
private final class FeedStream: ResponseStream {
  /// How long a stream stays silent at most.
  static let heartbeat = DispatchTimeInterval.seconds(5)

  private let feed: EventFeed
  private let last: Mutex<Int>
  private let wake = DispatchSemaphore(value: 0)

  init(feed: EventFeed, after id: Int) {
    self.feed = feed
    last = Mutex(id)
    feed.watch(ObjectIdentifier(self), wake)
  }

  func next() -> [UInt8]? {
    while true {
      let (entries, closed) = feed.entries(after: last.withLock { $0 })
      if let newest = entries.last {
        last.withLock { $0 = newest.id }
        return entries.flatMap(\.bytes)
      }
      if closed { return nil }
      if wake.wait(timeout: .now() + Self.heartbeat) == .timedOut {
        return Array(": keep-alive\n\n".utf8)
      }
    }
  }

  func close() { feed.forget(ObjectIdentifier(self)) }
}
