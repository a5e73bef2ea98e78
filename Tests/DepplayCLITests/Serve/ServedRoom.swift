import Foundation
import WebServer

@testable import DepplayCLI

/// A room served in this process on a port of the loopback the system chose, for tests.
final class ServedRoom: Sendable {
  let room: Room
  let server: HTTPServer
  let client: LoopbackClient

  static let lessons = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("lessons")

  /// A room serving `lessons` (names in the repository's lessons) with `settings`.
  init(
    lessons names: [String] = [], settings: Room.Settings = Room.Settings(),
    limits: HTTPServer.Limits = HTTPServer.Limits()
  ) throws {
    let library = LessonLibrary(directory: Self.lessons)
    let lessons = try names.compactMap(library.path(named:)).map(library.load)
    room = Room(lessons: lessons, library: library, settings: settings)
    let routes = RoomRoutes(room: room, projector: ProjectorPages(lessons: lessons))
    guard let address = ListenAddress(host: "127.0.0.1", port: 0) else {
      throw ClientError("no loopback address")
    }
    server = try HTTPServer(address: address, limits: limits) { routes.answer($0) }
    client = LoopbackClient(port: server.port)
  }

  deinit {
    room.close()
    room.waitForPagesToHear(timeout: 2)
    server.stop()
  }

  var token: String { room.roomToken.description }

  /// Joins (or resumes `session`), returning the session's id.
  func join(resuming session: String = "") throws -> String {
    let answer = try client.request("POST", "/room/join?token=\(token)&session=\(session)")
    guard answer.status == 200,
      let object = try JSONSerialization.jsonObject(with: Data(answer.body.utf8))
        as? [String: String], let id = object["session"]
    else { throw ClientError("join: \(answer.status) \(answer.body)") }
    return id
  }

  /// Sends `text` (a line, or lines) to `session`.
  @discardableResult
  func send(_ text: String, to session: String) throws -> (status: Int, body: String) {
    try client.request("POST", "/room/input?token=\(token)&session=\(session)", body: text)
  }

  /// Opens `session`'s feed.
  func feed(_ session: String) throws -> EventStreamReader {
    try client.stream("/room/events?token=\(token)&session=\(session)")
  }

  /// Sends `entry` to a session with its feed open and waits for its prompt to come back;
  /// what it printed and how long that took.
  func run(_ entry: String, in session: String, feed: EventStreamReader) throws -> (
    printed: String, seconds: Double
  ) {
    let before = feed.events.count
    let start = Date()
    try send(entry, to: session)
    // The shell echoes each line it reads as an `entry` event: the run is over when every
    // line of `entry` has been read and the shell waits again.
    let lines = entry.split(separator: "\n", omittingEmptySubsequences: false).count
    let events = feed.read(for: 30) { events in
      events.count > before
        && events[before...].count { $0.name == "entry" } >= lines
        && events.last?.name == "prompt"
    }
    let printed = events[before...].filter { $0.name == "output" }.compactMap { $0.field("text") }
      .joined()
    return (printed, Date().timeIntervalSince(start))
  }
}
