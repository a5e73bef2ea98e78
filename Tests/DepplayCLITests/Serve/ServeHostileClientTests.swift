import Foundation
import Testing
import WebServer

@testable import DepplayCLI

/// Hostile clients cannot stall or crash the room: during each, another attendee's entry
/// is answered as usual.
@Suite(.serialized) struct ServeHostileClientTests {
  /// An attendee going on with their work: an entry answered within a few seconds.
  private func stillServes(_ served: ServedRoom, _ session: String, _ feed: EventStreamReader)
    throws
  {
    let (printed, seconds) = try served.run("print(6 * 7)", in: session, feed: feed)
    #expect(printed == "42\n")
    #expect(seconds < 5)
  }

  private func attendee(in served: ServedRoom) throws -> (String, EventStreamReader) {
    let session = try served.join()
    let feed = try served.feed(session)
    feed.read(for: 10) { $0.last?.name == "prompt" }
    return (session, feed)
  }

  @Test func aOneMegabyteLineIsRefusedWithAReason() throws {
    let served = try ServedRoom()
    let (session, feed) = try attendee(in: served)
    let (hostile, _) = try attendee(in: served)
    let line = "print(\"" + String(repeating: "x", count: 1 << 20) + "\")"
    let answer = try served.send(line, to: hostile)
    #expect(answer.status == 413)
    #expect(answer.body.contains("a message may be at most"))
    // Sent without stating its length, it is refused too.
    let connection = try LoopbackConnection(port: served.server.port)
    connection.send(
      "POST /room/input?token=\(served.token)&session=\(hostile) HTTP/1.1\r\nHost: x\r\n"
        + "Transfer-Encoding: chunked\r\n\r\n100000\r\n")
    connection.send(Array(repeating: UInt8(ascii: "x"), count: 1 << 20))
    #expect(try connection.response().status == 411)
    try stillServes(served, session, feed)
  }

  @Test func aThousandMessagesASecondAreLimited() throws {
    let served = try ServedRoom()
    let (session, feed) = try attendee(in: served)
    let (hostile, _) = try attendee(in: served)
    let connection = try LoopbackConnection(port: served.server.port)
    let request =
      "POST /room/input?token=\(served.token)&session=\(hostile) HTTP/1.1\r\nHost: x\r\n"
      + "Content-Length: 8\r\n\r\nprint(1)"
    let start = Date()
    var statuses: [Int] = []
    for _ in 0..<1000 {
      connection.send(request)
      statuses.append(try connection.response().status)
    }
    #expect(Date().timeIntervalSince(start) < 20)
    #expect(statuses.filter { $0 == 429 }.count > 800, "most are over the rate")
    #expect(statuses.contains(202), "the first are accepted")
    try stillServes(served, session, feed)
  }

  @Test func halfOpenConnectionsAreClosedAndDoNotStallTheRoom() throws {
    var limits = HTTPServer.Limits()
    limits.idleSeconds = 1
    let served = try ServedRoom(limits: limits)
    let (session, feed) = try attendee(in: served)
    let stalled = try (0..<40).map { _ in
      let connection = try LoopbackConnection(port: served.server.port)
      connection.send("POST /room/input?token=\(served.token) HTTP/1.1\r\nHost: x\r\nContent-Le")
      return connection
    }
    try stillServes(served, session, feed)
    for connection in stalled { #expect(connection.isClosed(within: 5)) }
  }

  @Test func malformedRequestsAreRefused() throws {
    let served = try ServedRoom()
    let (session, feed) = try attendee(in: served)
    let malformed: [[UInt8]] = [
      Array("GARBAGE\r\n\r\n".utf8),
      Array("GET /room HTTP/9.9\r\n\r\n".utf8),
      Array("GET /room?token=\(served.token) HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n".utf8),
      [0, 255, 13, 10, 13, 10, 1, 2, 3],
      Array(("GET /" + String(repeating: "a", count: 200_000) + " HTTP/1.1\r\n\r\n").utf8),
      Array(
        "POST /room/input?token=\(served.token)&session=\(session) HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n"
          .utf8),
    ]
    for bytes in malformed {
      let connection = try LoopbackConnection(port: served.server.port)
      connection.send(bytes)
      let answer = connection.read(for: 2) {
        String(decoding: $0, as: UTF8.self).contains("\r\n\r\n")
      }
      let head = String(decoding: answer.prefix(16), as: UTF8.self)
      let refused = ["HTTP/1.1 4", "HTTP/1.0 4", "HTTP/1.1 505"].contains { head.hasPrefix($0) }
      #expect(
        answer.isEmpty || refused,
        "\(String(decoding: bytes.prefix(40), as: UTF8.self)): \(head)")
    }
    try stillServes(served, session, feed)
  }

  @Test func linesWaitingForABusyShellAreBounded() throws {
    let served = try ServedRoom()
    let (session, feed) = try attendee(in: served)
    let (hostile, _) = try attendee(in: served)
    let flood =
      "for i in 1...1000000000 { let x = i }\n"
      + String(repeating: "print(1)\n", count: RoomInput.capacity + 50)
    let answer = try served.send(flood, to: hostile)
    #expect(answer.status == 429)
    #expect(answer.body.contains("lines wait for the shell already"))
    try stillServes(served, session, feed)
  }

  @Test func oneSessionCannotHoldEveryConnection() throws {
    let served = try ServedRoom()
    let (session, feed) = try attendee(in: served)
    let (hostile, hostileFeed) = try attendee(in: served)
    var streams = [hostileFeed]
    for _ in 0..<10 {
      let stream = try served.feed(hostile)
      stream.read(for: 0.5) { !$0.isEmpty }
      streams.append(stream)
    }
    let refused = try served.client.request(
      "GET", "/room/events?token=\(served.token)&session=\(hostile)")
    #expect(refused.status == 429)
    #expect(refused.body.contains("pages open already"))
    #expect(streams.filter { !$0.events.isEmpty }.count == served.room.settings.streamsPerSession)
    try stillServes(served, session, feed)
  }

  @Test func anEntryThatAllocatesWithoutBoundStopsAtItsMemoryBudget() throws {
    let served = try ServedRoom()
    let (session, feed) = try attendee(in: served)
    let (hostile, hostileFeed) = try attendee(in: served)
    // 64 KiB strings, each under the room's value size, kept alive by tasks that never
    // wake: the statement budget alone would let nearly 2,000 of them (128 MiB) stay, entry
    // after entry.
    _ = try served.run(
      "let big = \"\(String(repeating: "x", count: 32 << 10))\"\nlet clock = TestClock()",
      in: hostile, feed: hostileFeed)
    let (printed, seconds) = try served.run(
      "for i in 0..<100000 { Task { let kept = big + big; "
        + "try await clock.sleep(for: .seconds(1)) } }", in: hostile, feed: hostileFeed)
    #expect(printed.contains("the memory budget of 16 MiB is spent"), "\(printed.prefix(600))")
    #expect(
      printed.components(separatedBy: "memory budget").count == 2, "reported once: \(printed)")
    #expect(!printed.contains("statement budget"))
    #expect(seconds < 10)
    try stillServes(served, session, feed)
    // The hostile session goes on too, its next entry with a budget of its own.
    let (next, _) = try served.run("print(1 + 1)", in: hostile, feed: hostileFeed)
    #expect(next == "2\n")
  }

  @Test func wrongTokensInBulkOpenNothing() throws {
    let served = try ServedRoom()
    let (session, feed) = try attendee(in: served)
    let connection = try LoopbackConnection(port: served.server.port)
    for attempt in 0..<50 {
      connection.send(
        "POST /room/join?token=\(String(attempt, radix: 16)) HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"
      )
      #expect(try connection.response().status == 403)
    }
    #expect(served.room.sessionCount == 1)
    try stillServes(served, session, feed)
  }
}
