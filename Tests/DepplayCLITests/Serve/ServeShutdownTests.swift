import Foundation
import Testing

/// `depplay serve` as the teacher runs it: it prints the two addresses, binds the loopback,
/// and its Ctrl-C (SIGINT) ends every session and tells every page the room has closed.
@Suite(.serialized) struct ServeShutdownTests {
  @Test func ctrlCEndsEverySessionAndTellsThePages() throws {
    let process = Process()
    process.executableURL = DepplayBinary.url
    process.arguments = ["serve", "--port", "0", "--dir", ServedRoom.lessons.path, "2"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    var printed = ""
    let deadline = Date() + 30
    while !printed.contains("Ctrl-C closes the room."), Date() < deadline {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      printed += String(decoding: data, as: UTF8.self)
    }
    let lines = printed.split(separator: "\n")
    let attendees = try #require(lines.first { $0.hasPrefix("attendees: ") })
    let teacher = try #require(lines.first { $0.hasPrefix("teacher:   ") })
    #expect(attendees.contains("http://127.0.0.1:"), "it binds the loopback by default")
    let port = try #require(
      UInt16(attendees.split(separator: ":")[3].prefix { $0.isNumber }))
    let token = String(attendees.split(separator: "=").last ?? "")
    let teacherToken = String(teacher.split(separator: "=").last ?? "")
    #expect(token != teacherToken)
    let client = LoopbackClient(port: port)
    let joined = try client.request("POST", "/room/join?token=\(token)")
    let session = try #require(
      (try JSONSerialization.jsonObject(with: Data(joined.body.utf8)) as? [String: String])?[
        "session"])
    let feed = try client.stream("/room/events?token=\(token)&session=\(session)")
    let teacherFeed = try client.stream("/teacher/events?token=\(teacherToken)")
    feed.read(for: 20) { $0.contains { $0.name == "walk" } && $0.last?.name == "prompt" }
    teacherFeed.read(for: 5) { $0.contains { $0.name == "class" } }
    kill(process.processIdentifier, SIGINT)
    let events = feed.read(for: 10) { $0.last?.name == "closed" }
    #expect(events.last?.field("reason")?.contains("The room has closed") == true)
    #expect(teacherFeed.read(for: 10) { $0.last?.name == "closed" }.last?.name == "closed")
    let exited = Date() + 10
    while process.isRunning, Date() < exited { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!process.isRunning)
    #expect(process.terminationStatus == 0)
  }
}
