import Foundation
import Testing

@testable import DepplayCLI

/// A served room's rules: tokens, a session per attendee with its own state, a cap on
/// sessions, resuming, idle sessions ending, files out of reach, and each entry's
/// wall-clock bound.
@Suite(.serialized) struct ServeRoomTests {
  @Test func withoutTheRightTokenThereIsNoSessionAndTheAnswerSaysWhy() throws {
    let served = try ServedRoom()
    let client = served.client
    for path in ["/room", "/room?token=wrong", "/room/join?token="] {
      let answer = try client.request(path.contains("join") ? "POST" : "GET", path)
      #expect(answer.status == 403, "\(path)")
      #expect(answer.body.contains("room's token"), "\(path): \(answer.body)")
    }
    let joined = try client.request("POST", "/room/join?token=\(served.token)x")
    #expect(joined.status == 403)
    #expect(served.room.sessionCount == 0)
    // The room's token opens no teacher page, nor moves the class.
    let teacher = try client.request("GET", "/teacher?token=\(served.token)")
    #expect(teacher.status == 403)
    #expect(teacher.body.contains("teacher's token"))
    let move = try client.request("POST", "/teacher/move?token=\(served.token)&lesson=x&step=1")
    #expect(move.status == 403)
    let page = try client.request("GET", "/teacher?token=\(served.room.teacherToken)")
    #expect(page.status == 200)
    #expect(try client.request("GET", "/room?token=\(served.token)").status == 200)
  }

  @Test func eachAttendeeHasASessionOfTheirOwn() throws {
    let served = try ServedRoom()
    let first = try served.join()
    let second = try served.join()
    #expect(first != second)
    let firstFeed = try served.feed(first)
    let secondFeed = try served.feed(second)
    firstFeed.read(for: 10) { $0.last?.name == "prompt" }
    secondFeed.read(for: 10) { $0.last?.name == "prompt" }
    _ = try served.run(
      "let secretOfTheFirst = 41\nprint(secretOfTheFirst + 1)", in: first, feed: firstFeed)
    let (printed, _) = try served.run("print(secretOfTheFirst)", in: second, feed: secondFeed)
    #expect(printed.contains("error"), "the second session does not know the first's name")
    let firstText = firstFeed.events.map(\.data).joined()
    let secondText = secondFeed.events.map(\.data).joined()
    #expect(firstText.contains("42"))
    #expect(!firstText.contains("print(secretOfTheFirst)\""), "the second's entry")
    #expect(!secondText.contains("41"), "the first's entry or output")
  }

  @Test func theRoomCapsItsSessions() throws {
    var settings = Room.Settings()
    settings.maximumSessions = 2
    let served = try ServedRoom(settings: settings)
    _ = try served.join()
    _ = try served.join()
    let third = try served.client.request("POST", "/room/join?token=\(served.token)")
    #expect(third.status == 503)
    #expect(third.body.contains("the room is full (2 sessions)"))
  }

  @Test func aReloadResumesTheSameSession() throws {
    let served = try ServedRoom()
    let session = try served.join()
    let feed = try served.feed(session)
    feed.read(for: 10) { $0.last?.name == "prompt" }
    _ = try served.run("let kept = 7", in: session, feed: feed)
    #expect(try served.join(resuming: session) == session)
    let reloaded = try served.feed(session)
    reloaded.read(for: 10) { $0.last?.name == "prompt" }
    #expect(reloaded.events.contains { $0.name == "entry" && $0.field("text") == "let kept = 7" })
    let (printed, _) = try served.run("print(kept)", in: session, feed: reloaded)
    #expect(printed == "7\n")
  }

  @Test func idleSessionsEnd() throws {
    var settings = Room.Settings()
    settings.idleTimeout = 0.2
    let served = try ServedRoom(settings: settings)
    let session = try served.join()
    Thread.sleep(forTimeInterval: 0.5)
    served.room.endIdleSessions()
    #expect(served.room.sessionCount == 0)
    let gone = try served.client.request(
      "POST", "/room/input?token=\(served.token)&session=\(session)", body: "print(1)")
    #expect(gone.status == 404)
    #expect(gone.body.contains("reload the page"))
    #expect(try served.join(resuming: session) != session)
  }

  @Test func aServedSessionCannotReadOrWriteFiles() throws {
    let served = try ServedRoom()
    let session = try served.join()
    let feed = try served.feed(session)
    feed.read(for: 10) { $0.last?.name == "prompt" }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("served-\(UUID().uuidString)")
    for command in [".save", ".html", ".read"] {
      let (printed, _) = try served.run("\(command) \(file.path)", in: session, feed: feed)
      #expect(
        printed.contains("error: \(command) reads or writes files, which a served session cannot"),
        "\(command): \(printed)")
    }
    #expect(!FileManager.default.fileExists(atPath: file.path))
    let (lesson, _) = try served.run(".lesson /etc/passwd", in: session, feed: feed)
    #expect(lesson.contains("error: no lesson '/etc/passwd'"))
    let (network, _) = try served.run(
      "@Dependency(\\.urlSession) var urlSession", in: session, feed: feed)
    #expect(network.contains("error"), "the language has no urlSession to reach the network")
  }

  @Test func anEntryStopsAtItsTimeLimit() throws {
    var settings = Room.Settings()
    settings.limits.timeLimit = .milliseconds(300)
    settings.limits.statementBudget = .max
    let served = try ServedRoom(settings: settings)
    let session = try served.join()
    let feed = try served.feed(session)
    feed.read(for: 10) { $0.last?.name == "prompt" }
    let (printed, seconds) = try served.run(
      "for i in 1...1000000000 { let x = i }", in: session, feed: feed)
    #expect(printed.contains("stopped: the entry ran longer than its time limit of 0.3 seconds"))
    #expect(seconds < 10)
    let (after, _) = try served.run("print(\"still here\")", in: session, feed: feed)
    #expect(after == "still here\n")
  }

  @Test func aSleepInRealTimeLongerThanTheLimitIsRefused() throws {
    let served = try ServedRoom()
    let session = try served.join()
    let feed = try served.feed(session)
    feed.read(for: 10) { $0.last?.name == "prompt" }
    let (printed, seconds) = try served.run(
      "@Dependency(\\.continuousClock) var clock\ntry await clock.sleep(for: .seconds(60))",
      in: session, feed: feed)
    #expect(
      printed.contains(
        "a sleep of 60.0 seconds in real time is longer than the entry's time limit of 10.0 seconds"
      ),
      "\(printed)")
    #expect(seconds < 5)
  }

  @Test func ctrlCStopsARunningEntry() throws {
    var settings = Room.Settings()
    settings.limits.statementBudget = .max
    let served = try ServedRoom(settings: settings)
    let session = try served.join()
    let feed = try served.feed(session)
    feed.read(for: 10) { $0.last?.name == "prompt" }
    let before = feed.events.count
    try served.send("for i in 1...1000000000 { let x = i }", to: session)
    feed.read(for: 5) { $0.count > before && $0.last?.name == "entry" }
    Thread.sleep(forTimeInterval: 0.2)
    let interrupted = try served.client.request(
      "POST", "/room/interrupt?token=\(served.token)&session=\(session)")
    #expect(interrupted.status == 202)
    let events = feed.read(for: 10) { $0.count > before + 1 && $0.last?.name == "prompt" }
    #expect(events[before...].contains { $0.field("text")?.contains("stopped by Ctrl-C") == true })
  }
}
