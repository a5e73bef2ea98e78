import Foundation
import WebServer

/// The room's HTTP interface: which request does what, each checked against its token.
///
/// Attendees (`token` is the room's): `GET /room` the page; `POST /room/join` a session
/// (resuming `session` when it is alive); `GET /room/events` its feed (Server-Sent Events);
/// `POST /room/input` a line or lines; `POST /room/interrupt` Ctrl-C.
/// The teacher (`token` is the teacher's): `GET /teacher` the page; `GET /teacher/events`
/// the class's progress; `GET /teacher/projector?lesson=` the lesson's workshop page;
/// `POST /teacher/move?lesson=&step=` moves the class; `POST /teacher/reveal?lesson=&step=`
/// reveals a Predict's results.
struct RoomRoutes: Sendable {
  let room: Room
  let projector: ProjectorPages

  /// The answer to `request`.
  func answer(_ request: HTTPRequest) -> HTTPResponse {
    switch (request.method, request.path) {
    case ("GET", "/"):
      return .text(200, "depplay serve: open the address your teacher gave you.\n")
    case (_, let path) where path == "/room" || path.hasPrefix("/room/"):
      return room.roomToken.matches(request.query("token"))
        ? attendee(request)
        : refused(
          "this address lacks the room's token (token=…), or has a wrong one; "
            + "ask the teacher for the attendees' address")
    case (_, let path) where path == "/teacher" || path.hasPrefix("/teacher/"):
      return room.teacherToken.matches(request.query("token"))
        ? teacher(request)
        : refused(
          "the teacher's pages need the teacher's token (token=…), which depplay serve "
            + "printed when it started")
    default:
      return .text(404, "not found: \(request.path)\n")
    }
  }

  /// A request without the right token: no session, no control, and why.
  private func refused(_ reason: String) -> HTTPResponse {
    .text(403, "refused: \(reason)\n")
  }

  private func attendee(_ request: HTTPRequest) -> HTTPResponse {
    switch (request.method, request.path) {
    case ("GET", "/room"):
      return .page(AttendeePage.html)
    case ("POST", "/room/join"):
      switch room.join(resuming: request.query("session")) {
      case .resumed(let session):
        return .json(200, AttendeeEvent.encode(["session": session.id, "resumed": "yes"]))
      case .joined(let session):
        return .json(200, AttendeeEvent.encode(["session": session.id, "resumed": "no"]))
      case .full(let maximum):
        return .text(503, "refused: the room is full (\(maximum) sessions); ask the teacher\n")
      case .closed:
        return .text(410, "refused: the room has closed\n")
      }
    default:
      guard let session = room.session(request.query("session")) else {
        return .text(
          404,
          "no such session: it ended (idle too long, or the room restarted); "
            + "reload the page for a new one\n")
      }
      session.touch()
      return attendee(request, in: session)
    }
  }

  private func attendee(_ request: HTTPRequest, in session: AttendeeSession) -> HTTPResponse {
    switch (request.method, request.path) {
    case ("GET", "/room/events"):
      guard session.feed.streamCount < room.settings.streamsPerSession else {
        return .text(
          429,
          "refused: this session has \(room.settings.streamsPerSession) pages open already; "
            + "close one\n")
      }
      let after = request.header("Last-Event-ID").flatMap { Int($0) } ?? 0
      return .stream(type: "text/event-stream", session.feed.stream(after: after))
    case ("POST", "/room/input"):
      guard session.inputRate.take() else {
        return .text(429, "refused: too many entries at once; wait a moment\n")
      }
      for line in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
        guard session.input.send(String(line.hasSuffix("\r") ? line.dropLast() : line)) else {
          return .text(
            429, "refused: \(RoomInput.capacity) lines wait for the shell already; wait\n")
        }
      }
      return .text(202, "accepted\n")
    case ("POST", "/room/interrupt"):
      session.input.interrupt()
      return .text(202, "interrupted\n")
    default:
      return .text(404, "not found: \(request.method) \(request.path)\n")
    }
  }

  private func teacher(_ request: HTTPRequest) -> HTTPResponse {
    let lesson = request.query("lesson") ?? ""
    let step = request.query("step").flatMap { Int($0) }.map { $0 - 1 } ?? -1
    switch (request.method, request.path) {
    case ("GET", "/teacher"):
      return .page(TeacherPage.html)
    case ("GET", "/teacher/events"):
      let after = request.header("Last-Event-ID").flatMap { Int($0) } ?? 0
      return .stream(type: "text/event-stream", room.teacherFeed.stream(after: after))
    case ("GET", "/teacher/projector"):
      guard let page = projector.page(of: lesson) else {
        return .text(404, "no served lesson '\(lesson)'\n")
      }
      return .page(page)
    case ("POST", "/teacher/move"):
      guard room.move(to: lesson, step: step) else {
        return .text(400, "no step \(step + 1) in a served lesson '\(lesson)'\n")
      }
      return .text(202, "moved\n")
    case ("POST", "/teacher/reveal"):
      guard room.reveal(lesson, step: step) else {
        return .text(400, "no served lesson '\(lesson)'\n")
      }
      return .text(202, "revealed\n")
    default:
      return .text(404, "not found: \(request.method) \(request.path)\n")
    }
  }
}
