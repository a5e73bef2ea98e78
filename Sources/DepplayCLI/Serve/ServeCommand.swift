import DepplayLanguage
import Dispatch
import Foundation
import WebServer

/// `depplay serve [LESSONS…]`: starts the room's web server, prints the attendees' and the
/// teacher's addresses, and serves until the teacher's Ctrl-C (SIGINT) or SIGTERM, which
/// end every session and tell every page the room has closed.
enum ServeCommand {
  /// What every response carries: no third-party origin, nothing cached, no referrer (the
  /// addresses carry tokens).
  static let headers = [
    (
      "Content-Security-Policy",
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
        + "img-src 'self' data:; connect-src 'self'; frame-src 'self'; "
        + "frame-ancestors 'self'; base-uri 'none'; form-action 'none'"
    ),
    ("Referrer-Policy", "no-referrer"),
    ("X-Content-Type-Options", "nosniff"),
  ]

  /// Serves `names` (every lesson when empty) from `library` with `options`; returns only
  /// if the room cannot start.
  static func serve(_ names: [String], library: LessonLibrary, options: ServeOptions) throws
    -> Never
  {
    let lessons = try served(names, from: library)
    guard let address = ListenAddress(host: options.listen, port: options.port) else {
      throw UsageError(
        message: "--listen takes a numeric address (127.0.0.1, 0.0.0.0, ::1), "
          + "not '\(options.listen)'")
    }
    var settings = Room.Settings()
    settings.maximumSessions = options.maximumSessions
    let room = Room(lessons: lessons, library: library, settings: settings)
    let routes = RoomRoutes(room: room, projector: ProjectorPages(lessons: lessons))
    var limits = HTTPServer.Limits()
    limits.connections = options.maximumSessions * 4 + 32
    limits.headers = headers
    let server: HTTPServer
    do {
      server = try HTTPServer(address: address, limits: limits) { routes.answer($0) }
    } catch {
      throw UsageError(message: error.description)
    }
    let base = "http://\(ListenAddress(host: options.listen, port: server.port) ?? address)"
    DepplayCommand.write(
      """
      depplay serve: \(lessons.count) lesson\(lessons.count == 1 ? "" : "s"), at most \
      \(settings.maximumSessions) attendees, listening on \(base)
      attendees: \(base)/room?token=\(room.roomToken)
      teacher:   \(base)/teacher?token=\(room.teacherToken)
      Ctrl-C closes the room.

      """, to: .standardOutput)
    let reaper = DispatchSource.makeTimerSource(queue: .global())
    reaper.schedule(deadline: .now() + 5, repeating: 5)
    reaper.setEventHandler { room.endIdleSessions() }
    reaper.resume()
    var sources: [any DispatchSourceSignal] = []
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        let sessions = room.sessionCount
        room.close()
        room.waitForPagesToHear(timeout: 3)
        server.stop()
        DepplayCommand.write(
          "depplay serve: the room has closed (\(sessions) session"
            + "\(sessions == 1 ? "" : "s") ended)\n", to: .standardOutput)
        exit(0)
      }
      source.resume()
      sources.append(source)
    }
    withExtendedLifetime((reaper, sources)) { dispatchMain() }
  }

  /// The lessons called `names` in `library` (all of them when none is named).
  private static func served(_ names: [String], from library: LessonLibrary) throws -> [Lesson] {
    let paths = try (names.isEmpty ? library.names : names).map { name in
      guard let path = library.path(named: name) else {
        let suggestion = DidYouMean.suggestion(for: name, among: library.names)
        throw UsageError(
          message: "no lesson '\(name)' in \(library.directory.path)"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "; 'depplay lesson' lists them"))
      }
      return path
    }
    return try paths.map { path in
      do {
        return try library.load(path)
      } catch {
        throw UsageError(message: "\(error)")
      }
    }
  }
}
